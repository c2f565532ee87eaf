// NetworkCommands: the main window's side of network play — Game > Network (Host Game…,
// Join Game…, Ask to Take Back, Offer Draw, Leave Network Game), the waiting dialog with this
// machine's addresses, the chat dock, the peer's undo requests and draw offers as non-blocking
// prompts, the offer after a lost link (wait, save, or continue against Qiju's AI) and the
// network status in the side panel. The NetSession it owns plays on the game page's
// controller; starting another game there leaves the network game. In a network game it also
// steers the window's Undo (asks to take back), Redo and Hint (both off: nothing to replay,
// and a hint would be a cheat). GUI thread only; owned by the main window.
#pragma once

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QProgressDialog>

#include <functional>

#include "network/netsession.h"

class QAction;
class QMainWindow;
class QMenu;

namespace qiju::widgets {

class ChatDock;
class GamePage;

class NetworkCommands : public QObject
{
    Q_OBJECT

public:
    NetworkCommands(GamePage *page, QMainWindow *window);
    ~NetworkCommands() override;

    QMenu *menu() const { return m_menu; }
    QList<QAction *> viewActions() const;
    ChatDock *chat() const { return m_chat; }
    model::NetSession *session() const { return m_session; }
    void retranslate();
    // Sets the network menu's actions; emits editActionsChanged() when whether the window's
    // Undo may ask to take back changes.
    void updateActions();
    // A network game is on the page (the session is active and a seat is the peer's).
    bool inNetworkGame() const;
    // In a network game the window's Edit > Undo asks to take back (the window enables it with
    // canAskTakeBack(), and disables Redo and Hint).
    bool canAskTakeBack() const;
    void askTakeBack();

    // Hosting and joining without the dialogs (tests); the waiting dialog still shows.
    bool host(
        const model::GameSetup &setup, core::Side side, const QString &nickname, quint16 port);
    void join(const QString &address, quint16 port, const QString &nickname);
    // The prompt or offer on screen, if any (tests).
    QMessageBox *prompt() const { return m_prompt; }
    QProgressDialog *waitDialog() const { return m_wait; }

signals:
    // A network game is on the page (begun or resumed): show it.
    void gameStarted();
    void statusMessage(const QString &text);
    // The window's Edit actions need updating (a network game began or ended, a take-back
    // became possible or not).
    void editActionsChanged();

private:
    QAction *makeAction(const char *name);
    void showHostDialog();
    void showJoinDialog();
    model::NetSession *newSession();
    void showWait(const QString &text);
    void closeWait();
    void showPrompt(
        const QString &title, const QString &text, const std::function<void(bool)> &answer);
    void closePrompt();
    void onFailed(model::NetSession::Failure failure, const QString &detail);
    void onPeerLost(bool left);
    void refreshStatus();
    QString peer() const;

    GamePage *m_page;
    QMainWindow *m_window;
    QMenu *m_menu;
    ChatDock *m_chat;
    QAction *m_host;
    QAction *m_join;
    QAction *m_undo;
    QAction *m_draw;
    QAction *m_leave;
    QAction *m_takeOver;
    bool m_couldAskTakeBack = false; // canAskTakeBack() when editActionsChanged() last went out
    QPointer<model::NetSession> m_session;
    QPointer<QProgressDialog> m_wait;
    QPointer<QMessageBox> m_prompt;
};

} // namespace qiju::widgets
