// GomokuScene: the 15x15 Gomoku board on the shared intersection board (GridBoardScene). On
// Black's turn under Renju it marks Black's forbidden points with small red crosses whose
// tooltip names the reason (double three, double four, overline); at the end it highlights the
// winning five; stone numbers come from GridBoardScene. A click requests a stone on the
// nearest point; the controller refuses a forbidden one with its code. GUI thread only.
#pragma once

#include "board/gridboardscene.h"

#include "common/moveerror.h"

namespace qiju::widgets {

class GomokuScene final : public GridBoardScene
{
    Q_OBJECT

public:
    GomokuScene(model::GameModel *model, QObject *parent = nullptr);

    // For tests and the screenshots: what the board shows now.
    const std::vector<std::pair<core::Point, core::MoveError>> &forbiddenShown() const
    {
        return m_forbidden;
    }
    const std::vector<core::Point> &winningLineShown() const { return m_win; }

protected:
    void decorate() override;

private:
    void updateForbidden();
    void updateWinningLine();

    std::vector<std::pair<core::Point, core::MoveError>> m_forbidden;
    std::vector<QGraphicsItem *> m_forbiddenItems;
    std::vector<core::Point> m_win;
    std::vector<QGraphicsItem *> m_winItems;
};

} // namespace qiju::widgets
