// MoveValuesItem: the numbers of the move-value overlay drawn on the board — one small label
// per point, the best value(s) emphasised in the theme's hint colour, rough ones faded.
// Static: it is replaced or removed as a whole, never edited. Ignores the mouse. GUI thread
// only.
#pragma once

#include <QGraphicsItem>
#include <QString>

#include <vector>

#include "board/boardtheme.h"

namespace qiju::widgets {

class MoveValuesItem : public QGraphicsItem
{
public:
    struct Label
    {
        QPointF centre; // scene position of the point
        QString text;
        bool best = false;
        bool dim = false; // a rough value (few visits behind it): drawn faded
    };

    // `cell` is the board's grid step in scene units (labels are sized from it).
    MoveValuesItem(std::vector<Label> labels, qreal cell, const BoardTheme &theme);

    const std::vector<Label> &labels() const { return m_labels; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF labelRect(const Label &label) const;

    std::vector<Label> m_labels;
    qreal m_cell;
    const BoardTheme &m_theme;
    QRectF m_bounds;
};

} // namespace qiju::widgets
