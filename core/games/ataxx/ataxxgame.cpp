#include "ataxxgame.h"

#include <algorithm>
#include <array>

#include "common/zobrist.h"

namespace qiju::ataxx {

using core::Move;
using core::MoveError;
using core::ParseError;
using core::Point;
using core::Side;

namespace {

// Botzone repetition: the position a jump reached, combined with the jump itself.
std::uint64_t jumpKey(const AtaxxPosition &reached, AtaxxMove m)
{
    std::uint64_t state = 0xA7A88ull ^ m.code();
    return reached.hash() ^ core::splitMix64(state);
}

} // namespace

AtaxxGame::AtaxxGame(const AtaxxRules &rules, const AtaxxPosition &start)
    : m_rules(rules)
    , m_position(start)
{
    updateOutcome();
}

std::unique_ptr<core::Game> AtaxxGame::create(std::string_view rules, ParseError *error)
{
    const auto r = AtaxxRules::fromText(rules, error);
    if (!r)
        return nullptr;
    return std::make_unique<AtaxxGame>(*r);
}

std::unique_ptr<core::Game> AtaxxGame::fromText(
    std::string_view rules, std::string_view position, ParseError *error)
{
    const auto r = AtaxxRules::fromText(rules, error);
    if (!r)
        return nullptr;
    const auto pos = AtaxxPosition::fromFen(position);
    if (!pos) {
        if (error)
            *error = ParseError::BadPosition;
        return nullptr;
    }
    return std::make_unique<AtaxxGame>(*r, *pos);
}

std::unique_ptr<core::Game> AtaxxGame::arrange(std::string_view rules,
                                               const core::BoardSetup &setup)
{
    const auto r = AtaxxRules::fromText(rules);
    if (!r || setup.width != kSide || setup.height != kSide
        || setup.cells.size() != std::size_t(kSide * kSide))
        return nullptr;
    Bitboard black = 0;
    Bitboard white = 0;
    Bitboard blocked = 0;
    for (int sq = 0; sq < kSide * kSide; ++sq) {
        switch (setup.at(pointOf(sq))) {
        case core::Cell::Empty: break;
        case core::Cell::Black: black |= core::bit(sq); break;
        case core::Cell::White: white |= core::bit(sq); break;
        case core::Cell::Blocked: blocked |= core::bit(sq); break;
        }
    }
    return std::make_unique<AtaxxGame>(
        *r, AtaxxPosition::fromBoards(black, white, blocked, setup.toMove));
}

core::SetupCheck AtaxxGame::checkSetup() const
{
    if (m_position.blocked() && m_rules.endRule == AtaxxRules::EndRule::Botzone) {
        std::vector<Point> squares;
        for (Bitboard b = m_position.blocked(); b; b &= b - 1)
            squares.push_back(pointOf(core::lowestBit(b)));
        return core::SetupCheck::fail(core::SetupError::BlockedForbidden, std::move(squares));
    }
    for (const Side s : {Side::Black, Side::White}) {
        if (!m_position.pieces(s))
            return core::SetupCheck::fail(core::SetupError::NoPieces, {}, s);
    }
    if (m_outcome)
        return core::SetupCheck::fail(core::SetupError::GameOver);
    return {};
}

std::unique_ptr<core::Game> AtaxxGame::clone() const { return std::make_unique<AtaxxGame>(*this); }

Move AtaxxGame::toMove(AtaxxMove m)
{
    if (m.isPass())
        return Move::pass();
    if (m.isNone())
        return {};
    if (m.isClone())
        return Move::place(pointOf(m.to));
    return Move::jump(pointOf(m.from), pointOf(m.to));
}

std::optional<AtaxxMove> AtaxxGame::fromMove(const Move &m)
{
    auto onBoard = [](Point p) { return p.x >= 0 && p.y >= 0 && p.x < kSide && p.y < kSide; };
    switch (m.kind) {
    case Move::Kind::Pass: return AtaxxMove::pass();
    case Move::Kind::Place:
        if (!onBoard(m.to))
            return std::nullopt;
        return AtaxxMove::clone(squareOf(m.to));
    case Move::Kind::Jump: {
        if (!onBoard(m.to) || !onBoard(m.from))
            return std::nullopt;
        const int from = squareOf(m.from);
        const int to = squareOf(m.to);
        switch (distance(from, to)) {
        case 1: return AtaxxMove::clone(to);
        case 2: return AtaxxMove::jump(from, to);
        default: return std::nullopt;
        }
    }
    case Move::Kind::Swap:    // Gomoku's opening decisions: not Ataxx moves
    case Move::Kind::Balance:
    case Move::Kind::None: break;
    }
    return std::nullopt;
}

core::Cell AtaxxGame::cell(Point p) const
{
    if (!contains(p))
        return core::Cell::Empty;
    const core::Cell c = m_position.cell(squareOf(p));
    if (c == core::Cell::Empty && m_outcome && m_outcome->emptiesCredited)
        return core::cellOf(m_outcome->creditedSide);
    return c;
}

int AtaxxGame::pieceCount(Side s) const
{
    int n = core::popCount(m_position.pieces(s));
    if (m_outcome && m_outcome->emptiesCredited && m_outcome->creditedSide == s)
        n += core::popCount(m_position.empty());
    return n;
}

bool AtaxxGame::repeats(AtaxxMove m) const
{
    // Clones add a piece and the piece count never falls, so only a jump can reach a position
    // that occurred before.
    if (!m_rules.forbidsRepetition() || !m.isJump() || m_jumpKeys.empty())
        return false;
    AtaxxPosition next = m_position;
    next.play(m);
    const std::uint64_t key = jumpKey(next, m);
    return std::find(m_jumpKeys.begin(), m_jumpKeys.end(), key) != m_jumpKeys.end();
}

std::vector<AtaxxMove> AtaxxGame::legalAtaxxMoves() const
{
    std::array<AtaxxMove, kMaxMoves> buffer;
    const int n = m_position.generateMoves(buffer.data());
    std::vector<AtaxxMove> moves;
    moves.reserve(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        if (!repeats(buffer[static_cast<std::size_t>(i)]))
            moves.push_back(buffer[static_cast<std::size_t>(i)]);
    }
    return moves;
}

std::vector<Move> AtaxxGame::legalMoves() const
{
    std::vector<Move> moves;
    if (m_outcome)
        return moves;
    if (m_rules.passes() && !m_position.hasMoves()) {
        moves.push_back(Move::pass());
        return moves;
    }
    for (AtaxxMove m : legalAtaxxMoves())
        moves.push_back(toMove(m));
    return moves;
}

MoveError AtaxxGame::check(const Move &move) const
{
    if (m_outcome)
        return MoveError::GameOver;
    if (move.kind == Move::Kind::None)
        return MoveError::Malformed;
    if (move.isPass()) {
        return m_rules.passes() && !m_position.hasMoves() ? MoveError::None
                                                          : MoveError::PassNotAllowed;
    }
    if (!contains(move.to) || (move.kind == Move::Kind::Jump && !contains(move.from)))
        return MoveError::OutOfBoard;
    const int to = squareOf(move.to);
    if (move.kind == Move::Kind::Jump) {
        const int from = squareOf(move.from);
        if (from == to)
            return MoveError::Malformed;
        if (!(m_position.player() & core::bit(from)))
            return MoveError::NotYourPiece;
        if (distance(from, to) > 2)
            return MoveError::TooFar;
    }
    if (!(m_position.empty() & core::bit(to)))
        return MoveError::Occupied;
    if (!m_position.hasMoves())
        return MoveError::MustPass; // only reachable under UAI rules (Botzone ends the game)
    const AtaxxMove m = *fromMove(move);
    if (m.isClone() && !(kAdjacent[to] & m_position.player()))
        return MoveError::TooFar;
    if (repeats(m))
        return MoveError::Repetition;
    return MoveError::None;
}

core::MoveTransition AtaxxGame::play(const Move &move)
{
    core::MoveTransition t;
    t.mover = m_position.sideToMove();
    const AtaxxMove m = fromMove(move).value_or(AtaxxMove::pass());
    t.move = toMove(m);
    ++m_plies;
    if (m.isPass()) {
        m_position.pass();
    } else {
        // Display order: clockwise from the square above the target, so the flips ripple round.
        static constexpr std::array<Point, 8> kRound
            = {{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
        const Point centre = pointOf(m.to);
        if (m.isClone()) {
            for (Point d : kRound) { // before the move: the mover's own pieces next to it
                const Point p{centre.x + d.x, centre.y + d.y};
                if (contains(p) && cell(p) == core::cellOf(t.mover)) {
                    t.grewFrom = p;
                    break;
                }
            }
        }
        const Bitboard converted = m_position.play(m);
        if (m.isClone())
            t.placed.push_back(pointOf(m.to));
        else
            t.movedFrom = pointOf(m.from);
        for (Point d : kRound) {
            const Point p{centre.x + d.x, centre.y + d.y};
            if (contains(p) && (converted & core::bit(squareOf(p))))
                t.flipped.push_back(p);
        }
        if (m.isJump() && m_rules.forbidsRepetition())
            m_jumpKeys.push_back(jumpKey(m_position, m));
    }
    updateOutcome();
    if (m_outcome && m_outcome->emptiesCredited) {
        t.filledSide = m_outcome->creditedSide;
        for (Bitboard e = m_position.empty(); e; e &= e - 1)
            t.filled.push_back(pointOf(core::lowestBit(e)));
    }
    return t;
}

void AtaxxGame::updateOutcome()
{
    bool blocked = false;
    // Every move repeats only if the mover has no clone and every jump repeats.
    if (m_rules.forbidsRepetition() && !m_jumpKeys.empty() && m_position.hasMoves()
        && !(dilate(m_position.player()) & m_position.empty()))
        blocked = legalAtaxxMoves().empty();
    m_outcome = m_position.outcome(m_rules, blocked);
}

std::optional<core::GameResult> AtaxxGame::result() const
{
    if (!m_outcome)
        return std::nullopt;
    return m_outcome->result;
}

std::string AtaxxGame::moveText(const Move &move) const
{
    const auto m = fromMove(move);
    return m ? ataxx::moveText(*m) : std::string("?");
}

std::optional<Move> AtaxxGame::parseMove(std::string_view text) const
{
    const auto m = ataxx::parseMove(text);
    if (!m)
        return std::nullopt;
    return toMove(*m);
}

} // namespace qiju::ataxx
