// StudySession: "guess the next move". The main line of a game record is replayed from its
// start on the game page; for each move of the side the person chose they click a move, which
// is judged against the record (matched or not, the real move is then played and marked as the
// last move), and the other side's moves are played by themselves. A running score counts the
// matches. Runs inside a review with exploring off (GameReview), so no player and no clock
// takes part; leaving the review (Continue Playing from Here, a new game) ends the study.
// GUI thread only; owned by the game page.
#pragma once

#include <QObject>
#include <QTimer>

#include <vector>

#include "session/gamereview.h"

namespace qiju::model {

class StudySession : public QObject
{
    Q_OBJECT

public:
    explicit StudySession(GameReview *review, QObject *parent = nullptr);

    // The setup to load the study's game with (GameController::loadGame, with a new tree of
    // the record's start position): the record's game and rules, both seats people, no clocks.
    static GameSetup setupFor(const GameSetup &recordSetup);
    // Starts guessing the moves of `guessing` in the main line of `record` (children[0] from
    // its root). The game on the model must be the record's start with no move yet (loaded
    // with setupFor()). False (nothing changes) otherwise or when the record has no move of
    // that side to guess.
    bool start(const GameTree &record, core::Side guessing);
    void stop();
    bool isActive() const { return m_active; }
    // Every move of the record has been shown.
    bool isFinished() const { return m_active && m_index >= m_moves.size(); }
    core::Side guessingSide() const { return m_side; }
    int matched() const { return m_matched; }
    int guessed() const { return m_guessed; }
    // Guesses the record still asks for.
    int remaining() const;
    // Delay before the other side's move is played (ms; tests use 0).
    void setOpponentDelay(int ms) { m_opponentDelayMs = ms; }

signals:
    void activeChanged(bool active);
    // A guess was judged; the actual move is being played.
    void guessJudged(const qiju::core::Move &guess, const qiju::core::Move &actual, bool matched);
    // A move was clicked while an earlier position was shown: only the newest one is guessed.
    void guessIgnored();
    void finished();

private:
    void advance();
    void playNext();
    void onMoveRequested(const core::Move &move);
    bool isGuessTurn() const { return m_index < m_guessTurns.size() && m_guessTurns[m_index]; }

    GameReview *m_review;
    std::vector<core::Move> m_moves;
    std::vector<bool> m_guessTurns; // per move: the person guesses it
    std::size_t m_index = 0;
    const GameNode *m_tip = nullptr;
    core::Side m_side = core::Side::Black;
    int m_matched = 0;
    int m_guessed = 0;
    int m_opponentDelayMs = 700;
    bool m_active = false;
    bool m_missed = false; // the guess just judged missed
    QTimer m_opponent;
};

} // namespace qiju::model
