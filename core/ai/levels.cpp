#include "levels.h"

#include <algorithm>
#include <array>

#include "gameprofile.h"
#include "levelthreads.h"

namespace qiju::ai {

namespace {

struct LevelRow
{
    Level level;
    std::string_view key;
    int maxDepth; // 0 = no depth limit
    int maxTimeMs; // cap on the thinking time; 0 = the user's whole time setting
    int exactEmpties; // solve exactly at or below this many empties
    double randomness; // noise on root scores, in discs
    bool probCut; // selective midgame search (othello/othelloprobcut.h)
};

// Othello: Beginner plays a legal but clearly weak game (one ply and heavy noise); Expert
// thinks for the user's full time and solves the last 22 empties when the time allows. Hard
// and Expert prune selectively (ProbCut).
constexpr std::array<LevelRow, 5> kOthelloLevels = {{
    {Level::Beginner, "beginner", 1, 300, 0, 12.0, false},
    {Level::Easy, "easy", 3, 600, 6, 4.0, false},
    {Level::Medium, "medium", 5, 1500, 10, 1.0, false},
    {Level::Hard, "hard", 9, 0, 16, 0.0, true},
    {Level::Expert, "expert", 0, 0, 22, 0.0, true},
}};

} // namespace

std::string_view levelKey(Level level)
{
    return kOthelloLevels[static_cast<std::size_t>(level)].key;
}

std::optional<Level> levelFromKey(std::string_view key)
{
    for (const LevelRow &row : kOthelloLevels) {
        if (row.key == key)
            return row.level;
    }
    return std::nullopt;
}

SearchLimits levelLimits(core::GameId game, Level level, int userTimeMs)
{
    return gameProfile(game).levelLimits(level, userTimeMs);
}

SearchLimits othelloLevelLimits(Level level, int userTimeMs)
{
    const LevelRow &row = kOthelloLevels[static_cast<std::size_t>(level)];
    SearchLimits limits;
    limits.maxDepth = row.maxDepth;
    const int userMs = userTimeMs > 0 ? userTimeMs : 3000;
    limits.timeMs = row.maxTimeMs > 0 ? std::min(row.maxTimeMs, userMs) : userMs;
    limits.exactEmpties = row.exactEmpties;
    limits.randomness = row.randomness;
    limits.probCut = row.probCut;
    limits.threads = levelThreads(level);
    return limits;
}

} // namespace qiju::ai
