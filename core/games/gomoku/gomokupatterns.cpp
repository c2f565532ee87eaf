#include "gomokupatterns.h"

#include <vector>

namespace qiju::gomoku {

namespace {

// Cells of a window of 11 points, centre (index 5) own, from a line key.
std::array<int, 2 * kHalfLine + 1> decode(int key)
{
    std::array<int, 2 * kHalfLine + 1> cells{};
    for (int slot = 0; slot < kLineSlots; ++slot) {
        const int cell = slot < kHalfLine ? slot : slot + 1;
        cells[cell] = key % 3;
        key /= 3;
    }
    cells[kHalfLine] = kOwn;
    return cells;
}

// Length of the run of own stones through the centre.
int runThroughCentre(const std::array<int, 2 * kHalfLine + 1> &cells)
{
    int run = 1;
    for (int i = kHalfLine - 1; i >= 0 && cells[i] == kOwn; --i)
        ++run;
    for (int i = kHalfLine + 1; i <= 2 * kHalfLine && cells[i] == kOwn; ++i)
        ++run;
    return run;
}

LinePattern promote(LinePattern child)
{
    switch (child) {
    case LinePattern::Flex4:
    case LinePattern::DoubleFour: return LinePattern::Flex3;
    case LinePattern::Block4: return LinePattern::Block3;
    case LinePattern::Flex3: return LinePattern::Flex2;
    case LinePattern::Block3: return LinePattern::Block2;
    case LinePattern::Flex2: return LinePattern::Flex1;
    case LinePattern::Block2: return LinePattern::Block1;
    default: return LinePattern::None;
    }
}

// Built from the fullest windows down: adding an own stone to an empty slot increases the key,
// so every child is classified before its parent. A pattern only counts fives through the
// centre, so an older four elsewhere on the line does not make this point a four.
std::vector<LinePattern> buildTable(LineRule rule)
{
    std::vector<LinePattern> table(kLineKeys, LinePattern::None);
    for (int key = kLineKeys - 1; key >= 0; --key) {
        const auto cells = decode(key);
        const int run = runThroughCentre(cells);
        if (run >= 5) {
            table[key] = (run == 5 || rule == LineRule::FiveOrMore) ? LinePattern::Five
                                                                    : LinePattern::Overline;
            continue;
        }
        int wins = 0;
        int firstWin = 0;
        int lastWin = 0;
        LinePattern best = LinePattern::None;
        for (int k = -4; k <= 4; ++k) {
            if (k == 0)
                continue;
            const int slot = lineSlot(k);
            if (cells[kHalfLine + k] != kEmpty)
                continue;
            const LinePattern child = table[key + kPow3[slot]];
            if (child == LinePattern::Five) {
                if (wins == 0)
                    firstWin = k;
                lastWin = k;
                ++wins;
            } else {
                const LinePattern p = promote(child);
                if (p > best)
                    best = p;
            }
        }
        if (wins >= 2)
            table[key] = (wins == 2 && lastWin - firstWin == 5) ? LinePattern::Flex4
                                                                : LinePattern::DoubleFour;
        else if (wins == 1)
            table[key] = LinePattern::Block4;
        else
            table[key] = best;
    }
    return table;
}

} // namespace

const LinePattern *lineTable(LineRule rule)
{
    static const std::vector<LinePattern> fiveOrMore = buildTable(LineRule::FiveOrMore);
    static const std::vector<LinePattern> exactFive = buildTable(LineRule::ExactFive);
    return (rule == LineRule::FiveOrMore ? fiveOrMore : exactFive).data();
}

const std::uint8_t *pointFlagTable()
{
    static const std::vector<std::uint8_t> table = [] {
        std::vector<std::uint8_t> t(1 << 16, 0);
        for (int packed = 0; packed < (1 << 16); ++packed) {
            int fours = 0;
            int threes = 0;
            bool five = false;
            bool flex4 = false;
            bool overline = false;
            for (int d = 0; d < kDirections; ++d) {
                switch (patternOf(static_cast<PackedPatterns>(packed), d)) {
                case LinePattern::Five: five = true; break;
                case LinePattern::Overline: overline = true; break;
                case LinePattern::DoubleFour:
                    flex4 = true;
                    fours += 2;
                    break;
                case LinePattern::Flex4:
                    flex4 = true;
                    ++fours;
                    break;
                case LinePattern::Block4: ++fours; break;
                case LinePattern::Flex3: ++threes; break;
                default: break;
                }
            }
            std::uint8_t f = 0;
            if (five)
                f |= kFlagFive | kFlagFour;
            if (flex4 || fours >= 2)
                f |= kFlagFlex4;
            if (fours > 0)
                f |= kFlagFour;
            if (threes > 0)
                f |= kFlagThree;
            if (!five && (overline || fours >= 2 || threes >= 2))
                f |= kFlagMayFoul;
            t[static_cast<std::size_t>(packed)] = f;
        }
        return t;
    }();
    return table.data();
}

const std::array<std::array<std::uint16_t, kDirections>, kPoints> &emptyBoardKeys()
{
    static const auto keys = [] {
        std::array<std::array<std::uint16_t, kDirections>, kPoints> t{};
        for (int p = 0; p < kPoints; ++p) {
            for (int d = 0; d < kDirections; ++d) {
                std::uint16_t key = 0;
                for (int k = -kHalfLine; k <= kHalfLine; ++k) {
                    if (k != 0 && neighbourOf(p, d, k) < 0)
                        key = static_cast<std::uint16_t>(key + kBlocked * kPow3[lineSlot(k)]);
                }
                t[static_cast<std::size_t>(p)][static_cast<std::size_t>(d)] = key;
            }
        }
        return t;
    }();
    return keys;
}

} // namespace qiju::gomoku
