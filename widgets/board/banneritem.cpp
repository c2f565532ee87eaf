#include "banneritem.h"

#include <QPainter>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

namespace qiju::widgets {

BannerItem::BannerItem(const QString &text, const QRectF &board, int showMs)
    : m_text(text)
{
    const qreal h = board.height() * 0.14;
    m_rect = QRectF(board.left() + board.width() * 0.06, board.center().y() - h / 2,
                    board.width() * 0.88, h);
    setZValue(50);
    setAcceptedMouseButtons(Qt::NoButton);
    auto *group = new QSequentialAnimationGroup(this);
    group->addPause(std::max(showMs, 400));
    auto *fade = new QPropertyAnimation(this, "opacity", group);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setDuration(600);
    group->addAnimation(fade);
    connect(group, &QAbstractAnimation::finished, this, &QObject::deleteLater);
    group->start();
}

void BannerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(255, 255, 255, 160), m_rect.height() * 0.03));
    painter->setBrush(QColor(20, 20, 24, 215));
    painter->drawRoundedRect(m_rect, m_rect.height() * 0.25, m_rect.height() * 0.25);
    QFont f = painter->font();
    f.setPixelSize(static_cast<int>(m_rect.height() * 0.34));
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(Qt::white);
    painter->drawText(m_rect.adjusted(m_rect.height() * 0.2, 0, -m_rect.height() * 0.2, 0),
                      Qt::AlignCenter | Qt::TextWordWrap, m_text);
}

} // namespace qiju::widgets
