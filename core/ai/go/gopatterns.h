// Shapes around an empty Go point. (1) For the playouts and hand-made priors: MoGo's hane, cut
// and edge 3x3 patterns (as used by MoGo and Pachi), matched through a table indexed by the
// contents of the eight neighbours, with every rotation, reflection and colour swap; the table
// is built once on first use (thread-safe static). (2) For the learned move model: canonical
// hashes of the nested spatial patterns around a point (see spatialPatterns()).
#pragma once

#include <array>
#include <cstdint>

#include "games/go/goboard.h"

namespace qiju::ai::go {

// Spatial patterns: the points at "gridcular" distance d(dx, dy) = |dx| + |dy| + max(|dx|, |dy|)
// of at most kPatternSizes[k] around the centre, each seen from the side to move (empty, own,
// opponent's, off the board; stones next to the centre also by liberties 1, 2, 3+). The hash of
// each size is the least over the 8 board symmetries, so a shape and its rotations and
// reflections hash alike, and a colour swap with the other side to move too.
inline constexpr int kPatternSizeCount = 6;
inline constexpr std::array<int, kPatternSizeCount> kPatternSizes = {3, 4, 5, 6, 7, 8};
using SpatialHashes = std::array<std::uint64_t, kPatternSizeCount>;

// Liberty classes of every stone of a board (0 empty/border, else min(liberties, 3)), computed
// once per position for spatialPatterns(). Value type; no allocation.
struct LibertyMap
{
    std::array<std::uint8_t, qiju::go::kMaxPoints> libs{};
    void compute(const qiju::go::GoBoard &b);
};

// The canonical hashes of every size around empty point p for `me` to play.
void spatialPatterns(const qiju::go::GoBoard &b, const LibertyMap &libs, int p,
    qiju::go::Stone me, SpatialHashes *out);

// Whether the empty point p (not on the border) has one of the shapes around it.
bool matchesPattern(const qiju::go::GoBoard &b, int p);

} // namespace qiju::ai::go
