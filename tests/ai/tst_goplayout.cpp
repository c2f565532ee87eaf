// The Go playout policy's AtariWatch: the points where the side to move can capture, kept
// through a playout from the moves played, must be exactly those a scan of every empty point
// finds (GoBoard::wouldCapture), at every move of many seeded random playouts on 9x9 and 19x19,
// from an empty board and from a position with chains already in atari. The last-good-reply
// table learns and forgets as Baier and Drake's LGRF-1 rule says (worked by hand below), and the
// policy plays a remembered reply when it may.
#include <QTest>

#include <memory>
#include <set>

#include "ai/go/goplayout.h"
#include "ai/go/goreplies.h"
#include "games/go/gogame.h"

using namespace qiju;
using ai::go::AtariWatch;
using ai::go::Rng;
using go::GoBoard;
using go::Stone;

namespace {

std::set<int> scanCaptures(const GoBoard &b, Stone me)
{
    std::set<int> points;
    for (int i = 0; i < b.emptyCount(); ++i) {
        const int p = b.emptyAt(i);
        if (p != b.koPoint() && b.wouldCapture(p, me))
            points.insert(p);
    }
    return points;
}

// Plays seeded policy playouts from `start`; returns the number of moves checked, or -1 (and
// the first difference in *why) if the watch ever disagrees with the scan.
int checkPlayouts(const GoBoard &start, int games, std::string *why)
{
    int checked = 0;
    for (int game = 0; game < games; ++game) {
        GoBoard b = start;
        Rng rng(static_cast<std::uint64_t>(game) + 1);
        AtariWatch watch;
        watch.scan(b);
        int last = go::kNoPoint;
        int passes = 0;
        for (int move = 0; move < 3 * b.size() * b.size() && passes < 2; ++move) {
            const Stone me = go::stoneOf(b.toMove());
            const std::vector<int> seen = watch.capturePoints(b, me);
            if (std::set<int>(seen.begin(), seen.end()) != scanCaptures(b, me)) {
                *why = "game " + std::to_string(game) + " move " + std::to_string(move);
                return -1;
            }
            ++checked;
            const int p = ai::go::goPolicyMove(b, last, rng, watch);
            last = p;
            if (p == go::kNoPoint) {
                b.pass();
                ++passes;
                continue;
            }
            b.play(p, me);
            watch.afterMove(b, p);
            passes = 0;
        }
    }
    return checked;
}

} // namespace

class TestGoPlayout : public QObject
{
    Q_OBJECT

private slots:
    void watchMatchesScan_data();
    void watchMatchesScan();
    void repliesLearnAndForget();
    void policyPlaysTheRememberedReply();
};

void TestGoPlayout::watchMatchesScan_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("position");
    QTest::addColumn<int>("games");
    QTest::newRow("9x9 empty") << "chinese size=9" << QString() << 40;
    QTest::newRow("19x19 empty") << "chinese" << QString() << 8;
    // White A9, Black A8, White A7-F7, A6 and A5-F5 around Black's B6-F6, Black's 2nd line:
    // before the first move Black's B6-F6 (taken at G6) and A8 (at B8) are in atari, and
    // White's A9 (at B9).
    QTest::newRow("9x9 ataris") << "chinese size=9"
                                << "o8/x8/oooooo3/oxxxxx3/oooooo3/9/9/xxxxxxxxx/9 w" << 40;
}

void TestGoPlayout::watchMatchesScan()
{
    QFETCH(QString, rules);
    QFETCH(QString, position);
    QFETCH(int, games);
    auto game = position.isEmpty()
        ? go::GoGame::create(rules.toStdString(), nullptr)
        : go::GoGame::fromText(rules.toStdString(), position.toStdString(), nullptr);
    QVERIFY(game);
    const GoBoard &start = static_cast<const go::GoGame &>(*game).board();
    if (!position.isEmpty()) {
        QCOMPARE(scanCaptures(start, Stone::White).size(), std::size_t(2));
        QCOMPARE(scanCaptures(start, Stone::Black).size(), std::size_t(1));
    }
    std::string why;
    const int checked = checkPlayouts(start, games, &why);
    QVERIFY2(checked > 0, why.c_str());
}

void TestGoPlayout::repliesLearnAndForget()
{
    const GoBoard b(9);
    const int a = b.point(2, 2);
    const int c = b.point(6, 6);
    const int d = b.point(4, 4);
    const int e = b.point(2, 6);
    auto record = [](std::initializer_list<std::pair<int, Stone>> moves) {
        auto r = std::make_unique<ai::go::MoveRecord>();
        r->clear();
        for (const auto &[p, s] : moves)
            r->add(p, s);
        return r;
    };
    ai::go::ReplyTable t;
    QCOMPARE(t.reply(Stone::White, a), go::kNoPoint);
    // Black a, White c, Black d; Black wins: Black learns d after c; White (lost) learns nothing.
    t.learn(*record({{a, Stone::Black}, {c, Stone::White}, {d, Stone::Black}}), 1.0);
    QCOMPARE(t.reply(Stone::Black, c), d);
    QCOMPARE(t.reply(Stone::White, a), go::kNoPoint);
    // Same start, Black e instead; White wins: White learns c after a; Black's reply to c stays
    // d (it lost with e, not with d).
    t.learn(*record({{a, Stone::Black}, {c, Stone::White}, {e, Stone::Black}}), 0.0);
    QCOMPARE(t.reply(Stone::White, a), c);
    QCOMPARE(t.reply(Stone::Black, c), d);
    // A tie teaches nothing.
    t.learn(*record({{a, Stone::Black}, {c, Stone::White}, {d, Stone::Black}}), 0.5);
    QCOMPARE(t.reply(Stone::Black, c), d);
    // Black plays d after c again and loses: forgotten.
    t.learn(*record({{a, Stone::Black}, {c, Stone::White}, {d, Stone::Black}}), 0.0);
    QCOMPARE(t.reply(Stone::Black, c), go::kNoPoint);
    QCOMPARE(t.reply(Stone::White, a), c);
    // A pass in between is no move to reply to: after "a, pass, e" Black won, nothing is learnt
    // for the pass and White's reply to a is not replaced by the pass.
    t.learn(*record({{a, Stone::Black}, {ai::go::kPassMove, Stone::White}, {e, Stone::Black}}),
        1.0);
    QCOMPARE(t.reply(Stone::White, a), c);
}

void TestGoPlayout::policyPlaysTheRememberedReply()
{
    // A quiet 9x9 board with Black's stone at C3 just played: no atari, no shape next to it
    // (a lone stone), so without a remembered reply the move is random; with one, White plays
    // it every time, unless it is not allowed (occupied, or an own eye).
    GoBoard b(9);
    const int last = b.point(2, 6);
    b.play(last, Stone::Black);
    const int r = b.point(6, 2);
    ai::go::ReplyTable t;
    auto rec = std::make_unique<ai::go::MoveRecord>();
    rec->clear();
    rec->add(last, Stone::Black);
    rec->add(r, Stone::White);
    t.learn(*rec, 0.0);
    QCOMPARE(t.reply(Stone::White, last), r);
    int seenOther = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        Rng rng(seed);
        AtariWatch watch;
        watch.scan(b);
        QCOMPARE(ai::go::goPolicyMove(b, last, rng, watch, &t), r);
        Rng plain(seed);
        seenOther += ai::go::goPolicyMove(b, last, plain, watch) != r ? 1 : 0;
    }
    QVERIFY(seenOther > 40);
    // The reply point taken: the policy goes on as without it.
    GoBoard taken = b;
    taken.play(r, Stone::White);
    taken.pass();
    Rng rng(7);
    AtariWatch watch;
    watch.scan(taken);
    const int p = ai::go::goPolicyMove(taken, last, rng, watch, &t);
    QVERIFY(p != r && taken.at(p) == Stone::Empty);
}

QTEST_APPLESS_MAIN(TestGoPlayout)
#include "tst_goplayout.moc"
