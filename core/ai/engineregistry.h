// The AI's one-row-per-game table: which engine searches which game.
#pragma once

#include <memory>

#include "engine.h"

namespace qiju::ai {

// A fresh engine for `game`; nullptr if the game has no AI yet.
std::unique_ptr<Engine> createEngine(core::GameId game);

} // namespace qiju::ai
