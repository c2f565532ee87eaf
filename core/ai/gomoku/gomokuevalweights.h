// The Gomoku evaluation's weights, fitted by `qiju-engine train-eval gomoku` (logistic
// regression of game outcomes on the evaluation's pattern features, see gomokueval.h), in
// 1/kEvalWeightScale evaluation points per feature unit. Generated file's declarations;
// read-only data.
#pragma once

#include <cstdint>

namespace qiju::ai::gomoku {

// Features of a position from the side to move's view (EvalFeature in gomokueval.h).
inline constexpr int kEvalFeatures = 29;

// Weights are in 1/16 points, so that small shapes keep their value after rounding.
inline constexpr int kEvalWeightScale = 16;

extern const std::int16_t kEvalWeights[kEvalFeatures];
extern const char kEvalWeightsOrigin[]; // how the weights were produced

} // namespace qiju::ai::gomoku
