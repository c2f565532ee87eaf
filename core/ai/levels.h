// Difficulty levels: one table per game maps each level to time, depth and randomness; each
// game's row (gameprofile.h) names its table.
// The GUI, GTP's --level and the match tool all use these names.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "searchtypes.h"

#include "common/types.h"

namespace qiju::ai {

enum class Level : std::uint8_t { Beginner, Easy, Medium, Hard, Expert };

inline constexpr Level kAllLevels[] = {Level::Beginner, Level::Easy, Level::Medium, Level::Hard,
                                       Level::Expert};

std::string_view levelKey(Level level); // "beginner" ... "expert"
std::optional<Level> levelFromKey(std::string_view key);

// The limits a level uses in a game (its row's table, gameprofile.h). `userTimeMs` is the
// player's time-per-move setting: the strongest level thinks for that long; weaker levels
// never think longer than it.
SearchLimits levelLimits(core::GameId game, Level level, int userTimeMs);

// Othello's table (the other games' tables are in their folders: ataxx/ataxxlevels.h, ...).
SearchLimits othelloLevelLimits(Level level, int userTimeMs);

} // namespace qiju::ai
