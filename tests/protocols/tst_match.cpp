// The match tool: the Elo estimate against values worked out from its formula
// (Elo = -400 log10(1/s - 1); 95% interval s ± 1.96 sd/sqrt(n) mapped through it, as
// cutechess-cli), and whole matches through a real process against qiju-engine's own
// protocol servers, including adjudication of a program that dies at once.
#include <QTest>

#include <cmath>

#include "enginedriver.h"

#include "protocols/match.h"

using qiju::protocols::eloEstimate;

class TestMatch : public QObject
{
    Q_OBJECT

private slots:
    void eloFromResults();
    void matchOverEachProtocol_data();
    void matchOverEachProtocol();
    void crashingEngineForfeits();
    void garbageHandshakeStopsTheMatch();
};

void TestMatch::eloFromResults()
{
    // 6 wins, 4 losses: s = 0.6, sd^2 = (6*0.4^2 + 4*0.6^2)/10 = 0.24.
    auto e = eloEstimate(6, 4, 0);
    QVERIFY(std::fabs(e.diff - 70.44) < 0.01);
    QVERIFY(std::fabs(e.margin - 269.52) < 0.01);
    // 3 wins, 1 loss, 4 draws: s = 0.625.
    e = eloEstimate(3, 1, 4);
    QVERIFY(std::fabs(e.diff - 88.74) < 0.01);
    QVERIFY(std::fabs(e.margin - 190.27) < 0.01);
    e = eloEstimate(5, 5, 2);
    QCOMPARE(e.diff, 0.0);
    QVERIFY(std::isinf(eloEstimate(4, 0, 0).diff) && eloEstimate(4, 0, 0).diff > 0);
    QVERIFY(std::isinf(eloEstimate(0, 3, 0).diff) && eloEstimate(0, 3, 0).diff < 0);
}

void TestMatch::matchOverEachProtocol_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("protocol");
    const QString engine = QStringLiteral(QIJU_ENGINE_PATH);
    QTest::newRow("othello gtp") << "othello" << engine + " gtp --game othello --level beginner"
                                 << "gtp";
    QTest::newRow("ataxx uai") << "ataxx" << engine + " uai --rules botzone --level beginner"
                               << "uai";
    QTest::newRow("gomoku gomocup") << "gomoku" << engine + " gomocup --level beginner"
                                    << "gomocup";
    QTest::newRow("othello botzone json")
        << "othello" << engine + " botzone othello --level beginner"
        << "botzone-json";
    QTest::newRow("nogo botzone simple, a fresh bot each move")
        << "nogo" << engine + " botzone nogo --rules course --level beginner --no-keep-running"
        << "botzone-simple";
}

void TestMatch::matchOverEachProtocol()
{
    QFETCH(QString, game);
    QFETCH(QString, server);
    QFETCH(QString, protocol);
    EngineDriver e({"match", "--game", game, "--a", "qiju:beginner", "--b", server, "--b-protocol",
        protocol, "--games", "2", "--time", "0.05", "--timeout", "20"});
    QByteArrayList lines;
    const QByteArray score = e.readUntil("Score ", &lines, 240000);
    QVERIFY2(!score.isNull(), lines.join('\n'));
    // Two games, no forfeits: every game ended by the rules.
    QCOMPARE(lines.count() - 2, 2); // two game lines, the timing line, the score line
    for (const QByteArray &line : lines) {
        if (line.startsWith("Game "))
            QVERIFY2(!line.contains("forfeit"), line);
    }
    const QRegularExpression shape("^Score (\\d+)-(\\d+)-(\\d+) \\(\\d+\\.\\d%\\), Elo diff ");
    const auto m = shape.match(QString::fromLatin1(score));
    QVERIFY2(m.hasMatch(), score);
    QCOMPARE(m.captured(1).toInt() + m.captured(2).toInt() + m.captured(3).toInt(), 2);
    QVERIFY(e.exitsCleanly(30000));
}

void TestMatch::crashingEngineForfeits()
{
    // `true` exits at once: as a Botzone bot it never answers, so it loses every game.
    EngineDriver e({"match", "--game", "othello", "--a", "qiju:beginner", "--b", "true",
        "--b-protocol", "botzone-simple", "--games", "2", "--time", "0.05"});
    QByteArrayList lines;
    const QByteArray score = e.readUntil("Score ", &lines, 60000);
    QVERIFY2(score.startsWith("Score 2-0-0 (100.0%), Elo diff +inf"), lines.join('\n'));
    QVERIFY(lines.first().contains("forfeit"));
    QVERIFY(lines.first().contains("the engine exited"));
}

void TestMatch::garbageHandshakeStopsTheMatch()
{
    EngineDriver e({"match", "--game", "othello", "--b", "echo hello", "--games", "2"});
    QVERIFY(e.process().waitForFinished(30000));
    QCOMPARE(e.process().exitCode(), 1);
    QVERIFY(e.process().readAllStandardError().contains("not a GTP reply"));
}

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
