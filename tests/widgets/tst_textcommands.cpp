// Text forms in the main window: Copy Position puts the one-line text on the clipboard, Paste
// Game starts a game from a transcript or position text, text that is none of them is refused
// with a message and changes nothing, and Export/Import of an Ataxx PGN file round-trips; SGF:
// Export/Import of an Othello game with a variation and comments, a damaged .sgf file refused
// with its name and the place of the fault, a Go record refused while Go is not offered.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "commands/textcommands.h"
#include "services/languagemanager.h"
#include "session/gamemodel.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "games/gameregistry.h"

using namespace qiju;

class TestTextCommands : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void copyAndPaste();
    void pasteRefusesProse();
    void exportImportPgn();
    void exportImportSgf();
    void brokenSgfNamesTheFile();
    void sgfOfGo();

private:
    widgets::LanguageManager m_lang;
};

void TestTextCommands::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-text-test"));
    model::Settings().setLanguage({});
    m_lang.apply(QStringLiteral("en"));
}

void TestTextCommands::copyAndPaste()
{
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    QApplication::clipboard()->setText(QStringLiteral("f5d6c3"));
    w.action(QStringLiteral("pasteGame"))->trigger();
    widgets::GamePage *page = w.gamePage();
    QVERIFY(page->model()->hasGame());
    QCOMPARE(page->model()->gameId(), core::GameId::Othello);
    QCOMPARE(page->model()->ply(), 3);
    QVERIFY(page->model()->canUndo()); // the moves are history, not a bare position
    const QString line = QString::fromStdString(page->model()->position().positionText());
    QApplication::clipboard()->clear();
    w.action(QStringLiteral("copyPosition"))->trigger();
    QCOMPARE(QApplication::clipboard()->text(), line);

    // A position text pasted back starts a game from that position.
    w.action(QStringLiteral("pasteGame"))->trigger();
    QCOMPARE(page->model()->ply(), 0);
    QCOMPARE(QString::fromStdString(page->model()->position().positionText()), line);
}

void TestTextCommands::pasteRefusesProse()
{
    widgets::MainWindow w(&m_lang);
    model::GameSetup s;
    QVERIFY(w.startGame(s));
    QApplication::clipboard()->setText(QStringLiteral("Dear diary, today I lost at Go."));
    QString seen;
    QTimer::singleShot(0, [&seen] {
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        seen = box->text();
        box->accept();
    });
    QVERIFY(!w.textCommands()->startFromText(QApplication::clipboard()->text()));
    QVERIFY2(seen.contains(QStringLiteral("not an SGF record, a position")), qPrintable(seen));
    QCOMPARE(w.gamePage()->model()->gameId(), core::GameId::Othello);
}

void TestTextCommands::exportImportPgn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.pgn"));
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.textCommands()->startFromText(
        QStringLiteral("[Black \"Ann\"]\n[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n1. a6 g6 2. a7c5 *")));
    QCOMPARE(w.gamePage()->model()->gameId(), core::GameId::Ataxx);
    const QString line = QString::fromStdString(w.gamePage()->model()->position().positionText());
    QVERIFY(w.textCommands()->exportFile(path, model::TextFormat::AtaxxPgn));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString pgn = QString::fromUtf8(f.readAll());
    QVERIFY2(pgn.contains(QStringLiteral("1. a6 g6 2. a7c5")), qPrintable(pgn));

    model::GameSetup s;
    QVERIFY(w.startGame(s));
    QVERIFY(w.textCommands()->importFile(path));
    QCOMPARE(w.gamePage()->model()->ply(), 3);
    QCOMPARE(QString::fromStdString(w.gamePage()->model()->position().positionText()), line);
}

namespace {

// Accepts the next message box and returns its text through `seen`.
void acceptNextMessage(QString *seen)
{
    QTimer::singleShot(0, [seen] {
        QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        *seen = box->text();
        box->accept();
    });
}

} // namespace

void TestTextCommands::exportImportSgf()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.sgf"));
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    QVERIFY(w.textCommands()->startFromText(QStringLiteral(
        "(;GM[2]FF[4]PB[Ann]C[start];B[fe];W[df]C[reply](;B[cc])(;B[ce]C[other]))")));
    widgets::GamePage *page = w.gamePage();
    QCOMPARE(page->model()->gameId(), core::GameId::Othello);
    QCOMPARE(page->model()->ply(), 3);
    QVERIFY(w.textCommands()->exportFile(path, model::TextFormat::Sgf));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString sgf = QString::fromUtf8(f.readAll());
    QVERIFY2(sgf.contains(QStringLiteral("GM[2]")), qPrintable(sgf));
    QVERIFY2(sgf.contains(QStringLiteral("C[other]")), qPrintable(sgf));

    model::GameSetup s;
    s.game = core::GameId::Gomoku;
    QVERIFY(w.startGame(s));
    QVERIFY(w.textCommands()->importFile(path));
    QCOMPARE(page->model()->gameId(), core::GameId::Othello);
    QCOMPARE(page->model()->ply(), 3);
    const model::GameTree &tree = page->model()->tree();
    QCOMPARE(tree.root().comment, std::string("start"));
    QCOMPARE(tree.root().children[0]->children[0]->children.size(), std::size_t(2));
}

void TestTextCommands::brokenSgfNamesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.sgf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("(;GM[2]\n;B[fe];W[df");
    f.close();
    widgets::MainWindow w(&m_lang);
    model::GameSetup s;
    QVERIFY(w.startGame(s));
    QString seen;
    acceptNextMessage(&seen);
    QVERIFY(!w.textCommands()->importFile(path));
    QVERIFY2(seen.contains(QStringLiteral("broken.sgf")), qPrintable(seen));
    QVERIFY2(seen.contains(QStringLiteral("line 2, column 9")), qPrintable(seen));
    QVERIFY2(seen.contains(QStringLiteral("never closed")), qPrintable(seen));
    QCOMPARE(w.gamePage()->model()->ply(), 0);
}

void TestTextCommands::sgfOfGo()
{
    // A Go record pasted as text starts a Go game with its moves (read by the model,
    // tst_sgfrecord).
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    const QString go = QStringLiteral("(;GM[1]SZ[9];B[ee];W[cc])");
    QVERIFY(w.textCommands()->startFromText(go));
    QCOMPARE(w.gamePage()->model()->gameId(), core::GameId::Go);
    QCOMPARE(w.gamePage()->model()->ply(), 2);
}

QTEST_MAIN(TestTextCommands)
#include "tst_textcommands.moc"
