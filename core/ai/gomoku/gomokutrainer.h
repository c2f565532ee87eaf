// Fitting the Gomoku evaluation: games (the "Moves N: ..." lines `qiju-engine match` logs)
// are replayed, every quiet position (no five to make or to block) gives its evaluation
// features and the game's outcome for the side to move (or the win chance a search of the
// position gives: a deeper look than the evaluation's), and a logistic regression (Newton's
// method, a little L2) fits the weights; then the C++ source of gomokuevalweights.cpp is
// written. Deterministic; single-threaded; no shared state.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "gomokueval.h"

namespace qiju::ai::gomoku {

struct TrainingSample
{
    EvalFeatures features{};
    double outcome = 0.5; // 1 the side to move won, 0 lost, 0.5 drawn
    int game = 0;         // index of the game, to hold whole games out
    int stones = 0;       // on the board: the blend of the two phases' weights
};

// Reads the games of `path` under `rules` (e.g. "freestyle") and appends their samples; a game
// seen before (same moves) is skipped, and so is a game that ended without five or a full
// board (a forfeit). False with a message on `log` if the file or a move cannot be read.
// Optionally `label` replaces a sample's outcome (its second argument) from the position, or
// returns false to leave the position out.
using Labeller = std::function<bool(const qiju::gomoku::GomokuPosition &, double *)>;
bool loadGames(const std::string &path, const std::string &rules,
    std::vector<TrainingSample> *samples, std::vector<std::string> *seen, std::ostream &log,
    const Labeller &label = {});

// Labels from Qiju's own deeper search: every `every`-th position, searched for `nodes` nodes;
// its score in points becomes sigmoid(logitPerPoint * score), a proven result 1 or 0.
struct SearchLabels
{
    std::int64_t nodes = 0;
    int every = 1;
    double logitPerPoint = 0;
};
Labeller searchLabeller(const SearchLabels &labels, std::ostream &log);

struct FittedEval
{
    std::vector<double> weights; // evaluation points per feature unit, phase 0 then phase 1
    double pointsPerLogit = 0;   // how many points make one logit of the win probability
};

// Fits on all games but every tenth, which measures the fit (log loss, printed on `log` next
// to that of the compiled weights at their best scale). Each phase's weights are fitted on the
// features times that phase's share of the blend (gomokueval.h), so the fitted score is the
// blended evaluation. The fitted weights are scaled so that their evaluations spread like the
// compiled ones (the levels' noise is in points).
FittedEval fitEval(const std::vector<TrainingSample> &samples, double l2, std::ostream &log);

void writeWeightsSource(const FittedEval &fit, const std::string &origin, std::ostream &out);

// `train-eval gomoku --games LOG [--games LOG ...] [--rules R] [--l2 X] --out FILE`.
int runTrainEval(const std::vector<std::string> &args, std::ostream &log);

} // namespace qiju::ai::gomoku
