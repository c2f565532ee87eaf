// Move ordering for the exact Othello solver (OthelloSolver): the moves listed with their
// flips, keyed fastest-first and refined by the evaluation and shallow searches the deeper the
// position, then picked lazily; also the shallow evaluation search that the solver's probable
// cut-offs use. Pure functions of the position (the visited positions are counted as nodes on
// the SearchControl); thread-safe as long as each thread has its own control.
#pragma once

#include <utility>

#include "othellokernel.h"

namespace qiju::ai {
class SearchControl;
} // namespace qiju::ai

namespace qiju::ai::othello {

inline constexpr Bitboard kQuadrants[4]
    = {0x000000000F0F0F0Full, 0x00000000F0F0F0F0ull, 0x0F0F0F0F00000000ull, 0xF0F0F0F000000000ull};

// Empty squares in quadrants that hold an odd number of empties.
inline Bitboard oddQuadrants(Bitboard empty)
{
    Bitboard odd = 0;
    for (Bitboard q : kQuadrants) {
        if (core::popCount(empty & q) & 1)
            odd |= q;
    }
    return odd;
}

struct OrderedMove
{
    int sq;
    int key; // lower is tried first
    Bitboard flipped;
};

inline constexpr int kMaxMoves = 64; // at most one move per empty square

// Brings the lowest-keyed of moves[i..count) to moves[i]: the list is ordered lazily, as a
// cut-off after the first few moves leaves the rest unsorted. The keys are unique (the square
// in their low bits), so the order is that of a stable sort of the moves as listed.
inline void selectNext(OrderedMove *moves, int i, int count)
{
    int best = i;
    int bestKey = moves[i].key;
    for (int j = i + 1; j < count; ++j) {
        if (moves[j].key < bestKey) {
            bestKey = moves[j].key;
            best = j;
        }
    }
    std::swap(moves[i], moves[best]);
}

// The moves in `moves`, lowest square first, with the discs they flip.
inline int listMoves(Bitboard player, Bitboard opponent, Bitboard moves, OrderedMove *out)
{
    int n = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = core::lowestBit(m);
        out[n++] = {sq, 0, fastFlips(player, opponent, sq)};
    }
    return n;
}

// Alpha-beta value of (player, opponent) by the evaluation `depth` plies deep (centi-discs),
// fail-soft; every position it visits counts as a node. From two plies up the moves are tried
// fewest opponent replies first.
int shallowValue(
    Bitboard player, Bitboard opponent, int depth, int alpha, int beta, SearchControl &control);

// Fastest-first: the opponent's mobility after the move (corners count double) and its
// potential mobility, moves into odd quadrants preferred by half a move; from 12 empties on
// half a move less per stable edge disc of the mover's and the evaluation of the child, from 14
// on its best one-ply value, from 16 (19) on its two-ply (three-ply) value; those evaluated
// positions count as nodes. Sets the keys of the n listed
// moves (listMoves' order); selectNext then picks them.
void orderMoves(
    Bitboard player, Bitboard opponent, OrderedMove *list, int n, SearchControl &control);

} // namespace qiju::ai::othello
