// Gomoku position's incremental state: line keys, patterns, near points, value sums and hash
// agreeing, after random puts and removes, with a position built from scratch and with the
// same figures computed from the stones alone; the undo journal against recomputation; the
// refreshes skipped five points away under five or more; the hash a move would give.
#include <QTest>

#include <cstdlib>
#include <random>

#include "games/gomoku/gomokujournal.h"
#include "games/gomoku/gomokuposition.h"

using namespace qiju;
using namespace qiju::gomoku;
using core::Point;
using core::Side;

class TestGomokuPosition : public QObject
{
    Q_OBJECT

private slots:
    void incrementalKeysMatchScratch();
    void journalUndoMatchesRecomputation();
    void journalSurvivesOutOfOrderRemoves();
    void farNeighboursUnderFiveOrMore();
    void hashAfterPlayIsTheHashAfterPlay();
};

namespace {

// The line key of p along d for s, from the stones alone: each neighbour within five points
// empty (0), s's (1), or the other colour's or off the board (2), in base 3 by slot.
int keyFromStones(const GomokuPosition &pos, int p, Side s, int d)
{
    const Point at = pointOf(p);
    int key = 0;
    int weight = 1;
    for (int k = -kHalfLine; k <= kHalfLine; ++k) {
        if (k == 0)
            continue;
        const int x = at.x + k * kDirX[d];
        const int y = at.y + k * kDirY[d];
        int state = kBlocked;
        if (x >= 0 && y >= 0 && x < kSize && y < kSize) {
            const core::Cell c = pos.cell(y * kSize + x);
            state = c == core::Cell::Empty ? kEmpty : c == core::cellOf(s) ? kOwn : kBlocked;
        }
        key += state * weight;
        weight *= 3;
    }
    return key;
}

// A made-up value table: lane i of entry `packed` is a mix of the patterns' bits.
const std::vector<PointValues> &testValues()
{
    static const std::vector<PointValues> table = [] {
        std::vector<PointValues> t(1 << 16);
        for (int packed = 0; packed < (1 << 16); ++packed) {
            for (int i = 0; i < kValueLanes; ++i)
                t[static_cast<std::size_t>(packed)][static_cast<std::size_t>(i)]
                    = (packed * (2 * i + 7)) % 1001 - 500;
        }
        return t;
    }();
    return table;
}

// Everything a search reads from a position: stones, side, hash, near counts and points, line
// keys, the patterns and flags of the empty points, the threat sets and the value sums.
bool sameState(const GomokuPosition &a, const GomokuPosition &b)
{
    if (!(a == b) || a.hash() != b.hash() || a.stoneCount() != b.stoneCount()
        || !(a.nearPoints() == b.nearPoints()))
        return false;
    for (Side s : {Side::Black, Side::White}) {
        if (a.valueSum(s) != b.valueSum(s) || !(a.fivePoints(s) == b.fivePoints(s))
            || !(a.flex4Points(s) == b.flex4Points(s)) || !(a.fourPoints(s) == b.fourPoints(s))
            || !(a.threePoints(s) == b.threePoints(s)))
            return false;
        for (int p = 0; p < kPoints; ++p) {
            if (a.nearCount(p) != b.nearCount(p) || a.flags(p, s) != b.flags(p, s))
                return false;
            if (a.isEmpty(p) && a.packedPatterns(p, s) != b.packedPatterns(p, s))
                return false;
            for (int d = 0; d < kDirections; ++d) {
                if (a.lineKey(p, s, d) != b.lineKey(p, s, d))
                    return false;
            }
        }
    }
    return true;
}

// Two positions that take the same stones, one with a journal attached, both with the test
// values: the journal's undo against recomputation.
struct JournalTwins
{
    explicit JournalTwins(WinRule rule)
        : pos(rule)
        , plain(rule)
    {
        pos.setPointValues(testValues().data());
        plain.setPointValues(testValues().data());
        pos.setJournal(&journal);
    }
    ~JournalTwins() { pos.setJournal(nullptr); }
    JournalTwins(const JournalTwins &) = delete;
    JournalTwins &operator=(const JournalTwins &) = delete;
    void put(int p, Side s)
    {
        pos.put(p, s);
        plain.put(p, s);
    }
    void remove(int p)
    {
        pos.remove(p);
        plain.remove(p);
    }
    bool same() const { return sameState(pos, plain); }

    MoveJournal journal;
    GomokuPosition pos;
    GomokuPosition plain;
};

} // namespace

// After a random sequence of puts and removes, every line key, pattern, threat set, near
// point, value sum and the hash equal those of the same stones set up from scratch; the keys,
// patterns, near points and sums also equal those computed from the stones alone.
void TestGomokuPosition::incrementalKeysMatchScratch()
{
    std::mt19937 rng(20240611);
    for (WinRule rule : {WinRule::Freestyle, WinRule::ExactFive, WinRule::Renju}) {
        GomokuPosition pos(rule);
        pos.setPointValues(testValues().data());
        std::vector<int> stones;
        for (int step = 0; step < 400; ++step) {
            if (!stones.empty() && rng() % 3 == 0) {
                const std::size_t i = rng() % stones.size();
                pos.remove(stones[i]);
                stones.erase(stones.begin() + static_cast<long>(i));
            } else {
                int p = static_cast<int>(rng() % kPoints);
                while (!pos.isEmpty(p))
                    p = (p + 1) % kPoints;
                pos.put(p, rng() % 2 ? Side::Black : Side::White);
                stones.push_back(p);
            }
        }
        auto scratch = GomokuPosition::fromText(pos.toText(), rule);
        QVERIFY(scratch);
        scratch->setPointValues(testValues().data());
        QCOMPARE(scratch->hash(), pos.hash());
        QVERIFY(scratch->nearPoints() == pos.nearPoints());
        for (Side s : {Side::Black, Side::White}) {
            QCOMPARE(scratch->valueSum(s), pos.valueSum(s));
            const LineRule lineRule
                = rule == WinRule::Freestyle || (rule == WinRule::Renju && s == Side::White)
                ? LineRule::FiveOrMore
                : LineRule::ExactFive;
            PointValues sum{};
            for (int p = 0; p < kPoints; ++p) {
                bool near = false;
                for (int q = 0; q < kPoints; ++q) {
                    const int dx = std::abs(q % kSize - p % kSize);
                    const int dy = std::abs(q / kSize - p / kSize);
                    near = near || (q != p && dx <= 2 && dy <= 2 && !pos.isEmpty(q));
                }
                QCOMPARE(pos.nearPoints().contains(p), near && pos.isEmpty(p));
                for (int d = 0; d < kDirections; ++d) {
                    const int key = keyFromStones(pos, p, s, d);
                    QCOMPARE(int{pos.lineKey(p, s, d)}, key);
                    if (pos.isEmpty(p))
                        QCOMPARE(pos.pattern(p, s, d),
                            linePattern(lineRule, static_cast<std::uint16_t>(key)));
                }
                if (pos.isEmpty(p))
                    QCOMPARE(pos.flags(p, s), pointFlags(pos.packedPatterns(p, s)));
                if (near && pos.isEmpty(p)) {
                    const PointValues &v = testValues()[pos.packedPatterns(p, s)];
                    for (int i = 0; i < kValueLanes; ++i)
                        sum[static_cast<std::size_t>(i)] += v[static_cast<std::size_t>(i)];
                }
            }
            QCOMPARE(pos.valueSum(s), sum);
        }
        for (int p = 0; p < kPoints; ++p) {
            QCOMPARE(scratch->nearCount(p), pos.nearCount(p));
            for (Side s : {Side::Black, Side::White}) {
                for (int d = 0; d < kDirections; ++d)
                    QCOMPARE(scratch->lineKey(p, s, d), pos.lineKey(p, s, d));
                QCOMPARE(scratch->flags(p, s), pos.flags(p, s));
                if (pos.isEmpty(p))
                    QCOMPARE(scratch->packedPatterns(p, s), pos.packedPatterns(p, s));
            }
        }
        for (Side s : {Side::Black, Side::White}) {
            QVERIFY(scratch->fivePoints(s) == pos.fivePoints(s));
            QVERIFY(scratch->flex4Points(s) == pos.flex4Points(s));
            QVERIFY(scratch->fourPoints(s) == pos.fourPoints(s));
            QVERIFY(scratch->threePoints(s) == pos.threePoints(s));
            // The sets agree with the patterns they summarise.
            for (int p = 0; p < kPoints; ++p) {
                bool five = false;
                for (int d = 0; d < kDirections && pos.isEmpty(p); ++d)
                    five = five || pos.pattern(p, s, d) == LinePattern::Five;
                QCOMPARE(pos.fivePoints(s).contains(p), five);
            }
        }
        for (int p : stones)
            pos.remove(p);
        QCOMPARE(pos.valueSum(Side::Black), PointValues{});
        QCOMPARE(pos.valueSum(Side::White), PointValues{});
        QVERIFY(pos.nearPoints().empty());
        QCOMPARE(pos, GomokuPosition(rule));
        QCOMPARE(pos.hash(), GomokuPosition(rule).hash());
        for (int p = 0; p < kPoints; ++p) {
            QCOMPARE(pos.nearCount(p), 0);
            for (int d = 0; d < kDirections; ++d)
                QCOMPARE(pos.lineKey(p, Side::Black, d), emptyBoardKeys()[p][d]);
        }
    }
}

// With an undo journal attached, a search-like walk (random stones, each removed again in
// the reverse order, lines longer than the journal holds) leaves the position equal, after
// every step, to the same walk without a journal (checked against the stones alone above),
// and to the same stones set up from text.
void TestGomokuPosition::journalUndoMatchesRecomputation()
{
    std::mt19937 rng(20261205);
    for (WinRule rule : {WinRule::Freestyle, WinRule::ExactFive, WinRule::Renju}) {
        JournalTwins twins(rule);
        GomokuPosition &pos = twins.pos;
        std::vector<int> line;
        int deepest = 0;
        for (int step = 0; step < 1500; ++step) {
            // Up to 200 stones (more than the journal's plies), then up and down.
            const bool climb = step < 600 ? rng() % 6 != 0 : rng() % 2 == 0;
            if (!line.empty() && (!climb || line.size() >= 200)) {
                twins.remove(line.back());
                line.pop_back();
            } else {
                int p = static_cast<int>(rng() % kPoints);
                while (!pos.isEmpty(p))
                    p = (p + 1) % kPoints;
                const Side s = rng() % 2 ? Side::Black : Side::White;
                twins.put(p, s);
                line.push_back(p);
            }
            deepest = std::max(deepest, static_cast<int>(line.size()));
            QVERIFY2(twins.same(), qPrintable(QString::number(step)));
        }
        QVERIFY(deepest >= 200);
        auto scratch = GomokuPosition::fromText(pos.toText(), rule);
        QVERIFY(scratch);
        scratch->setPointValues(testValues().data());
        QVERIFY(sameState(pos, *scratch));
        // A copy starts without the journal: its removes recompute.
        GomokuPosition copy = pos;
        while (!line.empty()) {
            copy.remove(line.back());
            pos.remove(line.back());
            line.pop_back();
            QVERIFY(sameState(pos, copy));
        }
        QCOMPARE(twins.journal.depth(), 0);
        QVERIFY(sameState(pos, GomokuPosition(rule)));
    }
}

// Against the journal's precondition, a caller removes a stone other than the latest one: the
// position recomputes and forgets the records, so later removes stay right.
void TestGomokuPosition::journalSurvivesOutOfOrderRemoves()
{
    std::mt19937 rng(20261206);
    for (WinRule rule : {WinRule::Freestyle, WinRule::Renju}) {
        JournalTwins twins(rule);
        std::vector<int> stones;
        for (int step = 0; step < 800; ++step) {
            const unsigned roll = rng() % 8;
            if (!stones.empty() && roll < 3) {
                // Mostly the latest stone, sometimes any other.
                const std::size_t i = roll == 0 ? rng() % stones.size() : stones.size() - 1;
                twins.remove(stones[i]);
                stones.erase(stones.begin() + static_cast<std::ptrdiff_t>(i));
            } else if (stones.size() < 120) {
                int p = static_cast<int>(rng() % kPoints);
                while (!twins.pos.isEmpty(p))
                    p = (p + 1) % kPoints;
                twins.put(p, rng() % 2 ? Side::Black : Side::White);
                stones.push_back(p);
            }
            QVERIFY2(twins.same(), qPrintable(QString::number(step)));
        }
    }
}

// Under five or more, no pattern depends on the neighbours five points away (a stone there
// can only lengthen a five, which still wins), so a position skips those refreshes for such a
// colour; under exact five they count (four own stones to one side make a five, and an
// overline with a fifth one five points away).
void TestGomokuPosition::farNeighboursUnderFiveOrMore()
{
    for (LineRule rule : {LineRule::FiveOrMore, LineRule::ExactFive}) {
        int dependent = 0;
        for (int key = 0; key < kLineKeys; ++key) {
            for (int slot : {0, kLineSlots - 1}) {
                const int weight = kPow3[static_cast<std::size_t>(slot)];
                const int base = key - key / weight % 3 * weight;
                for (int state = 0; state < 3; ++state) {
                    const auto other = static_cast<std::uint16_t>(base + state * weight);
                    if (linePattern(rule, other)
                        != linePattern(rule, static_cast<std::uint16_t>(key)))
                        ++dependent;
                }
            }
        }
        if (rule == LineRule::FiveOrMore)
            QCOMPARE(dependent, 0);
        else
            QVERIFY(dependent > 0);
    }
    int four = 0; // own stones at offsets -4..-1
    for (int k = -4; k <= -1; ++k)
        four += kOwn * kPow3[static_cast<std::size_t>(lineSlot(k))];
    const auto five = static_cast<std::uint16_t>(four);
    const auto six
        = static_cast<std::uint16_t>(four + kOwn * kPow3[static_cast<std::size_t>(lineSlot(-5))]);
    QCOMPARE(linePattern(LineRule::FiveOrMore, five), LinePattern::Five);
    QCOMPARE(linePattern(LineRule::FiveOrMore, six), LinePattern::Five);
    QCOMPARE(linePattern(LineRule::ExactFive, five), LinePattern::Five);
    QCOMPARE(linePattern(LineRule::ExactFive, six), LinePattern::Overline);
}

// hashAfterPlay(p), which the search prefetches by, is the hash a copy has after play(p): for
// every empty point, along a random game with either side to move.
void TestGomokuPosition::hashAfterPlayIsTheHashAfterPlay()
{
    std::mt19937 rng(381);
    GomokuPosition pos(WinRule::Renju);
    for (int step = 0; step < 60; ++step) {
        for (int p = 0; p < kPoints; ++p) {
            if (!pos.isEmpty(p))
                continue;
            GomokuPosition copy = pos;
            copy.play(p);
            QCOMPARE(pos.hashAfterPlay(p), copy.hash());
        }
        int p = static_cast<int>(rng() % kPoints);
        while (!pos.isEmpty(p))
            p = (p + 1) % kPoints;
        pos.play(p);
    }
}

QTEST_GUILESS_MAIN(TestGomokuPosition)
#include "tst_gomokuposition.moc"
