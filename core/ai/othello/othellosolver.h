// Exact Othello endgame solver: negamax alpha-beta on final disc differences (empties to the
// winner). From 7 empties up: a two-bound hash table (its move tried before the rest are
// ordered), enhanced transposition cut-offs, stability cut-offs and fastest-first ordering
// refined by the evaluation (from 14 empties by shallow searches of the children); at 5-6
// empties the stability cut-off and quadrant parity and square-class order, as in the
// dedicated solvers for the last four empties; an MTD(f) null-window driver at the
// root, from 22 empties on after selective passes (probable cut-offs) that seed its guess and
// the table's moves. One solver per search thread; not thread-safe.
#pragma once

#include <cstdint>
#include <vector>

#include "common/bitops.h"

namespace qiju::ai {
class BusyTable;
class SearchControl;
} // namespace qiju::ai

namespace qiju::ai::othello {

class OthelloEndTable;

struct SolveResult
{
    int score = 0; // exact final disc difference, mover's view (valid if !aborted)
    int bestSquare = -1; // -1 when the mover must pass
    bool aborted = false;
    std::vector<int> moveScores; // per legal root move (lowest square first), allMoves only
};

class OthelloSolver
{
public:
    OthelloSolver(OthelloEndTable &tt, SearchControl &control)
        : m_tt(tt)
        , m_control(control)
    { }

    // Exact score of (player to move, opponent) and a best move. `guess` (discs) seeds the
    // MTD(f) driver; `firstSquare` (or -1) is tried first at the root. With `allMoves`, every
    // root move gets its exact score (slower; used for level noise).
    SolveResult solveRoot(core::Bitboard player, core::Bitboard opponent, int guess,
        int firstSquare = -1, bool allMoves = false);

    // The sign of the exact score (+1 win, 0 draw, -1 loss) and a move that achieves it (any
    // move when losing), by one null-window search around 0.
    SolveResult solveWinLoss(core::Bitboard player, core::Bitboard opponent, int firstSquare);

    // Fail-soft alpha-beta value of the position within (alpha, beta). May return garbage when
    // the control aborts; callers check it.
    int solve(core::Bitboard player, core::Bitboard opponent, int alpha, int beta);

    // Lazy SMP: marks the positions this thread is solving as busy in `busy` and solves a
    // position's moves another thread is in after the others (none: one thread, as before).
    void shareBusy(BusyTable *busy) { m_busy = busy; }

private:
    int solveTT(core::Bitboard player, core::Bitboard opponent, int alpha, int beta, bool passed,
        int *bestSquare);
    int solveShallow(
        core::Bitboard player, core::Bitboard opponent, int alpha, int beta, bool passed);
    int solve4(core::Bitboard player, core::Bitboard opponent, int alpha, int beta, bool passed);
    int solve3(core::Bitboard player, core::Bitboard opponent, int alpha, int beta, int a, int b,
        int c, bool passed);
    int solve2(core::Bitboard player, core::Bitboard opponent, int alpha, int beta, int a, int b);
    int solve1(core::Bitboard player, core::Bitboard opponent, int sq);
    // MTD(f) from `guess` at the current selectivity: r's score and best square.
    void mtd(core::Bitboard player, core::Bitboard opponent, int guess, SolveResult &r);
    // Whether table bounds stored at `level` hold for the current pass: exact ones always,
    // selective ones only in a pass at most as selective.
    bool trusted(int level) const { return level == 0 || (m_level > 0 && level >= m_level); }

    OthelloEndTable &m_tt;
    SearchControl &m_control;
    int m_rootHint = -1; // square tried first at the root
    BusyTable *m_busy = nullptr;
    int m_level = 0; // 0: exact; k > 0: the k-th selective pass (the higher, the safer)
};

} // namespace qiju::ai::othello
