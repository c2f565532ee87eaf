// Othello static evaluation, mover-relative (one evaluation serves both colours), in
// centi-discs: a prediction of the final disc difference x100. Phase-dependent weights are
// interpolated by disc count. Pure function of the two bitboards; thread-safe.
#pragma once

#include <array>

#include "common/bitops.h"

namespace qiju::ai::othello {

inline constexpr int kDiscScale = 100; // evaluation units per disc

// The features the evaluation weighs, each "mover minus opponent" (exposed for tests and for
// weight fitting).
struct EvalFeatures
{
    enum Index {
        Mobility, // legal moves
        CornerMobility, // legal moves on corners
        PotentialMobility, // empty squares next to the other side's discs
        Corners, // corner discs
        XSquares, // discs on an X-square whose corner is empty
        CSquares, // discs on a C-square whose corner is empty
        Stable, // stable discs (corner- and edge-anchored, full lines)
        Discs, // disc count
        Parity, // +1 when the mover gets the last move of an even region split
        Count
    };
    std::array<int, Count> values {};
};

EvalFeatures evalFeatures(core::Bitboard player, core::Bitboard opponent);

// The hand-set weights (centi-discs per feature unit) at a disc count: the trainer's
// starting point.
std::array<int, EvalFeatures::Count> handWeights(int discs);

// Phase interpolation: the evaluation blends phases `low` and `high` by t/256.
struct PhaseMix
{
    int low = 0;
    int high = 0;
    int t = 0;
};
PhaseMix phaseMix(int discs);

// The four edges' pattern indices (base 3 over 8 squares: 0 empty, 1 mover, 2 opponent). The
// edge tables are mirror-symmetric, so the reading direction of an edge does not matter.
std::array<int, 4> edgeIndices(core::Bitboard player, core::Bitboard opponent);

// The four corners' 3x3 block indices (base 3 over 9 squares, read from the corner along
// the ranks). The corner tables are symmetric under the block's diagonal.
std::array<int, 4> cornerIndices(core::Bitboard player, core::Bitboard opponent);

// Static score of (player to move, opponent) in centi-discs. Precondition: the mover has a
// legal move (the search handles passes and game ends itself); works without it too.
int evaluate(core::Bitboard player, core::Bitboard opponent);

} // namespace qiju::ai::othello
