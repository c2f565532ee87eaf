// Fitting the Gomoku evaluation: games (the "Moves N: ..." lines `qiju-engine match` logs)
// are replayed, every quiet position (no five to make or to block) gives its evaluation
// features and the game's outcome for the side to move (or a blend of it with the win chance
// a search of the position gives: a deeper look than the evaluation's), and a logistic
// regression (Newton's method, a little L2) fits the weights; then the C++ source of
// gomokuevalweights.cpp is written. Deterministic; single-threaded; no shared state.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <unordered_map>
#include <vector>

#include "gomokueval.h"

namespace qiju::ai::gomoku {

struct TrainingSample
{
    EvalFeatures features{};
    double outcome = 0.5;            // 1 the side to move won, 0 lost, 0.5 drawn
    int game = 0;                    // index of the game, to hold whole games out
    int stones = 0;                  // on the board: the blend of the two phases' weights
    bool searched = false;           // a search's score below (see searchLabeller)
    bool proven = false;             // the score's sign is a proven result
    double score = 0;                // the search's score for the side to move, in points
    std::vector<ClassCount> classes; // evalClasses() of the position
    int linear = 0;                  // linearEvaluate() of the position
};

// Reads the games of `path` under `rules` (e.g. "freestyle") and appends their samples; a game
// seen before (same moves) is skipped, and so is a game that ended without five or a full
// board (a forfeit). False with a message on `log` if the file or a move cannot be read.
// Optionally `label` adds a search's score to a sample (its second argument) from the
// position, or returns false to leave the position out.
using Labeller = std::function<bool(const qiju::gomoku::GomokuPosition &, TrainingSample *)>;
bool loadGames(const std::string &path, const std::string &rules,
    std::vector<TrainingSample> *samples, std::vector<std::string> *seen, std::ostream &log,
    const Labeller &label = {});

// Labels from Qiju's own deeper search: the positions whose Zobrist hash is a multiple of
// `every` (about one in `every`, the same ones whatever the order of the games), searched for
// `nodes` nodes. A position seen before is not searched again, and neither is one in the
// cache: each search's result is appended to the cache file `cache` (if not empty) as a line
// "hash nodes score proven", and the lines of that file with the same `nodes` are read first.
// With `keepAll` the other positions stay too, without a search; with `cachedOnly` a position
// not in the cache is not searched but taken as one of the others (a labelling cut short).
struct SearchLabels
{
    std::int64_t nodes = 0;
    int every = 1;
    std::string cache;
    bool keepAll = false;
    bool cachedOnly = false;
};
struct LabelEntry
{
    double score = 0;
    bool proven = false;
};
using LabelCache = std::unordered_map<std::uint64_t, LabelEntry>;
// Reads the cache file's entries for searches of `nodes` nodes (none if there is no file);
// false with a message on `log` if a line cannot be read.
bool readLabelCache(
    const std::string &path, std::int64_t nodes, LabelCache *cache, std::ostream &log);
Labeller searchLabeller(const SearchLabels &labels, std::ostream &log);

// The training targets: lambda * outcome + (1 - lambda) * the search's win chance, which is
// sigmoid(k * score) with k fitted to the outcomes of the training games (1, 0 or 1/2 for a
// proven result or a win score). Samples without a search keep their outcome. Returns k.
double blendTargets(
    const std::vector<TrainingSample> &samples, double lambda, std::vector<double> *targets);

struct FittedEval
{
    std::vector<double> weights; // evaluation points per feature unit, phase 0 then phase 1
    // Points per point of a class (evalClasses' indices), phase 0 then phase 1.
    std::vector<double> classWeights;
    double pointsPerLogit = 0; // how many points make one logit of the win probability
};

// Fits on all games but every tenth, which measures the fit (log loss, printed on `log` next
// to that of the compiled weights at their best scale). Each phase's weights are fitted on the
// features times that phase's share of the blend (gomokueval.h), so the fitted score is the
// blended evaluation. First the features' weights (Newton's method, L2 `l2`), then, with
// those fixed, the classes' weights on top (the same loss, L2 `classL2`, full-batch Adam; a
// class the training samples never show keeps 0; with kNoClasses all do). The fitted weights are
// scaled so that their evaluations spread like the compiled ones (the levels' noise is in points).
// `targets` (one per sample, in [0, 1]; empty: the outcomes) are what the fit aims at; the
// hold-out loss is always measured against the outcomes.
inline constexpr double kDefaultClassL2 = 5;
inline constexpr double kNoClasses = -1;
FittedEval fitEval(const std::vector<TrainingSample> &samples, double l2, std::ostream &log,
    const std::vector<double> &targets = {}, double classL2 = kDefaultClassL2);

void writeWeightsSource(const FittedEval &fit, const std::string &origin, std::ostream &out);

// `train-eval gomoku --games LOG [--games LOG ...] [--rules R] [--l2 X] --out FILE
// [--label-nodes N [--every K] [--label-cache FILE] [--lambda X] [--keep-all] [--cached-only]]
// [--no-classes]`, or with `--residual` the residual network on top of the compiled linear
// evaluation instead (gomokuresidualfit.h; FILE is then gomokuevalresidual.cpp).
int runTrainEval(const std::vector<std::string> &args, std::ostream &log);

} // namespace qiju::ai::gomoku
