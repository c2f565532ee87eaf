// GameModel and GameTree: signals on play, undo, redo, pass and game over; variations and the
// redo branch. Positions are Othello lines whose outcome is known by hand or from Wikipedia.
#include <QSignalSpy>
#include <QTest>

#include "session/gamemodel.h"

#include "games/gameregistry.h"


using namespace qiju;
using core::Move;
using core::MoveError;
using core::Side;
using model::GameModel;

namespace {

Move mv(const GameModel &m, const char *text)
{
    return *m.position().parseMove(text);
}

std::unique_ptr<core::Game> newOthello(const char *position = nullptr)
{
    if (!position)
        return core::createGame(core::GameId::Othello);
    core::ParseError e;
    return core::gameInfo(core::GameId::Othello).fromText("", position, &e);
}

} // namespace

class TestGameModel : public QObject
{
    Q_OBJECT

private slots:
    void playEmitsTransitionAndSide();
    void illegalMoveChangesNothing();
    void undoRedo();
    void variationKeepsRedoBranch();
    void passSignals();
    void gameOverSignal();
    void resignationOverridesAndUndoes();
};

void TestGameModel::playEmitsTransitionAndSide()
{
    GameModel m;
    QSignalSpy reset(&m, &GameModel::positionReset);
    m.newGame(newOthello());
    QCOMPARE(reset.count(), 1);

    QSignalSpy applied(&m, &GameModel::moveApplied);
    QSignalSpy side(&m, &GameModel::sideToMoveChanged);
    QSignalSpy undo(&m, &GameModel::canUndoChanged);
    QCOMPARE(m.play(mv(m, "f5")), MoveError::None);
    QCOMPARE(applied.count(), 1);
    const auto t = applied.at(0).at(0).value<core::MoveTransition>();
    QCOMPARE(t.mover, Side::Black);
    QCOMPARE(t.placed, (std::vector<core::Point>{{5, 4}}));   // f5
    QCOMPARE(t.flipped, (std::vector<core::Point>{{4, 4}}));  // e5 turns black
    QCOMPARE(side.count(), 1);
    QCOMPARE(side.at(0).at(0).value<Side>(), Side::White);
    QCOMPARE(undo.count(), 1);
    QCOMPARE(undo.at(0).at(0).toBool(), true);
    QCOMPARE(m.ply(), 1);
}

void TestGameModel::illegalMoveChangesNothing()
{
    GameModel m;
    m.newGame(newOthello());
    QSignalSpy applied(&m, &GameModel::moveApplied);
    QCOMPARE(m.play(Move::place({0, 0})), MoveError::NoFlips);
    QCOMPARE(m.play(Move::place({3, 3})), MoveError::Occupied);
    QCOMPARE(applied.count(), 0);
    QCOMPARE(m.ply(), 0);
    QVERIFY(!m.canUndo());
}

void TestGameModel::undoRedo()
{
    GameModel m;
    m.newGame(newOthello());
    const std::string start = m.position().positionText();
    m.play(mv(m, "f5"));
    const std::string afterF5 = m.position().positionText();
    m.play(mv(m, "d6"));

    QSignalSpy reset(&m, &GameModel::positionReset);
    QSignalSpy redoChanged(&m, &GameModel::canRedoChanged);
    m.undo();
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m.position().positionText(), afterF5);
    QCOMPARE(redoChanged.count(), 1);
    QVERIFY(m.canRedo());
    m.undo();
    QCOMPARE(m.position().positionText(), start);
    QVERIFY(!m.canUndo());

    QSignalSpy applied(&m, &GameModel::moveApplied);
    m.redo();
    QCOMPARE(applied.count(), 1); // redo animates like a move
    QCOMPARE(m.position().positionText(), afterF5);
    m.redo();
    QVERIFY(!m.canRedo());
    QCOMPARE(m.ply(), 2);
}

void TestGameModel::variationKeepsRedoBranch()
{
    GameModel m;
    m.newGame(newOthello());
    m.play(mv(m, "f5"));
    m.play(mv(m, "d6"));
    m.undo();
    m.play(mv(m, "f6")); // a variation instead of d6
    QCOMPARE(m.tree().current().parent->children.size(), std::size_t(2));
    m.undo();
    m.redo(); // redo follows the line played last: f6
    QCOMPARE(QString::fromStdString(m.position().moveText(m.lastNode()->move)), QStringLiteral("f6"));
    // The main line (first child) is still d6.
    QCOMPARE(QString::fromStdString(
                 m.position().moveText(m.tree().current().parent->children.front()->move)),
             QStringLiteral("d6"));
}

void TestGameModel::passSignals()
{
    // Black a1, White b1, White to move and must pass (hand-made position).
    GameModel m;
    m.newGame(newOthello("XO-------------------------------------------------------------- O"));
    QSignalSpy applied(&m, &GameModel::moveApplied);
    QSignalSpy side(&m, &GameModel::sideToMoveChanged);
    QCOMPARE(m.play(Move::place({2, 0})), MoveError::MustPass);
    QCOMPARE(m.play(Move::pass()), MoveError::None);
    QCOMPARE(applied.count(), 1);
    const auto t = applied.at(0).at(0).value<core::MoveTransition>();
    QVERIFY(t.move.isPass());
    QVERIFY(t.placed.empty() && t.flipped.empty());
    QCOMPARE(side.at(0).at(0).value<Side>(), Side::Black);
}

void TestGameModel::gameOverSignal()
{
    // The nine-move wipe-out (Wikipedia, "Reversi"): Black wins 64-0 with empties credited.
    GameModel m;
    m.newGame(newOthello());
    QSignalSpy over(&m, &GameModel::gameOver);
    for (const char *s : {"e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5"})
        QCOMPARE(m.play(mv(m, s)), MoveError::None);
    QCOMPARE(over.count(), 0);
    QCOMPARE(m.play(mv(m, "c5")), MoveError::None);
    QCOMPARE(over.count(), 1);
    const auto r = over.at(0).at(0).value<core::GameResult>();
    QCOMPARE(r.outcome, core::Outcome::BlackWins);
    QCOMPARE(r.blackScore, 64.0);
    QVERIFY(m.isOver());
    QCOMPARE(m.play(Move::place({0, 0})), MoveError::GameOver);
    m.undo();
    QVERIFY(!m.isOver());
}

void TestGameModel::resignationOverridesAndUndoes()
{
    GameModel m;
    m.newGame(newOthello());
    m.play(mv(m, "f5"));
    QSignalSpy over(&m, &GameModel::gameOver);
    m.endGame(core::GameResult::win(Side::Black, core::EndReason::Resignation));
    QCOMPARE(over.count(), 1);
    QVERIFY(m.isOver());
    QCOMPARE(m.result()->reason, core::EndReason::Resignation);
    QCOMPARE(m.play(mv(m, "d6")), MoveError::GameOver);
    m.undo();
    QVERIFY(!m.isOver());
}

QTEST_GUILESS_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
