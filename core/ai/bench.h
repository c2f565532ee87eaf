// The bench: fixed, deterministic, single-threaded searches over a fixed list of positions;
// the node total is the regression signature quoted in commits. Plain function.
#pragma once

#include <iosfwd>

#include "common/types.h"

namespace qiju::ai {

// Prints one line per position and last "Bench: <nodes> nodes <nps> nps". Returns false (and
// prints nothing) if the game has no bench yet.
bool runBench(core::GameId game, std::ostream &out);

// Every game's bench in turn, each one's signature as "Bench <game>: <nodes> nodes <nps> nps",
// then the sum as the one signature "Bench: <nodes> nodes <nps> nps".
bool runBenchAll(std::ostream &out);

} // namespace qiju::ai
