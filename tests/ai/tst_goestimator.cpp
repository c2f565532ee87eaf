// The dead-stone estimator (random playouts that never fill an own eye): on hand-made 9x9
// diagrams a lone stone inside the opponent's area is dead, walls and a two-eyed group inside
// the opponent's area are alive, and a seki is left alive; a chain is judged whole; the same
// seed gives the same estimate.
#include <QElapsedTimer>
#include <QTest>

#include "ai/go/goestimator.h"
#include "games/go/gogame.h"

using namespace qiju;
using core::Point;

namespace {

go::GoBoard boardOf(const char *rows, const char *side = "b")
{
    core::ParseError e = core::ParseError::None;
    auto g = go::GoGame::fromText("chinese", std::string(rows) + " " + side, &e);
    if (!g)
        return go::GoBoard(9);
    return static_cast<const go::GoGame &>(*g).board();
}

std::vector<Point> deadPoints(const std::vector<bool> &dead, int size)
{
    std::vector<Point> out;
    for (int i = 0; i < int(dead.size()); ++i) {
        if (dead[std::size_t(i)])
            out.push_back({i % size, i / size});
    }
    return out;
}

QString text(const std::vector<Point> &points)
{
    QStringList s;
    for (Point p : points)
        s << QString::fromStdString(go::pointText(p, 9));
    return s.join(QLatin1Char(' '));
}

} // namespace

class TestGoEstimator : public QObject
{
    Q_OBJECT

private slots:
    void loneStonesInsideAreDead();
    void twoEyedGroupLives();
    void sekiLives();
    void sameSeedSameEstimate();
    void timing19x19();
};

void TestGoEstimator::loneStonesInsideAreDead()
{
    // Black's wall on column E, White's on F: a white stone at C7 inside Black's side and a
    // black stone at H4 inside White's side cannot live.
    const go::GoBoard b = boardOf("4xo3/4xo3/2o1xo3/4xo3/4xo3/4xo1x1/4xo3/4xo3/4xo3");
    const auto e = ai::go::estimateOwnership(b, 160, 7);
    QCOMPARE(text(deadPoints(e.dead, 9)), QStringLiteral("C7 H4"));
    // The walls belong to their own colour in most playouts (random play sometimes loses one).
    QVERIFY(e.ownership[std::size_t(4 * 9 + 4)] > 0.3);
    QVERIFY(e.ownership[std::size_t(4 * 9 + 5)] < -0.3);
}

void TestGoEstimator::twoEyedGroupLives()
{
    // Black's side (A-E) holds White's corner group with two eyes (A9 and C9) and a lone white
    // stone at B3 without any; White's wall on F and the right side are White's.
    //   A B C D E F
    // 9 . o . o x o
    // 8 o o o o x o
    // 7 x x x x x o
    // 3 . o . . x o
    const go::GoBoard b = boardOf("1o1oxo3/ooooxo3/xxxxxo3/4xo3/4xo3/4xo3/1o2xo3/4xo3/4xo3");
    const auto e = ai::go::estimateOwnership(b, 160, 11);
    QCOMPARE(text(deadPoints(e.dead, 9)), QStringLiteral("B3"));
    QCOMPARE(e.ownership[0], -1.0); // the eye A9 is White's in every playout
}

void TestGoEstimator::sekiLives()
{
    // A seki in the corner: Black's A9-A8 and White's five stones around them share the
    // liberties B9 and B8; whoever fills one puts their own chain in atari. Black's wall
    // (D9-D6, C6-A6) and the rest of the board are Black's.
    //   A B C D
    // 9 x . o x
    // 8 x . o x
    // 7 o o o x
    // 6 x x x x
    const go::GoBoard b = boardOf("x1ox5/x1ox5/ooox5/xxxx5/9/9/9/9/9");
    const auto dead = ai::go::estimateDeadStones(b, 160, 3);
    // Nothing is dead: neither side can afford to fill the shared points.
    QCOMPARE(text(deadPoints(dead, 9)), QString());
}

void TestGoEstimator::sameSeedSameEstimate()
{
    const go::GoBoard b = boardOf("4xo3/4xo3/2o1xo3/4xo3/4xo3/4xo1x1/4xo3/4xo3/4xo3");
    const auto a = ai::go::estimateOwnership(b, 40, 99);
    const auto c = ai::go::estimateOwnership(b, 40, 99);
    QCOMPARE(a.ownership, c.ownership);
    QCOMPARE(a.dead, c.dead);
}

void TestGoEstimator::timing19x19()
{
    // Not an assertion on speed (that belongs to benchmarks): prints what the marking step
    // costs on a full-size board, for the record.
    go::GoGame g(*go::GoRules::fromText("chinese"));
    // A plausible middle-game board: stones scattered by a fixed pattern.
    for (int i = 0; i < 120; ++i) {
        const Point p{(i * 7) % 19, (i * 11 + i / 19) % 19};
        if (g.check(core::Move::place(p)) == core::MoveError::None)
            g.play(core::Move::place(p));
    }
    QElapsedTimer t;
    t.start();
    const auto dead = ai::go::estimateDeadStones(g.board());
    qInfo("estimateDeadStones 19x19, %d playouts: %lld ms", ai::go::kDefaultEstimatePlayouts,
          static_cast<long long>(t.elapsed()));
    QCOMPARE(int(dead.size()), 19 * 19);
}

QTEST_GUILESS_MAIN(TestGoEstimator)
#include "tst_goestimator.moc"
