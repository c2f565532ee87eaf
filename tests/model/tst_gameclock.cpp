// GameClock and the clocks in the turn flow: what is charged to whom (and never during a
// pause), flags and byo-yomi periods, JSON save/restore, time loss through the controller, and
// the computer budgeting its own clock. Time comes from a fake source the test moves by hand,
// so nothing here depends on how fast the machine is.
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include "clocks/gameclock.h"
#include "players/computerplayer.h"
#include "session/gamecontroller.h"

using namespace qiju;
using core::Side;
using model::ComputerPlayer;
using model::GameClock;
using model::GameController;
using model::GameModel;
using model::GameSetup;
using model::PlayerKind;
using model::SideClock;
using model::TimeControl;
using Pause = model::GameClock::PauseReason;

namespace {

struct FakeTime
{
    qint64 now = 1000;
    GameClock::TimeSource source()
    {
        return [this] { return now; };
    }
};

GameSetup othello(PlayerKind black, PlayerKind white, const TimeControl &tc)
{
    GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].kind = black;
    s.seats[1].kind = white;
    s.seats[0].level = ai::Level::Beginner;
    s.seats[1].level = ai::Level::Beginner;
    s.timePerMoveMs = 500;
    s.timeControl = tc;
    return s;
}

core::Move mv(const GameModel &m, const char *text)
{
    return *m.position().parseMove(text);
}

} // namespace

class TestGameClock : public QObject
{
    Q_OBJECT

private slots:
    void chargesTheRunningSeat();
    void pausesAreNotCharged();
    void periodsThenFlag();
    void lowTimeOnce();
    void saveAndRestore();
    void humanLosesOnTime();
    void moveAfterTheFlagDoesNotCount();
    void byoYomiPeriodInTheTurnFlow();
    void pausedGameStopsClockAndTurn();
    void computerBudgetsItsClock();
    void computerNeverLosesOnTime_data();
    void computerNeverLosesOnTime();
};

void TestGameClock::chargesTheRunningSeat()
{
    FakeTime t;
    GameClock c;
    c.setTimeSource(t.source());
    c.reset(TimeControl::fischer(60000, 2000));
    c.startTurn(Side::Black);
    t.now += 5000;
    QCOMPARE(c.side(Side::Black).mainMs, std::int64_t(55000)); // read without polling
    c.poll();
    QCOMPARE(c.side(Side::Black).mainMs, std::int64_t(55000));
    t.now += 1000;
    c.moveDone(Side::Black); // 54 s + 2 s increment
    QCOMPARE(c.side(Side::Black).mainMs, std::int64_t(56000));
    QVERIFY(!c.running());
    t.now += 3000; // between turns nobody is charged
    c.startTurn(Side::White);
    t.now += 4000;
    QCOMPARE(c.side(Side::White).mainMs, std::int64_t(56000));
    QCOMPARE(c.side(Side::Black).mainMs, std::int64_t(56000));
    c.halt(); // undo: stops, no increment
    t.now += 4000;
    QCOMPARE(c.side(Side::White).mainMs, std::int64_t(56000));
}

void TestGameClock::pausesAreNotCharged()
{
    FakeTime t;
    GameClock c;
    c.setTimeSource(t.source());
    c.reset(TimeControl::absolute(60000));
    c.startTurn(Side::Black);
    t.now += 1000;
    c.setPaused(Pause::Dialog, true);
    t.now += 10000;
    c.setPaused(Pause::User, true);
    c.setPaused(Pause::Dialog, false); // still paused by the user
    QVERIFY(c.isPaused());
    t.now += 5000;
    c.poll();
    QCOMPARE(c.side(Side::Black).mainMs, std::int64_t(59000));
    c.setPaused(Pause::User, false);
    t.now += 2000;
    c.poll();
    QCOMPARE(c.side(Side::Black).mainMs, std::int64_t(57000));
    QCOMPARE(c.running(), Side::Black);
}

void TestGameClock::periodsThenFlag()
{
    FakeTime t;
    GameClock c;
    c.setTimeSource(t.source());
    c.reset(TimeControl::byoYomi(5000, 2, 10000));
    QSignalSpy periods(&c, &GameClock::periodUsed);
    QSignalSpy flag(&c, &GameClock::flagFell);
    c.startTurn(Side::White);
    t.now += 14999; // main time and 9.999 s of the first period
    c.poll();
    QCOMPARE(periods.count(), 0);
    t.now += 1;
    c.poll();
    QCOMPARE(periods.count(), 1);
    QCOMPARE(periods.at(0).at(0).value<Side>(), Side::White);
    QCOMPARE(periods.at(0).at(1).toInt(), 1);
    QCOMPARE(flag.count(), 0);
    t.now += 10000;
    c.poll();
    QCOMPARE(flag.count(), 1);
    QCOMPARE(flag.at(0).at(0).value<Side>(), Side::White);
    QVERIFY(c.side(Side::White).flagged);
    QVERIFY(!c.running()); // a fallen flag stops the clock
}

void TestGameClock::lowTimeOnce()
{
    FakeTime t;
    GameClock c;
    c.setTimeSource(t.source());
    c.reset(TimeControl::absolute(30000));
    QSignalSpy low(&c, &GameClock::lowTime);
    c.startTurn(Side::Black);
    t.now += 19000; // 11 s left
    c.poll();
    QCOMPARE(low.count(), 0);
    t.now += 2000; // 9 s left
    c.poll();
    t.now += 1000;
    c.poll();
    QCOMPARE(low.count(), 1);
}

void TestGameClock::saveAndRestore()
{
    FakeTime t;
    GameClock c;
    c.setTimeSource(t.source());
    c.reset(TimeControl::canadian(0, 5, 60000));
    c.startTurn(Side::Black);
    t.now += 7000;
    c.moveDone(Side::Black);
    c.startTurn(Side::White);
    t.now += 3000; // still running: the saved state includes these 3 s
    const QByteArray saved = QJsonDocument(c.toJson()).toJson();

    GameClock back;
    QVERIFY(back.restore(QJsonDocument::fromJson(saved).object()));
    QVERIFY(back.timeControl() == TimeControl::canadian(0, 5, 60000));
    QCOMPARE(back.side(Side::Black).periodMs, std::int64_t(53000));
    QCOMPARE(back.side(Side::Black).stones, 4);
    QCOMPARE(back.side(Side::White).periodMs, std::int64_t(57000));
    QCOMPARE(back.side(Side::White).stones, 5);
    QVERIFY(!back.running()); // restored stopped; the controller starts the turn

    // A damaged object changes nothing.
    QJsonObject bad = c.toJson();
    bad[QStringLiteral("white")] = QStringLiteral("lots");
    QVERIFY(!back.restore(bad));
    QCOMPARE(back.side(Side::White).periodMs, std::int64_t(57000));
    QVERIFY(!back.restore(QJsonObject{}));
}

void TestGameClock::humanLosesOnTime()
{
    FakeTime t;
    GameModel m;
    GameController c(&m);
    c.clock()->setTimeSource(t.source());
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human, TimeControl::absolute(10000))));
    QTRY_VERIFY(c.isHumanTurn());
    c.requestMove(mv(m, "f5"));
    QTRY_VERIFY(c.isHumanTurn()); // White to move
    t.now += 9999;
    c.clock()->poll();
    QVERIFY(!m.isOver());
    t.now += 1;
    c.clock()->poll();
    QVERIFY(m.isOver());
    const core::GameResult r = *m.result();
    QCOMPARE(r.reason, core::EndReason::Time);
    QVERIFY(r.isWinFor(Side::Black));
    QVERIFY(!c.clock()->running());
}

void TestGameClock::moveAfterTheFlagDoesNotCount()
{
    FakeTime t;
    GameModel m;
    GameController c(&m);
    c.clock()->setTimeSource(t.source());
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human, TimeControl::absolute(5000))));
    QTRY_VERIFY(c.isHumanTurn());
    t.now += 6000; // no poll in between: the move itself finds the flag down
    c.requestMove(mv(m, "f5"));
    QCOMPARE(m.ply(), 0);
    QVERIFY(m.isOver());
    QVERIFY(m.result()->isWinFor(Side::White));
}

void TestGameClock::byoYomiPeriodInTheTurnFlow()
{
    FakeTime t;
    GameModel m;
    GameController c(&m);
    c.clock()->setTimeSource(t.source());
    QVERIFY(c.newGame(
        othello(PlayerKind::Human, PlayerKind::Human, TimeControl::byoYomi(0, 3, 10000))));
    QTRY_VERIFY(c.isHumanTurn());
    t.now += 15000; // the first period is used up, 5 s into the second
    c.clock()->poll();
    QVERIFY(!m.isOver());
    QCOMPARE(c.clock()->side(Side::Black).periods, 2);
    c.requestMove(mv(m, "f5"));
    QCOMPARE(m.ply(), 1);
    QCOMPARE(c.clock()->side(Side::Black).periods, 2);
    QCOMPARE(c.clock()->side(Side::Black).periodMs, std::int64_t(10000)); // restored by the move
}

void TestGameClock::pausedGameStopsClockAndTurn()
{
    FakeTime t;
    GameModel m;
    GameController c(&m);
    c.clock()->setTimeSource(t.source());
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human, TimeControl::absolute(60000))));
    QTRY_VERIFY(c.isHumanTurn());
    t.now += 1000;
    QSignalSpy paused(&c, &GameController::pausedChanged);
    c.setPaused(true);
    QCOMPARE(paused.count(), 1);
    QVERIFY(!c.isHumanTurn());
    c.requestMove(mv(m, "f5")); // ignored while paused
    QCOMPARE(m.ply(), 0);
    t.now += 100000;
    c.clock()->poll();
    QVERIFY(!m.isOver());
    c.setPaused(false);
    QTRY_VERIFY(c.isHumanTurn());
    QCOMPARE(c.clock()->side(Side::Black).mainMs, std::int64_t(59000));
    // A new game is never paused.
    c.setPaused(true);
    QVERIFY(c.newGame(othello(PlayerKind::Human, PlayerKind::Human, TimeControl::none())));
    QVERIFY(!c.isPaused());
    QTRY_VERIFY(c.isHumanTurn());
}

void TestGameClock::computerBudgetsItsClock()
{
    FakeTime t;
    GameModel m;
    GameController c(&m);
    c.clock()->setTimeSource(t.source());
    GameSetup s = othello(PlayerKind::Computer, PlayerKind::Human, TimeControl::byoYomi(0, 3, 1000));
    s.seats[0].level = ai::Level::Expert;
    s.timePerMoveMs = 60000; // the level alone would think for a minute
    QVERIFY(c.newGame(s));
    auto *cp = qobject_cast<ComputerPlayer *>(c.player(Side::Black));
    QVERIFY(cp);
    QTRY_VERIFY(cp->isThinking());
    // 3/4 of the 1 s period (see tst_timecontrol's budget table).
    QCOMPARE(cp->lastLimits().timeMs, 750);

    s.timeControl = TimeControl::none();
    QVERIFY(c.newGame(s));
    cp = qobject_cast<ComputerPlayer *>(c.player(Side::Black));
    QTRY_VERIFY(cp->isThinking());
    QCOMPARE(cp->lastLimits().timeMs, 60000);
    c.setPaused(true); // stop the minute-long search
}

void TestGameClock::computerNeverLosesOnTime_data()
{
    QTest::addColumn<TimeControl>("tc");
    // Othello: 30 moves a side at most (passes are played by the controller, untimed).
    QTest::newRow("byoyomi one 1 s period") << TimeControl::byoYomi(0, 1, 1000);
    QTest::newRow("absolute 30 s") << TimeControl::absolute(30000);
    QTest::newRow("fischer 1 s + 1 s") << TimeControl::fischer(1000, 1000);
    QTest::newRow("canadian 5 in 5 s") << TimeControl::canadian(0, 5, 5000);
}

void TestGameClock::computerNeverLosesOnTime()
{
    // Each time a computer starts thinking, the fake clock is moved on by the whole budget it
    // may use plus the per-move overhead: the worst case of a search that runs to its deadline.
    QFETCH(TimeControl, tc);
    FakeTime t;
    GameModel m;
    GameController c(&m);
    c.clock()->setTimeSource(t.source());
    int turns = 0;
    connect(&c, &GameController::thinkingChanged, this, [&](Side seat, bool thinking) {
        if (!thinking)
            return;
        auto *cp = qobject_cast<ComputerPlayer *>(c.player(seat));
        const qint64 budget = c.clock()->side(seat).moveBudgetMs(
            c.clock()->timeControl(), ComputerPlayer::movesToGo(m.position()));
        QVERIFY(cp->lastLimits().timeMs <= budget);
        t.now += budget + SideClock::kMoveOverheadMs;
        ++turns;
    });
    QVERIFY(c.newGame(othello(PlayerKind::Computer, PlayerKind::Computer, tc)));
    QTRY_VERIFY_WITH_TIMEOUT(m.isOver(), 60000);
    QVERIFY(turns >= 20);
    QVERIFY2(m.result()->reason != core::EndReason::Time, qPrintable(tc.text()));
    QCOMPARE(m.result()->reason, core::EndReason::Count);
}

QTEST_GUILESS_MAIN(TestGameClock)
#include "tst_gameclock.moc"
