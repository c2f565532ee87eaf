// EnginePlayer and the controller's fallback, with real child processes: qiju-engine itself
// as the external program over each protocol (a whole game must end by the rules with no
// fault), and tests/data/engines/fake-gtp.sh, a GTP engine that crashes, hangs, prints
// garbage, plays an illegal move or refuses the handshake (each must end in engineFailed with
// that fault and, as the engine's onFault says, Qiju's AI in the seat and the game still played
// to its end, or a loss by forfeit with the moves played so far kept); EngineProbe, the
// Engines dialog's test; and, when /usr/games/gnugo is installed, a 9x9 game against GNU Go.
// ctest-timeout: 2400
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "engines/engineprobe.h"
#include "players/computerplayer.h"
#include "players/engineplayer.h"
#include "session/gamecontroller.h"
#include "session/gamemodel.h"
#include "storage/settings.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::GameId;
using core::Side;
using model::EngineDefinition;
using model::EngineFault;
using protocols::ClientProtocol;

Q_DECLARE_METATYPE(qiju::protocols::ClientProtocol)

class TestEnginePlayer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wholeGameOverEachProtocol_data();
    void wholeGameOverEachProtocol();
    void faultsFallBackToQiju_data();
    void faultsFallBackToQiju();
    void faultsForfeit_data();
    void faultsForfeit();
    void probeReports_data();
    void probeReports();
    void gnuGoPlaysNineByNine();
    void definitionsPersistAndCommandLinesSplit();
};

namespace {

EngineDefinition qijuEngine(const QStringList &arguments, ClientProtocol protocol, GameId game)
{
    EngineDefinition d;
    d.id = QStringLiteral("qiju-engine");
    d.name = QStringLiteral("qiju-engine");
    d.program = QStringLiteral(QIJU_ENGINE_PATH);
    d.arguments = arguments;
    d.protocol = protocol;
    d.games = {game};
    return d;
}

model::GameSetup setupWith(GameId game, const EngineDefinition &engine)
{
    model::GameSetup setup;
    setup.game = game;
    setup.timePerMoveMs = 200;
    setup.seats[0].kind = model::PlayerKind::Engine;
    setup.seats[0].engine = engine;
    setup.seats[1].kind = model::PlayerKind::Computer;
    setup.seats[1].level = ai::Level::Beginner;
    setup.seats[0].level = ai::Level::Beginner; // the stand-in after a fault
    return setup;
}

} // namespace

void TestEnginePlayer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    model::Settings().setEngines({});
    qRegisterMetaType<EngineFault>();
}

void TestEnginePlayer::wholeGameOverEachProtocol_data()
{
    QTest::addColumn<GameId>("game");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<ClientProtocol>("protocol");
    QTest::newRow("othello gtp") << GameId::Othello
                                 << QStringList{"gtp", "--game", "othello", "--level", "beginner"}
                                 << ClientProtocol::Gtp;
    QTest::newRow("ataxx uai") << GameId::Ataxx
                               << QStringList{"uai", "--rules", "botzone", "--level", "beginner"}
                               << ClientProtocol::Uai;
    QTest::newRow("gomoku gomocup")
        << GameId::Gomoku << QStringList{"gomocup", "--level", "beginner"}
        << ClientProtocol::Gomocup;
    QTest::newRow("othello botzone json")
        << GameId::Othello << QStringList{"botzone", "othello", "--level", "beginner"}
        << ClientProtocol::BotzoneJson;
    QTest::newRow("othello botzone simple, exits after each move")
        << GameId::Othello
        << QStringList{"botzone", "othello", "--level", "beginner", "--no-keep-running"}
        << ClientProtocol::BotzoneSimple;
}

void TestEnginePlayer::wholeGameOverEachProtocol()
{
    QFETCH(GameId, game);
    QFETCH(QStringList, arguments);
    QFETCH(ClientProtocol, protocol);
    model::GameModel gameModel;
    model::GameController controller(&gameModel);
    QSignalSpy failures(&controller, &model::GameController::engineFailed);
    QVERIFY(controller.newGame(setupWith(game, qijuEngine(arguments, protocol, game))));
    auto *engine = qobject_cast<model::EnginePlayer *>(controller.player(Side::Black));
    QVERIFY(engine);
    // These games check the protocols, not speed: on a loaded machine (a fresh process per
    // move, 200 ms a move) an answer may come seconds late without being a fault. The hang
    // fault has its own test below.
    engine->setGraceMs(15000);
    QTRY_VERIFY_WITH_TIMEOUT(gameModel.isOver(), 180000);
    QVERIFY2(failures.count() == 0,
        failures.isEmpty() ? "" : qPrintable(failures.first().at(2).toString()));
    QVERIFY(qobject_cast<model::EnginePlayer *>(controller.player(Side::Black)));
    const auto result = gameModel.result();
    QVERIFY(result->reason != core::EndReason::Forfeit);
    if (protocol == ClientProtocol::Gtp || protocol == ClientProtocol::Uai)
        QVERIFY(engine->engineName().startsWith(QStringLiteral("Qiju")));
}

void TestEnginePlayer::faultsFallBackToQiju_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<EngineFault>("fault");
    QTest::newRow("crash") << "crash" << EngineFault::Crashed;
    QTest::newRow("garbage") << "garbage" << EngineFault::Garbage;
    QTest::newRow("hang") << "hang" << EngineFault::Timeout;
    // Issue 16: the output was buffered without bound while waiting for a newline.
    QTest::newRow("endless line") << "flood" << EngineFault::Garbage;
    QTest::newRow("illegal") << "illegal" << EngineFault::IllegalMove;
    QTest::newRow("refused handshake") << "refuse" << EngineFault::HandshakeFailed;
    QTest::newRow("no such program") << "" << EngineFault::StartFailed;
}

void TestEnginePlayer::faultsFallBackToQiju()
{
    QFETCH(QString, mode);
    QFETCH(EngineFault, fault);
    EngineDefinition d;
    d.name = QStringLiteral("Faulty");
    d.program = mode.isEmpty() ? QStringLiteral("/nonexistent/engine")
                               : QStringLiteral(QIJU_TEST_DATA_DIR "/engines/fake-gtp.sh");
    d.arguments = {mode};
    d.protocol = ClientProtocol::Gtp;
    d.games = {GameId::Othello};
    model::GameModel gameModel;
    model::GameController controller(&gameModel);
    QSignalSpy failures(&controller, &model::GameController::engineFailed);
    model::GameSetup setup = setupWith(GameId::Othello, d);
    QVERIFY(controller.newGame(setup));
    auto *engine = qobject_cast<model::EnginePlayer *>(controller.player(Side::Black));
    QVERIFY(engine);
    engine->setGraceMs(800); // the hang is noticed after 0.2 s + 0.8 s
    QTRY_COMPARE_WITH_TIMEOUT(failures.count(), 1, 30000);
    QCOMPARE(failures.first().at(0).value<Side>(), Side::Black);
    QCOMPARE(failures.first().at(1).value<EngineFault>(), fault);
    // Qiju's AI holds the seat now, and the game goes on to its end.
    QVERIFY(qobject_cast<model::ComputerPlayer *>(controller.player(Side::Black)));
    QTRY_VERIFY_WITH_TIMEOUT(gameModel.isOver(), 120000);
    QVERIFY(gameModel.result()->reason != core::EndReason::Forfeit);
    QCOMPARE(failures.count(), 1);
}

void TestEnginePlayer::definitionsPersistAndCommandLinesSplit()
{
    QCOMPARE(model::splitCommandLine(QStringLiteral(R"(gnugo --mode gtp "--komi" '6.5' "a b")")),
        (QStringList{"gnugo", "--mode", "gtp", "--komi", "6.5", "a b"}));
    QCOMPARE(model::splitCommandLine(model::joinCommandLine({"x", "two words", "q\"uote"})),
        (QStringList{"x", "two words", "q\"uote"}));
    EngineDefinition d = qijuEngine({"gtp", "--game", "go"}, ClientProtocol::Gtp, GameId::Go);
    d.workingDirectory = QStringLiteral("/tmp");
    d.timePerMoveMs = 1500;
    d.onFault = model::EngineFaultPolicy::Forfeit;
    EngineDefinition bot;
    bot.id = model::newEngineId();
    bot.tested = true;
    bot.name = QStringLiteral("My bot");
    bot.program = QStringLiteral("/usr/bin/python3");
    bot.arguments = {QStringLiteral("bot.py")};
    bot.protocol = ClientProtocol::BotzoneSimple;
    bot.games = {GameId::Othello, GameId::Gomoku};
    model::Settings().setEngines({d, bot});
    const auto back = model::Settings().engines();
    QCOMPARE(back.size(), 2);
    QVERIFY(back[0] == d);
    QVERIFY(back[1] == bot);
    // A remembered engine seat comes back in the last setup of its game.
    model::GameSetup setup = setupWith(GameId::Othello, bot);
    model::Settings().setLastSetup(setup);
    const model::GameSetup restored = model::Settings().lastSetup(GameId::Othello);
    QCOMPARE(restored.seats[0].kind, model::PlayerKind::Engine);
    QVERIFY(restored.seats[0].engine == bot);
    // Renamed: the seat still finds it by its id.
    bot.name = QStringLiteral("My renamed bot");
    model::Settings().setEngines({d, bot});
    QVERIFY(model::Settings().lastSetup(GameId::Othello).seats[0].engine == bot);
    // No longer tested (its program changed): not offered for the seat.
    bot.tested = false;
    model::Settings().setEngines({d, bot});
    QCOMPARE(model::Settings().lastSetup(GameId::Othello).seats[0].kind, model::PlayerKind::Human);
    model::Settings().setEngines({d}); // removed: the seat falls back to a person
    QCOMPARE(model::Settings().lastSetup(GameId::Othello).seats[0].kind, model::PlayerKind::Human);
    // The engine's own time per move wins over the game's.
    QCOMPARE(d.moveTimeMs(3000), 1500);
    QCOMPARE(bot.moveTimeMs(3000), 3000);
}

void TestEnginePlayer::faultsForfeit_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<EngineFault>("fault");
    QTest::addColumn<int>("pliesBefore");
    QTest::newRow("crash") << "crash" << EngineFault::Crashed << 0;
    QTest::newRow("garbage") << "garbage" << EngineFault::Garbage << 0;
    QTest::newRow("hang") << "hang" << EngineFault::Timeout << 0;
    QTest::newRow("illegal") << "illegal" << EngineFault::IllegalMove << 0;
    // D3, White's answer, then A1: the two moves stay in the game.
    QTest::newRow("illegal at its second move") << "good" << EngineFault::IllegalMove << 2;
}

void TestEnginePlayer::faultsForfeit()
{
    QFETCH(QString, mode);
    QFETCH(EngineFault, fault);
    QFETCH(int, pliesBefore);
    EngineDefinition d;
    d.id = QStringLiteral("faulty");
    d.name = QStringLiteral("Faulty");
    d.program = QStringLiteral(QIJU_TEST_DATA_DIR "/engines/fake-gtp.sh");
    d.arguments = {mode};
    d.games = {GameId::Othello};
    d.onFault = model::EngineFaultPolicy::Forfeit;
    model::GameModel gameModel;
    model::GameController controller(&gameModel);
    QSignalSpy failures(&controller, &model::GameController::engineFailed);
    QVERIFY(controller.newGame(setupWith(GameId::Othello, d)));
    auto *engine = qobject_cast<model::EnginePlayer *>(controller.player(Side::Black));
    QVERIFY(engine);
    engine->setGraceMs(800);
    QTRY_COMPARE_WITH_TIMEOUT(failures.count(), 1, 30000);
    QCOMPARE(failures.first().at(1).value<EngineFault>(), fault);
    // Botzone's rule: the engine (Black) loses; nothing is taken back or added.
    QVERIFY(gameModel.isOver());
    QCOMPARE(gameModel.result()->reason, core::EndReason::Forfeit);
    QCOMPARE(gameModel.result()->outcome, core::Outcome::WhiteWins);
    QCOMPARE(gameModel.ply(), pliesBefore);
    if (pliesBefore > 0)
        QCOMPARE(QString::fromStdString(
                     gameModel.position().moveText(gameModel.tree().currentLine()[0])),
            QStringLiteral("d3"));
    QTest::qWait(300); // no move comes after the end
    QCOMPARE(gameModel.ply(), pliesBefore);
    QCOMPARE(failures.count(), 1);
}

void TestEnginePlayer::probeReports_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("passes");
    QTest::addColumn<int>("fault");
    const QString fake = QStringLiteral(QIJU_TEST_DATA_DIR "/engines/fake-gtp.sh");
    QTest::newRow("fake engine") << fake << QStringList{"good"} << true << -1;
    // cat echoes "protocol_version": not a GTP reply.
    QTest::newRow("cat") << "/bin/cat" << QStringList{} << false
                         << int(EngineFault::HandshakeFailed);
    QTest::newRow("false") << "/bin/false" << QStringList{} << false << int(EngineFault::Crashed);
    QTest::newRow("refuses") << fake << QStringList{"refuse"} << false
                             << int(EngineFault::HandshakeFailed);
    QTest::newRow("no such program")
        << "/nonexistent/engine" << QStringList{} << false << int(EngineFault::StartFailed);
    QTest::newRow("illegal first move")
        << fake << QStringList{"illegal"} << false << int(EngineFault::IllegalMove);
}

void TestEnginePlayer::probeReports()
{
    QFETCH(QString, program);
    QFETCH(QStringList, arguments);
    QFETCH(bool, passes);
    QFETCH(int, fault);
    EngineDefinition d;
    d.id = QStringLiteral("probe");
    d.name = QStringLiteral("Probe");
    d.program = program;
    d.arguments = arguments;
    d.games = {GameId::Othello};
    model::EngineProbe probe;
    QSignalSpy passed(&probe, &model::EngineProbe::passed);
    QSignalSpy failed(&probe, &model::EngineProbe::failed);
    probe.start(d, 500);
    QVERIFY(probe.isRunning() || failed.count() == 1);
    QTRY_COMPARE_WITH_TIMEOUT(passed.count() + failed.count(), 1, 20000);
    QVERIFY(!probe.isRunning());
    if (passes) {
        QCOMPARE(passed.count(), 1);
        QCOMPARE(passed.first().at(0).toString(), QStringLiteral("Faulty"));
        QCOMPARE(passed.first().at(1).toString(), QStringLiteral("d3"));
    } else {
        QCOMPARE(failed.count(), 1);
        QCOMPARE(int(failed.first().at(0).value<EngineFault>()), fault);
        QVERIFY(!failed.first().at(1).toString().isEmpty());
    }
}

void TestEnginePlayer::gnuGoPlaysNineByNine()
{
    const QString gnugo = QStringLiteral("/usr/games/gnugo");
    if (!QFileInfo(gnugo).isExecutable())
        QSKIP("GNU Go is not installed (Debian package gnugo)");
    const auto detected = model::detectedEngines();
    QCOMPARE(detected.size(), 1);
    EngineDefinition d = detected.first();
    QCOMPARE(d.id, QStringLiteral("gnugo"));
    d.arguments << QStringLiteral("--level") << QStringLiteral("1");
    model::GameSetup setup = setupWith(GameId::Go, d);
    setup.rules = QStringLiteral("chinese size=9");
    setup.timePerMoveMs = 100;
    // Go may not be offered by the GUI yet: start the game from the rules directly.
    auto start = core::gameInfo(GameId::Go).create("chinese size=9", nullptr);
    QVERIFY(start);
    model::GameModel gameModel;
    model::GameController controller(&gameModel);
    QSignalSpy failures(&controller, &model::GameController::engineFailed);
    controller.loadGame(setup, std::make_unique<model::GameTree>(std::move(start)));
    auto *engine = qobject_cast<model::EnginePlayer *>(controller.player(Side::Black));
    QVERIFY(engine);
    engine->setGraceMs(15000); // a whole game, not a speed test (see wholeGameOverEachProtocol)
    QTRY_VERIFY_WITH_TIMEOUT(gameModel.isOver(), 120000);
    QVERIFY2(failures.count() == 0,
        failures.isEmpty() ? "" : qPrintable(failures.first().at(2).toString()));
    QVERIFY(engine->engineName().startsWith(QStringLiteral("GNU Go")));
    QVERIFY(gameModel.ply() > 20);
    QVERIFY(gameModel.result()->reason != core::EndReason::Forfeit);
}

QTEST_GUILESS_MAIN(TestEnginePlayer)
#include "tst_engineplayer.moc"
