// The Gomoku evaluation's weights, fitted by `qiju-engine train-eval gomoku` (logistic
// regression of game outcomes on the evaluation's pattern features, see gomokueval.h), in
// 1/kEvalWeightScale evaluation points per feature unit. Generated file's declarations;
// read-only data.
#pragma once

#include <cstdint>

namespace qiju::ai::gomoku {

// Features of a position from the side to move's view (EvalFeature in gomokueval.h).
inline constexpr int kEvalFeatures = 69;

// Weights are in 1/16 points, so that small shapes keep their value after rounding.
inline constexpr int kEvalWeightScale = 16;

// Two sets of weights: [0] for the empty board, [1] from kEvalPhaseStones stones on; in
// between, the evaluation blends them by the number of stones (gomokueval.h).
inline constexpr int kEvalPhases = 2;
inline constexpr int kEvalPhaseStones = 20;

// The classes of a point's shape: the multisets of its four line patterns (LinePattern, 12
// kinds), C(15, 4) of them (pointClass() in gomokueval.h).
inline constexpr int kPointClasses = 1365;

extern const std::int16_t kEvalWeights[kEvalPhases][kEvalFeatures];
// Per phase, for the mover [0] and the opponent [1]: what a point of each class adds on top of
// its features' weights (0 for the classes the fit never saw).
extern const std::int16_t kEvalClassWeights[kEvalPhases][2][kPointClasses];
extern const char kEvalWeightsOrigin[]; // how the weights were produced

} // namespace qiju::ai::gomoku
