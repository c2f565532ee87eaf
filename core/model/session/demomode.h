// DemoMode: the game plays itself. Self-play seats Qiju's AI on both sides from the position on
// the board, one move every so often, and gives the seats back to the game's own players when
// it stops; replay steps through the line shown (GameReview) at a fixed interval. Either stops
// on stop() (the window calls it on any user action), at the end, or when the game is
// replaced. GUI thread only; owned by the game page.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <array>

#include "session/gamereview.h"

namespace qiju::model {

class DemoMode : public QObject
{
    Q_OBJECT

public:
    enum class Kind : std::uint8_t { None, SelfPlay, Replay };

    explicit DemoMode(GameReview *review, QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    bool isRunning() const { return m_kind != Kind::None; }

    // The computer plays both sides at `level`, a move about every `moveMs` (it never answers
    // sooner and thinks no longer). A review in progress continues from the shown position.
    // False (nothing changes) without a game, at its end, or if the game cannot continue.
    bool playBothSides(int moveMs, ai::Level level = ai::Level::Medium);
    // Steps forward through the line every `intervalMs`, from the start when the line is
    // already at its end. False without a game or moves.
    bool replay(int intervalMs);
    void stop();

signals:
    void runningChanged(bool running);

private:
    void finish(bool restorePlayers);
    void onTick();

    GameReview *m_review;
    Kind m_kind = Kind::None;
    bool m_seating = false;
    QTimer m_timer;
    std::array<QPointer<Player>, 2> m_players;
};

} // namespace qiju::model
