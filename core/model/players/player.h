// Player: one seat at the table. Every kind of player — a person, the built-in AI, an external
// engine, a remote Qiju — takes turns the same way: yourTurn(position) -> moveChosen(move), or
// resigned().
// The controller validates whatever a player chooses. GUI thread only.
#pragma once

#include <QObject>
#include <QString>

#include <optional>

#include "session/metatypes.h"

namespace qiju::model {

class GameClock;

enum class PlayerKind : std::uint8_t { Human, Computer, Engine, Network };

// Stable keys used in saves, records and settings: "human", "computer", "engine", "network".
inline QString playerKindKey(PlayerKind k)
{
    switch (k) {
    case PlayerKind::Human: return QStringLiteral("human");
    case PlayerKind::Computer: return QStringLiteral("computer");
    case PlayerKind::Engine: return QStringLiteral("engine");
    case PlayerKind::Network: return QStringLiteral("network");
    }
    return QStringLiteral("human");
}

inline std::optional<PlayerKind> playerKindFromKey(const QString &key)
{
    for (PlayerKind k :
         {PlayerKind::Human, PlayerKind::Computer, PlayerKind::Engine, PlayerKind::Network}) {
        if (playerKindKey(k) == key)
            return k;
    }
    return std::nullopt;
}

class Player : public QObject
{
    Q_OBJECT

public:
    explicit Player(const QString &name, QObject *parent = nullptr)
        : QObject(parent)
        , m_name(name)
    {}

    virtual PlayerKind kind() const = 0;
    QString name() const { return m_name; }
    void setName(const QString &name) { m_name = name; }

    // It is this player's turn in `position` (valid only during the call; copy what you keep).
    virtual void yourTurn(const core::Game &position) = 0;
    // The turn was taken away (undo, new game, game over): forget it, choose nothing.
    virtual void cancelTurn() {}
    // "Move now": a thinking player answers at once with its best move so far.
    virtual void moveNow() {}
    virtual bool isThinking() const { return false; }

    // The game's clocks and the seat this player holds; set by the controller when the player
    // is seated. Players that manage their time (the computer, external engines) read their
    // clock in yourTurn(); clock() is null outside a controller.
    void setClock(const GameClock *clock, core::Side seat)
    {
        m_gameClock = clock;
        m_seat = seat;
    }
    const GameClock *clock() const { return m_gameClock; }
    core::Side seat() const { return m_seat; }

signals:
    void moveChosen(const qiju::core::Move &move);
    // The player gives up instead of moving (an engine's "resign", the built-in AI's verdict
    // on a lost game); the controller ends the game if it is still this player's turn.
    void resigned();
    void thinkingChanged(bool thinking);
    void searchProgress(const qiju::ai::SearchInfo &info);

private:
    QString m_name;
    const GameClock *m_gameClock = nullptr;
    core::Side m_seat = core::Side::Black;
};

} // namespace qiju::model
