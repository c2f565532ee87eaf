// GameController and AiController: the turn flow between players, validation, forced passes,
// undo against the computer, stale AI results dropped, and a whole computer-vs-computer game
// played headless to a valid end; the built-in Go AI resigns a hopeless game at the levels
// that allow it, ending the game by resignation.
#include <QSignalSpy>
#include <QTest>

#include "jobs/aicontroller.h"
#include "players/computerplayer.h"
#include "players/humanplayer.h"
#include "session/gamecontroller.h"

#include "storage/records.h"

#include "games/gameregistry.h"

#include "../support/godiagram.h"

using namespace qiju;
using core::Move;
using core::Side;
using model::GameController;
using model::GameModel;
using model::GameSetup;
using model::PlayerKind;

namespace {

GameSetup setup(PlayerKind black, PlayerKind white, ai::Level level = ai::Level::Beginner)
{
    GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].kind = black;
    s.seats[1].kind = white;
    s.seats[0].level = level;
    s.seats[1].level = level;
    s.timePerMoveMs = 500;
    return s;
}

Move mv(const GameModel &m, const char *text)
{
    return *m.position().parseMove(text);
}

} // namespace

class TestGameController : public QObject
{
    Q_OBJECT

private slots:
    void humanVersusHuman();
    void illegalMoveIsReported();
    void forcedPassIsPlayedAndAnnounced();
    void computerAnswersAndUndoReturnsToHuman();
    void staleResultDroppedAfterUndo();
    void aiControllerDropsSupersededSearch();
    void moveNowStopsThinking();
    void computerVersusComputerToTheEnd();
    void computerResignsHopelessGo_data();
    void computerResignsHopelessGo();
};

void TestGameController::humanVersusHuman()
{
    GameModel m;
    GameController c(&m);
    QSignalSpy turns(&c, &GameController::turnStarted);
    QVERIFY(c.newGame(setup(PlayerKind::Human, PlayerKind::Human)));
    QTRY_COMPARE(turns.count(), 1);
    QCOMPARE(turns.at(0).at(0).value<Side>(), Side::Black);
    c.requestMove(mv(m, "f5"));
    QCOMPARE(m.ply(), 1);
    QTRY_COMPARE(turns.count(), 2);
    QCOMPARE(turns.at(1).at(0).value<Side>(), Side::White);
    c.requestMove(mv(m, "d6"));
    QCOMPARE(m.ply(), 2);
    // Between people, undo takes back exactly one move.
    c.undo();
    QCOMPARE(m.ply(), 1);
    QTRY_VERIFY(c.isHumanTurn());
    QCOMPARE(m.position().sideToMove(), Side::White);
}

void TestGameController::illegalMoveIsReported()
{
    GameModel m;
    GameController c(&m);
    QVERIFY(c.newGame(setup(PlayerKind::Human, PlayerKind::Human)));
    QTRY_VERIFY(c.isHumanTurn());
    QSignalSpy illegal(&c, &GameController::illegalMove);
    c.requestMove(Move::place({0, 0}));
    QCOMPARE(illegal.count(), 1);
    QCOMPARE(illegal.at(0).at(1).value<core::MoveError>(), core::MoveError::NoFlips);
    QCOMPARE(m.ply(), 0);
    c.requestMove(mv(m, "d3"));
    QCOMPARE(m.ply(), 1);
}

void TestGameController::forcedPassIsPlayedAndAnnounced()
{
    // Black a1, White b1, White to move: White has no move and must pass (hand-made).
    GameSetup s = setup(PlayerKind::Human, PlayerKind::Human);
    s.startPosition = QStringLiteral("XO-------------------------------------------------------------- O");
    GameModel m;
    GameController c(&m);
    QSignalSpy passed(&c, &GameController::passed);
    QVERIFY(c.newGame(s));
    QTRY_COMPARE(passed.count(), 1);
    QCOMPARE(passed.at(0).at(0).value<Side>(), Side::White);
    QCOMPARE(m.position().sideToMove(), Side::Black);
    QVERIFY(m.lastNode()->move.isPass());
    QTRY_VERIFY(c.isHumanTurn());
}

void TestGameController::computerAnswersAndUndoReturnsToHuman()
{
    GameModel m;
    GameController c(&m);
    QVERIFY(c.newGame(setup(PlayerKind::Human, PlayerKind::Computer)));
    QTRY_VERIFY(c.isHumanTurn());
    c.requestMove(mv(m, "f5"));
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 2, 10000); // the computer answered
    QTRY_VERIFY(c.isHumanTurn());
    QVERIFY(c.canUndo());
    c.undo(); // back over the computer's reply to the human's turn before f5
    QCOMPARE(m.ply(), 0);
    QTRY_VERIFY(c.isHumanTurn());
    QVERIFY(c.canRedo());
    c.redo(); // forward over both plies, to the human's turn again
    QCOMPARE(m.ply(), 2);
    QTRY_VERIFY(c.isHumanTurn());
}

void TestGameController::staleResultDroppedAfterUndo()
{
    GameModel m;
    GameController c(&m);
    GameSetup s = setup(PlayerKind::Human, PlayerKind::Computer, ai::Level::Expert);
    s.timePerMoveMs = 1500;
    QVERIFY(c.newGame(s));
    QTRY_VERIFY(c.isHumanTurn());
    c.requestMove(mv(m, "f5"));
    QSignalSpy thinking(&c, &GameController::thinkingChanged);
    QTRY_VERIFY(c.player(Side::White)->isThinking());
    QSignalSpy applied(&m, &GameModel::moveApplied);
    c.undo(); // while the computer thinks
    QCOMPARE(m.ply(), 0);
    QVERIFY(!c.player(Side::White)->isThinking());
    QTest::qWait(2500); // longer than the search would have taken
    QCOMPARE(applied.count(), 0); // its late answer was dropped
    QCOMPARE(m.ply(), 0);
    QVERIFY(c.isHumanTurn());
}

void TestGameController::aiControllerDropsSupersededSearch()
{
    auto game = core::createGame(core::GameId::Othello);
    model::AiController ai(core::GameId::Othello);
    QVERIFY(ai.isAvailable());
    QSignalSpy finished(&ai, &model::AiController::finished);
    ai::SearchLimits slow;
    slow.timeMs = 5000;
    const quint64 first = ai.start(*game, slow);
    ai::SearchLimits quick;
    quick.maxDepth = 2;
    const quint64 second = ai.start(*game, quick); // cancels the first
    QVERIFY(first != second);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QTest::qWait(200);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toULongLong(), second);
    const auto info = finished.at(0).at(1).value<ai::SearchInfo>();
    QCOMPARE(game->check(info.best), core::MoveError::None);
}

void TestGameController::moveNowStopsThinking()
{
    GameModel m;
    GameController c(&m);
    GameSetup s = setup(PlayerKind::Computer, PlayerKind::Human, ai::Level::Expert);
    s.timePerMoveMs = 30000;
    QVERIFY(c.newGame(s));
    QTRY_VERIFY(c.player(Side::Black)->isThinking());
    QTest::qWait(150);
    c.moveNow();
    // Far sooner than the 30 s budget (how much sooner is a benchmark, not asserted).
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 1, 20000);
    QCOMPARE(m.position().sideToMove(), Side::White);
}

void TestGameController::computerVersusComputerToTheEnd()
{
    GameModel m;
    GameController c(&m);
    QSignalSpy over(&m, &GameModel::gameOver);
    QVERIFY(c.newGame(setup(PlayerKind::Computer, PlayerKind::Computer, ai::Level::Beginner)));
    QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 120000);
    const auto r = over.at(0).at(0).value<core::GameResult>();
    QCOMPARE(r.reason, core::EndReason::Count);
    QVERIFY(m.position().legalMoves().empty());
    // Othello: the counted score is the board's discs, empties credited to the winner.
    const int black = m.position().pieceCount(Side::Black);
    const int white = m.position().pieceCount(Side::White);
    QCOMPARE(r.outcome, black > white   ? core::Outcome::BlackWins
                        : white > black ? core::Outcome::WhiteWins
                                        : core::Outcome::Draw);
    QCOMPARE(r.blackScore + r.whiteScore, 64.0);
    QVERIFY(m.ply() >= 9);
}

// A hand-built 9x9 position, Black (the computer) to move. White's wall fills the top six
// rows and has two separate eyes (B9 and H9), so it cannot be captured: White owns at least
// those 54 points. Even if Black took every one of the 27 points left below, Black's 27 is far
// short of White's 54 + 7.5 komi: no sequence of moves wins for Black. Hard and Expert resign
// such a game (the search's win rate falls under their 8 % threshold); Medium never resigns
// and plays on.
void TestGameController::computerResignsHopelessGo_data()
{
    QTest::addColumn<ai::Level>("level");
    QTest::addColumn<bool>("resigns");
    QTest::newRow("hard") << ai::Level::Hard << true;
    QTest::newRow("expert") << ai::Level::Expert << true;
    QTest::newRow("medium") << ai::Level::Medium << false;
}

void TestGameController::computerResignsHopelessGo()
{
    QFETCH(ai::Level, level);
    QFETCH(bool, resigns);
    GameSetup s = setup(PlayerKind::Computer, PlayerKind::Human, level);
    s.game = core::GameId::Go;
    s.rules = QStringLiteral("chinese size=9");
    s.timePerMoveMs = 1500;
    s.startPosition = QString::fromStdString(test::goRows({
                                                 "O . O O O O O . O",
                                                 "O O O O O O O O O",
                                                 "O O O O O O O O O",
                                                 "O O O O O O O O O",
                                                 "O O O O O O O O O",
                                                 "O O O O O O O O O",
                                                 ". . . . . . . . .",
                                                 ". . . X . . . . .",
                                                 ". . . . . . . . .",
                                             })
        + " b");
    GameModel m;
    GameController c(&m);
    QSignalSpy over(&m, &GameModel::gameOver);
    QSignalSpy applied(&m, &GameModel::moveApplied);
    QVERIFY(c.newGame(s));
    QVERIFY(m.position().sideToMove() == Side::Black);
    if (!resigns) {
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 10000); // it played a move
        QCOMPARE(over.count(), 0);
        QVERIFY(!m.isOver());
        return;
    }
    QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 10000);
    QCOMPARE(applied.count(), 0); // it gave up instead of moving
    const auto r = over.at(0).at(0).value<core::GameResult>();
    QCOMPARE(r.reason, core::EndReason::Resignation);
    QCOMPARE(r.outcome, core::Outcome::WhiteWins);
    QVERIFY(m.isOver());
    QVERIFY(!c.player(Side::Black)->isThinking());
    // The record of the game says so, as for a person's resignation.
    const auto record = model::GameRecord::fromGame(c.setup(), m.position(), r, m.ply(), 0);
    QCOMPARE(record.result.reason, core::EndReason::Resignation);
    QVERIFY(record.players[1].won(record.result));
    QVERIFY(record.players[0].lost(record.result));
    // A late turn request does nothing: the game stays over.
    QTest::qWait(100);
    QCOMPARE(applied.count(), 0);
}

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
