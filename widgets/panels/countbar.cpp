#include "countbar.h"

#include <QPainter>

namespace qiju::widgets {

CountBar::CountBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMinimumHeight(12);
}

void CountBar::setColour(const QColor &fill, const QColor &edge)
{
    m_fill = fill;
    m_edge = edge;
    update();
}

void CountBar::setValue(int value, int maximum)
{
    m_value = value;
    m_maximum = std::max(1, maximum);
    update();
}

void CountBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(palette().mid().color(), 1));
    p.setBrush(palette().base());
    p.drawRoundedRect(r, 4, 4);
    const qreal w = r.width() * std::clamp(qreal(m_value) / m_maximum, 0.0, 1.0);
    if (w > 0) {
        p.setPen(QPen(m_edge, 1));
        p.setBrush(m_fill);
        p.drawRoundedRect(QRectF(r.left(), r.top(), w, r.height()), 4, 4);
    }
}

} // namespace qiju::widgets
