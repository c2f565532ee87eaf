// Fitting the ProbCut model (othelloprobcut.h): positions from self-play games, each searched
// with the full window at every depth from 1 to maxDepth (no ProbCut), then per depth d and
// phase a least-squares line of the depth-d value on the value at probCutShallowDepth(d), and
// the residual's deviation; and the generated C++ source of the table
// (othelloprobcuttable.cpp). Deterministic for a given seed; single-threaded.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "othelloprobcut.h"

#include "common/bitops.h"

namespace qiju::ai::othello {

struct ProbCutFitOptions
{
    int positions = 2000;
    std::uint64_t seed = 1;
    int minEmpties = 14; // the positions' range of empty squares
    int maxEmpties = 56;
};

// Positions (mover, opponent) drawn from self-play games of depth-4 players after 6-20 random
// opening moves, shuffled, within the options' empties range; at most options.positions.
std::vector<std::pair<core::Bitboard, core::Bitboard>> probCutPositions(
    const ProbCutFitOptions &options, std::ostream *log);

struct ProbCutFit
{
    // [depth - kProbCutMinDepth][phase]
    std::vector<std::vector<ProbCutModel>> models;
    std::vector<std::vector<int>> counts; // positions behind each model
};

// The least-squares line y ~ a*x + b and the residual's deviation (n - 2 degrees of freedom);
// a = 1, b = 0, sigma = 0 with fewer than three points.
ProbCutModel fitLine(const std::vector<double> &x, const std::vector<double> &y);

// Searches every position at depths 1..kProbCutMaxDepth and fits the table.
ProbCutFit fitProbCut(
    const std::vector<std::pair<core::Bitboard, core::Bitboard>> &positions, std::ostream *log);

// Writes othelloprobcuttable.cpp; `origin` says how the table was made.
void writeProbCutSource(const ProbCutFit &fit, const std::string &origin, std::ostream &out);

} // namespace qiju::ai::othello
