// GameTreeDock: the dock that shows the game tree (GameTreeView) of the game on screen; it
// sits as a tab beside the move list. GUI thread only.
#pragma once

#include <QDockWidget>

#include "session/gamereview.h"

namespace qiju::widgets {

class GameTreeView;
class MoveListModel;

class GameTreeDock : public QDockWidget
{
    Q_OBJECT

public:
    // `moves` names the moves in tool tips (it belongs to the review dock).
    GameTreeDock(model::GameReview *review, const MoveListModel *moves, QWidget *parent = nullptr);

    GameTreeView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    GameTreeView *m_view;
};

} // namespace qiju::widgets
