// Bit tricks for 64-bit bitboards (Othello 8x8, Ataxx 7x7 in an 8x8 frame).
// Header-only, constexpr, no state.
#pragma once

#include <bit>
#include <cstdint>

namespace qiju::core {

using Bitboard = std::uint64_t;

constexpr int popCount(Bitboard b) { return std::popcount(b); }
// Index of the lowest set bit. Precondition: b != 0.
constexpr int lowestBit(Bitboard b) { return std::countr_zero(b); }
constexpr Bitboard bit(int sq) { return Bitboard{1} << sq; }

// Iterate set bits: for (Bitboard m = b; m; m &= m - 1) { int sq = lowestBit(m); ... }

} // namespace qiju::core
