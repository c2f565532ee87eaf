#include "dockroom.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QStyle>

#include <algorithm>

namespace qiju::widgets {

namespace {

bool isSide(Qt::DockWidgetArea area)
{
    return area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
}

} // namespace

DockRoom::DockRoom(QMainWindow *window, std::function<int()> besideBoard, double share)
    : QObject(window)
    , m_window(window)
    , m_besideBoard(std::move(besideBoard))
    , m_share(share)
{
    window->installEventFilter(this);
}

bool DockRoom::isOpen(const QDockWidget *dock) const
{
    // A dock behind another's tab is open without being visible.
    return dock->toggleViewAction()->isChecked() && !dock->isFloating();
}

QList<QDockWidget *> DockRoom::waiting() const
{
    QList<QDockWidget *> docks;
    for (const QPointer<QDockWidget> &d : m_waiting) {
        if (d)
            docks << d;
    }
    return docks;
}

int DockRoom::boardExtentWithDocks(bool sides) const
{
    const int separator
        = m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, m_window);
    const QList<QDockWidget *> waitingDocks = waiting();
    // Sides: the window's width less the side panel and every dock column; above and below:
    // the central widget's height less the dock rows not shown yet.
    int extent = sides ? m_window->width() - m_besideBoard() : m_window->centralWidget()->height();
    const Qt::DockWidgetArea areas[2] = {sides ? Qt::LeftDockWidgetArea : Qt::TopDockWidgetArea,
        sides ? Qt::RightDockWidgetArea : Qt::BottomDockWidgetArea};
    for (Qt::DockWidgetArea area : areas) {
        // One column (row) per area, as wide (high) as its largest dock.
        int shown = 0;
        int wanted = 0;
        for (QDockWidget *d : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
            if (d->isFloating() || m_window->dockWidgetArea(d) != area)
                continue;
            if (!isOpen(d) && !waitingDocks.contains(d))
                continue;
            const QSize hint = d->sizeHint().expandedTo(d->minimumSizeHint());
            const int size = sides ? (d->isVisible() ? d->width() : hint.width())
                                   : (d->isVisible() ? d->height() : hint.height());
            wanted = std::max(wanted, size + separator);
            if (d->isVisible())
                shown = std::max(shown, size + separator);
        }
        extent -= sides ? wanted : wanted - shown;
    }
    return extent;
}

bool DockRoom::hasRoom(Qt::DockWidgetArea area) const
{
    const bool sides = isSide(area);
    const int whole = sides ? m_window->width() : m_window->height();
    return boardExtentWithDocks(sides) >= m_share * whole;
}

void DockRoom::show(const QList<QDockWidget *> &docks)
{
    for (QDockWidget *d : docks) {
        m_waiting.removeAll(d);
        m_waiting << d; // counted in while deciding
    }
    for (QDockWidget *d : docks) {
        if (hasRoom(m_window->dockWidgetArea(d))) {
            m_waiting.removeAll(d);
            d->show();
        }
    }
}

void DockRoom::fit()
{
    m_waiting.removeAll(nullptr);
    bool returned = false;
    for (bool sides : {true, false}) {
        const Qt::DockWidgetArea area = sides ? Qt::RightDockWidgetArea : Qt::BottomDockWidgetArea;
        const bool room = hasRoom(area);
        for (QDockWidget *d : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
            if (d->isFloating() || isSide(m_window->dockWidgetArea(d)) != sides)
                continue;
            if (!room && isOpen(d)) {
                m_waiting << d;
                d->hide();
            } else if (room && m_waiting.contains(d)) {
                m_waiting.removeAll(d);
                // A command may have closed it meanwhile (its action is off then).
                if (d->toggleViewAction()->isEnabled()) {
                    d->show();
                    returned = true;
                }
            }
        }
    }
    if (returned)
        emit docksReturned();
}

bool DockRoom::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        fit();
    return QObject::eventFilter(watched, event);
}

} // namespace qiju::widgets
