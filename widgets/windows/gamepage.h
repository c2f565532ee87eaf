// GamePage: one game on screen — the board view with its scene, the side panel, and the glue
// that keeps them in step with the GameSession (whose turn, counts, clocks, thinking, hints,
// passes, illegal moves, the ending and the game-over dialog). It draws and turns input into
// intents; the session decides what is saved and recorded. The clocks stop while any modal
// dialog is open. GUI thread only.
#pragma once

#include <QWidget>

#include "ai/searchtypes.h"
#include "session/gamesession.h"
#include "storage/settings.h"

class QHBoxLayout;

namespace qiju::widgets {

class BoardScene;
class BoardView;
class ModalWatcher;
class MoveValuesOverlay;
class SetupBar;
class SidePanel;

class GamePage : public QWidget
{
    Q_OBJECT

public:
    explicit GamePage(QWidget *parent = nullptr);

    model::GameSession *session() const { return m_session; }
    model::GameModel *model() const { return m_model; }
    model::GameController *controller() const { return m_controller; }
    BoardView *view() const { return m_view; }
    BoardScene *scene() const { return m_scene; }
    SidePanel *sidePanel() const { return m_panel; }
    // The width of the page that is not the board's: the side panel, margins and spacing (the
    // panel has a fixed width, so this does not change with messages or the window).
    int besideBoardWidth() const;
    model::GameReview *review() const { return m_review; }
    MoveValuesOverlay *moveValues() const { return m_moveValues; }
    // The position setup mode under the board (its action: Game > Set Up Position…).
    SetupBar *setupBar() const { return m_setupBar; }

    // Starts a game; false if the setup is invalid (nothing changes then).
    bool startGame(const model::GameSetup &setup);
    // Continues a loaded save (its tree must be set); false if the game has no board. `path`:
    // the file it came from (see GameSession::loadGame()).
    bool loadGame(model::SavedGame &&game, const QString &path = {});
    // Animation speed, legal-move dots, move values and AI time from the settings.
    void applySettings(const model::Settings &settings);
    // Whether the game-over dialog pops up at the end (tests switch it off).
    void setGameOverDialogEnabled(bool enabled) { m_dialogEnabled = enabled; }

signals:
    void statusMessage(const QString &text);
    void backToStartRequested();
    // A game ended by play (not on a loaded or reviewed position): the automatic review starts.
    void gameFinished();
    void quitRequested();
    void newGameRequested();
    void actionsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    bool prepareScene(core::GameId game);
    void showNewGame();
    void refreshPlayers();
    void refreshState();
    void refreshClocks();
    void showSearchInfo(core::Side side, const ai::SearchInfo &info);
    void onGameOver(const core::GameResult &result);
    void playEnding(const core::GameResult &result);
    void showGameOverDialog(const core::GameResult &result);
    QString resultText(const core::GameResult &result) const;

    model::GameSession *m_session;
    model::GameModel *m_model;
    model::GameController *m_controller;
    model::GameReview *m_review;
    BoardView *m_view;
    QHBoxLayout *m_layout = nullptr; // the board column and the side panel
    BoardScene *m_scene = nullptr;
    ai::ScoreUnit m_scoreUnit = ai::ScoreUnit::Points;
    SidePanel *m_panel;
    ModalWatcher *m_modal;
    MoveValuesOverlay *m_moveValues;
    SetupBar *m_setupBar;
    bool m_dialogEnabled = true;
    quint64 m_gameSerial = 0;
};

} // namespace qiju::widgets
