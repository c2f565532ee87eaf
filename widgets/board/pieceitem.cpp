#include "pieceitem.h"

#include <QPainter>
#include <QPauseAnimation>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include <cmath>

namespace qiju::widgets {

PieceItem::PieceItem(core::Side side, qreal diameter, const BoardTheme &theme,
                     QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_side(side)
    , m_from(side)
    , m_diameter(diameter)
    , m_theme(theme)
{
    setZValue(10);
}

void PieceItem::run(QAbstractAnimation *animation)
{
    if (m_animation)
        m_animation->stop(); // its end state is superseded by the new one
    m_animation = animation;
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

static QAbstractAnimation *withDelay(QObject *owner, QAbstractAnimation *a, int delayMs)
{
    if (delayMs <= 0)
        return a;
    auto *group = new QSequentialAnimationGroup(owner);
    group->addPause(delayMs);
    group->addAnimation(a);
    return group;
}

void PieceItem::setSide(core::Side side)
{
    if (m_animation)
        m_animation->stop();
    m_side = side;
    m_from = side;
    m_flip = 1;
    m_grow = 1;
    setOpacity(1);
    update();
}

void PieceItem::flipTo(core::Side side, int durationMs, int delayMs)
{
    if (durationMs <= 0 || side == m_side) {
        setSide(side);
        return;
    }
    setSide(m_side); // finish whatever was running
    m_from = m_side;
    m_side = side;
    m_flip = 0;
    update();
    auto *a = new QPropertyAnimation(this, "flip", this);
    a->setStartValue(0.0);
    a->setEndValue(1.0);
    a->setDuration(durationMs);
    a->setEasingCurve(QEasingCurve::InOutSine);
    run(withDelay(this, a, delayMs));
}

void PieceItem::appear(int durationMs, int delayMs)
{
    if (durationMs <= 0)
        return;
    m_grow = 0.2;
    setOpacity(0.0);
    auto *group = new QParallelAnimationGroup(this);
    auto *g = new QPropertyAnimation(this, "grow", group);
    g->setStartValue(0.2);
    g->setEndValue(1.0);
    g->setDuration(durationMs);
    g->setEasingCurve(QEasingCurve::OutBack);
    auto *o = new QPropertyAnimation(this, "opacity", group);
    o->setStartValue(0.0);
    o->setEndValue(1.0);
    o->setDuration(durationMs / 2);
    run(withDelay(this, group, delayMs));
}

void PieceItem::vanish(int durationMs, int delayMs)
{
    if (durationMs <= 0) {
        deleteLater();
        return;
    }
    auto *a = new QPropertyAnimation(this, "opacity", this);
    a->setStartValue(1.0);
    a->setEndValue(0.0);
    a->setDuration(durationMs);
    connect(a, &QAbstractAnimation::finished, this, &QObject::deleteLater);
    run(withDelay(this, a, delayMs));
}

void PieceItem::setFlip(qreal f)
{
    m_flip = f;
    update();
}

void PieceItem::setGrow(qreal g)
{
    m_grow = g;
    update();
}

QRectF PieceItem::boundingRect() const
{
    const qreal r = m_diameter * 0.62;
    return {-r, -r, 2 * r, 2 * r};
}

void PieceItem::paintBody(QPainter *painter, core::Side colour, qreal xScale) const
{
    const qreal r = m_diameter / 2 * m_grow;
    const bool black = colour == core::Side::Black;
    const QColor base = black ? m_theme.black : m_theme.white;

    painter->save();
    painter->scale(std::max(xScale, 0.02), 1.0);
    // The disc's rim: a slightly darker ring gives it thickness while it turns.
    painter->setPen(Qt::NoPen);
    painter->setBrush(black ? base.lighter(180) : base.darker(135));
    painter->drawEllipse(QPointF(0, 0), r, r);
    QRadialGradient body(QPointF(-r * 0.35, -r * 0.4), r * 1.5);
    body.setColorAt(0.0, black ? base.lighter(260) : Qt::white);
    body.setColorAt(0.45, base);
    body.setColorAt(1.0, black ? base.darker(140) : base.darker(118));
    painter->setBrush(body);
    painter->drawEllipse(QPointF(0, 0), r * 0.94, r * 0.94);
    if (m_theme.pieceOutline.alpha() > 0) {
        // High-contrast themes ring every piece so it stands out from any surface.
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(m_theme.pieceOutline, r * 0.08));
        painter->drawEllipse(QPointF(0, 0), r * 0.96, r * 0.96);
    }
    painter->restore();
}

void PieceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal r = m_diameter / 2 * m_grow;
    // Soft shadow on the board.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawEllipse(QPointF(r * 0.08, r * 0.12), r, r);

    if (m_flip >= 1.0) {
        paintBody(painter, m_side, 1.0);
        return;
    }
    // Turning over: squeeze to an edge, swap colours at half way, open up again.
    const qreal xScale = std::abs(std::cos(M_PI * m_flip));
    paintBody(painter, m_flip < 0.5 ? m_from : m_side, xScale);
}

} // namespace qiju::widgets
