// The Othello exact solver (othellosolver.h) against a second implementation: a plain negamax
// over the game's own position class (its square-by-square flips, its end-of-game rule), with
// no table, ordering or bit kernels of the solver's, on random boards of 1-10 empties. Each
// board also in windows below and above its score, where the fail-soft results must bound it.
#include <QTest>

#include <atomic>
#include <cstdint>

#include "ai/othello/othelloendtable.h"
#include "ai/othello/othellosolver.h"
#include "ai/searchcontrol.h"
#include "common/zobrist.h"
#include "games/othello/othelloposition.h"

using namespace qiju;
using qiju::othello::OthelloPosition;
using Bitboard = core::Bitboard;

namespace {

// Exact final disc difference for the side to move, every line played out.
int negamax(const OthelloPosition &p, bool passed = false)
{
    const Bitboard moves = p.legalMoves();
    if (!moves) {
        if (passed)
            return p.finalScore();
        OthelloPosition q = p;
        q.pass();
        return -negamax(q, true);
    }
    int best = -65;
    for (Bitboard m = moves; m; m &= m - 1) {
        OthelloPosition q = p;
        q.play(core::lowestBit(m));
        best = std::max(best, -negamax(q));
    }
    return best;
}

// A board with `empties` empty squares from a seeded random game (random squares tried until
// one is legal), or none when the game ended first.
bool randomBoard(int empties, std::uint64_t &state, OthelloPosition *out)
{
    OthelloPosition p = OthelloPosition::start();
    while (p.emptyCount() > empties) {
        if (p.isGameOver())
            return false;
        if (!p.legalMoves()) {
            p.pass();
            continue;
        }
        const int sq = static_cast<int>(core::splitMix64(state) % 64);
        if (p.isLegal(sq))
            p.play(sq);
    }
    *out = p;
    return true;
}

} // namespace

class TestOthelloSolver : public QObject
{
    Q_OBJECT
private slots:
    void solverMatchesPlainNegamax();
};

void TestOthelloSolver::solverMatchesPlainNegamax()
{
    ai::othello::OthelloEndTable table(1);
    std::atomic<bool> stop {false};
    std::uint64_t state = 2026;
    int boards = 0;
    for (int i = 0; i < 400; ++i) {
        const int empties = 1 + i % 10;
        OthelloPosition p;
        if (!randomBoard(empties, state, &p))
            continue;
        ++boards;
        const int expected = negamax(p);
        ai::SearchControl control(stop, 0);
        ai::othello::OthelloSolver solver(table, control);
        const Bitboard me = p.player();
        const Bitboard you = p.opponent();
        QCOMPARE(solver.solve(me, you, -65, 65), expected);
        // Fail-soft: a window above the score fails low with an upper bound, one below fails
        // high with a lower bound, and a window around it gives it exactly.
        const int low = solver.solve(me, you, expected + 1, expected + 3);
        QVERIFY(low <= expected + 1 && low >= expected);
        const int high = solver.solve(me, you, expected - 3, expected - 1);
        QVERIFY(high >= expected - 1 && high <= expected);
        QCOMPARE(solver.solve(me, you, expected - 1, expected + 1), expected);
        table.clear();
    }
    QVERIFY(boards > 300);
}

QTEST_APPLESS_MAIN(TestOthelloSolver)
#include "tst_othellosolver.moc"
