// Static evaluation of a Gomoku position from the side to move's view, in "points": every
// empty point near the stones is scored by the line patterns each side would make there
// (open/closed twos, threes, fours) and by the combinations they form, and the opponent's sum
// is subtracted from the mover's. Tactics (fives, fours, open threes) are left to the search
// and the threat solver. Pure function; thread-safe.
#pragma once

#include "games/gomoku/gomokuposition.h"

namespace qiju::ai::gomoku {

// Scores stay well inside +-kEvalLimit, far below the win scores of the search.
inline constexpr int kEvalLimit = 10000;

int evaluate(const qiju::gomoku::GomokuPosition &pos);

} // namespace qiju::ai::gomoku
