// EndMood: how the end of a game feels at the desk — with exactly one person playing the
// computer (or an engine), their win or loss; otherwise a win for somebody, or a draw. The
// game-over dialog, its sound and its animation all read it. Pure function of the result and
// the seats.
#pragma once

#include "session/gamecontroller.h"

#include "common/gameresult.h"

namespace qiju::widgets {

struct EndMood
{
    enum class Kind { Win, Loss, Draw };
    Kind kind = Kind::Draw;
    // Whether kind speaks for one person (You win / You lose) rather than for the board.
    bool personal = false;

    static EndMood of(const core::GameResult &result, const model::GameController *controller);
};

} // namespace qiju::widgets
