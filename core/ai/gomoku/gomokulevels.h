// The Gomoku difficulty table: time, depth and noise per level. The engine derives how much
// threat solving a request gets from its depth limit: Beginner (depth 1) only blocks fours
// and plays with heavy noise; Easy adds a short VCF search and the defence against open
// threes and short VCFs; Medium adds a short VCT search; Hard and Expert search deep VCF/VCT
// and think for the user's whole time (Expert without a depth limit), with two threads in the
// alpha-beta on a machine with two cores (levelThreads). Plain function.
#pragma once

#include "ai/levels.h"

namespace qiju::ai {

SearchLimits gomokuLevelLimits(Level level, int userTimeMs);

} // namespace qiju::ai
