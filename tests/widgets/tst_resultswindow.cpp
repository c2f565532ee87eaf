// Records in the GUI: a finished game appends one line to records.jsonl (once, not again when
// the finished game is loaded or replayed), the game-over dialog lists the last three results,
// and the Results window sorts and filters the games, counts per-nickname statistics and
// reports damaged lines once. With QIJU_SCREENSHOT_DIR set, it saves screenshots of the
// Results window (English, Chinese).
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include "commands/savecommands.h"
#include "services/languagemanager.h"
#include "storage/records.h"
#include "storage/savefile.h"
#include "windows/gameoverdialog.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/recordtablemodel.h"
#include "windows/resultswindow.h"
#include "words/texts.h"

#include "games/gameregistry.h"

using namespace qiju;
using model::GameRecord;
using model::RecordFile;

namespace {

void saveShot(QWidget *w, const QString &name)
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

GameRecord record(core::GameId game, const QString &black, std::optional<ai::Level> white,
    core::Outcome outcome, int moves)
{
    model::GameSetup setup;
    setup.game = game;
    setup.seats[0].name = black;
    if (white) {
        setup.seats[1].kind = model::PlayerKind::Computer;
        setup.seats[1].level = *white;
    } else {
        setup.seats[1].name = QStringLiteral("Bo");
    }
    const auto g = core::createGame(game);
    return GameRecord::fromGame(
        setup, *g, {outcome, core::EndReason::Count, 0, 0}, moves, moves * 4000);
}

} // namespace

class TestResultsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void finishedGameRecordedOnce();
    void gameOverDialogShowsLastThree();
    void tableSortsAndFilters();
    void statisticsAndDamagedLines();
    void rulesInPlainWords();

private:
    widgets::LanguageManager m_lang;
};

void TestResultsWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-results-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestResultsWindow::init()
{
    QFile::remove(RecordFile::defaultPath());
    QDir(model::SaveFile::savesDir()).removeRecursively();
}

void TestResultsWindow::finishedGameRecordedOnce()
{
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    model::GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    QVERIFY(w.startGame(s));
    widgets::GamePage *page = w.gamePage();
    // Wikipedia's nine-move wipe-out: Black (Ann) wins; Bo held out 9 of 60 moves.
    for (const char *m : {"e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5"}) {
        QTRY_VERIFY(page->controller()->isHumanTurn());
        page->controller()->requestMove(*page->model()->position().parseMove(m));
    }
    QVERIFY(page->model()->isOver());
    auto read = RecordFile::read(RecordFile::defaultPath());
    QCOMPARE(read.records.size(), std::size_t(1));
    const GameRecord &r = read.records.front();
    QCOMPARE(r.moves, 9);
    QCOMPARE(r.players[0].name, QStringLiteral("Ann"));
    QCOMPARE(r.players[0].score, 100.0);
    QCOMPARE(r.players[1].score, 10.5); // 70 * 9 / 60
    QCOMPARE(r.result.blackScore, 64.0);

    // Taking the last move back and playing it again, or loading the finished game, does not
    // count the game twice.
    page->model()->undo();
    page->model()->play(*page->model()->position().parseMove("c5"));
    const QString path = model::SaveFile::savesDir() + QStringLiteral("/done.qiju");
    QVERIFY(w.saveCommands()->saveTo(path));
    QVERIFY(w.saveCommands()->openFile(path));
    QVERIFY(page->model()->isOver());
    QCOMPARE(RecordFile::read(RecordFile::defaultPath()).records.size(), std::size_t(1));
}

void TestResultsWindow::gameOverDialogShowsLastThree()
{
    std::vector<GameRecord> rs;
    for (const char *name : {"First", "Second", "Third", "Fourth"})
        rs.push_back(record(core::GameId::Othello, QLatin1String(name), ai::Level::Easy,
            core::Outcome::WhiteWins, 30));
    model::GameModel m;
    model::GameController c(&m);
    model::GameSetup s;
    QVERIFY(c.newGame(s));
    widgets::GameOverDialog d(
        core::GameId::Othello, {core::Outcome::Draw, core::EndReason::Count, 32, 32}, &c);
    d.setRecentResults(rs);
    const auto *label = d.findChild<QLabel *>(QStringLiteral("recentResults"));
    QVERIFY(label && !label->isHidden());
    const QString text = label->text();
    QVERIFY(!text.contains(QStringLiteral("First")));
    QVERIFY(text.indexOf(QStringLiteral("Fourth")) < text.indexOf(QStringLiteral("Third")));
    QVERIFY(text.contains(QStringLiteral("Second")));
    QVERIFY2(text.contains(QStringLiteral("35 : 100")), qPrintable(text)); // lost at 30 of 60
}

void TestResultsWindow::tableSortsAndFilters()
{
    const QString path = RecordFile::defaultPath();
    RecordFile::append(path,
        record(core::GameId::Othello, QStringLiteral("Ann"), ai::Level::Hard,
            core::Outcome::BlackWins, 60));
    RecordFile::append(path,
        record(core::GameId::Gomoku, QStringLiteral("Ann"), std::nullopt, core::Outcome::WhiteWins,
            41));
    RecordFile::append(path,
        record(
            core::GameId::Ataxx, QStringLiteral("Cy"), ai::Level::Easy, core::Outcome::Draw, 120));
    widgets::ResultsWindow w;
    QAbstractItemModel *table = w.gamesView()->model();
    QCOMPARE(table->rowCount(), 3);
    w.gamesView()->sortByColumn(widgets::RecordTableModel::Moves, Qt::AscendingOrder);
    QCOMPARE(table->index(0, widgets::RecordTableModel::Moves).data().toInt(), 41);
    QCOMPARE(table->index(2, widgets::RecordTableModel::Moves).data().toInt(), 120);
    // Issue 17: the rules by their display names, not the rules text ("freestyle").
    QCOMPARE(table->index(0, widgets::RecordTableModel::Rules).data().toString(),
        QStringLiteral("Freestyle (five or more wins)"));
    w.filter()->setText(QStringLiteral("ann"));
    QCOMPARE(table->rowCount(), 2);
    w.gameFilter()->setCurrentIndex(w.gameFilter()->findText(QStringLiteral("Gomoku")));
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(
        table->index(0, widgets::RecordTableModel::White).data().toString(), QStringLiteral("Bo"));
    w.filter()->clear();
    w.gameFilter()->setCurrentIndex(0);
    QCOMPARE(table->rowCount(), 3);
    QVERIFY(w.notice()->isHidden());
}

void TestResultsWindow::statisticsAndDamagedLines()
{
    const QString path = RecordFile::defaultPath();
    RecordFile::append(path,
        record(core::GameId::Othello, QStringLiteral("Ann"), ai::Level::Hard,
            core::Outcome::BlackWins, 60));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::Append));
        f.write("{\"broken\n");
    }
    RecordFile::append(path,
        record(core::GameId::Othello, QStringLiteral("Ann"), ai::Level::Hard,
            core::Outcome::WhiteWins, 45));
    RecordFile::append(path,
        record(core::GameId::Gomoku, QStringLiteral("Ann"), std::nullopt, core::Outcome::WhiteWins,
            41));
    for (const char *lang : {"en", "zh_CN"}) {
        m_lang.apply(QString::fromLatin1(lang));
        widgets::ResultsWindow w;
        QCOMPARE(w.gamesView()->model()->rowCount(), 3);
        QVERIFY(!w.notice()->isHidden());
        QVERIFY(w.notice()->text().contains(QStringLiteral("2")));
        QTableWidget *stats = w.statisticsTable();
        // Ann vs Hard (Othello), Ann vs people (Gomoku), Bo vs people (Gomoku).
        QCOMPARE(stats->rowCount(), 3);
        stats->sortByColumn(3, Qt::DescendingOrder); // played
        QCOMPARE(stats->item(0, 0)->text(), QStringLiteral("Ann"));
        QCOMPARE(stats->item(0, 3)->data(Qt::DisplayRole).toInt(), 2);
        QCOMPARE(stats->item(0, 4)->data(Qt::DisplayRole).toInt(), 1);
        QCOMPARE(stats->item(0, 5)->data(Qt::DisplayRole).toInt(), 1);
        QCOMPARE(stats->item(0, 7)->text(), QStringLiteral("50%"));
        QCOMPARE(stats->item(0, 8)->data(Qt::DisplayRole).toDouble(), 100.0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        saveShot(&w, QStringLiteral("results-games-%1.png").arg(QLatin1String(lang)));
        w.tabs()->setCurrentIndex(1);
        saveShot(&w, QStringLiteral("results-stats-%1.png").arg(QLatin1String(lang)));
    }
    m_lang.apply(QStringLiteral("en"));
    widgets::ResultsWindow w;
    QVERIFY(w.notice()->text().contains(QStringLiteral("1 damaged line")));
}

// Issue 17: "chinese size=9" showed as it was stored; Go names its board and komi always.
void TestResultsWindow::rulesInPlainWords()
{
    using widgets::Texts;
    QCOMPARE(Texts::rulesSummary(core::GameId::Go, QStringLiteral("chinese size=9")),
        QStringLiteral("Chinese (area scoring) · 9×9 · komi 7.5"));
    QCOMPARE(Texts::rulesSummary(core::GameId::Go, QStringLiteral("japanese size=13 handicap=3 komi=0.5")),
        QStringLiteral("Japanese (territory scoring) · 13×13 · komi 0.5 · handicap 3"));
    QCOMPARE(Texts::rulesSummary(core::GameId::Go, QString()),
        QStringLiteral("Chinese (area scoring) · 19×19 · komi 7.5"));
    QCOMPARE(Texts::rulesSummary(core::GameId::Gomoku, QStringLiteral("renju swap2")),
        QStringLiteral("Renju (forbidden points for Black) · Swap2"));
    QCOMPARE(Texts::rulesSummary(core::GameId::Nogo, QStringLiteral("course")),
        QStringLiteral("Course (no first move on the centre)"));
}

QTEST_MAIN(TestResultsWindow)
#include "tst_resultswindow.moc"
