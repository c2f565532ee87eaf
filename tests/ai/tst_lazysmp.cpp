// What Lazy SMP threads share (ai/lazysmp.h): the busy hint is set while a mark lives and only
// for its key; the completed iteration keeps the deepest one published, with its move and
// (negative) score intact, and is reached once a helper completes the target depth, also when
// two threads publish at once.
#include <QtTest>

#include <thread>

#include "ai/lazysmp.h"

using namespace qiju::ai;

class TestLazySmp : public QObject
{
    Q_OBJECT

private slots:
    void busyWhileMarked();
    void keepsTheDeepestIteration();
    void twoPublishersKeepTheDeepest();
};

void TestLazySmp::busyWhileMarked()
{
    BusyTable table;
    const std::uint64_t a = 0x1234'5678'9abc'def0ull;
    const std::uint64_t b = a + (std::uint64_t{1} << 40); // same slot, another position
    QVERIFY(!table.busy(a));
    {
        const BusyMark mark(&table, a);
        QVERIFY(table.busy(a));
        QVERIFY(!table.busy(b));
    }
    QVERIFY(!table.busy(a));
    // A position that took the slot over is not freed by the one it evicted.
    table.enter(a);
    table.enter(b);
    table.leave(a);
    QVERIFY(table.busy(b));
    QVERIFY(!table.busy(a));
    table.leave(b);
    QVERIFY(!table.busy(b));
    const BusyMark none(nullptr, a); // one thread: no table, nothing marked
    QVERIFY(!table.busy(a));
}

void TestLazySmp::keepsTheDeepestIteration()
{
    CompletedIteration done(9);
    QCOMPARE(done.read().depth, 0);
    done.publish(5, 0x2a1c, -3150);
    done.publish(4, 7, 100); // shallower: ignored
    const CompletedIteration::Result r = done.read();
    QCOMPARE(r.depth, 5);
    QCOMPARE(r.move, 0x2a1c);
    QCOMPARE(r.score, -3150);
    QVERIFY(!done.reached().load());
    done.publish(9, 63, 100'250);
    QCOMPARE(done.read().depth, 9);
    QCOMPARE(done.read().move, 63);
    QCOMPARE(done.read().score, 100'250);
    QVERIFY(done.reached().load());
}

void TestLazySmp::twoPublishersKeepTheDeepest()
{
    CompletedIteration done(40);
    auto publish = [&](int first) {
        for (int depth = first; depth <= 39; depth += 2)
            done.publish(depth, depth, -depth);
    };
    std::thread odd(publish, 1);
    std::thread even(publish, 2);
    odd.join();
    even.join();
    QCOMPARE(done.read().depth, 39);
    QCOMPARE(done.read().move, 39);
    QCOMPARE(done.read().score, -39);
    QVERIFY(!done.reached().load());
}

QTEST_APPLESS_MAIN(TestLazySmp)
#include "tst_lazysmp.moc"
