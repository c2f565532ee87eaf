// The match tool: the Elo estimate against values worked out from its formula
// (Elo = -400 log10(1/s - 1); 95% interval s ± 1.96 sd/sqrt(n) mapped through it, as
// cutechess-cli), and whole matches through a real process against qiju-engine's own
// protocol servers (a Go handicap start too), including adjudication of a program that dies at once. The SPRT's
// log-likelihood ratio against values worked by hand (no draws) or from a second
// implementation (with draws), and a match stopped by it.
#include <QTest>

#include <cmath>

#include "enginedriver.h"

#include "protocols/match.h"
#include "protocols/sprt.h"

using qiju::protocols::eloEstimate;
using qiju::protocols::SprtDecision;
using qiju::protocols::sprtStatus;

class TestMatch : public QObject
{
    Q_OBJECT

private slots:
    void eloFromResults();
    void sprtLogLikelihoodRatio();
    void sprtStopsAMatch();
    void repeatedGamesAreCounted();
    void badQijuSpecIsRefused();
    void matchOverEachProtocol_data();
    void matchOverEachProtocol();
    void goHandicapReachesGtpEngine();
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

void TestMatch::sprtLogLikelihoodRatio()
{
    // Bounds for alpha = beta = 0.05: ln(0.05 / 0.95) = -2.9444 and ln(0.95 / 0.05).
    auto s = sprtStatus(7, 3, 0, -10, 10);
    QVERIFY(std::fabs(s.lower + 2.94444) < 1e-4 && std::fabs(s.upper - 2.94444) < 1e-4);
    // Without draws L(P) = s^W (1 - s)^L. For [-10, +10], s0 = 1 - s1, so
    // s1 / s0 = (1 - s0) / (1 - s1) = 10^(10/400): LLR = (W - L) * 0.025 * ln 10 = 0.230259.
    QVERIFY2(std::fabs(s.llr - 0.230259) < 1e-5, QByteArray::number(s.llr));
    QCOMPARE(s.decision, SprtDecision::Continue);
    // All lost, [0, +5]: LLR = 12 ln((1 - s1) / 0.5), s1 = 1 / (1 + 10^(-5/400)) = 0.5071945.
    s = sprtStatus(0, 12, 0, 0, 5);
    QVERIFY2(std::fabs(s.llr + 0.173936) < 1e-5, QByteArray::number(s.llr));
    // With draws: values from a second implementation (a ternary search over the draw share
    // p_d with p_w = s - p_d/2, p_l = 1 - s - p_d/2, in Python).
    s = sprtStatus(30, 20, 50, 0, 10);
    QVERIFY2(std::fabs(s.llr - 0.494041) < 1e-5, QByteArray::number(s.llr));
    s = sprtStatus(20, 30, 50, 0, 10);
    QVERIFY2(std::fabs(s.llr + 0.656338) < 1e-5, QByteArray::number(s.llr));
    s = sprtStatus(5, 9, 40, -5, 5);
    QVERIFY2(std::fabs(s.llr + 0.443532) < 1e-5, QByteArray::number(s.llr));
    // Ten times the games: ten times the LLR, beyond the upper bound.
    s = sprtStatus(300, 200, 500, 0, 10);
    QVERIFY2(std::fabs(s.llr - 4.94041) < 1e-4, QByteArray::number(s.llr));
    QCOMPARE(s.decision, SprtDecision::AcceptH1);
    QCOMPARE(sprtStatus(200, 300, 500, 0, 10).decision, SprtDecision::AcceptH0);
    QCOMPARE(sprtStatus(0, 0, 0, 0, 5).llr, 0.0);
}

void TestMatch::sprtStopsAMatch()
{
    // Depth 1 against depth 4 at fixed depth (no clock): a clear difference, so a test of
    // H0 "A is no better" against H1 "A is 200 Elo better" accepts H0 well before the cap of
    // 200 games (each lost game adds ln((1 - 0.76) / 0.5) = -0.73), after a whole pair.
    EngineDriver e({"match", "--game", "othello", "--a", "qiju:medium,depth=1", "--b",
        "qiju:medium,depth=4", "--games", "200", "--sprt", "0", "200"});
    QByteArrayList lines;
    const QByteArray verdict = e.readUntil("SPRT ", &lines, 240000);
    QVERIFY2(!verdict.isNull(), lines.join('\n'));
    const QRegularExpression shape("^SPRT \\[\\+0\\.0, \\+200\\.0\\]: LLR (-?\\d+\\.\\d\\d) "
                                   "\\(-2\\.94, 2\\.94\\) accepted H0 after (\\d+) games$");
    const auto m = shape.match(QString::fromLatin1(verdict));
    QVERIFY2(m.hasMatch(), verdict);
    QVERIFY(m.captured(1).toDouble() <= -2.94);
    const int games = m.captured(2).toInt();
    QVERIFY(games < 200 && games % 2 == 0);
    // The LLR printed is the one of the score printed.
    const QByteArray score = lines.at(lines.size() - 2);
    const QRegularExpression scoreShape("^Score (\\d+)-(\\d+)-(\\d+) ");
    const auto s = scoreShape.match(QString::fromLatin1(score));
    QVERIFY2(s.hasMatch(), score);
    QCOMPARE(s.captured(1).toInt() + s.captured(2).toInt() + s.captured(3).toInt(), games);
    const double llr
        = sprtStatus(s.captured(1).toInt(), s.captured(2).toInt(), s.captured(3).toInt(), 0, 200)
              .llr;
    QVERIFY(std::fabs(llr - m.captured(1).toDouble()) < 0.006);
    QVERIFY(e.exitsCleanly(30000));
}

void TestMatch::repeatedGamesAreCounted()
{
    // Fixed depth, one thread, no opening moves: both engines are deterministic, so the third
    // and fourth games replay the first and second move for move (same colours); two distinct.
    EngineDriver e({"match", "--game", "othello", "--a", "qiju:expert,depth=1,threads=1", "--b",
        "qiju:expert,depth=2,threads=1", "--games", "4", "--opening-plies", "0"});
    QByteArrayList lines;
    const QByteArray count = e.readUntil("Distinct games: ", &lines, 120000);
    QVERIFY2(!count.isNull(), lines.join('\n'));
    QVERIFY2(count.startsWith("Distinct games: 2 of 4 "), count);
    QVERIFY(e.exitsCleanly(30000));
}

void TestMatch::badQijuSpecIsRefused()
{
    for (const char *spec : {"qiju:expert,nodes=0", "qiju:expert,depth=x", "qiju:master",
             "qiju,threads=2,colour=red"}) {
        EngineDriver e({"match", "--game", "othello", "--a", spec, "--b", "qiju"});
        QVERIFY(e.process().waitForFinished(30000));
        QCOMPARE(e.process().exitCode(), 2);
        QVERIFY(e.process().readAllStandardError().contains(spec));
    }
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

void TestMatch::goHandicapReachesGtpEngine()
{
    // Four handicap stones on 9x9: the GTP engine must be told of them (set_free_handicap),
    // or it takes White's first move for Black's and its moves land on the stones. Random
    // movers on both sides fill most of the board, so a board out of step forfeits a game.
    const QString engine = QStringLiteral(QIJU_ENGINE_PATH);
    EngineDriver e({"match", "--game", "go", "--rules", "chinese size=9 handicap=4 komi=0.5",
        "--a", "qiju:beginner", "--b", engine + " gtp --game go --level beginner", "--b-protocol",
        "gtp", "--games", "4", "--time", "0.05", "--timeout", "20"});
    QByteArrayList lines;
    const QByteArray score = e.readUntil("Score ", &lines, 240000);
    QVERIFY2(!score.isNull(), lines.join('\n'));
    int games = 0;
    for (const QByteArray &line : lines) {
        if (!line.startsWith("Game "))
            continue;
        ++games;
        QVERIFY2(!line.contains("forfeit"), line);
    }
    QCOMPARE(games, 4);
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
