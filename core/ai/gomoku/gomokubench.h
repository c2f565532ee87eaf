// The Gomoku part of `qiju-engine bench`: fixed-depth, single-threaded searches over a fixed
// list of positions (openings and middle games under all three rules, and tactical ones), so
// the node total is a regression signature. Plain function.
#pragma once

#include <iosfwd>

namespace qiju::ai {

// Prints one line per position and last "Bench: <nodes> nodes <nps> nps".
bool gomokuBench(std::ostream &out);

} // namespace qiju::ai
