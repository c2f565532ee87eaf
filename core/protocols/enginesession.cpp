#include "enginesession.h"

#include "ai/gameprofile.h"
#include "games/gameregistry.h"

namespace qiju::protocols {

EngineSession::EngineSession(core::GameId game)
    : m_game(game)
{
    if (!reset(game, {}))
        reset(core::GameId{}, {});
}

EngineSession::~EngineSession() = default;

bool EngineSession::reset(core::GameId game, const std::string &rules, core::ParseError *error)
{
    // Every game of the table works here.
    const core::GameInfo &info = core::gameInfo(game);
    if (!info.create) {
        if (error)
            *error = core::ParseError::UnknownRules;
        return false;
    }
    auto start = info.create(rules, error);
    if (!start)
        return false;
    if (game != m_game || !m_engine)
        m_engine = ai::createEngine(game);
    else
        m_engine->clear();
    m_game = game;
    m_rules = rules;
    m_history.clear();
    m_history.push_back(std::move(start));
    m_moves.clear();
    return true;
}

std::unique_ptr<core::Game> EngineSession::startGame(
    const std::string &text, core::ParseError *error) const
{
    const core::GameInfo &info = core::gameInfo(m_game);
    if (text.empty() && info.create)
        return info.create(m_rules, error);
    if (!text.empty() && info.fromText)
        return info.fromText(m_rules, text, error);
    if (error)
        *error = core::ParseError::UnknownRules;
    return nullptr;
}

void EngineSession::install(std::unique_ptr<core::Game> start)
{
    m_history.clear();
    m_history.push_back(std::move(start));
    m_moves.clear();
    if (m_engine)
        m_engine->clear();
}

bool EngineSession::setStartPosition(const std::string &text, core::ParseError *error)
{
    auto start = text.empty() ? nullptr : startGame(text, error);
    if (!start) {
        if (error && text.empty())
            *error = core::ParseError::UnknownRules;
        return false;
    }
    install(std::move(start));
    return true;
}

bool EngineSession::changeRules(const std::string &rules, core::ParseError *error)
{
    const std::vector<core::Move> moves = m_moves;
    // A set-up start (a free handicap, a position sent by the controller) is kept, rebuilt
    // under the new rules; the rules' own start otherwise.
    const core::GameInfo &info = core::gameInfo(m_game);
    std::unique_ptr<core::Game> setup;
    if (info.create && info.fromText) {
        const auto standard = info.create(m_rules, nullptr);
        const std::string text = startPosition().positionText();
        if (standard && standard->positionText() != text) {
            setup = info.fromText(rules, text, error);
            if (!setup)
                return false;
        }
    }
    if (!reset(m_game, rules, error))
        return false;
    if (setup)
        install(std::move(setup));
    for (const core::Move &m : moves) {
        if (play(m) != core::MoveError::None)
            break;
    }
    return true;
}

bool EngineSession::startFrom(const std::string &text, core::ParseError *error)
{
    auto start = startGame(text, error);
    if (!start)
        return false;
    if (start->positionText() == startPosition().positionText())
        restart();
    else
        install(std::move(start));
    return true;
}

void EngineSession::restart()
{
    // The engine keeps what it learned: its tables hold positions, valid in any game.
    m_history.resize(1);
    m_moves.clear();
}

core::MoveError EngineSession::play(const core::Move &move)
{
    const core::MoveError error = position().check(move);
    if (error != core::MoveError::None)
        return error;
    auto next = position().clone();
    next->play(move);
    m_history.push_back(std::move(next));
    m_moves.push_back(move);
    return core::MoveError::None;
}

bool EngineSession::undo()
{
    if (m_moves.empty())
        return false;
    m_history.pop_back();
    m_moves.pop_back();
    return true;
}

ai::SearchLimits EngineSession::nextLimits() const
{
    const core::Side side = position().sideToMove();
    const int budget
        = m_clock.budgetMs(side, estimateMovesLeft(emptyPoints(position())), m_moveTimeMs);
    return limitsFor(budget);
}

ai::SearchLimits EngineSession::limitsFor(int budgetMs) const
{
    ai::SearchLimits limits = ai::levelLimits(m_game, m_level, budgetMs);
    limits.seed = 0x51A7E5ull + static_cast<std::uint64_t>(position().plyCount());
    if (m_playouts > 0) {
        limits.playouts = m_playouts;
        limits.timeMs = 0;
    }
    if (m_nodes > 0) {
        limits.maxNodes = m_nodes;
        limits.timeMs = 0;
    }
    if (m_threads > 0)
        limits.threads = m_threads;
    return limits;
}

ai::SearchInfo EngineSession::think(
    const ai::SearchLimits &limits, const std::atomic<bool> &stop, const ai::ProgressFn &progress)
{
    ai::SearchInfo info;
    if (isOver())
        return info;
    const auto legal = position().legalMoves();
    if (legal.empty())
        return info;
    if (legal.size() == 1 || !m_engine) {
        // Nothing to think about (a forced move), or no AI for this game yet: the first legal
        // move keeps the protocol going.
        info.best = legal.front();
        return info;
    }
    info = m_engine->search(position(), limits, stop, progress);
    if (position().check(info.best) != core::MoveError::None)
        info.best = legal.front();
    return info;
}

int emptyPoints(const core::Game &position)
{
    int n = 0;
    for (int y = 0; y < position.height(); ++y) {
        for (int x = 0; x < position.width(); ++x)
            n += position.cell({x, y}) == core::Cell::Empty ? 1 : 0;
    }
    return n;
}

} // namespace qiju::protocols
