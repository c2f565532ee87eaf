// Static evaluation of a Gomoku position from the side to move's view, in "points": a linear
// function of line-pattern features with fitted weights (gomokuevalweights.cpp). For every
// empty point near the stones and each side, the patterns a stone there would make in its
// four lines (closed/open ones, twos, threes, fours), the double threats they combine into,
// every pair of its lines' patterns (a four and a two, two twos, ...) and, on top, a weight
// per class of the point's shape (the multiset of its four patterns), all summed through one
// table lookup per point and side; the mover's and the opponent's features have weights
// of their own, so the tempo is part of the fit. Two sets of weights, for the opening and for
// later, are blended by the number of stones. A small network on the same features (a hidden
// layer of rectified units; gomokuevalresidual.h) adds what their weighted sum cannot hold,
// such as one side's shapes counting for more or less by the other's. Tactics (fives, fours,
// open threes) are left to the search and the threat solver. Pure functions; thread-safe.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "gomokuevalresidual.h"
#include "gomokuevalweights.h"

#include "games/gomoku/gomokuposition.h"

namespace qiju::ai::gomoku {

// Scores stay well inside +-kEvalLimit, far below the win scores of the search.
inline constexpr int kEvalLimit = 10000;

// Per-point features of one side, summed over the empty points near the stones: how many of
// a point's four lines make each pattern, whether its lines combine into a double threat, and
// how many pairs of its lines make each combination of two patterns (an open two and a closed
// three, a four and a two, ...). Then, per side, the best kind of point it has and whether it
// has two or more points that make an open three (or more), or a four. Mover's features
// first, then the opponent's.
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
    // Pairs of lines through one point, the stronger pattern first (kFeatPairFirst +
    // pairFeature(a, b)); pairs that make a winning double threat are kFeatWinPoint's.
    kFeatPairFirst,
    kFeatPairLast = kFeatPairFirst + 17,
    kFeatHasThree, // the side has a point making an open three (0/1)
    kFeatHasThreeTwo,
    kFeatHasWin,
    kFeatTwoThreePoints, // two or more points making an open three, a four or better (0/1)
    kFeatTwoFourPoints,  // two or more points making a four (0/1)
    kSideFeatures,       // 34 per side
};
// The patterns of the pairs, weakest first: Flex1, Block2, Flex2, Block3, Flex3, Block4.
inline constexpr int kPairPatterns = 6;
// The pair feature of two lines' patterns as pair ranks (0 Flex1 ... 5 Block4, hi >= lo), or
// -1 for a pair that is a winning double threat (two open threes, a four and an open three,
// two fours).
constexpr int pairFeature(int hi, int lo)
{
    if (hi >= 4 && lo >= 4)
        return -1;
    const int index = hi * (hi + 1) / 2 + lo; // 0..20; (4,4) is 14, (5,4) 19, (5,5) 20
    return index < 14 ? index : index - 1;
}
static_assert(pairFeature(5, 3) == kFeatPairLast - kFeatPairFirst);
inline constexpr int kFeatBias = 2 * kSideFeatures; // always 1: the value of having the move
static_assert(kFeatBias + 1 == kEvalFeatures);

using EvalFeatures = std::array<int, kEvalFeatures>;

// The features of `pos` (Renju: a Black foul counts nothing for Black).
EvalFeatures evalFeatures(const qiju::gomoku::GomokuPosition &pos);

// The class of a point's shape, the multiset of its four line patterns, as a number in
// [0, kPointClasses): with the patterns' values sorted a >= b >= c >= d (each 0..11), the
// combinatorial number C(a + 3, 4) + C(b + 2, 3) + C(c + 1, 2) + d. Four None lines are class
// 0, four Fives the last.
constexpr int pointClass(qiju::gomoku::PackedPatterns packed)
{
    int v[qiju::gomoku::kDirections] = {};
    for (int d = 0; d < qiju::gomoku::kDirections; ++d)
        v[d] = static_cast<int>(qiju::gomoku::patternOf(packed, d));
    for (int i = 1; i < qiju::gomoku::kDirections; ++i) { // insertion sort, largest first
        for (int j = i; j > 0 && v[j] > v[j - 1]; --j) {
            const int t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
    }
    const int a = v[0] + 3;
    const int b = v[1] + 2;
    const int c = v[2] + 1;
    return a * (a - 1) * (a - 2) * (a - 3) / 24 + b * (b - 1) * (b - 2) / 6 + c * (c - 1) / 2
        + v[3];
}

// True when each of the four patterns of `packed` is a real one (at most Five): the tables
// indexed by every packing also hold the others, which no position has.
constexpr bool isRealPacking(qiju::gomoku::PackedPatterns packed)
{
    for (int d = 0; d < qiju::gomoku::kDirections; ++d) {
        if (qiju::gomoku::patternOf(packed, d) > qiju::gomoku::LinePattern::Five)
            return false;
    }
    return true;
}

static_assert(pointClass(0) == 0);
static_assert(pointClass(0xBBBB) == kPointClasses - 1); // four Fives
static_assert(pointClass(0x0B00) == pointClass(0x000B));

// How many empty points near the stones of each class a side has, for the trainer: entries
// role * kPointClasses + class (role 0 the mover, 1 the opponent), each with its count, in
// increasing order (Renju: a Black foul counts nothing for Black).
struct ClassCount
{
    std::uint16_t index = 0;
    std::uint16_t count = 0;
};
std::vector<ClassCount> evalClasses(const qiju::gomoku::GomokuPosition &pos);

// How far a position with `stones` stones is from the opening's weights to the later ones, in
// kEvalPhaseStones-ths: min(stones, kEvalPhaseStones).
constexpr int evalPhase(int stones)
{
    return stones < kEvalPhaseStones ? stones : kEvalPhaseStones;
}

// The weighted sums of evalFeatures(pos) with kEvalWeights[0] (s0) and [1] (s1), plus those of
// evalClasses(pos) with kEvalClassWeights[0] and [1], blended as
// (s0 * (kEvalPhaseStones - k) + s1 * k) / kEvalPhaseStones with k = evalPhase(stones), in
// points (divided by kEvalWeightScale, each division rounded towards zero), clamped inside
// +-kEvalLimit.
// That is the linear evaluation (linearEvaluate()); evaluate() adds the residual network's
// points to it (residualPoints(); gomokuevalresidual.h) and clamps the sum the same way.
// Without trackEvaluation() a scan of the board; with it, O(1) in the board's size.
int evaluate(const qiju::gomoku::GomokuPosition &pos);
int linearEvaluate(const qiju::gomoku::GomokuPosition &pos); // without the network's points

// The residual network's inputs: the features but the constant one, the later phase's share
// of the blend for a position of `stones` stones, and the linear evaluation / 1000.
using ResidualInputs = std::array<float, kResidualInputs>;
static_assert(kResidualInputs == kFeatBias + 2);
ResidualInputs residualInputs(const EvalFeatures &features, int stones, int linear);
// The network's output, in evaluation points, with the compiled weights.
double residualPoints(const ResidualInputs &x);

// Lets `pos` (and its copies) keep the sums evaluate() needs up to date in play()/undo(), so
// that evaluate() reads them instead of scanning the board: the same value for a little work
// on every move. Freestyle and exact five; in Renju, where a Black point counts only if it is
// no foul, the position is left alone and evaluate() keeps the scan.
void trackEvaluation(qiju::gomoku::GomokuPosition &pos);

} // namespace qiju::ai::gomoku
