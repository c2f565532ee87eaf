// Othello midgame search: negamax principal-variation search (negascout) with a transposition
// table, evaluation-ordered moves, passes and game ends scored exactly, a hand-over to the
// exact solver once the horizon reaches the end of the game and, when turned on, ProbCut at
// null-window nodes short of the end (othelloprobcut.h). Scores are centi-discs, mover's
// view. One instance per search call; not thread-safe.
#pragma once

#include <vector>

#include "common/bitops.h"

namespace qiju::ai {
class BusyTable;
class SearchControl;
class TranspositionTable;
} // namespace qiju::ai

namespace qiju::ai::othello {

class OthelloSolver;

inline constexpr int kInfinity = 30000;

struct RootMove
{
    int sq = -1;
    int score = -kInfinity; // last completed score at this depth (exact with allMoves)
};

class OthelloSearch
{
public:
    OthelloSearch(TranspositionTable &tt, OthelloSolver &solver, SearchControl &control)
        : m_tt(tt)
        , m_solver(solver)
        , m_control(control)
    { }

    // Root moves of (player, opponent) in static order (best guess first).
    static std::vector<RootMove> orderedRootMoves(core::Bitboard player, core::Bitboard opponent);

    // One iteration at `depth` within (alpha, beta). Moves the best move to the front of
    // `moves` (only when its score is complete) and returns its score. With `allMoves` every
    // move gets a full-window score (for level noise). On abort the result is partial: moves[0]
    // stays a sound choice.
    int searchRoot(core::Bitboard player, core::Bitboard opponent, std::vector<RootMove> &moves,
        int depth, int alpha, int beta, bool allMoves);

    // Fail-soft PVS value within (alpha, beta); `passed`: the previous ply was a pass.
    int pvs(core::Bitboard player, core::Bitboard opponent, int depth, int alpha, int beta,
        bool passed);

    // Lazy SMP: marks the nodes this thread is in as busy in `busy` and searches a node's moves
    // whose positions another thread is in after the others (none: one thread, as before).
    void shareBusy(BusyTable *busy) { m_busy = busy; }

    // Largest number of empties the in-search exact solver takes over at.
    static constexpr int kSolveEmpties = 14;

    // ProbCut's confidence: a cut when the model puts the bound this many deviations away.
    static constexpr double kProbCutT = 1.5;

    // Selective search: ProbCut at null-window nodes whose horizon is short of the end.
    void setProbCut(bool on) { m_probCut = on; }

private:
    // ProbCut at a null-window node (alpha = beta - 1): true, with the bound in *score, when
    // the shallow search predicts the deep one fails high or low.
    bool probCut(core::Bitboard player, core::Bitboard opponent, int depth, int empties, int beta,
        bool passed, int *score);


    TranspositionTable &m_tt;
    OthelloSolver &m_solver;
    SearchControl &m_control;
    BusyTable *m_busy = nullptr;
    bool m_probCut = false;
};

} // namespace qiju::ai::othello
