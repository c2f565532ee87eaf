#include "networkplayer.h"

namespace qiju::model {

void NetworkPlayer::yourTurn(const core::Game &)
{
    m_active = true;
    emit turnBegan();
    if (m_pending) {
        const core::Move move = *m_pending;
        m_pending.reset();
        deliver(move);
    }
}

void NetworkPlayer::cancelTurn()
{
    m_active = false;
    m_pending.reset();
}

void NetworkPlayer::deliver(const core::Move &move)
{
    if (!m_active) {
        m_pending = move;
        return;
    }
    m_active = false;
    emit moveChosen(move);
}

} // namespace qiju::model
