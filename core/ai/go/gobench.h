// The Go and NoGo part of `qiju-engine bench`: single-threaded searches with a fixed number of
// playouts and a fixed seed over a fixed list of positions, so the total of moves simulated
// is a regression signature of the search and its playout policy. Plain function.
#pragma once

#include <iosfwd>

#include "common/types.h"

namespace qiju::ai {

// Prints one line per position and last "Bench: <nodes> nodes <nps> nps" (nodes = moves
// played in the tree and the playouts). game is Go or NoGo.
bool goBench(core::GameId game, std::ostream &out);

} // namespace qiju::ai
