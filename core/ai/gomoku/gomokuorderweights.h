// The Gomoku move order's weights, fitted by `qiju-engine train-order gomoku` (a softmax over
// the points the alpha-beta orders, fitted to a stronger engine's moves; see
// gomokuordertrainer.h), in thousandths of a logit. Generated file's declarations; read-only
// data.
#pragma once

#include <cstdint>

#include "gomokuevalweights.h"

namespace qiju::ai::gomoku {

// For the mover [0] and the opponent [1]: the weight of a point whose shape for that side is
// of each class (pointClass() in gomokueval.h); 0 for the classes the fit never saw.
extern const std::int16_t kOrderClassWeights[2][kPointClasses];
extern const char kOrderWeightsOrigin[]; // how the weights were produced

} // namespace qiju::ai::gomoku
