// The dead-stone estimator for Go's marking step: plays many random games to the end from a
// finished position (random legal moves that never fill a player's own true eye and never
// put a chain of two or more stones into atari without capturing, so two-eyed groups and most
// seki survive), averages who owns each point at the end, and calls a chain dead when the
// opponent owns its points in most playouts. Deterministic for a given seed. Plain functions;
// thread-safe (no shared state).
#pragma once

#include <cstdint>
#include <vector>

#include "games/go/goboard.h"

namespace qiju::ai::go {

struct OwnershipEstimate
{
    int size = 0;
    // Per point in display order (y * size + x): the share of playouts that ended with the
    // point Black's minus the share that ended with it White's, in [-1, 1].
    std::vector<double> ownership;
    // Per point: a stone judged dead (its opponent owns it in more than half the playouts).
    std::vector<bool> dead;
};

inline constexpr int kDefaultEstimatePlayouts = 160;

// Playouts start from `board` with its side to move; `playouts` > 0.
OwnershipEstimate estimateOwnership(const qiju::go::GoBoard &board,
    int playouts = kDefaultEstimatePlayouts, std::uint64_t seed = 1);

// estimateOwnership(...).dead: one flag per point (y * size + x).
std::vector<bool> estimateDeadStones(const qiju::go::GoBoard &board,
    int playouts = kDefaultEstimatePlayouts, std::uint64_t seed = 1);

} // namespace qiju::ai::go
