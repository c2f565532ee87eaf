#include "nogogame.h"

#include <algorithm>
#include <sstream>

#include "common/zobrist.h"
#include "games/go/gosetup.h"
#include "games/go/gotext.h"

namespace qiju::nogo {

using core::Move;
using core::MoveError;
using core::ParseError;
using core::Point;
using core::Side;
using go::Stone;

NogoGame::NogoGame(const NogoRules &rules)
    : m_board(kNogoSize)
    , m_rules(rules)
{ }

std::unique_ptr<core::Game> NogoGame::create(std::string_view rules, ParseError *error)
{
    const auto r = NogoRules::fromText(rules);
    if (!r) {
        if (error)
            *error = ParseError::UnknownRules;
        return nullptr;
    }
    return std::make_unique<NogoGame>(*r);
}

std::unique_ptr<core::Game> NogoGame::fromText(
    std::string_view rules, std::string_view position, ParseError *error)
{
    auto fail = [error](ParseError e) -> std::unique_ptr<core::Game> {
        if (error)
            *error = e;
        return nullptr;
    };
    const auto r = NogoRules::fromText(rules);
    if (!r)
        return fail(ParseError::UnknownRules);
    std::istringstream in{std::string(position)};
    std::string rows;
    std::string side;
    std::string extra;
    if (!(in >> rows >> side) || (side != "b" && side != "w") || (in >> extra))
        return fail(ParseError::BadPosition);
    go::GoBoard board;
    if (!go::parseBoardRows(rows, &board) || board.size() != kNogoSize)
        return fail(ParseError::BadPosition);
    board.setToMove(side == "b" ? Side::Black : Side::White);
    auto game = std::make_unique<NogoGame>(*r);
    game->m_board = board;
    game->updateResult();
    return game;
}

std::unique_ptr<core::Game> NogoGame::arrange(std::string_view rules,
                                              const core::BoardSetup &setup)
{
    const auto r = NogoRules::fromText(rules);
    const auto board = go::arrangeBoard(setup, kNogoSize);
    if (!r || !board)
        return nullptr;
    auto game = std::make_unique<NogoGame>(*r);
    game->m_board = *board;
    game->updateResult();
    return game;
}

core::SetupCheck NogoGame::checkSetup() const
{
    if (core::SetupCheck c = go::checkLiberties(m_board); !c.ok())
        return c;
    if (m_result)
        return core::SetupCheck::fail(core::SetupError::GameOver, {}, m_board.toMove());
    return {};
}

std::unique_ptr<core::Game> NogoGame::clone() const { return std::make_unique<NogoGame>(*this); }

core::Cell NogoGame::cell(Point p) const
{
    return contains(p) ? go::toCell(m_board.at(m_board.point(p))) : core::Cell::Empty;
}

MoveError NogoGame::placementError(Point p, Side side) const
{
    if (!contains(p))
        return MoveError::OutOfBoard;
    const int q = m_board.point(p);
    if (m_board.at(q) != Stone::Empty)
        return MoveError::Occupied;
    if (m_rules.centreFirstForbidden && side == Side::Black
        && m_board.stoneCount(Stone::Black) == 0 && p.x == kNogoSize / 2 && p.y == kNogoSize / 2)
        return MoveError::CentreForbidden;
    const Stone s = go::stoneOf(side);
    if (m_board.wouldCapture(q, s))
        return MoveError::Capture;
    if (m_board.isSuicide(q, s))
        return MoveError::Suicide;
    return MoveError::None;
}

int NogoGame::liberties(Point p) const
{
    if (!contains(p))
        return 0;
    const int q = m_board.point(p);
    return m_board.at(q) == Stone::Empty ? 0 : m_board.liberties(q);
}

std::vector<std::pair<Point, MoveError>> NogoGame::forbiddenPoints() const
{
    std::vector<std::pair<Point, MoveError>> out;
    if (result())
        return out;
    const Side side = m_board.toMove();
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            const MoveError e = placementError({x, y}, side);
            if (e != MoveError::None && e != MoveError::Occupied)
                out.emplace_back(Point{x, y}, e);
        }
    }
    return out;
}

std::vector<Point> NogoGame::illegalCause(Point p) const
{
    std::vector<Point> out;
    const Side side = m_board.toMove();
    const MoveError e = placementError(p, side);
    const int q = m_board.point(p);
    const Stone s = go::stoneOf(side);
    if (e == MoveError::Capture) {
        for (int nb : m_board.neighbours(q)) {
            if (m_board.at(nb) != go::other(s) || !m_board.inAtari(nb))
                continue;
            for (int st : m_board.chainStones(nb)) {
                const Point c = m_board.toPoint(st);
                if (std::find(out.begin(), out.end(), c) == out.end())
                    out.push_back(c);
            }
        }
    } else if (e == MoveError::Suicide) {
        out.push_back(p);
        for (int nb : m_board.neighbours(q)) {
            if (m_board.at(nb) != s)
                continue;
            for (int st : m_board.chainStones(nb)) {
                const Point c = m_board.toPoint(st);
                if (std::find(out.begin(), out.end(), c) == out.end())
                    out.push_back(c);
            }
        }
    }
    return out;
}

std::vector<Move> NogoGame::legalMoves() const
{
    std::vector<Move> moves;
    if (m_result)
        return moves;
    const Side side = m_board.toMove();
    for (int y = 0; y < kNogoSize; ++y) {
        for (int x = 0; x < kNogoSize; ++x) {
            if (placementError({x, y}, side) == MoveError::None)
                moves.push_back(Move::place({x, y}));
        }
    }
    return moves;
}

MoveError NogoGame::check(const Move &move) const
{
    if (m_result)
        return MoveError::GameOver;
    switch (move.kind) {
    case Move::Kind::Place: return placementError(move.to, m_board.toMove());
    case Move::Kind::Pass: return MoveError::PassNotAllowed;
    default: return MoveError::Malformed;
    }
}

core::MoveTransition NogoGame::play(const Move &move)
{
    core::MoveTransition t;
    t.mover = m_board.toMove();
    t.move = move;
    m_board.play(m_board.point(move.to), go::stoneOf(t.mover));
    t.placed.push_back(move.to);
    ++m_plies;
    updateResult();
    return t;
}

void NogoGame::updateResult()
{
    const Side side = m_board.toMove();
    for (int i = 0; i < m_board.emptyCount(); ++i) {
        if (placementError(m_board.toPoint(m_board.emptyAt(i)), side) == MoveError::None) {
            m_result.reset();
            return;
        }
    }
    m_result = core::GameResult::win(core::opposite(side), core::EndReason::NoMoves);
}

int NogoGame::pieceCount(Side s) const { return m_board.stoneCount(go::stoneOf(s)); }

std::string NogoGame::positionText() const
{
    return go::boardRowsText(m_board) + (m_board.toMove() == Side::Black ? " b" : " w");
}

std::string NogoGame::moveText(const Move &move) const
{
    if (move.kind != Move::Kind::Place)
        return "?";
    return go::pointText(move.to, kNogoSize);
}

std::optional<Move> NogoGame::parseMove(std::string_view text) const
{
    const auto p = go::parsePointText(text, kNogoSize);
    if (!p)
        return std::nullopt;
    return Move::place(*p);
}

std::uint64_t NogoGame::hash() const
{
    std::uint64_t h = m_board.stonesHash();
    if (m_board.toMove() == Side::White)
        h ^= core::kZobristSideKey;
    return h;
}

} // namespace qiju::nogo
