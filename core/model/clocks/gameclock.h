// GameClock: both players' clocks of one game. It measures on the GUI thread from a monotonic
// time source (QElapsedTimer by default; tests inject their own), charges the seat whose turn
// it is, stops while paused (any of several reasons: the game paused, a modal dialog, a lost
// network peer) and reports a fallen flag. A slow search cannot stop it: the worker never
// touches it. Clocks belong to seats (see core::Game::seatToMove()). GUI thread only.
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QTimer>

#include <array>
#include <functional>
#include <optional>

#include "clocks/sideclock.h"
#include "clocks/timecontrol.h"
#include "session/metatypes.h"

namespace qiju::model {

class GameClock : public QObject
{
    Q_OBJECT

public:
    // A monotonic time in ms; only differences are used.
    using TimeSource = std::function<qint64()>;

    enum class PauseReason : std::uint8_t {
        User = 1,    // the player paused the game
        Dialog = 2,  // a modal dialog is open
        Network = 4, // the network peer is gone
        Review = 8,  // the players look back through the game (GameController::setReviewing)
    };

    explicit GameClock(QObject *parent = nullptr);

    // Replaces the time source (tests); the clock is settled with the old one first.
    void setTimeSource(TimeSource now);

    // Both clocks full under `tc`, nothing running, pauses kept.
    void reset(const TimeControl &tc);
    const TimeControl &timeControl() const { return m_control; }
    bool isTimed() const { return m_control.isTimed(); }

    // A seat's clock as of now (time charged up to this moment, without changing anything).
    SideClock side(core::Side seat) const;
    // The seat being charged (while paused: the seat that will be charged on resume).
    std::optional<core::Side> running() const { return m_running; }
    bool isPaused() const { return m_pauses != 0; }
    bool isPausedFor(PauseReason reason) const { return m_pauses & int(reason); }
    bool isTicking() const { return m_running && !isPaused() && isTimed(); }

    // `seat` starts thinking (whatever ran before is charged and stopped).
    void startTurn(core::Side seat);
    // `seat` completed a move: charge it, apply increment/period/stone rules, stop.
    void moveDone(core::Side seat);
    // Stops charging anyone (undo, game over), nothing else changes.
    void halt();
    void setPaused(PauseReason reason, bool paused);

    // Charges the running seat up to now; emits flagFell() if its time ran out. The internal
    // timer calls this several times a second; tests call it after moving their time source.
    void poll();

    // {"control":{...},"black":{...},"white":{...}} (black/white = seats).
    QJsonObject toJson() const;
    // Restores a saved state (stopped); false and nothing changed if the object is invalid.
    bool restore(const QJsonObject &json);

signals:
    // A displayed time may have changed (at most a few times a second while running).
    void changed();
    void flagFell(qiju::core::Side seat);
    // A byo-yomi period was used up; `periodsLeft` remain.
    void periodUsed(qiju::core::Side seat, int periodsLeft);
    // The seat's clock just crossed into its low-time warning (once per crossing).
    void lowTime(qiju::core::Side seat);

private:
    void settle();
    void updateTimer();

    TimeSource m_now;
    TimeControl m_control;
    std::array<SideClock, 2> m_clocks{};
    std::array<bool, 2> m_low{};
    std::optional<core::Side> m_running;
    qint64 m_since = 0; // time-source value up to which the running seat has been charged
    int m_pauses = 0;
    QTimer m_tick;
};

} // namespace qiju::model
