// The type-erased search engine for one game: the only AI type the model layer sees.
// Contract: one search at a time per Engine (callers serialise); search() may run on any
// thread, polls `stop` and its limits often (a stop is honoured within a few ms) and always
// returns a legal move when one exists. Engines are created by createEngine() (gameprofile.h).
#pragma once

#include <atomic>

#include "searchtypes.h"

#include "common/game.h"

namespace qiju::ai {

class Engine
{
public:
    virtual ~Engine() = default;

    virtual core::GameId game() const = 0;
    virtual ScoreUnit scoreUnit() const = 0;

    // Precondition: game.id() == this->game() and the game is not over.
    // `progress` (may be empty) is called on the searching thread.
    virtual SearchInfo search(const core::Game &game, const SearchLimits &limits,
                              const std::atomic<bool> &stop, const ProgressFn &progress = {}) = 0;

    // Forget everything learned (transposition table, trees): a new game starts.
    virtual void clear() = 0;
};

} // namespace qiju::ai
