// The Othello exact solver's hash table (othelloendtable.h): both bounds kept across
// null-window probes, exact bounds kept over a selective pass's, and the positions near the
// end sharing the table's first part. Each case worked by hand from the stores it makes.
#include <QTest>

#include <cstdint>

#include "ai/othello/othelloendtable.h"

using namespace qiju;

class TestOthelloEndTable : public QObject
{
    Q_OBJECT
private slots:
    void endTableKeepsBothBounds();
    void endTableKeepsExactBoundsOverSelective();
    void endTableKeepsNearPositionsInItsFirstPart();
};

void TestOthelloEndTable::endTableKeepsBothBounds()
{
    // Null-window probes at different windows: a fail-high (score 6 >= beta 5) proves a lower
    // bound, a later fail-low (score 8 <= alpha 9) an upper bound; the slot must keep both
    // and so know the score exactly. A fresh table knows nothing.
    ai::othello::OthelloEndTable table(1);
    ai::othello::EndBounds b;
    const std::uint64_t key = 0x123456789ABCDEFull;
    QVERIFY(!table.probe(key, 20, &b));
    table.store(key, 20, 4, 5, 6, 19);
    QVERIFY(table.probe(key, 20, &b));
    QCOMPARE(b.lower, 6);
    QCOMPARE(b.upper, 64);
    QCOMPARE(b.move, 19);
    table.store(key, 20, 9, 10, 8, 27);
    QVERIFY(table.probe(key, 20, &b));
    QCOMPARE(b.lower, 6);
    QCOMPARE(b.upper, 8);
    QCOMPARE(b.move, 19); // a move that failed low is no better guess than the one that held
    table.store(key, 20, -64, 64, 6, 19); // a full-window result is exact
    QVERIFY(table.probe(key, 20, &b));
    QCOMPARE(b.lower, 6);
    QCOMPARE(b.upper, 6);
    QVERIFY(!table.probe(key ^ 1, 20, &b));
    table.clear();
    QVERIFY(!table.probe(key, 20, &b));
}

void TestOthelloEndTable::endTableKeepsExactBoundsOverSelective()
{
    // A selective pass (level 1) may give a position with exact bounds a new best move but
    // must not narrow or replace the bounds; an exact store replaces selective bounds, and a
    // move that failed low there keeps the selective pass's move.
    ai::othello::OthelloEndTable table(1);
    ai::othello::EndBounds b;
    const std::uint64_t key = 0x0F1E2D3C4B5A6978ull;
    table.store(key, 20, -64, 64, 6, 19); // exact: 6
    table.store(key, 20, 9, 10, 12, 27, 1); // selective fail-high: >= 12, move 27
    QVERIFY(table.probe(key, 20, &b));
    QCOMPARE(b.lower, 6);
    QCOMPARE(b.upper, 6);
    QCOMPARE(b.level, 0);
    QCOMPARE(b.move, 27);
    table.store(key, 20, 3, 4, 2, 45, 1); // selective fail-low: changes nothing
    QVERIFY(table.probe(key, 20, &b));
    QCOMPARE(b.lower, 6);
    QCOMPARE(b.upper, 6);
    QCOMPARE(b.move, 27);

    const std::uint64_t other = key ^ 0x100000ull;
    table.store(other, 20, 4, 5, 10, 19, 1); // selective: >= 10
    QVERIFY(table.probe(other, 20, &b));
    QCOMPARE(b.lower, 10);
    QCOMPARE(b.upper, 64);
    QCOMPARE(b.level, 1);
    table.store(other, 20, 0, 1, 0, 33); // exact fail-low: <= 0, contradicting the guess
    QVERIFY(table.probe(other, 20, &b));
    QCOMPARE(b.lower, -64);
    QCOMPARE(b.upper, 0);
    QCOMPARE(b.level, 0);
    QCOMPARE(b.move, 19);
}

void TestOthelloEndTable::endTableKeepsNearPositionsInItsFirstPart()
{
    // A 64 MB table has 2^20 buckets of 64 bytes; the positions with fewer than 14 empties
    // share its first 16 MB, 2^18 buckets. Five keys equal in their low 18 bits: near the end
    // they all fall into one bucket of four slots, so one of them is lost; with 20 empties
    // bits 18 and 19 place them in four buckets (two in one), and all five are kept.
    using Table = ai::othello::OthelloEndTable;
    QCOMPARE(Table::kNearEmpties, 14);
    QCOMPARE(Table::kNearMegabytes, std::size_t {16});
    Table table(64);
    QCOMPARE(table.sizeBytes(), std::size_t {64} << 20);
    std::uint64_t keys[5];
    for (int i = 0; i < 5; ++i)
        keys[i] = 0x5A5A0000000155ull + (std::uint64_t(i) << 18);
    const auto kept = [&](int empties) {
        int n = 0;
        ai::othello::EndBounds b;
        for (const std::uint64_t k : keys)
            n += table.probe(k, empties, &b) && b.lower == 2 && b.upper == 2;
        return n;
    };
    for (const std::uint64_t k : keys)
        table.store(k, 13, -64, 64, 2, 10);
    QCOMPARE(kept(13), 4);
    table.clear();
    for (const std::uint64_t k : keys)
        table.store(k, 20, -64, 64, 2, 10);
    QCOMPARE(kept(20), 5);
}

QTEST_GUILESS_MAIN(TestOthelloEndTable)
#include "tst_othelloendtable.moc"
