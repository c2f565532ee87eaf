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

template<Bitboard (*Shift)(Bitboard)>
constexpr Bitboard movesInDirection(Bitboard player, Bitboard opponent)
{
    Bitboard t = Shift(player) & opponent;
    t |= Shift(t) & opponent;
    t |= Shift(t) & opponent;
    t |= Shift(t) & opponent;
    t |= Shift(t) & opponent;
    t |= Shift(t) & opponent;
    return Shift(t);
}

// Squares where the player may place a disc.
constexpr Bitboard legalMoves(Bitboard player, Bitboard opponent)
{
    const Bitboard m = movesInDirection<shiftE>(player, opponent)
        | movesInDirection<shiftW>(player, opponent) | movesInDirection<shiftS>(player, opponent)
        | movesInDirection<shiftN>(player, opponent) | movesInDirection<shiftSE>(player, opponent)
        | movesInDirection<shiftSW>(player, opponent) | movesInDirection<shiftNE>(player, opponent)
        | movesInDirection<shiftNW>(player, opponent);
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
