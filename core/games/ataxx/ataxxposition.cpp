#include "ataxxposition.h"

#include <cctype>
#include <charconv>

#include "common/zobrist.h"

namespace qiju::ataxx {

using core::Cell;
using core::Side;

AtaxxPosition AtaxxPosition::start()
{
    const Bitboard black = core::bit(squareAt(0, 6)) | core::bit(squareAt(6, 0)); // a7, g1
    const Bitboard white = core::bit(squareAt(6, 6)) | core::bit(squareAt(0, 0)); // g7, a1
    return fromBoards(black, white, 0, Side::Black);
}

AtaxxPosition AtaxxPosition::fromBoards(
    Bitboard black, Bitboard white, Bitboard blocked, Side toMove, int halfmoves, int fullmoves)
{
    AtaxxPosition p;
    p.m_blocked = blocked & kBoardMask;
    black &= kBoardMask & ~p.m_blocked;
    white &= kBoardMask & ~(p.m_blocked | black);
    p.m_side = toMove;
    p.m_player = toMove == Side::Black ? black : white;
    p.m_opponent = toMove == Side::Black ? white : black;
    p.m_halfmoves = halfmoves;
    p.m_fullmoves = fullmoves;
    return p;
}

namespace {

std::optional<int> parseCounter(std::string_view v, int min)
{
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < min || n > 100000)
        return std::nullopt;
    return n;
}

std::optional<Side> parseSide(std::string_view v)
{
    if (v == "x" || v == "X" || v == "b" || v == "B")
        return Side::Black;
    if (v == "o" || v == "O" || v == "w" || v == "W")
        return Side::White;
    return std::nullopt;
}

} // namespace

std::optional<AtaxxPosition> AtaxxPosition::fromFen(std::string_view text)
{
    // Split into blank-separated fields.
    std::string_view fields[5];
    int count = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])))
            ++j;
        if (count == 5)
            return std::nullopt;
        fields[count++] = text.substr(i, j - i);
        i = j;
    }
    if (count == 1 && fields[0] == "startpos")
        return start();
    if (count < 2 || count == 3 || count > 4)
        return std::nullopt;

    Bitboard black = 0;
    Bitboard white = 0;
    Bitboard blocked = 0;
    int rank = kSide - 1;
    int file = 0;
    for (const char c : fields[0]) {
        if (c == '/') {
            if (file != kSide || rank == 0)
                return std::nullopt;
            --rank;
            file = 0;
            continue;
        }
        if (c >= '1' && c <= '7') {
            file += c - '0';
            if (file > kSide)
                return std::nullopt;
            continue;
        }
        if (file >= kSide)
            return std::nullopt;
        const Bitboard b = core::bit(squareAt(file, rank));
        switch (c) {
        case 'x':
        case 'X':
        case 'b':
        case 'B': black |= b; break;
        case 'o':
        case 'O':
        case 'w':
        case 'W': white |= b; break;
        case '-': blocked |= b; break;
        default: return std::nullopt;
        }
        ++file;
    }
    if (rank != 0 || file != kSide)
        return std::nullopt;

    const auto side = parseSide(fields[1]);
    if (!side)
        return std::nullopt;
    int halfmoves = 0;
    int fullmoves = 1;
    if (count == 4) {
        const auto h = parseCounter(fields[2], 0);
        const auto f = parseCounter(fields[3], 1);
        if (!h || !f)
            return std::nullopt;
        halfmoves = *h;
        fullmoves = *f;
    }
    return fromBoards(black, white, blocked, *side, halfmoves, fullmoves);
}

std::string AtaxxPosition::toFen() const
{
    std::string s;
    for (int rank = kSide - 1; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < kSide; ++file) {
            const Cell c = cell(squareAt(file, rank));
            if (c == Cell::Empty) {
                ++run;
                continue;
            }
            if (run)
                s += static_cast<char>('0' + run);
            run = 0;
            s += c == Cell::Black ? 'x' : c == Cell::White ? 'o' : '-';
        }
        if (run)
            s += static_cast<char>('0' + run);
        if (rank)
            s += '/';
    }
    s += m_side == Side::Black ? " x " : " o ";
    s += std::to_string(m_halfmoves) + ' ' + std::to_string(m_fullmoves);
    return s;
}

Cell AtaxxPosition::cell(int sq) const
{
    const Bitboard b = core::bit(sq);
    if (m_player & b)
        return core::cellOf(m_side);
    if (m_opponent & b)
        return core::cellOf(core::opposite(m_side));
    if (m_blocked & b)
        return Cell::Blocked;
    return Cell::Empty;
}

int AtaxxPosition::generateMoves(AtaxxMove *out) const
{
    const Bitboard e = empty();
    int n = 0;
    for (Bitboard t = dilate(m_player) & e; t; t &= t - 1)
        out[n++] = AtaxxMove::clone(core::lowestBit(t));
    for (Bitboard f = m_player; f; f &= f - 1) {
        const int from = core::lowestBit(f);
        for (Bitboard t = kJumpRing[from] & e; t; t &= t - 1)
            out[n++] = AtaxxMove::jump(from, core::lowestBit(t));
    }
    return n;
}

int AtaxxPosition::countMoves() const
{
    const Bitboard e = empty();
    int n = core::popCount(dilate(m_player) & e);
    for (Bitboard f = m_player; f; f &= f - 1)
        n += core::popCount(kJumpRing[core::lowestBit(f)] & e);
    return n;
}

bool AtaxxPosition::isLegal(AtaxxMove m) const
{
    if (m.to >= kSquares || !(empty() & core::bit(m.to)))
        return false;
    if (m.isClone())
        return (kAdjacent[m.to] & m_player) != 0;
    return m.from < kSquares && (kJumpRing[m.to] & m_player & core::bit(m.from)) != 0;
}

Bitboard AtaxxPosition::play(AtaxxMove m)
{
    if (m.isPass()) {
        pass();
        return 0;
    }
    const Bitboard converted = kAdjacent[m.to] & m_opponent;
    Bitboard mine = m_player | converted | core::bit(m.to);
    if (m.isJump()) {
        mine ^= core::bit(m.from);
        ++m_halfmoves;
    } else {
        m_halfmoves = 0;
    }
    m_player = m_opponent ^ converted;
    m_opponent = mine;
    if (m_side == Side::White)
        ++m_fullmoves;
    m_side = core::opposite(m_side);
    return converted;
}

void AtaxxPosition::pass()
{
    std::swap(m_player, m_opponent);
    ++m_halfmoves;
    if (m_side == Side::White)
        ++m_fullmoves;
    m_side = core::opposite(m_side);
}

std::optional<AtaxxOutcome> AtaxxPosition::outcome(const AtaxxRules &rules, bool moverBlocked) const
{
    const int black = core::popCount(pieces(Side::Black));
    const int white = core::popCount(pieces(Side::White));
    AtaxxOutcome out;
    auto decide = [&](double b, double w, core::EndReason why) {
        out.result.reason = why;
        out.result.blackScore = b;
        out.result.whiteScore = w;
        out.result.outcome = b > w ? core::Outcome::BlackWins
            : w > b                ? core::Outcome::WhiteWins
                                   : core::Outcome::Draw;
        return out;
    };
    const core::EndReason countReason
        = black == 0 || white == 0 ? core::EndReason::NoMoves : core::EndReason::Count;

    if (rules.endRule == AtaxxRules::EndRule::Botzone) {
        // Ends as soon as either side has no legal move; the empties go to the side that can
        // still move (nobody if neither can).
        const bool moverCan = hasMoves() && !moverBlocked;
        const bool opponentCan = opponentHasMoves();
        if (!moverCan || !opponentCan) {
            double b = black;
            double w = white;
            if (moverCan != opponentCan) {
                out.emptiesCredited = true;
                out.creditedSide = moverCan ? m_side : core::opposite(m_side);
                const int empties = core::popCount(empty());
                (out.creditedSide == Side::Black ? b : w) += empties;
            }
            return decide(b, w, countReason);
        }
    } else {
        // libataxx: no pieces, or no empty square either side can reach.
        if (black == 0 || white == 0 || reachable(m_player | m_opponent, empty()) == 0)
            return decide(black, white, countReason);
    }
    if (rules.clockLimit > 0 && m_halfmoves >= rules.clockLimit) {
        decide(black, white, core::EndReason::TurnLimit);
        out.result.outcome = core::Outcome::Draw; // libataxx: the clock draws
        return out;
    }
    if (rules.turnCap > 0 && plies() >= rules.turnCap)
        return decide(black, white, core::EndReason::TurnLimit);
    return std::nullopt;
}

std::uint64_t AtaxxPosition::hash() const
{
    std::uint64_t h = core::bitboardHash(pieces(Side::Black), pieces(Side::White));
    if (m_blocked) {
        std::uint64_t state = m_blocked;
        h ^= core::splitMix64(state);
    }
    return m_side == Side::White ? h ^ core::kZobristSideKey : h;
}

} // namespace qiju::ataxx
