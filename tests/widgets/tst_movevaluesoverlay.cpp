// The move-value overlay as a user meets it (offscreen): switched on from the Settings menu,
// the numbers appear on a person's turn — checked on an Othello position whose values were
// counted by hand (see tests/ai/tst_movevalues.cpp) — are cleared by the next move and follow
// the toggle; every game has values (Go and NoGo: win rates in percent).
// With QIJU_SCREENSHOT_DIR set, it also saves docs/screenshots/move-values.png and
// move-values-go.png.
#include <QAction>
#include <QStandardPaths>
#include <QTest>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/movevaluesitem.h"
#include "board/movevaluesoverlay.h"
#include "services/languagemanager.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "games/gameregistry.h"

using namespace qiju;

namespace {

// Two empties (a1, h8), Black to move: a1 is worth -42 and h8 -40 for Black; after h8, White's
// only move a1 is worth +40 for White.
const char *const kHandWorked
    = "-OXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXOOOOOOOOXXOOOOOXO- X";

void click(widgets::GamePage *page, core::Point p)
{
    widgets::BoardView *view = page->view();
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, {}, view->mapFromScene(page->scene()->centerOf(p)));
}

// The label drawn at board point p, or nullptr.
const widgets::MoveValuesItem::Label *labelAt(widgets::GamePage *page, core::Point p)
{
    const widgets::MoveValuesItem *item = page->moveValues()->item();
    if (!item)
        return nullptr;
    for (const auto &l : item->labels()) {
        if (l.centre == page->scene()->centerOf(p))
            return &l;
    }
    return nullptr;
}

model::GameSetup twoPeople(core::GameId game, const char *start = nullptr)
{
    model::GameSetup setup;
    setup.game = game;
    setup.seats[0].name = QStringLiteral("Ann");
    setup.seats[1].name = QStringLiteral("Bo");
    if (start)
        setup.startPosition = QString::fromLatin1(start);
    return setup;
}

} // namespace

class TestMoveValuesOverlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void handWorkedValuesClearedOnMove();
    void toggleAndEveryGame();
    void screenshot();
};

void TestMoveValuesOverlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-test-movevalues"));
    model::Settings s;
    s.setLanguage({});
    s.setAnimationSpeed(model::AnimationSpeed::Off);
    s.setShowMoveValues(false);
}

void TestMoveValuesOverlay::handWorkedValuesClearedOnMove()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(twoPeople(core::GameId::Othello, kHandWorked)));
    widgets::GamePage *page = w.gamePage();
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QVERIFY(!page->moveValues()->item()); // off by default

    QAction *toggle = w.action(QStringLiteral("showMoveValues"));
    QVERIFY(toggle && toggle->isEnabled());
    toggle->trigger();
    QVERIFY(model::Settings().showMoveValues());
    QTRY_VERIFY(page->moveValues()->item());
    QCOMPARE(page->moveValues()->item()->labels().size(), std::size_t(2));
    const auto *a1 = labelAt(page, {0, 0});
    const auto *h8 = labelAt(page, {7, 7});
    QVERIFY(a1 && h8);
    QCOMPARE(a1->text, QStringLiteral("-42"));
    QCOMPARE(h8->text, QStringLiteral("-40"));
    QVERIFY(h8->best);
    QVERIFY(!a1->best);

    click(page, {7, 7}); // h8
    QCOMPARE(page->model()->ply(), 1);
    QVERIFY(!page->moveValues()->item()); // gone with the move, before anything is computed
    // White (a person too) is to move: its only move, a1, ends the game at 52 to 12.
    QTRY_VERIFY(page->moveValues()->item());
    QCOMPARE(page->moveValues()->item()->labels().size(), std::size_t(1));
    QVERIFY(labelAt(page, {0, 0}));
    QCOMPARE(labelAt(page, {0, 0})->text, QStringLiteral("+40"));
    QVERIFY(labelAt(page, {0, 0})->best);

    w.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(page->model()->ply(), 0);
    QTRY_VERIFY(page->moveValues()->item());
    QCOMPARE(labelAt(page, {7, 7})->text, QStringLiteral("-40"));

    toggle->trigger(); // off: the numbers go at once
    QVERIFY(!page->moveValues()->item());
    QVERIFY(!model::Settings().showMoveValues());
}

void TestMoveValuesOverlay::toggleAndEveryGame()
{
    model::Settings().setShowMoveValues(true);
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAction *toggle = w.action(QStringLiteral("showMoveValues"));
    QVERIFY(toggle->isChecked());
    // Go (9x9) and NoGo: win rates in percent from the search (checked in
    // tests/ai/tst_movevalues.cpp), the best emphasised.
    for (const auto &[game, rules] :
        {std::pair{core::GameId::Go, "chinese size=9"}, std::pair{core::GameId::Nogo, "course"}}) {
        model::GameSetup setup = twoPeople(game);
        setup.rules = QString::fromLatin1(rules);
        QVERIFY(w.startGame(setup));
        QTRY_VERIFY(w.gamePage()->controller()->isHumanTurn());
        QVERIFY(toggle->isEnabled());
        QVERIFY(toggle->toolTip().contains(QStringLiteral("win rate")));
        QTRY_VERIFY_WITH_TIMEOUT(w.gamePage()->moveValues()->item(), 20000);
        const auto &labels = w.gamePage()->moveValues()->item()->labels();
        QVERIFY(!labels.empty());
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](const auto &l) { return l.best; }));
        for (const auto &l : labels) {
            bool ok = false;
            const int percent = l.text.toInt(&ok);
            QVERIFY2(ok && percent >= 0 && percent <= 100, qPrintable(l.text));
        }
        if (game == core::GameId::Nogo) // course rules: Black may not open on the centre
            QVERIFY(!labelAt(w.gamePage(), {4, 4}));
    }
    // Gomoku: threat levels (checked in tests/ai/tst_movevalues.cpp).
    QVERIFY(w.startGame(twoPeople(core::GameId::Gomoku)));
    QVERIFY(toggle->isEnabled());
    QVERIFY(toggle->toolTip().contains(QStringLiteral("threat level")));
    // Ataxx: a label on every square a piece can reach (clone or jump), the best emphasised.
    QVERIFY(w.startGame(twoPeople(core::GameId::Ataxx)));
    QTRY_VERIFY(w.gamePage()->moveValues()->item());
    const auto &labels = w.gamePage()->moveValues()->item()->labels();
    QCOMPARE(
        labels.size(), std::size_t(2 * 8)); // Black's two corner pieces reach 3 + 5 squares each
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](const auto &l) { return l.best; }));
    model::Settings().setShowMoveValues(false);
}

void TestMoveValuesOverlay::screenshot()
{
    if (qEnvironmentVariableIsEmpty("QIJU_SCREENSHOT_DIR"))
        QSKIP("set QIJU_SCREENSHOT_DIR to write the README screenshot");
    model::Settings().setShowMoveValues(true);
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.resize(980, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A middle game (FFO #60's position, Black to move).
    QVERIFY(w.startGame(twoPeople(core::GameId::Othello,
        "---OOOO----OOO----XOXOXX--XOOXXX--XOOXXX--XOOOXX--OXXX-X--XXXX-- X")));
    QTRY_VERIFY_WITH_TIMEOUT(w.gamePage()->moveValues()->item(), 20000);
    QTest::qWait(200);
    w.grab().save(qEnvironmentVariable("QIJU_SCREENSHOT_DIR") + QStringLiteral("/move-values.png"));
    // A 9x9 Go game after a few moves (White to move): win rates in percent.
    model::GameSetup go = twoPeople(core::GameId::Go, "9/9/2o3x2/9/4x4/9/2o3x2/9/9 w");
    go.rules = QStringLiteral("chinese size=9");
    QVERIFY(w.startGame(go));
    QTRY_VERIFY_WITH_TIMEOUT(w.gamePage()->moveValues()->item(), 20000);
    QTest::qWait(200);
    w.grab().save(
        qEnvironmentVariable("QIJU_SCREENSHOT_DIR") + QStringLiteral("/move-values-go.png"));
    model::Settings().setShowMoveValues(false);
}

QTEST_MAIN(TestMoveValuesOverlay)
#include "tst_movevaluesoverlay.moc"
