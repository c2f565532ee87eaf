// Ataxx alpha-beta: principal variation search over AtaxxPosition with a transposition table,
// killer and history move ordering (captures first) and late-move reductions, under the
// game's AtaxxRules (Botzone endings with credited empties, UAI passes and clock, turn cap).
// Botzone's repetition rule is applied to the root moves only (by the engine); inside the tree
// it is ignored, as the position history is not searched. Under a half-move clock (UAI: a draw
// after 100 plies without a clone) the evaluation fades toward the draw over the clock's last
// kFadePlies, so the side ahead clones to make progress rather than drift into the draw by
// jumps, and the table tells positions near the limit apart by their clock. One search on one
// thread; owns no memory beyond its tables.
#pragma once

#include <cstdint>
#include <vector>

#include "ataxxeval.h"
#include "ataxxtt.h"

#include "ai/lazysmp.h"
#include "ai/searchcontrol.h"

#include "games/ataxx/ataxxposition.h"

namespace qiju::ai::ataxx {

using qiju::ataxx::AtaxxMove;
using qiju::ataxx::AtaxxPosition;
using qiju::ataxx::AtaxxRules;

inline constexpr int kInfinity = 1'000'000;
// A finished game scores ±kWinScore plus 100 per piece of final margin (0 for a draw).
inline constexpr int kWinScore = 100'000;
inline constexpr int kMaxPly = 128;
// The evaluation fades linearly to 0 over the last kFadePlies plies of the half-move clock.
inline constexpr int kFadePlies = 40;
// Half-move clock values this close to the limit are part of the table key.
inline constexpr int kClockZone = 24;

constexpr bool isWinScore(int s) { return s >= kWinScore / 2 || s <= -kWinScore / 2; }

struct RootMove
{
    AtaxxMove move;
    int score = -kInfinity;
};

class AtaxxSearch
{
public:
    AtaxxSearch(AtaxxTT &tt, SearchControl &control, const AtaxxRules &rules,
        const EvalWeights &weights = kDefaultWeights);

    // Searches the root moves to `depth` and moves the best to the front (keeping the order of
    // the others). With `exactScores` every move is searched with a full window so each score
    // is exact (level noise needs them) and the list is sorted best first. Returns the best
    // score; meaningless if the clock aborted.
    int searchRoot(const AtaxxPosition &pos, std::vector<RootMove> &rootMoves, int depth, int alpha,
        int beta, bool exactScores);

    // Lazy SMP: marks the nodes this thread is in as busy in `busy` and searches a node's moves
    // whose positions another thread is in after the others (none: one thread, as before).
    void shareBusy(BusyTable *busy) { m_busy = busy; }

    // The root moves in a first, cheap order (captures first).
    std::vector<RootMove> orderedRootMoves(
        const AtaxxPosition &pos, const std::vector<AtaxxMove> &moves) const;
    // The final score (±kWinScore + margin) if the game is over at `pos`, else kInfinity.
    int terminalScore(const AtaxxPosition &pos) const;
    // The evaluation of a position the search stops at, faded toward 0 (the draw) over the
    // last kFadePlies of the half-move clock: by (limit - clock) / kFadePlies there.
    int staticScore(const AtaxxPosition &pos) const;
    // The transposition-table key: the position's hash, and its clock within kClockZone of
    // the limit (where the draw is in reach of the search).
    std::uint64_t ttKey(const AtaxxPosition &pos) const;
    // Best moves from the table, starting with `first`.
    std::vector<AtaxxMove> principalVariation(
        AtaxxPosition pos, AtaxxMove first, int maxLength) const;

private:
    int negamax(const AtaxxPosition &pos, int depth, int alpha, int beta, int ply);
    int orderScore(const AtaxxPosition &pos, AtaxxMove m, AtaxxMove ttMove, int ply) const;
    int &history(const AtaxxPosition &pos, AtaxxMove m)
    {
        return m_history[pos.sideToMove() == core::Side::Black ? 0 : 1][m.from][m.to];
    }
    int historyOf(const AtaxxPosition &pos, AtaxxMove m) const
    {
        return m_history[pos.sideToMove() == core::Side::Black ? 0 : 1][m.from][m.to];
    }

    AtaxxTT &m_tt;
    SearchControl &m_control;
    BusyTable *m_busy = nullptr;
    AtaxxRules m_rules;
    EvalWeights m_weights;
    AtaxxMove m_killers[kMaxPly][2] = {};
    int m_history[2][qiju::ataxx::kSquares][qiju::ataxx::kSquares] = {};
};

} // namespace qiju::ai::ataxx
