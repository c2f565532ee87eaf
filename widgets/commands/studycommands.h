// StudyCommands: "Study a Game…" in the Review menu — pick a game record (a .qiju save or any
// text record Qiju imports), choose the side whose moves to guess, then guess move by move
// (StudySession); the side panel keeps the score and the board banner says whether each guess
// matched. GUI thread only; owned by ReviewCommands.
#pragma once

#include <QKeySequence>
#include <QObject>

#include "session/studysession.h"

class QAction;
class QWidget;

namespace qiju::widgets {

class GamePage;

class StudyCommands : public QObject
{
    Q_OBJECT

public:
    StudyCommands(GamePage *page, QWidget *window, QObject *parent);

    model::StudySession *session() const { return m_session; }
    // Study and Stop Studying, in menu order.
    QList<QAction *> actions() const { return m_actions; }
    void retranslate();
    void updateActions(bool inGame);

    // Reads the record at `path` and starts guessing the moves of `side`; on failure tells the
    // user why and returns false (the game on the board stays).
    bool studyFile(const QString &path, core::Side side);

signals:
    // The study's game is on the page: the window should show it.
    void gameLoaded();
    void statusMessage(const QString &text);

private:
    void chooseFile();
    void showScore(const QString &lastGuess = {});
    QString moveName(const core::Move &move) const;

    GamePage *m_page;
    QWidget *m_window;
    model::StudySession *m_session;
    QList<QAction *> m_actions;
};

} // namespace qiju::widgets
