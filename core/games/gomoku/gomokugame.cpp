#include "gomokugame.h"

#include <sstream>

namespace qiju::gomoku {

using core::Move;
using core::MoveError;
using core::ParseError;
using core::Point;
using core::Side;

namespace {

std::optional<OpeningStage> stageFromKey(std::string_view key)
{
    for (OpeningStage s : {OpeningStage::Done, OpeningStage::Placing, OpeningStage::Choice,
             OpeningStage::Balancing, OpeningStage::Choice2}) {
        if (openingStageKey(s) == key)
            return s;
    }
    return std::nullopt;
}

// Whether a stage is possible with this opening rule and this many stones on the board.
bool stageFits(OpeningStage stage, OpeningRule opening, const GomokuPosition &pos)
{
    const int stones = pos.stoneCount();
    const Side alternate = stones % 2 == 0 ? Side::Black : Side::White;
    switch (stage) {
    case OpeningStage::Done: return true;
    case OpeningStage::Placing:
        return opening != OpeningRule::None && stones < 3 && pos.sideToMove() == alternate;
    case OpeningStage::Choice:
        return opening != OpeningRule::None && stones == 3 && pos.sideToMove() == Side::White;
    case OpeningStage::Balancing:
        return opening == OpeningRule::Swap2 && (stones == 3 || stones == 4)
            && pos.sideToMove() == alternate;
    case OpeningStage::Choice2:
        return opening == OpeningRule::Swap2 && stones == 5 && pos.sideToMove() == Side::White;
    }
    return false;
}

} // namespace

std::string_view openingStageKey(OpeningStage s)
{
    switch (s) {
    case OpeningStage::Done: return "done";
    case OpeningStage::Placing: return "placing";
    case OpeningStage::Choice: return "choice";
    case OpeningStage::Balancing: return "balancing";
    case OpeningStage::Choice2: return "choice2";
    }
    return "done";
}

GomokuGame::GomokuGame(const GomokuRules &rules)
    : m_position(rules.win)
    , m_rules(rules)
    , m_stage(rules.opening == OpeningRule::None ? OpeningStage::Done : OpeningStage::Placing)
{ }

std::unique_ptr<core::Game> GomokuGame::create(std::string_view rules, ParseError *error)
{
    const auto r = GomokuRules::fromText(rules);
    if (!r) {
        if (error)
            *error = ParseError::UnknownRules;
        return nullptr;
    }
    return std::make_unique<GomokuGame>(*r);
}

std::unique_ptr<core::Game> GomokuGame::fromText(
    std::string_view rules, std::string_view position, ParseError *error)
{
    auto fail = [error](ParseError e) -> std::unique_ptr<core::Game> {
        if (error)
            *error = e;
        return nullptr;
    };
    const auto r = GomokuRules::fromText(rules);
    if (!r)
        return fail(ParseError::UnknownRules);
    std::istringstream in{std::string(position)};
    std::string board;
    std::string side;
    if (!(in >> board >> side))
        return fail(ParseError::BadPosition);
    const auto pos = GomokuPosition::fromText(board + ' ' + side, r->win);
    if (!pos)
        return fail(ParseError::BadPosition);
    auto game = std::make_unique<GomokuGame>(*r);
    game->m_position = *pos;
    game->m_stage = OpeningStage::Done;
    std::string token;
    bool haveStage = false;
    while (in >> token) {
        if (token == "swapped" && !game->m_swapped) {
            game->m_swapped = true;
        } else if (const auto st = stageFromKey(token); st && !haveStage && !game->m_swapped) {
            game->m_stage = *st;
            haveStage = true;
        } else {
            return fail(ParseError::BadPosition);
        }
    }
    if (!stageFits(game->m_stage, r->opening, game->m_position))
        return fail(ParseError::BadPosition);
    // Only a balancing second player or a finished swap can hold the other colours.
    if (game->m_swapped && game->m_stage != OpeningStage::Done
        && game->m_stage != OpeningStage::Balancing && game->m_stage != OpeningStage::Choice2)
        return fail(ParseError::BadPosition);
    if ((game->m_stage == OpeningStage::Balancing || game->m_stage == OpeningStage::Choice2)
        && !game->m_swapped)
        return fail(ParseError::BadPosition);

    // A position that already holds a five is over; fives for both colours are impossible.
    if (!game->settleResult())
        return fail(ParseError::BadPosition);
    return game;
}

bool GomokuGame::settleResult()
{
    m_result.reset();
    m_winningRun.clear();
    std::optional<Side> winner;
    bool both = false;
    for (int p = 0; p < kPoints; ++p) {
        if (m_position.isEmpty(p))
            continue;
        auto run = m_position.winningRun(p);
        if (run.empty())
            continue;
        const Side s = m_position.cell(p) == core::Cell::Black ? Side::Black : Side::White;
        if (winner && *winner != s)
            both = true;
        if (!winner) {
            winner = s;
            m_winningRun = std::move(run);
        }
    }
    if (winner) {
        m_result = core::GameResult::win(*winner, core::EndReason::FiveInRow);
    } else if (m_position.isFull() || !hasPlayablePoint()) {
        m_result = core::GameResult{core::Outcome::Draw, core::EndReason::BoardFull, 0, 0};
    }
    return !both;
}

std::unique_ptr<core::Game> GomokuGame::arrange(std::string_view rules,
                                                const core::BoardSetup &setup)
{
    const auto r = GomokuRules::fromText(rules);
    if (!r || setup.width != kSize || setup.height != kSize
        || setup.cells.size() != std::size_t(kPoints))
        return nullptr;
    auto game = std::make_unique<GomokuGame>(*r);
    game->m_stage = OpeningStage::Done;
    for (int p = 0; p < kPoints; ++p) {
        switch (setup.at(pointOf(p))) {
        case core::Cell::Empty: break;
        case core::Cell::Black: game->m_position.put(p, Side::Black); break;
        case core::Cell::White: game->m_position.put(p, Side::White); break;
        case core::Cell::Blocked: return nullptr;
        }
    }
    game->m_position.setSideToMove(setup.toMove);
    game->settleResult(); // fives of both colours: the first one found stands
    return game;
}

core::SetupCheck GomokuGame::checkSetup() const
{
    if (!m_winningRun.empty()) {
        std::vector<Point> line;
        for (const int p : m_winningRun)
            line.push_back(pointOf(p));
        const Side s = m_position.cell(m_winningRun.front()) == core::Cell::Black ? Side::Black
                                                                                  : Side::White;
        return core::SetupCheck::fail(core::SetupError::FiveOnBoard, std::move(line), s);
    }
    if (m_result)
        return core::SetupCheck::fail(core::SetupError::GameOver);
    if (m_rules.win == WinRule::Renju) {
        const int lead = pieceCount(Side::Black) - pieceCount(Side::White);
        if (lead != (sideToMove() == Side::Black ? 0 : 1))
            return core::SetupCheck::fail(core::SetupError::StoneCounts, {}, sideToMove());
    }
    return {};
}

std::unique_ptr<core::Game> GomokuGame::clone() const
{
    return std::make_unique<GomokuGame>(*this);
}

Side GomokuGame::seatToMove() const
{
    switch (m_stage) {
    case OpeningStage::Placing: return Side::Black;
    case OpeningStage::Balancing: return Side::White;
    default: return colourOfSeat(sideToMove()); // the map is its own inverse
    }
}

core::Cell GomokuGame::cell(Point p) const
{
    return contains(p) ? m_position.cell(pointIndex(p)) : core::Cell::Empty;
}

std::vector<Point> GomokuGame::winningLine() const
{
    std::vector<Point> line;
    for (int p : m_winningRun)
        line.push_back(pointOf(p));
    return line;
}

std::vector<std::pair<Point, MoveError>> GomokuGame::forbiddenPoints() const
{
    std::vector<std::pair<Point, MoveError>> out;
    if (m_rules.win != WinRule::Renju || sideToMove() != core::Side::Black || result())
        return out;
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            const MoveError e = placementError({x, y});
            if (e == MoveError::Forbidden33 || e == MoveError::Forbidden44
                || e == MoveError::Overline)
                out.emplace_back(Point{x, y}, e);
        }
    }
    return out;
}

MoveError GomokuGame::placementError(Point p) const
{
    if (!contains(p))
        return MoveError::OutOfBoard;
    const int i = pointIndex(p);
    if (!m_position.isEmpty(i))
        return MoveError::Occupied;
    return m_position.foul(i, m_position.sideToMove());
}

bool GomokuGame::hasPlayablePoint() const
{
    const Side s = m_position.sideToMove();
    for (int p = 0; p < kPoints; ++p) {
        if (m_position.isEmpty(p) && !m_position.isFoul(p, s))
            return true;
    }
    return false;
}

std::vector<Move> GomokuGame::legalMoves() const
{
    std::vector<Move> moves;
    if (m_result)
        return moves;
    const Side s = m_position.sideToMove();
    moves.reserve(kPoints - m_position.stoneCount() + 2);
    for (int p = 0; p < kPoints; ++p) {
        if (m_position.isEmpty(p) && !m_position.isFoul(p, s))
            moves.push_back(Move::place(pointOf(p)));
    }
    if (m_stage == OpeningStage::Choice || m_stage == OpeningStage::Choice2)
        moves.push_back(Move::swap());
    if (m_stage == OpeningStage::Choice && m_rules.opening == OpeningRule::Swap2)
        moves.push_back(Move::balance());
    return moves;
}

MoveError GomokuGame::check(const Move &move) const
{
    if (m_result)
        return MoveError::GameOver;
    switch (move.kind) {
    case Move::Kind::Place: return placementError(move.to);
    case Move::Kind::Swap:
        return (m_stage == OpeningStage::Choice || m_stage == OpeningStage::Choice2)
            ? MoveError::None
            : MoveError::Malformed;
    case Move::Kind::Balance:
        return (m_stage == OpeningStage::Choice && m_rules.opening == OpeningRule::Swap2)
            ? MoveError::None
            : MoveError::Malformed;
    case Move::Kind::Pass: return MoveError::PassNotAllowed;
    case Move::Kind::Jump:
    case Move::Kind::None: break;
    }
    return MoveError::Malformed;
}

core::MoveTransition GomokuGame::play(const Move &move)
{
    core::MoveTransition t;
    t.mover = m_position.sideToMove();
    t.move = move;
    ++m_plies;
    switch (move.kind) {
    case Move::Kind::Swap:
        m_swapped = !m_swapped;
        m_stage = OpeningStage::Done;
        return t;
    case Move::Kind::Balance:
        m_swapped = !m_swapped;
        m_stage = OpeningStage::Balancing;
        return t;
    default: break;
    }
    const int p = pointIndex(move.to);
    m_position.play(p);
    t.placed.push_back(move.to);
    switch (m_stage) {
    case OpeningStage::Placing:
        if (m_position.stoneCount() >= 3)
            m_stage = OpeningStage::Choice;
        break;
    case OpeningStage::Balancing:
        if (m_position.stoneCount() >= 5)
            m_stage = OpeningStage::Choice2;
        break;
    case OpeningStage::Choice:
    case OpeningStage::Choice2: m_stage = OpeningStage::Done; break;
    case OpeningStage::Done: break;
    }
    updateResultAfter(p);
    return t;
}

void GomokuGame::updateResultAfter(int p)
{
    auto run = m_position.winningRun(p);
    if (!run.empty()) {
        const Side mover = core::opposite(m_position.sideToMove());
        m_result = core::GameResult::win(mover, core::EndReason::FiveInRow);
        m_winningRun = std::move(run);
        return;
    }
    if (m_position.isFull() || !hasPlayablePoint())
        m_result = core::GameResult{core::Outcome::Draw, core::EndReason::BoardFull, 0, 0};
}

int GomokuGame::pieceCount(Side s) const
{
    int n = 0;
    const core::Cell c = core::cellOf(s);
    for (int p = 0; p < kPoints; ++p)
        n += m_position.cell(p) == c;
    return n;
}

std::string GomokuGame::positionText() const
{
    std::string s = m_position.toText();
    if (m_stage != OpeningStage::Done) {
        s += ' ';
        s += openingStageKey(m_stage);
    }
    if (m_swapped)
        s += " swapped";
    return s;
}

std::string GomokuGame::moveText(const Move &move) const
{
    switch (move.kind) {
    case Move::Kind::Place: return contains(move.to) ? pointText(pointIndex(move.to)) : "?";
    case Move::Kind::Swap: return "swap";
    case Move::Kind::Balance: return "balance";
    default: return "?";
    }
}

std::optional<Move> GomokuGame::parseMove(std::string_view text) const
{
    if (text == "swap" || text == "SWAP")
        return Move::swap();
    if (text == "balance" || text == "BALANCE")
        return Move::balance();
    const auto p = parsePoint(text);
    if (!p)
        return std::nullopt;
    return Move::place(pointOf(*p));
}

std::uint64_t GomokuGame::hash() const
{
    // The opening decision state is part of the position: the same stones with a decision
    // pending are a different node.
    std::uint64_t h = m_position.hash();
    h ^= static_cast<std::uint64_t>(m_stage) * 0x9E3779B97F4A7C15ull;
    if (m_swapped)
        h ^= 0xD6E8FEB86659FD93ull;
    return h;
}

} // namespace qiju::gomoku
