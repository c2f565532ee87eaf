// The Ataxx search near the end of a game: the UAI half-move clock inside the tree (a side whose
// every move is a jump at clock 99 can only draw, worked by hand) and the clock in the table key.
#include <QTest>

#include <atomic>

#include "ai/ataxx/ataxxsearch.h"
#include "games/ataxx/ataxxposition.h"

using namespace qiju;
using namespace qiju::ai::ataxx;
using qiju::ataxx::AtaxxPosition;

namespace {

// Searches `pos` to `depth` under `rules` with a full window; the best score.
int searchScore(const AtaxxPosition &pos, const AtaxxRules &rules, int depth)
{
    AtaxxTT tt(1);
    std::atomic<bool> stop{false};
    ai::SearchControl control(stop, 0);
    AtaxxSearch search(tt, control, rules);
    AtaxxMove buffer[qiju::ataxx::kMaxMoves];
    const int n = pos.generateMoves(buffer);
    std::vector<RootMove> moves
        = search.orderedRootMoves(pos, std::vector<AtaxxMove>(buffer, buffer + n));
    return search.searchRoot(pos, moves, depth, -kInfinity, kInfinity, false);
}

} // namespace

class TestAtaxxSearch : public QObject
{
    Q_OBJECT

private slots:
    void jumpsAtClock99Draw();
    void clockNearTheLimitInTheKey();
};

void TestAtaxxSearch::jumpsAtClock99Draw()
{
    //   a b c d e f g
    // 2 o o . . . . .      x's only piece a1 is walled in by o (a2 b2 b1): x has no clone,
    // 1 x o . . . . .      only jumps (to a3 b3 c3 c2 c1), none of which takes every o piece.
    // At clock 99 each jump makes it 100: a draw under UAI, whatever the position: score 0.
    const auto pos = AtaxxPosition::fromFen("7/7/7/7/7/oo5/xo5 x 99 60");
    QVERIFY(pos);
    for (int depth = 1; depth <= 4; ++depth)
        QCOMPARE(searchScore(*pos, AtaxxRules::uai(), depth), 0);
    // Without the clock x is not drawing: it is behind, three pieces to one.
    QVERIFY(searchScore(*pos, AtaxxRules::botzone(), 1) != 0);
    const auto early = AtaxxPosition::fromFen("7/7/7/7/7/oo5/xo5 x 0 60");
    QVERIFY(searchScore(*early, AtaxxRules::uai(), 1) != 0);
}

void TestAtaxxSearch::clockNearTheLimitInTheKey()
{
    // The same pieces at clocks 0 and 30 share a table entry; within kClockZone of the limit,
    // where the draw is in reach, each clock has its own.
    AtaxxTT tt(1);
    std::atomic<bool> stop{false};
    ai::SearchControl control(stop, 0);
    const AtaxxSearch search(tt, control, AtaxxRules::uai());
    const auto at = [](int clock) {
        return *AtaxxPosition::fromFen("x5o/7/7/7/7/7/o5x x " + std::to_string(clock) + " 40");
    };
    QCOMPARE(search.ttKey(at(0)), search.ttKey(at(30)));
    QCOMPARE(search.ttKey(at(0)), at(0).hash());
    QVERIFY(search.ttKey(at(99)) != search.ttKey(at(98)));
    QVERIFY(search.ttKey(at(99)) != search.ttKey(at(0)));
    // Without a clock (Botzone) the key is the hash.
    const AtaxxSearch botzone(tt, control, AtaxxRules::botzone());
    QCOMPARE(botzone.ttKey(at(99)), at(99).hash());
}

QTEST_GUILESS_MAIN(TestAtaxxSearch)
#include "tst_ataxxsearch.moc"
