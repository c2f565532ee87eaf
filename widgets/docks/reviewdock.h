// ReviewDock: the move list of the game on screen (MoveListModel; click a row to go there), a
// slider over the same line, the step buttons, the choice of move at a branch point, and the
// ways out of a review: back to the main line, continue playing from here, back to the game.
// Shows what the GameReview says and turns clicks into its calls. GUI thread only.
#pragma once

#include <QDockWidget>

#include "session/gamereview.h"

class QComboBox;
class QLabel;
class QListView;
class QPushButton;
class QSlider;

namespace qiju::widgets {

class MoveListModel;

class ReviewDock : public QDockWidget
{
    Q_OBJECT

public:
    // `steps`: first, back, forward, last (shown as buttons under the list).
    ReviewDock(model::GameReview *review, const QList<QAction *> &steps, QWidget *parent = nullptr);

    MoveListModel *moves() const { return m_moves; }
    QListView *list() const { return m_list; }
    QSlider *slider() const { return m_slider; }
    QComboBox *branchChoice() const { return m_branch; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();

    model::GameReview *m_review;
    MoveListModel *m_moves;
    QListView *m_list;
    QSlider *m_slider;
    QLabel *m_status;
    QWidget *m_branchRow;
    QLabel *m_branchLabel;
    QComboBox *m_branch;
    QPushButton *m_mainLine;
    QPushButton *m_continue;
    QPushButton *m_backToGame;
};

} // namespace qiju::widgets
