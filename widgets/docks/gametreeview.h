// GameTreeView: the game tree drawn as a graph, as in Sabaki — one small stone per move in the
// mover's colour with its move number (flat discs for games played on cells, a ring for a
// pass), lines along the plies and variations branching off to the side, the line shown
// (GameReview::line()) in the highlight colour and the other lines faded, the current node
// ringed. Plies run down when the view is taller than wide and across otherwise. A click goes
// to a node; the keys along the plies step back and forward, the keys across move to the
// nearest node of the neighbouring line, Home/End and PgUp/PgDn jump. It keeps the current
// node in sight and follows the review by itself; drawing only, every step is a GameReview
// call. Its context menu (and the Menu key, Delete) edits the tree: make a line the main line,
// delete a move with what follows it. GUI thread only.
#pragma once

#include <QAbstractScrollArea>

class QMenu;

#include "docks/gametreelayout.h"
#include "session/gamereview.h"

namespace qiju::widgets {

class MoveListModel;

class GameTreeView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    // `moves` names the moves in tool tips (it belongs to the review dock).
    GameTreeView(model::GameReview *review, const MoveListModel *moves, QWidget *parent = nullptr);

    const GameTreeLayout &treeLayout() const { return m_layout; }
    // The direction the plies run in.
    Qt::Orientation orientation() const { return m_orientation; }
    // The rectangle of `node`'s stone in viewport coordinates (empty when not in the tree).
    QRect nodeRect(const model::GameNode *node) const;
    // The node whose stone is under `pos` (viewport coordinates), or null.
    const model::GameNode *nodeAt(const QPoint &pos) const;
    // The entries drawn on the line shown (highlighted), in layout order.
    int highlightedCount() const;

    // The editing actions for `node` (the context menu's), added to `menu`.
    void addNodeActions(QMenu *menu, const model::GameNode &node);

    QSize sizeHint() const override { return {180, 320}; }
    QSize minimumSizeHint() const override { return {80, 80}; }

protected:
    bool event(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void updateMetrics();
    void updateScrollBars();
    void ensureCurrentVisible();
    // The centre of grid point (ply, column) in content coordinates (fractions allowed).
    QPointF toContent(double ply, double column) const;
    QPoint scrollOffset() const;
    QSize contentSize() const;
    // The nearest node of the line beside the current one (`direction` -1 or +1 columns).
    const model::GameNode *beside(int direction) const;
    void paintEdges(QPainter &painter) const;
    void paintNode(QPainter &painter, const GameTreeLayout::Entry &entry) const;

    model::GameReview *m_review;
    const MoveListModel *m_moves;
    GameTreeLayout m_layout;
    std::vector<bool> m_onLine; // per layout entry: on the line shown
    int m_current = -1;         // the current node's entry
    Qt::Orientation m_orientation = Qt::Vertical;
    bool m_discs = false; // the game is played on cells (Othello, Ataxx): draw discs
    int m_cell = 30;      // grid pitch in pixels
    int m_stone = 22;     // stone diameter in pixels
};

} // namespace qiju::widgets
