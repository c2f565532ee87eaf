// Gomoku perft (qiju-engine perft gomoku). Convention: every empty point is a move except
// Black's Renju fouls, swap/balance decisions count as moves, a five or a full board ends the
// game and an ended game is not expanded. Expected counts are worked out by hand: with fewer
// than nine stones no five is possible, so they are falling factorials plus the decisions.
#include <QTest>

#include "ai/gomoku/gomokuperft.h"
#include "ai/perft.h"
#include "games/gomoku/gomokugame.h"

using namespace qiju;
using namespace qiju::gomoku;

namespace {

std::unique_ptr<core::Game> make(const char *rules, const char *position = nullptr)
{
    return position ? GomokuGame::fromText(rules, position, nullptr)
                    : GomokuGame::create(rules, nullptr);
}

// The same count through the Game interface only (clone + play), to cross-check the fast one.
std::uint64_t slowPerft(const core::Game &g, int depth)
{
    if (depth == 0)
        return 1;
    std::uint64_t n = 0;
    for (const core::Move &m : g.legalMoves()) {
        auto c = g.clone();
        c->play(m);
        n += slowPerft(*c, depth - 1);
    }
    return n;
}

} // namespace

class TestGomokuPerft : public QObject
{
    Q_OBJECT

private slots:
    void emptyBoard();
    void openings();
    void fiveEndsTheGame();
    void renjuFoulIsNoMove();
    void fastMatchesGameInterface();
};

void TestGomokuPerft::emptyBoard()
{
    auto g = make("freestyle");
    QCOMPARE(ai::perft(*g, 0), std::uint64_t(1));
    QCOMPARE(ai::perft(*g, 1), std::uint64_t(225));
    QCOMPARE(ai::perft(*g, 2), std::uint64_t(225 * 224));
    QCOMPARE(ai::perft(*g, 3), std::uint64_t(225 * 224 * 223));
    auto r = make("renju");
    QCOMPARE(ai::perft(*r, 3), std::uint64_t(225 * 224 * 223));
}

void TestGomokuPerft::openings()
{
    // The opening protocol starts like any game: three placements.
    QCOMPARE(ai::perft(*make("freestyle swap"), 3), std::uint64_t(225 * 224 * 223));
    // At the choice (three stones, 222 empty points): 222 placements + swap. After a
    // placement 221 moves; after the swap White is still to move on 222 points. Swap2 adds
    // "balance", after which the second player places on any of the 222 points.
    const char *choice = "15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 w choice";
    auto swap = make("freestyle swap", choice);
    QVERIFY(swap);
    QCOMPARE(ai::perft(*swap, 1), std::uint64_t(222 + 1));
    QCOMPARE(ai::perft(*swap, 2), std::uint64_t(222 * 221 + 222));
    auto swap2 = make("renju swap2", choice);
    QVERIFY(swap2);
    QCOMPARE(ai::perft(*swap2, 1), std::uint64_t(222 + 2));
    QCOMPARE(ai::perft(*swap2, 2), std::uint64_t(222 * 221 + 222 + 222));
    // Depth 3: place, place, place / swap, place, place / balance, white, black.
    QCOMPARE(ai::perft(*swap2, 3), std::uint64_t(222 * 221 * 220 + 222 * 221 + 222 * 221));
    // From Swap2's second choice (five stones, 220 points): 220 placements + swap.
    auto choice2 = make(
        "renju swap2", "15/15/15/15/15/9x5/6oo7/6xx7/15/15/15/15/15/15/15 w choice2 swapped");
    QVERIFY(choice2);
    QCOMPARE(ai::perft(*choice2, 1), std::uint64_t(220 + 1));
    QCOMPARE(ai::perft(*choice2, 2), std::uint64_t(220 * 219 + 220));
}

// Black has A15-D15 (E15 makes five) and White four scattered stones: 217 empty points.
// Depth 2: 216 non-winning black moves, each answered by 216 white moves; the win ends.
void TestGomokuPerft::fiveEndsTheGame()
{
    auto g = make("freestyle", "xxxx11/15/15/15/15/15/15/15/15/15/o14/o14/o14/o14/15 b");
    QVERIFY(g);
    QCOMPARE(ai::perft(*g, 1), std::uint64_t(217));
    QCOMPARE(ai::perft(*g, 2), std::uint64_t(216 * 216));
}

// The reference data's "Overline" board (A14..A11 and A9 black): A10 would be six, a foul
// under Renju only. 4 white stones are added far away: 216 empty points.
void TestGomokuPerft::renjuFoulIsNoMove()
{
    const char *board = "15/x14/x14/x14/x14/15/x14/15/15/15/15/14o/14o/14o/14o b";
    QCOMPARE(ai::perft(*make("renju", board), 1), std::uint64_t(215));
    QCOMPARE(ai::perft(*make("freestyle", board), 1), std::uint64_t(216));
}

void TestGomokuPerft::fastMatchesGameInterface()
{
    // A Renju middle game from the reference data (ChainedForbidden) with fouls around.
    const char *board = "15/15/15/4o5o4/4x5x4/4x5x4/2xx7xx2/5x3x5/6x1x6/15/7x7/7x7/6x1x6/"
                        "4xxx1xxx4/15 w";
    auto g = make("renju", board);
    QVERIFY(g);
    QCOMPARE(ai::perft(*g, 2), slowPerft(*g, 2));
    auto s = make("renju swap2", "15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 w choice");
    QCOMPARE(ai::perft(*s, 2), slowPerft(*s, 2));
}

QTEST_GUILESS_MAIN(TestGomokuPerft)
#include "tst_gomokuperft.moc"
