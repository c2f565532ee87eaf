// GameModel and GameTree: signals on play, undo, redo, pass and game over; variations and the
// redo branch; removing and promoting variations. Positions are Othello lines whose outcome is known by hand or from Wikipedia.
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
    void removeVariation();
    void promoteVariation();
    void removeUndoneMoves();
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

namespace {

// The tree below, drawn by hand (f5 d6 c3 d3 and f5 d6 c5 f4 are legal Othello lines; the second
// is played after undoing twice, so it is the variation), current at f4:
//   start - f5 - d6 - c3 - d3
//                  \ c5 - f4
void branchedTree(GameModel &m)
{
    m.newGame(newOthello());
    for (const char *t : {"f5", "d6", "c3", "d3"})
        QCOMPARE(m.play(mv(m, t)), MoveError::None);
    m.undo();
    m.undo();
    QCOMPARE(m.play(mv(m, "c5")), MoveError::None);
    QCOMPARE(m.play(mv(m, "f4")), MoveError::None);
}

const model::GameNode &nodeAt(const GameModel &m, std::initializer_list<int> path)
{
    const model::GameNode *n = &m.tree().root();
    for (int i : path)
        n = n->children[std::size_t(i)].get();
    return *n;
}

} // namespace

void TestGameModel::removeVariation()
{
    GameModel m;
    branchedTree(m);
    const model::GameNode &d6 = nodeAt(m, {0, 0});
    QCOMPARE(d6.children.size(), std::size_t(2));
    QCOMPARE(d6.redoChild, 1); // c5, played last
    QSignalSpy changed(&m, &GameModel::treeChanged);
    QSignalSpy reset(&m, &GameModel::positionReset);
    // Neither the root nor a node on the way to the current one can go.
    m.removeVariation(m.tree().root());
    m.removeVariation(d6);
    m.removeVariation(m.tree().current());
    QCOMPARE(changed.count(), 0);
    // c3 (with d3) can: c5 becomes d6's only child, the main line, and redo's choice.
    const std::string before = m.position().positionText();
    m.removeVariation(*d6.children[0]);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(d6.children.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(d6.position->moveText(d6.children[0]->move)), "c5");
    QCOMPARE(d6.redoChild, 0);
    QCOMPARE(m.position().positionText(), before);
    QCOMPARE(m.ply(), 4);
}

void TestGameModel::promoteVariation()
{
    GameModel m;
    branchedTree(m);
    const model::GameNode &d6 = nodeAt(m, {0, 0});
    QSignalSpy changed(&m, &GameModel::treeChanged);
    m.promoteVariation(m.tree().current()); // f4: the line f5 d6 c5 f4 becomes the main line
    QCOMPARE(changed.count(), 1);
    const auto moveAt = [&](std::initializer_list<int> path) {
        const model::GameNode &n = nodeAt(m, path);
        return QString::fromStdString(n.parent->position->moveText(n.move));
    };
    QCOMPARE(moveAt({0, 0, 0}), "c5");
    QCOMPARE(moveAt({0, 0, 0, 0}), "f4");
    QCOMPARE(moveAt({0, 0, 1}), "c3");
    QCOMPARE(moveAt({0, 0, 1, 0}), "d3");
    QCOMPARE(d6.redoChild, 0); // still c5
    QCOMPARE(&nodeAt(m, {0, 0, 0, 0}), &m.tree().current());
    // Back again: c3 first, and redo from d6 still follows c5 (now children[1]).
    m.promoteVariation(nodeAt(m, {0, 0, 1}));
    QCOMPARE(moveAt({0, 0, 0}), "c3");
    QCOMPARE(moveAt({0, 0, 1}), "c5");
    QCOMPARE(d6.redoChild, 1);
}

void TestGameModel::removeUndoneMoves()
{
    // Moves taken back and then removed are gone: a new move no longer replaces them (it
    // would look for them among its siblings), and redo has nothing left.
    GameModel m;
    m.newGame(newOthello());
    for (const char *t : {"f5", "d6", "c3"})
        QCOMPARE(m.play(mv(m, t)), MoveError::None);
    m.undo();
    m.undo(); // at f5; d6 c3 undone
    QVERIFY(m.canRedo());
    QSignalSpy redo(&m, &GameModel::canRedoChanged);
    m.removeVariation(*m.tree().current().children[0]);
    QCOMPARE(redo.count(), 1);
    QCOMPARE(redo.at(0).at(0).toBool(), false);
    QCOMPARE(m.play(mv(m, "f6"), GameModel::Undone::Replace), MoveError::None);
    QCOMPARE(nodeAt(m, {0}).children.size(), std::size_t(1));
    QCOMPARE(m.ply(), 2);
}

QTEST_GUILESS_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
