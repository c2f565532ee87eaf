// The Arena window as a user works it (offscreen): Game > Arena… opens it; fewer than two
// ticked players does not start; with three Qiju levels ticked, one game per pair and 0.1 s per
// move, Start runs the games in the background (the button turns into Stop, the settings are
// locked, the board shows the game being played and the status names the pairing), Stop keeps
// what was played and Resume finishes the round robin; at the end the table shows each
// player's two games, the totals agree and the status names the results file. The Elo column
// reads "+147 ± 269" for 6 wins, 2 losses and 2 draws (hand-computed, see tst_arena), "−∞"
// for a player who lost everything. The window speaks Chinese after a language switch. Go runs
// on 9x9 through the marking step by itself. A player entered twice ("Add a Copy": Beginner
// against "Beginner #2") plays as two entrants with their own rows, games and JSON entries.
// With QIJU_SCREENSHOT_DIR set, it saves a
// screenshot (arena.png).
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "services/languagemanager.h"
#include "session/gamemodel.h"
#include "storage/settings.h"
#include "windows/arenawindow.h"
#include "windows/mainwindow.h"

using namespace qiju;

class TestArenaWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void eloText();
    void threeLevelsStopResumeAndFinish();
    void goOnNineByNine();
    void samePlayerTwice();

private:
    widgets::LanguageManager m_lang;
};

void TestArenaWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-arena-test"));
    model::Settings().setLanguage({});
    model::Settings().setEngines({});
    m_lang.apply(QStringLiteral("en"));
}

void TestArenaWindow::eloText()
{
    using widgets::ArenaWindow;
    QCOMPARE(ArenaWindow::eloText(model::ArenaStanding{6, 2, 2}), QStringLiteral("+147 ± 269"));
    QCOMPARE(ArenaWindow::eloText(model::ArenaStanding{1, 4, 3}), QStringLiteral("−89 ± 190"));
    QCOMPARE(ArenaWindow::eloText(model::ArenaStanding{0, 0, 3}), QStringLiteral("−∞"));
    QCOMPARE(ArenaWindow::eloText(model::ArenaStanding{2, 0, 0}), QStringLiteral("+∞"));
    QCOMPARE(ArenaWindow::eloText(model::ArenaStanding{}), QStringLiteral("—"));
}

void TestArenaWindow::threeLevelsStopResumeAndFinish()
{
    widgets::MainWindow w(&m_lang);
    QAction *action = w.action(QStringLiteral("arena"));
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Ar&ena…"));
    action->trigger();
    auto *window = w.findChild<widgets::ArenaWindow *>();
    QVERIFY(window && window->isVisible());
    model::Arena *arena = window->arena();
    auto *start = window->findChild<QPushButton *>(QStringLiteral("arenaStart"));
    auto *resume = window->findChild<QPushButton *>(QStringLiteral("arenaResume"));
    auto *status = window->findChild<QLabel *>(QStringLiteral("arenaStatus"));
    auto *table = window->findChild<QTableWidget *>(QStringLiteral("arenaTable"));
    auto *rules = window->findChild<QComboBox *>(QStringLiteral("arenaRules"));
    auto *players = window->findChild<QListWidget *>(QStringLiteral("arenaPlayers"));
    auto *board = window->findChild<widgets::BoardView *>(QStringLiteral("arenaBoard"));
    QVERIFY(start && resume && status && table && rules && players && board);
    QVERIFY(!resume->isEnabled());

    window->setGame(core::GameId::Othello);
    QCOMPARE(rules->currentData().toString(), QStringLiteral("standard"));
    QCOMPARE(players->count(), 5); // the five levels; no engine is registered
    window->choose({QStringLiteral("Qiju (Beginner)")});
    start->click();
    QVERIFY(!arena->isRunning());
    QCOMPARE(status->text(), QStringLiteral("Tick at least two players."));

    window->choose({QStringLiteral("Qiju (Beginner)"), QStringLiteral("Qiju (Easy)"),
        QStringLiteral("Qiju (Medium)")});
    window->setGamesPerPair(1);
    window->setTimePerMove(0.1);
    QSignalSpy done(arena, &model::Arena::gameFinished);
    QSignalSpy finished(arena, &model::Arena::finished);
    start->click();
    QVERIFY(arena->isRunning());
    QCOMPARE(arena->totalGames(), 3);
    QCOMPARE(start->text(), QStringLiteral("&Stop"));
    QVERIFY(!players->isEnabled() && !rules->isEnabled());
    QVERIFY2(status->text().startsWith(QStringLiteral("Game 1 of 3: Qiju (Beginner) (Black) "
                                                      "against Qiju (Easy) (White)")),
        qPrintable(status->text()));
    QVERIFY(board->scene());
    QCOMPARE(table->rowCount(), 3);

    // Stop after the first game, then resume to the end.
    QVERIFY(done.wait(60000));
    start->click();
    QVERIFY(!arena->isRunning());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(start->text(), QStringLiteral("&Start"));
    QVERIFY(resume->isEnabled());
    QVERIFY2(status->text().startsWith(QStringLiteral("Stopped after 1 game of 3.")),
        qPrintable(status->text()));
    resume->click();
    QVERIFY(arena->isRunning());
    QVERIFY(!resume->isEnabled());
    QVERIFY(finished.wait(120000));
    QVERIFY(arena->isComplete());
    QCOMPARE(start->text(), QStringLiteral("&Start"));
    QVERIFY(!resume->isEnabled());
    QVERIFY(players->isEnabled());

    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Qiju (Beginner)"));
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("Qiju (Medium)"));
    int wins = 0;
    int losses = 0;
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(table->item(r, 1)->text(), QStringLiteral("2"));
        const int w = table->item(r, 2)->text().toInt();
        const int d = table->item(r, 3)->text().toInt();
        const int l = table->item(r, 4)->text().toInt();
        QCOMPARE(w + d + l, 2);
        QCOMPARE(table->item(r, 5)->text(),
            QStringLiteral("%1%").arg((w + 0.5 * d) / 2 * 100, 0, 'f', 1));
        QCOMPARE(table->item(r, 6)->text(), widgets::ArenaWindow::eloText(arena->standings()[r]));
        wins += w;
        losses += l;
    }
    QCOMPARE(wins, losses);
    QVERIFY2(status->text().startsWith(QStringLiteral("All 3 games played. Results saved to")),
        qPrintable(status->text()));
    QVERIFY(arena->model()->isOver()); // the last game stays on the board

    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        auto *scene = qobject_cast<widgets::BoardScene *>(board->scene());
        QTest::qWait(scene->pendingAnimationMs() + 100); // the last flips done
        window->grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/arena.png"));
    }

    // The language switch reaches the window.
    m_lang.apply(QStringLiteral("zh_CN"));
    QTRY_COMPARE(window->windowTitle(), QStringLiteral("对弈场"));
    QCOMPARE(start->text(), QStringLiteral("开始(&S)"));
    QVERIFY2(
        status->text().startsWith(QStringLiteral("3 局已全部下完。")), qPrintable(status->text()));
    m_lang.apply(QStringLiteral("en"));
    QTRY_COMPARE(window->windowTitle(), QStringLiteral("Arena"));
    window->close();
}

// Go on 9x9: the rules list offers the sizes, the board is a Go board, and a game that ends
// by two passes goes through the marking step on its own (nobody is at the board).
void TestArenaWindow::goOnNineByNine()
{
    widgets::ArenaWindow window;
    window.show();
    window.setGame(core::GameId::Go);
    auto *rules = window.findChild<QComboBox *>(QStringLiteral("arenaRules"));
    const int nine = rules->findData(QStringLiteral("chinese size=9"));
    QVERIFY(nine >= 0);
    QCOMPARE(rules->itemText(nine), QStringLiteral("Chinese (area scoring), 9×9"));
    rules->setCurrentIndex(nine);
    window.choose({QStringLiteral("Qiju (Beginner)"), QStringLiteral("Qiju (Easy)")});
    window.setGamesPerPair(1);
    window.setTimePerMove(0.1);
    QSignalSpy finished(window.arena(), &model::Arena::finished);
    window.startOrStop();
    QVERIFY(window.arena()->isRunning());
    QVERIFY(finished.wait(120000));
    QVERIFY(window.arena()->isComplete());
    QCOMPARE(window.arena()->model()->gameId(), core::GameId::Go);
    QCOMPARE(window.arena()->model()->position().width(), 9);
    const core::GameResult r = window.arena()->games().first().result;
    QVERIFY(r.reason != core::EndReason::Forfeit);
    QVERIFY(window.findChild<widgets::BoardView *>(QStringLiteral("arenaBoard"))->scene());
}

// Beginner against a copy of itself, two games: the copy is listed after the original as
// "#2" (a second copy as "#3") and survives a change of game; the table keeps two rows whose
// results mirror each other (only they play), and the results file lists the entrants as copy
// 1 and 2 of the same level, with the colours swapped in the second game.
void TestArenaWindow::samePlayerTwice()
{
    widgets::ArenaWindow window;
    window.show();
    window.setGame(core::GameId::Othello);
    auto *players = window.findChild<QListWidget *>(QStringLiteral("arenaPlayers"));
    auto *addCopy = window.findChild<QPushButton *>(QStringLiteral("arenaAddCopy"));
    auto *table = window.findChild<QTableWidget *>(QStringLiteral("arenaTable"));
    QVERIFY(players && addCopy && table);
    QCOMPARE(addCopy->text(), QStringLiteral("Add a &Copy"));
    QCOMPARE(players->count(), 5);
    const QList<QListWidgetItem *> found
        = players->findItems(QStringLiteral("Qiju (Beginner)"), Qt::MatchExactly);
    QCOMPARE(found.size(), 1);
    const int row = players->row(found.first());
    players->setCurrentRow(row);
    QVERIFY(addCopy->isEnabled());
    addCopy->click();
    QCOMPARE(players->count(), 6);
    QCOMPARE(players->item(row + 1)->text(), QStringLiteral("Qiju (Beginner) #2"));
    QCOMPARE(players->item(row + 1)->checkState(), Qt::Checked);
    players->setCurrentRow(row);
    addCopy->click();
    QCOMPARE(players->item(row + 2)->text(), QStringLiteral("Qiju (Beginner) #3"));

    window.setGame(core::GameId::Gomoku);
    window.setGame(core::GameId::Othello);
    QCOMPARE(players->count(), 7);
    QCOMPARE(players->item(row + 1)->text(), QStringLiteral("Qiju (Beginner) #2"));
    QCOMPARE(players->item(row + 2)->text(), QStringLiteral("Qiju (Beginner) #3"));

    window.choose({QStringLiteral("Qiju (Beginner)"), QStringLiteral("Qiju (Beginner) #2")});
    window.setGamesPerPair(2);
    window.setTimePerMove(0.1);
    model::Arena *arena = window.arena();
    QSignalSpy finished(arena, &model::Arena::finished);
    window.startOrStop();
    QVERIFY(arena->isRunning());
    QVERIFY(!addCopy->isEnabled());
    QVERIFY(finished.wait(120000));
    QVERIFY(arena->isComplete());

    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Qiju (Beginner)"));
    QCOMPARE(table->item(1, 0)->text(), QStringLiteral("Qiju (Beginner) #2"));
    for (int c = 1; c <= 4; ++c) {
        QVERIFY(table->item(0, c));
        QVERIFY(table->item(1, c));
    }
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("2"));
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("2"));
    QCOMPARE(table->item(0, 2)->text(), table->item(1, 4)->text()); // wins = the other's losses
    QCOMPARE(table->item(0, 3)->text(), table->item(1, 3)->text()); // draws
    QCOMPARE(table->item(0, 4)->text(), table->item(1, 2)->text());

    QFile file(arena->resultsPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray entrants = json.value(QStringLiteral("entrants")).toArray();
    QCOMPARE(entrants.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const QJsonObject e = entrants[i].toObject();
        QCOMPARE(e.value(QStringLiteral("level")).toString(), QStringLiteral("beginner"));
        QCOMPARE(e.value(QStringLiteral("copy")).toInt(), i + 1);
    }
    const QJsonArray games = json.value(QStringLiteral("games")).toArray();
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].toObject().value(QStringLiteral("black")).toInt(), 0);
    QCOMPARE(games[0].toObject().value(QStringLiteral("white")).toInt(), 1);
    QCOMPARE(games[1].toObject().value(QStringLiteral("black")).toInt(), 1);
    QCOMPARE(games[1].toObject().value(QStringLiteral("white")).toInt(), 0);
}

QTEST_MAIN(TestArenaWindow)
#include "tst_arenawindow.moc"
