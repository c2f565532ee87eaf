// The threat solver: proves a forced win for the side to move by continuous fours (VCF) or by
// continuous fours and open threes (VCT), as an AND/OR search. The attacker may only play
// fours (and, for VCT, moves making an open three); the defender must block a four, and
// against a three may play any point that removes every straight-four threat or make a four
// of its own. A defender five ends the proof in failure; Renju fouls are never played, and a
// black defender whose only block is a foul loses. Proven results are kept in a small table
// across calls. Owned by one engine, used from one thread at a time.
//
// A VCT's depth counts attacker moves; with `freeFours` only the moves that are not fours
// count (threes, and blocks of the defender's four), and the fours between them (one forced
// reply each) are free up to 48 plies in all, so a win by a few threes and a long run of
// fours is in reach. Depth 0 with free fours is a VCF.
#pragma once

#include <cstdint>
#include <vector>

#include "gomokucontrol.h"
#include "gomokuthreats.h"

namespace qiju::ai::gomoku {

class ThreatSolver
{
public:
    ThreatSolver();

    // A forced win for the side to move, found within `maxDepth` attacker moves and
    // `maxNodes` nodes (counted in `budget` too). Returns the first attacker move, or -1 if
    // none was found (none exists within the limits, or the budget ran out).
    // `pos` is restored before returning.
    int findVcf(GomokuPosition &pos, SearchBudget &budget, int maxDepth, std::int64_t maxNodes);
    int findVct(GomokuPosition &pos, SearchBudget &budget, int maxDepth, std::int64_t maxNodes,
        bool freeFours = false);

    // Forget all proven results (a new game, other rules).
    void clear();

private:
    enum class Result : std::uint8_t { Fail, Win, Unknown };

    int solve(GomokuPosition &pos, SearchBudget &budget, int maxDepth, std::int64_t maxNodes,
        bool threes, bool freeFours);
    Result attackerNode(int depth, int ply);
    Result defenderNode(int depth, int ply);
    bool tick();
    std::uint64_t keyOf(bool attackerToMove) const;
    bool probe(std::uint64_t key, int depth, Result &result) const;
    void store(std::uint64_t key, int depth, Result result);

    struct Entry
    {
        std::uint64_t key = 0;
        std::int8_t depth = -1;
        Result result = Result::Unknown;
    };
    static constexpr std::size_t kTableSize = 1 << 16;
    std::vector<Entry> m_table;

    GomokuPosition *m_pos = nullptr;
    SearchBudget *m_budget = nullptr;
    core::Side m_attacker = core::Side::Black;
    bool m_threes = false;
    bool m_freeFours = false;
    std::int64_t m_nodes = 0;
    std::int64_t m_maxNodes = 0;
    bool m_out = false;
    int m_firstMove = -1;
};

} // namespace qiju::ai::gomoku
