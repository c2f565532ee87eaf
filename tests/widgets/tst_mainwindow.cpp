// The main window as a user meets it (offscreen): the start page lists the five games, a game
// starts and is played by clicks, undo/redo actions follow the game, the language switches to
// Chinese and back at run time, and the game-over dialog speaks to the person.
// With QIJU_SCREENSHOT_DIR set, it also saves the screenshots used in the README.
#include <QAction>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "windows/gameoverdialog.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/startpage.h"

#include "games/gameregistry.h"

using namespace qiju;

namespace {

void saveShot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
}

void click(widgets::GamePage *page, core::Point p)
{
    widgets::BoardView *view = page->view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(page->scene()->centerOf(p)));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void startPageListsFiveGames();
    void playByClicksUndoRedo();
    void languageSwitchRetranslates();
    void gameOverDialogSpeaksToThePerson();
    void screenshotsAgainstComputer();
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-test"));
    model::Settings().setLanguage({}); // no leftovers between runs
    model::Settings s;
    s.setAnimationSpeed(model::AnimationSpeed::Fast);
    s.setShowLegalMoves(true);
}

void TestMainWindow::startPageListsFiveGames()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    for (core::GameId id : core::allGames()) {
        QToolButton *tile = w.startPage()->tile(id);
        QVERIFY(tile);
        QVERIFY(tile->isEnabled());
        const std::string_view name = core::gameInfo(id).name; // English, as in "en"
        QCOMPARE(tile->text(), QString::fromLatin1(name.data(), qsizetype(name.size())));
    }
}

void TestMainWindow::playByClicksUndoRedo()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.resize(900, 650);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    model::GameSetup setup;
    setup.game = core::GameId::Othello;
    setup.seats[0].name = QStringLiteral("Ann");
    setup.seats[1].name = QStringLiteral("Bo");
    QVERIFY(w.startGame(setup));
    widgets::GamePage *page = w.gamePage();
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QVERIFY(!w.action(QStringLiteral("undo"))->isEnabled());

    click(page, {5, 4}); // f5
    QCOMPARE(page->model()->ply(), 1);
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QVERIFY(w.action(QStringLiteral("undo"))->isEnabled());
    click(page, {0, 0}); // illegal: nothing happens
    QCOMPARE(page->model()->ply(), 1);
    click(page, {3, 5}); // d6
    QCOMPARE(page->model()->ply(), 2);

    w.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(page->model()->ply(), 1);
    QTRY_VERIFY(w.action(QStringLiteral("redo"))->isEnabled());
    w.action(QStringLiteral("redo"))->trigger();
    QCOMPARE(page->model()->ply(), 2);
    saveShot(&w, "othello-en.png");
}

void TestMainWindow::languageSwitchRetranslates()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QMenu *gameMenu = w.menuBar()->actions().first()->menu();
    QCOMPARE(gameMenu->title(), QStringLiteral("&Game"));
    QCOMPARE(w.action(QStringLiteral("undo"))->text(), QStringLiteral("&Undo"));

    w.action(QStringLiteral("lang-zh_CN"))->trigger();
    QTRY_COMPARE(gameMenu->title(), QStringLiteral("游戏(&G)"));
    QCOMPARE(w.action(QStringLiteral("undo"))->text(), QStringLiteral("悔棋(&U)"));
    QTRY_COMPARE(w.startPage()->tile(core::GameId::Othello)->text(), QStringLiteral("黑白棋"));
    QCOMPARE(model::Settings().language(), QStringLiteral("zh_CN"));

    w.action(QStringLiteral("lang-en"))->trigger();
    QTRY_COMPARE(gameMenu->title(), QStringLiteral("&Game"));
    QTRY_COMPARE(w.startPage()->tile(core::GameId::Othello)->text(), QStringLiteral("Othello"));
    model::Settings().setLanguage({});
}

void TestMainWindow::gameOverDialogSpeaksToThePerson()
{
    model::GameModel m;
    model::GameController c(&m);
    model::GameSetup setup;
    setup.seats[1].kind = model::PlayerKind::Computer;
    QVERIFY(c.newGame(setup));
    const auto blackWins = core::GameResult{core::Outcome::BlackWins, core::EndReason::Count, 40, 24};
    widgets::GameOverDialog won(core::GameId::Othello, blackWins, &c);
    QCOMPARE(won.headline(), QStringLiteral("You win!"));
    const auto whiteWins = core::GameResult{core::Outcome::WhiteWins, core::EndReason::Count, 20, 44};
    widgets::GameOverDialog lost(core::GameId::Othello, whiteWins, &c);
    QCOMPARE(lost.headline(), QStringLiteral("You lose"));
}

void TestMainWindow::screenshotsAgainstComputer()
{
    if (qEnvironmentVariableIsEmpty("QIJU_SCREENSHOT_DIR"))
        QSKIP("set QIJU_SCREENSHOT_DIR to write the README screenshots");
    for (const char *language : {"en", "zh_CN"}) {
        widgets::LanguageManager lang;
        lang.apply(QString::fromLatin1(language));
        widgets::MainWindow w(&lang);
        w.resize(980, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        saveShot(&w, qPrintable(QStringLiteral("start-%1.png").arg(QLatin1String(language))));
        model::GameSetup setup;
        setup.seats[0].name = QStringLiteral("Mei");
        setup.seats[1].kind = model::PlayerKind::Computer;
        setup.seats[1].level = ai::Level::Hard;
        setup.timePerMoveMs = 1000;
        setup.timeControl = model::TimeControl::fischer(5 * 60 * 1000, 5000);
        QVERIFY(w.startGame(setup));
        widgets::GamePage *page = w.gamePage();
        for (const char *sq : {"f5", "d3", "c3", "f3", "e6"}) {
            QTRY_VERIFY_WITH_TIMEOUT(page->controller()->isHumanTurn(), 20000);
            const auto mv = page->model()->position().parseMove(sq);
            if (page->model()->position().check(*mv) != core::MoveError::None) {
                const auto legal = page->model()->position().legalMoves();
                click(page, legal.front().to);
            } else {
                click(page, mv->to);
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(page->controller()->isHumanTurn(), 20000);
        w.action(QStringLiteral("hint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(page->scene()->hasHint(), 20000);
        QTest::qWait(300);
        saveShot(&w, qPrintable(QStringLiteral("othello-%1.png").arg(QLatin1String(language))));
    }
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
