// Fast Gomoku perft on GomokuPosition (play/undo, no allocation). Convention: every empty point
// is a move, except Black's Renju fouls; a five or a full board ends the game, and an ended
// game is not expanded (it is a leaf only at depth 0). Swap/Balance decisions of the opening
// protocol count as moves.
#pragma once

#include <cstdint>

#include "games/gomoku/gomokugame.h"

namespace qiju::ai {

std::uint64_t gomokuPerft(const qiju::gomoku::GomokuGame &game, int depth);

} // namespace qiju::ai
