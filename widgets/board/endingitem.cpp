#include "endingitem.h"

#include <QPainter>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include <cmath>

namespace qiju::widgets {

namespace {
constexpr int kSparks = 40;
constexpr int kFadeMs = 500;
} // namespace

EndingItem::EndingItem(EndMood::Kind kind, const QString &text, const QRectF &board, int inMs,
                       int holdMs)
    : m_kind(kind)
    , m_text(text)
    , m_board(board)
{
    setZValue(60);
    setAcceptedMouseButtons(Qt::NoButton);
    setData(0, kind == EndMood::Kind::Win    ? QStringLiteral("ending-win")
               : kind == EndMood::Kind::Loss ? QStringLiteral("ending-loss")
                                             : QStringLiteral("ending-draw"));
    auto *group = new QSequentialAnimationGroup(this);
    if (inMs > 0) {
        auto *in = new QPropertyAnimation(this, "progress", group);
        in->setStartValue(0.0);
        in->setEndValue(1.0);
        in->setDuration(inMs);
        group->addAnimation(in);
    } else {
        m_progress = 1;
    }
    group->addPause(std::max(holdMs, 300));
    auto *fade = new QPropertyAnimation(this, "opacity", group);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setDuration(inMs > 0 ? kFadeMs : 1);
    group->addAnimation(fade);
    connect(group, &QAbstractAnimation::finished, this, &QObject::deleteLater);
    group->start();
}

void EndingItem::setProgress(qreal p)
{
    m_progress = p;
    update();
}

void EndingItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal t = m_progress;
    const QPointF c = m_board.center();
    const qreal size = std::min(m_board.width(), m_board.height());
    switch (m_kind) {
    case EndMood::Kind::Win: {
        // Sparks fly out from the centre, turning from white-gold to amber as they fade.
        const qreal ease = 1 - std::pow(1 - t, 3);
        for (int i = 0; i < kSparks; ++i) {
            const qreal angle = 2 * M_PI * i / kSparks + (i % 3) * 0.13;
            const qreal reach = size * (0.28 + 0.22 * ((i * 7) % 5) / 4.0) * ease;
            const QPointF at = c + QPointF(std::cos(angle), std::sin(angle)) * reach;
            QColor spark = i % 2 ? QColor(0xFF, 0xE0, 0x70) : QColor(0xFF, 0xB0, 0x30);
            spark.setAlphaF(std::clamp(1.2 - t, 0.0, 1.0));
            painter->setPen(Qt::NoPen);
            painter->setBrush(spark);
            const qreal r = size * 0.012 * (1.5 - t * 0.5);
            painter->drawEllipse(at, r, r);
        }
        QRadialGradient glow(c, size * 0.45);
        glow.setColorAt(0, QColor(0xFF, 0xD5, 0x4A, int(90 * std::sin(M_PI * std::min(t, 1.0)) + 30)));
        glow.setColorAt(1, QColor(0xFF, 0xD5, 0x4A, 0));
        painter->setBrush(glow);
        painter->drawEllipse(c, size * 0.45, size * 0.45);
        break;
    }
    case EndMood::Kind::Loss: {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(10, 12, 20, int(120 * t)));
        painter->drawRect(m_board);
        break;
    }
    case EndMood::Kind::Draw: {
        // A black and a white half-disc slide in from the sides and meet above the banner.
        const qreal r = size * 0.09;
        const qreal gap = (1 - t) * size * 0.35;
        const QPointF centre = c - QPointF(0, size * 0.16);
        painter->setPen(QPen(QColor(0, 0, 0, 120), size * 0.004));
        painter->setBrush(QColor(0x15, 0x15, 0x18));
        painter->drawPie(QRectF(centre - QPointF(r + gap, r), QSizeF(2 * r, 2 * r)), 90 * 16,
                         180 * 16);
        painter->setBrush(QColor(0xF4, 0xF2, 0xEC));
        painter->drawPie(QRectF(centre - QPointF(r - gap, r), QSizeF(2 * r, 2 * r)), -90 * 16,
                         180 * 16);
        break;
    }
    }
    paintBanner(painter, t);
}

void EndingItem::paintBanner(QPainter *painter, qreal t) const
{
    const qreal h = m_board.height() * 0.15;
    const qreal w = m_board.width() * 0.8 * (0.6 + 0.4 * std::min(1.0, t * 1.4));
    // A loss's banner sinks in from above; the others grow in place.
    const qreal drop = m_kind == EndMood::Kind::Loss ? (1 - t) * -m_board.height() * 0.2 : 0;
    QRectF r(0, 0, w, h);
    r.moveCenter(m_board.center() + QPointF(0, drop));
    QColor fill, edge, ink;
    switch (m_kind) {
    case EndMood::Kind::Win:
        fill = QColor(0x3A, 0x26, 0x05, 225);
        edge = QColor(0xFF, 0xD5, 0x4A);
        ink = QColor(0xFF, 0xE8, 0xA0);
        break;
    case EndMood::Kind::Loss:
        fill = QColor(0x1C, 0x20, 0x2A, 225);
        edge = QColor(0x8A, 0x93, 0xA8);
        ink = QColor(0xD0, 0xD6, 0xE2);
        break;
    case EndMood::Kind::Draw:
        fill = QColor(0x18, 0x2C, 0x40, 225);
        edge = QColor(0x7F, 0xD4, 0xFF);
        ink = Qt::white;
        break;
    }
    painter->setOpacity(painter->opacity() * std::min(1.0, t * 2));
    painter->setPen(QPen(edge, h * 0.05));
    painter->setBrush(fill);
    painter->drawRoundedRect(r, h * 0.25, h * 0.25);
    QFont f = painter->font();
    f.setPixelSize(int(h * 0.42));
    f.setBold(true);
    painter->setFont(f);
    painter->setPen(ink);
    painter->drawText(r.adjusted(h * 0.2, 0, -h * 0.2, 0), Qt::AlignCenter | Qt::TextWordWrap,
                      m_text);
}

} // namespace qiju::widgets
