// TimeManager: the budget for the next move from each protocol's clock, worked by hand from the
// rules in timemanager.cpp, including clocks near INT_MAX milliseconds (issue 16: the budget's
// arithmetic overflowed int for a UAI increment of 10^9 ms).
#include <QTest>

#include <algorithm>
#include <climits>

#include "protocols/timemanager.h"

using qiju::core::Side;
using qiju::protocols::TimeManager;

class TestTimeManager : public QObject
{
    Q_OBJECT

private slots:
    void fixedTimeWithoutClock();
    void uaiClock();
    void hugeUaiClockDoesNotOverflow();
    void gomocupTurnLimit();
    void hugeGomocupTurnLimit();
    void gtpByoYomi();
    void japaneseByoYomi();
    void clockRunsOnOwnMoves();
    void wholeGameWithinTheClock_data();
    void wholeGameWithinTheClock();
};

void TestTimeManager::fixedTimeWithoutClock()
{
    TimeManager t;
    QCOMPARE(t.budgetMs(Side::Black, 30, 1000), 1000);
    t.setMoveTime(250);
    QCOMPARE(t.budgetMs(Side::Black, 30, 1000), 250);
}

void TestTimeManager::uaiClock()
{
    // 60 s left, 1 s increment, 30 moves to go by estimate:
    // min(60000/30 + 800, 60000/3 + 800) - 50 = 2750.
    TimeManager t;
    t.setRemaining(Side::White, 60000, 1000);
    QCOMPARE(t.budgetMs(Side::White, 30, 0), 2750);
}

void TestTimeManager::hugeUaiClockDoesNotOverflow()
{
    // 10^9 ms left and 10^9 ms increment (UAI clamps its numbers to 10^9):
    // min(10^9/30 + 8*10^8, 10^9/3 + 8*10^8) - 50 = 33333333 + 800000000 - 50 = 833333283.
    TimeManager t;
    t.setRemaining(Side::Black, 1'000'000'000, 1'000'000'000);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 833'333'283);
}

void TestTimeManager::gomocupTurnLimit()
{
    // timeout_turn 1000 with the same fixed time: 9/10 of the turn less 30 ms, 870; a fixed
    // time under the cap stays (600).
    TimeManager t;
    t.setMoveTime(1000);
    t.setTurnLimit(1000);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 870);
    t.setMoveTime(600);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 600);
}

void TestTimeManager::hugeGomocupTurnLimit()
{
    // Gomocup's "no limit" turn time, 2^31-1 ms: the cap 9/10 of it less 30 ms,
    // 1932735282 - 30 = 1932735252, is above the 5000 ms fixed time, which stays.
    TimeManager t;
    t.setMoveTime(5000);
    t.setTurnLimit(INT_MAX);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 5000);
    t.setMoveTime(INT_MAX);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 1'932'735'252);
}

void TestTimeManager::gtpByoYomi()
{
    // In byo-yomi: 30 s for 5 stones leaves 30000/5 - 50 = 5950 for this move.
    TimeManager t;
    t.setClock(0, 30000, 5);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 5950);
}

void TestTimeManager::japaneseByoYomi()
{
    // In byo-yomi, 30 s periods: 9/10 of the current period less 50 ms, 27000 - 50 = 26950,
    // and never more than one period even if time_left reports more.
    TimeManager t;
    t.setJapaneseClock(0, 30000, 5);
    QCOMPARE(t.overtimeLeft(Side::Black), 5);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 26950);
    t.setTimeLeft(Side::Black, 12000, 2);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 10750); // 12000 * 9/10 - 50
    // In main time (10 min, 60 moves to go): 600000/60 + 4/5 of a period (24000) = 34000,
    // less 50 ms.
    TimeManager m;
    m.setJapaneseClock(600000, 30000, 5);
    QCOMPARE(m.budgetMs(Side::White, 60, 0), 33950);
}

void TestTimeManager::clockRunsOnOwnMoves()
{
    // Canadian, 10 s main then 30 s for 5 stones.
    TimeManager t;
    t.setClock(10000, 30000, 5);
    t.charge(Side::Black, 4000);
    QCOMPARE(t.timeLeftMs(Side::Black), 6000);
    QCOMPARE(t.overtimeLeft(Side::Black), 0);
    QCOMPARE(t.timeLeftMs(Side::White), 10000); // the other clock stands
    // 8 s: the last 6 s of main time, then 2 s of the first period, which this stone counts in.
    t.charge(Side::Black, 8000);
    QCOMPARE(t.timeLeftMs(Side::Black), 28000);
    QCOMPARE(t.overtimeLeft(Side::Black), 4);
    for (int i = 0; i < 3; ++i)
        t.charge(Side::Black, 1000);
    QCOMPARE(t.timeLeftMs(Side::Black), 25000);
    QCOMPARE(t.overtimeLeft(Side::Black), 1);
    t.charge(Side::Black, 1000); // the period's fifth stone: a new period
    QCOMPARE(t.timeLeftMs(Side::Black), 30000);
    QCOMPARE(t.overtimeLeft(Side::Black), 5);
    t.setTimeLeft(Side::Black, 7000, 2); // the controller's word wins
    QCOMPARE(t.timeLeftMs(Side::Black), 7000);

    // Japanese, 10 s periods, 3 of them: 25 s overruns two periods; a move in time keeps one.
    TimeManager j;
    j.setJapaneseClock(0, 10000, 3);
    j.charge(Side::White, 25000);
    QCOMPARE(j.overtimeLeft(Side::White), 1);
    QCOMPARE(j.timeLeftMs(Side::White), 10000);
    j.charge(Side::White, 9000);
    QCOMPARE(j.overtimeLeft(Side::White), 1);
    QCOMPARE(j.timeLeftMs(Side::White), 10000);
}

void TestTimeManager::wholeGameWithinTheClock_data()
{
    QTest::addColumn<int>("mainMs");
    QTest::addColumn<int>("byoMs");
    QTest::addColumn<int>("stones");
    QTest::addColumn<bool>("japanese");
    QTest::newRow("absolute 10 min") << 600000 << 0 << 0 << false;
    QTest::newRow("absolute 1 min") << 60000 << 0 << 0 << false;
    QTest::newRow("canadian 5 min + 30 s / 5") << 300000 << 30000 << 5 << false;
    QTest::newRow("canadian 0 + 60 s / 25") << 0 << 60000 << 25 << false;
    QTest::newRow("japanese 5 min + 3 x 10 s") << 300000 << 10000 << 3 << true;
    QTest::newRow("japanese 0 + 5 x 1 s") << 0 << 1000 << 5 << true;
}

void TestTimeManager::wholeGameWithinTheClock()
{
    // A 19x19 game of 200 moves a side (the board fills, then captures free points again),
    // the engine taking its whole budget plus 50 ms of latency each move and no time_left from
    // the controller: the clock never runs out (no period lost, nothing left negative), and with
    // main time the opening move gets more time than a move at the end.
    QFETCH(int, mainMs);
    QFETCH(int, byoMs);
    QFETCH(int, stones);
    QFETCH(bool, japanese);
    TimeManager t;
    if (japanese)
        t.setJapaneseClock(mainMs, byoMs, stones);
    else
        t.setClock(mainMs, byoMs, stones);
    const int periods = t.overtimeLeft(Side::Black);
    int first = 0;
    int last = 0;
    for (int move = 0; move < 200; ++move) {
        const int empty = std::max(40, 361 - 2 * move);
        const int budget = t.budgetMs(Side::Black, qiju::protocols::estimateMovesLeft(empty), 0);
        (move == 0 ? first : last) = budget;
        const int spend = budget + 50;
        const int left = t.timeLeftMs(Side::Black);
        const bool inOvertime = t.overtimeLeft(Side::Black) > 0;
        const int canSpend = inOvertime ? left : left + (stones > 0 ? byoMs : 0);
        QVERIFY2(spend <= canSpend,
            qPrintable(QString("move %1: spends %2 of %3").arg(move).arg(spend).arg(canSpend)));
        t.charge(Side::Black, spend);
        if (japanese && inOvertime)
            QCOMPARE(t.overtimeLeft(Side::Black), periods > 0 ? periods : stones);
    }
    if (mainMs > 0)
        QVERIFY2(first > last, qPrintable(QString("%1 then %2").arg(first).arg(last)));
}

QTEST_GUILESS_MAIN(TestTimeManager)
#include "tst_timemanager.moc"
