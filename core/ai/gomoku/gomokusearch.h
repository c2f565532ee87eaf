// The Gomoku alpha-beta search: iterative deepening (from depth 4 in an aspiration window),
// principal variation search with a transposition table, killer and history move ordering, over
// candidate moves near the stones (at most a fixed number per node, best first by a move order
// fitted to a stronger engine's moves on the shapes a stone makes for both sides; late quiet
// moves, lone threats and answers to an open three that block no straight-four point searched
// shallower first, a late quiet move far below the first in that order one ply more; near the
// leaves, quiet moves pruned by futility and move count, and nodes whose static evaluation is far
// above beta cut at once; a table move much better than every other move searched a ply deeper,
// the singular extension). Threat-aware at every node: a five wins at once, a four must be blocked
// (a forced move that extends the search), an open three must be answered by a defence or a
// counter-four, and a straight four that cannot be countered is a proven win. With
// Options::threads > 1 (Lazy SMP) helper threads run the same iterative deepening on the shared
// table, each deferring the moves another thread is in, and the main thread answers with the
// deepest iteration any thread completed. Owned by one engine; one search at a time.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "gomokucontrol.h"
#include "gomokuthreats.h"

#include "ai/searchtypes.h"
#include "ai/zeroedarray.h"

namespace qiju::ai {
class BusyTable;
class CompletedIteration;
} // namespace qiju::ai

namespace qiju::ai::gomoku {

// Win scores: kWinScore - plies to the five; anything above kWinThreshold is a proven result.
inline constexpr int kWinScore = 30000;
inline constexpr int kWinThreshold = kWinScore - 1000;
inline constexpr int kInfinity = 32000;

struct RootMove
{
    int point = -1;
    int score = -kInfinity;
};

class AlphaBeta
{
public:
    AlphaBeta();

    struct Options
    {
        int maxDepth = 64;
        int rootWidth = 30; // root moves searched (after ordering)
        int nodeWidth = 16; // moves searched at inner nodes
        // Where late move reductions apply (no threat to answer, depth 3 and more), the moves
        // from this place in the ordering on (0-based; moves put off for another thread count
        // as searched last) are reduced one ply more than those reductions alone would (with a
        // null window, searched again in full when they beat alpha); 0: none.
        int rankReduceFrom = 0;
        double noise = 0; // level noise on root scores (points); 0 = none
        std::uint64_t seed = 0;
        int threads = 1; // search threads (Lazy SMP); more than one only without noise
    };

    // Searches the given root moves (all legal) of `pos` by iterative deepening until the
    // budget, the depth limit or a proven result stops it. Returns the best move with its
    // score, depth, nodes and PV (points). `progress` is called after each completed depth.
    SearchInfo run(GomokuPosition &pos, const std::vector<int> &rootMoves, const Options &options,
        SearchBudget &budget, const ProgressFn &progress, std::vector<int> *pv);

    void clear();

private:
    struct Entry
    {
        std::uint64_t key = 0;
        std::int16_t score = 0;
        std::int16_t move = -1;
        std::int8_t depth = -1;
        std::uint8_t bound = 0; // 1 upper, 2 lower, 3 exact
        std::uint8_t age = 0;
    };
    // One table entry as two words read and written with relaxed atomics (threads share the
    // table), the first holding key XOR data, so a torn entry reads as another position.
    struct Slot
    {
        std::uint64_t check = 0; // key ^ data
        std::uint64_t data = 0;  // score, move, depth, bound, age
    };
    // One iteration's outcome at the root.
    struct Iteration
    {
        int best = -1;
        int score = -kInfinity;
        bool complete = true;
    };

    // A Lazy SMP helper of `owner`: its table and age, a copy of its move ordering state.
    AlphaBeta(const AlphaBeta &owner, BusyTable &busy);

    // One iteration over the root moves with the window (alpha, beta); it stops at the first
    // move that reaches beta.
    Iteration searchRoots(
        std::vector<RootMove> &roots, int depth, int alpha = -kInfinity, int beta = kInfinity);
    std::int64_t runHelper(GomokuPosition pos, std::vector<RootMove> roots, int firstDepth,
        const std::atomic<bool> &quit, CompletedIteration &done);
    std::vector<int> principalVariation(int bestPoint);
    int search(int depth, int alpha, int beta, int ply, bool pvNode);
    int leafScore(int ply);
    // The moves of the side to move, best first, at most `width` unless `threats` (the
    // opponent's straight-four threats) must be answered: then every defence and four.
    void generate(PointList &moves, const PointList &threats, int ttMove, int ply, int width);
    void storeEntry(int depth, int score, int bound, int move, int ply);
    bool probeEntry(Entry &entry) const;
    // Starts loading the table slot of the position with hash `key` into the cache (a child's,
    // before play(): the stone's update hides the memory's latency).
    void prefetchEntry(std::uint64_t key) const;

    // All-zero slots are empty (no key, depth 0 <= any depth); shared with helper searches.
    std::shared_ptr<ZeroedArray<Slot>> m_table;
    std::uint8_t m_age = 0;
    std::array<std::array<int, qiju::gomoku::kPoints>, 2> m_history{};
    std::array<std::array<std::int16_t, 2>, 128> m_killers{};
    BusyTable *m_busy = nullptr; // Lazy SMP: the positions the threads are in
    bool m_keepDeeper = false;   // Lazy SMP: keep a deeper result of another thread

    GomokuPosition *m_pos = nullptr;
    SearchBudget *m_budget = nullptr;
    Options m_options;
    int m_selDepth = 0;
    int m_rootDepth = 0; // the iteration's depth
    // The move a singular-extension test leaves out at each ply (-1: none).
    std::array<std::int16_t, 128> m_excluded{};
};

} // namespace qiju::ai::gomoku
