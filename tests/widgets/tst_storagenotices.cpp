// The person is told when Qiju cannot write its own files (issue 16, item 5): the first
// failure of a session shows a notice that names the file and the reason and does not stop
// play (not modal); later failures go to the status bar only. In the main window the saves
// folder is blocked (a plain file stands where it belongs), so the first move's autosave fails.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

#include "services/languagemanager.h"
#include "services/storagenotices.h"
#include "storage/savefile.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "../support/pageplay.h"
#include "../support/sessionplay.h"

using namespace qiju;

class TestStorageNotices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstFailureNoticedThenStatusBar();
    void noticeInChinese();
    void blockedSavesFolderNoticedInTheWindow();

private:
    widgets::LanguageManager m_lang;
};

void TestStorageNotices::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-notices-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestStorageNotices::firstFailureNoticedThenStatusBar()
{
    QMainWindow window;
    window.show();
    widgets::StorageNotices notices(&window);
    notices.report(QStringLiteral("/data/saves/autosave.qiju"), QStringLiteral("Disk full"));
    QMessageBox *box = notices.notice();
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->windowModality(), Qt::NonModal);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(box->text().contains(QStringLiteral("/data/saves/autosave.qiju")));
    QVERIFY(box->text().contains(QStringLiteral("Disk full")));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("autosave.qiju")));

    notices.report(QStringLiteral("/data/records.jsonl"), QStringLiteral("Permission denied"));
    QCOMPARE(notices.count(), 2);
    QCOMPARE(window.findChildren<QMessageBox *>().size(), 1); // no second notice
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("records.jsonl")));
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("Permission denied")));
}

void TestStorageNotices::noticeInChinese()
{
    m_lang.apply(QStringLiteral("zh_CN"));
    QMainWindow window;
    window.show();
    widgets::StorageNotices notices(&window);
    notices.report(QStringLiteral("/data/saves/autosave.qiju"), QStringLiteral("Disk full"));
    QMessageBox *box = notices.notice();
    QVERIFY(box);
    QVERIFY(!box->text().contains(QStringLiteral("could not write")));
    QVERIFY(box->text().contains(QStringLiteral("/data/saves/autosave.qiju")));
    QVERIFY(box->text().contains(QStringLiteral("Disk full")));
    const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        box->grab().save(shots + QStringLiteral("/storage-notice-zh_CN.png"));
    m_lang.apply(QStringLiteral("en"));
}

void TestStorageNotices::blockedSavesFolderNoticedInTheWindow()
{
    const QString savesPlace = test::blockSavesFolder();
    QVERIFY(!savesPlace.isEmpty());
    widgets::MainWindow w(&m_lang);
    w.show();
    w.gamePage()->setGameOverDialogEnabled(false);
    model::GameSetup setup;
    setup.game = core::GameId::Othello;
    QVERIFY(w.startGame(setup));
    QCOMPARE(w.storageNotices()->count(), 0);
    test::play(w.gamePage(), "f5");
    QTRY_COMPARE(w.storageNotices()->count(), 1);
    QVERIFY(w.storageNotices()->notice());
    QVERIFY(w.storageNotices()->notice()->text().contains(
        QDir::toNativeSeparators(savesPlace + QStringLiteral("/autosave.qiju"))));
    const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        w.storageNotices()->notice()->grab().save(shots + QStringLiteral("/storage-notice.png"));
    test::play(w.gamePage(), "d6"); // play goes on; the status bar tells again
    QCOMPARE(w.gamePage()->model()->ply(), 2);
    QTRY_COMPARE(w.storageNotices()->count(), 2);
    QCOMPARE(w.findChildren<QMessageBox *>(QStringLiteral("storageNotice")).size(), 1);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("autosave.qiju")));
    w.gamePage()->session()->discard();
    QFile::remove(savesPlace);
}

QTEST_MAIN(TestStorageNotices)
#include "tst_storagenotices.moc"
