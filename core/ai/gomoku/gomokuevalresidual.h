// The Gomoku evaluation's nonlinear part, fitted by `qiju-engine train-eval gomoku --residual H`
// (see gomokueval.h): a network of one hidden layer of rectified units on the position's
// features, added to the linear evaluation. Generated file's declarations; read-only data.
#pragma once

namespace qiju::ai::gomoku {

// Inputs (ResidualInputs in gomokueval.h): the evaluation's features but the constant one
// (the mover's 34, the opponent's 34), the later phase's share of the blend (0-1) and the
// linear evaluation in thousands of points.
inline constexpr int kResidualInputs = 70;
inline constexpr int kResidualHidden = 64;

// Hidden unit h: max(0, bias[h] + sum over i of weights[i][h] * input[i]). The inputs are raw:
// the fit's scaling of each input is folded into these weights.
extern const float kResidualHiddenWeights[kResidualInputs][kResidualHidden];
extern const float kResidualHiddenBias[kResidualHidden];
// The output in evaluation points: bias + sum over h of weights[h] * hidden[h].
extern const float kResidualOutputWeights[kResidualHidden];
extern const float kResidualOutputBias;
extern const char kResidualOrigin[]; // how the weights were produced

} // namespace qiju::ai::gomoku
