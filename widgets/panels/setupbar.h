// SetupBar: the position setup mode of every game (Game > Set Up Position…). While it is on,
// the game page's view shows a board of its own — a scene on a preview GameModel that holds the
// position as arranged (core::GameInfo::arrange, valid or not) — and the bar under it offers
// the tools (Black, White, Empty; Ataxx also Blocked), the side to move, Clear, Standard start,
// Cancel and Done. A click (or Space on the keyboard cursor) puts the tool's contents on the
// point, or empties it when it already holds them. Done judges the position
// (core::gameFromSetup) and starts a game from it with the current players and rules, or says
// why not and rings the points at fault. The game underneath is paused meanwhile and Cancel
// returns to it unchanged. GUI thread only; a child of the GamePage.
#pragma once

#include <QFrame>

#include "common/boardsetup.h"

class QAction;
class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

namespace qiju::model {
class GameModel;
}

namespace qiju::widgets {

class BoardScene;
class GamePage;

class SetupBar : public QFrame
{
    Q_OBJECT

public:
    SetupBar(GamePage *page, QWidget *parent = nullptr);

    // "Set Up Position…": enabled by the main window while a game is on screen.
    QAction *action() const { return m_action; }
    bool isActive() const { return m_scene != nullptr; }

    // Enters the mode with the position of the game on the page.
    void start();
    // Leaves the mode; the game goes on as it was.
    void cancel();
    // Starts a game from the position; false (staying in the mode, reason shown) if invalid.
    bool finish();

    void setTool(core::Cell tool);
    core::Cell tool() const { return m_tool; }
    void setSideToMove(core::Side side);
    void clearBoard();
    void standardStart();
    // Applies the current tool at p, as a click does.
    void edit(core::Point p);

    const core::BoardSetup &board() const { return m_board; }
    BoardScene *scene() const { return m_scene; }
    // The reason shown after a refused Done, else the prompt.
    QString message() const;

signals:
    void activeChanged(bool active);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rearrange();
    // The side panel describes the position being set up: its piece counts and side to move;
    // the game's prisoners, clocks and pending decisions are hidden.
    void showOnPanel();
    void leave();
    void retranslate();
    QToolButton *makeTool(core::Cell tool, const char *name);

    GamePage *m_page;
    QAction *m_action;
    model::GameModel *m_preview;
    BoardScene *m_scene = nullptr;
    core::GameId m_game{};
    std::string m_rules;
    core::BoardSetup m_board;
    core::Cell m_tool = core::Cell::Black;
    bool m_wasPaused = false;
    bool m_refused = false;

    QLabel *m_prompt;
    QButtonGroup *m_tools;
    QToolButton *m_black;
    QToolButton *m_white;
    QToolButton *m_empty;
    QToolButton *m_blocked;
    QComboBox *m_side;
    QPushButton *m_clear;
    QPushButton *m_standard;
    QPushButton *m_cancel;
    QPushButton *m_done;
};

} // namespace qiju::widgets
