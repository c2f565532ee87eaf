// The position setup mode (SetupBar) in the main window, driven as a user drives it: Game >
// Set Up Position… shows the bar and an editing board; clicks and the keyboard place and remove
// pieces; Done refuses an invalid position with its reason and ringed points, and starts a game
// from a valid one with the same players; undo stops at the set-up position; Cancel returns to
// the game unchanged. While setting up, the side panel counts the pieces of the position being
// edited (the game's prisoners hidden) and Go's marking bar is hidden. With QIJU_SCREENSHOT_DIR set it writes the README picture setup.png.
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/pieceitem.h"
#include "gameui/go/markingbar.h"
#include "panels/setupbar.h"
#include "services/languagemanager.h"
#include "session/gamecontroller.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::Cell;
using core::GameId;
using core::Point;
using core::Side;

namespace {

model::GameSetup humans(GameId game, const QString &rules)
{
    model::GameSetup s;
    s.game = game;
    s.rules = rules;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    return s;
}

void click(widgets::GamePage *page, Point p)
{
    QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, {},
        page->view()->mapFromScene(page->view()->scene() == page->scene()
                ? page->scene()->centerOf(p)
                : page->setupBar()->scene()->centerOf(p)));
}

template<class T> T *child(QObject *parent, const char *name)
{
    return parent->findChild<T *>(QString::fromLatin1(name));
}

int marks(QGraphicsScene *scene)
{
    int n = 0;
    for (QGraphicsItem *item : scene->items())
        n += item->data(0).toString() == QLatin1String("setup-mark");
    return n;
}

} // namespace

class TestSetupBar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void goSetupThroughTheBar();
    void keyboardAndCancel();
    void othelloRefusedThenStarted();
    void panelAndMarkingBarDuringSetup();
    void opensOnThePositionShown_data();
    void opensOnThePositionShown();

private:
    widgets::LanguageManager *m_lang = nullptr;
};

void TestSetupBar::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-setupbar-test"));
    model::Settings s;
    s.setLanguage({});
    s.setShowMoveNumbers(false);
    s.setShowLiberties(false);
    s.setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang = new widgets::LanguageManager(this);
    m_lang->apply(QStringLiteral("en"));
}

// Go 9x9: a white stone at A9 closed by B9 and A8 is refused (no liberties, ringed); removing
// A8 and giving White the move starts the game; White plays; undo returns to the setup and
// stops there.
void TestSetupBar::goSetupThroughTheBar()
{
    widgets::MainWindow w(m_lang);
    w.resize(1000, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    widgets::GamePage *page = w.gamePage();
    page->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(humans(GameId::Go, QStringLiteral("chinese size=9 komi=7.5"))));
    QVERIFY(page->model()->play(core::Move::place({4, 4})) == core::MoveError::None);

    QAction *setUp = w.action(QStringLiteral("setUpPosition"));
    QVERIFY(setUp && setUp->isEnabled());
    setUp->trigger();
    widgets::SetupBar *bar = page->setupBar();
    QVERIFY(bar->isVisible());
    QCOMPARE(page->view()->scene(), bar->scene());
    QVERIFY(!setUp->isEnabled());
    QVERIFY(!w.action(QStringLiteral("undo"))->isEnabled());
    QVERIFY(page->controller()->isPaused());
    // The board starts as the game stood: E5 Black, White to move.
    QCOMPARE(bar->board().at({4, 4}), Cell::Black);
    QCOMPARE(bar->board().toMove, Side::White);

    child<QPushButton>(bar, "setupClear")->click();
    QCOMPARE(bar->board().count(Cell::Black), 0);
    click(page, {1, 0});
    click(page, {0, 1});
    child<QToolButton>(bar, "setupWhite")->click();
    QCOMPARE(bar->tool(), Cell::White);
    click(page, {0, 0});
    QCOMPARE(bar->board().at({0, 0}), Cell::White);
    QCOMPARE(bar->board().at({1, 0}), Cell::Black);
    QVERIFY(bar->scene()->pieceAt({0, 0}));

    child<QPushButton>(bar, "setupDone")->click();
    QVERIFY(bar->isActive());
    QVERIFY2(bar->message().contains(QLatin1String("no liberties")), qPrintable(bar->message()));
    QCOMPARE(marks(bar->scene()), 1);

    // Remove A8 with the Black tool (a click on a black stone takes it away).
    child<QToolButton>(bar, "setupBlack")->click();
    click(page, {0, 1});
    QCOMPARE(bar->board().at({0, 1}), Cell::Empty);
    QCOMPARE(marks(bar->scene()), 0);
    auto *side = child<QComboBox>(bar, "setupSide");
    side->setCurrentIndex(0);
    emit side->activated(0);
    QCOMPARE(bar->board().toMove, Side::Black);
    side->setCurrentIndex(1);
    emit side->activated(1);
    QCOMPARE(bar->board().toMove, Side::White);
    child<QPushButton>(bar, "setupDone")->click();

    QVERIFY(!bar->isActive());
    QVERIFY(!bar->isVisible());
    QCOMPARE(page->view()->scene(), page->scene());
    QVERIFY(!page->controller()->isPaused());
    const core::Game &g = page->model()->position();
    QCOMPARE(g.width(), 9);
    QCOMPARE(g.cell({0, 0}), Cell::White);
    QCOMPARE(g.cell({1, 0}), Cell::Black);
    QCOMPARE(g.cell({4, 4}), Cell::Empty);
    QCOMPARE(g.sideToMove(), Side::White);
    QCOMPARE(page->controller()->setup().seats[0].name, QStringLiteral("Ann"));
    QVERIFY(!page->model()->canUndo());
    const QString start = QString::fromStdString(g.positionText());

    QTRY_VERIFY(page->controller()->isHumanTurn());
    click(page, {5, 5});
    QCOMPARE(page->model()->position().cell({5, 5}), Cell::White);
    QVERIFY(w.action(QStringLiteral("undo"))->isEnabled());
    w.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(QString::fromStdString(page->model()->position().positionText()), start);
    QVERIFY(!page->model()->canUndo());
    QVERIFY(!w.action(QStringLiteral("undo"))->isEnabled());
}

void TestSetupBar::opensOnThePositionShown_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("rules");
    QTest::newRow("othello") << int(GameId::Othello) << QString();
    QTest::newRow("ataxx") << int(GameId::Ataxx) << QString();
    QTest::newRow("gomoku") << int(GameId::Gomoku) << QStringLiteral("freestyle");
    QTest::newRow("go") << int(GameId::Go) << QStringLiteral("chinese size=9 komi=7.5");
    QTest::newRow("nogo") << int(GameId::Nogo) << QString();
}

// Issue 17: Set Up Position showed an empty board until the first edit. Every game: after two
// moves the editing board shows exactly the pieces of the game's position, before any edit.
void TestSetupBar::opensOnThePositionShown()
{
    QFETCH(int, game);
    QFETCH(QString, rules);
    widgets::MainWindow w(m_lang);
    w.resize(1000, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    widgets::GamePage *page = w.gamePage();
    page->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(humans(GameId(game), rules)));
    for (int i = 0; i < 2; ++i) {
        auto moves = page->model()->position().legalMoves();
        std::erase_if(moves, [](const core::Move &m) { return m.isPass(); });
        QVERIFY(!moves.empty());
        QCOMPARE(page->model()->play(moves.back()), core::MoveError::None);
    }
    w.action(QStringLiteral("setUpPosition"))->trigger();
    widgets::SetupBar *bar = page->setupBar();
    QVERIFY(bar->isActive());
    const core::Game &g = page->model()->position();
    int pieces = 0;
    for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) {
            const Cell c = g.cell({x, y});
            const widgets::PieceItem *piece = bar->scene()->pieceAt({x, y});
            const bool stone = c == Cell::Black || c == Cell::White;
            QVERIFY2(bool(piece) == stone, qPrintable(QStringLiteral("at %1,%2").arg(x).arg(y)));
            if (stone) {
                QCOMPARE(piece->side(), c == Cell::Black ? Side::Black : Side::White);
                ++pieces;
            }
        }
    }
    QVERIFY(pieces >= 2);
    bar->cancel();
}

// Arrow keys move the cursor, Space places; Escape cancels and the game is as it was.
void TestSetupBar::keyboardAndCancel()
{
    widgets::MainWindow w(m_lang);
    w.resize(1000, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    widgets::GamePage *page = w.gamePage();
    QVERIFY(w.startGame(humans(GameId::Gomoku, QStringLiteral("freestyle"))));
    const QString before = QString::fromStdString(page->model()->position().positionText());
    w.action(QStringLiteral("setUpPosition"))->trigger();
    widgets::SetupBar *bar = page->setupBar();
    QVERIFY(bar->isActive());
    QVERIFY(!child<QToolButton>(bar, "setupBlocked")->isVisible()); // Ataxx only
    QTRY_VERIFY(page->view()->hasFocus());
    QCOMPARE(bar->scene()->cursor(), (Point{0, 0}));
    QTest::keyClick(page->view(), Qt::Key_Right);
    QTest::keyClick(page->view(), Qt::Key_Right);
    QTest::keyClick(page->view(), Qt::Key_Down);
    QTest::keyClick(page->view(), Qt::Key_Space);
    QCOMPARE(bar->board().at({2, 1}), Cell::Black);
    QTest::keyClick(page->view(), Qt::Key_2, Qt::AltModifier); // White tool
    QTRY_COMPARE(bar->tool(), Cell::White); // a button's shortcut clicks a moment later
    QTest::keyClick(page->view(), Qt::Key_Left);
    QTest::keyClick(page->view(), Qt::Key_Space);
    QCOMPARE(bar->board().at({1, 1}), Cell::White);
    QTest::keyClick(page->view(), Qt::Key_Escape);
    QTRY_VERIFY(!bar->isActive());
    QCOMPARE(QString::fromStdString(page->model()->position().positionText()), before);
    QCOMPARE(page->view()->scene(), page->scene());
    QVERIFY(!page->controller()->isPaused());
}

// Othello from an empty board is refused (centre squares), the standard start is accepted;
// with QIJU_SCREENSHOT_DIR an Ataxx setup with blocked squares is pictured for the README.
void TestSetupBar::othelloRefusedThenStarted()
{
    widgets::MainWindow w(m_lang);
    w.resize(1000, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    widgets::GamePage *page = w.gamePage();
    QVERIFY(w.startGame(humans(GameId::Othello, QStringLiteral("standard"))));
    w.action(QStringLiteral("setUpPosition"))->trigger();
    widgets::SetupBar *bar = page->setupBar();
    child<QPushButton>(bar, "setupClear")->click();
    click(page, {0, 0});
    QVERIFY(!bar->finish());
    QVERIFY2(bar->message().contains(QLatin1String("centre")), qPrintable(bar->message()));
    QCOMPARE(marks(bar->scene()), 4);
    child<QPushButton>(bar, "setupStandard")->click();
    QCOMPARE(bar->board(), core::BoardSetup::of(*core::createGame(GameId::Othello)));
    click(page, {0, 0}); // a black disc in the corner changes nothing for the start
    QVERIFY(bar->finish());
    QCOMPARE(page->model()->position().cell({0, 0}), Cell::Black);
    QCOMPARE(page->model()->position().pieceCount(Side::Black), 3);

    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QVERIFY(w.startGame(humans(GameId::Ataxx, QStringLiteral("uai"))));
    w.action(QStringLiteral("setUpPosition"))->trigger();
    child<QToolButton>(bar, "setupBlocked")->click();
    for (const Point p : {Point{3, 1}, Point{3, 5}, Point{1, 3}, Point{5, 3}, Point{3, 3}})
        click(page, p);
    child<QToolButton>(bar, "setupWhite")->click();
    for (const Point p : {Point{2, 2}, Point{4, 4}})
        click(page, p);
    child<QToolButton>(bar, "setupBlack")->click();
    for (const Point p : {Point{4, 2}, Point{2, 4}})
        click(page, p);
    QTest::qWait(200);
    QDir().mkpath(dir);
    w.grab().save(dir + QStringLiteral("/setup.png"));
    QVERIFY(bar->finish());
}

// Go 9x9: Black B9, White A9, Black A8 captures A9 (2 black stones, 0 white, Black has taken
// one prisoner); two passes start the marking step. Setting up hides the marking bar and the
// prisoners; the counts follow each edit; Cancel brings the game's counts, prisoners and the
// marking bar back; Done starts a fresh game (no marking, no prisoners) with the counts set up.
void TestSetupBar::panelAndMarkingBarDuringSetup()
{
    widgets::MainWindow w(m_lang);
    w.resize(1000, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    widgets::GamePage *page = w.gamePage();
    page->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(humans(GameId::Go, QStringLiteral("chinese size=9 komi=7.5"))));
    for (const Point p : {Point{1, 0}, Point{0, 0}, Point{0, 1}})
        QVERIFY(page->model()->play(core::Move::place(p)) == core::MoveError::None);
    QCOMPARE(page->model()->position().cell({0, 0}), Cell::Empty); // captured
    QTRY_VERIFY(page->controller()->isHumanTurn());
    page->controller()->requestPass();
    QTRY_VERIFY(page->controller()->isHumanTurn());
    page->controller()->requestPass();
    QTRY_VERIFY(page->model()->isMarking());

    auto *marking = page->findChild<widgets::MarkingBar *>();
    QVERIFY(marking && marking->isVisible());
    auto *blackCount = child<QLabel>(page, "blackCount");
    auto *whiteCount = child<QLabel>(page, "whiteCount");
    auto *blackCaptures = child<QLabel>(page, "blackCaptures");
    QVERIFY(blackCount && whiteCount && blackCaptures);
    QCOMPARE(blackCount->text(), QStringLiteral("2"));
    QCOMPARE(whiteCount->text(), QStringLiteral("0"));
    QVERIFY(blackCaptures->isVisible());
    QCOMPARE(blackCaptures->text(), QStringLiteral("Captured: 1"));

    w.action(QStringLiteral("setUpPosition"))->trigger();
    widgets::SetupBar *bar = page->setupBar();
    QVERIFY(bar->isActive());
    QVERIFY(!marking->isVisible());
    QVERIFY(!blackCaptures->isVisible());
    QCOMPARE(blackCount->text(), QStringLiteral("2"));
    QCOMPARE(whiteCount->text(), QStringLiteral("0"));
    child<QToolButton>(bar, "setupWhite")->click();
    click(page, {4, 4});
    click(page, {6, 6});
    QCOMPARE(whiteCount->text(), QStringLiteral("2"));
    child<QToolButton>(bar, "setupBlack")->click();
    click(page, {1, 0}); // takes B9 away
    QCOMPARE(blackCount->text(), QStringLiteral("1"));
    child<QPushButton>(bar, "setupClear")->click();
    QCOMPARE(blackCount->text(), QStringLiteral("0"));
    QCOMPARE(whiteCount->text(), QStringLiteral("0"));
    QVERIFY(!marking->isVisible());

    child<QPushButton>(bar, "setupCancel")->click();
    QVERIFY(!bar->isActive());
    QVERIFY(page->model()->isMarking());
    QVERIFY(marking->isVisible());
    QCOMPARE(blackCount->text(), QStringLiteral("2"));
    QCOMPARE(whiteCount->text(), QStringLiteral("0"));
    QVERIFY(blackCaptures->isVisible());
    QCOMPARE(blackCaptures->text(), QStringLiteral("Captured: 1"));

    w.action(QStringLiteral("setUpPosition"))->trigger();
    QVERIFY(!marking->isVisible());
    child<QToolButton>(bar, "setupWhite")->click();
    click(page, {4, 4});
    QCOMPARE(whiteCount->text(), QStringLiteral("1"));
    QVERIFY(bar->finish());
    QVERIFY(!page->model()->isMarking());
    QVERIFY(!marking->isVisible());
    QCOMPARE(blackCount->text(), QStringLiteral("2"));
    QCOMPARE(whiteCount->text(), QStringLiteral("1"));
    QCOMPARE(blackCaptures->text(), QStringLiteral("Captured: 0"));
}

QTEST_MAIN(TestSetupBar)
#include "tst_setupbar.moc"
