// Ladder reading (ai/go/goladder.h) and its use in the Go tree's priors. Every expected answer
// was checked with GNU Go 3.8's GTP command `ladder_attack` on the same position (White to
// move against the black stone): "1 <vertex>" where the ladder works, "0" where a stone in its
// path breaks it. The shape: a black stone with White above it, above-left and to the right,
// so an atari from below chases it diagonally towards the lower left. The net atari cases
// (no reading) are worked by hand and checked the same way where GNU Go agrees.
#include <QTest>

#include <set>
#include <string>

#include "ai/go/gocandidates.h"
#include "ai/go/goladder.h"
#include "ai/go/goplayout.h"
#include "games/go/goboard.h"

using namespace qiju;
using go::GoBoard;
using go::Stone;

namespace {

// A GTP vertex ("Q16": columns A-T without I, rows counted from the bottom).
int vertex(const GoBoard &b, const char *v)
{
    int x = v[0] - 'A';
    if (v[0] > 'I')
        --x;
    const int row = std::stoi(v + 1);
    return b.point(x, b.size() - row);
}

// A board of `size` with the stones listed and `toMove` to move.
GoBoard board(int size, std::initializer_list<const char *> black,
    std::initializer_list<const char *> white, core::Side toMove)
{
    GoBoard b(size);
    for (const char *v : black)
        b.setup(vertex(b, v), Stone::Black);
    for (const char *v : white)
        b.setup(vertex(b, v), Stone::White);
    b.setToMove(toMove);
    return b;
}

} // namespace

class TestGoLadder : public QObject
{
    Q_OBJECT

private slots:
    void ladderOnAnEmptyBoard_data();
    void ladderOnAnEmptyBoard();
    void longLadderOn19x19_data();
    void longLadderOn19x19();
    void runningFromAtari();
    void priorsDoNotRunFromAWorkingLadder();
    void netAtari_data();
    void netAtari();
    void playoutPlaysTheNetAtari();
    void libertiesAfterAMove();
    void extendFromTwoLiberties_data();
    void extendFromTwoLiberties();
};

void TestGoLadder::ladderOnAnEmptyBoard_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<bool>("works");
    QTest::newRow("empty path") << QString() << true;
    // GNU Go: C4, B5, A5 and C5 break the ladder; B3 and F4 lie off its path.
    QTest::newRow("breaker C4") << "C4" << false;
    QTest::newRow("breaker B5") << "B5" << false;
    QTest::newRow("breaker A5") << "A5" << false;
    QTest::newRow("off path B3") << "B3" << true;
    QTest::newRow("off path F4") << "F4" << true;
    // A black stone next to the white stone at E6 puts it in atari with F6: D6 escapes.
    QTest::newRow("atari on E6") << "F6 E5" << false;
}

void TestGoLadder::ladderOnAnEmptyBoard()
{
    QFETCH(QString, extra);
    QFETCH(bool, works);
    GoBoard b = board(9, {"D6"}, {"C7", "D7", "E6"}, core::Side::White);
    for (const QString &v : extra.split(' ', Qt::SkipEmptyParts))
        b.setup(vertex(b, v.toLatin1().constData()), Stone::Black);
    QCOMPARE(b.liberties(vertex(b, "D6")), 2);
    QCOMPARE(ai::go::ladderWorks(b, vertex(b, "D6")), works);
}

void TestGoLadder::longLadderOn19x19_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<bool>("works");
    QTest::newRow("empty path") << QString() << true;
    QTest::newRow("breaker J9") << "J9" << false;
    QTest::newRow("breaker D4") << "D4" << false;
    QTest::newRow("breaker B2") << "B2" << false;
    QTest::newRow("off path C17") << "C17" << true;
    QTest::newRow("off path Q4") << "Q4" << true;
    QTest::newRow("off path A1") << "A1" << true;
}

void TestGoLadder::longLadderOn19x19()
{
    QFETCH(QString, extra);
    QFETCH(bool, works);
    GoBoard b = board(19, {"Q16"}, {"P17", "Q17", "R16"}, core::Side::White);
    for (const QString &v : extra.split(' ', Qt::SkipEmptyParts))
        b.setup(vertex(b, v.toLatin1().constData()), Stone::Black);
    QCOMPARE(ai::go::ladderWorks(b, vertex(b, "Q16")), works);
}

void TestGoLadder::runningFromAtari()
{
    // After White's atari at D5 (the move GNU Go names), Black to move cannot run; with the
    // breaker at C4 it can.
    GoBoard caught = board(9, {"D6"}, {"C7", "D7", "E6", "D5"}, core::Side::Black);
    QVERIFY(ai::go::ladderCaptures(caught, vertex(caught, "D6")));
    GoBoard free = board(9, {"D6", "C4"}, {"C7", "D7", "E6", "D5"}, core::Side::Black);
    QVERIFY(!ai::go::ladderCaptures(free, vertex(free, "D6")));
}

void TestGoLadder::priorsDoNotRunFromAWorkingLadder()
{
    // Running at C6 out of the working ladder is a loss; with the breaker it saves the stone.
    // For White, the atari at D5 that starts the working ladder is a winning try.
    GoBoard caught = board(9, {"D6"}, {"C7", "D7", "E6", "D5"}, core::Side::Black);
    const ai::go::MctsChild run = ai::go::goPrior(caught, vertex(caught, "C6"), go::kNoPoint);
    GoBoard free = board(9, {"D6", "C4"}, {"C7", "D7", "E6", "D5"}, core::Side::Black);
    const ai::go::MctsChild escape = ai::go::goPrior(free, vertex(free, "C6"), go::kNoPoint);
    QVERIFY2(run.priorWins / run.priorVisits < 0.4f, "running into the ladder looks good");
    QVERIFY2(escape.priorWins / escape.priorVisits > 0.6f, "a real escape looks bad");

    GoBoard attack = board(9, {"D6"}, {"C7", "D7", "E6"}, core::Side::White);
    const ai::go::MctsChild atari = ai::go::goPrior(attack, vertex(attack, "D5"), go::kNoPoint);
    const ai::go::MctsChild wrong = ai::go::goPrior(attack, vertex(attack, "C6"), go::kNoPoint);
    QVERIFY2(atari.priorWins / atari.priorVisits > wrong.priorWins / wrong.priorVisits + 0.1f,
        "the working atari is not preferred to the one that lets Black out");
}

void TestGoLadder::netAtari_data()
{
    // White E5 with Black at D5 and E4 has the liberties E6 and F5. Worked by hand:
    // - with Black at D6 and F6, the atari at F5 leaves E6, whose extension has only E7;
    //   the atari at E6 lets White out at F5 (F4, G5): F5 is the answer (GNU Go's
    //   `attack E5`: "1 F5");
    // - without F6, both extensions keep two liberties or more: none without reading (GNU Go
    //   reads on and finds a ladder from F5, which netAtariPoint() leaves to ladderWorks());
    // - with a white stone at F6 instead, the extension at E6 joins it: none (GNU Go: "0").
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("answer");
    QTest::newRow("net") << "D5 E4 D6 F6"
                         << "E5"
                         << "F5";
    QTest::newRow("open") << "D5 E4 D6"
                          << "E5"
                          << "";
    QTest::newRow("friend at F6") << "D5 E4 D6"
                                  << "E5 F6"
                                  << "";
    // Three liberties: not a candidate at all.
    QTest::newRow("three liberties") << "D5"
                                     << "E5"
                                     << "";
}

void TestGoLadder::netAtari()
{
    QFETCH(QString, black);
    QFETCH(QString, white);
    QFETCH(QString, answer);
    GoBoard b(9);
    for (const QString &v : black.split(' ', Qt::SkipEmptyParts))
        b.setup(vertex(b, v.toLatin1().constData()), Stone::Black);
    for (const QString &v : white.split(' ', Qt::SkipEmptyParts))
        b.setup(vertex(b, v.toLatin1().constData()), Stone::White);
    b.setToMove(core::Side::Black);
    const int expected = answer.isEmpty() ? go::kNoPoint : vertex(b, answer.toLatin1().constData());
    QCOMPARE(ai::go::netAtariPoint(b, vertex(b, "E5")), expected);
}

void TestGoLadder::playoutPlaysTheNetAtari()
{
    // White just played E5 into the net of the first row above (on 19x19, where the playouts
    // use the tactic): whatever the random draws, the policy answers with the atari at F5.
    GoBoard b = board(19, {"D5", "E4", "D6", "F6"}, {"E5"}, core::Side::Black);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        ai::go::Rng rng(seed);
        ai::go::AtariWatch watch;
        watch.scan(b);
        QCOMPARE(ai::go::goPolicyMove(b, vertex(b, "E5"), rng, watch), vertex(b, "F5"));
    }
}

void TestGoLadder::libertiesAfterAMove()
{
    // Black D4-E4 under White C4, D5, E5 and D3; liberties E3 and F4. Counted by hand:
    // Black at F4 has E3, F5, F3, G4; at E3 it has F4, E2, F3; a lone stone at K10 has four.
    const GoBoard b = board(19, {"D4", "E4"}, {"C4", "D5", "E5", "D3"}, core::Side::Black);
    QCOMPARE(ai::go::libertiesAfterUpTo(b, vertex(b, "F4"), Stone::Black, 8), 4);
    QCOMPARE(ai::go::libertiesAfterUpTo(b, vertex(b, "F4"), Stone::Black, 3), 3);
    QCOMPARE(ai::go::libertiesAfterUpTo(b, vertex(b, "E3"), Stone::Black, 8), 3);
    QCOMPARE(ai::go::libertiesAfterUpTo(b, vertex(b, "K10"), Stone::Black, 8), 4);
    // White at E3 would leave its D3 stone with C3, D2 and E2 and the new stone with E2, F3.
    QCOMPARE(ai::go::libertiesAfterUpTo(b, vertex(b, "E3"), Stone::White, 8), 4);
    // White F4 puts the Black chain in atari (one liberty, E3): playing E3 then captures.
    GoBoard c = b;
    c.setup(vertex(c, "F4"), Stone::White);
    QCOMPARE(ai::go::libertiesAfterUpTo(c, vertex(c, "E3"), Stone::White, 5), 5);
}

void TestGoLadder::extendFromTwoLiberties_data()
{
    // White has just played D3 against the black chain D4-E4 (under C4, D5, E5), leaving it
    // E3 and F4. Worked by hand: with White F3 as well, E3 would give the chain only F4 and E2
    // (two) while F4 gives E3, F5, G4 (three); with G4 white too, F4 gives only E3 and F5, so
    // no extension reaches three liberties; without F3 both do.
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("answers");
    QTest::newRow("F3: only F4") << "F3" << "F4";
    QTest::newRow("F3 G4: none") << "F3 G4" << "";
    QTest::newRow("open: E3 or F4") << "" << "E3 F4";
}

void TestGoLadder::extendFromTwoLiberties()
{
    QFETCH(QString, white);
    QFETCH(QString, answers);
    GoBoard b = board(19, {"D4", "E4"}, {"C4", "D5", "E5", "D3"}, core::Side::Black);
    for (const QString &v : white.split(' ', Qt::SkipEmptyParts))
        b.setup(vertex(b, v.toLatin1().constData()), Stone::White);
    std::set<int> expected;
    for (const QString &v : answers.split(' ', Qt::SkipEmptyParts))
        expected.insert(vertex(b, v.toLatin1().constData()));
    std::set<int> seen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        ai::go::Rng rng(seed);
        const int e = ai::go::extendFromTwoLiberties(b, vertex(b, "D3"), rng);
        seen.insert(e);
        // The policy plays it on 19x19 (nothing is in atari, D3 has three liberties).
        ai::go::Rng same(seed);
        ai::go::AtariWatch watch;
        watch.scan(b);
        if (e != go::kNoPoint)
            QCOMPARE(ai::go::goPolicyMove(b, vertex(b, "D3"), same, watch), e);
    }
    if (expected.empty())
        expected.insert(go::kNoPoint);
    QCOMPARE(seen, expected);
}

QTEST_GUILESS_MAIN(TestGoLadder)
#include "tst_goladder.moc"
