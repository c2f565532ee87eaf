// The bench: fixed, deterministic, single-threaded searches over a fixed list of positions;
// the node total is the regression signature quoted in commits. Plain function.
#pragma once

#include <iosfwd>

#include "common/types.h"

namespace qiju::ai {

// Prints one line per position and last "Bench: <nodes> nodes <nps> nps" (the game's row in
// gameprofile.h names its bench). Returns false if the bench could not run.
bool runBench(core::GameId game, std::ostream &out);

// Every game's bench in turn, each one's signature as "Bench <game>: <nodes> nodes <nps> nps",
// then the sum as the one signature "Bench: <nodes> nodes <nps> nps".
bool runBenchAll(std::ostream &out);

// Othello's bench (the other games' benches are in their folders: ataxx/ataxxbench.h, ...).
bool othelloBench(std::ostream &out);

} // namespace qiju::ai
