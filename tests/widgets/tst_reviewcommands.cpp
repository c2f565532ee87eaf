// The Review menu and its docks from the main window, as a user works them (offscreen,
// test-mode paths): the move list follows the game and a click on a row jumps there, the
// slider and Home/Left/Right/End step through, a move on a past position shows up as a
// variation with a choice at the branch point, and a comment typed in the Comment dock goes
// through Save and Open unchanged.
// With QIJU_SCREENSHOT_DIR set, it saves review.png (a review with a variation and a comment).
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QListView>
#include <QPlainTextEdit>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>

#include "commands/reviewcommands.h"
#include "commands/savecommands.h"
#include "docks/commentdock.h"
#include "docks/movelistmodel.h"
#include "docks/reviewdock.h"
#include "services/languagemanager.h"
#include "storage/savefile.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "../support/pageplay.h"

using namespace qiju;
using test::play;

namespace {

QString text(const widgets::GamePage *page)
{
    return QString::fromStdString(page->model()->position().positionText());
}

QStringList rows(const widgets::MoveListModel *moves)
{
    QStringList texts;
    for (int r = 0; r < moves->rowCount(); ++r)
        texts << moves->index(r).data().toString();
    return texts;
}

} // namespace

class TestReviewCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void moveListFollowsAndJumps();
    void variationFromThePast();
    void commentSurvivesSaveAndOpen();

private:
    widgets::LanguageManager m_lang;
};

void TestReviewCommands::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-review-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
    QDir(model::SaveFile::savesDir()).removeRecursively();
}

void TestReviewCommands::moveListFollowsAndJumps()
{
    widgets::MainWindow w(&m_lang);
    w.resize(1600, 1000); // room for the docks beside the board (windows/dockroom.h)
    w.show();
    QVERIFY(w.startGame(model::GameSetup{}));
    widgets::GamePage *page = w.gamePage();
    widgets::ReviewDock *dock = w.reviewCommands()->reviewDock();
    QTRY_VERIFY(dock->isVisible());
    play(page, "f5 d6 c3 d3");
    const QStringList seen = rows(dock->moves());
    QCOMPARE(seen, QStringList({"Start", "1. f5", "2. d6", "3. c3", "4. d3"}));
    QCOMPARE(dock->moves()->currentRow(), 4);
    const QString live = text(page);

    // Clicking the second move shows the position after it.
    QListView *list = dock->list();
    const QRect row = list->visualRect(dock->moves()->index(2));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, row.center());
    QCOMPARE(page->model()->ply(), 2);
    QVERIFY(page->review()->isActive());
    QCOMPARE(dock->moves()->currentRow(), 2);
    QCOMPARE(rows(dock->moves()), seen); // the rest of the line stays listed
    QCOMPARE(dock->slider()->value(), 2);

    w.action(QStringLiteral("reviewFirst"))->trigger();
    QCOMPARE(page->model()->ply(), 0);
    QVERIFY(!w.action(QStringLiteral("reviewBack"))->isEnabled());
    w.action(QStringLiteral("reviewForward"))->trigger();
    QCOMPARE(page->model()->ply(), 1);
    dock->slider()->setValue(3);
    QCOMPARE(page->model()->ply(), 3);
    w.action(QStringLiteral("reviewBack"))->trigger();
    QCOMPARE(page->model()->ply(), 2);
    w.action(QStringLiteral("reviewLast"))->trigger(); // the live position: play goes on
    QCOMPARE(text(page), live);
    QVERIFY(!page->review()->isActive());
    QTRY_VERIFY(page->controller()->isHumanTurn());
}

void TestReviewCommands::variationFromThePast()
{
    widgets::MainWindow w(&m_lang);
    w.resize(1600, 1000); // room for the docks beside the board (windows/dockroom.h)
    w.show();
    QVERIFY(w.startGame(model::GameSetup{}));
    widgets::GamePage *page = w.gamePage();
    widgets::ReviewDock *dock = w.reviewCommands()->reviewDock();
    play(page, "f5 d6 c3 d3");
    w.action(QStringLiteral("reviewBack"))->trigger();
    w.action(QStringLiteral("reviewBack"))->trigger();
    QCOMPARE(page->model()->ply(), 2);
    QVERIFY(!w.action(QStringLiteral("undo"))->isEnabled());
    page->controller()->requestMove(*page->model()->position().parseMove("c5"));
    QCOMPARE(rows(dock->moves()), QStringList({"Start", "1. f5", "2. d6", "3. c5  \u25C6"}));
    QVERIFY(w.action(QStringLiteral("reviewMainLine"))->isEnabled());
    w.action(QStringLiteral("reviewBack"))->trigger();
    QVERIFY(dock->branchChoice()->isVisibleTo(dock));
    QCOMPARE(dock->branchChoice()->count(), 2);
    QCOMPARE(dock->branchChoice()->itemText(0), QStringLiteral("3. c3 (main)"));
    QCOMPARE(dock->branchChoice()->currentIndex(), 1);

    // The comment of a move in the variation, shown in the screenshot.
    w.action(QStringLiteral("reviewForward"))->trigger();
    w.reviewCommands()->commentDock()->editor()->setPlainText(
        QStringLiteral("c5 keeps the centre closed."));
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        w.reviewCommands()->commentDock()->raise(); // its tab, in front of Critical Moments
        QTest::qWait(100);
        w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/review.png"));
    }

    w.action(QStringLiteral("reviewMainLine"))->trigger();
    QCOMPARE(rows(dock->moves()),
             QStringList({"Start", "1. f5", "2. d6", "3. c3  \u25C6", "4. d3"}));
    QCOMPARE(page->model()->ply(), 3);
    w.action(QStringLiteral("reviewBackToGame"))->trigger();
    QCOMPARE(page->model()->ply(), 4);
    QVERIFY(!page->review()->isActive());
}

void TestReviewCommands::commentSurvivesSaveAndOpen()
{
    widgets::MainWindow w(&m_lang);
    w.show();
    QVERIFY(w.startGame(model::GameSetup{}));
    widgets::GamePage *page = w.gamePage();
    QPlainTextEdit *editor = w.reviewCommands()->commentDock()->editor();
    play(page, "f5 d6 c3");
    w.action(QStringLiteral("reviewBack"))->trigger(); // at d6
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("a calm answer"));
    QCOMPARE(QString::fromStdString(page->model()->tree().current().comment),
             QStringLiteral("a calm answer"));
    w.action(QStringLiteral("reviewFirst"))->trigger();
    QVERIFY(editor->toPlainText().isEmpty());
    editor->setPlainText(QStringLiteral("对局\nsecond line"));

    const QString path = QDir(model::SaveFile::savesDir()).filePath(QStringLiteral("c.qiju"));
    QVERIFY(QDir().mkpath(model::SaveFile::savesDir()));
    QVERIFY(w.saveCommands()->saveTo(path));
    QVERIFY(w.startGame(model::GameSetup{}));
    QVERIFY(editor->toPlainText().isEmpty());
    QVERIFY(w.saveCommands()->openFile(path));
    w.action(QStringLiteral("reviewFirst"))->trigger();
    QCOMPARE(editor->toPlainText(), QStringLiteral("对局\nsecond line"));
    w.action(QStringLiteral("reviewForward"))->trigger();
    QVERIFY(editor->toPlainText().isEmpty());
    w.action(QStringLiteral("reviewForward"))->trigger();
    QCOMPARE(editor->toPlainText(), QStringLiteral("a calm answer"));
}

QTEST_MAIN(TestReviewCommands)
#include "tst_reviewcommands.moc"
