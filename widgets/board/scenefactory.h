// The widgets' one-row-per-game table: which board scene shows which game.
#pragma once

#include "board/boardscene.h"

namespace qiju::widgets {

// A new scene for the model's game, parented to `parent`; nullptr for a game without a board.
BoardScene *createScene(core::GameId game, model::GameModel *model, QObject *parent);

} // namespace qiju::widgets
