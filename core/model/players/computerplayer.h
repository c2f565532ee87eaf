// ComputerPlayer: Qiju's built-in AI at a difficulty level. The search runs on a worker
// thread through its own AiController; an optional minimum thinking time (a GUI-side QTimer,
// never a sleep) keeps instant answers from feeling abrupt. In a timed game it reads its own
// clock at each turn and thinks no longer than its budget (SideClock::moveBudgetMs()). When the
// search says the game is lost (SearchInfo::resign) it answers with resigned() instead of a
// move; when the search ends without a legal move (AiController::failed) it answers with
// failed() and chooses nothing.
// GUI thread only.
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include "jobs/aicontroller.h"
#include "players/player.h"

#include "ai/levels.h"

namespace qiju::model {

class ComputerPlayer final : public Player
{
    Q_OBJECT

public:
    ComputerPlayer(core::GameId game, ai::Level level, int timePerMoveMs, const QString &name,
                   QObject *parent = nullptr);

    PlayerKind kind() const override { return PlayerKind::Computer; }
    ai::Level level() const { return m_level; }
    void setLevel(ai::Level level) { m_level = level; }
    void setTimePerMove(int ms) { m_timeMs = ms; }
    // Answers never arrive sooner than this after yourTurn() (0 = as soon as found).
    void setMinimumThinkingTime(int ms) { m_minimumMs = ms; }
    // Seed of the level's randomness; each turn derives its own seed from it and the ply.
    void setSeed(quint64 seed) { m_seed = seed; }

    void yourTurn(const core::Game &position) override;
    void cancelTurn() override;
    void moveNow() override;
    bool isThinking() const override { return m_ai->isBusy() || m_delay.isActive(); }

    AiController *aiController() const { return m_ai; }
    // The limits of the last search started (tests check the clock's budget).
    const ai::SearchLimits &lastLimits() const { return m_lastLimits; }
    // Moves this side still expects to play from `position` (half the empty cells, two to
    // spare, within 4..40): spreads a sudden-death main time over the rest of the game.
    static int movesToGo(const core::Game &position);

signals:
    // The search of this turn gave no legal move (an engine bug; `detail` says which).
    void failed(const QString &detail);

private:
    void onFinished(quint64 id, const ai::SearchInfo &result);
    // Announces the pending answer: the move, or the resignation.
    void answer();

    AiController *m_ai;
    ai::Level m_level;
    int m_timeMs;
    int m_minimumMs = 0;
    int m_turnMinimumMs = 0; // m_minimumMs, shortened to fit the clock's budget
    ai::SearchLimits m_lastLimits;
    quint64 m_seed = 0;
    quint64 m_searchId = 0;
    QElapsedTimer m_clock;
    QTimer m_delay;
    core::Move m_pending;
    bool m_pendingResign = false;
};

} // namespace qiju::model
