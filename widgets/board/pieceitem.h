// PieceItem: one round piece (Othello disc, Go/Gomoku stone, Ataxx blob) drawn with vector
// shading, able to appear, turn over to the other colour and fade out. Animations are
// cosmetic: the piece's final colour is set at once and a newer animation replaces an older
// one. GUI thread only; owned by its scene.
#pragma once

#include <QGraphicsObject>
#include <QPointer>

#include "board/boardtheme.h"

#include "common/types.h"

class QAbstractAnimation;

namespace qiju::widgets {

class PieceItem : public QGraphicsObject
{
    Q_OBJECT
    Q_PROPERTY(qreal flip READ flip WRITE setFlip)
    Q_PROPERTY(qreal grow READ grow WRITE setGrow)

public:
    PieceItem(core::Side side, qreal diameter, const BoardTheme &theme,
              QGraphicsItem *parent = nullptr);

    core::Side side() const { return m_side; }
    // Changes colour at once, cancelling any animation.
    void setSide(core::Side side);
    // Turns over to `side` after `delayMs`, taking `durationMs` (0 = at once).
    void flipTo(core::Side side, int durationMs, int delayMs = 0);
    // Grows in from nothing (placement).
    void appear(int durationMs, int delayMs = 0);
    // Fades out and deletes itself (capture).
    void vanish(int durationMs, int delayMs = 0);

    qreal flip() const { return m_flip; }
    void setFlip(qreal f);
    qreal grow() const { return m_grow; }
    void setGrow(qreal g);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget) override;

private:
    void run(QAbstractAnimation *animation);
    void paintBody(QPainter *painter, core::Side colour, qreal xScale) const;

    core::Side m_side;
    core::Side m_from;
    qreal m_diameter;
    const BoardTheme &m_theme;
    qreal m_flip = 1;  // 0 = showing m_from, 1 = showing m_side
    qreal m_grow = 1;  // size factor while appearing
    QPointer<QAbstractAnimation> m_animation;
};

} // namespace qiju::widgets
