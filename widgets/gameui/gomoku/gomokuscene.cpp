#include "gomokuscene.h"

#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QPainterPath>
#include <QPen>

#include "words/texts.h"


namespace qiju::widgets {

using core::MoveError;
using core::Point;

GomokuScene::GomokuScene(model::GameModel *model, QObject *parent)
    : GridBoardScene(model, parent)
{ }

void GomokuScene::decorate()
{
    GridBoardScene::decorate();
    updateForbidden();
    updateWinningLine();
}

void GomokuScene::updateForbidden()
{
    for (QGraphicsItem *item : m_forbiddenItems)
        delete item;
    m_forbiddenItems.clear();
    m_forbidden.clear();
    if (!model()->hasGame() || model()->isOver())
        return;
    const qreal arm = kCell * 0.16;
    for (const auto &[point, e] : model()->position().forbiddenPoints()) {
        m_forbidden.emplace_back(point, e);
        // A transparent square catches the hover for the tooltip; the cross sits on it.
        auto *area
            = new QGraphicsRectItem(QRectF(-kCell * 0.3, -kCell * 0.3, kCell * 0.6, kCell * 0.6));
        area->setPen(Qt::NoPen);
        area->setBrush(Qt::transparent);
        area->setPos(centerOf(point));
        area->setZValue(7);
        area->setToolTip(Texts::moveError(e));
        area->setAcceptedMouseButtons(Qt::NoButton);
        area->setData(0, QStringLiteral("forbidden"));
        QPainterPath cross;
        cross.moveTo(-arm, -arm);
        cross.lineTo(arm, arm);
        cross.moveTo(arm, -arm);
        cross.lineTo(-arm, arm);
        auto *mark = new QGraphicsPathItem(cross, area);
        mark->setPen(QPen(QColor(0xD0, 0x20, 0x20), kCell * 0.055, Qt::SolidLine, Qt::RoundCap));
        addItem(area);
        m_forbiddenItems.push_back(area);
    }
}

void GomokuScene::updateWinningLine()
{
    for (QGraphicsItem *item : m_winItems)
        delete item;
    m_winItems.clear();
    m_win.clear();
    if (!model()->hasGame())
        return;
    m_win = model()->position().winningLine();
    if (m_win.size() < 2)
        return;
    const QColor gold = theme().hint;
    // A glowing band behind the stones, and a ring around each of them.
    QPainterPath bar;
    bar.moveTo(centerOf(m_win.front()));
    bar.lineTo(centerOf(m_win.back()));
    auto *glow = new QGraphicsPathItem(bar);
    QColor halo = gold;
    halo.setAlpha(130);
    glow->setPen(QPen(halo, kCell * 1.08, Qt::SolidLine, Qt::RoundCap));
    glow->setZValue(9); // under the stones, over the grid
    glow->setData(0, QStringLiteral("winning-line"));
    addItem(glow);
    m_winItems.push_back(glow);
    for (Point p : m_win) {
        const qreal r = pieceDiameter() / 2 + kCell * 0.02;
        auto *ring = new QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r));
        ring->setPos(centerOf(p));
        ring->setPen(QPen(gold, kCell * 0.07));
        ring->setBrush(Qt::NoBrush);
        ring->setZValue(22);
        ring->setAcceptedMouseButtons(Qt::NoButton);
        ring->setData(0, QStringLiteral("winning-stone"));
        addItem(ring);
        m_winItems.push_back(ring);
    }
}

} // namespace qiju::widgets
