// Othello perft on bitboards (Edax convention: passes are plies, finished games are no leaf).
#pragma once

#include <cstdint>

#include "games/othello/othelloposition.h"

namespace qiju::ai {

std::uint64_t othelloPerft(const qiju::othello::OthelloPosition &pos, int depth);

} // namespace qiju::ai
