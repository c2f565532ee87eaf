#include "gomokulevels.h"

#include <algorithm>
#include <array>

#include "ai/levelthreads.h"

namespace qiju::ai {

namespace {

struct GomokuLevelRow
{
    int maxDepth;      // 0 = no limit
    int maxTimeMs;     // cap on the thinking time; 0 = the user's whole time setting
    double randomness; // noise on root scores, in evaluation points
};

constexpr std::array<GomokuLevelRow, 5> kGomokuLevels = {{
    {1, 300, 250.0}, // Beginner
    {3, 800, 60.0},  // Easy
    {5, 2000, 12.0}, // Medium
    {10, 0, 0.0},    // Hard
    {0, 0, 0.0},     // Expert
}};

} // namespace

SearchLimits gomokuLevelLimits(Level level, int userTimeMs)
{
    const GomokuLevelRow &row = kGomokuLevels[static_cast<std::size_t>(level)];
    SearchLimits limits;
    limits.maxDepth = row.maxDepth;
    const int userMs = userTimeMs > 0 ? userTimeMs : 3000;
    limits.timeMs = row.maxTimeMs > 0 ? std::min(row.maxTimeMs, userMs) : userMs;
    limits.randomness = row.randomness;
    limits.threads = levelThreads(level);
    return limits;
}

} // namespace qiju::ai
