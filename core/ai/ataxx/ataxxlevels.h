// The Ataxx difficulty table: what each ai::Level means for Ataxx (depth, time, noise).
// levels.cpp dispatches here for GameId::Ataxx. Pure function.
#pragma once

#include "ai/levels.h"
#include "ai/searchtypes.h"

namespace qiju::ai {

// `userTimeMs` is the player's time-per-move setting (<= 0: 3000 ms). Beginner: one ply with
// heavy noise; Easy: two plies, some noise; Medium: four plies, a little noise; Hard: up to
// eight plies within the user's time; Expert: as deep as the user's whole time allows.
SearchLimits ataxxLevelLimits(Level level, int userTimeMs);

} // namespace qiju::ai
