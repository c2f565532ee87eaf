// Set-up positions on the GoBoard shared by Go and NoGo: a board from a core::BoardSetup, and
// the setup rule both games share (no chain may stand without liberties).
// Plain functions; thread-safe.
#pragma once

#include <optional>

#include "goboard.h"

#include "common/boardsetup.h"

namespace qiju::go {

// The stones of `setup` placed on a board of its size, with its side to move; nullopt when the
// board is not square, not `size` (0 = any size from kMinSize to kMaxSize), or has a blocked
// point. Chains without liberties are kept as they are (see checkLiberties()).
std::optional<GoBoard> arrangeBoard(const core::BoardSetup &setup, int size = 0);

// NoLiberties with the stones of every chain that has no liberty, or ok.
core::SetupCheck checkLiberties(const GoBoard &board);

} // namespace qiju::go
