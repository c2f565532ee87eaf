// mayLeaveGame: what happens to the game on the board when the user leaves it (a new game,
// another file, a pasted record, the start page, quitting), as the GameSession rules it: a game
// with the computer is kept without a question; an unfinished game between people asks Save /
// Discard / Cancel. GUI thread only; may show a modal question.
#pragma once

class QWidget;

namespace qiju::model {
class GameSession;
}

namespace qiju::widgets {

// False when the user chose Cancel (stay in the game); the game was kept or let go otherwise.
// Where it was kept is told in `window`'s status bar when it is a QMainWindow.
bool mayLeaveGame(model::GameSession *session, QWidget *window);

} // namespace qiju::widgets
