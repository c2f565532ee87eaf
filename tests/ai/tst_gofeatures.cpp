// The features of the learned Go move model (ai/go/gofeatures.h): the same for a move and its
// image under each of the 8 board symmetries and under a colour swap (checked on positions of
// a random game replayed in every orientation), and tactical levels worked out by hand on
// small diagrams.
#include <QTest>

#include <array>
#include <vector>

#include "ai/go/gofeatures.h"
#include "ai/go/goplayout.h"
#include "ai/go/gorollout.h"
#include "games/go/goboard.h"

using namespace qiju;
using ai::go::FeatureGroup;
using ai::go::GoFeatureContext;
using ai::go::MoveFeatures;
using go::GoBoard;
using go::Stone;

namespace {

struct Played
{
    int x = -1; // -1: pass
    int y = -1;
    Stone colour = Stone::Black;
};

core::Point transform(int t, int x, int y, int n)
{
    if (t & 4)
        std::swap(x, y);
    if (t & 1)
        x = n - 1 - x;
    if (t & 2)
        y = n - 1 - y;
    return {x, y};
}

// A game of random playout moves (fixed seed), as (x, y, colour).
std::vector<Played> randomGame(int n, int plies, std::uint64_t seed)
{
    GoBoard b(n);
    ai::go::Rng rng(seed);
    ai::go::AtariWatch watch;
    watch.scan(b);
    std::vector<Played> moves;
    int last = go::kNoPoint;
    for (int i = 0; i < plies; ++i) {
        const int p = ai::go::goPolicyMove(b, last, rng, watch);
        const Stone me = go::stoneOf(b.toMove());
        if (p == go::kNoPoint)
            break;
        moves.push_back({b.toPoint(p).x, b.toPoint(p).y, me});
        b.play(p, me);
        watch.afterMove(b, p);
        last = p;
    }
    return moves;
}

// The board after the first `count` moves under symmetry t (colours swapped if `swap`), and
// the last two moves' points.
GoBoard replay(const std::vector<Played> &moves, std::size_t count, int n, int t, bool swap,
    int *last, int *prev)
{
    GoBoard b(n);
    *last = *prev = go::kNoPoint;
    for (std::size_t i = 0; i < count; ++i) {
        const Played &m = moves[i];
        const Stone s = swap ? go::other(m.colour) : m.colour;
        const core::Point q = transform(t, m.x, m.y, n);
        const int p = b.point(q);
        b.setToMove(s == Stone::Black ? core::Side::Black : core::Side::White);
        b.play(p, s);
        *prev = *last;
        *last = p;
    }
    return b;
}

// A board from rows top to bottom ('X' black, 'O' white, '.' empty).
GoBoard diagram(const std::vector<const char *> &rows, core::Side toMove)
{
    GoBoard b(static_cast<int>(rows.size()));
    for (int y = 0; y < b.size(); ++y) {
        for (int x = 0; x < b.size(); ++x) {
            const char c = rows[static_cast<std::size_t>(y)][x];
            if (c == 'X')
                b.setup(b.point(x, y), Stone::Black);
            else if (c == 'O')
                b.setup(b.point(x, y), Stone::White);
        }
    }
    b.setToMove(toMove);
    return b;
}

int level(const MoveFeatures &f, FeatureGroup g) { return f.level[static_cast<std::size_t>(g)]; }

} // namespace

class TestGoFeatures : public QObject
{
    Q_OBJECT

private slots:
    void sameUnderSymmetriesAndColourSwap_data();
    void sameUnderSymmetriesAndColourSwap();
    void patternsSeeTheirSurroundings();
    void tacticalLevels();
};

void TestGoFeatures::sameUnderSymmetriesAndColourSwap_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("plies");
    QTest::addColumn<int>("seed");
    QTest::newRow("19x19 ply 60") << 19 << 60 << 1;
    QTest::newRow("19x19 ply 150") << 19 << 150 << 2;
    QTest::newRow("19x19 ply 250") << 19 << 250 << 3;
    QTest::newRow("9x9 ply 45") << 9 << 45 << 4;
}

void TestGoFeatures::sameUnderSymmetriesAndColourSwap()
{
    QFETCH(int, size);
    QFETCH(int, plies);
    QFETCH(int, seed);
    const auto moves = randomGame(size, plies, static_cast<std::uint64_t>(seed));
    QVERIFY(moves.size() > static_cast<std::size_t>(plies) / 2);
    int last = 0;
    int prev = 0;
    const GoBoard base = replay(moves, moves.size(), size, 0, false, &last, &prev);
    GoFeatureContext baseContext;
    baseContext.set(base, last, prev);
    int compared = 0;
    int distinctPatterns = 0;
    ai::go::SpatialHashes firstPattern{};
    for (int t = 0; t < 8; ++t) {
        for (bool swap : {false, true}) {
            int tLast = 0;
            int tPrev = 0;
            const GoBoard b = replay(moves, moves.size(), size, t, swap, &tLast, &tPrev);
            GoFeatureContext context;
            context.set(b, tLast, tPrev);
            for (int y = 0; y < size; ++y) {
                for (int x = 0; x < size; ++x) {
                    const int p = base.point(x, y);
                    if (base.at(p) != Stone::Empty)
                        continue;
                    const int q = b.point(transform(t, x, y, size));
                    QCOMPARE(int(b.at(q)), int(Stone::Empty));
                    MoveFeatures want;
                    MoveFeatures got;
                    baseContext.extract(p, &want);
                    context.extract(q, &got);
                    if (!(want == got))
                        QFAIL(qPrintable(QStringLiteral("point (%1,%2), symmetry %3, swap %4")
                                             .arg(x)
                                             .arg(y)
                                             .arg(t)
                                             .arg(swap)));
                    if (t == 0 && !swap) {
                        if (compared == 0)
                            firstPattern = want.patterns;
                        distinctPatterns += want.patterns != firstPattern;
                    }
                    ++compared;
                }
            }
        }
    }
    QVERIFY(compared > 16);
    QVERIFY(distinctPatterns > 0); // the hashes are not all one constant
}

void TestGoFeatures::patternsSeeTheirSurroundings()
{
    // A black stone two points left of the centre changes the centre's patterns of size 4 and
    // up (distance 2 on a line: gridcular 4) but not its 3x3 pattern.
    GoBoard empty(9);
    GoBoard stone(9);
    stone.setup(stone.point(2, 4), Stone::Black);
    ai::go::LibertyMap libs;
    libs.compute(empty);
    ai::go::SpatialHashes a{};
    ai::go::SpatialHashes b{};
    ai::go::spatialPatterns(empty, libs, empty.point(4, 4), Stone::Black, &a);
    libs.compute(stone);
    ai::go::spatialPatterns(stone, libs, stone.point(4, 4), Stone::Black, &b);
    QCOMPARE(a[0], b[0]);
    for (std::size_t k = 1; k < a.size(); ++k)
        QVERIFY(a[k] != b[k]);
}

void TestGoFeatures::tacticalLevels()
{
    // (x, y) from the top-left corner. White (1,0) has one liberty, (0,0); Black (2,0) has two,
    // (3,0) and (2,1); Black (1,1) three; White (4,4) four. The last move was White (4,4).
    const GoBoard b = diagram({".OX......", ".X.......", ".........", ".........", "....O....",
                                  ".........", ".........", ".........", "........."},
        core::Side::Black);
    GoFeatureContext c;
    c.set(b, b.point(4, 4), go::kNoPoint);
    MoveFeatures f;
    // Black (0,0) takes one stone that is neither the last move nor next to a black chain in
    // atari: level 3; first line; distance to (4,4) is 4 + 4 + max(4, 4) = 12, level 11.
    c.extract(b.point(0, 0), &f);
    QCOMPARE(level(f, FeatureGroup::Capture), 3);
    QCOMPARE(level(f, FeatureGroup::Line), 1);
    QCOMPARE(level(f, FeatureGroup::DistLast), 11);
    QCOMPARE(level(f, FeatureGroup::DistPrev), 0);
    // (4,3) touches the last move: distance 0 + 1 + 1 = 2, level 1; the fourth line.
    c.extract(b.point(4, 3), &f);
    QCOMPARE(level(f, FeatureGroup::DistLast), 1);
    QCOMPARE(level(f, FeatureGroup::Line), 4);
    QCOMPARE(level(f, FeatureGroup::Capture), 0);
    QCOMPARE(level(f, FeatureGroup::Atari), 0); // White (4,4) keeps three liberties

    // White to move. White (0,0) joins the white stone in atari and still has one liberty,
    // (0,1): the self-atari of a chain (level 2), no escape.
    GoBoard w = b;
    w.setToMove(core::Side::White);
    c.set(w, go::kNoPoint, go::kNoPoint);
    c.extract(w.point(0, 0), &f);
    QCOMPARE(level(f, FeatureGroup::SelfAtari), 2);
    QCOMPARE(level(f, FeatureGroup::Escape), 0);
    // White (3,0) puts Black (2,0) in atari; Black runs to (2,1) and joins (1,1) (or takes
    // (1,0)), so no ladder and no ko: the plain atari, level 3.
    c.extract(w.point(3, 0), &f);
    QCOMPARE(level(f, FeatureGroup::Atari), 3);
    // The pass, not after a pass: level 2.
    c.extract(ai::go::kPassMove, &f);
    QVERIFY(f.pass);
    QCOMPARE(level(f, FeatureGroup::Pass), 2);
}

QTEST_APPLESS_MAIN(TestGoFeatures)
#include "tst_gofeatures.moc"
