// The Gomoku engine behind ai::Engine. A search request runs, in order: a five if there is
// one; the block of the opponent's four; the threat solver for a forced win by fours (VCF)
// and by fours and threes (VCT); a defence filter (only moves that stop the opponent's open
// three or forced win by fours, or counter with a four); then the alpha-beta search over what
// is left. How much of this a level uses follows from its depth limit (see gomokulevels.h).
// During the swap / Swap2 opening it places balanced stones, decides to swap when White is
// worse and, under Swap2, places two more stones when the position is about even.
// Owns its tables; one search at a time; search() may run on any thread.
#pragma once

#include "gomokusearch.h"
#include "gomokusolver.h"

#include "ai/engine.h"
#include "games/gomoku/gomokugame.h"
#include "games/gomoku/gomokujournal.h"

namespace qiju::ai::gomoku {

class GomokuEngine final : public Engine
{
public:
    // Swap2's second player places two more stones when White's score is within this margin
    // of even (threat points; White, to move, scores +50..+110 in quiet three-stone openings and
    // -330..-420 when Black's two stones touch in the centre); below -20 they take Black,
    // above the margin they keep White.
    static constexpr double kSwap2BalanceMargin = 150;

    GomokuEngine() = default;

    core::GameId game() const override { return core::GameId::Gomoku; }
    ScoreUnit scoreUnit() const override { return ScoreUnit::Points; }
    SearchInfo search(const core::Game &game, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {}) override;
    void clear() override;

    // The same search on a bare position, without the opening protocol (bench, tests).
    // Precondition: the game is not over and the side to move has a legal move.
    SearchInfo searchPosition(const GomokuPosition &position, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {});

private:
    SearchInfo run(GomokuPosition &pos, const SearchLimits &limits, SearchBudget &budget,
        const ProgressFn &progress);
    SearchInfo balancedPlacement(const qiju::gomoku::GomokuGame &game, const SearchLimits &limits);
    SearchInfo colourChoice(const qiju::gomoku::GomokuGame &game, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress);

    AlphaBeta m_search;
    ThreatSolver m_solver;
    qiju::gomoku::MoveJournal m_journal; // undo records for the searched position
};

} // namespace qiju::ai::gomoku
