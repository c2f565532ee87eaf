// Study and demo from the main window as a user works them (offscreen, test-mode paths): a
// saved game is studied by clicking on the board, the side panel keeps the score; a demo of
// the computer playing both sides stops at the next click on the board and gives the seats
// back. With QIJU_SCREENSHOT_DIR set, it saves study.png.
#include <QAction>
#include <QDir>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "commands/democommands.h"
#include "commands/reviewcommands.h"
#include "commands/studycommands.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "storage/savefile.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

using namespace qiju;

namespace {

void clickAt(widgets::GamePage *page, const char *move)
{
    const core::Move m = *page->model()->position().parseMove(move);
    widgets::BoardView *view = page->view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(page->scene()->centerOf(m.to)));
}

QString modeInfo(const widgets::GamePage *page)
{
    return page->sidePanel()->findChild<QLabel *>(QStringLiteral("modeInfoLabel"))->text();
}

} // namespace

class TestStudyCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void studyASavedGame();
    void demoStopsOnClick();

private:
    widgets::LanguageManager m_lang;
};

void TestStudyCommands::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-study-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
    QDir(model::SaveFile::savesDir()).removeRecursively();
    QVERIFY(QDir().mkpath(model::SaveFile::savesDir()));
}

void TestStudyCommands::studyASavedGame()
{
    // The Tiger opening, f5 d6 c3 d3 c4, saved by two people.
    model::GameSetup setup;
    setup.seats[0].name = QStringLiteral("Ann");
    setup.seats[1].name = QStringLiteral("Bo");
    model::GameTree tree(setup.createGame());
    for (const char *t : {"f5", "d6", "c3", "d3", "c4"})
        tree.play(*tree.position().parseMove(t));
    const QString path = QDir(model::SaveFile::savesDir()).filePath(QStringLiteral("tiger.qiju"));
    QCOMPARE(model::SaveFile::write(path, setup, tree, {}), model::SaveError::None);

    widgets::MainWindow w(&m_lang);
    w.resize(1200, 800);
    w.show();
    widgets::StudyCommands *study = w.reviewCommands()->studyCommands();
    study->session()->setOpponentDelay(0);
    QVERIFY(study->studyFile(path, core::Side::Black));
    widgets::GamePage *page = w.gamePage();
    QTRY_VERIFY(page->isVisible());
    QCOMPARE(page->model()->ply(), 0);
    QVERIFY(modeInfo(page).contains(QStringLiteral("Score: 0 of 0 matched")));
    QVERIFY2(modeInfo(page).contains(QStringLiteral("3 moves to guess")), qPrintable(modeInfo(page)));

    clickAt(page, "f5");
    QTRY_COMPARE(page->model()->ply(), 2); // White's d6 follows by itself
    QVERIFY(modeInfo(page).contains(QStringLiteral("Score: 1 of 1 matched")));
    clickAt(page, "c5"); // the game went c3
    QTRY_COMPARE(page->model()->ply(), 4);
    QVERIFY(modeInfo(page).contains(QStringLiteral("Score: 1 of 2 matched")));
    QVERIFY(modeInfo(page).contains(QStringLiteral("You chose c5; the game went c3")));
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QTest::qWait(100);
        w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/study.png"));
    }
    clickAt(page, "c4");
    QTRY_COMPARE(page->model()->ply(), 5);
    QVERIFY(modeInfo(page).contains(QStringLiteral("Finished: 2 of 3 matched")));
}

void TestStudyCommands::demoStopsOnClick()
{
    widgets::MainWindow w(&m_lang);
    w.show();
    QVERIFY(w.startGame(model::GameSetup{}));
    widgets::GamePage *page = w.gamePage();
    page->controller()->setComputerMinimumThinkingTime(0);
    w.findChild<QAction *>(QStringLiteral("demoSpeed-2"))->trigger(); // fast
    w.findChild<QAction *>(QStringLiteral("demoPlay"))->trigger();
    widgets::DemoCommands *demo = w.reviewCommands()->demoCommands();
    QVERIFY(demo->demo()->isRunning());
    QVERIFY(!modeInfo(page).isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->ply() >= 2, 20000);
    QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(!demo->demo()->isRunning());
    QVERIFY(modeInfo(page).isEmpty());
    QCOMPARE(page->controller()->player(core::Side::Black)->kind(), model::PlayerKind::Human);
    QCOMPARE(page->controller()->player(core::Side::White)->kind(), model::PlayerKind::Human);
}

QTEST_MAIN(TestStudyCommands)
#include "tst_studycommands.moc"
