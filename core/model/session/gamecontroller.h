// GameController: the turn flow. It asks the player to move whose turn it is, validates every
// chosen move against the rules before the model applies it, plays forced passes itself,
// turns the view's intents (a clicked move, undo, hint, resign) into model changes, and stops
// every search that no longer matters. GUI thread only; never blocks.
#pragma once

#include <QObject>

#include <array>

#include "clocks/gameclock.h"
#include "jobs/aicontroller.h"
#include "players/engineplayer.h"
#include "players/player.h"
#include "session/gamemodel.h"
#include "session/gamesetup.h"
#include "session/gomarking.h"

namespace qiju::model {

class GameController : public QObject
{
    Q_OBJECT

public:
    explicit GameController(GameModel *model, QObject *parent = nullptr);
    ~GameController() override;

    GameModel *model() const { return m_model; }
    // Go's dead-stone marking step; without a person at the board the computer accepts the
    // estimator's marks at once.
    GoMarking *marking() const { return m_marking; }
    const GameSetup &setup() const { return m_setup; }
    // The player of a seat (the colour they sat down with; see core::Game::seatToMove()).
    Player *player(core::Side seat) const { return m_players[core::index(seat)]; }
    // The player whose decision is next: the seat to move, not always the colour to move.
    Player *currentPlayer() const;
    bool hasHuman() const;
    // A person is to move (whether or not their turn has been announced yet).
    bool isHumanToMove() const;
    // A person is to move and the board is waiting for their input.
    bool isHumanTurn() const;

    // Starts a new game; returns false (changing nothing) if the setup is invalid.
    bool newGame(const GameSetup &setup, core::ParseError *error = nullptr);
    // Continues a saved game: the setup's players sit down and `tree` (not null, built for
    // setup.game) becomes the history, at its current node. Any search in progress is dropped
    // and the player to move in the loaded position is asked to move.
    void loadGame(const GameSetup &setup, std::unique_ptr<GameTree> tree);
    // Seats `p` (taking ownership) on side `s`, replacing the previous player.
    void setPlayer(core::Side s, Player *p);
    // Qiju's AI (the seat's level from the setup) takes side `s` and the game goes on.
    void seatComputer(core::Side s);
    // A seat is played by a remote Qiju (NetworkPlayer): undo is then agreed through the
    // network session (rewindTo), never done here alone, and the peer's own clock decides
    // when its flag falls (it says so over the network).
    bool hasNetworkSeat() const;
    // Undoes moves until `ply` moves remain (an agreed undo); nothing if `ply` is not below
    // the current ply.
    void rewindTo(int ply);
    // Minimum thinking time given to computer players created from now on (0 in tests).
    void setComputerMinimumThinkingTime(int ms) { m_minimumThinkingMs = ms; }

    // A move requested by a person at the board. Ignored unless a human is to move;
    // an illegal move emits illegalMove() and changes nothing.
    void requestMove(const core::Move &move);
    void requestPass() { requestMove(core::Move::pass()); }
    void resign();

    // Against the computer, undo goes back to the human's previous turn and redo forward to
    // the human's next turn.
    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();

    void requestHint();
    void cancelHint();
    bool isHintBusy() const { return m_hint && m_hint->isBusy(); }
    // The two seats trade players mid-game: the computer takes over the person's colour and
    // the person takes the computer's (and the setup records it). At the start of a game this
    // lets the computer move first. False, changing nothing, without a game or after its end.
    bool switchSides();

    // "Move now": the thinking computer plays its best move so far.
    void moveNow();

    // The players' clocks (time control from the setup). Running out of time loses; a
    // byo-yomi period is used first.
    GameClock *clock() const { return m_clock; }
    // Pausing stops the clocks and takes the turn away (a thinking computer stops); resuming
    // gives it back. isPaused() and pausedChanged() are about this, the user's pause.
    void setPaused(bool paused) { setPausedFor(GameClock::PauseReason::User, paused); }
    // The same for another reason (the network session holds the game with
    // PauseReason::Network while the peer is away); reasons add up.
    void setPausedFor(GameClock::PauseReason reason, bool paused);
    bool isPaused() const { return m_clock->isPausedFor(GameClock::PauseReason::User); }

    // Review (see GameReview): while on, nobody is asked to move (a thinking computer stops and
    // its late answer is dropped), the clocks stand still, undo/redo are off, and a legal move
    // requested at the board is handed out through reviewMoveRequested() instead of being
    // played. Turning it off gives the turn to whoever is to move in the model's position.
    // A new or loaded game ends the review.
    void setReviewing(bool reviewing);
    bool isReviewing() const { return m_reviewing; }

signals:
    // turnStarted, thinkingChanged and searchProgress name the seat; passed the colour.
    void turnStarted(qiju::core::Side seat);
    void thinkingChanged(qiju::core::Side seat, bool thinking);
    void searchProgress(qiju::core::Side seat, const qiju::ai::SearchInfo &info);
    void passed(qiju::core::Side side);
    void illegalMove(const qiju::core::Move &move, qiju::core::MoveError error);
    void hintReady(const qiju::core::Move &move, const qiju::ai::SearchInfo &info);
    void hintBusyChanged(bool busy);
    void undoRedoChanged();
    void playersChanged();
    void pausedChanged(bool paused);
    void reviewingChanged(bool reviewing);
    void reviewMoveRequested(const qiju::core::Move &move);
    // The external engine on `seat` failed. As its definition's onFault says, either Qiju's
    // AI now plays that seat and the game goes on, or the engine lost the game by forfeit
    // (the game is over, its history untouched).
    void engineFailed(qiju::core::Side seat, qiju::model::EngineFault fault, const QString &detail);
    // Qiju's AI on `seat` found no legal move (an engine bug, logged): the game is paused
    // (resuming asks the AI again) and nothing was played.
    void computerFailed(qiju::core::Side seat, const QString &detail);

private:
    void scheduleTurn();
    void startTurn();
    void cancelTurns();
    void onMoveChosen(Player *p, const core::Move &move);
    // `p` holds the turn and may answer it (a move or a resignation).
    bool isAnswerExpectedFrom(const Player *p) const;
    bool isForcedPass() const;
    bool isHalted() const;
    void wirePlayer(Player *p);
    void wireEngine(EnginePlayer *engine);
    void seatPlayers(const GameSetup &setup);
    void onFlagFell(core::Side seat);

    GameModel *m_model;
    GameSetup m_setup;
    std::array<Player *, 2> m_players{};
    AiController *m_hint = nullptr;
    GameClock *m_clock;
    GoMarking *m_marking;
    quint64 m_hintId = 0;
    quint64 m_turnToken = 0;
    int m_minimumThinkingMs = 0;
    bool m_reviewing = false;
};

} // namespace qiju::model
