// The Go-only parts of GTP, kept out of the game-generic server: the count of an unfinished
// game (final_score before both passed, as GNU Go answers it), the stones marked dead
// (final_status_list dead), the handicap points and where a free handicap stone goes. Pure
// functions; no state.
#pragma once

#include <optional>
#include <string>
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
// How many standard handicap points a Go board of `size` has (0 below 7x7).
int goMaxHandicap(int size);
// Where a free handicap stone goes after `stones`: the empty point farthest from every stone
// (Euclidean), kept off the first two lines (the first line on boards under 9x9) while such a
// point is empty, ties going to the point nearest the centre, then to the first in display
// order (top row first). Nullopt on a full board.
std::optional<core::Point> goSpreadPoint(int size, const std::vector<core::Point> &stones);
// The komi of a Go game; nullopt for other games.
std::optional<double> goKomi(const core::Game &position);

} // namespace qiju::protocols
