// The session every server target drives: the game the input's first byte picks, the weakest
// level, 1 ms per move and small fixed budgets (2 playouts in Go and NoGo, 2000 nodes in the
// other games, whichever game the input switches to), so that a genmove costs milliseconds: the
// level's playout floor made a Go input with a few turns take 100-300 ms under the sanitizers,
// and over libFuzzer's 2 s on a loaded machine. Header-only; one session per input.
#pragma once

#include "fuzzinput.h"

#include "protocols/enginesession.h"

namespace qiju::fuzz {

inline void quickSession(protocols::EngineSession &session, core::GameId game)
{
    session.reset(game, {});
    session.setLevel(ai::Level::Beginner);
    session.setMoveTime(1);
    session.setPlayouts(2);
    session.setNodes(2000);
}

} // namespace qiju::fuzz
