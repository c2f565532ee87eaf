// qiju-engine's own command lines (perft, solve, timecheck, train-eval) as a user types them:
// a number that is not a whole number in range ("abc", "2x", "", "-1", "1e3", an overflow) is
// refused with the usage (exit code 2, nothing on stdout) instead of being read as 0 or
// wrapped; well-formed ones still run.
#include <QTest>

#include "enginedriver.h"

class TestEngineCli : public QObject
{
    Q_OBJECT

private slots:
    void badNumbersAreRefused_data();
    void badNumbersAreRefused();
    void goodNumbersRun();
};

void TestEngineCli::badNumbersAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    const QString obf = QStringLiteral(QIJU_TEST_DATA_DIR "/othello/fforum-1-19.obf");
    QTest::newRow("perft depth junk") << QStringList{"perft", "othello", "3x"};
    QTest::newRow("perft depth empty") << QStringList{"perft", "othello", ""};
    QTest::newRow("perft depth negative") << QStringList{"perft", "othello", "-1"};
    QTest::newRow("perft depth overflow")
        << QStringList{"perft", "othello", "99999999999999999999"};
    QTest::newRow("solve threads junk") << QStringList{"solve", obf, "--threads", "two"};
    QTest::newRow("solve threads zero") << QStringList{"solve", obf, "--threads", "0"};
    QTest::newRow("solve threads wrap") << QStringList{"solve", obf, "--threads", "4294967298"};
    QTest::newRow("solve time junk") << QStringList{"solve", obf, "--time", "1s"};
    QTest::newRow("solve time nan") << QStringList{"solve", obf, "--time", "nan"};
    QTest::newRow("solve time negative") << QStringList{"solve", obf, "--time", "-5"};
    QTest::newRow("timecheck games") << QStringList{"timecheck", "othello", "--games", "1e3"};
    QTest::newRow("timecheck every") << QStringList{"timecheck", "othello", "--every", "0"};
    QTest::newRow("timecheck time inf") << QStringList{"timecheck", "othello", "--time", "inf"};
    QTest::newRow("train-eval games")
        << QStringList{"train-eval", "gen", "--games", "ten", "--out", "/nonexistent/x"};
    QTest::newRow("train-eval seed")
        << QStringList{"train-eval", "gen", "--seed", "-3", "--out", "/nonexistent/x"};
    QTest::newRow("train-eval depth")
        << QStringList{"train-eval", "gen", "--depth", "4.5", "--out", "/nonexistent/x"};
}

void TestEngineCli::badNumbersAreRefused()
{
    QFETCH(QStringList, args);
    EngineDriver e(args);
    QVERIFY(e.started());
    QVERIFY(e.process().waitForFinished(10000));
    QCOMPARE(e.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(e.process().exitCode(), 2);
    QVERIFY(e.process().readAllStandardOutput().isEmpty());
    QVERIFY(e.process().readAllStandardError().startsWith("usage: qiju-engine"));
}

void TestEngineCli::goodNumbersRun()
{
    // perft 3 of Othello's start: 56 (tests/data/othello/perft_startpos.txt, Bik's table).
    EngineDriver perft({"perft", "othello", "3"});
    QVERIFY(perft.readUntil("perft 3: 56").startsWith("perft 3: 56"));
    QVERIFY(perft.exitsCleanly());
}

QTEST_GUILESS_MAIN(TestEngineCli)
#include "tst_enginecli.moc"
