// Fitting the Ataxx evaluation: games (the "Moves N: ..." lines `qiju-engine match` logs) are
// replayed; every position gives its evaluation features, split into the open and the full
// board's share by its empties (see ataxxeval.h), and the game's outcome for the side to move;
// a logistic regression (ai/logisticfit.h) fits both tables, which are brought to centipieces
// so that their evaluations spread like the hand-set weights', and the C++ source of
// ataxxevalweights.cpp is written. Deterministic; single-threaded; no shared state.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "ataxxeval.h"

#include "ai/logisticfit.h"

namespace qiju::ai::ataxx {

// The regression's columns for one position: the features times the open board's share
// (empties / kOpenEmpties, at most 1), then times the full board's share.
inline constexpr int kFitColumns = 2 * kEvalFeatures;
std::vector<double> fitColumns(const EvalFeatures &features, int empties);

// Reads the games of `path` under `rules` (e.g. "uai") and appends their positions to `data`;
// a game seen before (same moves) is skipped, and so is a game that did not end on the board.
// False with a message on `log` if the file or a move cannot be read.
bool loadGames(const std::string &path, const std::string &rules, LogisticData *data,
    std::vector<std::string> *seen, std::ostream &log);

// Fits on all games but every tenth, which measures the fit (log loss on `log`, next to the
// compiled weights' at their best scale); the result is in centipieces.
EvalWeights fitEval(const LogisticData &data, double l2, std::ostream &log);

void writeWeightsSource(const EvalWeights &weights, const std::string &origin, std::ostream &out);

// `train-eval ataxx --games LOG [--games LOG ...] [--rules R] [--l2 X] --out FILE`.
int runTrainEval(const std::vector<std::string> &args, std::ostream &log);

} // namespace qiju::ai::ataxx
