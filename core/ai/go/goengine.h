// The Go and NoGo engines behind ai::Engine (one class, two games): a Monte-Carlo tree search
// over GoBoard (see gomcts.h). One search at a time (callers serialise); search() may run on
// any thread.
#pragma once

#include "ai/engine.h"

namespace qiju::ai::go {

class GoEngine final : public Engine
{
public:
    explicit GoEngine(core::GameId game);

    core::GameId game() const override { return m_game; }
    ScoreUnit scoreUnit() const override { return ScoreUnit::WinRate; }
    SearchInfo search(const core::Game &game, const SearchLimits &limits,
        const std::atomic<bool> &stop, const ProgressFn &progress = {}) override;
    void clear() override;

private:
    core::GameId m_game;
};

} // namespace qiju::ai::go
