#include "movevaluesitem.h"

#include <QFont>
#include <QPainter>

namespace qiju::widgets {

MoveValuesItem::MoveValuesItem(std::vector<Label> labels, qreal cell, const BoardTheme &theme)
    : m_labels(std::move(labels))
    , m_cell(cell)
    , m_theme(theme)
{
    setZValue(25); // above pieces, dots and the last-move mark; below hints and banners
    setAcceptedMouseButtons(Qt::NoButton);
    for (const Label &l : m_labels)
        m_bounds |= labelRect(l);
}

QRectF MoveValuesItem::labelRect(const Label &label) const
{
    const qreal w = m_cell * 0.72;
    const qreal h = m_cell * 0.42;
    return {label.centre.x() - w / 2, label.centre.y() - h / 2, w, h};
}

QRectF MoveValuesItem::boundingRect() const { return m_bounds; }

void MoveValuesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPixelSize(qRound(m_cell * 0.3));
    const qreal opacity = painter->opacity();
    for (const Label &l : m_labels) {
        const QRectF r = labelRect(l);
        painter->setOpacity(l.dim ? opacity * 0.5 : opacity);
        // A pill behind the number keeps it readable over felt, wood and pieces of either
        // colour: the best move in the hint colour, the others in the surround's colour.
        QColor fill = l.best ? m_theme.hint : m_theme.background;
        fill.setAlphaF(l.best ? 0.95 : 0.78);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(r, r.height() / 2, r.height() / 2);
        font.setBold(l.best);
        painter->setFont(font);
        painter->setPen(l.best ? m_theme.black : m_theme.label);
        painter->drawText(r, Qt::AlignCenter, l.text);
    }
    painter->setOpacity(opacity);
}

} // namespace qiju::widgets
