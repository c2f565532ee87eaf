// BoardView: the QGraphicsView that shows a board scene. It always fits the whole scene,
// keeps its aspect ratio, has no scroll bars and re-fits on every resize, so the vector-drawn
// board stays crisp at any size. Tilted, it draws the scene in perspective (the far edge
// narrower, as on a table); the view's projective transform also maps clicks back, so they
// land on the point under the pointer. With the focus it keeps the keys of the board's
// keyboard cursor (arrows, Home/End, PgUp/PgDn, Space, Enter) from the window's shortcuts
// (review's Left/Right/Home/End work from anywhere else). GUI thread only.
#pragma once

#include <QAccessible>
#include <QGraphicsView>

namespace qiju::widgets {

class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);
    ~BoardView() override;

    void setScene(QGraphicsScene *scene);
    void setTilted(bool tilted);
    bool isTilted() const { return m_tilted; }
    // What is said about the keyboard cursor's point (`name`) and, just after a move or a
    // result, what was announced (`said`); `sceneRect` is the point's cell. The view's
    // accessible child for the point is replaced by a new one (boardaccessible.h) that takes the
    // accessible focus while the view has the focus.
    void setCursorSpeech(const QString &name, const QString &said, const QRectF &sceneRect);
    QAccessibleInterface *pointAccessible() const; // null before the first point
    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

protected:
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fit();

    bool m_tilted = false;
    QAccessible::Id m_pointId = 0;
    // The points replaced last, kept a while: a screen reader reads its events after they come.
    QList<QAccessible::Id> m_oldPointIds;
};

} // namespace qiju::widgets
