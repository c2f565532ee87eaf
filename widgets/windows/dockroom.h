// DockRoom: keeps the board the largest thing in the main window. A dock beside the board is
// shown only while the board keeps `share` of the window's width with it (a dock above or
// below: of its height); when the window gets too small the open docks hide first, and they
// come back when it grows again. Docks a command shows by itself (at the start of a game) go
// through show(); a dock the user opens from a menu is shown whatever the room. Floating docks
// are left alone. GUI thread only; a child of the window.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QDockWidget;
class QMainWindow;

namespace qiju::widgets {

class DockRoom : public QObject
{
    Q_OBJECT

public:
    // `besideBoard` tells how much of the central widget's width is not the board's (the side
    // panel, margins): the board gets the rest.
    DockRoom(QMainWindow *window, std::function<int()> besideBoard, double share = 0.6);

    // Shows `docks` if the board keeps its share with all of them (they are judged together, so
    // a group of tabs comes whole); otherwise they wait until there is room.
    void show(const QList<QDockWidget *> &docks);
    // Whether the open (and waiting) docks of `area` fit beside the board.
    bool hasRoom(Qt::DockWidgetArea area) const;
    // Docks waiting for room.
    QList<QDockWidget *> waiting() const;

signals:
    // Docks that waited for room were shown again (their owners may arrange their tabs).
    void docksReturned();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();
    // The board's width (side areas) or height (top, bottom) once every open or waiting dock
    // of those areas is shown.
    int boardExtentWithDocks(bool sides) const;
    bool isOpen(const QDockWidget *dock) const;

    QMainWindow *m_window;
    std::function<int()> m_besideBoard;
    double m_share;
    QList<QPointer<QDockWidget>> m_waiting;
};

} // namespace qiju::widgets
