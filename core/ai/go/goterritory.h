// What territory rules (Japanese) change at the root of a Go search. The playouts count by
// area, where a stone played inside one's own territory or on a neutral point costs nothing;
// under territory scoring the first loses a point and the second gains none, so area playouts
// cannot tell those moves from a pass. With the estimator's dead stones (goestimator.h) taken
// off, the count of the board as it stands (goscore.h) shows the mover's territory — its empty
// points are not to be played — and whether the count is settled: every empty point is
// someone's territory or a lone neutral point, and no live chain is short of liberties; then
// nothing is worth a point any more and the mover passes. A one-colour region larger than half
// the board is nobody's territory yet (a lone stone on an empty board borders one region too).
// Plain function; thread-safe.
#pragma once

#include <cstdint>
#include <vector>

#include "games/go/goboard.h"
#include "games/go/gorules.h"

namespace qiju::ai::go {

struct TerritoryAdvice
{
    // Empty points (GoBoard indices) of the mover's territory, except the liberties of live
    // chains with two liberties or fewer (where a capture or a rescue may be needed).
    std::vector<int> ownTerritory;
    bool settled = false;
    double moverResult = 0.5; // the count as it stands for the mover: 1 win, 0.5 tie, 0 loss
};

TerritoryAdvice territoryAdvice(
    const qiju::go::GoBoard &board, const qiju::go::GoRules &rules, std::uint64_t seed);

} // namespace qiju::ai::go
