// HumanPlayer: a person at this desk. Their moves arrive from the board through the
// controller (submit()); the player only accepts them while it is its turn.
// GUI thread only.
#pragma once

#include "players/player.h"

namespace qiju::model {

class HumanPlayer final : public Player
{
    Q_OBJECT

public:
    using Player::Player;

    PlayerKind kind() const override { return PlayerKind::Human; }
    void yourTurn(const core::Game &) override { m_active = true; }
    void cancelTurn() override { m_active = false; }
    bool isActive() const { return m_active; }

    // Returns false (and emits nothing) when it is not this player's turn.
    bool submit(const core::Move &move)
    {
        if (!m_active)
            return false;
        m_active = false;
        emit moveChosen(move);
        return true;
    }

private:
    bool m_active = false;
};

} // namespace qiju::model
