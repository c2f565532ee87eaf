// The board's face for screen readers. Qt 6.4's AT-SPI bridge sends a name or description change
// with the object's path instead of the new text, so Orca 43 speaks only the first change of the
// board view's name and none of its announcements (measured with Orca's debug log). The view
// therefore also exposes the keyboard cursor's point as one child object, replaced by a new one
// whenever what is said about it changes, and moves the accessible focus to it while the view
// has the focus: a screen reader speaks every focus change. GUI thread only.
#pragma once

#include <QAccessibleWidget>
#include <QPointer>

namespace qiju::widgets {

class BoardView;

// The point under the keyboard cursor: its description and, just after a move or a result,
// what was announced before it ("White plays c5. d3, black disc").
class BoardPointAccessible : public QAccessibleInterface
{
public:
    BoardPointAccessible(BoardView *view, const QString &name, const QString &said,
                         const QRectF &sceneRect);

    bool isValid() const override { return !m_view.isNull(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override;
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override;

private:
    QPointer<BoardView> m_view;
    QString m_name;
    QString m_said;
    QRectF m_sceneRect;
};

// The board view with the cursor's point as its only child (when there is a game).
class BoardViewAccessible : public QAccessibleWidget
{
public:
    explicit BoardViewAccessible(BoardView *view);

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *focusChild() const override;
    QAccessibleInterface *childAt(int x, int y) const override;

private:
    BoardView *view() const;
};

// Makes Qt create BoardViewAccessible for every BoardView (idempotent).
void installBoardAccessibility();

} // namespace qiju::widgets
