// TimeControl and SideClock: the text and JSON forms (and what they refuse), and the clock
// arithmetic of every time system, table-driven. Expected values are worked by hand from the
// rules of each system (Japanese byo-yomi: a period not used up comes back whole, using one up
// moves to the next, the last one used up loses; Canadian: N stones must be played in T, then a
// new period; Fischer: the increment is added after each move).
#include <QJsonDocument>
#include <QTest>

#include "clocks/sideclock.h"
#include "clocks/timecontrol.h"

using namespace qiju::model;

namespace {

// One step of a clock script: spend `ms` thinking, then (if `move`) complete the move.
struct Step
{
    qint64 ms;
    bool move;
};

} // namespace

Q_DECLARE_METATYPE(QList<Step>)

class TestTimeControl : public QObject
{
    Q_OBJECT

private slots:
    void textForms_data();
    void textForms();
    void refusedTexts_data();
    void refusedTexts();
    void jsonRoundTrip();
    void refusedJson();
    void arithmetic_data();
    void arithmetic();
    void byoYomiReportsPeriodUse();
    void lowTime_data();
    void lowTime();
    void budget_data();
    void budget();
    void budgetNeverFlags();
    void sideClockJson();
};

void TestTimeControl::textForms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<TimeControl>("expected");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("none") << "none" << TimeControl::none() << "none";
    QTest::newRow("absolute") << "absolute 600" << TimeControl::absolute(600000) << "absolute 600";
    QTest::newRow("fischer") << "Fischer  300+5" << TimeControl::fischer(300000, 5000)
                             << "fischer 300+5";
    QTest::newRow("byoyomi") << "byoyomi 600 5x30" << TimeControl::byoYomi(600000, 5, 30000)
                             << "byoyomi 600 5x30";
    QTest::newRow("byoyomi no main") << "byoyomi 0 3x1.5" << TimeControl::byoYomi(0, 3, 1500)
                                     << "byoyomi 0 3x1.5";
    QTest::newRow("canadian") << "canadian 600 25/300" << TimeControl::canadian(600000, 25, 300000)
                              << "canadian 600 25/300";
}

void TestTimeControl::textForms()
{
    QFETCH(QString, text);
    QFETCH(TimeControl, expected);
    QFETCH(QString, canonical);
    TimeControlError error = TimeControlError::Syntax;
    const auto tc = TimeControl::fromText(text, &error);
    QVERIFY(tc);
    QCOMPARE(error, TimeControlError::None);
    QVERIFY(*tc == expected);
    QCOMPARE(tc->text(), canonical);
    QVERIFY(*TimeControl::fromText(tc->text()) == expected);
}

void TestTimeControl::refusedTexts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<TimeControlError>("error");
    QTest::newRow("empty") << "" << TimeControlError::Syntax;
    QTest::newRow("unknown") << "hourglass 60" << TimeControlError::UnknownSystem;
    QTest::newRow("missing main") << "absolute" << TimeControlError::Syntax;
    QTest::newRow("extra word") << "absolute 60 60" << TimeControlError::Syntax;
    QTest::newRow("negative") << "absolute -5" << TimeControlError::OutOfRange;
    QTest::newRow("not a number") << "absolute ten" << TimeControlError::OutOfRange;
    QTest::newRow("nan") << "absolute nan" << TimeControlError::OutOfRange;
    QTest::newRow("over a day") << "absolute 90000" << TimeControlError::OutOfRange;
    QTest::newRow("zero absolute") << "absolute 0" << TimeControlError::NoTime;
    QTest::newRow("fischer without +") << "fischer 300" << TimeControlError::Syntax;
    QTest::newRow("byoyomi no periods") << "byoyomi 600 0x30" << TimeControlError::NoTime;
    QTest::newRow("byoyomi bad shape") << "byoyomi 600 5/30" << TimeControlError::Syntax;
    QTest::newRow("canadian no stones") << "canadian 600 0/300" << TimeControlError::NoTime;
    QTest::newRow("too many periods") << "byoyomi 0 5000x30" << TimeControlError::OutOfRange;
}

void TestTimeControl::refusedTexts()
{
    QFETCH(QString, text);
    QFETCH(TimeControlError, error);
    TimeControlError why = TimeControlError::None;
    QVERIFY(!TimeControl::fromText(text, &why));
    QCOMPARE(why, error);
}

void TestTimeControl::jsonRoundTrip()
{
    for (const TimeControl &tc :
         {TimeControl::none(), TimeControl::absolute(60000), TimeControl::fischer(180000, 2000),
          TimeControl::byoYomi(0, 3, 10000), TimeControl::canadian(1200000, 20, 600000)}) {
        const QByteArray bytes = QJsonDocument(tc.toJson()).toJson();
        const auto back = TimeControl::fromJson(QJsonDocument::fromJson(bytes).object());
        QVERIFY2(back && *back == tc, qPrintable(tc.text()));
    }
    // Only the fields of the system are written.
    const QJsonObject fischer = TimeControl::fischer(180000, 2000).toJson();
    QCOMPARE(fischer.keys(), (QStringList{"incrementMs", "mainMs", "system"}));
}

void TestTimeControl::refusedJson()
{
    const auto parse = [](const char *json) {
        TimeControlError error = TimeControlError::None;
        const auto tc = TimeControl::fromJson(QJsonDocument::fromJson(json).object(), &error);
        return tc ? TimeControlError::None : error;
    };
    QCOMPARE(parse(R"({})"), TimeControlError::Syntax);
    QCOMPARE(parse(R"({"system":5})"), TimeControlError::Syntax);
    QCOMPARE(parse(R"({"system":"sandglass"})"), TimeControlError::UnknownSystem);
    QCOMPARE(parse(R"({"system":"absolute","mainMs":"60000"})"), TimeControlError::OutOfRange);
    QCOMPARE(parse(R"({"system":"absolute","mainMs":1.5})"), TimeControlError::OutOfRange);
    QCOMPARE(parse(R"({"system":"absolute","mainMs":-1})"), TimeControlError::OutOfRange);
    QCOMPARE(parse(R"({"system":"absolute","mainMs":1e300})"), TimeControlError::OutOfRange);
    QCOMPARE(parse(R"({"system":"absolute"})"), TimeControlError::NoTime);
    QCOMPARE(parse(R"({"system":"byoyomi","mainMs":0,"periods":3})"), TimeControlError::NoTime);
    QCOMPARE(parse(R"({"system":"none","mainMs":5})"), TimeControlError::None);
}

void TestTimeControl::arithmetic_data()
{
    QTest::addColumn<TimeControl>("tc");
    QTest::addColumn<QList<Step>>("steps");
    QTest::addColumn<qint64>("mainMs");
    QTest::addColumn<int>("periods");
    QTest::addColumn<qint64>("periodMs");
    QTest::addColumn<int>("stones");
    QTest::addColumn<bool>("flagged");

    QTest::newRow("untimed never runs down")
        << TimeControl::none() << QList<Step>{{3600000, true}} << qint64(0) << 0 << qint64(0) << 0
        << false;
    // 60 s: 20 s + 30 s thinking leave 10 s.
    QTest::newRow("absolute") << TimeControl::absolute(60000)
                              << QList<Step>{{20000, true}, {30000, true}} << qint64(10000) << 0
                              << qint64(0) << 0 << false;
    QTest::newRow("absolute flag at exactly zero")
        << TimeControl::absolute(60000) << QList<Step>{{20000, true}, {40000, false}} << qint64(0)
        << 0 << qint64(0) << 0 << true;
    // 10 s + 5 s: 8 s used then +5 = 7 s; 6 s used then +5 = 6 s; 4 s used -> 2 s (no move yet).
    QTest::newRow("fischer") << TimeControl::fischer(10000, 5000)
                             << QList<Step>{{8000, true}, {6000, true}, {4000, false}}
                             << qint64(2000) << 0 << qint64(0) << 0 << false;
    QTest::newRow("fischer flags before the increment")
        << TimeControl::fischer(10000, 5000) << QList<Step>{{10000, true}} << qint64(0) << 0
        << qint64(0) << 0 << true;
    // 60 s + 3 x 10 s: 70 s used = main + all of period 1 -> period 2 full, 2 left.
    QTest::newRow("byoyomi period used up")
        << TimeControl::byoYomi(60000, 3, 10000) << QList<Step>{{70000, false}} << qint64(0) << 2
        << qint64(10000) << 0 << false;
    // 65 s used then a move: 5 s into period 1, restored to 10 s by the move; 3 periods left.
    QTest::newRow("byoyomi period restored by a move")
        << TimeControl::byoYomi(60000, 3, 10000) << QList<Step>{{65000, true}} << qint64(0) << 3
        << qint64(10000) << 0 << false;
    // In overtime: 9 s, move (restored); 25 s: periods 1 and 2 used up, 5 s into period 3.
    QTest::newRow("byoyomi two periods in one move")
        << TimeControl::byoYomi(0, 3, 10000) << QList<Step>{{9000, true}, {25000, false}}
        << qint64(0) << 1 << qint64(5000) << 0 << false;
    QTest::newRow("byoyomi last period used up loses")
        << TimeControl::byoYomi(0, 3, 10000) << QList<Step>{{30000, false}} << qint64(0) << 0
        << qint64(0) << 0 << true;
    // 10 s main + 3 stones in 30 s: 10 s ends main; 8 s, 8 s for stones 1-2 (14 s left, 1 stone),
    // then stone 3 after 4 s starts a new period (30 s, 3 stones).
    QTest::newRow("canadian new period after N stones")
        << TimeControl::canadian(10000, 3, 30000)
        << QList<Step>{{10000, false}, {8000, true}, {8000, true}, {4000, true}} << qint64(0) << 0
        << qint64(30000) << 3 << false;
    // Moves in main time do not count stones.
    QTest::newRow("canadian main time counts no stones")
        << TimeControl::canadian(60000, 3, 30000) << QList<Step>{{1000, true}, {1000, true}}
        << qint64(58000) << 0 << qint64(30000) << 3 << false;
    QTest::newRow("canadian flag")
        << TimeControl::canadian(0, 3, 30000) << QList<Step>{{20000, true}, {10000, false}}
        << qint64(0) << 0 << qint64(0) << 2 << true;
}

void TestTimeControl::arithmetic()
{
    QFETCH(TimeControl, tc);
    QFETCH(QList<Step>, steps);
    SideClock c = SideClock::start(tc);
    for (const Step &s : steps) {
        c.spend(tc, s.ms);
        if (s.move)
            c.moveDone(tc);
    }
    QTEST(qint64(c.mainMs), "mainMs");
    QTEST(c.periods, "periods");
    QTEST(qint64(c.periodMs), "periodMs");
    QTEST(c.stones, "stones");
    QTEST(c.flagged, "flagged");
}

void TestTimeControl::byoYomiReportsPeriodUse()
{
    const TimeControl tc = TimeControl::byoYomi(5000, 2, 10000);
    SideClock c = SideClock::start(tc);
    QVERIFY(!c.spend(tc, 14000)); // into period 1, none used up
    QVERIFY(c.spend(tc, 1000));   // period 1 used up
    QCOMPARE(c.periods, 1);
    QCOMPARE(*c.untilFlagMs(tc), std::int64_t(10000));
}

void TestTimeControl::lowTime_data()
{
    QTest::addColumn<TimeControl>("tc");
    QTest::addColumn<qint64>("spent");
    QTest::addColumn<bool>("low");
    QTest::newRow("untimed") << TimeControl::none() << qint64(0) << false;
    QTest::newRow("absolute 11 s left") << TimeControl::absolute(60000) << qint64(49000) << false;
    QTest::newRow("absolute 9 s left") << TimeControl::absolute(60000) << qint64(51000) << true;
    // Byo-yomi 30 s periods: main + period count, so main time alone is never low.
    QTest::newRow("byoyomi main") << TimeControl::byoYomi(5000, 3, 30000) << qint64(4000) << false;
    QTest::newRow("byoyomi 9 s in period")
        << TimeControl::byoYomi(0, 3, 30000) << qint64(21000) << true;
    // Canadian 25 stones in 300 s: 12 s a stone, not low; after 100 s, 8 s a stone.
    QTest::newRow("canadian 12 s a stone")
        << TimeControl::canadian(0, 25, 300000) << qint64(0) << false;
    QTest::newRow("canadian 8 s a stone")
        << TimeControl::canadian(0, 25, 300000) << qint64(100000) << true;
}

void TestTimeControl::lowTime()
{
    QFETCH(TimeControl, tc);
    QFETCH(qint64, spent);
    SideClock c = SideClock::start(tc);
    c.spend(tc, spent);
    QTEST(c.isLowTime(tc), "low");
}

void TestTimeControl::budget_data()
{
    QTest::addColumn<TimeControl>("tc");
    QTest::addColumn<qint64>("spent");
    QTest::addColumn<int>("movesToGo");
    QTest::addColumn<qint64>("budget");
    QTest::newRow("untimed") << TimeControl::none() << qint64(0) << 30 << qint64(0);
    // Main-time shares leave 150 ms of overhead per move: (300 s - 30 x 0.15 s) / 30 = 9.85 s.
    QTest::newRow("absolute") << TimeControl::absolute(300000) << qint64(0) << 30 << qint64(9850);
    // 1 s left, 4 moves to go: (1000 - 600) / 4 = 100 ms.
    QTest::newRow("absolute 1 s left")
        << TimeControl::absolute(300000) << qint64(299000) << 4 << qint64(100);
    // Less left than the overheads: the least possible, 1 ms.
    QTest::newRow("absolute overheads exceed the time")
        << TimeControl::absolute(300000) << qint64(299000) << 8 << qint64(1);
    // (60 s - 20 x 0.15 s) / 20 + 3/4 of 2 s = 2.85 + 1.5 = 4.35 s.
    QTest::newRow("fischer") << TimeControl::fischer(60000, 2000) << qint64(0) << 20
                             << qint64(4350);
    // 1 s left + 2 s increment: 0 + 1500, capped at 1000 - 250 = 750.
    QTest::newRow("fischer capped by what is left")
        << TimeControl::fischer(60000, 2000) << qint64(59000) << 20 << qint64(750);
    // Overtime 1 s periods: 3/4 of the period = 750; cap 1000 - 250 = 750.
    QTest::newRow("byoyomi 1 s periods") << TimeControl::byoYomi(0, 3, 1000) << qint64(0) << 30
                                         << qint64(750);
    // 30 s periods: 22.5 s; cap 30 - 0.5 = 29.5 s.
    QTest::newRow("byoyomi 30 s periods")
        << TimeControl::byoYomi(0, 5, 30000) << qint64(0) << 30 << qint64(22500);
    // (60 s - 30 x 0.15 s) / 30 + 3/4 of 10 s = 1.85 + 7.5 = 9.35 s.
    QTest::newRow("byoyomi in main time")
        << TimeControl::byoYomi(60000, 5, 10000) << qint64(0) << 30 << qint64(9350);
    // Overtime, 10 stones in 20 s: (20 s - 10 x 0.15 s) / 10 = 1.85 s.
    QTest::newRow("canadian overtime")
        << TimeControl::canadian(0, 10, 20000) << qint64(0) << 30 << qint64(1850);
    // Last stone with 2 s left: 2000 - 150 = 1850, capped at 2000 - 500 = 1500.
    QTest::newRow("canadian last stone")
        << TimeControl::canadian(0, 1, 2000) << qint64(0) << 30 << qint64(1500);
}

void TestTimeControl::budget()
{
    QFETCH(TimeControl, tc);
    QFETCH(qint64, spent);
    QFETCH(int, movesToGo);
    SideClock c = SideClock::start(tc);
    c.spend(tc, spent);
    QTEST(qint64(c.moveBudgetMs(tc, movesToGo)), "budget");
}

void TestTimeControl::budgetNeverFlags()
{
    // A player who always spends its whole budget plus the overhead never flags and never
    // loses a byo-yomi period, under every control giving at least 1 s a move: sudden death
    // over the number of moves it lasts (told, as ComputerPlayer::movesToGo() estimates, with
    // two to spare), the others for 200 moves.
    const struct
    {
        TimeControl tc;
        int moves;
    } cases[] = {
        {TimeControl::absolute(60000), 60},        {TimeControl::absolute(5000), 5},
        {TimeControl::fischer(5000, 1000), 200},   {TimeControl::fischer(1000, 1000), 200},
        {TimeControl::byoYomi(0, 1, 1000), 200},   {TimeControl::byoYomi(10000, 2, 1000), 200},
        {TimeControl::canadian(0, 5, 5000), 200},  {TimeControl::canadian(3000, 1, 1000), 200},
    };
    for (const auto &[tc, moves] : cases) {
        SideClock c = SideClock::start(tc);
        for (int move = 0; move < moves; ++move) {
            const int periods = c.periods;
            const int toGo = std::clamp(moves - move + 2, 4, 40);
            const qint64 budget = c.moveBudgetMs(tc, toGo);
            QVERIFY(budget > 0);
            QVERIFY2(!c.spend(tc, budget + SideClock::kMoveOverheadMs), qPrintable(tc.text()));
            QVERIFY2(!c.flagged, qPrintable(QStringLiteral("%1 move %2").arg(tc.text()).arg(move)));
            QCOMPARE(c.periods, periods);
            c.moveDone(tc);
        }
    }
}

void TestTimeControl::sideClockJson()
{
    const TimeControl tc = TimeControl::byoYomi(60000, 5, 30000);
    SideClock c = SideClock::start(tc);
    c.spend(tc, 95000); // main gone, period 1 used up, 5 s into period 2: 25 s left in it
    const auto back = SideClock::fromJson(c.toJson(), tc);
    QVERIFY(back);
    QVERIFY(*back == c);
    QCOMPARE(back->periods, 4);
    QCOMPARE(back->periodMs, std::int64_t(25000));
    // More periods than the control gives, or a live byo-yomi clock without periods: refused.
    QJsonObject bad = c.toJson();
    bad[QStringLiteral("periods")] = 6;
    QVERIFY(!SideClock::fromJson(bad, tc));
    bad[QStringLiteral("periods")] = 0;
    QVERIFY(!SideClock::fromJson(bad, tc));
    bad[QStringLiteral("periods")] = 2;
    bad[QStringLiteral("mainMs")] = 61000; // more than the main time
    QVERIFY(!SideClock::fromJson(bad, tc));
    bad[QStringLiteral("mainMs")] = QStringLiteral("0");
    QVERIFY(!SideClock::fromJson(bad, tc));
}

QTEST_GUILESS_MAIN(TestTimeControl)
#include "tst_timecontrol.moc"
