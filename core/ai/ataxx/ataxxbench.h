// The Ataxx bench: fixed-depth, single-threaded searches from a fresh engine over a fixed list
// of positions (Botzone rules); the node total is the regression signature. Plain function.
#pragma once

#include <cstdint>
#include <iosfwd>

namespace qiju::ai {

// Prints one line per position and last "Bench: <nodes> nodes <nps> nps"; returns the nodes.
std::int64_t runAtaxxBench(std::ostream &out);

} // namespace qiju::ai
