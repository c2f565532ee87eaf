// The headless match: N games between two MatchPlayers at an equal time per move, colours
// alternating, each opening (random plies from a seed, or lines from a file) played once with
// each colour. Illegal moves, crashes, timeouts and garbage lose the game (adjudication). A
// line per game, then "Score A-B-D (x.x%), Elo diff +N ± M" with a 95% error bar
// (normal approximation over the per-game scores, as cutechess-cli). Not thread-safe.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "common/game.h"

namespace qiju::protocols {

struct EloEstimate
{
    double diff = 0;   // A's Elo minus B's
    double margin = 0; // half-width of the 95% interval; infinite when undefined or when the
                       // interval reaches a 0% or 100% score
};

// From wins, losses and draws of A; a 100% or 0% score has an infinite difference.
EloEstimate eloEstimate(int wins, int losses, int draws);

// `qiju-engine match ...` (see matchUsage()); returns the exit code.
int runMatch(const std::vector<std::string> &args, std::ostream &out, std::ostream &log);
std::string matchUsage();

} // namespace qiju::protocols
