#include "gomokueval.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace qiju::ai::gomoku {

using core::Side;
using qiju::gomoku::GomokuPosition;
using qiju::gomoku::kDirections;
using qiju::gomoku::kPoints;
using qiju::gomoku::LinePattern;

namespace {

// What a point is worth to a side that could play there, per line pattern it would make.
constexpr int kPointValue[] = {
    0,   // None
    0,   // Overline
    1,   // Block1
    3,   // Flex1
    5,   // Block2
    14,  // Flex2
    12,  // Block3
    45,  // Flex3
    50,  // Block4
    150, // Flex4
    150, // DoubleFour
    400, // Five
};

// The value of one point for a side, from its four patterns, with bonuses for double
// threats made by one stone. Packed values with a nibble past Five never occur: 0.
int valueOf(qiju::gomoku::PackedPatterns packed)
{
    for (int d = 0; d < kDirections; ++d) {
        if (static_cast<int>(qiju::gomoku::patternOf(packed, d)) >= std::ssize(kPointValue))
            return 0;
    }
    int value = 0;
    int fours = 0;
    int threes = 0;
    int twos = 0;
    for (int d = 0; d < kDirections; ++d) {
        const LinePattern lp = qiju::gomoku::patternOf(packed, d);
        value += kPointValue[static_cast<int>(lp)];
        if (lp >= LinePattern::Block4)
            ++fours;
        else if (lp == LinePattern::Flex3)
            ++threes;
        else if (lp == LinePattern::Flex2 || lp == LinePattern::Block3)
            ++twos;
    }
    if (fours + threes >= 2)
        value += 120; // four-four, four-three or three-three: a winning stone
    else if (threes + twos >= 2 && threes > 0)
        value += 25;
    else if (twos >= 2)
        value += 8;
    return value;
}

const std::int16_t *valueTable()
{
    static const std::vector<std::int16_t> table = [] {
        std::vector<std::int16_t> t(1 << 16);
        for (int packed = 0; packed < (1 << 16); ++packed)
            t[static_cast<std::size_t>(packed)] = static_cast<std::int16_t>(
                valueOf(static_cast<qiju::gomoku::PackedPatterns>(packed)));
        return t;
    }();
    return table.data();
}

} // namespace

int evaluate(const GomokuPosition &pos)
{
    static const std::int16_t *values = valueTable();
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);
    int mine = 0;
    int theirs = 0;
    int myBest = 0;
    int theirBest = 0;
    for (int p = 0; p < kPoints; ++p) {
        if (pos.nearCount(p) == 0 || !pos.isEmpty(p))
            continue;
        // A Renju foul is worth nothing to Black.
        int a = values[pos.packedPatterns(p, me)];
        int b = values[pos.packedPatterns(p, opp)];
        if (a >= 100 && pos.isFoul(p, me))
            a = 0;
        if (b >= 100 && pos.isFoul(p, opp))
            b = 0;
        mine += a;
        theirs += b;
        myBest = std::max(myBest, a);
        theirBest = std::max(theirBest, b);
    }
    // The side to move cashes its best point first (tempo).
    const int score = mine - theirs + myBest / 2;
    return std::clamp(score, -kEvalLimit + 1, kEvalLimit - 1);
}

} // namespace qiju::ai::gomoku
