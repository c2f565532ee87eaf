// CellBoardScene: a board of square cells with pieces inside them (Othello, Ataxx): felt
// surface, grid, coordinates (files a.. across the top, ranks down the side: 1 at the top as
// Othello counts, unless a scene labels its rows otherwise). GUI thread only.
#pragma once

#include "board/boardscene.h"

namespace qiju::widgets {

class CellBoardScene : public BoardScene
{
    Q_OBJECT

public:
    CellBoardScene(model::GameModel *model, QObject *parent = nullptr);

    QPointF centerOf(core::Point p) const override;
    std::optional<core::Point> pointAt(QPointF scenePos) const override;
    QRectF boardRect() const override;

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    // Dots at grid crossings, e.g. Othello's four marks around the centre.
    virtual std::vector<core::Point> gridDots() const { return {}; }
    // The label of display row y: "1" at the top by default (Othello); Ataxx counts upwards.
    virtual QString rowLabel(int y) const { return QString::number(y + 1); }
    void refreshGeometry();

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }

private:
    int m_columns = 8;
    int m_rows = 8;
};

} // namespace qiju::widgets
