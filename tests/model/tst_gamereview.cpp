// GameReview: stepping back and forward restores the exact positions, a move at a past point
// becomes a variation while the main line is kept, the main line can be found again, and in a
// live game against the computer a review stops the computer from moving on a past position
// until the game is resumed. In normal play an undo followed by a new move replaces the undone
// moves (no variation, so no "Back to the Main Line"); replaying the undone move keeps the rest.
#include <QSignalSpy>
#include <QTest>

#include "players/computerplayer.h"
#include "session/gamereview.h"

using namespace qiju;
using core::Move;
using core::Side;
using model::GameController;
using model::GameModel;
using model::GameReview;
using model::GameSetup;
using model::PlayerKind;

namespace {

// Othello boards as a1..h1, a2..h2, ... ('X' black, 'O' white) and the side to move.
const QString kStart = QString(24, '-') + "---OX------XO---" + QString(24, '-') + " X";
// Black f5 flips e5 (worked by hand from the start position).
const QString kAfterF5 = QString(24, '-') + "---OX------XXX--" + QString(24, '-') + " O";

GameSetup othello(PlayerKind black, PlayerKind white)
{
    GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].kind = black;
    s.seats[1].kind = white;
    s.seats[0].level = ai::Level::Beginner;
    s.seats[1].level = ai::Level::Beginner;
    s.timePerMoveMs = 500;
    return s;
}

QString text(const GameModel &m)
{
    return QString::fromStdString(m.position().positionText());
}

// Plays `moves` ("f5 d6 c3") as requests at the board, waiting for each turn.
void playLine(GameController &c, const QString &moves)
{
    for (const QString &t : moves.split(' ')) {
        QTRY_VERIFY(c.isHumanTurn());
        c.requestMove(*c.model()->position().parseMove(t.toStdString()));
    }
}

QStringList lineTexts(const GameReview &r)
{
    QStringList texts;
    for (const model::GameNode *n : r.line()) {
        if (n->parent)
            texts << QString::fromStdString(n->parent->position->moveText(n->move));
    }
    return texts;
}

} // namespace

class TestGameReview : public QObject
{
    Q_OBJECT

private slots:
    void steppingRestoresPositions();
    void pastMoveMakesVariation();
    void chooseVariationAndMainLine();
    void reviewStopsTheComputer();
    void continueFromHere();
    void undoThenNewMoveReplaces();
    void undoAgainstComputerThenNewMove();
    void deleteAndPromoteVariations();
};

void TestGameReview::steppingRestoresPositions()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human)));
    QStringList seen{text(m)};
    for (const char *t : {"f5", "d6", "c3", "d3", "c4"}) {
        playLine(c, QString::fromLatin1(t));
        seen << text(m);
    }
    QCOMPARE(seen.first(), kStart);
    QCOMPARE(seen.at(1), kAfterF5);

    r.first();
    QVERIFY(r.isActive());
    QCOMPARE(text(m), kStart);
    QCOMPARE(int(r.line().size()), 6); // the whole line stays visible from the start
    for (int ply = 1; ply <= 4; ++ply) {
        r.forward();
        QCOMPARE(r.currentIndex(), ply);
        QCOMPARE(text(m), seen.at(ply));
    }
    r.back();
    r.back();
    QCOMPARE(text(m), seen.at(2));
    r.goToIndex(1);
    QCOMPARE(text(m), kAfterF5);
    QVERIFY(r.isActive());
    QVERIFY(!c.isHumanTurn()); // no one may move on a past position outside the review
    QVERIFY(!c.canUndo());
    r.last(); // the live node: the game goes on
    QCOMPARE(text(m), seen.last());
    QVERIFY(!r.isActive());
    QTRY_VERIFY(c.isHumanTurn());
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c3", "d3", "c4"}));
}

void TestGameReview::pastMoveMakesVariation()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human)));
    playLine(c, QStringLiteral("f5 d6 c3 d3"));
    r.goToIndex(2);
    QSignalSpy proposals(&c, &GameController::reviewMoveRequested);
    c.requestMove(*m.position().parseMove("c5")); // instead of c3
    QCOMPARE(proposals.count(), 1);
    QCOMPARE(m.ply(), 3);
    QVERIFY(r.isActive());
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c5"}));
    QVERIFY(!GameReview::isMainLine(m.tree().current()));
    // The main line is untouched: children[0] from the root is still f5 d6 c3 d3.
    QStringList main;
    for (const model::GameNode *n = &m.tree().root(); !n->children.empty();) {
        const model::GameNode *child = n->children.front().get();
        main << QString::fromStdString(n->position->moveText(child->move));
        n = child;
    }
    QCOMPARE(main, QStringList({"f5", "d6", "c3", "d3"}));
    // Playing the main-line move again follows it instead of making a twin.
    r.back();
    c.requestMove(*m.position().parseMove("c3"));
    QCOMPARE(int(m.tree().root().children.front()->children.front()->children.size()), 2);
    QVERIFY(GameReview::isMainLine(m.tree().current()));
    // An illegal move at a past point is refused and changes nothing.
    QSignalSpy illegal(&c, &GameController::illegalMove);
    c.requestMove(Move::place({0, 0}));
    QCOMPARE(illegal.count(), 1);
    QCOMPARE(m.ply(), 3);
}

void TestGameReview::chooseVariationAndMainLine()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human)));
    playLine(c, QStringLiteral("f5 d6 c3 d3"));
    r.goToIndex(2);
    const QString atBranch = text(m);
    c.requestMove(*m.position().parseMove("c5"));
    c.requestMove(*m.position().parseMove("f4"));
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c5", "f4"}));
    r.returnToMainLine(); // the main-line node at ply 4
    QVERIFY(GameReview::isMainLine(m.tree().current()));
    QCOMPARE(m.ply(), 4);
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c3", "d3"}));
    r.goToIndex(2);
    QCOMPARE(text(m), atBranch);
    const auto choices = r.choices();
    QCOMPARE(int(choices.size()), 2);
    r.choose(1);
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c5", "f4"}));
    QCOMPARE(m.ply(), 3);
    r.backToGame(); // the node where the review began (d3 on the main line)
    QVERIFY(!r.isActive());
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c3", "d3"}));
}

void TestGameReview::reviewStopsTheComputer()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    GameSetup s = othello(PlayerKind::Human, PlayerKind::Computer);
    s.timePerMoveMs = 60000; // the computer would think for a long time
    c.setComputerMinimumThinkingTime(400);
    QVERIFY(c.newGame(s));
    playLine(c, QStringLiteral("f5"));
    auto *computer = qobject_cast<model::ComputerPlayer *>(c.player(Side::White));
    QVERIFY(computer);
    QTRY_VERIFY(computer->isThinking());
    r.back();
    QCOMPARE(text(m), kStart);
    QVERIFY(!computer->isThinking()); // the search is stopped, not left to finish
    QVERIFY(c.clock()->isPausedFor(model::GameClock::PauseReason::Review));
    QTest::qWait(700); // longer than the minimum thinking time
    QCOMPARE(m.ply(), 0);
    QCOMPARE(text(m), kStart);
    r.forward(); // back at the live node: the computer thinks again and answers
    QVERIFY(!r.isActive());
    QVERIFY(!c.clock()->isPausedFor(model::GameClock::PauseReason::Review));
    QTRY_VERIFY(computer->isThinking());
    c.moveNow();
    QTRY_COMPARE(m.ply(), 2);
    QVERIFY(c.isHumanToMove());
}

void TestGameReview::continueFromHere()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    c.setComputerMinimumThinkingTime(0);
    GameSetup s = othello(PlayerKind::Human, PlayerKind::Computer);
    s.timePerMoveMs = 100;
    QVERIFY(c.newGame(s));
    playLine(c, QStringLiteral("f5"));
    QTRY_COMPARE(m.ply(), 2);
    playLine(c, QStringLiteral("c3"));
    QTRY_COMPARE(m.ply(), 4);
    r.goToIndex(1); // after f5: White (the computer) to move
    QVERIFY(r.canContinue());
    r.continueFromHere();
    QVERIFY(!r.isActive());
    QTRY_COMPARE(m.ply(), 2); // the computer answered on the shown position
    QCOMPARE(m.position().sideToMove(), Side::Black);
    QVERIFY(c.isHumanToMove());
}

// The moves of the main line (children[0] from the root).
QStringList mainLine(const GameModel &m)
{
    QStringList main;
    for (const model::GameNode *n = &m.tree().root(); !n->children.empty();) {
        const model::GameNode *child = n->children.front().get();
        main << QString::fromStdString(n->position->moveText(child->move));
        n = child;
    }
    return main;
}

void TestGameReview::undoThenNewMoveReplaces()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human)));
    playLine(c, QStringLiteral("f5 d6 c3 d3"));
    c.undo();
    c.undo();
    QCOMPARE(m.ply(), 2);
    QVERIFY(m.canRedo());
    // The undone move again: followed, and d3 is still there to redo.
    playLine(c, QStringLiteral("c3"));
    QVERIFY(m.canRedo());
    QCOMPARE(mainLine(m), QStringList({"f5", "d6", "c3", "d3"}));
    // A different move for Black after f5 d6 (c5 flips d5, worked by hand): c3 and d3 are
    // replaced, not kept as a variation.
    c.undo();
    QCOMPARE(m.ply(), 2);
    playLine(c, QStringLiteral("c5"));
    QVERIFY(!r.isActive());
    QVERIFY(!m.canRedo());
    QVERIFY(GameReview::isMainLine(m.tree().current()));
    QCOMPARE(mainLine(m), QStringList({"f5", "d6", "c5"}));
    const model::GameNode *afterD6 = m.tree().current().parent;
    QCOMPARE(int(afterD6->children.size()), 1);

    // In review a different move still makes a variation...
    r.goToIndex(2);
    c.requestMove(*m.position().parseMove("c3"));
    QCOMPARE(int(afterD6->children.size()), 2);
    r.backToGame();
    QVERIFY(!r.isActive());
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c5"}));
    // ...which a later undo and new move in play leaves alone: only the undone c5 goes.
    c.undo();
    playLine(c, QStringLiteral("c4")); // flips d4
    QCOMPARE(int(afterD6->children.size()), 2);
    QCOMPARE(mainLine(m), QStringList({"f5", "d6", "c4"}));
    QCOMPARE(QString::fromStdString(
                 afterD6->position->moveText(afterD6->children[1]->move)),
        QStringLiteral("c3"));
}

void TestGameReview::undoAgainstComputerThenNewMove()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    c.setComputerMinimumThinkingTime(0);
    GameSetup s = othello(PlayerKind::Human, PlayerKind::Computer);
    s.timePerMoveMs = 100;
    QVERIFY(c.newGame(s));
    playLine(c, QStringLiteral("f5"));
    QTRY_COMPARE(m.ply(), 2);
    QTRY_VERIFY(c.isHumanTurn());
    c.undo(); // back to the human's turn: both moves taken back
    QCOMPARE(m.ply(), 0);
    // Black's four first moves are f5 e6 d3 c4 (by symmetry): another one than f5.
    playLine(c, QStringLiteral("d3"));
    QTRY_COMPARE(m.ply(), 2);
    QCOMPARE(int(m.tree().root().children.size()), 1);
    QCOMPARE(mainLine(m).at(0), QStringLiteral("d3"));
    QVERIFY(GameReview::isMainLine(m.tree().current()));
}

void TestGameReview::deleteAndPromoteVariations()
{
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human)));
    playLine(c, QStringLiteral("f5 d6 c3 d3"));
    r.goToIndex(2);
    c.requestMove(*m.position().parseMove("c5"));
    c.requestMove(*m.position().parseMove("f4")); // reviewing f5 d6 c5 f4; the game is at d3
    const model::GameNode &d6 = *m.tree().root().children[0]->children[0];
    const model::GameNode &c3 = *d6.children[0];
    const model::GameNode &c5 = *d6.children[1];
    // The game's own moves and the start cannot go; the variation can.
    QVERIFY(!r.canDelete(m.tree().root()));
    QVERIFY(!r.canDelete(d6));
    QVERIFY(!r.canDelete(c3));
    QVERIFY(!r.canDelete(*c3.children[0]));
    QVERIFY(r.canDelete(c5));
    // Promoting the variation keeps the position shown and the game where it is.
    r.promote(c5);
    QCOMPARE(d6.children[0].get(), &c5);
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c5", "f4"}));
    QVERIFY(GameReview::isMainLine(m.tree().current()));
    QCOMPARE(r.liveNode(), c3.children[0].get());
    // Deleting the variation shown steps back to its parent first.
    QSignalSpy changed(&r, &GameReview::changed);
    r.deleteVariation(c5);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(&m.tree().current(), &d6);
    QCOMPARE(d6.children.size(), std::size_t(1));
    QCOMPARE(lineTexts(r), QStringList({"f5", "d6", "c3", "d3"}));
    QVERIFY(r.isActive());
    r.backToGame();
    QVERIFY(!r.isActive());
    QCOMPARE(m.ply(), 4);
}

QTEST_GUILESS_MAIN(TestGameReview)
#include "tst_gamereview.moc"
