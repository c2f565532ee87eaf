#include "gogame.h"

#include <algorithm>
#include <sstream>

#include "common/textutil.h"
#include "common/zobrist.h"
#include "gosetup.h"

namespace qiju::go {

using core::Move;
using core::MoveError;
using core::ParseError;
using core::Point;
using core::Side;

GoGame::GoGame(const GoRules &rules)
    : m_board(rules.size)
    , m_rules(rules)
{
    for (const Point p : handicapPoints(rules.size, rules.handicap))
        m_board.setup(m_board.point(p), Stone::Black);
    if (rules.handicap >= 2)
        m_board.setToMove(Side::White);
    m_dead.assign(static_cast<std::size_t>(size() * size()), false);
    recordPosition();
}

std::unique_ptr<core::Game> GoGame::create(std::string_view rules, ParseError *error)
{
    const auto r = GoRules::fromText(rules);
    if (!r) {
        if (error)
            *error = ParseError::UnknownRules;
        return nullptr;
    }
    return std::make_unique<GoGame>(*r);
}

std::unique_ptr<core::Game> GoGame::fromText(
    std::string_view rules, std::string_view position, ParseError *error)
{
    auto fail = [error](ParseError e) -> std::unique_ptr<core::Game> {
        if (error)
            *error = e;
        return nullptr;
    };
    auto r = GoRules::fromText(rules);
    if (!r)
        return fail(ParseError::UnknownRules);
    std::istringstream in{std::string(position)};
    std::string rows;
    std::string side;
    if (!(in >> rows >> side) || (side != "b" && side != "w"))
        return fail(ParseError::BadPosition);
    GoBoard board;
    if (!parseBoardRows(rows, &board))
        return fail(ParseError::BadPosition);
    r->size = board.size();
    r->handicap = 0; // the stones are in the position text
    auto game = std::make_unique<GoGame>(*r);
    board.setToMove(side == "b" ? Side::Black : Side::White);
    std::string token;
    int ko = kNoPoint;
    while (in >> token) {
        const auto eq = token.find('=');
        const std::string key = token.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : token.substr(eq + 1);
        if (key == "captures") {
            const auto comma = value.find(',');
            if (comma == std::string::npos)
                return fail(ParseError::BadPosition);
            try {
                const int b = std::stoi(value.substr(0, comma));
                const int w = std::stoi(value.substr(comma + 1));
                if (b < 0 || w < 0 || b > 10000 || w > 10000)
                    return fail(ParseError::BadPosition);
                board.setCaptures(b, w);
            } catch (...) {
                return fail(ParseError::BadPosition);
            }
        } else if (key == "ko") {
            const auto p = parsePointText(value, board.size());
            if (!p || board.at(board.point(*p)) != Stone::Empty)
                return fail(ParseError::BadPosition);
            ko = board.point(*p);
        } else if (key == "passes") {
            if (value != "0" && value != "1" && value != "2")
                return fail(ParseError::BadPosition);
            game->m_passes = value[0] - '0';
        } else {
            return fail(ParseError::BadPosition);
        }
    }
    board.setKoPoint(ko);
    game->m_board = board;
    game->m_history.clear();
    game->recordPosition();
    if (game->m_passes >= 2)
        game->recount();
    return game;
}

std::unique_ptr<core::Game> GoGame::arrange(std::string_view rules,
                                            const core::BoardSetup &setup)
{
    auto r = GoRules::fromText(rules);
    const auto board = arrangeBoard(setup);
    if (!r || !board)
        return nullptr;
    r->size = board->size();
    r->handicap = 0;
    auto game = std::make_unique<GoGame>(*r);
    game->m_board = *board;
    game->m_history.clear();
    game->recordPosition();
    return game;
}

core::SetupCheck GoGame::checkSetup() const { return checkLiberties(m_board); }

std::unique_ptr<core::Game> GoGame::clone() const { return std::make_unique<GoGame>(*this); }

std::uint64_t GoGame::historyKey(std::uint64_t stonesHash, Side toMove) const
{
    if (m_rules.ko == KoRule::Situational && toMove == Side::White)
        return stonesHash ^ core::kZobristSideKey;
    return stonesHash;
}

bool GoGame::seen(std::uint64_t key) const
{
    return std::find(m_history.begin(), m_history.end(), key) != m_history.end();
}

void GoGame::recordPosition()
{
    m_history.push_back(historyKey(m_board.stonesHash(), m_board.toMove()));
}

core::Cell GoGame::cell(Point p) const
{
    return contains(p) ? toCell(m_board.at(m_board.point(p))) : core::Cell::Empty;
}

MoveError GoGame::placementError(Point p) const
{
    if (m_result)
        return MoveError::GameOver;
    if (!contains(p))
        return MoveError::OutOfBoard;
    const int q = m_board.point(p);
    if (m_board.at(q) != Stone::Empty)
        return MoveError::Occupied;
    if (q == m_board.koPoint())
        return MoveError::Ko;
    const Stone s = stoneOf(m_board.toMove());
    if (!m_rules.suicide && m_board.isSuicide(q, s))
        return MoveError::Suicide;
    if (m_rules.ko != KoRule::Simple
        && seen(historyKey(m_board.hashAfter(q, s), core::opposite(m_board.toMove()))))
        return MoveError::Superko;
    return MoveError::None;
}

int GoGame::liberties(Point p) const
{
    if (!contains(p))
        return 0;
    const int q = m_board.point(p);
    return m_board.at(q) == Stone::Empty ? 0 : m_board.liberties(q);
}

std::vector<Move> GoGame::legalMoves() const
{
    std::vector<Move> moves;
    if (m_result)
        return moves;
    const int n = size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            if (placementError({x, y}) == MoveError::None)
                moves.push_back(Move::place({x, y}));
        }
    }
    moves.push_back(Move::pass());
    return moves;
}

MoveError GoGame::check(const Move &move) const
{
    if (m_result)
        return MoveError::GameOver;
    switch (move.kind) {
    case Move::Kind::Pass: return MoveError::None;
    case Move::Kind::Place: return placementError(move.to);
    default: return MoveError::Malformed;
    }
}

core::MoveTransition GoGame::play(const Move &move)
{
    core::MoveTransition t;
    t.mover = m_board.toMove();
    t.move = move;
    ++m_plies;
    if (move.isPass()) {
        m_board.pass();
        ++m_passes;
        recordPosition();
        if (m_passes >= 2)
            recount();
        return t;
    }
    m_passes = 0;
    std::vector<int> captured;
    m_board.play(m_board.point(move.to), stoneOf(t.mover), &captured);
    // A suicide removes the placed stone too: then it is not "placed" for the view.
    if (m_board.at(m_board.point(move.to)) != Stone::Empty)
        t.placed.push_back(move.to);
    for (int q : captured)
        t.captured.push_back(m_board.toPoint(q));
    recordPosition();
    return t;
}

void GoGame::recount() { m_result = resultOf(score(), m_rules); }

GoScore GoGame::score() const { return go::score(m_board, m_dead, m_rules); }

void GoGame::setDeadStones(std::vector<bool> dead)
{
    const int n = size();
    dead.resize(static_cast<std::size_t>(n * n), false);
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            if (m_board.at(m_board.point(x, y)) == Stone::Empty)
                dead[static_cast<std::size_t>(y * n + x)] = false;
        }
    }
    m_dead = std::move(dead);
    if (endedByPasses())
        recount();
}

void GoGame::toggleDeadChain(Point p)
{
    if (!contains(p) || m_board.at(m_board.point(p)) == Stone::Empty)
        return;
    const int n = size();
    const bool mark = !m_dead[static_cast<std::size_t>(p.y * n + p.x)];
    std::vector<bool> dead = m_dead;
    for (int q : m_board.chainStones(m_board.point(p))) {
        const Point c = m_board.toPoint(q);
        dead[static_cast<std::size_t>(c.y * n + c.x)] = mark;
    }
    setDeadStones(std::move(dead));
}

int GoGame::pieceCount(Side s) const { return m_board.stoneCount(stoneOf(s)); }

std::string GoGame::positionText() const
{
    std::string s = boardRowsText(m_board);
    s += m_board.toMove() == Side::Black ? " b" : " w";
    const int cb = m_board.captures(Side::Black);
    const int cw = m_board.captures(Side::White);
    if (cb != 0 || cw != 0)
        s += " captures=" + std::to_string(cb) + "," + std::to_string(cw);
    if (m_board.koPoint() != kNoPoint)
        s += " ko=" + pointText(m_board.toPoint(m_board.koPoint()), size());
    if (m_passes > 0)
        s += " passes=" + std::to_string(std::min(m_passes, 2));
    return s;
}

std::string GoGame::moveText(const Move &move) const
{
    if (move.isPass())
        return "pass";
    if (move.kind != Move::Kind::Place)
        return "?";
    return pointText(move.to, size());
}

std::optional<Move> GoGame::parseMove(std::string_view text) const
{
    if (core::toLower(text) == "pass")
        return Move::pass();
    const auto p = parsePointText(text, size());
    if (!p)
        return std::nullopt;
    return Move::place(*p);
}

std::uint64_t GoGame::hash() const
{
    std::uint64_t h = m_board.stonesHash();
    if (m_board.toMove() == Side::White)
        h ^= core::kZobristSideKey;
    if (m_board.koPoint() != kNoPoint)
        h ^= stoneKey(m_board.koPoint(), Stone::Black) * 3;
    return h;
}

} // namespace qiju::go
