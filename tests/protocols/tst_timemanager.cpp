// TimeManager: the budget for the next move from each protocol's clock, worked by hand from the
// rules in timemanager.cpp, including clocks near INT_MAX milliseconds (issue 16: the budget's
// arithmetic overflowed int for a UAI increment of 10^9 ms).
#include <QTest>

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
    void hugeGomocupTurnLimit();
    void gtpByoYomi();
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

void TestTimeManager::hugeGomocupTurnLimit()
{
    // Gomocup's "no limit" turn time, 2^31-1 ms: the cap 4/5 of it less 30 ms, 1717986887,
    // is above the 5000 ms fixed time, which stays.
    TimeManager t;
    t.setMoveTime(5000);
    t.setTurnLimit(INT_MAX);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 5000);
    t.setMoveTime(INT_MAX);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 1'717'986'887);
}

void TestTimeManager::gtpByoYomi()
{
    // In byo-yomi: 30 s for 5 stones leaves 30000/5 - 50 = 5950 for this move.
    TimeManager t;
    t.setClock(0, 30000, 5);
    QCOMPARE(t.budgetMs(Side::Black, 30, 0), 5950);
}

QTEST_GUILESS_MAIN(TestTimeManager)
#include "tst_timemanager.moc"
