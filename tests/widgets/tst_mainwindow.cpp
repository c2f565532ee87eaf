// The main window as a user meets it (offscreen): the start page lists the five games, a game
// starts and is played by clicks, undo/redo actions follow the game, the language switches to
// Chinese and back at run time, and the game-over dialog speaks to the person.
// With QIJU_SCREENSHOT_DIR set, it also saves the screenshots used in the README.
#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "windows/gameoverdialog.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/startpage.h"
#include "words/texts.h"

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
    void menusAndToolbarReadWellInBothLanguages();
    void gameOverDialogSpeaksToThePerson();
    void gameScreenNamesRulesKomiAndTime();
    void scoresAndCountsSayWhatTheyCount();
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

namespace {

// The access key of a menu text: the letter after a single '&' (upper case), or 0.
QChar accessKey(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

// Every access key of `menu`'s visible items is used once; submenus are checked too.
void checkAccessKeys(QMenu *menu, QStringList &clashes)
{
    QHash<QChar, QString> seen;
    const auto actions = menu->actions();
    for (QAction *a : actions) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        if (a->menu())
            checkAccessKeys(a->menu(), clashes);
        const QChar key = accessKey(a->text());
        if (key.isNull())
            continue;
        if (seen.contains(key))
            clashes << QStringLiteral("%1: %2 / %3").arg(menu->title(), seen[key], a->text());
        seen.insert(key, a->text());
    }
}

} // namespace

// Issue 17: the Chinese toolbar showed "新游戏(N)…"; Music had (U) on one screen and (M) on
// the other; menus may not give one access key to two items.
void TestMainWindow::menusAndToolbarReadWellInBothLanguages()
{
    const struct { const char *language; const char *newGame; const char *music; } cases[] = {
        {"en", "New Game", "M&usic…"},
        {"zh_CN", "新游戏", "音乐(&U)…"},
    };
    for (const auto &c : cases) {
        widgets::LanguageManager lang;
        lang.apply(QString::fromLatin1(c.language));
        widgets::MainWindow w(&lang);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        QStringList clashes;
        QHash<QChar, QString> titles;
        for (QAction *top : w.menuBar()->actions()) {
            if (!top->menu())
                continue;
            checkAccessKeys(top->menu(), clashes);
            const QChar key = accessKey(top->text());
            if (!key.isNull() && titles.contains(key))
                clashes << QStringLiteral("menu bar: %1 / %2").arg(titles[key], top->text());
            titles.insert(key, top->text());
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));

        auto *bar = w.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        static const QRegularExpression suffix(QStringLiteral("\\(\\w\\)|&|…|\\.\\.\\.$"));
        for (QAction *a : bar->actions()) {
            auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(a));
            QVERIFY(button);
            QVERIFY2(!button->text().contains(suffix), qPrintable(button->text()));
        }
        auto *newGame = qobject_cast<QToolButton *>(
            bar->widgetForAction(w.action(QStringLiteral("newGame"))));
        QCOMPARE(newGame->text(), QString::fromUtf8(c.newGame));
        auto *music = w.startPage()->findChild<QPushButton *>(QStringLiteral("music"));
        QVERIFY(music);
        QCOMPARE(music->text(), QString::fromUtf8(c.music));
        QCOMPARE(w.action(QStringLiteral("music"))->text(), QString::fromUtf8(c.music));
    }
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

// Issue 17: the game screen never showed the rules or komi in play. Go 13x13 under Japanese
// rules with komi 0.5 and 3 handicap stones, 10 minutes each plus 30 s a move (the texts of the
// rules and time systems as the New Game dialog names them).
void TestMainWindow::gameScreenNamesRulesKomiAndTime()
{
    const struct { const char *language; const char *expected; } cases[] = {
        {"en", "Japanese (territory scoring) · 13×13 · komi 0.5 · handicap 3 · 10:00 each, +0:30 a move"},
        {"zh_CN", ""},
    };
    for (const auto &c : cases) {
        widgets::LanguageManager lang;
        lang.apply(QString::fromLatin1(c.language));
        widgets::MainWindow w(&lang);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        model::GameSetup setup;
        setup.game = core::GameId::Go;
        setup.rules = QStringLiteral("japanese size=13 handicap=3 komi=0.5");
        setup.timeControl = model::TimeControl::fischer(600000, 30000);
        QVERIFY(w.startGame(setup));
        const QString shown = w.gamePage()->sidePanel()->rulesShown();
        if (QLatin1String(c.language) == QLatin1String("en"))
            QCOMPARE(shown, QString::fromUtf8(c.expected));
        else // the same facts in Chinese words: the preset's name, the komi, the handicap
            QVERIFY2(shown.contains(QStringLiteral("日本")) && shown.contains(QStringLiteral("0.5"))
                    && shown.contains(QStringLiteral("13×13")) && shown.contains(QStringLiteral("10:00")),
                qPrintable(shown));
        // Against no clock the time is left out.
        setup.timeControl = model::TimeControl::none();
        QVERIFY(w.startGame(setup));
        QVERIFY(!w.gamePage()->sidePanel()->rulesShown().contains(QStringLiteral("10:00")));
    }
}

// Issue 17: the thinking line showed "+98.0" and the cards a bare number. Each game's unit, in
// English with its plural forms.
void TestMainWindow::scoresAndCountsSayWhatTheyCount()
{
    using widgets::Texts;
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    QCOMPARE(Texts::scoreText(core::GameId::Othello, ai::ScoreUnit::Discs, 3),
        QStringLiteral("+3.0 discs"));
    QCOMPARE(Texts::scoreText(core::GameId::Ataxx, ai::ScoreUnit::Discs, -2.4),
        QStringLiteral("-2.4 pieces"));
    QCOMPARE(Texts::scoreText(core::GameId::Go, ai::ScoreUnit::WinRate, 0.618),
        QStringLiteral("win rate 62 %"));
    QCOMPARE(Texts::scoreText(core::GameId::Gomoku, ai::ScoreUnit::Points, 98),
        QStringLiteral("+98 points"));
    QCOMPARE(Texts::pieceCount(core::GameId::Othello, 8), QStringLiteral("8 discs"));
    QCOMPARE(Texts::pieceCount(core::GameId::Go, 1), QStringLiteral("1 stone"));
    QCOMPARE(Texts::pieceCount(core::GameId::Ataxx, 1), QStringLiteral("1 piece"));

    // The Othello cards: 2 and 2 discs at the start.
    widgets::MainWindow w(&lang);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    model::GameSetup setup;
    setup.game = core::GameId::Othello;
    QVERIFY(w.startGame(setup));
    auto *count = w.gamePage()->sidePanel()->findChild<QLabel *>(QStringLiteral("blackCount"));
    QVERIFY(count);
    QCOMPARE(count->text(), QStringLiteral("2"));
    QCOMPARE(count->toolTip(), QStringLiteral("2 discs"));
    // The number is labelled on screen too: its unit under it.
    auto *unit = w.gamePage()->sidePanel()->findChild<QLabel *>(QStringLiteral("blackUnit"));
    QVERIFY(unit && unit->isVisible());
    QCOMPARE(unit->text(), QStringLiteral("discs"));
    lang.apply(QStringLiteral("zh_CN")); // and follows the language
    QTRY_COMPARE(unit->text(), QStringLiteral("枚"));
    lang.apply(QStringLiteral("en"));
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
