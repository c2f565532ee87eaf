// NetworkPlayer: the seat of a remote Qiju. Its moves come from the peer through NetSession,
// which checks them (turn, move number, rules) before deliver(); the player hands a delivered
// move to the controller when its turn has begun, or keeps it until yourTurn() if the
// message overtook the turn's start. GUI thread only.
#pragma once

#include "players/player.h"

namespace qiju::model {

class NetworkPlayer final : public Player
{
    Q_OBJECT

public:
    using Player::Player;

    PlayerKind kind() const override { return PlayerKind::Network; }
    void yourTurn(const core::Game &position) override;
    void cancelTurn() override;
    bool isActive() const { return m_active; }

    // A move the peer played (already checked by the session).
    void deliver(const core::Move &move);

signals:
    // The turn began: the peer is now expected to move.
    void turnBegan();

private:
    bool m_active = false;
    std::optional<core::Move> m_pending;
};

} // namespace qiju::model
