// Saving from the main window as a user does it (offscreen, test-mode paths): quick save and
// quick load (also while the computer thinks), the autosave on quit offered back as "Continue
// your last game", Save As / Open of a file, a damaged file refused with its reason and left
// alone, and the Saves browser (thumbnails, unreadable files, delete).
// With QIJU_SCREENSHOT_DIR set, it saves screenshots of the Saves browser (English, Chinese).
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "commands/savecommands.h"
#include "services/languagemanager.h"
#include "storage/savefile.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/savesbrowser.h"
#include "windows/startpage.h"
#include "words/texts.h"

#include "../support/pageplay.h"

using namespace qiju;
using test::play;
using test::answerLeaveQuestion;
using model::SaveFile;

namespace {

void saveShot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
}

model::GameSetup twoPeople()
{
    model::GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    return s;
}

QString text(const widgets::GamePage *page)
{
    return QString::fromStdString(page->model()->position().positionText());
}

// Closes the next message box once it shows, remembering its text.
void answerNextMessageBox(QString *seen)
{
    QTimer::singleShot(0, [seen] {
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        *seen = box->text();
        box->accept();
    });
}

} // namespace

class TestSaveCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void quickSaveAndLoad();
    void quickLoadWhileComputerThinks();
    void saveWhileReviewingKeepsTheGame();
    void autosaveOnQuitIsOfferedBack();
    void finishedGameIsNotOffered();
    void saveAsAndOpen();
    void damagedFileRefusedAndKept();
    void browserListsAndDeletes();

private:
    widgets::LanguageManager m_lang;
};

void TestSaveCommands::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-save-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestSaveCommands::init() { QDir(SaveFile::savesDir()).removeRecursively(); }

void TestSaveCommands::quickSaveAndLoad()
{
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.startGame(twoPeople()));
    widgets::GamePage *page = w.gamePage();
    play(page, "f5 d6");
    const QString saved = text(page);
    w.action(QStringLiteral("quickSave"))->trigger();
    QVERIFY(QFileInfo::exists(SaveFile::quicksavePath()));
    play(page, "c3 d3");
    QCOMPARE(page->model()->ply(), 4);
    bool asked = false;
    answerLeaveQuestion(QMessageBox::Discard, &asked); // two people: the game on the board?
    w.action(QStringLiteral("quickLoad"))->trigger();
    QVERIFY(asked);
    QCOMPARE(page->model()->ply(), 2);
    QCOMPARE(text(page), saved);
    // The branch played after the quick save is not in the file; the history before it is.
    QVERIFY(!page->model()->canRedo());
    QVERIFY(page->model()->canUndo());
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QCOMPARE(page->controller()->player(core::Side::White)->name(), QStringLiteral("Bo"));
}

// Issue 4: a save made while the review shows an earlier position keeps the game where it
// stands (the live end of the line), not the position shown.
void TestSaveCommands::saveWhileReviewingKeepsTheGame()
{
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.startGame(twoPeople()));
    widgets::GamePage *page = w.gamePage();
    play(page, "f5 d6 c3 d3");
    const QString live = text(page);
    w.action(QStringLiteral("reviewBack"))->trigger();
    w.action(QStringLiteral("reviewBack"))->trigger();
    QVERIFY(page->review()->isActive());
    QCOMPARE(page->model()->ply(), 2);
    const QString shown = text(page);

    w.action(QStringLiteral("quickSave"))->trigger();
    const QString path = QDir(SaveFile::savesDir()).filePath(QStringLiteral("reviewing.qiju"));
    QVERIFY(w.saveCommands()->saveTo(path));
    QCOMPARE(text(page), shown); // saving does not move the review
    QVERIFY(page->review()->isActive());
    for (const QString &file : {SaveFile::quicksavePath(), path}) {
        const model::LoadResult r = SaveFile::read(file);
        QVERIFY2(r.ok(), qPrintable(file));
        QCOMPARE(r.game.tree->depth(), 4);
        QCOMPARE(QString::fromStdString(r.game.tree->position().positionText()), live);
    }
    bool asked = false;
    answerLeaveQuestion(QMessageBox::Discard, &asked);
    w.action(QStringLiteral("quickLoad"))->trigger();
    QVERIFY(asked);
    QCOMPARE(page->model()->ply(), 4);
    QCOMPARE(text(page), live);
    QVERIFY(!page->review()->isActive());
    QTRY_VERIFY(page->controller()->isHumanTurn());
}

void TestSaveCommands::quickLoadWhileComputerThinks()
{
    widgets::MainWindow w(&m_lang);
    model::GameSetup s = twoPeople();
    s.seats[1].kind = model::PlayerKind::Computer;
    s.seats[1].level = ai::Level::Expert;
    s.timePerMoveMs = 5000;
    QVERIFY(w.startGame(s));
    widgets::GamePage *page = w.gamePage();
    w.action(QStringLiteral("quickSave"))->trigger(); // Black (Ann) to move at the start
    play(page, "f5");
    QTRY_VERIFY(page->controller()->player(core::Side::White)->isThinking());
    w.action(QStringLiteral("quickLoad"))->trigger();
    QCOMPARE(page->model()->ply(), 0);
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QVERIFY(!page->controller()->player(core::Side::White)->isThinking());
    // After Ann moves again the computer gets a fresh turn and answers.
    play(page, "f5");
    QTRY_VERIFY(page->controller()->player(core::Side::White)->isThinking());
    page->controller()->moveNow();
    QTRY_COMPARE(page->model()->ply(), 2);
}

void TestSaveCommands::autosaveOnQuitIsOfferedBack()
{
    QString saved;
    {
        widgets::MainWindow w(&m_lang);
        QVERIFY(w.startPage()->continueButton()->isHidden());
        QVERIFY(w.startGame(twoPeople()));
        play(w.gamePage(), "f5 d6 c3");
        saved = text(w.gamePage());
        bool asked = false;
        answerLeaveQuestion(QMessageBox::Save, &asked);
        w.close();
        QVERIFY(asked);
    }
    QTRY_VERIFY(QFileInfo::exists(SaveFile::autosavePath()));
    widgets::MainWindow w(&m_lang);
    QPushButton *cont = w.startPage()->continueButton();
    QVERIFY(!cont->isHidden());
    QVERIFY2(cont->text().contains(QStringLiteral("Othello")), qPrintable(cont->text()));
    QVERIFY(cont->text().contains(QStringLiteral("move 3")));
    QVERIFY(cont->text().contains(QStringLiteral("Ann vs Bo")));
    cont->click();
    QCOMPARE(w.gamePage()->model()->ply(), 3);
    QCOMPARE(text(w.gamePage()), saved);
    QVERIFY(w.action(QStringLiteral("undo"))->isEnabled());
}

void TestSaveCommands::finishedGameIsNotOffered()
{
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(twoPeople()));
    play(w.gamePage(), "e6 f4 e3 f6");
    QTRY_VERIFY(QFileInfo::exists(SaveFile::autosavePath())); // after every move
    play(w.gamePage(), "g5 d6 e7 f5 c5");                 // the nine-move wipe-out
    QVERIFY(w.gamePage()->model()->isOver());
    w.close();
    QVERIFY(!QFileInfo::exists(SaveFile::autosavePath()));
    w.showStartPage();
    QVERIFY(w.startPage()->continueButton()->isHidden());
}

void TestSaveCommands::saveAsAndOpen()
{
    const QString path = SaveFile::savesDir() + QStringLiteral("/mine.qiju");
    QString saved;
    {
        widgets::MainWindow w(&m_lang);
        QVERIFY(w.startGame(twoPeople()));
        play(w.gamePage(), "f5 f6");
        saved = text(w.gamePage());
        QVERIFY(w.saveCommands()->saveTo(path));
    }
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.saveCommands()->openFile(path));
    QCOMPARE(text(w.gamePage()), saved);
    QCOMPARE(w.windowTitle(), QStringLiteral("Othello — Qiju"));
}

void TestSaveCommands::damagedFileRefusedAndKept()
{
    const QString path = SaveFile::savesDir() + QStringLiteral("/broken.qiju");
    const QByteArray bytes("{\"format\": \"qiju-save\", \"version\": 1, \"game\": \"oth");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.startGame(twoPeople()));
    play(w.gamePage(), "f5");
    QString message;
    answerNextMessageBox(&message);
    QVERIFY(!w.saveCommands()->openFile(path));
    QVERIFY2(message.contains(QStringLiteral("broken.qiju")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("incomplete")), qPrintable(message));
    QCOMPARE(w.gamePage()->model()->ply(), 1); // the game on the board goes on
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes);
}

void TestSaveCommands::browserListsAndDeletes()
{
    {
        widgets::MainWindow w(&m_lang);
        QVERIFY(w.startGame(twoPeople()));
        play(w.gamePage(), "f5 d6 c3 d3 c4");
        w.action(QStringLiteral("quickSave"))->trigger();
        model::GameSetup g = twoPeople();
        g.game = core::GameId::Gomoku;
        g.seats[1].kind = model::PlayerKind::Computer;
        g.seats[1].level = ai::Level::Hard;
        QVERIFY(w.startGame(g));
        play(w.gamePage(), "h8");
        QVERIFY(w.saveCommands()->saveTo(SaveFile::savesDir() + QStringLiteral("/gomoku.qiju")));
    }
    QFile junk(SaveFile::savesDir() + QStringLiteral("/junk.qiju"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("not a save");
    junk.close();

    for (const char *lang : {"en", "zh_CN"}) {
        m_lang.apply(QString::fromLatin1(lang));
        widgets::SavesBrowser browser;
        QTreeWidget *list = browser.list();
        // The quick save, the autosave (after five moves), gomoku.qiju and junk.qiju.
        QCOMPARE(list->topLevelItemCount(), 4);
        int readable = 0;
        for (int i = 0; i < 4; ++i) {
            QTreeWidgetItem *item = list->topLevelItem(i);
            if (item->icon(0).isNull())
                continue;
            ++readable;
            QVERIFY(item->text(2) == QStringLiteral("5") || item->text(2) == QStringLiteral("1"));
            // The rules by their display names in the language shown, not the rules text.
            const auto game = item->text(0).contains(widgets::Texts::gameName(core::GameId::Gomoku))
                ? core::GameId::Gomoku
                : core::GameId::Othello;
            QVERIFY2(item->text(0).contains(widgets::Texts::rulesSummary(game, {})), qPrintable(item->text(0)));
            QVERIFY2(!item->text(0).contains(QStringLiteral("standard")), qPrintable(item->text(0)));
        }
        QCOMPARE(readable, 3);
        browser.resize(700, 420);
        browser.show();
        QVERIFY(QTest::qWaitForWindowExposed(&browser));
        saveShot(&browser, qPrintable(QStringLiteral("saves-%1.png").arg(QLatin1String(lang))));
    }
    m_lang.apply(QStringLiteral("en"));

    widgets::SavesBrowser browser;
    QTreeWidget *list = browser.list();
    QTreeWidgetItem *junkItem = nullptr;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->text(0) == QStringLiteral("junk"))
            junkItem = list->topLevelItem(i);
    }
    QVERIFY(junkItem);
    QVERIFY(junkItem->text(1).contains(QStringLiteral("not a Qiju saved game")));
    list->setCurrentItem(junkItem);
    QVERIFY(!browser.findChild<QPushButton *>(QStringLiteral("open"))->isEnabled());
    browser.deleteSelected(false);
    QCOMPARE(list->topLevelItemCount(), 3);
    QVERIFY(!QFileInfo::exists(SaveFile::savesDir() + QStringLiteral("/junk.qiju")));
}

QTEST_MAIN(TestSaveCommands)
#include "tst_savecommands.moc"
