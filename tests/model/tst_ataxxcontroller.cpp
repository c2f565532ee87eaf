// Ataxx through the GameController: whole computer-vs-computer games under both presets end
// with a valid result, the controller plays UAI's forced pass and announces it, Botzone's
// repetition is refused as an illegal move, and the New Game setup keeps the rules preset.
#include <QSignalSpy>
#include <QTest>

#include "session/gamecontroller.h"

#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::Move;
using core::Side;
using model::GameController;
using model::GameModel;
using model::GameSetup;
using model::PlayerKind;

namespace {

GameSetup setup(const QString &rules, PlayerKind black, PlayerKind white, const QString &start = {})
{
    GameSetup s;
    s.game = core::GameId::Ataxx;
    s.rules = rules;
    s.startPosition = start;
    s.seats[0].kind = black;
    s.seats[1].kind = white;
    s.seats[0].level = ai::Level::Beginner;
    s.seats[1].level = ai::Level::Beginner;
    s.timePerMoveMs = 300;
    return s;
}

} // namespace

class TestAtaxxController : public QObject
{
    Q_OBJECT

private slots:
    void computerVersusComputerToTheEnd_data();
    void computerVersusComputerToTheEnd();
    void forcedPassUnderUai();
    void repetitionRefused();
};

void TestAtaxxController::computerVersusComputerToTheEnd_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("botzone") << "botzone";
    QTest::newRow("uai") << "uai";
}

void TestAtaxxController::computerVersusComputerToTheEnd()
{
    QFETCH(QString, rules);
    GameModel m;
    GameController c(&m);
    QSignalSpy over(&m, &GameModel::gameOver);
    QVERIFY(c.newGame(setup(rules, PlayerKind::Computer, PlayerKind::Computer)));
    QCOMPARE(QString::fromStdString(m.position().rulesText()), rules);
    QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 240000);
    const auto r = over.at(0).at(0).value<core::GameResult>();
    QVERIFY(m.position().legalMoves().empty());
    // The counted score is what the board shows (Botzone: credited empties included).
    QCOMPARE(r.blackScore, double(m.position().pieceCount(Side::Black)));
    QCOMPARE(r.whiteScore, double(m.position().pieceCount(Side::White)));
    if (r.reason != core::EndReason::TurnLimit) {
        QCOMPARE(r.outcome,
            r.blackScore > r.whiteScore       ? core::Outcome::BlackWins
                : r.whiteScore > r.blackScore ? core::Outcome::WhiteWins
                                              : core::Outcome::Draw);
    }
    QVERIFY(m.ply() >= 4);
}

void TestAtaxxController::forcedPassUnderUai()
{
    GameModel m;
    GameController c(&m);
    QSignalSpy passed(&c, &GameController::passed);
    QVERIFY(c.newGame(setup(QStringLiteral("uai"), PlayerKind::Human, PlayerKind::Human,
        QStringLiteral("7/7/7/7/4ooo/4ooo/4oox x 0 1"))));
    QTRY_COMPARE(passed.count(), 1);
    QCOMPARE(passed.at(0).at(0).value<Side>(), Side::Black);
    QCOMPARE(m.position().sideToMove(), Side::White);
    QVERIFY(!m.isOver());
}

void TestAtaxxController::repetitionRefused()
{
    GameModel m;
    GameController c(&m);
    QSignalSpy illegal(&c, &GameController::illegalMove);
    QVERIFY(c.newGame(setup(QStringLiteral("botzone"), PlayerKind::Human, PlayerKind::Human)));
    for (const char *text : {"a7c7", "g7e7", "c7a7", "e7g7"}) {
        QTRY_VERIFY(c.isHumanTurn());
        c.requestMove(*m.position().parseMove(text));
    }
    QCOMPARE(m.ply(), 4);
    QTRY_VERIFY(c.isHumanTurn());
    c.requestMove(*m.position().parseMove("a7c7"));
    QCOMPARE(illegal.count(), 1);
    QCOMPARE(illegal.at(0).at(1).value<core::MoveError>(), core::MoveError::Repetition);
    QCOMPARE(m.ply(), 4);
}

QTEST_GUILESS_MAIN(TestAtaxxController)
#include "tst_ataxxcontroller.moc"
