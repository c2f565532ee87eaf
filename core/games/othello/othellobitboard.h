// Othello move generation and flips on mover-relative bitboards (player = side to move).
// Squares: sq = row * 8 + col, a1 = 0 (top-left), h1 = 7, a8 = 56. Header-only hot path,
// shared by OthelloPosition and the search; pure functions, thread-safe.
#pragma once

#include "common/bitops.h"

namespace qiju::othello {

using core::Bitboard;

inline constexpr Bitboard kNotFileA = 0xFEFEFEFEFEFEFEFEull;
inline constexpr Bitboard kNotFileH = 0x7F7F7F7F7F7F7F7Full;

// The eight neighbour shifts; bits that would wrap around a board edge are dropped.
constexpr Bitboard shiftE(Bitboard b) { return (b << 1) & kNotFileA; }
constexpr Bitboard shiftW(Bitboard b) { return (b >> 1) & kNotFileH; }
constexpr Bitboard shiftS(Bitboard b) { return b << 8; }
constexpr Bitboard shiftN(Bitboard b) { return b >> 8; }
constexpr Bitboard shiftSE(Bitboard b) { return (b << 9) & kNotFileA; }
constexpr Bitboard shiftSW(Bitboard b) { return (b << 7) & kNotFileH; }
constexpr Bitboard shiftNE(Bitboard b) { return (b >> 7) & kNotFileA; }
constexpr Bitboard shiftNW(Bitboard b) { return (b >> 9) & kNotFileH; }

// The player's moves along one axis, both ways: runs of `between` (the opponent's discs that
// may lie between, edge files masked out for axes with a sideways step) grown from the
// player's discs by parallel prefix (runs of up to six in three steps), then one step on.
template<int Step>
constexpr Bitboard movesOnAxis(Bitboard player, Bitboard between)
{
    Bitboard up = between & (player << Step);
    Bitboard down = between & (player >> Step);
    up |= between & (up << Step);
    down |= between & (down >> Step);
    const Bitboard pairsUp = between & (between << Step);
    const Bitboard pairsDown = pairsUp >> Step;
    up |= pairsUp & (up << 2 * Step);
    down |= pairsDown & (down >> 2 * Step);
    up |= pairsUp & (up << 2 * Step);
    down |= pairsDown & (down >> 2 * Step);
    return (up << Step) | (down >> Step);
}

// Squares where the player may place a disc.
constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
{
    const Bitboard inner = opponent & 0x7E7E7E7E7E7E7E7Eull; // not on file a or h
    const Bitboard m = movesOnAxis<1>(player, inner) | movesOnAxis<8>(player, opponent)
        | movesOnAxis<7>(player, inner) | movesOnAxis<9>(player, inner);
    return m & ~(player | opponent);
}

template<Bitboard (*Shift)(Bitboard)>
constexpr Bitboard flipsInDirection(Bitboard move, Bitboard player, Bitboard opponent)
{
    Bitboard flipped = 0;
    Bitboard x = Shift(move);
    while (x & opponent) {
        flipped |= x;
        x = Shift(x);
    }
    return (x & player) ? flipped : 0;
}

// Discs flipped by the player placing on sq; 0 if the move flips nothing (illegal).
// Precondition: sq is empty.
constexpr Bitboard flips(Bitboard player, Bitboard opponent, int sq)
{
    const Bitboard m = core::bit(sq);
    return flipsInDirection<shiftE>(m, player, opponent)
        | flipsInDirection<shiftW>(m, player, opponent)
        | flipsInDirection<shiftS>(m, player, opponent)
        | flipsInDirection<shiftN>(m, player, opponent)
        | flipsInDirection<shiftSE>(m, player, opponent)
        | flipsInDirection<shiftSW>(m, player, opponent)
        | flipsInDirection<shiftNE>(m, player, opponent)
        | flipsInDirection<shiftNW>(m, player, opponent);
}

} // namespace qiju::othello
