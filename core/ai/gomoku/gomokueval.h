// Static evaluation of a Gomoku position from the side to move's view, in "points": a linear
// function of line-pattern features with fitted weights (gomokuevalweights.cpp). For every
// empty point near the stones and each side, the patterns a stone there would make in its
// four lines (closed/open ones, twos, threes, fours) and the double threats they combine
// into; the mover's and the opponent's features have weights of their own, so the tempo is
// part of the fit. Tactics (fives, fours, open threes) are left to the search and the threat
// solver. Pure functions; thread-safe.
#pragma once

#include <array>

#include "gomokuevalweights.h"

#include "games/gomoku/gomokuposition.h"

namespace qiju::ai::gomoku {

// Scores stay well inside +-kEvalLimit, far below the win scores of the search.
inline constexpr int kEvalLimit = 10000;

// Per-point features of one side, summed over the empty points near the stones: how many of
// a point's four lines make each pattern, and whether its lines combine into a double threat.
// Then, per side, the best kind of point it has. Mover's features first, then the opponent's.
enum EvalFeature : int {
    kFeatBlock1,
    kFeatFlex1,
    kFeatBlock2,
    kFeatFlex2,
    kFeatBlock3,
    kFeatFlex3,
    kFeatBlock4,
    kFeatFlex4,    // a straight four, a double four in one line (or a five)
    kFeatWinPoint, // two fours / a four and an open three / two open threes in one stone
    kFeatThreeTwo, // an open three and a two that can become one
    kFeatTwoTwo,   // two twos that can become open threes
    kFeatHasThree, // the side has a point making an open three (0/1)
    kFeatHasThreeTwo,
    kFeatHasWin,
    kSideFeatures, // 14 per side
};
inline constexpr int kFeatBias = 2 * kSideFeatures; // always 1: the value of having the move
static_assert(kFeatBias + 1 == kEvalFeatures);

using EvalFeatures = std::array<int, kEvalFeatures>;

// The features of `pos` (Renju: a Black foul counts nothing for Black).
EvalFeatures evalFeatures(const qiju::gomoku::GomokuPosition &pos);

// The weighted sum of evalFeatures(pos) with kEvalWeights, in points (divided by
// kEvalWeightScale, rounded towards zero), clamped inside +-kEvalLimit.
int evaluate(const qiju::gomoku::GomokuPosition &pos);

} // namespace qiju::ai::gomoku
