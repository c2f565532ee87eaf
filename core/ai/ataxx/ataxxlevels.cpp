#include "ataxxlevels.h"

#include <algorithm>
#include <array>

#include "ai/levelthreads.h"

namespace qiju::ai {

namespace {

struct AtaxxLevelRow
{
    int maxDepth;      // plies; 0 = no limit
    int maxTimeMs;     // cap on the thinking time; 0 = the user's whole setting
    double randomness; // noise on root scores, in pieces
};

constexpr std::array<AtaxxLevelRow, 5> kAtaxxLevels = {{
    {1, 300, 3.0},  // Beginner: greedy-ish, often picks a clearly worse move
    {2, 600, 1.5},  // Easy
    {4, 1500, 0.5}, // Medium
    {8, 0, 0.0},    // Hard
    {0, 0, 0.0},    // Expert
}};

} // namespace

SearchLimits ataxxLevelLimits(Level level, int userTimeMs)
{
    const AtaxxLevelRow &row = kAtaxxLevels[static_cast<std::size_t>(level)];
    const int userMs = userTimeMs > 0 ? userTimeMs : 3000;
    SearchLimits limits;
    limits.maxDepth = row.maxDepth;
    limits.timeMs = row.maxTimeMs > 0 ? std::min(row.maxTimeMs, userMs) : userMs;
    limits.randomness = row.randomness;
    limits.threads = levelThreads(level);
    return limits;
}

} // namespace qiju::ai
