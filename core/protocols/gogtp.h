// The Go-only parts of GTP, kept out of the game-generic server: the count of an unfinished
// game (final_score before both passed, as GNU Go answers it), the stones marked dead
// (final_status_list dead) and fixed_handicap's points. Pure functions; no state.
#pragma once

#include <optional>
#include <vector>

#include "common/game.h"

namespace qiju::protocols {

// The count of `position` as it stands (no stone dead) when it is a Go game; nullopt else.
std::optional<core::GameResult> goCountNow(const core::Game &position);
// The stones marked dead in a finished Go game; empty for any other game.
std::vector<core::Point> goDeadStones(const core::Game &position);
// The standard handicap points for `stones` on a Go board of `size` (empty if it has not that
// many), in GTP fixed_handicap order.
std::vector<core::Point> goHandicapPoints(int size, int stones);
// The komi of a Go game; nullopt for other games.
std::optional<double> goKomi(const core::Game &position);

} // namespace qiju::protocols
