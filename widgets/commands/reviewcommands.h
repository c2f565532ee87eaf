// ReviewCommands: the Review menu and its docks for the game page — step to the start, back,
// forward and to the end (Home, Left, Right, End), back to the main line, continue playing from
// here, back to the game, find the critical moments, and the Moves, Game Tree, Critical Moments
// and Comment docks (shown only on the game page; the Game Tree is a tab beside the Moves).
// GUI thread only; owned by the main window.
#pragma once

#include <QKeySequence>
#include <QObject>

#include "session/gamereview.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace qiju::widgets {

class CommentDock;
class CriticalMomentsDock;
class GameTreeDock;
class DemoCommands;
class DockRoom;
class StudyCommands;
class GamePage;
class ReviewDock;

class ReviewCommands : public QObject
{
    Q_OBJECT

public:
    // Adds the docks to `window`; they are shown at a game's start only if `room` has room.
    ReviewCommands(GamePage *page, QMainWindow *window, DockRoom *room);

    // Adds the Review menu to `bar`.
    void createMenu(QMenuBar *bar);
    void retranslate();
    void updateActions(bool inGame);
    QAction *action(const QString &objectName) const;

    ReviewDock *reviewDock() const { return m_reviewDock; }
    CommentDock *commentDock() const { return m_commentDock; }
    GameTreeDock *treeDock() const { return m_treeDock; }
    // The docks' show/hide actions (for the View menu).
    QList<QAction *> dockActions() const;
    CriticalMomentsDock *criticalDock() const { return m_criticalDock; }
    DemoCommands *demoCommands() const { return m_demo; }
    StudyCommands *studyCommands() const { return m_study; }

signals:
    // A study put a game on the page: the window should show it.
    void gameLoaded();
    void statusMessage(const QString &text);

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut = {});
    void arrangeDocks();
    void sizeDocks(); // once: half the column each for the moves and the tabs under them

    model::GameReview *m_review;
    QList<QAction *> m_actions;
    ReviewDock *m_reviewDock;
    CommentDock *m_commentDock;
    GameTreeDock *m_treeDock;
    CriticalMomentsDock *m_criticalDock;
    DemoCommands *m_demo;
    StudyCommands *m_study;
    QMenu *m_menu = nullptr;
    QMainWindow *m_window;
    DockRoom *m_room;
    bool m_inGame = false;
    bool m_docksSized = false;
    QList<QDockWidget *> m_hiddenDocks; // open when the game page was left
};

} // namespace qiju::widgets
