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

// What one stone of a side on one point would make: per-point features and its kind (0 none,
// 1 an open three, 2 a three and a two, 3 a winning double threat or a straight four).
struct PointShape
{
    std::array<std::uint8_t, kFeatHasThree> counts{};
    std::uint8_t kind = 0;
};

PointShape shapeOf(PackedPatterns packed)
{
    PointShape shape;
    int fours = 0;
    int threes = 0;
    int twos = 0;
    bool straightFour = false;
    for (int d = 0; d < kDirections; ++d) {
        const LinePattern lp = qiju::gomoku::patternOf(packed, d);
        if (lp > LinePattern::Five)
            return PointShape{}; // never occurs: no valid pattern
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
// and the point's kind.
struct PointTables
{
    std::vector<std::int32_t> value[2];
    std::vector<std::uint8_t> kind;
};

const PointTables &pointTables()
{
    static const PointTables tables = [] {
        PointTables t;
        for (auto &v : t.value)
            v.resize(1 << 16);
        t.kind.resize(1 << 16);
        for (int packed = 0; packed < (1 << 16); ++packed) {
            const PointShape shape = shapeOf(static_cast<PackedPatterns>(packed));
            for (int role = 0; role < 2; ++role) {
                int v = 0;
                for (int f = 0; f < kFeatHasThree; ++f)
                    v += shape.counts[static_cast<std::size_t>(f)]
                        * kEvalWeights[role * kSideFeatures + f];
                t.value[role][static_cast<std::size_t>(packed)] = v;
            }
            t.kind[static_cast<std::size_t>(packed)] = shape.kind;
        }
        return t;
    }();
    return tables;
}

// The weight of a side's best point kind (cumulative: a kind-3 point also has the lower ones).
int kindValue(int kind, int role)
{
    const int base = role * kSideFeatures;
    int v = 0;
    if (kind >= 1)
        v += kEvalWeights[base + kFeatHasThree];
    if (kind >= 2)
        v += kEvalWeights[base + kFeatHasThreeTwo];
    if (kind >= 3)
        v += kEvalWeights[base + kFeatHasWin];
    return v;
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
        }
    }
    for (int role = 0; role < 2; ++role) {
        const auto base = static_cast<std::size_t>(role * kSideFeatures);
        features[base + kFeatHasThree] = best[role] >= 1;
        features[base + kFeatHasThreeTwo] = best[role] >= 2;
        features[base + kFeatHasWin] = best[role] >= 3;
    }
    features[kFeatBias] = 1;
    return features;
}

int evaluate(const GomokuPosition &pos)
{
    static const PointTables &tables = pointTables();
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);
    const bool renju = pos.winRule() == qiju::gomoku::WinRule::Renju;
    int score = kEvalWeights[kFeatBias];
    int best[2] = {0, 0};
    for (int p = 0; p < kPoints; ++p) {
        if (pos.nearCount(p) == 0 || !pos.isEmpty(p))
            continue;
        const PackedPatterns a = pos.packedPatterns(p, me);
        const PackedPatterns b = pos.packedPatterns(p, opp);
        if (!renju || counts(pos, p, me)) {
            score += tables.value[0][a];
            best[0] = std::max<int>(best[0], tables.kind[a]);
        }
        if (!renju || counts(pos, p, opp)) {
            score += tables.value[1][b];
            best[1] = std::max<int>(best[1], tables.kind[b]);
        }
    }
    score += kindValue(best[0], 0) + kindValue(best[1], 1);
    return std::clamp(score / kEvalWeightScale, -kEvalLimit + 1, kEvalLimit - 1);
}

} // namespace qiju::ai::gomoku
