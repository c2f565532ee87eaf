// Dynamic komi for handicap games (godynkomi.h): the handicap read from the stones each side
// has placed (on the board or captured), 7 points per stone at the start shrinking linearly to
// none by move 200 on 19x19 and sooner on smaller boards, and a White search in a 5-stone 9x9
// game whose win rate is lifted to near one half. Expected values are worked by hand from the rule
// (7 * stones * (1 - moves / (200 * size^2 / 361))).
#include <QTest>

#include <atomic>

#include "ai/gameprofile.h"
#include "ai/go/godynkomi.h"
#include "games/go/gogame.h"
#include "games/go/gotext.h"

#include "../support/godiagram.h"

using namespace qiju;
using ai::go::dynamicKomi;
using ai::go::handicapStones;

namespace {

std::unique_ptr<go::GoGame> goGame(const char *rules)
{
    auto g = go::GoGame::create(rules, nullptr);
    return std::unique_ptr<go::GoGame>(static_cast<go::GoGame *>(g.release()));
}

std::unique_ptr<go::GoGame> goPosition(std::initializer_list<const char *> lines,
    const char *rest)
{
    auto g = go::GoGame::fromText("chinese", test::goRows(lines) + ' ' + rest, nullptr);
    return std::unique_ptr<go::GoGame>(static_cast<go::GoGame *>(g.release()));
}

void play(go::GoGame &g, const char *point)
{
    const auto m = g.parseMove(point);
    QVERIFY(m);
    QCOMPARE(g.check(*m), core::MoveError::None);
    g.play(*m);
}

// A 9x9 position with 12 black and 10 white stones (no captures).
const std::initializer_list<const char *> kTwelveTen = {
    "X X X X . . . . .",
    "O O O O . . . . .",
    "X X X X . . . . .",
    "O O O O . . . . .",
    "X X X X . . . . .",
    "O O . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
};

} // namespace

class TestGoDynKomi : public QObject
{
    Q_OBJECT

private slots:
    void evenGameHasNone();
    void fourStonesOn19x19();
    void twoStonesOn9x9ShrinkSooner();
    void capturedStonesCountAsPlaced();
    void setUpPositionIsAsFarAlongAsItsStones();
    void whiteAheadOrManyStones();
    void whiteSearchInFiveStoneGameIsBalanced();
};

void TestGoDynKomi::evenGameHasNone()
{
    auto g = goGame("chinese size=9");
    QVERIFY(g);
    QCOMPARE(handicapStones(g->board()), 0);
    for (const char *p : {"C3", "G7", "C7", "G3"}) {
        play(*g, p);
        QCOMPARE(handicapStones(g->board()), 0);
        QCOMPARE(dynamicKomi(g->board(), g->plyCount()), 0.0);
    }
}

void TestGoDynKomi::fourStonesOn19x19()
{
    auto g = goGame("chinese size=19 handicap=4 komi=0.5");
    QVERIFY(g);
    QCOMPARE(g->sideToMove(), core::Side::White);
    QCOMPARE(handicapStones(g->board()), 4);
    QCOMPARE(dynamicKomi(g->board(), 0), 28.0);
    play(*g, "Q10");
    QCOMPARE(handicapStones(g->board()), 4);
    play(*g, "K10");
    QCOMPARE(handicapStones(g->board()), 4);
    QCOMPARE(dynamicKomi(g->board(), g->plyCount()), 27.72); // 28 * (1 - 2/200)
    QCOMPARE(dynamicKomi(g->board(), 100), 14.0);
    QCOMPARE(dynamicKomi(g->board(), 200), 0.0);
    QCOMPARE(dynamicKomi(g->board(), 250), 0.0);
}

void TestGoDynKomi::twoStonesOn9x9ShrinkSooner()
{
    auto g = goGame("chinese size=9 handicap=2 komi=0.5");
    QVERIFY(g);
    QCOMPARE(handicapStones(g->board()), 2);
    QCOMPARE(dynamicKomi(g->board(), 0), 14.0);
    // Horizon 200 * 81 / 361 = 44.875 moves: 14 * (1 - 22 / 44.875) = 7.1365.
    QVERIFY(qAbs(dynamicKomi(g->board(), 22) - 7.13654) < 1e-4);
    QCOMPARE(dynamicKomi(g->board(), 45), 0.0);
}

void TestGoDynKomi::capturedStonesCountAsPlaced()
{
    const std::initializer_list<const char *> rows = {
        ". X . X . . . O .",
        ". . X . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };
    // Three black stones and one white, White to move: with one white stone captured by Black
    // both have placed their share of an even game (B, W, B, W captured, B).
    auto even = goPosition(rows, "w captures=1,0");
    QVERIFY(even);
    QCOMPARE(handicapStones(even->board()), 0);
    // Without the capture Black has one stone more than an even game gives: as with two
    // handicap stones (or a White pass).
    auto ahead = goPosition(rows, "w");
    QVERIFY(ahead);
    QCOMPARE(handicapStones(ahead->board()), 2);
}

void TestGoDynKomi::setUpPositionIsAsFarAlongAsItsStones()
{
    // 12 black and 10 white stones, White to move, no moves played: handicap 2 and 20 moves
    // after it, so 14 * (1 - 20 / 44.875) = 7.7605.
    auto g = goPosition(kTwelveTen, "w");
    QVERIFY(g);
    QCOMPARE(g->plyCount(), 0);
    QCOMPARE(handicapStones(g->board()), 2);
    QVERIFY(qAbs(dynamicKomi(g->board(), g->plyCount()) - 7.76049) < 1e-4);
    // Black to move in the same position: two stones more and the move too, three stones'
    // worth.
    auto blackToMove = goPosition(kTwelveTen, "b");
    QVERIFY(blackToMove);
    QCOMPARE(handicapStones(blackToMove->board()), 3);
}

void TestGoDynKomi::whiteAheadOrManyStones()
{
    auto whiteAhead = goPosition({
        "O O O O O . . . .",
        "X X . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    }, "b");
    QVERIFY(whiteAhead);
    QCOMPARE(handicapStones(whiteAhead->board()), 0);
    QCOMPARE(dynamicKomi(whiteAhead->board(), 0), 0.0);
    // Twelve lone black stones, White to move: never more than nine stones' worth.
    auto many = goPosition({
        "X . X . X . X . .",
        ". . . . . . . . .",
        "X . X . X . X . .",
        ". . . . . . . . .",
        "X . X . X . X . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    }, "w");
    QVERIFY(many);
    QCOMPARE(handicapStones(many->board()), 9);
}

void TestGoDynKomi::whiteSearchInFiveStoneGameIsBalanced()
{
    // Five handicap stones on 9x9, komi 0.5: White is far behind, and the playouts say so
    // (this search gave White 0.22 with the rules' komi alone). With 35 points of extra komi
    // the search weighs games White can win and lose alike, near one half.
    auto g = goGame("chinese size=9 handicap=5 komi=0.5");
    QVERIFY(g);
    QCOMPARE(handicapStones(g->board()), 5);
    QCOMPARE(dynamicKomi(g->board(), 0), 35.0);
    auto engine = ai::createEngine(core::GameId::Go);
    ai::SearchLimits limits;
    limits.playouts = 2000;
    limits.seed = 3;
    limits.threads = 1;
    std::atomic<bool> stop{false};
    const ai::SearchInfo info = engine->search(*g, limits, stop);
    QVERIFY2(info.score > 0.35 && info.score < 0.65, qPrintable(QString::number(info.score)));
}

QTEST_GUILESS_MAIN(TestGoDynKomi)
#include "tst_godynkomi.moc"
