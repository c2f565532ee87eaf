// Keyboard play and the board's accessibility (issue 17): in every game the arrow keys (Home,
// End, PgUp, PgDn) move a visible cursor over the board and Enter or Space plays there; Escape
// drops an Ataxx selection. Qt's accessibility interface of the board view names the point
// under the cursor ("C8, empty", "C8, black stone", "B8, empty, illegal: Ko...") and its
// description announces each move and the result (the scene also sends QAccessible events;
// the offscreen platform has no accessibility bridge, so they are not observable here).
#include <QAccessible>
#include <QApplication>
#include <QStandardPaths>
#include <QTest>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "gameui/ataxx/ataxxscene.h"
#include "services/languagemanager.h"
#include "session/gamecontroller.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

using namespace qiju;
using core::Cell;
using core::GameId;
using core::Point;

namespace {

model::GameSetup humans(GameId game, const QString &rules = {})
{
    model::GameSetup s;
    s.game = game;
    s.rules = rules;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    return s;
}

QString accessibleText(QWidget *w, QAccessible::Text kind)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(kind) : QString();
}

void keys(QWidget *w, std::initializer_list<Qt::Key> list)
{
    for (Qt::Key k : list)
        QTest::keyClick(w, k);
}

} // namespace

class TestKeyboardPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void goCursorNamesAndPlays();
    void goKoPointIsNamedIllegal();
    void othelloEnterPlays();
    void ataxxSelectAndEscape();
    void arrowsStayOnTheBoard();
    void cursorPointTakesTheAccessibleFocus();

private:
    widgets::MainWindow *window(GameId game, const QString &rules = {});

    widgets::LanguageManager *m_lang = nullptr;
    std::unique_ptr<widgets::MainWindow> m_window;
};

void TestKeyboardPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-keyboardplay-test"));
    model::Settings s;
    s.setLanguage({});
    s.setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang = new widgets::LanguageManager(this);
    m_lang->apply(QStringLiteral("en"));
}

void TestKeyboardPlay::init()
{
    m_window.reset();
}

widgets::MainWindow *TestKeyboardPlay::window(GameId game, const QString &rules)
{
    m_window = std::make_unique<widgets::MainWindow>(m_lang);
    m_window->resize(1000, 800);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        return nullptr;
    widgets::GamePage *page = m_window->gamePage();
    page->setGameOverDialogEnabled(false);
    if (!m_window->startGame(humans(game, rules)))
        return nullptr;
    page->view()->setFocus();
    return m_window.get();
}

// Go 9x9: Right Right Down reaches C8 (columns skip I; row 9 at the top); Enter plays it.
void TestKeyboardPlay::goCursorNamesAndPlays()
{
    auto *w = window(GameId::Go, QStringLiteral("chinese size=9 komi=7.5"));
    QVERIFY(w);
    widgets::GamePage *page = w->gamePage();
    QWidget *view = page->view();
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QVERIFY(!page->scene()->isCursorShown()); // hidden until the keyboard is used
    keys(view, {Qt::Key_Right});
    QVERIFY(page->scene()->isCursorShown());
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("B9, empty"));
    keys(view, {Qt::Key_Right, Qt::Key_Down});
    QCOMPARE(page->scene()->cursor(), (Point{2, 1}));
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("C8, empty"));

    keys(view, {Qt::Key_Return});
    QCOMPARE(page->model()->position().cell({2, 1}), Cell::Black);
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("C8, black stone"));
    QCOMPARE(accessibleText(view, QAccessible::Description), QStringLiteral("Black plays C8"));

    // End and PgDn: the last column, five rows down: J3. Space plays for White.
    keys(view, {Qt::Key_End, Qt::Key_PageDown});
    QCOMPARE(page->scene()->cursor(), (Point{8, 6}));
    QTRY_VERIFY(page->controller()->isHumanTurn());
    keys(view, {Qt::Key_Space});
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("J3, white stone"));
    // Home and PgUp: first column, five rows up (A8).
    keys(view, {Qt::Key_Home, Qt::Key_PageUp});
    QCOMPARE(page->scene()->cursor(), (Point{0, 1}));
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("A8, empty"));
}

// A ko at B8 (hand-made): Black's C8 captured the white stone at B8; White may not retake.
void TestKeyboardPlay::goKoPointIsNamedIllegal()
{
    auto *w = window(GameId::Go, QStringLiteral("chinese size=9 komi=7.5"));
    QVERIFY(w);
    widgets::GamePage *page = w->gamePage();
    QWidget *view = page->view();
    for (const char *m : {"A8", "D8", "B9", "C9", "B7", "C7", "J1", "B8", "C8"}) {
        const auto move = page->model()->position().parseMove(m);
        QVERIFY(move);
        QCOMPARE(page->model()->play(*move), core::MoveError::None);
    }
    QCOMPARE(page->model()->position().cell({1, 1}), Cell::Empty); // B8 was captured
    QTRY_VERIFY(page->controller()->isHumanTurn());
    keys(view, {Qt::Key_Right, Qt::Key_Down}); // from A9 to B8
    const QString name = accessibleText(view, QAccessible::Name);
    QVERIFY2(name.startsWith(QLatin1String("B8, empty, illegal: Ko")), qPrintable(name));
    keys(view, {Qt::Key_Return}); // refused: nothing changes
    QCOMPARE(page->model()->position().cell({1, 1}), Cell::Empty);
}

// Othello: the cursor starts at a1; d3 is three right, two down; Enter plays it.
void TestKeyboardPlay::othelloEnterPlays()
{
    auto *w = window(GameId::Othello);
    QVERIFY(w);
    widgets::GamePage *page = w->gamePage();
    QWidget *view = page->view();
    QTRY_VERIFY(page->controller()->isHumanTurn());
    keys(view, {Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Down, Qt::Key_Down});
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("d3, empty"));
    keys(view, {Qt::Key_Down});
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("d4, white disc"));
    keys(view, {Qt::Key_Up, Qt::Key_Left});
    QVERIFY2(accessibleText(view, QAccessible::Name).startsWith(
                 QLatin1String("c3, empty, illegal:")),
        qPrintable(accessibleText(view, QAccessible::Name)));
    keys(view, {Qt::Key_Right, Qt::Key_Enter});
    QCOMPARE(page->model()->ply(), 1);
    QCOMPARE(accessibleText(view, QAccessible::Description), QStringLiteral("Black plays d3"));
}

// Ataxx: Enter on one's own piece selects it, Escape drops the selection, Enter on it again
// and then on a square two away jumps.
void TestKeyboardPlay::ataxxSelectAndEscape()
{
    auto *w = window(GameId::Ataxx);
    QVERIFY(w);
    widgets::GamePage *page = w->gamePage();
    QWidget *view = page->view();
    auto *scene = qobject_cast<widgets::AtaxxScene *>(page->scene());
    QVERIFY(scene);
    QTRY_VERIFY(page->controller()->isHumanTurn());
    keys(view, {Qt::Key_Home}); // a7: Black's piece in the start position
    QCOMPARE(accessibleText(view, QAccessible::Name), QStringLiteral("a7, black piece"));
    keys(view, {Qt::Key_Space});
    QCOMPARE(scene->selection(), std::optional<Point>(Point{0, 0}));
    keys(view, {Qt::Key_Escape});
    QVERIFY(!scene->selection());
    keys(view, {Qt::Key_Space, Qt::Key_Right, Qt::Key_Right, Qt::Key_Return}); // a7 -> c7
    QCOMPARE(page->model()->ply(), 1);
    QCOMPARE(page->model()->position().cell({2, 0}), Cell::Black);
    QCOMPARE(page->model()->position().cell({0, 0}), Cell::Empty);
    QCOMPARE(accessibleText(view, QAccessible::Description), QStringLiteral("Black plays a7c7"));
}

// The cursor stops at the edges; arrows on the focused board do not step the review back.
void TestKeyboardPlay::arrowsStayOnTheBoard()
{
    auto *w = window(GameId::Gomoku, QStringLiteral("freestyle"));
    QVERIFY(w);
    widgets::GamePage *page = w->gamePage();
    QWidget *view = page->view();
    QTRY_VERIFY(page->controller()->isHumanTurn());
    keys(view, {Qt::Key_Space, Qt::Key_Return}); // the first press shows the cursor; then plays
    QCOMPARE(page->model()->ply(), 1);
    keys(view, {Qt::Key_Left, Qt::Key_Up, Qt::Key_PageUp});
    QCOMPARE(page->scene()->cursor(), (Point{0, 0}));
    QVERIFY(!page->controller()->isReviewing());
    QCOMPARE(page->model()->ply(), 1);
    keys(view, {Qt::Key_End, Qt::Key_PageDown, Qt::Key_PageDown, Qt::Key_PageDown,
                   Qt::Key_Right});
    QCOMPARE(page->scene()->cursor(), (Point{14, 14}));
}

// Qt 6.4's AT-SPI bridge sends a name change with the object instead of its new text, so a
// screen reader (Orca 43, measured) speaks focus changes only: the view's child for the cursor's
// point is a new object whenever what is said about it changes, and takes the focus (its Focus
// events need a platform accessibility bridge, which the offscreen platform lacks; an Orca
// session under Xvfb spoke each of them, see the README).
void TestKeyboardPlay::cursorPointTakesTheAccessibleFocus()
{
    auto *w = window(GameId::Othello);
    QVERIFY(w);
    widgets::GamePage *page = w->gamePage();
    QWidget *view = page->view();
    QApplication::setActiveWindow(w);
    view->setFocus();
    QTRY_VERIFY(view->hasFocus());
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view);
    QVERIFY(board);

    keys(view, {Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Down, Qt::Key_Down});
    QCOMPARE(board->childCount(), 1);
    QAccessibleInterface *d3 = board->child(0);
    QVERIFY(d3);
    QCOMPARE(d3->text(QAccessible::Name), QStringLiteral("d3, empty"));
    QCOMPARE(board->focusChild(), d3);
    QVERIFY(d3->state().focused);
    QCOMPARE(board->indexOfChild(d3), 0);
    QCOMPARE(d3->parent(), board);
    QVERIFY(view->rect().translated(view->mapToGlobal(QPoint(0, 0))).contains(d3->rect().center()));
    const QAccessible::Id d3Id = QAccessible::uniqueId(d3);

    keys(view, {Qt::Key_Down});
    QAccessibleInterface *d4 = board->focusChild();
    QVERIFY(d4);
    QVERIFY(QAccessible::uniqueId(d4) != d3Id); // a new object: a screen reader speaks it
    QCOMPARE(d4->text(QAccessible::Name), QStringLiteral("d4, white disc"));
    QVERIFY(!QAccessible::accessibleInterface(d3Id)->state().focused); // kept a while, not focused

    keys(view, {Qt::Key_Up, Qt::Key_Enter});
    QCOMPARE(page->model()->ply(), 1);
    QCOMPARE(board->focusChild()->text(QAccessible::Name),
             QStringLiteral("Black plays d3. d3, black disc"));

    // The answer comes before the person moved on: both moves are said, then the last two.
    for (const char *m : {"c5", "c6"}) { // c6 outflanks d5 towards e4
        QTRY_VERIFY(page->controller()->isHumanTurn());
        page->controller()->requestMove(*page->model()->position().parseMove(m));
    }
    QTRY_COMPARE(page->model()->ply(), 3);
    QCOMPARE(board->focusChild()->text(QAccessible::Name),
             QStringLiteral("White plays c5. Black plays c6. d3, black disc"));
    keys(view, {Qt::Key_Down}); // moving the cursor starts afresh
    QCOMPARE(board->focusChild()->text(QAccessible::Name), QStringLiteral("d4, black disc"));
}

QTEST_MAIN(TestKeyboardPlay)
#include "tst_keyboardplay.moc"
