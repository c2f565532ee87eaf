// The Othello engine behind ai::Engine: iterative deepening over OthelloSearch with aspiration
// windows and time management, then the exact OthelloSolver once few enough empties remain;
// level noise drawn from limits.seed. Owns its transposition tables. One search at a time
// (callers serialise); search() may run on any thread.
#pragma once

#include "othelloendtable.h"
#include "othellosearch.h"

#include "ai/engine.h"
#include "ai/transpositiontable.h"
#include "games/othello/othelloposition.h"

namespace qiju::ai::othello {

class OthelloEngine final : public Engine
{
public:
    explicit OthelloEngine(std::size_t midgameMegabytes = 32, std::size_t endgameMegabytes = 16);

    core::GameId game() const override { return core::GameId::Othello; }
    ScoreUnit scoreUnit() const override { return ScoreUnit::Discs; }
    SearchInfo search(const core::Game &game, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {}) override;
    void clear() override;

    // The same search on a bare position (bench, problem suites, tests).
    SearchInfo searchPosition(const qiju::othello::OthelloPosition &position,
        const SearchLimits &limits, const std::atomic<bool> &stop, const ProgressFn &progress = {});

private:
    TranspositionTable m_tt;
    OthelloEndTable m_endTT;
};

} // namespace qiju::ai::othello
