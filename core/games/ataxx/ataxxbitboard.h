// Ataxx bitboard geometry: the 7x7 board in the low 49 bits of a 64-bit word, square
// sq = rank * 7 + file with a1 = 0 (bottom left in the usual diagram), g7 = 48, as libataxx.
// Header-only hot path shared by AtaxxPosition, perft and the search; pure, thread-safe.
#pragma once

#include <array>

#include "common/bitops.h"

namespace qiju::ataxx {

using core::Bitboard;

inline constexpr int kSide = 7;
inline constexpr int kSquares = 49;
inline constexpr Bitboard kBoardMask = (Bitboard{1} << kSquares) - 1;
inline constexpr Bitboard kFileA = 0x0000040810204081ull; // a1, a2, ..., a7
inline constexpr Bitboard kFileG = kFileA << 6;
inline constexpr Bitboard kNotFileA = kBoardMask & ~kFileA;
inline constexpr Bitboard kNotFileG = kBoardMask & ~kFileG;

constexpr int fileOf(int sq) { return sq % kSide; }
constexpr int rankOf(int sq) { return sq / kSide; }
constexpr int squareAt(int file, int rank) { return rank * kSide + file; }
// Chebyshev distance (king steps) between two squares.
constexpr int distance(int a, int b)
{
    const int df = fileOf(a) > fileOf(b) ? fileOf(a) - fileOf(b) : fileOf(b) - fileOf(a);
    const int dr = rankOf(a) > rankOf(b) ? rankOf(a) - rankOf(b) : rankOf(b) - rankOf(a);
    return df > dr ? df : dr;
}

// b and every square next to it (8-neighbourhood), clipped to the board.
constexpr Bitboard dilate(Bitboard b)
{
    const Bitboard v = b | ((b << kSide) & kBoardMask) | (b >> kSide);
    return v | ((v << 1) & kNotFileA) | ((v >> 1) & kNotFileG);
}

// Squares within two king steps of b (b included).
constexpr Bitboard dilate2(Bitboard b) { return dilate(dilate(b)); }

namespace detail {

constexpr std::array<Bitboard, kSquares> ringTable(int radius)
{
    std::array<Bitboard, kSquares> t{};
    for (int from = 0; from < kSquares; ++from) {
        for (int to = 0; to < kSquares; ++to) {
            if (distance(from, to) == radius)
                t[from] |= core::bit(to);
        }
    }
    return t;
}

} // namespace detail

// The (up to) 8 squares next to sq: clone targets and the pieces a move to sq converts.
inline constexpr std::array<Bitboard, kSquares> kAdjacent = detail::ringTable(1);
// The (up to) 16 squares exactly two king steps from sq: jump targets.
inline constexpr std::array<Bitboard, kSquares> kJumpRing = detail::ringTable(2);

// Every empty square some piece of `pieces` can move to (clone or jump).
constexpr Bitboard reachable(Bitboard pieces, Bitboard empty) { return dilate2(pieces) & empty; }

} // namespace qiju::ataxx
