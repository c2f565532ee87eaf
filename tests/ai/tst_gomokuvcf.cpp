// The Gomoku VCF test set (issue 15): positions where the side to move wins by continuous fours
// in 5 to 10 attacker moves (9 to 19 plies to the double four). The diagrams were built for this
// suite (a staircase of broken fours among scattered stones) and each one's shortest win was
// counted by scripts/gomoku-vcf-check.py, a brute-force solver that shares no code with Qiju.
// The threat solver must find each win at exactly that depth and not one move shorter, and
// Expert must play it out against the forced blocks. Node-limited: no clock involved.
// ctest-timeout: 600
#include <QTest>

#include <atomic>

#include "ai/gomoku/gomokuengine.h"
#include "ai/gomoku/gomokulevels.h"
#include "ai/gomoku/gomokusolver.h"
#include "ai/levels.h"
#include "games/gomoku/gomokugame.h"

#include "../support/gomokutext.h"

using namespace qiju;
using namespace qiju::gomoku;
using ai::gomoku::GomokuEngine;
using core::Move;
using core::Side;
using test::gomokuFromText;

namespace {

// The solver's answer at a given depth (attacker moves), with a generous node budget.
int vcfAt(GomokuPosition pos, int depth)
{
    std::atomic<bool> stop{false};
    ai::gomoku::SearchBudget budget(stop, 0, 0);
    ai::gomoku::ThreatSolver solver;
    return solver.findVcf(pos, budget, depth, 5000000);
}

} // namespace

class TestGomokuVcf : public QObject
{
    Q_OBJECT

private slots:
    void solverFindsShortest_data();
    void solverFindsShortest();
    void expertPlaysItOut_data();
    void expertPlaysItOut();
    void vctFreeFoursReachesVcf_data();
    void vctFreeFoursReachesVcf();
    void vctFreeFoursCountsThrees();
};

void TestGomokuVcf::solverFindsShortest_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("attackerMoves"); // the checker's count; the double four on ply 2n-1
    QTest::addColumn<QString>("line");      // one shortest line the checker printed

    QTest::newRow("9 plies")
        << "freestyle"
        << "6o8/10x4/9x4o/6x1o3oo1/5o4x4/3x1x2x2x1xx/3x1o9/4x6o3/10x4/4oo9/15/15/7o2o4/15/5o9 b"
        << 5 << "K10 M10 H10 J10 E10 G10 C10 B10 B11";
    QTest::newRow("11 plies")
        << "freestyle"
        << "4o10/7xx6/1x4x8/15/1x1x11/x5xoxx5/15/2o4ox1o4/3x9o1/2xo10o/15/5o1o2o2o1/15/11o3/15 b"
        << 6 << "F9 E8 C12 E10 E14 D13 F14 G14 I11 H12 I9";
    QTest::newRow("13 plies")
        << "freestyle"
        << "13o1/2o1o10/1o9o3/4o8o1/x2o4xx5/x1x12/8x1x1o2/2xx11/ox3oxx1o5/2o8xx2/6x6o1/15/12x1o/"
           "8o3x2/4o10 b"
        << 7 << "M5 M4 J8 K7 I7 H6 M11 L10 K11 L11 J10 H8 H12";
    QTest::newRow("15 plies")
        << "freestyle"
        << "10o4/15/2o5o1o4/15/3o8xo1/o10x1xx/x3oo3o2o2/o10o1x1/2x6x1x3/3x11/2x9o2/13o1/"
           "2x4o1x1o1x1/1o1o1x2x6/x3x3x6 b"
        << 8 << "C4 C6 C1 C2 D1 B1 E5 B8 F1 G1 F4 G3 F5 F3 D5";
    QTest::newRow("17 plies")
        << "freestyle"
        << "2o12/12x2/1o13/8o1xx3/15/3o7x3/o12xx/3o1o4x4/1o1xo5o1x2/x1o3o3x4/3x11/4o1x2xo4/"
           "1o1x5x1xo2/x1o1x5o4/8o6 b"
        << 9 << "D4 D6 D1 D2 H5 F3 J7 I6 J5 J6 J1 J2 L7 M8 H3 I4 F5";
    QTest::newRow("19 plies")
        << "freestyle"
        << "8oo5/15/2o1o9o/1o10x2/3o6xo1x1/3x4o6/x2x7ox2/1x1ox3o5o/o10x3/4x3x6/3o4o1xx3/"
           "x4oo1x2o3/1x2xx3o5/1x3o9/1x13 b"
        << 10 << "B5 B4 D3 C3 H3 G3 J5 K6 F1 G2 E2 C4 E4 E5 F5 C2 G6 H7 F7";
}

void TestGomokuVcf::solverFindsShortest()
{
    QFETCH(QString, rules);
    QFETCH(QString, text);
    QFETCH(int, attackerMoves);
    QFETCH(QString, line);
    auto g = gomokuFromText(rules.toLatin1().constData(), text.toLatin1().constData());
    QVERIFY(g);
    QVERIFY(!g->result());

    // The checker's line is a real VCF: every attacker move a four whose only stop is the
    // defender's next move, the last one a double four.
    {
        auto walk = gomokuFromText(rules.toLatin1().constData(), text.toLatin1().constData());
        const Side attacker = walk->position().sideToMove();
        const QStringList points = line.split(' ');
        QCOMPARE(points.size(), 2 * attackerMoves - 1);
        for (int i = 0; i < points.size(); ++i) {
            const auto p = parsePoint(points[i].toStdString());
            QVERIFY2(p, qPrintable(points[i]));
            const Move m = Move::place(pointOf(*p));
            QCOMPARE(walk->check(m), core::MoveError::None);
            walk->play(m);
            if (i % 2 == 1)
                continue;
            const int fives = walk->position().fivePoints(attacker).size();
            QVERIFY2(fives >= 1, qPrintable(points[i]));
            if (i + 1 < points.size()) {
                QCOMPARE(fives, 1);
                QVERIFY(walk->position().fivePoints(attacker).contains(
                    *parsePoint(points[i + 1].toStdString())));
            } else {
                QVERIFY2(fives >= 2, "the line ends in a double four");
            }
        }
    }

    QVERIFY2(vcfAt(g->position(), attackerMoves) >= 0, "the solver misses the VCF");
    QVERIFY2(vcfAt(g->position(), attackerMoves - 1) < 0, "a shorter VCF than the checker's");
}

void TestGomokuVcf::expertPlaysItOut_data() { solverFindsShortest_data(); }

void TestGomokuVcf::expertPlaysItOut()
{
    QFETCH(QString, rules);
    QFETCH(QString, text);
    QFETCH(int, attackerMoves);
    auto g = gomokuFromText(rules.toLatin1().constData(), text.toLatin1().constData());
    QVERIFY(g);
    const Side attacker = g->position().sideToMove();
    GomokuEngine engine;
    std::atomic<bool> stop{false};
    ai::SearchLimits limits = ai::gomokuLevelLimits(ai::Level::Expert, 1000);
    limits.timeMs = 0;
    limits.maxNodes = 400000;
    // Every move must keep the proven win (at most 40 moves: the loop ends on a longer way).
    int move = 1;
    for (; move <= 40 && !g->result(); ++move) {
        const auto info = engine.search(*g, limits, stop);
        QVERIFY2(info.exact && info.score > 0, qPrintable(QString("attacker move %1").arg(move)));
        QCOMPARE(g->check(info.best), core::MoveError::None);
        g->play(info.best);
        if (g->result())
            break;
        // The defender's reply is forced: block the five (with two, the attacker wins anyway).
        const auto &fives = g->position().fivePoints(attacker);
        QVERIFY2(!fives.empty(), qPrintable(QString("attacker move %1 is no four").arg(move)));
        g->play(Move::place(pointOf(fives.first())));
    }
    QVERIFY(g->result());
    QVERIFY(g->result()->isWinFor(attacker));
    // `move` is the attacker move that made five: Expert takes the shortest way.
    QCOMPARE(move, attackerMoves + 1);
}

void TestGomokuVcf::vctFreeFoursReachesVcf_data() { solverFindsShortest_data(); }

// With free fours a VCT's depth counts threes only: at depth 0 it is a VCF of any length, so
// finds each of these wins (up to 10 fours) and starts it with a four.
void TestGomokuVcf::vctFreeFoursReachesVcf()
{
    QFETCH(QString, rules);
    QFETCH(QString, text);
    auto g = gomokuFromText(rules.toLatin1().constData(), text.toLatin1().constData());
    QVERIFY(g);
    GomokuPosition pos = g->position();
    const Side attacker = pos.sideToMove();
    std::atomic<bool> stop{false};
    ai::gomoku::SearchBudget budget(stop, 0, 0);
    ai::gomoku::ThreatSolver solver;
    const int first = solver.findVct(pos, budget, 0, 5000000, true);
    QVERIFY2(first >= 0, "the VCF is out of a depth-0 VCT's reach");
    QVERIFY2(pos.fourPoints(attacker).contains(first), "depth 0 plays only fours");
}

// Worked by hand: the side to move has F8 G8 and H6 H7, four lone stones in the corners as
// the opponent's (and under Renju a fifth on O8). H8 is the only point that makes two open
// threes (F8-H8 and H6-H8, every end open), and there is no four anywhere: the win is H8,
// which no single block stops (the solver counts it won there). That is one three with free
// fours as without (depth 1; depth 0, fours only, has nothing). Under Renju the double three
// is Black's foul, so Black has no such win, and White with the same stones has.
void TestGomokuVcf::vctFreeFoursCountsThrees()
{
    auto vct = [](const char *rules, const char *text, int depth, bool freeFours) {
        auto g = gomokuFromText(rules, text);
        if (!g)
            return -2;
        GomokuPosition pos = g->position();
        std::atomic<bool> stop{false};
        ai::gomoku::SearchBudget budget(stop, 0, 0);
        ai::gomoku::ThreatSolver solver;
        return solver.findVct(pos, budget, depth, 1000000, freeFours);
    };
    const int h8 = *parsePoint("H8");
    const char *black = "o13o/15/15/15/15/15/15/5xx8/7x7/7x7/15/15/15/15/o13o b";
    const char *white = "x13x/15/15/15/15/15/15/5oo7x/7o7/7o7/15/15/15/15/x13x w";
    QCOMPARE(vct("freestyle", black, 0, true), -1);
    QCOMPARE(vct("freestyle", black, 1, true), h8);
    QCOMPARE(vct("freestyle", black, 1, false), h8);
    QCOMPARE(vct("renju", black, 1, true), -1);
    QCOMPARE(vct("renju", white, 1, true), h8);
}

QTEST_GUILESS_MAIN(TestGomokuVcf)
#include "tst_gomokuvcf.moc"
