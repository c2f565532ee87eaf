// DemoCommands: the demo actions of the Review menu — the computer plays both sides, or the
// game on the board replays by itself — at a chosen speed, and Stop. While a demo runs, any
// click or key press anywhere in the application stops it (an application event filter).
// GUI thread only; owned by ReviewCommands.
#pragma once

#include <QKeySequence>
#include <QMenu>
#include <QObject>
#include <QPointer>

#include "session/demomode.h"

class QAction;
class QActionGroup;

namespace qiju::widgets {

class GamePage;

class DemoCommands : public QObject
{
    Q_OBJECT

public:
    DemoCommands(GamePage *page, QObject *parent);
    ~DemoCommands() override;

    model::DemoMode *demo() const { return m_demo; }
    // Play, replay and stop, in menu order; the speed choices are in speedMenu().
    QList<QAction *> actions() const { return m_actions; }
    QMenu *speedMenu() const { return m_speedMenu; }
    // The interval between moves chosen in the speed menu (ms).
    int intervalMs() const;
    void retranslate();
    void updateActions(bool inGame);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut = {});
    void showState();

    GamePage *m_page;
    model::DemoMode *m_demo;
    QList<QAction *> m_actions;
    QActionGroup *m_speeds;
    QPointer<QMenu> m_speedMenu; // not owned by any widget: deleted here
};

} // namespace qiju::widgets
