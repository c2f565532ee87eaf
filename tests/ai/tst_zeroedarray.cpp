// ZeroedArray (lazily zeroed table memory) and the transposition tables built on it: zeroed
// elements read as empty entries, over-aligned buckets are aligned, clear() empties, with or
// without huge pages.
#include <QtTest>

#include "ai/ataxx/ataxxtt.h"
#include "ai/transpositiontable.h"
#include "ai/zeroedarray.h"

using namespace qiju::ai;

class TestZeroedArray : public QObject
{
    Q_OBJECT

private slots:
    void zeroedAlignedAndCleared();
    void hugePagesZeroedAndCleared();
    void tablesStartEmptyAndClear();
};

namespace {
struct alignas(64) Line
{
    std::uint64_t words[8];
};
} // namespace

void TestZeroedArray::zeroedAlignedAndCleared()
{
    ZeroedArray<Line> a(1000);
    QCOMPARE(a.size(), std::size_t(1000));
    QCOMPARE(reinterpret_cast<std::uintptr_t>(&a[0]) % 64, std::uintptr_t(0));
    for (std::size_t i = 0; i < a.size(); i += 97) {
        for (std::uint64_t w : a[i].words)
            QCOMPARE(w, std::uint64_t(0));
    }
    a[999].words[7] = 42;
    a[0].words[0] = 7;
    a.clear();
    QCOMPARE(a.size(), std::size_t(1000));
    QCOMPARE(a[999].words[7], std::uint64_t(0));
    QCOMPARE(a[0].words[0], std::uint64_t(0));
    a.reset(0);
    QCOMPARE(a.size(), std::size_t(0));
}

void TestZeroedArray::hugePagesZeroedAndCleared()
{
    // 8 MB: several 2 MB huge pages where the system grants them; a plain mapping where not.
    constexpr std::size_t kLines = 8 * 1024 * 1024 / sizeof(Line);
    ZeroedArray<Line> a;
    a.setHugePages(true);
    a.reset(kLines);
    QCOMPARE(a.size(), kLines);
    QCOMPARE(reinterpret_cast<std::uintptr_t>(&a[0]) % 64, std::uintptr_t(0));
    for (std::size_t i = 0; i < kLines; i += 4099) {
        QCOMPARE(a[i].words[3], std::uint64_t(0));
        a[i].words[3] = i + 1;
    }
    for (std::size_t i = 0; i < kLines; i += 4099)
        QCOMPARE(a[i].words[3], std::uint64_t(i + 1));
    a.clear(); // a fresh mapping, again with the advice
    for (std::size_t i = 0; i < kLines; i += 4099)
        QCOMPARE(a[i].words[3], std::uint64_t(0));
    QCOMPARE(a[kLines - 1].words[7], std::uint64_t(0));
}

void TestZeroedArray::tablesStartEmptyAndClear()
{
    TranspositionTable tt(1);
    // Key 0 is what a zeroed entry holds: it must still read as "no entry".
    QVERIFY(!tt.probe(0));
    tt.store(0x1234, 5, Bound::Exact, 77, 12);
    const auto e = tt.probe(0x1234);
    QVERIFY(e);
    QCOMPARE(int(e->score), 77);
    QCOMPARE(int(e->move), 12);
    tt.clear();
    QVERIFY(!tt.probe(0x1234));

    ataxx::AtaxxTT att(1);
    QVERIFY(!att.probe(0));
    att.age(); // nothing stored yet: must not disturb anything
    att.store(0x5678, 3, ataxx::TTBound::Lower, -40, 300);
    QVERIFY(att.probe(0x5678));
    QCOMPARE(att.probe(0x5678)->score, -40);
    att.clear();
    QVERIFY(!att.probe(0x5678));
}

QTEST_APPLESS_MAIN(TestZeroedArray)
#include "tst_zeroedarray.moc"
