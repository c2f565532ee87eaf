#include "gomokueval.h"

#include <algorithm>
#include <vector>

namespace qiju::ai::gomoku {

using core::Side;
using qiju::gomoku::GomokuPosition;
using qiju::gomoku::kDirections;
using qiju::gomoku::kPoints;
using qiju::gomoku::LinePattern;
using qiju::gomoku::PackedPatterns;

namespace {

// What one stone of a side on one point would make: per-point features, its kind (0 none,
// 1 an open three, 2 a three and a two, 3 a winning double threat or a straight four) and
// whether it makes a threat (an open three or a four) and a four.
struct PointShape
{
    std::array<std::uint8_t, kFeatHasThree> counts{};
    std::uint8_t kind = 0;
    bool threat = false;
    bool four = false;
};

// A line pattern's rank among the pairs' patterns (gomokueval.h), or -1.
int pairRank(LinePattern lp)
{
    switch (lp) {
    case LinePattern::Flex1: return 0;
    case LinePattern::Block2: return 1;
    case LinePattern::Flex2: return 2;
    case LinePattern::Block3: return 3;
    case LinePattern::Flex3: return 4;
    case LinePattern::Block4: return 5;
    default: return -1;
    }
}

PointShape shapeOf(PackedPatterns packed)
{
    PointShape shape;
    int fours = 0;
    int threes = 0;
    int twos = 0;
    bool straightFour = false;
    int ranks[kDirections];
    for (int d = 0; d < kDirections; ++d) {
        const LinePattern lp = qiju::gomoku::patternOf(packed, d);
        if (lp > LinePattern::Five)
            return PointShape{}; // never occurs: no valid pattern
        ranks[d] = pairRank(lp);
        int feature = -1;
        switch (lp) {
        case LinePattern::None:
        case LinePattern::Overline: break;
        case LinePattern::Block1: feature = kFeatBlock1; break;
        case LinePattern::Flex1: feature = kFeatFlex1; break;
        case LinePattern::Block2: feature = kFeatBlock2; break;
        case LinePattern::Flex2:
            feature = kFeatFlex2;
            ++twos;
            break;
        case LinePattern::Block3:
            feature = kFeatBlock3;
            ++twos;
            break;
        case LinePattern::Flex3:
            feature = kFeatFlex3;
            ++threes;
            break;
        case LinePattern::Block4:
            feature = kFeatBlock4;
            ++fours;
            break;
        case LinePattern::Flex4:
        case LinePattern::DoubleFour:
        case LinePattern::Five:
            feature = kFeatFlex4;
            ++fours;
            straightFour = true;
            break;
        }
        if (feature >= 0)
            ++shape.counts[static_cast<std::size_t>(feature)];
    }
    for (int d = 0; d < kDirections; ++d) {
        for (int e = d + 1; e < kDirections; ++e) {
            if (ranks[d] < 0 || ranks[e] < 0)
                continue;
            const int pair
                = pairFeature(std::max(ranks[d], ranks[e]), std::min(ranks[d], ranks[e]));
            if (pair >= 0)
                ++shape.counts[static_cast<std::size_t>(kFeatPairFirst + pair)];
        }
    }
    shape.threat = fours + threes > 0;
    shape.four = fours > 0;
    if (fours + threes >= 2) {
        shape.counts[kFeatWinPoint] = 1;
        shape.kind = 3;
    } else if (threes > 0 && threes + twos >= 2) {
        shape.counts[kFeatThreeTwo] = 1;
        shape.kind = 2;
    } else if (twos >= 2) {
        shape.counts[kFeatTwoTwo] = 1;
    }
    if (straightFour)
        shape.kind = 3;
    else if (shape.kind == 0 && threes > 0)
        shape.kind = 1;
    return shape;
}

// Per packed patterns: the weighted point features for the mover [0] and the opponent [1],
// with the two phases' weights side by side, and the point's kind (bits 0-1), threat
// (kThreatBit) and four (kFourBit), for the scan of the board. The same as the lanes the
// position sums when it keeps them (GomokuPosition::setPointValues()): the mover's values
// (lanes 0-1), the opponent's (2-3), then counts: a point of kind 1 or more (4), 2 or more
// (5), 3 (6), (lane 7) a threat in the low 16 bits and a four in the high ones, and from lane
// kLaneCounts the point's feature counts, two to a lane (feature f in lane kLaneCounts + f / 2,
// the odd ones in the high 16 bits). Two layouts, because the scan reads fewer bytes from the
// narrow one (it takes only the counts from the lanes).
constexpr int kKindMask = 3;
constexpr int kThreatBit = 4;
constexpr int kFourBit = 8;
constexpr int kLaneKind = 4;
constexpr int kLaneThreats = 7;
constexpr int kLaneCounts = 8;
constexpr int kLaneCountsEnd = kLaneCounts + (kFeatHasThree + 1) / 2;
constexpr std::int32_t kFourUnit = 1 << 16;
static_assert(kLaneCountsEnd <= qiju::gomoku::kValueLanes);

struct PointTables
{
    std::vector<std::array<std::int32_t, kEvalPhases>> value[2];
    std::vector<std::uint8_t> kind;
    std::vector<qiju::gomoku::PointValues> lanes;
};

const PointTables &pointTables()
{
    static const PointTables tables = [] {
        PointTables t;
        for (auto &v : t.value)
            v.resize(1 << 16);
        t.kind.resize(1 << 16);
        t.lanes.resize(1 << 16);
        for (int packed = 0; packed < (1 << 16); ++packed) {
            const auto i = static_cast<std::size_t>(packed);
            const auto pp = static_cast<PackedPatterns>(packed);
            const PointShape shape = shapeOf(pp);
            const bool valid = isRealPacking(pp);
            for (int role = 0; role < 2; ++role) {
                for (int phase = 0; phase < kEvalPhases; ++phase) {
                    int v = valid ? kEvalClassWeights[phase][role][pointClass(pp)] : 0;
                    for (int f = 0; f < kFeatHasThree; ++f)
                        v += shape.counts[static_cast<std::size_t>(f)]
                            * kEvalWeights[phase][role * kSideFeatures + f];
                    t.value[role][i][static_cast<std::size_t>(phase)] = v;
                    t.lanes[i][static_cast<std::size_t>(role * kEvalPhases + phase)] = v;
                }
            }
            t.kind[i] = static_cast<std::uint8_t>(
                shape.kind | (shape.threat ? kThreatBit : 0) | (shape.four ? kFourBit : 0));
            for (int kind = 1; kind <= 3; ++kind)
                t.lanes[i][static_cast<std::size_t>(kLaneKind + kind - 1)] = shape.kind >= kind;
            t.lanes[i][kLaneThreats] = (shape.threat ? 1 : 0) + (shape.four ? kFourUnit : 0);
            for (int f = 0; f < kFeatHasThree; ++f)
                t.lanes[i][static_cast<std::size_t>(kLaneCounts + f / 2)]
                    += std::int32_t{shape.counts[static_cast<std::size_t>(f)]} << (16 * (f % 2));
        }
        return t;
    }();
    return tables;
}

// The weight of a side's best point kind (cumulative: a kind-3 point also has the lower ones)
// and of its counts of threat and four points.
int kindValue(int kind, int threats, int fours, int role, const std::int16_t *weights)
{
    const int base = role * kSideFeatures;
    int v = 0;
    if (threats >= 2)
        v += weights[base + kFeatTwoThreePoints];
    if (fours >= 2)
        v += weights[base + kFeatTwoFourPoints];
    if (kind >= 1)
        v += weights[base + kFeatHasThree];
    if (kind >= 2)
        v += weights[base + kFeatHasThreeTwo];
    if (kind >= 3)
        v += weights[base + kFeatHasWin];
    return v;
}

// Each side's flags (its best kind of point, two or more threat / four points) and the
// constant feature, from the sides' best kinds and counts of threat and four points.
void setSideFlags(
    const int best[2], const int threats[2], const int fours[2], EvalFeatures &features)
{
    for (int role = 0; role < 2; ++role) {
        const auto base = static_cast<std::size_t>(role * kSideFeatures);
        features[base + kFeatHasThree] = best[role] >= 1;
        features[base + kFeatHasThreeTwo] = best[role] >= 2;
        features[base + kFeatHasWin] = best[role] >= 3;
        features[base + kFeatTwoThreePoints] = threats[role] >= 2;
        features[base + kFeatTwoFourPoints] = fours[role] >= 2;
    }
    features[kFeatBias] = 1;
}

bool counts(const GomokuPosition &pos, int p, Side s)
{
    return !pos.mayBeFoul(p, s) || pos.foul(p, s) == core::MoveError::None;
}

} // namespace

EvalFeatures evalFeatures(const GomokuPosition &pos)
{
    EvalFeatures features{};
    const Side sides[2] = {pos.sideToMove(), core::opposite(pos.sideToMove())};
    int best[2] = {0, 0};
    int threats[2] = {0, 0};
    int fours[2] = {0, 0};
    for (int p = 0; p < kPoints; ++p) {
        if (pos.nearCount(p) == 0 || !pos.isEmpty(p))
            continue;
        for (int role = 0; role < 2; ++role) {
            if (!counts(pos, p, sides[role]))
                continue;
            const PointShape shape = shapeOf(pos.packedPatterns(p, sides[role]));
            for (int f = 0; f < kFeatHasThree; ++f)
                features[static_cast<std::size_t>(role * kSideFeatures + f)]
                    += shape.counts[static_cast<std::size_t>(f)];
            best[role] = std::max<int>(best[role], shape.kind);
            threats[role] += shape.threat;
            fours[role] += shape.four;
        }
    }
    setSideFlags(best, threats, fours, features);
    return features;
}

std::vector<ClassCount> evalClasses(const GomokuPosition &pos)
{
    std::array<std::uint16_t, 2 * kPointClasses> tally{};
    const Side sides[2] = {pos.sideToMove(), core::opposite(pos.sideToMove())};
    for (int p = 0; p < kPoints; ++p) {
        if (pos.nearCount(p) == 0 || !pos.isEmpty(p))
            continue;
        for (int role = 0; role < 2; ++role) {
            if (counts(pos, p, sides[role]))
                ++tally[static_cast<std::size_t>(
                    role * kPointClasses + pointClass(pos.packedPatterns(p, sides[role])))];
        }
    }
    std::vector<ClassCount> out;
    for (std::size_t i = 0; i < tally.size(); ++i) {
        if (tally[i] > 0)
            out.push_back({static_cast<std::uint16_t>(i), tally[i]});
    }
    return out;
}

void trackEvaluation(GomokuPosition &pos)
{
    if (pos.winRule() != qiju::gomoku::WinRule::Renju)
        pos.setPointValues(pointTables().lanes.data());
}

namespace {

// The feature counts of the lanes' sums `s` into `features` as the side `role`'s.
void unpackCounts(const qiju::gomoku::PointValues &s, int role, EvalFeatures &features)
{
    for (int f = 0; f < kFeatHasThree; ++f) {
        const std::int32_t lane = s[static_cast<std::size_t>(kLaneCounts + f / 2)];
        features[static_cast<std::size_t>(role * kSideFeatures + f)]
            = (lane >> (16 * (f % 2))) & 0xFFFF;
    }
}

// The linear evaluation and, in `features`, the position's features (evalFeatures()).
int linearPart(const GomokuPosition &pos, EvalFeatures &features)
{
    static const PointTables &tables = pointTables();
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);
    int score[kEvalPhases] = {kEvalWeights[0][kFeatBias], kEvalWeights[1][kFeatBias]};
    int best[2] = {0, 0};
    int threats[2] = {0, 0};
    int fours[2] = {0, 0};
    if (pos.pointValues() == tables.lanes.data()) {
        const qiju::gomoku::PointValues *sums[2] = {&pos.valueSum(me), &pos.valueSum(opp)};
        for (int role = 0; role < 2; ++role) {
            const auto &s = *sums[role];
            for (int phase = 0; phase < kEvalPhases; ++phase)
                score[phase] += s[static_cast<std::size_t>(role * kEvalPhases + phase)];
            best[role] = s[kLaneKind + 2] ? 3 : s[kLaneKind + 1] ? 2 : s[kLaneKind] ? 1 : 0;
            threats[role] = s[kLaneThreats] & (kFourUnit - 1);
            fours[role] = s[kLaneThreats] / kFourUnit;
            unpackCounts(s, role, features);
        }
    } else {
        // The same by a scan; in Renju a Black point counts only if it is no foul.
        const bool renju = pos.winRule() == qiju::gomoku::WinRule::Renju;
        qiju::gomoku::PointValues countSums[2] = {};
        auto add = [&](int role, PackedPatterns packed) {
            const auto &v = tables.value[role][packed];
            score[0] += v[0];
            score[1] += v[1];
            const int kind = tables.kind[packed];
            best[role] = std::max(best[role], kind & kKindMask);
            threats[role] += (kind & kThreatBit) != 0;
            fours[role] += (kind & kFourBit) != 0;
            const auto &lanes = tables.lanes[packed];
            for (int i = kLaneCounts; i < kLaneCountsEnd; ++i)
                countSums[role][static_cast<std::size_t>(i)] += lanes[static_cast<std::size_t>(i)];
        };
        pos.nearPoints().forEach([&](int p) {
            if (!renju || counts(pos, p, me))
                add(0, pos.packedPatterns(p, me));
            if (!renju || counts(pos, p, opp))
                add(1, pos.packedPatterns(p, opp));
        });
        for (int role = 0; role < 2; ++role)
            unpackCounts(countSums[role], role, features);
    }
    setSideFlags(best, threats, fours, features);
    for (int phase = 0; phase < kEvalPhases; ++phase)
        score[phase] += kindValue(best[0], threats[0], fours[0], 0, kEvalWeights[phase])
            + kindValue(best[1], threats[1], fours[1], 1, kEvalWeights[phase]);
    const int k = evalPhase(pos.stoneCount());
    const int blended = (score[0] * (kEvalPhaseStones - k) + score[1] * k) / kEvalPhaseStones;
    return std::clamp(blended / kEvalWeightScale, -kEvalLimit + 1, kEvalLimit - 1);
}

} // namespace

ResidualInputs residualInputs(const EvalFeatures &features, int stones, int linear)
{
    ResidualInputs x{};
    for (int i = 0; i < kFeatBias; ++i)
        x[static_cast<std::size_t>(i)] = static_cast<float>(features[static_cast<std::size_t>(i)]);
    x[kFeatBias] = static_cast<float>(evalPhase(stones)) / kEvalPhaseStones;
    x[kFeatBias + 1] = static_cast<float>(linear) / 1000.0F;
    return x;
}

double residualPoints(const ResidualInputs &x)
{
    // Input by input, so that the hidden units' sums are plain vector arithmetic (and the many
    // inputs that are 0 cost nothing).
    std::array<float, kResidualHidden> hidden;
    for (int h = 0; h < kResidualHidden; ++h)
        hidden[static_cast<std::size_t>(h)] = kResidualHiddenBias[h];
    for (int i = 0; i < kResidualInputs; ++i) {
        const float v = x[static_cast<std::size_t>(i)];
        if (v == 0)
            continue;
        const float *w = kResidualHiddenWeights[i];
        for (int h = 0; h < kResidualHidden; ++h)
            hidden[static_cast<std::size_t>(h)] += v * w[h];
    }
    float out = kResidualOutputBias;
    for (int h = 0; h < kResidualHidden; ++h)
        out += std::max(hidden[static_cast<std::size_t>(h)], 0.0F) * kResidualOutputWeights[h];
    return out;
}

int linearEvaluate(const GomokuPosition &pos)
{
    EvalFeatures features{};
    return linearPart(pos, features);
}

int evaluate(const GomokuPosition &pos)
{
    EvalFeatures features{};
    const int linear = linearPart(pos, features);
    const double residual = residualPoints(residualInputs(features, pos.stoneCount(), linear));
    return std::clamp(linear + static_cast<int>(residual), -kEvalLimit + 1, kEvalLimit - 1);
}

} // namespace qiju::ai::gomoku
