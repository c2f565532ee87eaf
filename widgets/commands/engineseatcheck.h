// settleEngineSeats: before a saved game continues, each engine seat finds its engine again
// among the tested engines of the Engines dialog (by id). When one is gone the user is told so
// and chooses who plays that side now: Qiju's AI, a person, or not to open the game. GUI
// thread only; shows a modal question.
#pragma once

#include "session/gamesetup.h"

class QWidget;

namespace qiju::widgets {

// False when the user chose not to open the game.
bool settleEngineSeats(model::GameSetup &setup, QWidget *parent);

} // namespace qiju::widgets
