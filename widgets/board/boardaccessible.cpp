#include "boardaccessible.h"

#include <QWidget>

#include "boardview.h"

namespace qiju::widgets {

BoardPointAccessible::BoardPointAccessible(BoardView *view, const QString &name,
                                           const QString &said, const QRectF &sceneRect)
    : m_view(view)
    , m_name(name)
    , m_said(said)
    , m_sceneRect(sceneRect)
{
}

QWindow *BoardPointAccessible::window() const
{
    return m_view ? m_view->window()->windowHandle() : nullptr;
}

QAccessibleInterface *BoardPointAccessible::parent() const
{
    return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
}

QString BoardPointAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Name:
        return m_said.isEmpty() ? m_name : m_said + QStringLiteral(". ") + m_name;
    default:
        return {};
    }
}

QRect BoardPointAccessible::rect() const
{
    if (!m_view)
        return {};
    const QRect inView = m_view->mapFromScene(m_sceneRect).boundingRect();
    return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

QAccessible::State BoardPointAccessible::state() const
{
    QAccessible::State s;
    s.focusable = true;
    s.focused = m_view && m_view->hasFocus() && m_view->pointAccessible() == this;
    s.invisible = !m_view || !m_view->isVisible();
    return s;
}

BoardViewAccessible::BoardViewAccessible(BoardView *view)
    : QAccessibleWidget(view, QAccessible::Client)
{
}

BoardView *BoardViewAccessible::view() const
{
    return static_cast<BoardView *>(widget());
}

int BoardViewAccessible::childCount() const
{
    return view()->pointAccessible() ? 1 : 0;
}

QAccessibleInterface *BoardViewAccessible::child(int index) const
{
    return index == 0 ? view()->pointAccessible() : nullptr;
}

int BoardViewAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    return child && child == view()->pointAccessible() ? 0 : -1;
}

QAccessibleInterface *BoardViewAccessible::focusChild() const
{
    return view()->hasFocus() ? view()->pointAccessible() : nullptr;
}

QAccessibleInterface *BoardViewAccessible::childAt(int x, int y) const
{
    QAccessibleInterface *point = view()->pointAccessible();
    return point && point->rect().contains(x, y) ? point : nullptr;
}

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory([](const QString &key, QObject *object) -> QAccessibleInterface * {
            if (key == QLatin1String("qiju::widgets::BoardView") && object->isWidgetType())
                return new BoardViewAccessible(static_cast<BoardView *>(object));
            return nullptr;
        });
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace qiju::widgets
