// The game tree dock: after moves, an undo and variations made in review it holds one node per
// position of the tree with the variations in their own columns (placed by hand below), the
// line shown is highlighted, a click on a node shows that position, the keys walk along the
// line and across to the neighbouring variation, and the current node stays in sight in a
// long game. In the main window it is a tab beside the move list. Its menu makes a variation the
// main line and deletes one (also with the Delete key), never the game's own moves.
// With QIJU_SCREENSHOT_DIR set, it saves gametree.png (the dock), gametree-window.png and
// gametree-menu.png.
#include <QAction>
#include <QDir>
#include <QMainWindow>
#include <QMenu>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

#include "commands/reviewcommands.h"
#include "docks/gametreedock.h"
#include "docks/gametreeview.h"
#include "docks/movelistmodel.h"
#include "docks/reviewdock.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "../support/pageplay.h"

using namespace qiju;
using model::GameController;
using model::GameModel;
using model::GameNode;
using model::GameReview;
using model::PlayerKind;
using widgets::GameTreeLayout;
using widgets::GameTreeView;

namespace {

model::GameSetup humans(core::GameId game)
{
    model::GameSetup s;
    s.game = game;
    s.seats[0].kind = PlayerKind::Human;
    s.seats[1].kind = PlayerKind::Human;
    return s;
}

void playLine(GameController &c, const QString &moves)
{
    for (const QString &t : moves.split(' ')) {
        QTRY_VERIFY(c.isHumanTurn());
        const auto move = c.model()->position().parseMove(t.toStdString());
        QVERIFY2(move, qPrintable(t));
        c.requestMove(*move);
    }
}

// The node reached from the root by `moves` (move texts, each followed if it is a child).
const GameNode *follow(const GameModel &m, const QString &moves)
{
    const GameNode *n = &m.tree().root();
    for (const QString &t : moves.split(' ', Qt::SkipEmptyParts)) {
        const auto move = n->position->parseMove(t.toStdString());
        const GameNode *next = nullptr;
        for (const auto &child : n->children) {
            if (move && child->move == *move)
                next = child.get();
        }
        if (!next)
            return nullptr;
        n = next;
    }
    return n;
}

// (ply, column) of `node` in the view's layout, or (-1, -1).
QPair<int, int> cell(const GameTreeView &view, const GameNode *node)
{
    const int e = view.treeLayout().indexOf(node);
    if (e < 0)
        return {-1, -1};
    const auto &entry = view.treeLayout().entries()[std::size_t(e)];
    return {entry.ply, entry.column};
}

void saveShot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + QLatin1String(name));
}

// A model, a controller, a review and the dock, as the game page and ReviewCommands make them.
struct Rig
{
    GameModel model;
    GameController controller{&model};
    GameReview review{&controller};
    widgets::MoveListModel moves{&review};
    widgets::GameTreeDock dock{&review, &moves};
    GameTreeView *view() const { return dock.view(); }

    // Shows the dock (taller than wide) and plays `line` in a new Othello game of two people.
    void start(const QString &line)
    {
        dock.resize(220, 420);
        dock.show();
        QVERIFY(controller.newGame(humans(core::GameId::Othello)));
        playLine(controller, line);
    }
    // After "f5 d6 c3 d3": c5 instead of c3 as a variation (made in review), back to the game.
    void addVariation()
    {
        review.goToIndex(2);
        controller.requestMove(*model.position().parseMove("c5"));
        review.backToGame();
    }
};

} // namespace

class TestGameTreeDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nodesAndBranches();
    void undoThenPlayReplaces();
    void clickGoesThere();
    void keysNavigate();
    void keepsCurrentInSight();
    void tabbedInTheWindow();
    void menuEditsTheTree();

private:
    widgets::LanguageManager m_lang;
};

void TestGameTreeDock::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-gametree-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestGameTreeDock::nodesAndBranches()
{
    Rig rig;
    rig.dock.resize(220, 420);
    rig.dock.show();
    QVERIFY(rig.controller.newGame(humans(core::GameId::Othello)));
    GameTreeView *view = rig.view();
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(1)); // the start
    QCOMPARE(view->orientation(), Qt::Vertical);

    playLine(rig.controller, QStringLiteral("f5 d6 c3 d3"));
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(5));
    QCOMPARE(view->treeLayout().variations(), 0);
    QCOMPARE(view->treeLayout().columns(), 1);
    QCOMPARE(view->highlightedCount(), 5);

    // An undo keeps the undone move in the tree (redo follows it) and on the line shown.
    rig.controller.undo();
    QCOMPARE(rig.model.ply(), 3);
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(5));
    QCOMPARE(view->highlightedCount(), 5);
    rig.controller.redo();
    QCOMPARE(rig.model.ply(), 4);

    // In review, c5 instead of c3 at move 3: a variation in the next column at ply 3.
    rig.review.goToIndex(2);
    rig.controller.requestMove(*rig.model.position().parseMove("c5"));
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(6));
    QCOMPARE(view->treeLayout().variations(), 1);
    QCOMPARE(view->treeLayout().columns(), 2);
    QCOMPARE(cell(*view, follow(rig.model, "f5 d6 c5")), qMakePair(3, 1));
    QCOMPARE(cell(*view, follow(rig.model, "f5 d6 c3 d3")), qMakePair(4, 0));
    QCOMPARE(view->highlightedCount(), 4); // start f5 d6 c5: the main line's c3 d3 fade

    // f4 instead of d6 at move 2. The main line's variations are placed from the top: f4
    // (row 2) first, in column 1, whose rows 1-2 are free; then c5 (row 3) needs rows 2-3
    // free, and row 2 of column 1 now holds f4, so c5 moves to column 2.
    rig.review.goTo(*follow(rig.model, "f5"));
    rig.controller.requestMove(*rig.model.position().parseMove("f4"));
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(7));
    QCOMPARE(view->treeLayout().variations(), 2);
    QCOMPARE(cell(*view, follow(rig.model, "f5 f4")), qMakePair(2, 1));
    QCOMPARE(cell(*view, follow(rig.model, "f5 d6 c5")), qMakePair(3, 2));
    QCOMPARE(view->treeLayout().columns(), 3);

    // A reply in the f4 line (e3) goes on down column 1.
    rig.controller.requestMove(*rig.model.position().parseMove("e3"));
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(8));
    QCOMPARE(cell(*view, follow(rig.model, "f5 f4 e3")), qMakePair(3, 1));
    QCOMPARE(view->treeLayout().columns(), 3);
    QCOMPARE(view->highlightedCount(), 4); // start f5 f4 e3
    QTest::qWait(50);
    saveShot(&rig.dock, "gametree.png");
}

// In play (not review), a move after an undo takes the undone move's place: the tree shows no
// branch (GameModel::Undone::Replace).
void TestGameTreeDock::undoThenPlayReplaces()
{
    Rig rig;
    rig.start(QStringLiteral("f5 d6 c3 d3"));
    rig.controller.undo();
    QCOMPARE(rig.model.ply(), 3);
    const auto d3 = rig.model.position().parseMove("d3");
    core::Move other;
    for (const core::Move &m : rig.model.position().legalMoves()) {
        if (!(m == *d3))
            other = m;
    }
    QVERIFY(!other.isNone());
    QTRY_VERIFY(rig.controller.isHumanTurn());
    rig.controller.requestMove(other);
    QCOMPARE(rig.model.ply(), 4);
    QVERIFY(!rig.review.isActive());
    GameTreeView *view = rig.view();
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(5));
    QCOMPARE(view->treeLayout().variations(), 0);
    QCOMPARE(view->treeLayout().columns(), 1);
    QCOMPARE(follow(rig.model, "f5 d6 c3 d3"), nullptr);
    QCOMPARE(cell(*view, &rig.model.tree().current()), qMakePair(4, 0));
}

void TestGameTreeDock::clickGoesThere()
{
    Rig rig;
    rig.start(QStringLiteral("f5 d6 c3 d3"));
    rig.addVariation();
    QCOMPARE(rig.model.ply(), 4);
    GameTreeView *view = rig.view();

    // A click on d6 (move 2 of the main line) shows the position after it, in review.
    const GameNode *d6 = follow(rig.model, "f5 d6");
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(d6).center());
    QCOMPARE(&rig.model.tree().current(), d6);
    QVERIFY(rig.review.isActive());
    QCOMPARE(rig.view()->nodeAt(view->nodeRect(d6).center()), d6);

    // A click on the variation's c5 goes there; the line shown is now the variation's.
    const GameNode *c5 = follow(rig.model, "f5 d6 c5");
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(c5).center());
    QCOMPARE(&rig.model.tree().current(), c5);
    QCOMPARE(view->highlightedCount(), 4);

    // Between two nodes nothing happens.
    const QPoint gap = (view->nodeRect(c5).center() + view->nodeRect(d6).center()) / 2;
    QCOMPARE(view->nodeAt(gap), nullptr);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, gap);
    QCOMPARE(&rig.model.tree().current(), c5);
}

void TestGameTreeDock::keysNavigate()
{
    Rig rig;
    rig.start(QStringLiteral("f5 d6 c3 d3"));
    rig.addVariation();
    GameTreeView *view = rig.view();
    QCOMPARE(view->orientation(), Qt::Vertical); // plies run down: Up/Down along the line
    view->setFocus();
    const GameNode *current = &rig.model.tree().current();
    QCOMPARE(current, follow(rig.model, "f5 d6 c3 d3"));

    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c3"));
    // Right: the nearest node of the line beside it, c5 (same ply, column 1).
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c5"));
    QTest::keyClick(view, Qt::Key_Right); // nothing further right
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c5"));
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c3"));
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(&rig.model.tree().current(), &rig.model.tree().root());
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5"));
    QTest::keyClick(view, Qt::Key_End); // the end of the main line: the live game
    QCOMPARE(&rig.model.tree().current(), current);
    QVERIFY(!rig.review.isActive());

    // Wide, the plies run across: Left/Right along the line, Up/Down across.
    rig.dock.resize(520, 160);
    QCOMPARE(view->orientation(), Qt::Horizontal);
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c3"));
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c5"));
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, "f5 d6 c3"));
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(&rig.model.tree().current(), current);
    QTest::qWait(50);
    saveShot(&rig.dock, "gametree-wide.png");
}

void TestGameTreeDock::keepsCurrentInSight()
{
    Rig rig;
    rig.dock.resize(200, 300);
    rig.dock.show();
    QVERIFY(rig.controller.newGame(humans(core::GameId::Gomoku)));
    // The first legal move each time (a1, b1, c1, ... alternately black and white: no five).
    GameTreeView *view = rig.view();
    for (int i = 0; i < 40; ++i) {
        QTRY_VERIFY(rig.controller.isHumanTurn());
        rig.controller.requestMove(rig.model.position().legalMoves().front());
    }
    QCOMPARE(rig.model.ply(), 40);
    QVERIFY(view->verticalScrollBar()->maximum() > 0); // taller than the dock
    const QRect area = view->viewport()->rect();
    QVERIFY(area.contains(view->nodeRect(&rig.model.tree().current())));
    QTest::keyClick(view, Qt::Key_Home);
    QVERIFY(area.contains(view->nodeRect(&rig.model.tree().root())));
    QCOMPARE(view->verticalScrollBar()->value(), 0);
    QTest::keyClick(view, Qt::Key_PageDown);
    QCOMPARE(rig.model.ply(), 10);
    QVERIFY(area.contains(view->nodeRect(&rig.model.tree().current())));
    QTest::keyClick(view, Qt::Key_End);
    QCOMPARE(rig.model.ply(), 40);
    QVERIFY(area.contains(view->nodeRect(&rig.model.tree().current())));
}

void TestGameTreeDock::tabbedInTheWindow()
{
    widgets::MainWindow w(&m_lang);
    w.resize(1600, 1000); // room for the docks beside the board (windows/dockroom.h)
    w.show();
    QVERIFY(w.startGame(model::GameSetup{}));
    widgets::GameTreeDock *tree = w.reviewCommands()->treeDock();
    widgets::ReviewDock *moves = w.reviewCommands()->reviewDock();
    QVERIFY(w.tabifiedDockWidgets(moves).contains(tree));
    QTRY_VERIFY(moves->isVisible()); // the move list is the front tab
    QVERIFY(tree->toggleViewAction()->isChecked());
    QVERIFY(tree->toggleViewAction()->isEnabled());
    test::play(w.gamePage(), "f5 d6 c3");
    QCOMPARE(tree->view()->treeLayout().entries().size(), std::size_t(4));
    tree->raise();
    QTRY_VERIFY(tree->isVisible());
    // With the focus in the tree, Up is the tree's (a step back), not the board's.
    tree->view()->setFocus();
    QTest::keyClick(tree->view(), Qt::Key_Up);
    QCOMPARE(w.gamePage()->model()->ply(), 2);
    // A variation (c5 for c3), played at the board in review, shows up as a branch.
    w.gamePage()->controller()->requestMove(*w.gamePage()->model()->position().parseMove("c5"));
    QCOMPARE(tree->view()->treeLayout().variations(), 1);
    QTest::qWait(50);
    saveShot(&w, "gametree-window.png");

    // It follows a switch of language.
    m_lang.apply(QStringLiteral("zh_CN"));
    QTRY_COMPARE(tree->windowTitle(), QStringLiteral("棋谱树"));
    QTest::qWait(50);
    saveShot(&w, "gametree-window-zh.png");
    m_lang.apply(QStringLiteral("en"));
    QTRY_COMPARE(tree->windowTitle(), QStringLiteral("Game Tree"));
}

void TestGameTreeDock::menuEditsTheTree()
{
    Rig rig;
    rig.start(QStringLiteral("f5 d6 c3 d3"));
    rig.addVariation(); // c5 beside c3; the game is back at d3
    GameTreeView *view = rig.view();
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(6));
    const GameNode *c5 = follow(rig.model, QStringLiteral("f5 d6 c5"));
    const GameNode *c3 = follow(rig.model, QStringLiteral("f5 d6 c3"));
    QVERIFY(c5 && c3);

    QMenu onGame;
    view->addNodeActions(&onGame, *c3);
    QVERIFY(!onGame.findChild<QAction *>(QStringLiteral("promoteVariation"))->isEnabled());
    QVERIFY(!onGame.findChild<QAction *>(QStringLiteral("deleteVariation"))->isEnabled());

    QMenu menu;
    view->addNodeActions(&menu, *c5);
    QAction *promote = menu.findChild<QAction *>(QStringLiteral("promoteVariation"));
    QAction *remove = menu.findChild<QAction *>(QStringLiteral("deleteVariation"));
    QVERIFY(promote->isEnabled());
    QVERIFY(remove->isEnabled());
    menu.popup(view->viewport()->mapToGlobal(view->nodeRect(c5).center()));
    QVERIFY(QTest::qWaitForWindowExposed(&menu));
    saveShot(&menu, "gametree-menu.png");
    menu.close();

    // Make Main Line: c5 moves to the first column, c3 and d3 beside it.
    promote->trigger();
    QCOMPARE(cell(*view, c5), qMakePair(3, 0));
    QCOMPARE(cell(*view, c3), qMakePair(3, 1));
    QCOMPARE(rig.model.ply(), 4); // the game stays at d3
    QVERIFY(!rig.review.isActive());

    // Delete: c5 goes, the game's line is all that is left.
    remove->trigger();
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(5));
    QCOMPARE(view->treeLayout().variations(), 0);
    QVERIFY(!follow(rig.model, QStringLiteral("f5 d6 c5")));
    QCOMPARE(rig.model.ply(), 4);

    // The Delete key deletes the node shown, which steps back to its parent.
    rig.addVariation();
    rig.review.goTo(*follow(rig.model, QStringLiteral("f5 d6 c5")));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(&rig.model.tree().current(), follow(rig.model, QStringLiteral("f5 d6")));
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(5));
    // On the game's own line the key does nothing.
    rig.review.backToGame();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(rig.model.ply(), 4);
    QCOMPARE(view->treeLayout().entries().size(), std::size_t(5));
}

QTEST_MAIN(TestGameTreeDock)
#include "tst_gametreedock.moc"
