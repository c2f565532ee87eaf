// 3x3 shapes for the Go playouts and priors: MoGo's hane, cut and edge patterns (as used by
// MoGo and Pachi), matched around an empty point through a table indexed by the contents of its
// eight neighbours, with every rotation, reflection and colour swap. The table is built once on
// first use (thread-safe static); matching is a table look-up.
#pragma once

#include "games/go/goboard.h"

namespace qiju::ai::go {

// Whether the empty point p (not on the border) has one of the shapes around it.
bool matchesPattern(const qiju::go::GoBoard &b, int p);

} // namespace qiju::ai::go
