// The search threads a level uses in the alpha-beta games (Othello, Ataxx, Gomoku): Hard and
// Expert search with Lazy SMP on up to kMaxLevelThreads cores (as many as the machine has),
// the weaker levels with one thread. Plain function; any thread.
#pragma once

#include <algorithm>
#include <thread>

#include "levels.h"

namespace qiju::ai {

inline constexpr int kMaxLevelThreads = 2;

inline int levelThreads(Level level)
{
    if (level < Level::Hard)
        return 1;
    const int cores = static_cast<int>(std::thread::hardware_concurrency());
    return std::clamp(cores, 1, kMaxLevelThreads);
}

} // namespace qiju::ai
