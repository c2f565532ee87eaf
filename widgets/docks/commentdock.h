// CommentDock: the comment on the move shown (at the start: on the whole game), to read and
// edit. Every edit goes straight into the game tree (GameModel::setComment), so saves keep it.
// GUI thread only.
#pragma once

#include <QDockWidget>

#include "session/gamereview.h"

class QLabel;
class QPlainTextEdit;

namespace qiju::widgets {

class MoveListModel;

class CommentDock : public QDockWidget
{
    Q_OBJECT

public:
    // `moves` names the move shown (it belongs to the review dock).
    CommentDock(model::GameReview *review, const MoveListModel *moves, QWidget *parent = nullptr);

    QPlainTextEdit *editor() const { return m_editor; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    model::GameReview *m_review;
    const MoveListModel *m_moves;
    QLabel *m_title;
    QPlainTextEdit *m_editor;
    const model::GameNode *m_shown = nullptr;
};

} // namespace qiju::widgets
