// Leaving a game never loses it (issue 17, item 1): the bug report's path (two Othello moves
// after a Gomoku game, Back to Games: "Continue" must offer the Othello game at move 2, not
// the older Gomoku game); Back to Games and Quit ask Save / Discard / Cancel for a game between
// people (Cancel stays in the game, Discard forgets it, Save keeps it in the saves folder); a
// game with the computer is kept without a question.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "services/languagemanager.h"
#include "storage/savefile.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/startpage.h"

#include "../support/pageplay.h"

using namespace qiju;
using test::play;
using test::answerLeaveQuestion;
using model::SaveFile;
using QMB = QMessageBox;

namespace {

model::GameSetup twoPeople(core::GameId game)
{
    model::GameSetup s;
    s.game = game;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    return s;
}

QStringList keptFiles()
{
    QStringList files = QDir(SaveFile::savesDir()).entryList({QStringLiteral("*.qiju")});
    files.removeAll(QStringLiteral("autosave.qiju"));
    return files;
}

} // namespace

class TestLeaveGame : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init() { QDir(SaveFile::savesDir()).removeRecursively(); }
    void continueOffersTheGameLastPlayed();
    void cancelStaysInTheGame();
    void discardForgetsTheGame();
    void quitAsksAndSaveKeepsIt();
    void computerGameKeptWithoutAsking();
    void questionInChinese();

private:
    widgets::LanguageManager m_lang;
};

void TestLeaveGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-leave-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestLeaveGame::continueOffersTheGameLastPlayed()
{
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(twoPeople(core::GameId::Gomoku)));
    play(w.gamePage(), "H8 J9 H9 H10 H7");
    bool asked = false;
    answerLeaveQuestion(QMB::Save, &asked);
    w.action(QStringLiteral("backToStart"))->trigger();
    QVERIFY(asked);
    QVERIFY(w.startPage()->continueButton()->text().contains(QStringLiteral("Gomoku")));

    QVERIFY(w.startGame(twoPeople(core::GameId::Othello)));
    play(w.gamePage(), "f5 d6");
    answerLeaveQuestion(QMB::Save, &asked);
    w.action(QStringLiteral("backToStart"))->trigger();
    QVERIFY(asked);
    const QString offer = w.startPage()->continueButton()->text();
    QVERIFY2(offer.contains(QStringLiteral("Othello · move 2")), qPrintable(offer));
    QVERIFY(!w.startPage()->continueButton()->isHidden());
    // Both games are in the saves folder: the Gomoku game is not lost either.
    QCOMPARE(keptFiles().size(), 2);

    w.startPage()->continueButton()->click();
    QCOMPARE(w.gamePage()->model()->gameId(), core::GameId::Othello);
    QCOMPARE(w.gamePage()->model()->ply(), 2);
}

void TestLeaveGame::cancelStaysInTheGame()
{
    widgets::MainWindow w(&m_lang);
    w.show();
    QVERIFY(w.startGame(twoPeople(core::GameId::Go)));
    play(w.gamePage(), "D4 Q16");
    bool asked = false;
    answerLeaveQuestion(QMB::Cancel, &asked);
    w.action(QStringLiteral("backToStart"))->trigger();
    QVERIFY(asked);
    QVERIFY(w.gamePage()->isVisible()); // still on the game
    answerLeaveQuestion(QMB::Cancel, &asked);
    QVERIFY(!w.close()); // quitting cancelled too
    QVERIFY(asked);
    QVERIFY(w.isVisible());
    QCOMPARE(w.gamePage()->model()->ply(), 2);
    QVERIFY(keptFiles().isEmpty());
}

void TestLeaveGame::discardForgetsTheGame()
{
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.startGame(twoPeople(core::GameId::Othello)));
    play(w.gamePage(), "f5 d6 c3");
    QTRY_VERIFY(QFileInfo::exists(SaveFile::autosavePath())); // kept after every move
    bool asked = false;
    answerLeaveQuestion(QMB::Discard, &asked);
    w.action(QStringLiteral("backToStart"))->trigger();
    QVERIFY(asked);
    QVERIFY(w.startPage()->continueButton()->isHidden());
    QVERIFY(!QFileInfo::exists(SaveFile::autosavePath()));
    QVERIFY(keptFiles().isEmpty());
}

void TestLeaveGame::quitAsksAndSaveKeepsIt()
{
    {
        widgets::MainWindow w(&m_lang);
        w.show();
        QVERIFY(w.startGame(twoPeople(core::GameId::Nogo)));
        play(w.gamePage(), "C3 G7");
        bool asked = false;
        answerLeaveQuestion(QMB::Save, &asked);
        QVERIFY(w.close());
        QVERIFY(asked);
    }
    QCOMPARE(keptFiles().size(), 1);
    widgets::MainWindow w(&m_lang);
    const QString offer = w.startPage()->continueButton()->text();
    QVERIFY2(offer.contains(QStringLiteral("NoGo · move 2")), qPrintable(offer));
}

void TestLeaveGame::computerGameKeptWithoutAsking()
{
    widgets::MainWindow w(&m_lang);
    model::GameSetup s = twoPeople(core::GameId::Othello);
    s.seats[1].kind = model::PlayerKind::Computer;
    s.seats[1].level = ai::Level::Beginner;
    QVERIFY(w.startGame(s));
    play(w.gamePage(), "f5");
    QTRY_COMPARE(w.gamePage()->model()->ply(), 2); // the computer answered
    bool questionShown = false;
    QTimer watch;
    connect(&watch, &QTimer::timeout, [&questionShown] {
        if (auto *box = qobject_cast<QMB *>(QApplication::activeModalWidget())) {
            questionShown = true;
            box->reject();
        }
    });
    watch.start(10);
    w.action(QStringLiteral("backToStart"))->trigger();
    QTest::qWait(50);
    watch.stop();
    QVERIFY(!questionShown);
    QCOMPARE(keptFiles().size(), 1);
    QVERIFY(w.startPage()->continueButton()->text().contains(QStringLiteral("Othello · move 2")));
}

// The question and its three buttons in Chinese (texts from translations/qiju_zh_CN.ts, written
// by a translator); with QIJU_SCREENSHOT_DIR set it is saved as leave-prompt-zh_CN.png.
void TestLeaveGame::questionInChinese()
{
    m_lang.apply(QStringLiteral("zh_CN"));
    widgets::MainWindow w(&m_lang);
    w.show();
    QVERIFY(w.startGame(twoPeople(core::GameId::Go)));
    play(w.gamePage(), "D4");
    QString text, title;
    QStringList buttons;
    QTimer::singleShot(0, [&] {
        QTRY_VERIFY(qobject_cast<QMB *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMB *>(QApplication::activeModalWidget());
        text = box->text();
        title = box->windowTitle();
        for (auto b : {QMB::Save, QMB::Discard, QMB::Cancel})
            buttons << box->button(b)->text();
        const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            box->grab().save(shots + QStringLiteral("/leave-prompt-zh_CN.png"));
        box->button(QMB::Cancel)->click();
    });
    w.action(QStringLiteral("backToStart"))->trigger();
    m_lang.apply(QStringLiteral("en"));
    QCOMPARE(title, QStringLiteral("棋局未结束"));
    QCOMPARE(text, QStringLiteral("这局棋还没有下完。离开前要保存吗？"));
    QCOMPARE(buttons.at(1), QStringLiteral("不保存"));
    QVERIFY(!buttons.at(0).contains(QLatin1String("Save")));
    QVERIFY(!buttons.at(2).contains(QLatin1String("Cancel")));
    QVERIFY(w.gamePage()->isVisible()); // Cancel stayed in the game
}

QTEST_MAIN(TestLeaveGame)
#include "tst_leavegame.moc"
