// Dynamic komi for handicap games (linear handicap komi, after Baudiš, "Balancing MCTS by
// Dynamically Adjusting Komi Value", ICGA Journal 2011): with handicap stones on the board
// every playout is won by Black, or lost by White, and the search cannot tell good moves from
// bad. The playouts then count with extra komi for White, so the win rates stay informative:
// 7 points per handicap stone at the start, shrinking linearly to none by ply 200 on 19x19
// (scaled by the board's area on smaller boards). Pure functions; used by GoEngine::search.
#pragma once

#include "games/go/goboard.h"

namespace qiju::ai::go {

// The handicap the position shows: the stones Black has placed (on the board or captured) beyond
// White's, beyond the first move's one, plus that first move; 0 in an even game and for
// positions where White is ahead in stones. At most 9.
int handicapStones(const qiju::go::GoBoard &b);

// Extra komi for White on top of the rules' komi in position `b`, `plies` moves into the game:
// 7 * handicapStones(b) * (1 - moves / horizon), never below 0, with a horizon of
// 200 * size^2 / 361 moves and `moves` the larger of `plies` and the stones placed beyond the
// handicap (a position set up in the middle game is as far along as its stones say).
double dynamicKomi(const qiju::go::GoBoard &b, int plies);

} // namespace qiju::ai::go
