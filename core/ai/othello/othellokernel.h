// The search's bit kernels for Othello: branch-light flips, mobility, potential mobility,
// stable discs and a cheap 64-bit hash of a mover-relative (player, opponent) pair.
// Header-only, pure functions on bitboards; thread-safe. Squares as in othellobitboard.h.
#pragma once

#include <array>

#include "games/othello/othellobitboard.h"

namespace qiju::ai::othello {

using core::Bitboard;

namespace detail {

// Ray masks per square and direction (0..3 towards higher bits: E, S, SE, SW; 4..7 towards
// lower bits: W, N, NW, NE). A ray excludes its own square.
constexpr std::array<std::array<Bitboard, 8>, 64> makeRays()
{
    constexpr int dx[8] = {1, 0, 1, -1, -1, 0, -1, 1};
    constexpr int dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    std::array<std::array<Bitboard, 8>, 64> rays {};
    for (int sq = 0; sq < 64; ++sq) {
        for (int d = 0; d < 8; ++d) {
            Bitboard r = 0;
            int x = sq % 8 + dx[d];
            int y = sq / 8 + dy[d];
            while (x >= 0 && x < 8 && y >= 0 && y < 8) {
                r |= Bitboard {1} << (y * 8 + x);
                x += dx[d];
                y += dy[d];
            }
            rays[sq][d] = r;
        }
    }
    return rays;
}

inline constexpr auto kRays = makeRays();

} // namespace detail

// Discs flipped by the player placing on sq (0 if none). Precondition: sq is empty. Branch-free:
// a direction contributes its run of opponent discs only when the nearest non-opponent square
// along it is the player's (a mask instead of a branch the processor could not predict).
inline Bitboard fastFlips(Bitboard player, Bitboard opponent, int sq)
{
    const auto &rays = detail::kRays[sq];
    const Bitboard notOpp = ~opponent;
    Bitboard flipped = 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = rays[d];
        const Bitboard stop = notOpp & ray;
        const Bitboard first = stop & (0 - stop); // nearest non-opponent square
        const Bitboard closed = 0 - Bitboard((first & player) != 0);
        flipped |= (first - 1) & ray & closed;
    }
    for (int d = 4; d < 8; ++d) {
        const Bitboard ray = rays[d];
        const Bitboard stop = notOpp & ray;
        // Highest set bit of stop; bit 0 stands in for an empty stop and is masked off below.
        const Bitboard first = Bitboard {1} << (63 - std::countl_zero(stop | 1));
        const Bitboard closed = 0 - Bitboard((first & player & stop) != 0);
        flipped |= ray & (0 - (first << 1)) & closed;
    }
    return flipped;
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

inline FullLines fullLines(Bitboard occupied)
{
    FullLines f {};
    // Rows.
    Bitboard h = occupied & (occupied >> 1) & 0x7F7F7F7F7F7F7F7Full;
    h &= h >> 2;
    h &= h >> 4;
    h &= 0x0101010101010101ull; // bit at column a iff the whole row is full
    f.h = h * 0xFF;
    // Columns.
    Bitboard v = occupied & (occupied >> 8);
    v &= v >> 16;
    v &= v >> 32;
    v &= 0xFF;
    f.v = v * 0x0101010101010101ull;
    // Diagonals: iterate each diagonal via shifts (edge discs bound the lines).
    using namespace qiju::othello;
    Bitboard d9 = occupied; // direction SE/NW
    Bitboard d7 = occupied; // direction SW/NE
    // A square is on a full diagonal if propagating emptiness along the diagonal never reaches
    // it. Propagate the empty squares both ways.
    Bitboard e9 = ~occupied;
    Bitboard e7 = ~occupied;
    for (int i = 0; i < 7; ++i) {
        e9 |= shiftSE(e9) | shiftNW(e9);
        e7 |= shiftSW(e7) | shiftNE(e7);
    }
    d9 &= ~e9;
    d7 &= ~e7;
    f.d9 = d9;
    f.d7 = d7;
    return f;
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
