// Small pictures of boards: the tiles of the start screen and thumbnails. Pure painting,
// no scene. GUI thread only (QPixmap).
#pragma once

#include <QPixmap>

#include "common/game.h"

namespace qiju::widgets {

// A picture of `position` (or, when it is null, of a typical position of `game`), `size`
// logical pixels square at device pixel ratio `dpr`.
QPixmap boardPreview(core::GameId game, const core::Game *position, int size, qreal dpr = 1.0);

} // namespace qiju::widgets
