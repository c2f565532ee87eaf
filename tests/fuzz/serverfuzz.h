// The session every server target drives: the game the input's first byte picks, the weakest
// level and 1 ms per move, so that a genmove in the input costs milliseconds, not seconds.
// Header-only; one session per input.
#pragma once

#include "fuzzinput.h"

#include "protocols/enginesession.h"

namespace qiju::fuzz {

inline void quickSession(protocols::EngineSession &session, core::GameId game)
{
    session.reset(game, {});
    session.setLevel(ai::Level::Beginner);
    session.setMoveTime(1);
}

} // namespace qiju::fuzz
