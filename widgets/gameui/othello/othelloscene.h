// OthelloScene: the 8x8 Othello board — green felt, the four centre marks, discs that turn
// over in a ripple from the new disc. A click on a cell requests a disc there.
// GUI thread only.
#pragma once

#include "board/cellboardscene.h"

namespace qiju::widgets {

class OthelloScene final : public CellBoardScene
{
    Q_OBJECT

public:
    using CellBoardScene::CellBoardScene;

protected:
    std::vector<core::Point> gridDots() const override { return {{2, 2}, {6, 2}, {2, 6}, {6, 6}}; }
};

} // namespace qiju::widgets
