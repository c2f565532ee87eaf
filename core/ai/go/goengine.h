// The Go and NoGo engines behind ai::Engine (one class, two games): a Monte-Carlo tree search
// with RAVE over GoBoard (gosearch.h), SearchLimits::threads threads on one shared tree, that
// keeps the subtree of the moves actually played for the next search (tree reuse), passes
// when nothing useful is left and resigns a lost game at the levels that allow it.
// One search at a time (callers serialise); search() may run on any thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gotree.h"

#include "ai/engine.h"
#include "games/go/goboard.h"

namespace qiju::ai::go {

struct GoSearchRoot;

// One root move after a search: its visits and the mover's win rate.
struct RootMoveStats
{
    core::Move move;
    double visits = 0;
    double winRate = 0.5;
};

class GoEngine final : public Engine
{
public:
    explicit GoEngine(core::GameId game);
    ~GoEngine() override;

    core::GameId game() const override { return m_game; }
    ScoreUnit scoreUnit() const override { return ScoreUnit::WinRate; }
    SearchInfo search(const core::Game &game, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {}) override;
    void clear() override;

    // Searches `game` as search() does but without level noise, resignation or the shortcuts
    // that answer without searching, and returns every root move that was tried (Go: the pass
    // too), most visited first. Empty if the position has no move to search. Precondition as
    // search().
    std::vector<RootMoveStats> analyse(
        const core::Game &game, const SearchLimits &limits, const std::atomic<bool> &stop);

    // Tree nodes the last search() kept from the one before (0 when it started afresh).
    std::size_t reusedNodes() const { return m_reusedNodes; }

private:
    // Re-roots the kept tree onto `root` if it descends (by at most two moves) from the last
    // search's root; otherwise starts a new one.
    void reuseTree(const GoSearchRoot &root);
    // Go on large boards at the levels that allow it: the learned move model's priors.
    void usePriors(GoSearchRoot *root, const SearchLimits &limits) const;
    SearchInfo runSearch(const GoSearchRoot &root, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress);

    core::GameId m_game;
    std::unique_ptr<MctsTree> m_tree;
    std::optional<qiju::go::GoBoard> m_lastRoot;
    int m_lastPasses = 0;
    std::string m_lastRules;
    std::size_t m_reusedNodes = 0;
    std::vector<RootMoveStats> m_rootStats; // of the last runSearch()
};

} // namespace qiju::ai::go
