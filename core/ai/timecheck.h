// The time check: plays a few quick self-play games per game to collect positions from every
// phase (opening to the last moves), then searches each sampled position at every level with
// the user's time-per-move setting and reports how long each level really took against its
// budget. A benchmark (wall-clock figures vary with the machine), not a test. Plain function.
#pragma once

#include <iosfwd>
#include <string>

#include "common/types.h"

namespace qiju::ai {

struct TimeCheckOptions
{
    int userTimeMs = 1000; // the user's time-per-move setting the levels are derived from
    int games = 2;         // self-play games that supply the positions
    int every = 3;         // search every n-th position of each game
    // Instead of self-play: one position text per line (Othello .obf lines work); empty lines
    // and lines starting with '%' or '#' are skipped.
    std::string positionsFile;
};

// Prints one line per level (budget, mean and max ms, the index of the slowest position,
// overruns, the time to create the engine) and a final "Overruns: K" line (searches longer
// than budget + max(15 ms, 3%)). Returns the number of overruns, or -1 if the game has no engine or
// the positions file is unreadable or bad.
int runTimeCheck(core::GameId game, const TimeCheckOptions &options, std::ostream &out);

} // namespace qiju::ai
