#include "othellogame.h"

#include <algorithm>
#include <cstdlib>

namespace qiju::othello {

using core::Move;
using core::MoveError;
using core::ParseError;
using core::Point;
using core::Side;

namespace {

bool validRules(std::string_view rules)
{
    return rules.empty() || rules == "standard";
}

} // namespace

std::unique_ptr<core::Game> OthelloGame::create(std::string_view rules, ParseError *error)
{
    if (!validRules(rules)) {
        if (error)
            *error = ParseError::UnknownRules;
        return nullptr;
    }
    return std::make_unique<OthelloGame>();
}

std::unique_ptr<core::Game> OthelloGame::fromText(std::string_view rules,
                                                  std::string_view position, ParseError *error)
{
    if (!validRules(rules)) {
        if (error)
            *error = ParseError::UnknownRules;
        return nullptr;
    }
    const auto pos = OthelloPosition::fromText(position);
    if (!pos) {
        if (error)
            *error = ParseError::BadPosition;
        return nullptr;
    }
    return std::make_unique<OthelloGame>(*pos);
}

std::unique_ptr<core::Game> OthelloGame::arrange(std::string_view rules,
                                                 const core::BoardSetup &setup)
{
    if (!validRules(rules) || setup.width != 8 || setup.height != 8
        || setup.cells.size() != 64)
        return nullptr;
    Bitboard black = 0;
    Bitboard white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        switch (setup.at(pointOf(sq))) {
        case core::Cell::Empty: break;
        case core::Cell::Black: black |= core::bit(sq); break;
        case core::Cell::White: white |= core::bit(sq); break;
        case core::Cell::Blocked: return nullptr;
        }
    }
    return std::make_unique<OthelloGame>(
        OthelloPosition::fromBoards(black, white, setup.toMove));
}

core::SetupCheck OthelloGame::checkSetup() const
{
    std::vector<Point> empty;
    for (const Point p : {Point{3, 3}, Point{4, 3}, Point{3, 4}, Point{4, 4}}) {
        if (m_position.cell(squareOf(p)) == core::Cell::Empty)
            empty.push_back(p);
    }
    if (!empty.empty())
        return core::SetupCheck::fail(core::SetupError::CentreEmpty, std::move(empty));
    if (m_position.isGameOver())
        return core::SetupCheck::fail(core::SetupError::GameOver);
    if (m_position.mustPass())
        return core::SetupCheck::fail(
            core::SetupError::SideCannotMove, {}, m_position.sideToMove());
    return {};
}

std::unique_ptr<core::Game> OthelloGame::clone() const
{
    return std::make_unique<OthelloGame>(*this);
}

core::Cell OthelloGame::cell(Point p) const
{
    return contains(p) ? m_position.cell(squareOf(p)) : core::Cell::Empty;
}

Move OthelloGame::moveOf(int sq)
{
    return sq == kPassSquare ? Move::pass() : Move::place(pointOf(sq));
}

std::vector<Move> OthelloGame::legalMoves() const
{
    std::vector<Move> moves;
    if (m_position.isGameOver())
        return moves;
    const Bitboard legal = m_position.legalMoves();
    if (!legal) {
        moves.push_back(Move::pass());
        return moves;
    }
    for (Bitboard m = legal; m; m &= m - 1)
        moves.push_back(moveOf(core::lowestBit(m)));
    return moves;
}

MoveError OthelloGame::check(const Move &move) const
{
    if (m_position.isGameOver())
        return MoveError::GameOver;
    switch (move.kind) {
    case Move::Kind::Pass:
        return m_position.legalMoves() ? MoveError::PassNotAllowed : MoveError::None;
    case Move::Kind::Place: {
        if (!contains(move.to))
            return MoveError::OutOfBoard;
        const int sq = squareOf(move.to);
        if (m_position.cell(sq) != core::Cell::Empty)
            return MoveError::Occupied;
        if (!m_position.legalMoves())
            return MoveError::MustPass;
        return m_position.flips(sq) ? MoveError::None : MoveError::NoFlips;
    }
    case Move::Kind::Jump:
    case Move::Kind::Swap:
    case Move::Kind::Balance:
    case Move::Kind::None:
        break;
    }
    return MoveError::Malformed;
}

core::MoveTransition OthelloGame::play(const Move &move)
{
    core::MoveTransition t;
    t.mover = m_position.sideToMove();
    t.move = move;
    ++m_plies;
    if (move.isPass()) {
        m_position.pass();
        return t;
    }
    const int sq = squareOf(move.to);
    const Bitboard flipped = m_position.play(sq);
    t.placed.push_back(move.to);
    // Display order: nearest first, so the flips ripple outwards from the new disc.
    for (Bitboard m = flipped; m; m &= m - 1)
        t.flipped.push_back(pointOf(core::lowestBit(m)));
    std::stable_sort(t.flipped.begin(), t.flipped.end(), [&](Point a, Point b) {
        auto dist = [&](Point p) { return std::max(std::abs(p.x - move.to.x), std::abs(p.y - move.to.y)); };
        return dist(a) < dist(b);
    });
    return t;
}

std::optional<core::GameResult> OthelloGame::result() const
{
    if (!m_position.isGameOver())
        return std::nullopt;
    const int black = core::popCount(m_position.discs(Side::Black));
    const int white = core::popCount(m_position.discs(Side::White));
    const int empty = 64 - black - white;
    core::GameResult r;
    r.reason = core::EndReason::Count;
    // WOF rule: the empties of an early finish are counted for the winner.
    if (black > white) {
        r.outcome = core::Outcome::BlackWins;
        r.blackScore = black + empty;
        r.whiteScore = white;
    } else if (white > black) {
        r.outcome = core::Outcome::WhiteWins;
        r.blackScore = black;
        r.whiteScore = white + empty;
    } else {
        r.outcome = core::Outcome::Draw;
        r.blackScore = black + empty / 2.0;
        r.whiteScore = white + empty / 2.0;
    }
    return r;
}

int OthelloGame::pieceCount(Side s) const
{
    return core::popCount(m_position.discs(s));
}

std::string OthelloGame::moveText(const Move &move) const
{
    if (move.isPass())
        return "pass";
    if (move.kind != Move::Kind::Place || !contains(move.to))
        return "?";
    return squareText(squareOf(move.to));
}

std::optional<Move> OthelloGame::parseMove(std::string_view text) const
{
    const auto sq = parseSquare(text);
    if (!sq)
        return std::nullopt;
    return moveOf(*sq);
}

} // namespace qiju::othello
