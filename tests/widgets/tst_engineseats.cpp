// External engines in a game, as a user meets them (offscreen, test-mode settings, the fake
// GTP engine tests/data/engines/fake-gtp.sh): the New Game dialog offers "External engine"
// with the tested engines that play the game; a game with an engine seat shows the exchange
// in the Engine Console (sent and received lines told apart, bounded); when the engine plays
// an illegal move a message says so and, as set in the Engines dialog, Qiju's AI takes the
// seat (the game goes on) or the engine loses by forfeit (the moves stay); a save keeps the
// engine seat, and opening it after the engine was removed asks who plays instead.
// With QIJU_SCREENSHOT_DIR set, it saves a screenshot of the window with the console.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "commands/enginecommands.h"
#include "commands/savecommands.h"
#include "docks/engineconsole.h"
#include "players/computerplayer.h"
#include "services/languagemanager.h"
#include "storage/savefile.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/newgamedialog.h"

using namespace qiju;
using core::Side;
using model::EngineDefinition;
using model::PlayerKind;

namespace {

void saveShot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
}

// The fake engine: D3 at its first move, then A1 (illegal) at its second.
EngineDefinition fakeEngine(model::EngineFaultPolicy onFault, bool tested = true)
{
    EngineDefinition d;
    d.id = QStringLiteral("fake-id");
    d.name = QStringLiteral("Fake");
    d.program = QStringLiteral(QIJU_TEST_DATA_DIR "/engines/fake-gtp.sh");
    d.arguments = {QStringLiteral("good")};
    d.games = {core::GameId::Othello};
    d.onFault = onFault;
    d.tested = tested;
    return d;
}

model::GameSetup engineVsComputer(const EngineDefinition &engine)
{
    model::GameSetup s;
    s.game = core::GameId::Othello;
    s.timePerMoveMs = 200;
    s.seats[0].kind = PlayerKind::Engine;
    s.seats[0].engine = engine;
    s.seats[0].name = engine.name;
    s.seats[0].level = ai::Level::Beginner;
    s.seats[1].kind = PlayerKind::Computer;
    s.seats[1].level = ai::Level::Beginner;
    return s;
}

} // namespace

class TestEngineSeats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void newGameDialogOffersTestedEngines();
    void illegalMoveReplacedByQiju();
    void illegalMoveForfeits();
    void consoleIsBounded();
    void saveKeepsTheEngineSeat();
    void missingEngineOnLoadAsks();

private:
    // Registers `engine`, starts a person (Black, to move) against it (White, which never gets
    // to move) and saves the game; returns the file (empty if saving failed).
    QString saveEngineGame(const EngineDefinition &engine);

    widgets::LanguageManager m_lang;
};

QString TestEngineSeats::saveEngineGame(const EngineDefinition &engine)
{
    model::Settings().setEngines({engine});
    model::GameSetup s = engineVsComputer(engine);
    std::swap(s.seats[0], s.seats[1]);
    s.seats[0].kind = PlayerKind::Human;
    s.seats[0].name = QStringLiteral("Ann");
    const QString path = model::SaveFile::savesDir() + QStringLiteral("/engine.qiju");
    widgets::MainWindow w(&m_lang);
    if (!w.startGame(s) || !w.saveCommands()->saveTo(path))
        return {};
    return path;
}

void TestEngineSeats::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-engineseats-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestEngineSeats::init()
{
    model::Settings().setEngines({});
    QDir(model::SaveFile::savesDir()).removeRecursively();
}

void TestEngineSeats::newGameDialogOffersTestedEngines()
{
    EngineDefinition untested = fakeEngine(model::EngineFaultPolicy::Replace, false);
    untested.id = QStringLiteral("untested");
    untested.name = QStringLiteral("Untested");
    EngineDefinition gomoku = fakeEngine(model::EngineFaultPolicy::Replace);
    gomoku.id = QStringLiteral("gomoku-only");
    gomoku.name = QStringLiteral("Gomoku brain");
    gomoku.games = {core::GameId::Gomoku};
    model::Settings().setEngines({untested, fakeEngine(model::EngineFaultPolicy::Replace), gomoku});

    model::GameSetup initial;
    initial.game = core::GameId::Othello;
    widgets::NewGameDialog dialog(initial, {});
    auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("whiteKind"));
    auto *engine = dialog.findChild<QComboBox *>(QStringLiteral("whiteEngine"));
    QVERIFY(kind && engine);
    kind->setCurrentIndex(kind->findData(int(PlayerKind::Engine)));
    // Only the tested engine that plays Othello.
    QCOMPARE(engine->count(), 1);
    QCOMPARE(engine->itemText(0), QStringLiteral("Fake"));
    QVERIFY(engine->isVisibleTo(&dialog));
    const model::GameSetup s = dialog.setup();
    QCOMPARE(s.seat(Side::White).kind, PlayerKind::Engine);
    QCOMPARE(s.seat(Side::White).engine.id, QStringLiteral("fake-id"));
    QCOMPARE(s.seat(Side::White).name, QStringLiteral("Fake"));
    auto *start = dialog.findChild<QPushButton *>(QStringLiteral("startButton"));
    QVERIFY(start->isEnabled());
    // Swapping colours takes the engine along.
    dialog.findChild<QPushButton *>(QStringLiteral("swapColours"))->click();
    QCOMPARE(dialog.setup().seat(Side::Black).kind, PlayerKind::Engine);
    QCOMPARE(dialog.setup().seat(Side::Black).engine.id, QStringLiteral("fake-id"));

    // Ataxx: no engine plays it, so an engine seat cannot start.
    model::GameSetup ataxx;
    ataxx.game = core::GameId::Ataxx;
    widgets::NewGameDialog none(ataxx, {});
    auto *noneKind = none.findChild<QComboBox *>(QStringLiteral("blackKind"));
    noneKind->setCurrentIndex(noneKind->findData(int(PlayerKind::Engine)));
    QCOMPARE(none.findChild<QComboBox *>(QStringLiteral("blackEngine"))->count(), 0);
    QVERIFY(!none.findChild<QPushButton *>(QStringLiteral("startButton"))->isEnabled());
}

void TestEngineSeats::illegalMoveReplacedByQiju()
{
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    w.resize(1000, 760);
    w.show();
    QVERIFY(w.startGame(engineVsComputer(fakeEngine(model::EngineFaultPolicy::Replace))));
    widgets::EngineCommands *engines = w.engineCommands();
    QTRY_VERIFY_WITH_TIMEOUT(engines->failureMessage(), 20000);
    const QString text = engines->failureMessage()->text();
    QVERIFY2(text.contains(QStringLiteral("played an illegal move")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("A1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Qiju's AI now plays Black")), qPrintable(text));
    // d3 and White's answer stay; Qiju's AI plays on for Black.
    model::GameModel *m = w.gamePage()->model();
    QVERIFY(m->ply() >= 2);
    QVERIFY(!m->isOver());
    QVERIFY(qobject_cast<model::ComputerPlayer *>(w.gamePage()->controller()->player(Side::Black)));
    const int ply = m->ply();
    QTRY_VERIFY_WITH_TIMEOUT(m->ply() > ply + 1, 20000);
    // The console kept the exchange, sent and received lines told apart.
    QAction *toggle = w.action(QStringLiteral("showEngineConsole"));
    QVERIFY(toggle);
    toggle->trigger();
    widgets::EngineConsole *console = engines->console();
    QVERIFY(console->isVisible());
    const QString log = console->logText(Side::Black);
    QVERIFY2(log.contains(QStringLiteral("\u2192 genmove black")), qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("\u2190 = D3")), qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("\u2190 = A1")), qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("played an illegal move")), qPrintable(log));
    engines->failureMessage()->close();
    QApplication::processEvents();
    saveShot(&w, "engine-console.png");
}

void TestEngineSeats::illegalMoveForfeits()
{
    widgets::MainWindow w(&m_lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(engineVsComputer(fakeEngine(model::EngineFaultPolicy::Forfeit))));
    QTRY_VERIFY_WITH_TIMEOUT(w.engineCommands()->failureMessage(), 20000);
    const QString text = w.engineCommands()->failureMessage()->text();
    QVERIFY2(text.contains(QStringLiteral("Black loses the game by forfeit")), qPrintable(text));
    model::GameModel *m = w.gamePage()->model();
    QVERIFY(m->isOver());
    QCOMPARE(m->result()->reason, core::EndReason::Forfeit);
    QCOMPARE(m->result()->outcome, core::Outcome::WhiteWins);
    QCOMPARE(m->ply(), 2); // d3 and White's answer
}

void TestEngineSeats::consoleIsBounded()
{
    widgets::MainWindow w(&m_lang);
    auto *log
        = w.engineCommands()->console()->findChild<QPlainTextEdit *>(QStringLiteral("blackLog"));
    QVERIFY(log);
    for (int i = 0; i < widgets::EngineConsole::kMaxLines + 500; ++i)
        log->appendPlainText(QStringLiteral("line %1").arg(i));
    QCOMPARE(log->blockCount(), widgets::EngineConsole::kMaxLines);
    QVERIFY(log->toPlainText().endsWith(
        QStringLiteral("line %1").arg(widgets::EngineConsole::kMaxLines + 499)));
}

void TestEngineSeats::saveKeepsTheEngineSeat()
{
    EngineDefinition engine = fakeEngine(model::EngineFaultPolicy::Forfeit);
    const QString path = saveEngineGame(engine);
    QVERIFY(!path.isEmpty());
    // The engine's time per move changed since: the registered definition is used.
    engine.timePerMoveMs = 700;
    model::Settings().setEngines({engine});
    widgets::MainWindow w(&m_lang);
    QVERIFY(w.saveCommands()->openFile(path));
    auto *player
        = qobject_cast<model::EnginePlayer *>(w.gamePage()->controller()->player(Side::White));
    QVERIFY(player);
    QCOMPARE(player->definition().id, QStringLiteral("fake-id"));
    QCOMPARE(player->definition().timePerMoveMs, 700);
    QCOMPARE(player->definition().onFault, model::EngineFaultPolicy::Forfeit);
}

void TestEngineSeats::missingEngineOnLoadAsks()
{
    const QString path = saveEngineGame(fakeEngine(model::EngineFaultPolicy::Replace));
    QVERIFY(!path.isEmpty());
    model::Settings().setEngines({}); // the engine was removed
    widgets::MainWindow w(&m_lang);
    // First "Do not open": nothing is loaded.
    QString seen;
    auto answer = [&seen](const char *button) {
        QTimer::singleShot(0, [&seen, button] {
            QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            seen = box->text();
            box->findChild<QPushButton *>(QLatin1String(button))->click();
        });
    };
    answer("cancelOpen");
    QVERIFY(!w.saveCommands()->openFile(path));
    QVERIFY2(seen.contains(QStringLiteral("Fake played White")), qPrintable(seen));
    QVERIFY(!w.gamePage()->model()->hasGame());
    // Then Qiju's AI takes White.
    answer("useQiju");
    QVERIFY(w.saveCommands()->openFile(path));
    QVERIFY(qobject_cast<model::ComputerPlayer *>(w.gamePage()->controller()->player(Side::White)));
    QCOMPARE(w.gamePage()->controller()->setup().seat(Side::White).kind, PlayerKind::Computer);
}

QTEST_MAIN(TestEngineSeats)
#include "tst_engineseats.moc"
