// Ladder reading for the Go tree's priors: whether a chain that runs from atari is caught by a
// ladder (the attacker keeps putting it back in atari until it meets the edge or the
// attacker's stones) and whether an atari starts one. The defender escapes when its chain
// reaches three liberties or when it can take an attacking chain in atari next to it. Reads
// on board copies with a move budget; a read that runs out of budget counts as an escape.
// Plain functions over GoBoard; thread-safe.
#pragma once

#include "games/go/goboard.h"

namespace qiju::ai::go {

// The chain at p is in atari and its owner is to move: whether the attacker captures it however
// it runs.
bool ladderCaptures(const qiju::go::GoBoard &b, int p);

// The chain at p has exactly two liberties and its opponent is to move: whether an atari on
// one of them captures it in a ladder.
bool ladderWorks(const qiju::go::GoBoard &b, int p);

// Without reading: the chain at p has exactly two liberties, and an atari on one of them
// leaves the chain at most one liberty however it extends at the other (and cannot take an
// attacker in atari); that liberty, else qiju::go::kNoPoint. Cheap enough for playouts.
int netAtariPoint(const qiju::go::GoBoard &b, int p);

// Whether `me` running at empty p out of atari still leaves a chain the opponent ladders.
bool runsIntoLadder(const qiju::go::GoBoard &b, int p, qiju::go::Stone me);

// Whether `me` playing at empty p puts an opponent chain in atari that cannot run away.
bool startsLadder(const qiju::go::GoBoard &b, int p, qiju::go::Stone me);

} // namespace qiju::ai::go
