#include "levels.h"

#include <algorithm>
#include <array>

#include "levelthreads.h"

#include "ataxx/ataxxlevels.h"
#include "go/golevels.h"
#include "gomoku/gomokulevels.h"

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
};

// Othello: Beginner plays a legal but clearly weak game (one ply and heavy noise); Expert
// thinks for the user's full time and solves the last 22 empties when the time allows.
constexpr std::array<LevelRow, 5> kOthelloLevels = {{
    {Level::Beginner, "beginner", 1, 300, 0, 12.0},
    {Level::Easy, "easy", 3, 600, 6, 4.0},
    {Level::Medium, "medium", 5, 1500, 10, 1.0},
    {Level::Hard, "hard", 9, 0, 16, 0.0},
    {Level::Expert, "expert", 0, 0, 22, 0.0},
}};

// Games without a tuned table yet use the Othello row shape with their own engine's units.
const LevelRow &rowFor(core::GameId game, Level level)
{
    (void)game; // one table for now; other games add theirs here
    return kOthelloLevels[static_cast<std::size_t>(level)];
}

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
    if (game == core::GameId::Ataxx)
        return ataxxLevelLimits(level, userTimeMs);
    if (game == core::GameId::Gomoku)
        return gomokuLevelLimits(level, userTimeMs);
    if (game == core::GameId::Go || game == core::GameId::Nogo)
        return goLevelLimits(game, level, userTimeMs);
    const LevelRow &row = rowFor(game, level);
    SearchLimits limits;
    limits.maxDepth = row.maxDepth;
    const int userMs = userTimeMs > 0 ? userTimeMs : 3000;
    limits.timeMs = row.maxTimeMs > 0 ? std::min(row.maxTimeMs, userMs) : userMs;
    limits.exactEmpties = row.exactEmpties;
    limits.randomness = row.randomness;
    limits.threads = levelThreads(level);
    return limits;
}

} // namespace qiju::ai
