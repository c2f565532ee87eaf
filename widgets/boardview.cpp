#include "boardview.h"

#include <QResizeEvent>

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

void BoardView::fit()
{
    if (scene())
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

} // namespace qiju::widgets
