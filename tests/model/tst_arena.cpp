// Arena: a round robin played to the end in the background. Three Qiju Beginner players meet
// twice per pair with colours alternating, and the totals are consistent (every win is
// somebody's loss, every player plays (n-1) x gamesPerPair games, points add up to the games
// played); an engine that crashes loses each game by forfeit and its Elo is -infinity; stop()
// drops the game in progress, keeps and saves what was played, resume() plays the dropped game
// again and finishes; the results file says the same as the arena. The Elo column's numbers
// were worked out independently (Python's statistics module, the cutechess-cli formula: score
// mu, per-game standard deviation s over n games, Elo(mu +- 1.96 s / sqrt n), Elo(p) =
// -400 log10(1/p - 1)): 6-2-2 gives +147.19 +- 268.72, 3-1-4 +88.74 +- 190.27, 10-10-5 0 +-
// 127.21.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

#include "engines/arena.h"
#include "session/gamemodel.h"

using namespace qiju;
using model::ArenaEntrant;

namespace {

ArenaEntrant qijuAt(ai::Level level)
{
    ArenaEntrant e;
    e.kind = model::PlayerKind::Computer;
    e.level = level;
    return e;
}

ArenaEntrant crashingEngine()
{
    ArenaEntrant e;
    e.kind = model::PlayerKind::Engine;
    e.engine.id = QStringLiteral("crasher");
    e.engine.name = QStringLiteral("Crasher");
    e.engine.program = QStringLiteral(QIJU_TEST_DATA_DIR "/engines/fake-gtp.sh");
    e.engine.arguments = {QStringLiteral("crash")};
    e.engine.games = {core::GameId::Othello};
    e.engine.onFault = model::EngineFaultPolicy::Replace; // the arena forfeits anyway
    return e;
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// Every win is somebody's loss, draws come in pairs, each player played `each` games and the
// points add up to the games played.
void checkTotals(const model::Arena &arena, int each)
{
    int wins = 0;
    int losses = 0;
    int draws = 0;
    for (const model::ArenaStanding &s : arena.standings()) {
        QCOMPARE(s.games(), each);
        wins += s.wins;
        losses += s.losses;
        draws += s.draws;
    }
    QCOMPARE(wins, losses);
    QCOMPARE(draws % 2, 0);
    QCOMPARE(wins + draws / 2, int(arena.games().size()));
}

} // namespace

class TestArena : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void eloColumn_data();
    void eloColumn();
    void threeBeginnersRoundRobin();
    void engineFaultsForfeit();
    void stopAndResume();
    void copiesNumbered();
};

void TestArena::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(model::Arena::resultsDir()).removeRecursively();
}

void TestArena::eloColumn_data()
{
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("losses");
    QTest::addColumn<int>("draws");
    QTest::addColumn<double>("score");
    QTest::addColumn<double>("elo");
    QTest::addColumn<double>("margin");
    QTest::newRow("6-2-2") << 6 << 2 << 2 << 0.70 << 147.19 << 268.72;
    QTest::newRow("3-1-4") << 3 << 1 << 4 << 0.625 << 88.74 << 190.27;
    QTest::newRow("10-10-5") << 10 << 10 << 5 << 0.50 << 0.0 << 127.21;
}

void TestArena::eloColumn()
{
    QFETCH(int, wins);
    QFETCH(int, losses);
    QFETCH(int, draws);
    QFETCH(double, score);
    QFETCH(double, elo);
    QFETCH(double, margin);
    const model::ArenaStanding s{wins, draws, losses};
    QCOMPARE(s.games(), wins + losses + draws);
    QVERIFY(std::abs(s.score() - score) < 1e-9);
    const protocols::EloEstimate e = s.elo();
    QVERIFY2(std::abs(e.diff - elo) < 0.01, qPrintable(QString::number(e.diff)));
    QVERIFY2(std::abs(e.margin - margin) < 0.01, qPrintable(QString::number(e.margin)));
    // All won or all lost: no finite difference.
    QVERIFY(std::isinf((model::ArenaStanding{0, 0, 3}).elo().diff));
    QVERIFY((model::ArenaStanding{0, 0, 3}).elo().diff < 0);
    QVERIFY((model::ArenaStanding{2, 0, 0}).elo().diff > 0);
}

void TestArena::threeBeginnersRoundRobin()
{
    model::Arena arena;
    arena.setGame(core::GameId::Othello);
    arena.setEntrants(
        {qijuAt(ai::Level::Beginner), qijuAt(ai::Level::Beginner), qijuAt(ai::Level::Beginner)});
    arena.setGamesPerPair(2);
    arena.setTimePerMoveMs(50);
    QSignalSpy finished(&arena, &model::Arena::finished);
    QSignalSpy started(&arena, &model::Arena::gameStarted);
    QVERIFY(arena.start());
    QVERIFY(!arena.start());         // already running
    QCOMPARE(arena.totalGames(), 6); // 3 pairs x 2
    QVERIFY(finished.wait(120000));
    QCOMPARE(finished.count(), 1);
    QVERIFY(!arena.isRunning());
    QVERIFY(arena.isComplete());
    QVERIFY(!arena.canResume());
    QCOMPARE(arena.games().size(), 6);
    // Each pair played once each way round.
    QList<QPair<int, int>> pairings;
    for (const QVariantList &args : started)
        pairings << qMakePair(args.at(0).toInt(), args.at(1).toInt());
    QCOMPARE(pairings.size(), 6);
    for (auto [a, b] : {qMakePair(0, 1), qMakePair(0, 2), qMakePair(1, 2)}) {
        QCOMPARE(pairings.count(qMakePair(a, b)), 1);
        QCOMPARE(pairings.count(qMakePair(b, a)), 1);
    }
    for (const model::ArenaGame &g : arena.games()) {
        QVERIFY(g.result.reason != core::EndReason::Forfeit);
        QVERIFY(g.plies >= 9); // the shortest Othello game has nine moves
    }
    checkTotals(arena, 4);

    // The file says the same.
    QVERIFY(arena.savedOk());
    QVERIFY(arena.resultsPath().startsWith(model::Arena::resultsDir()));
    const QJsonObject json = readJson(arena.resultsPath());
    QCOMPARE(json.value(QLatin1String("format")).toString(), QStringLiteral("qiju-arena"));
    QCOMPARE(json.value(QLatin1String("game")).toString(), QStringLiteral("othello"));
    QVERIFY(json.value(QLatin1String("complete")).toBool());
    QCOMPARE(json.value(QLatin1String("totalGames")).toInt(), 6);
    QCOMPARE(json.value(QLatin1String("games")).toArray().size(), 6);
    const QJsonArray standings = json.value(QLatin1String("standings")).toArray();
    QCOMPARE(standings.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QJsonObject s = standings[i].toObject();
        QCOMPARE(s.value(QLatin1String("wins")).toInt(), arena.standings()[i].wins);
        QCOMPARE(s.value(QLatin1String("losses")).toInt(), arena.standings()[i].losses);
        QCOMPARE(s.value(QLatin1String("draws")).toInt(), arena.standings()[i].draws);
    }
}

void TestArena::engineFaultsForfeit()
{
    // Whatever the Engines dialog says, an engine forfeits on a fault and thinks for the
    // arena's time per move.
    ArenaEntrant slow = crashingEngine();
    slow.engine.timePerMoveMs = 5000;
    QCOMPARE(slow.seat().engine.moveTimeMs(50), 50);
    QCOMPARE(slow.seat().engine.onFault, model::EngineFaultPolicy::Forfeit);

    model::Arena arena;
    arena.setGame(core::GameId::Othello, QStringLiteral("standard"));
    arena.setEntrants({qijuAt(ai::Level::Beginner), crashingEngine()});
    arena.setGamesPerPair(2);
    arena.setTimePerMoveMs(50);
    QSignalSpy finished(&arena, &model::Arena::finished);
    QVERIFY(arena.start());
    QVERIFY(finished.wait(60000));
    QCOMPARE(arena.games().size(), 2);
    for (const model::ArenaGame &g : arena.games()) {
        QCOMPARE(g.result.reason, core::EndReason::Forfeit);
        QCOMPARE(
            g.result.outcome, g.black == 1 ? core::Outcome::WhiteWins : core::Outcome::BlackWins);
    }
    QCOMPARE(arena.standings()[1].losses, 2);
    QVERIFY(std::isinf(arena.standings()[1].elo().diff));
    QVERIFY(arena.standings()[1].elo().diff < 0);
    checkTotals(arena, 2);
    const QJsonObject json = readJson(arena.resultsPath());
    const QJsonArray standings = json.value(QLatin1String("standings")).toArray();
    QVERIFY(standings[1].toObject().value(QLatin1String("elo")).isNull()); // -infinity
    QCOMPARE(
        json.value(QLatin1String("entrants")).toArray()[1].toObject().value(QLatin1String("kind")),
        QJsonValue(QStringLiteral("engine")));
}

void TestArena::stopAndResume()
{
    QVERIFY(!model::Arena().start()); // nobody to play
    model::Arena bad;
    bad.setEntrants({qijuAt(ai::Level::Beginner), qijuAt(ai::Level::Beginner)});
    bad.setGame(core::GameId::Othello, QStringLiteral("no such rules"));
    QVERIFY(!bad.start());

    model::Arena arena;
    arena.setGame(core::GameId::Othello);
    arena.setEntrants({qijuAt(ai::Level::Beginner), qijuAt(ai::Level::Beginner)});
    arena.setGamesPerPair(4);
    arena.setTimePerMoveMs(50);
    QSignalSpy done(&arena, &model::Arena::gameFinished);
    QSignalSpy started(&arena, &model::Arena::gameStarted);
    QSignalSpy finished(&arena, &model::Arena::finished);
    QVERIFY(!arena.resume()); // nothing started yet
    // Stop in the middle of the second game: it is dropped, the first is kept and saved.
    bool stopped = false;
    connect(
        &arena, &model::Arena::positionChanged, &arena,
        [&] {
            if (!stopped && started.count() == 2 && arena.model()->ply() >= 2) {
                stopped = true;
                arena.stop();
            }
        },
        Qt::QueuedConnection);
    QVERIFY(arena.start());
    QTRY_VERIFY_WITH_TIMEOUT(stopped, 60000);
    QCOMPARE(done.count(), 1);
    QCOMPARE(arena.games().size(), 1);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!arena.isRunning());
    QVERIFY(!arena.isComplete());
    QVERIFY(arena.canResume());
    QCOMPARE(arena.currentBlack(), -1);
    const int plies = arena.model()->ply();
    QTest::qWait(300); // nothing goes on after the stop
    QCOMPARE(arena.model()->ply(), plies);
    QCOMPARE(arena.games().size(), 1);
    checkTotals(arena, 1);
    QJsonObject json = readJson(arena.resultsPath());
    QVERIFY(!json.value(QLatin1String("complete")).toBool());
    QCOMPARE(json.value(QLatin1String("games")).toArray().size(), 1);
    arena.stop(); // twice: nothing more
    QCOMPARE(finished.count(), 1);

    // Resume: the dropped second game is played again (the same pairing, colours the other
    // way round from the first), then the rest.
    const QString path = arena.resultsPath();
    QVERIFY(arena.resume());
    QCOMPARE(started.count(), 3);
    QCOMPARE(started.at(2), started.at(1));
    QVERIFY(finished.wait(60000));
    QVERIFY(arena.isComplete());
    QCOMPARE(arena.games().size(), 4);
    QCOMPARE(arena.games()[1].black, 1); // game 2 of the pair: colours reversed
    checkTotals(arena, 4);
    QCOMPARE(arena.resultsPath(), path); // one file per tournament
    json = readJson(path);
    QVERIFY(json.value(QLatin1String("complete")).toBool());
    QCOMPARE(json.value(QLatin1String("games")).toArray().size(), 4);
}

// The same player entered more than once gets copy numbers in list order; an engine is the
// same player by its id, not by its name.
void TestArena::copiesNumbered()
{
    ArenaEntrant other = crashingEngine();
    other.engine.id = QStringLiteral("other");
    model::Arena arena;
    arena.setEntrants({qijuAt(ai::Level::Beginner), qijuAt(ai::Level::Easy), crashingEngine(),
        qijuAt(ai::Level::Beginner), other, crashingEngine(), qijuAt(ai::Level::Beginner)});
    QList<int> copies;
    for (const ArenaEntrant &e : arena.entrants())
        copies << e.copy;
    QCOMPARE(copies, (QList<int>{1, 1, 1, 2, 1, 2, 3}));
    const QJsonArray json = arena.toJson().value(QStringLiteral("entrants")).toArray();
    QCOMPARE(json[6].toObject().value(QStringLiteral("copy")).toInt(), 3);
}

QTEST_GUILESS_MAIN(TestArena)
#include "tst_arena.moc"
