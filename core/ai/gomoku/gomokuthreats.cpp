#include "gomokuthreats.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace qiju::ai::gomoku {

using core::Side;
using qiju::gomoku::kDirections;
using qiju::gomoku::kSize;
using qiju::gomoku::neighbourOf;

namespace {

Threat threatOf(qiju::gomoku::PackedPatterns packed)
{
    int fours = 0;
    int threes = 0;
    bool flex4 = false;
    for (int d = 0; d < kDirections; ++d) {
        switch (qiju::gomoku::patternOf(packed, d)) {
        case LinePattern::Five: return Threat::Five;
        case LinePattern::Flex4:
        case LinePattern::DoubleFour: flex4 = true; break;
        case LinePattern::Block4: ++fours; break;
        case LinePattern::Flex3: ++threes; break;
        default: break;
        }
    }
    if (flex4 || fours >= 2)
        return Threat::Flex4;
    if (fours == 1)
        return threes > 0 ? Threat::FourThree : Threat::Block4;
    if (threes >= 2)
        return Threat::DoubleThree;
    return threes == 1 ? Threat::Flex3 : Threat::None;
}

// f(packed) for every packing of a point's four patterns.
template<typename T> std::vector<T> packedTable(T (*f)(qiju::gomoku::PackedPatterns))
{
    std::vector<T> t(1 << 16);
    for (int packed = 0; packed < (1 << 16); ++packed)
        t[static_cast<std::size_t>(packed)] = f(static_cast<qiju::gomoku::PackedPatterns>(packed));
    return t;
}

const Threat *threatTable()
{
    static const std::vector<Threat> table = packedTable(threatOf);
    return table.data();
}

void copyLegal(const GomokuPosition &pos, const qiju::gomoku::PointSet &set, Side s, PointList &out)
{
    out.clear();
    set.forEach([&](int p) {
        if (!pos.isFoul(p, s))
            out.push(p);
    });
}

// The PointFlag bits of `attacker` on the empty point r once the other colour has a stone on
// the empty point q (not r): r's patterns change only on the line through both, and only if q
// lies within kHalfLine steps of r, where one table lookup gives the new one (as put() would).
std::uint8_t flagsAfterBlock(const GomokuPosition &pos, Side attacker, int r, int q)
{
    const int dx = q % kSize - r % kSize;
    const int dy = q / kSize - r / kSize;
    const int d = dy == 0 ? 0 : dx == 0 ? 1 : dx == dy ? 2 : dx == -dy ? 3 : -1;
    const int k = d == 1 ? dy : dx; // q is k steps from r along d
    if (d < 0 || std::abs(k) > qiju::gomoku::kHalfLine)
        return pos.flags(r, attacker);
    const int shift = 4 * d;
    const auto key = static_cast<std::uint16_t>(pos.lineKey(r, attacker, d)
        + qiju::gomoku::kBlocked * qiju::gomoku::kPow3[qiju::gomoku::lineSlot(k)]);
    const auto after = static_cast<qiju::gomoku::PackedPatterns>(
        (pos.packedPatterns(r, attacker) & ~(0xF << shift))
        | static_cast<unsigned>(pos.table(attacker)[key]) << shift);
    return qiju::gomoku::pointFlags(after);
}

// Whether a defender's stone on the empty point q stops every one of `threats` (straight-four
// points of a Black attacker under Renju), as far as the patterns tell without the stone on
// the board: 1 it does, -1 it does not (a threat keeps its straight four and cannot be a
// foul), 0 unknown (a threat keeps its straight four but may have become a foul: only the
// position with the stone can say).
int defenceVerdict(const GomokuPosition &pos, Side attacker, const PointList &threats, int q)
{
    int verdict = 1;
    for (int j = 0; j < threats.size; ++j) {
        const int r = threats[j];
        if (r == q)
            continue;
        const std::uint8_t f = flagsAfterBlock(pos, attacker, r, q);
        if (!(f & qiju::gomoku::kFlagFlex4))
            continue;
        if (!(f & qiju::gomoku::kFlagMayFoul))
            return -1;
        verdict = 0;
    }
    return verdict;
}

} // namespace

Threat classify(const GomokuPosition &pos, int p, Side s)
{
    static const Threat *table = threatTable();
    return table[pos.packedPatterns(p, s)];
}

Threat legalThreat(const GomokuPosition &pos, int p, Side s)
{
    const Threat t = classify(pos, p, s);
    if (t != Threat::None && t != Threat::Five && pos.isFoul(p, s))
        return Threat::None;
    return t;
}

void candidates(const GomokuPosition &pos, PointList &out)
{
    out.clear();
    if (pos.stoneCount() == 0) {
        out.push(kPoints / 2);
        return;
    }
    pos.nearPoints().forEach([&](int p) { out.push(p); });
}

void fivePoints(const GomokuPosition &pos, Side s, PointList &out)
{
    out.clear();
    pos.fivePoints(s).forEach([&](int p) { out.push(p); });
}

void fivePointsThrough(const GomokuPosition &pos, int p, Side s, PointList &out)
{
    out.clear();
    for (int d = 0; d < kDirections; ++d) {
        for (int k = -4; k <= 4; ++k) {
            const int q = k == 0 ? -1 : neighbourOf(p, d, k);
            if (q >= 0 && pos.isEmpty(q) && pos.makesFive(q, s) && !out.contains(q))
                out.push(q);
        }
    }
}

void fourMoves(const GomokuPosition &pos, Side s, PointList &out)
{
    copyLegal(pos, pos.fourPoints(s), s, out);
}

void flex4Points(const GomokuPosition &pos, Side s, PointList &out)
{
    copyLegal(pos, pos.flex4Points(s), s, out);
}

void threeMoves(const GomokuPosition &pos, Side s, PointList &out)
{
    out.clear();
    pos.threePoints(s).forEach([&](int p) {
        const Threat t = classify(pos, p, s);
        if ((t == Threat::Flex3 || t == Threat::DoubleThree || t == Threat::FourThree)
            && !pos.isFoul(p, s))
            out.push(p);
    });
}

void defencesAgainst(GomokuPosition &pos, Side attacker, const PointList &threats, PointList &out)
{
    out.clear();
    const Side defender = core::opposite(attacker);
    // A defender's stone on q changes the attacker's patterns on a threat point r only along
    // the line through q and r, and only if q lies within five steps of r: there r's line key
    // gains a blocked stone, and one table lookup gives r's new pattern on that line and so
    // its new flags. So a stone stops r on r itself or where r's flags then lose the straight
    // four, and a point is a defence where it stops every threat. Not for a Black attacker
    // under Renju, where a White stone can make a Black point a foul from afar (a foul threat
    // point counts as stopped): there the same lookup settles a point unless a threat keeps
    // its straight four and may have become a foul, and only then is the point tried with a
    // stone on the board.
    const bool byTable
        = !(pos.winRule() == qiju::gomoku::WinRule::Renju && attacker == Side::Black);
    std::array<std::uint8_t, kPoints> stops{}; // threats a stone on the point stops
    int binding = 0;                           // threats not stopped already
    if (byTable) {
        const std::uint8_t *flagTable = qiju::gomoku::pointFlagTable();
        const qiju::gomoku::LinePattern *table = pos.table(attacker);
        for (int i = 0; i < threats.size; ++i) {
            const int r = threats[i];
            if (!(pos.flags(r, attacker) & qiju::gomoku::kFlagFlex4))
                continue; // not a threat: stopped wherever the defender plays
            ++binding;
            ++stops[static_cast<std::size_t>(r)];
            const qiju::gomoku::PackedPatterns packed = pos.packedPatterns(r, attacker);
            for (int d = 0; d < kDirections; ++d) {
                const int shift = 4 * d;
                const auto others
                    = static_cast<qiju::gomoku::PackedPatterns>(packed & ~(0xF << shift));
                if (flagTable[others] & qiju::gomoku::kFlagFlex4)
                    continue; // the straight four stays whatever happens on this line
                const std::uint16_t key = pos.lineKey(r, attacker, d);
                for (int k = -qiju::gomoku::kHalfLine; k <= qiju::gomoku::kHalfLine; ++k) {
                    const int q = neighbourOf(r, d, k);
                    if (k == 0 || q < 0 || !pos.isEmpty(q))
                        continue;
                    const auto blocked = static_cast<std::uint16_t>(key
                        + qiju::gomoku::kBlocked * qiju::gomoku::kPow3[qiju::gomoku::lineSlot(k)]);
                    const auto after = static_cast<qiju::gomoku::PackedPatterns>(
                        others | static_cast<unsigned>(table[blocked]) << shift);
                    if (!(flagTable[after] & qiju::gomoku::kFlagFlex4))
                        ++stops[static_cast<std::size_t>(q)];
                }
            }
        }
    }
    // A defence lies on a line through a threat point, within five steps of it; anything
    // farther cannot change the threat's patterns.
    std::array<bool, kPoints> seen{};
    for (int i = 0; i < threats.size; ++i) {
        const int t = threats[i];
        for (int d = 0; d < kDirections; ++d) {
            for (int k = -5; k <= 5; ++k) {
                const int q = neighbourOf(t, d, k);
                if (q < 0 || seen[static_cast<std::size_t>(q)] || !pos.isEmpty(q))
                    continue;
                seen[static_cast<std::size_t>(q)] = true;
                if (byTable && stops[static_cast<std::size_t>(q)] != binding)
                    continue;
                if (pos.isFoul(q, defender))
                    continue;
                if (byTable) {
                    out.push(q);
                    continue;
                }
                const int verdict = defenceVerdict(pos, attacker, threats, q);
                if (verdict != 0) {
                    if (verdict > 0)
                        out.push(q);
                    continue;
                }
                pos.put(q, defender);
                bool stopped = true;
                for (int j = 0; j < threats.size && stopped; ++j) {
                    const int r = threats[j];
                    if (r != q && (pos.flags(r, attacker) & qiju::gomoku::kFlagFlex4)
                        && !pos.isFoul(r, attacker))
                        stopped = false;
                }
                pos.remove(q);
                if (stopped)
                    out.push(q);
            }
        }
    }
}

namespace {

// Value of making a pattern (attack) or of occupying the point the opponent would use.
constexpr int kPatternOrder[] = {
    0,    // None
    0,    // Overline
    1,    // Block1
    3,    // Flex1
    6,    // Block2
    20,   // Flex2
    25,   // Block3
    120,  // Flex3
    150,  // Block4
    1000, // Flex4
    1000, // DoubleFour
    10000 // Five
};

// The value of the shape a stone of one side makes on a point (its four line patterns,
// packed): combinations first, each above every lesser kind, then the smaller patterns.
int shapeValue(qiju::gomoku::PackedPatterns packed)
{
    std::array<int, static_cast<int>(LinePattern::Five) + 1> n{};
    for (int d = 0; d < kDirections; ++d) {
        const LinePattern lp = qiju::gomoku::patternOf(packed, d);
        if (lp <= LinePattern::Five) // the table also holds packings that never occur
            ++n[static_cast<std::size_t>(lp)];
    }
    auto count = [&](LinePattern lp) { return n[static_cast<std::size_t>(lp)]; };
    if (count(LinePattern::Five) > 0)
        return 100000;
    const int fours = count(LinePattern::Block4);
    const int threes = count(LinePattern::Flex3);
    const int twos = count(LinePattern::Block3) + count(LinePattern::Flex2);
    if (count(LinePattern::Flex4) + count(LinePattern::DoubleFour) > 0 || fours >= 2)
        return 20000;
    if (fours > 0 && threes > 0)
        return 10000;
    if (threes >= 2)
        return 5000;
    const int small = count(LinePattern::Block3) * 40 + count(LinePattern::Flex2) * 35
        + count(LinePattern::Block2) * 8 + count(LinePattern::Flex1) * 5
        + count(LinePattern::Block1) * 2;
    if (fours > 0 && twos > 0)
        return 1500 + small;
    if (threes > 0 && twos > 0)
        return 1200 + small;
    if (fours > 0)
        return 450 + small;
    if (threes > 0)
        return 400 + small;
    if (count(LinePattern::Flex2) >= 2)
        return 250 + small;
    if (count(LinePattern::Block3) > 0 && count(LinePattern::Flex2) > 0)
        return 150 + small;
    return small;
}

} // namespace

int orderingScore(const GomokuPosition &pos, int p)
{
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);
    int attack = 0;
    int defence = 0;
    for (int d = 0; d < kDirections; ++d) {
        attack += kPatternOrder[static_cast<int>(pos.pattern(p, me, d))];
        defence += kPatternOrder[static_cast<int>(pos.pattern(p, opp, d))];
    }
    // Combinations are worth more than their parts (a four-three beats two fours' value).
    const Threat ta = classify(pos, p, me);
    const Threat td = classify(pos, p, opp);
    if (ta >= Threat::DoubleThree)
        attack += 2000;
    if (td >= Threat::DoubleThree)
        defence += 1500;
    return attack * 2 + defence;
}

const int *shapeValues()
{
    static const std::vector<int> table = packedTable(shapeValue);
    return table.data();
}

} // namespace qiju::ai::gomoku
