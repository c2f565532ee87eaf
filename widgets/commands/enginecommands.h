// EngineCommands: the main window's side of external engines — the Engines… action (the
// EnginesDialog), the Arena… action (ArenaWindow), the Engine Console dock and its View-menu
// toggle, and the message when an engine of the game on the page fails (what went wrong, and
// whether Qiju's AI took its seat or it lost by forfeit, as set in the Engines dialog). The message
// does not block: the game goes on behind it. GUI thread only; owned by the main window.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>

#include "players/engineplayer.h"

class QAction;
class QMainWindow;

namespace qiju::widgets {

class ArenaWindow;
class EngineConsole;
class GamePage;

class EngineCommands : public QObject
{
    Q_OBJECT

public:
    EngineCommands(GamePage *page, QMainWindow *window);

    // Game menu: "arena". Settings menu: "engines". View menu: "showEngineConsole" (shows or
    // hides the dock).
    QList<QAction *> gameActions() const { return {m_arena}; }
    QList<QAction *> settingsActions() const { return {m_engines}; }
    QList<QAction *> viewActions() const;
    EngineConsole *console() const { return m_console; }
    void retranslate();
    // Opens the Engines dialog (modal); true if the user pressed OK.
    bool showEnginesDialog();
    // Opens (or raises) the Arena window.
    ArenaWindow *showArena();
    // The failure message on screen, if any (tests).
    QMessageBox *failureMessage() const { return m_message; }

signals:
    void statusMessage(const QString &text);

private:
    void onEngineFailed(core::Side seat, model::EngineFault fault, const QString &detail);

    GamePage *m_page;
    QMainWindow *m_window;
    QAction *m_engines;
    QAction *m_arena;
    EngineConsole *m_console;
    QPointer<ArenaWindow> m_arenaWindow;
    QPointer<QMessageBox> m_message;
};

} // namespace qiju::widgets
