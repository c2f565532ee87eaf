#include "hintitem.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace qiju::widgets {

HintItem::HintItem(core::Side mover, QPointF to, std::optional<QPointF> from, qreal diameter,
                   const BoardTheme &theme, bool animate)
    : m_mover(mover)
    , m_to(to)
    , m_from(from)
    , m_diameter(diameter)
    , m_theme(theme)
{
    setZValue(30);
    setAcceptedMouseButtons(Qt::NoButton);
    if (animate) {
        m_animation.setStartValue(0.0);
        m_animation.setEndValue(1.0);
        m_animation.setDuration(1100);
        m_animation.setLoopCount(-1);
        connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
            m_pulse = 0.5 - 0.5 * std::cos(2 * M_PI * v.toDouble());
            update();
        });
        m_animation.start();
    }
}

QRectF HintItem::boundingRect() const
{
    const qreal r = m_diameter * 0.85;
    QRectF rect(m_to - QPointF(r, r), QSizeF(2 * r, 2 * r));
    if (m_from)
        rect |= QRectF(*m_from - QPointF(r, r), QSizeF(2 * r, 2 * r));
    return rect;
}

void HintItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal r = m_diameter / 2;
    // Ghost of the piece to play.
    QColor ghost = m_mover == core::Side::Black ? m_theme.black : m_theme.white;
    ghost.setAlphaF(0.35 + 0.25 * m_pulse);
    painter->setPen(Qt::NoPen);
    painter->setBrush(ghost);
    painter->drawEllipse(m_to, r * 0.8, r * 0.8);
    // Pulsing ring.
    QColor ring = m_theme.hint;
    ring.setAlphaF(0.55 + 0.45 * (1 - m_pulse));
    painter->setPen(QPen(ring, m_diameter * 0.07));
    painter->setBrush(Qt::NoBrush);
    const qreal rr = r * (0.95 + 0.22 * m_pulse);
    painter->drawEllipse(m_to, rr, rr);
    if (m_from) {
        // A jump: an arrow from the piece to its target.
        const QPointF d = m_to - *m_from;
        const qreal len = std::hypot(d.x(), d.y());
        if (len > 1) {
            const QPointF u = d / len;
            const QPointF n(-u.y(), u.x());
            const QPointF tip = m_to - u * rr;
            const QPointF base = tip - u * m_diameter * 0.3;
            painter->setPen(QPen(ring, m_diameter * 0.09, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(*m_from + u * r * 0.5, base);
            QPainterPath head;
            head.moveTo(tip);
            head.lineTo(base + n * m_diameter * 0.16);
            head.lineTo(base - n * m_diameter * 0.16);
            head.closeSubpath();
            painter->setPen(Qt::NoPen);
            painter->setBrush(ring);
            painter->drawPath(head);
        }
    }
}

} // namespace qiju::widgets
