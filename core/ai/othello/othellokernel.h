// The search's bit kernels for Othello: table-driven flips, mobility, potential mobility,
// stable discs and a cheap 64-bit hash of a mover-relative (player, opponent) pair.
// Header-only, pure functions on bitboards; thread-safe. Squares as in othellobitboard.h.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "games/othello/othellobitboard.h"

namespace qiju::ai::othello {

using core::Bitboard;

namespace detail {

// Flips by lines: each of the four lines through a square (its row, column and two diagonals)
// is read into a byte, one bit per file (per rank for the column), so that a table indexed by
// the mover's place on the line and the opponent's discs on it gives the squares just past
// the runs of opponent discs next to the move (at most two); those held by the player close
// their runs, and a second table gives the squares between. Missing squares of a short
// diagonal read as empty.
struct LineTables
{
    std::uint8_t outflank[8][256]; // [place][opponent byte]: squares past adjacent runs
    std::uint8_t between[8][256]; // [place][closing squares]: the squares strictly between
    std::uint8_t count[8][256]; // the number of those squares
    Bitboard column[256]; // a column byte (bit r = rank r) spread onto file a
};

constexpr LineTables makeLineTables()
{
    LineTables t {};
    for (int i = 0; i < 8; ++i) {
        for (int o = 0; o < 256; ++o) {
            int out = 0;
            int j = i + 1;
            while (j < 8 && (o >> j & 1))
                ++j;
            if (j > i + 1 && j < 8)
                out |= 1 << j;
            j = i - 1;
            while (j >= 0 && (o >> j & 1))
                --j;
            if (j < i - 1 && j >= 0)
                out |= 1 << j;
            t.outflank[i][o] = static_cast<std::uint8_t>(out);
            int between = 0;
            for (int k = 0; k < 8; ++k) {
                if (!(o >> k & 1))
                    continue;
                for (int m = std::min(i, k) + 1; m < std::max(i, k); ++m)
                    between |= 1 << m;
            }
            t.between[i][o] = static_cast<std::uint8_t>(between); // o read as closing squares
            t.count[i][o] = static_cast<std::uint8_t>(std::popcount(unsigned(between)));
        }
    }
    for (int v = 0; v < 256; ++v) {
        for (int r = 0; r < 8; ++r) {
            if (v >> r & 1)
                t.column[v] |= Bitboard {1} << (8 * r);
        }
    }
    return t;
}

inline constexpr LineTables kLines = makeLineTables();

// The two diagonals through each square: [0] towards h8 (step 9), [1] towards a8 (step 7).
constexpr std::array<std::array<Bitboard, 2>, 64> makeDiagonals()
{
    std::array<std::array<Bitboard, 2>, 64> d {};
    for (int sq = 0; sq < 64; ++sq) {
        const int x = sq % 8;
        const int y = sq / 8;
        for (int k = -7; k <= 7; ++k) {
            if (x + k >= 0 && x + k < 8 && y + k >= 0 && y + k < 8)
                d[sq][0] |= Bitboard {1} << ((y + k) * 8 + x + k);
            if (x - k >= 0 && x - k < 8 && y + k >= 0 && y + k < 8)
                d[sq][1] |= Bitboard {1} << ((y + k) * 8 + x - k);
        }
    }
    return d;
}

inline constexpr auto kDiagonals = makeDiagonals();

constexpr Bitboard kFileA = 0x0101010101010101ull;

// A diagonal's discs as a byte by file: the eight ranks summed into the top byte (the
// squares are on distinct files, so nothing carries).
inline unsigned diagonalByte(Bitboard b, Bitboard diagonal)
{
    return static_cast<unsigned>(((b & diagonal) * kFileA) >> 56);
}

// File x's discs as a byte by rank: bit 8r times bit 7(8 - r) lands on bit 56 + r; every
// other product lands on a distinct bit (no carries) or past bit 63.
inline unsigned columnByte(Bitboard b, int x)
{
    return static_cast<unsigned>((((b >> x) & kFileA) * 0x0102040810204080ull) >> 56);
}

// The closing squares of the move at `place` on a line (player byte p, opponent byte o).
inline unsigned closing(unsigned p, unsigned o, int place)
{
    return kLines.outflank[place][o] & p;
}

// The closing squares of a move on each of its four lines.
struct Closings
{
    int x, y;
    unsigned row, column, d9, d7;
};

inline Closings closings(Bitboard player, Bitboard opponent, int sq)
{
    const int x = sq & 7;
    const int y = sq >> 3;
    const auto &d = kDiagonals[sq];
    return {x, y,
        closing(unsigned(player >> (8 * y)) & 0xFF, unsigned(opponent >> (8 * y)) & 0xFF, x),
        closing(columnByte(player, x), columnByte(opponent, x), y),
        closing(diagonalByte(player, d[0]), diagonalByte(opponent, d[0]), x),
        closing(diagonalByte(player, d[1]), diagonalByte(opponent, d[1]), x)};
}

} // namespace detail

// Discs flipped by the player placing on sq (0 if none). Precondition: sq is empty. Four table
// look-ups, one per line, no branches.
inline Bitboard fastFlips(Bitboard player, Bitboard opponent, int sq)
{
    using namespace detail;
    const Closings c = closings(player, opponent, sq);
    const auto &d = kDiagonals[sq];
    return (Bitboard(kLines.between[c.x][c.row]) << (8 * c.y))
        | (kLines.column[kLines.between[c.y][c.column]] << c.x)
        | ((kLines.between[c.x][c.d9] * kFileA) & d[0])
        | ((kLines.between[c.x][c.d7] * kFileA) & d[1]);
}

// How many discs fastFlips would flip, without building the mask (the last empty square).
inline int flipCount(Bitboard player, Bitboard opponent, int sq)
{
    using namespace detail;
    const Closings c = closings(player, opponent, sq);
    return kLines.count[c.x][c.row] + kLines.count[c.y][c.column] + kLines.count[c.x][c.d9]
        + kLines.count[c.x][c.d7];
}

inline int mobilityCount(Bitboard player, Bitboard opponent)
{
    return core::popCount(qiju::othello::legalMoves(player, opponent));
}

// Empty squares next to at least one disc of `discs`.
inline Bitboard neighbours(Bitboard discs)
{
    using namespace qiju::othello;
    return shiftE(discs) | shiftW(discs) | shiftN(discs) | shiftS(discs) | shiftNE(discs)
        | shiftNW(discs) | shiftSE(discs) | shiftSW(discs);
}

// Final disc difference of a finished game, mover's view; empties go to the winner.
inline int finalDiscDiff(Bitboard player, Bitboard opponent)
{
    const int p = core::popCount(player);
    const int o = core::popCount(opponent);
    const int e = 64 - p - o;
    return p > o ? p - o + e : p < o ? p - o - e : 0;
}

inline constexpr Bitboard kCorners = 0x8100000000000081ull;
inline constexpr Bitboard kEdges = 0xFF818181818181FFull;

// Squares whose whole line (row, column, both diagonals) is occupied, per axis.
struct FullLines
{
    Bitboard h, v, d9, d7;
};

// The squares of the full rows.
inline Bitboard fullRows(Bitboard occupied)
{
    Bitboard h = occupied & (occupied >> 1) & 0x7F7F7F7F7F7F7F7Full;
    h &= h >> 2;
    h &= h >> 4;
    h &= 0x0101010101010101ull; // bit at column a iff the whole row is full
    return h * 0xFF;
}

// The squares of the full columns.
inline Bitboard fullColumns(Bitboard occupied)
{
    Bitboard v = occupied & (occupied >> 8);
    v &= v >> 16;
    v &= v >> 32;
    v &= 0xFF;
    return v * 0x0101010101010101ull;
}

// The squares of the full diagonals along Step (9: the a1-h8 direction, 7: h1-a8). The empty
// squares are spread along the axis by one, two and four steps both ways, each jump masked so
// that it cannot wrap around a side (a step of 9 towards higher squares moves right, one of 7
// left): that reaches every square of an empty square's diagonal, and the occupied squares left
// unreached lie on full diagonals.
template<int Step>
inline Bitboard fullDiagonals(Bitboard occupied)
{
    // The squares a jump of 1, 2 or 4 files to the right (left) may land on.
    constexpr Bitboard kRight[3]
        = {0xFEFEFEFEFEFEFEFEull, 0xFCFCFCFCFCFCFCFCull, 0xF0F0F0F0F0F0F0F0ull};
    constexpr Bitboard kLeft[3]
        = {0x7F7F7F7F7F7F7F7Full, 0x3F3F3F3F3F3F3F3Full, 0x0F0F0F0F0F0F0F0Full};
    Bitboard e = ~occupied;
    for (int k = 0; k < 3; ++k) {
        const Bitboard up = Step == 9 ? kRight[k] : kLeft[k];
        const Bitboard down = Step == 9 ? kLeft[k] : kRight[k];
        e |= ((e << (Step << k)) & up) | ((e >> (Step << k)) & down);
    }
    return occupied & ~e;
}

inline FullLines fullLines(Bitboard occupied)
{
    return {fullRows(occupied), fullColumns(occupied), fullDiagonals<9>(occupied),
        fullDiagonals<7>(occupied)};
}

// A sound under-estimate of the player's stable discs (discs that can never be flipped): a disc
// is stable if along each of the four axes its line is full or one neighbour on the axis is
// off-board or a stable disc of its own colour. Grows from the corners and along the edges.
inline Bitboard stableDiscs(Bitboard player, const FullLines &full)
{
    using namespace qiju::othello;
    // Off-board neighbours count as stable: seed with the border.
    constexpr Bitboard kFileA = 0x0101010101010101ull;
    constexpr Bitboard kFileH = 0x8080808080808080ull;
    constexpr Bitboard kRank1 = 0xFFull;
    constexpr Bitboard kRank8 = 0xFF00000000000000ull;
    const Bitboard hBase = full.h | kFileA | kFileH;
    const Bitboard vBase = full.v | kRank1 | kRank8;
    const Bitboard d9Base = full.d9 | kFileA | kFileH | kRank1 | kRank8;
    const Bitboard d7Base = full.d7 | kFileA | kFileH | kRank1 | kRank8;
    Bitboard stable = player & hBase & vBase & d9Base & d7Base;
    if (!stable)
        return 0;
    for (;;) {
        const Bitboard next = player & (hBase | shiftE(stable) | shiftW(stable))
            & (vBase | shiftN(stable) | shiftS(stable))
            & (d9Base | shiftSE(stable) | shiftNW(stable))
            & (d7Base | shiftSW(stable) | shiftNE(stable));
        const Bitboard grown = stable | next;
        if (grown == stable)
            return stable;
        stable = grown;
    }
}

// The same for `player` given the other side's discs.
inline Bitboard stableDiscs(Bitboard player, Bitboard opponent)
{
    return stableDiscs(player, fullLines(player | opponent));
}

// The player's stable discs on the edges: those stableDiscs finds there, for less work. An
// edge disc's diagonals and the line across the edge leave the board, so only its own edge
// decides (full, or a stable neighbour along it), and the interior is never looked at.
inline Bitboard edgeStableDiscs(Bitboard player, Bitboard opponent)
{
    const Bitboard occupied = player | opponent;
    const FullLines edgesOnly {fullRows(occupied), fullColumns(occupied), 0, 0};
    return stableDiscs(player & kEdges, edgesOnly);
}

// Mirror images of a board: files reversed (a <-> h), ranks reversed (1 <-> 8), and the
// reflection in the a1-h8 diagonal (b1 <-> a2). With them the eight symmetries of the board.
constexpr Bitboard flipFiles(Bitboard b)
{
    b = ((b >> 1) & 0x5555555555555555ull) | ((b & 0x5555555555555555ull) << 1);
    b = ((b >> 2) & 0x3333333333333333ull) | ((b & 0x3333333333333333ull) << 2);
    return ((b >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((b & 0x0F0F0F0F0F0F0F0Full) << 4);
}

constexpr Bitboard flipRanks(Bitboard b)
{
    return __builtin_bswap64(b);
}

constexpr Bitboard flipDiagonal(Bitboard b)
{
    // Swap the off-diagonal 4x4 blocks, then 2x2 blocks inside them, then single squares.
    Bitboard t = (b ^ (b << 28)) & 0x0F0F0F0F00000000ull;
    b ^= t ^ (t >> 28);
    t = (b ^ (b << 14)) & 0x3333000033330000ull;
    b ^= t ^ (t >> 14);
    t = (b ^ (b << 7)) & 0x5500550055005500ull;
    b ^= t ^ (t >> 7);
    return b;
}

// Hash of a mover-relative position (the side to move does not change the value of (P, O)).
inline std::uint64_t positionKey(Bitboard player, Bitboard opponent)
{
    std::uint64_t a = player * 0x9E3779B97F4A7C15ull;
    std::uint64_t b = opponent * 0xC2B2AE3D27D4EB4Full;
    std::uint64_t h = a ^ ((b << 31) | (b >> 33));
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 32;
    return h;
}

} // namespace qiju::ai::othello
