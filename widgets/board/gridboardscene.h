// GridBoardScene: a board of intersections (Gomoku, Go, NoGo) — a wooden board with grid
// lines, star points and coordinates (letters across the top and bottom, numbers down both
// sides counted from the bottom, as Go and GTP do). Stones sit on the intersections; a click
// snaps to the nearest intersection within kSnap of a grid step, so a click between points
// does nothing. Optionally numbers the stones in the order they were placed (the model's move
// line). Subclasses choose the star points and the column letters (Go skips I).
// GUI thread only.
#pragma once

#include "board/boardscene.h"

namespace qiju::widgets {

class GridBoardScene : public BoardScene
{
    Q_OBJECT

public:
    // How far from an intersection (in grid steps) a click still counts as that point.
    static constexpr qreal kSnap = 0.4;

    GridBoardScene(model::GameModel *model, QObject *parent = nullptr);

    // Intersection (x, y) is at (x * kCell, y * kCell): the top-left point is the origin.
    QPointF centerOf(core::Point p) const override;
    std::optional<core::Point> pointAt(QPointF scenePos) const override;
    // From the top-left to the bottom-right intersection.
    QRectF boardRect() const override;

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

    // Coordinates shown at the edges; defaults: "A".. without skipping a letter, and the row
    // counted from the bottom ("1" at the bottom edge).
    virtual QString columnLabel(int x) const;
    virtual QString rowLabel(int y) const;
    // The coordinates' letter height in scene units: a fixed share of the whole board (at least
    // 0.3 of a step), so they stay readable on 19x19, where the steps are small.
    qreal coordinateSize() const;
    // Go's column letters: A..T without I (then AA.. beyond 25 columns).
    static QString goColumnLabel(int x);

    // Numbers on the stones: the ply order of the placement that put each stone there (stones
    // of a set-up position have none); the last one in the last-move colour instead of the
    // last-move dot.
    void setShowMoveNumbers(bool show);
    bool showMoveNumbers() const { return m_showNumbers; }
    // The number shown on p, or 0 (for tests).
    int moveNumberAt(core::Point p) const;

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    qreal pieceDiameter() const override { return kCell * 0.94; }
    // No legal-move dots: nearly every empty point is legal (override to show them).
    bool marksLegalMoves() const override { return false; }
    // Star points (hoshi). The default follows Go/Gomoku custom for the board size: the
    // centre, and the points 3 in from the corners (2 on boards under 13), plus the side
    // midpoints on odd boards from 19 up.
    virtual std::vector<core::Point> starPoints() const;
    // Re-reads the board size from the model and resizes the scene (called on positionReset).
    void refreshGeometry();
    // Refreshes the move numbers; a subclass that overrides decorate() must call this one.
    void decorate() override;

private:
    void updateNumbers();

    int m_columns = 15;
    int m_rows = 15;
    bool m_showNumbers = false;
    std::vector<int> m_numberOf; // y * width + x -> move number, 0 = none
    std::vector<QGraphicsItem *> m_numberItems;
};

} // namespace qiju::widgets
