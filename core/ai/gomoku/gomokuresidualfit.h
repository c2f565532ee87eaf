// Fitting the Gomoku evaluation's residual network (gomokuevalresidual.h) on game outcomes: the
// linear evaluation stays as compiled and gives each position's base logit (its scale and
// offset fitted first), and a network of one hidden layer of rectified units learns what to add
// to that logit from the residual inputs (gomokueval.h), by minibatch Adam on the log loss
// with a little L2; several such networks from different starts are averaged, since fits of
// about the same loss play differently. Every tenth game is held out; for each network the
// epoch with the lowest hold-out loss is kept. Deterministic (a fixed-seed generator of its own for
// the start and the shuffles); single-threaded; no shared state.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "gomokutrainer.h"

namespace qiju::ai::gomoku {

struct ResidualOptions
{
    // `nets` networks of `hidden` units each, fitted from different starts and averaged (one
    // network of nets x hidden units).
    int nets = 4;
    int hidden = kResidualHidden / 4;
    int epochs = 30;
    double l2 = 1e-4; // per weight of the two layers' weights, on the mean loss
    double rate = 1e-3;
    int batch = 512;
};

struct FittedResidual
{
    int hidden = 0;
    // In raw inputs (the fit's scaling folded in) and evaluation points, as gomokuevalresidual.h
    // lays them out: hiddenWeights[i * hidden + h].
    std::vector<double> hiddenWeights;
    std::vector<double> hiddenBias;
    std::vector<double> outputWeights;
    double outputBias = 0;
    double pointsPerLogit = 0; // of the linear evaluation, fitted to the outcomes
    double baseOffset = 0;     // logits: the base logit is (linear + this * points) / points
    // Hold-out log loss of the base logit alone and with the network's:
    // sigmoid((linear + residualPoints(fit, x)) / pointsPerLogit + baseOffset).
    double heldLossBefore = 0;
    double heldLossAfter = 0;
};

// The fitted network's output for `x`, in evaluation points (as residualPoints() computes it
// with the compiled weights).
double residualPoints(const FittedResidual &fit, const ResidualInputs &x);

// `targets` (one per sample, or empty for the outcomes) is what the training aims at; the
// hold-out loss that picks each network's epoch is always the outcomes'.
FittedResidual fitResidual(const std::vector<TrainingSample> &samples,
    const ResidualOptions &options, std::ostream &log, const std::vector<double> &targets = {});

// The C++ source of gomokuevalresidual.cpp (the fit must have kResidualHidden units).
void writeResidualSource(const FittedResidual &fit, const std::string &origin, std::ostream &out);

} // namespace qiju::ai::gomoku
