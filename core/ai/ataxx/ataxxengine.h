// The Ataxx engine behind ai::Engine: iterative deepening over AtaxxSearch with aspiration
// windows and time management, Botzone's repetition rule applied to the root moves, and level
// noise drawn from limits.seed. Owns its transposition table. One search at a time (callers
// serialise); search() may run on any thread.
#pragma once

#include <vector>

#include "ataxxeval.h"
#include "ataxxtt.h"

#include "ai/engine.h"
#include "games/ataxx/ataxxposition.h"

namespace qiju::ai::ataxx {

class AtaxxEngine final : public Engine
{
public:
    explicit AtaxxEngine(std::size_t ttMegabytes = 16);

    core::GameId game() const override { return core::GameId::Ataxx; }
    ScoreUnit scoreUnit() const override { return ScoreUnit::Discs; }
    SearchInfo search(const core::Game &game, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {}) override;
    void clear() override;
    // Evaluation weights (tuning and tests); the defaults are the engine's.
    void setWeights(const EvalWeights &weights) { m_weights = weights; }

    // The same search on a bare position (bench, tests). `rootMoves` restricts the moves
    // searched at the root (empty = every move of the position).
    SearchInfo searchPosition(const qiju::ataxx::AtaxxPosition &position,
        const qiju::ataxx::AtaxxRules &rules, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {},
        const std::vector<qiju::ataxx::AtaxxMove> &rootMoves = {});

private:
    AtaxxTT m_tt;
    EvalWeights m_weights = kDefaultWeights;
};

} // namespace qiju::ai::ataxx
