// HintItem: a pulsing ring with a ghost piece that marks a suggested move (or, for a jump,
// an arrow from the piece to its target). Loops until removed. GUI thread only.
#pragma once

#include <QGraphicsObject>
#include <QVariantAnimation>

#include <optional>

#include "board/boardtheme.h"

#include "common/types.h"

namespace qiju::widgets {

class HintItem : public QGraphicsObject
{
    Q_OBJECT

public:
    // `from` is invalid for a placement; `to` and `from` are scene positions.
    HintItem(core::Side mover, QPointF to, std::optional<QPointF> from, qreal diameter,
             const BoardTheme &theme, bool animate);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget) override;
    qreal pulse() const { return m_pulse; }

private:
    core::Side m_mover;
    QPointF m_to;
    std::optional<QPointF> m_from;
    qreal m_diameter;
    const BoardTheme &m_theme;
    qreal m_pulse = 0.5;
    QVariantAnimation m_animation;
};

} // namespace qiju::widgets
