// The Go and NoGo difficulty tables: playouts, time, threads, noise and resignation per level
// (the table and its figures are in golevels.cpp). levels.cpp dispatches here for
// GameId::Go and GameId::Nogo. Pure function.
#pragma once

#include "ai/levels.h"
#include "ai/searchtypes.h"

namespace qiju::ai {

// `userTimeMs` is the player's time-per-move setting (<= 0: 3000 ms).
SearchLimits goLevelLimits(core::GameId game, Level level, int userTimeMs);

} // namespace qiju::ai
