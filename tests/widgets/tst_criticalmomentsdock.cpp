// The Critical Moments dock as a user meets it (offscreen, test-mode paths): a game that ends
// by play is reviewed on its own; in a hand-made Gomoku game where Black ignores the five at
// H8 and White makes five, the listed moment is Black's move with H8 as the better move, and
// clicking it shows the position before that move with a hint on the board. Stop cancels a
// review: the list stays empty and no late answer fills it.
// With QIJU_SCREENSHOT_DIR set, it saves critical-moments.png.
#include <QAction>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

#include "board/boardscene.h"
#include "commands/reviewcommands.h"
#include "docks/commentdock.h"
#include "docks/criticalmomentsdock.h"
#include "docks/reviewdock.h"
#include "panels/elidedlabel.h"
#include "services/languagemanager.h"
#include "storage/savefile.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "../support/pageplay.h"

using namespace qiju;
using test::play;

namespace {

// Rows from the top. Black (x): F8 G8 . I8 J8 (five at H8) and B6; White (o): B2-B5 (five at
// B1) and K12. Black to move.
const char *const kFiveOrFour = "15/15/15/10o4/15/15/15/5xx1xx5/15/1x13/1o13/1o13/1o13/1o13/15 b";

void saveShot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + QLatin1String(name));
}

} // namespace

class TestCriticalMomentsDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void reviewAfterTheGameAndJump();
    void stopCancels();
    void smallWindow();

private:
    widgets::LanguageManager m_lang;
};

void TestCriticalMomentsDock::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-critical-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
    QDir(model::SaveFile::savesDir()).removeRecursively();
}

void TestCriticalMomentsDock::reviewAfterTheGameAndJump()
{
    widgets::MainWindow w(&m_lang);
    w.resize(1280, 860);
    w.show();
    model::GameSetup setup;
    setup.game = core::GameId::Gomoku;
    setup.startPosition = QString::fromLatin1(kFiveOrFour);
    QVERIFY(w.startGame(setup));
    widgets::GamePage *page = w.gamePage();
    page->setGameOverDialogEnabled(false);
    widgets::CriticalMomentsDock *dock = w.reviewCommands()->criticalDock();
    QTRY_VERIFY(dock->isVisible());
    QCOMPARE(dock->list()->count(), 0);

    play(page, "M3 B1"); // Black misses the five; White makes one
    QVERIFY(page->model()->isOver());
    QVERIFY(dock->isBusy()); // started by the end of the game, on the worker
    QTRY_VERIFY_WITH_TIMEOUT(!dock->isBusy(), 30000);
    QCOMPARE(dock->list()->count(), 1);
    const QString text = dock->list()->item(0)->text();
    QVERIFY2(text.contains(QStringLiteral("Move 1, Black played M3")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Better: H8")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("100%")), qPrintable(text));

    QListWidget *list = dock->list();
    const QRect row = list->visualItemRect(list->item(0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
    QVERIFY(page->review()->isActive());
    QCOMPARE(page->model()->ply(), 0); // the position before Black's move
    QVERIFY(page->scene()->hasHint());
    QCOMPARE(dock->list()->count(), 1); // the list stays while the review moves
    saveShot(&w, "critical-moments.png");

    // Asked again from the Review menu while reviewing: the same game, the same moment.
    w.reviewCommands()->action(QStringLiteral("reviewCritical"))->trigger();
    QVERIFY(dock->isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!dock->isBusy(), 30000);
    QCOMPARE(dock->list()->count(), 1);
    QCOMPARE(dock->list()->item(0)->text(), text);
}

void TestCriticalMomentsDock::stopCancels()
{
    widgets::MainWindow w(&m_lang);
    w.resize(1600, 1000); // room for the docks beside the board (windows/dockroom.h)
    w.show();
    QVERIFY(w.startGame(model::GameSetup{}));
    widgets::GamePage *page = w.gamePage();
    play(page, "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 c6");
    widgets::CriticalMomentsDock *dock = w.reviewCommands()->criticalDock();
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(dock->analyseButton()->isEnabled());
    QTest::mouseClick(dock->analyseButton(), Qt::LeftButton);
    QVERIFY(dock->isBusy());
    QVERIFY(dock->stopButton()->isEnabled());
    QTest::mouseClick(dock->stopButton(), Qt::LeftButton);
    QVERIFY(!dock->isBusy());
    QVERIFY(!dock->stopButton()->isEnabled());
    QTest::qWait(1500); // a late answer would arrive now
    QCOMPARE(dock->list()->count(), 0);
    QVERIFY(!dock->result().complete);
    QVERIFY(page->controller()->isHumanTurn()); // the game goes on
}

// At 900x650 the docks beside the board start hidden (the board keeps 60 % of the width); opened
// from the Review menu they stay usable: Critical Moments shares its place with Comment as tabs
// (in front), its help text is shown whole, and the Find button shows its whole text without
// scrolling.
void TestCriticalMomentsDock::smallWindow()
{
    widgets::MainWindow w(&m_lang);
    w.resize(900, 650);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    model::GameSetup setup;
    setup.game = core::GameId::Gomoku;
    setup.startPosition = QString::fromLatin1(kFiveOrFour);
    QVERIFY(w.startGame(setup));
    widgets::CriticalMomentsDock *dock = w.reviewCommands()->criticalDock();
    QTest::qWait(50);
    QVERIFY(!dock->isVisible());
    QVERIFY(!w.reviewCommands()->reviewDock()->isVisible());
    w.reviewCommands()->reviewDock()->toggleViewAction()->trigger();
    dock->toggleViewAction()->trigger();
    QTRY_VERIFY(dock->isVisible());
    QTest::qWait(100);
    saveShot(&w, "docks-900x650.png");

    QVERIFY(w.tabifiedDockWidgets(dock).contains(w.reviewCommands()->commentDock()));
    QVERIFY(w.reviewCommands()->reviewDock()->isVisible());
    auto *status = dock->findChild<widgets::ElidedLabel *>();
    QVERIFY(status && status->isVisible());
    QVERIFY2(status->text().startsWith(QStringLiteral("After each game")),
        qPrintable(status->text()));
    QVERIFY2(!status->isElided(), "the help text is cut");
    QPushButton *find = dock->analyseButton();
    QVERIFY(find->width() >= find->minimumSizeHint().width());
    const QWidget *viewport = find->parentWidget()->parentWidget();
    const QRect inView(find->mapTo(viewport, QPoint(0, 0)), find->size());
    QVERIFY2(viewport->rect().contains(inView), "the Find button is scrolled out of sight");
}

QTEST_MAIN(TestCriticalMomentsDock)
#include "tst_criticalmomentsdock.moc"
