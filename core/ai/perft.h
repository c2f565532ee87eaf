// Perft: count the leaves of the legal-move tree, the standard move-generator check.
// Conventions are stated per game; for Othello we count like Edax / OEIS A124004: a forced
// pass is one ply, and a game that ends before the horizon is not a leaf. Ataxx counts like
// libataxx (a forced pass is one move; a finished game, including a half-move clock at 100,
// has none) whatever the game's rules preset, as the published counts do.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/game.h"

namespace qiju::ai {

// Leaves at `depth` from `game`, using the game's fast position type (its row's perft in
// gameprofile.h). nullopt if the game has no perft.
std::optional<std::uint64_t> perft(const core::Game &game, int depth);

// The same count over the Game interface, for a game without a fast perft.
std::uint64_t gamePerft(const core::Game &game, int depth);

// Per-move subtotals at `depth` ("divide"), in legal-move order; texts use game.moveText().
std::vector<std::pair<std::string, std::uint64_t>> perftDivide(const core::Game &game, int depth);

} // namespace qiju::ai
