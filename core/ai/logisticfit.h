// Logistic regression of game outcomes on evaluation features, shared by the evaluation
// trainers (Gomoku, Ataxx): Newton's method with a little L2, the hold-out measure (every
// tenth game kept out), the calibration of a compiled evaluation's scale and the spread of
// scores used to bring fitted weights to the evaluation's units. Pure functions; no state.
#pragma once

#include <iosfwd>
#include <vector>

namespace qiju::ai {

// Samples as rows of `features` numbers (row-major in `x`), each with the outcome for the side
// to move (1 won, 0.5 drawn, 0 lost) and the index of its game. The fit aims at `target` (any
// value in [0, 1] per sample, e.g. a blend with a search's win chance) if it is not empty, at
// the outcome otherwise; the hold-out loss is always the outcome's.
struct LogisticData
{
    int features = 0;
    std::vector<double> x;
    std::vector<double> outcome;
    std::vector<int> game;
    std::vector<double> target;

    double fitTarget(std::size_t i) const { return target.empty() ? outcome[i] : target[i]; }

    std::size_t size() const { return outcome.size(); }
    const double *row(std::size_t i) const
    {
        return x.data() + i * static_cast<std::size_t>(features);
    }
    // Every tenth game measures the fit and is never fitted on.
    bool heldOut(std::size_t i) const { return game[i] % 10 == 9; }
};

// Newton iterations of the L2-penalised log loss on the samples that are not held out; the
// feature `unpenalised` (the bias, or -1 for none) carries no penalty. Logs the training loss.
std::vector<double> fitLogistic(
    const LogisticData &data, double l2, int unpenalised, int iterations, std::ostream &log);

// The scores w . x of every sample.
std::vector<double> scores(const LogisticData &data, const std::vector<double> &w);

// The best factor k for sigmoid(k * score) on the training samples.
double calibrate(const LogisticData &data, const std::vector<double> &score);

struct HoldOutLoss
{
    double loss = 0;     // mean log loss
    double accuracy = 0; // share of decided games whose winner the sign foretold
};
HoldOutLoss holdOutLoss(const LogisticData &data, const std::vector<double> &logit);

// Logs the hold-out log loss and accuracy of a compiled evaluation's scores (at their best
// scale, see calibrate) next to those of fitted logits.
void logHoldOut(const LogisticData &data, const std::vector<double> &compiled,
    const std::vector<double> &fittedLogit, std::ostream &log);

// The standard deviation of the training samples' scores.
double spread(const LogisticData &data, const std::vector<double> &score);

} // namespace qiju::ai
