#include "boardview.h"

#include <QKeyEvent>
#include <QResizeEvent>

#include <algorithm>

#include "boardaccessible.h"
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
    installBoardAccessibility();
}

BoardView::~BoardView()
{
    for (QAccessible::Id id : std::as_const(m_oldPointIds))
        QAccessible::deleteAccessibleInterface(id);
    if (m_pointId)
        QAccessible::deleteAccessibleInterface(m_pointId);
}

void BoardView::setCursorSpeech(const QString &name, const QString &said, const QRectF &sceneRect)
{
    const QAccessible::Id old = m_pointId;
    m_pointId = QAccessible::registerAccessibleInterface(
        new BoardPointAccessible(this, name, said, sceneRect));
    if (hasFocus()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        focus.setChild(0);
        QAccessible::updateAccessibility(&focus);
    }
    if (!old)
        return;
    constexpr qsizetype kKept = 32;
    m_oldPointIds.append(old);
    if (m_oldPointIds.size() > kKept)
        QAccessible::deleteAccessibleInterface(m_oldPointIds.takeFirst());
}

QAccessibleInterface *BoardView::pointAccessible() const
{
    return m_pointId ? QAccessible::accessibleInterface(m_pointId) : nullptr;
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
