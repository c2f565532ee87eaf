#include "boardview.h"

#include <QKeyEvent>
#include <QResizeEvent>

#include <algorithm>

#include "services/navigationkeys.h"

namespace qiju::widgets {

BoardView::BoardView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                   | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setAlignment(Qt::AlignCenter);
    setBackgroundRole(QPalette::Window);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
}

void BoardView::setScene(QGraphicsScene *scene)
{
    QGraphicsView::setScene(scene);
    if (scene)
        connect(scene, &QGraphicsScene::sceneRectChanged, this, &BoardView::fit);
    fit();
}

bool BoardView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && scene()
        && isNavigationKey(static_cast<QKeyEvent *>(event), true)) {
        event->accept(); // the board's cursor, not a window shortcut
        return true;
    }
    return QGraphicsView::event(event);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    fit();
}

void BoardView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    fit();
}

void BoardView::setTilted(bool tilted)
{
    if (m_tilted == tilted)
        return;
    m_tilted = tilted;
    fit();
}

void BoardView::fit()
{
    if (!scene())
        return;
    const QRectF rect = scene()->sceneRect();
    setTransform(QTransform());
    if (!m_tilted || rect.isEmpty()) {
        fitInView(rect, Qt::KeepAspectRatio);
        return;
    }
    // Centre the board on the origin at a fixed size, turn it about the horizontal axis (Qt
    // projects onto the screen from 1024 units away), then scale the result to the viewport.
    constexpr double kSize = 1000.0;
    constexpr double kTiltDegrees = 28.0; // positive: the top edge goes away from the viewer
    const double k = kSize / std::max(rect.width(), rect.height());
    const QTransform tilt = QTransform::fromTranslate(-rect.center().x(), -rect.center().y())
        * QTransform::fromScale(k, k) * QTransform().rotate(kTiltDegrees, Qt::XAxis);
    const QRectF shown = tilt.mapRect(rect);
    const QRectF port = QRectF(viewport()->rect()).adjusted(2, 2, -2, -2);
    if (shown.isEmpty() || port.isEmpty())
        return;
    const double s = std::min(port.width() / shown.width(), port.height() / shown.height());
    setTransform(tilt * QTransform::fromScale(s, s));
}

} // namespace qiju::widgets
