// readSgfMainLine (GTP loadsgf): size, komi, setup stones (also as a compressed list), the
// moves of the first variation only, both pass spellings (B[] and B[tt] on a board up to
// 19x19, SGF FF[4] Go section), and refusal of malformed records.
#include <QTest>

#include "protocols/sgfmainline.h"

using namespace qiju;
using core::Move;
using core::Point;
using core::Side;
using protocols::readSgfMainLine;

class TestSgfMainLine : public QObject
{
    Q_OBJECT

private slots:
    void mainLineOnly()
    {
        const auto r = readSgfMainLine(
            "(;GM[1]SZ[9]KM[6.5]AB[aa:ab]AW[cc]C[x \\] y];B[ee](;W[tt];B[]C[end])(;W[dd]))");
        QVERIFY(r);
        QCOMPARE(r->size, 9);
        QCOMPARE(*r->komi, 6.5);
        QCOMPARE(r->setupBlack, (std::vector<Point>{{0, 0}, {0, 1}}));
        QCOMPARE(r->setupWhite, (std::vector<Point>{{2, 2}}));
        QCOMPARE(r->moves.size(), std::size_t(3));
        QCOMPARE(r->moves[0], std::make_pair(Side::Black, Move::place({4, 4})));
        QCOMPARE(r->moves[1], std::make_pair(Side::White, Move::pass()));
        QCOMPARE(r->moves[2], std::make_pair(Side::Black, Move::pass()));
    }

    void othelloSpelling()
    {
        // As Cassio writes Othello records: the start discs and moves in Othello notation.
        const auto r = readSgfMainLine("(;GM[2]FF[4]SZ[8]AB[e4][d5]AW[d4][e5]PL[B];B[f5];W[d6])");
        QVERIFY(r);
        QCOMPARE(r->setupBlack, (std::vector<Point>{{4, 3}, {3, 4}}));
        QCOMPARE(r->setupWhite, (std::vector<Point>{{3, 3}, {4, 4}}));
        QCOMPARE(r->moves[1], std::make_pair(Side::White, Move::place({3, 5})));
        QVERIFY(!readSgfMainLine("(;GM[1]SZ[9];B[e4])")); // not in a Go record
    }

    void ttIsAPointOnLargeBoards()
    {
        const auto r = readSgfMainLine("(;SZ[21];B[tt])");
        QVERIFY(r);
        QCOMPARE(r->moves[0].second, Move::place({19, 19}));
    }

    void refused()
    {
        QVERIFY(!readSgfMainLine("(;SZ[9];B[ee]"));
        QVERIFY(!readSgfMainLine("(;SZ[x])"));
        QVERIFY(!readSgfMainLine("(;SZ[9];B[e])"));
        QVERIFY(!readSgfMainLine("no sgf"));
    }
};

QTEST_GUILESS_MAIN(TestSgfMainLine)
#include "tst_sgfmainline.moc"
