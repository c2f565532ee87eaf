// Othello perft from the start position against the published table
// (tests/data/othello/perft_startpos.txt: Aart Bik's counts and OEIS A124004).
// Convention: Edax / OEIS ("edax" column): a forced pass is a ply, a finished game is no leaf.
// Both conventions agree up to depth 9; depths 10-11 differ and are checked via qiju-engine.
#include <QFile>
#include <QTest>

#include "ai/perft.h"
#include "games/gameregistry.h"
#include "games/othello/othellogame.h"

using namespace qiju;

class TestOthelloPerft : public QObject
{
    Q_OBJECT

private slots:
    void startPosition_data();
    void startPosition();
    void divideSumsToTotal();
};

void TestOthelloPerft::startPosition_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("expected");
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/othello/perft_startpos.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    while (!f.atEnd()) {
        const QString line = QString::fromLatin1(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList cols = line.split(' ', Qt::SkipEmptyParts);
        const int depth = cols.at(0).toInt();
        if (depth > 9)
            continue; // deeper counts: `qiju-engine perft othello 11` (212258216)
        QTest::addRow("depth %d", depth) << depth << cols.at(2).toULongLong();
    }
}

void TestOthelloPerft::startPosition()
{
    QFETCH(int, depth);
    QFETCH(qulonglong, expected);
    const auto game = core::createGame(core::GameId::Othello);
    QCOMPARE(ai::perft(*game, depth).value_or(0), expected);
}

void TestOthelloPerft::divideSumsToTotal()
{
    const auto game = core::createGame(core::GameId::Othello);
    const auto parts = ai::perftDivide(*game, 5);
    QCOMPARE(parts.size(), std::size_t(4)); // by symmetry each opening move has 1396 / 4
    for (const auto &[move, count] : parts)
        QCOMPARE(count, std::uint64_t(349));
}

QTEST_GUILESS_MAIN(TestOthelloPerft)
#include "tst_othelloperft.moc"
