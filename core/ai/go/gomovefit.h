// Fitting the Go move model (gomovemodel.h) on game records by minorization-maximization
// (Coulom 2007): harvest the spatial patterns the players chose often enough, extract the
// features of every legal move of the sampled positions (identical moves of a position merged),
// then update the gammas one feature group at a time, with a prior of one virtual win and one
// virtual loss against a gamma of 1 for each feature. Single-threaded; for qiju-engine's
// fit-go-moves verb (scripts/fit-go-moves.sh).
#pragma once

#include <ostream>
#include <vector>

#include "gokifu.h"
#include "gomovemodel.h"

namespace qiju::ai::go {

struct MoveFitOptions
{
    int iterations = 10;     // sweeps over every feature group
    int minPatternCount = 5; // a pattern is kept if chosen this often in the sampled positions
    int every = 1;           // fit on every k-th position of each game
    int patternEvery = 1;    // harvest the patterns from every k-th position (more games, few
                             // fitted positions each: many patterns at a bounded memory cost)
};

GoMoveModel fitMoveModel(
    const std::vector<KifuGame> &games, const MoveFitOptions &options, std::ostream *log);

} // namespace qiju::ai::go
