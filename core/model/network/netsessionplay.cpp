// NetSession's part in a running game: the remote seat and its NetworkPlayer, the peer's game
// messages (each move checked for turn, number and legality before it reaches the game;
// resign, flag and the agreements), our own moves and decided ends sent out, chat, and the
// computer taking a lost peer's seat. The link and the handshake are in netsession.cpp.
#include "netsession.h"

#include "network/netconnection.h"
#include "players/networkplayer.h"
#include "session/gamecontroller.h"

#include "games/gameregistry.h"
#include "support/qtstrings.h"

namespace qiju::model {

using core::Side;

bool netDrawAllowed(core::GameId game)
{
    // Every game whose rules know a draw (equal counts, a full board, jigo).
    return core::gameInfo(game).draws;
}

bool netIsForcedPass(const core::Game &position)
{
    const auto moves = position.legalMoves();
    return moves.size() == 1 && moves.front().isPass();
}

void NetSession::seatRemote()
{
    m_controller->setPlayer(remoteSeat(), new NetworkPlayer(m_peerName, m_controller));
}

NetworkPlayer *NetSession::remotePlayer() const
{
    return qobject_cast<NetworkPlayer *>(m_controller->player(remoteSeat()));
}

bool NetSession::gameRunning() const
{
    const GameModel *model = m_controller->model();
    return m_hasGame && model->hasGame() && !model->isOver() && !model->isMarking()
        && remotePlayer();
}

void NetSession::updateHold()
{
    if (!m_controller)
        return;
    m_controller->setPausedFor(
        GameClock::PauseReason::Network, m_lost || m_agreement.own() != Request::None);
}

void NetSession::onGameMessage(const NetMessage &m)
{
    switch (m.type) {
    case NetMessageType::Move: onMove(m); return;
    case NetMessageType::UndoRequest: m_agreement.onRequest(Request::Undo, m); return;
    case NetMessageType::DrawOffer: m_agreement.onRequest(Request::Draw, m); return;
    case NetMessageType::UndoAccept: m_agreement.onAnswer(Request::Undo, m, true); return;
    case NetMessageType::UndoDecline: m_agreement.onAnswer(Request::Undo, m, false); return;
    case NetMessageType::DrawAccept: m_agreement.onAnswer(Request::Draw, m, true); return;
    case NetMessageType::DrawDecline: m_agreement.onAnswer(Request::Draw, m, false); return;
    case NetMessageType::Resign:
    case NetMessageType::Flag: {
        if (!gameRunning()) {
            if (!m_controller->model()->isOver())
                reject(NetError::Unexpected, m.string("type"));
            return; // both ended the game at once: already over here
        }
        const bool time = m.type == NetMessageType::Flag;
        if (time && !m_controller->clock()->isTimed()) {
            reject(NetError::Unexpected, QStringLiteral("flag in an untimed game"));
            return;
        }
        m_agreement.withdrawPeer(false);
        m_agreement.dropOwn(false);
        updateHold();
        GameModel *model = m_controller->model();
        const Side peerColour = model->position().colourOfSeat(remoteSeat());
        model->endGame(core::GameResult::win(core::opposite(peerColour),
            time ? core::EndReason::Time : core::EndReason::Resignation));
        return;
    }
    default: reject(NetError::Unexpected, m.string("type")); return;
    }
}

void NetSession::onMove(const NetMessage &m)
{
    if (!gameRunning()) {
        reject(NetError::Unexpected, QStringLiteral("move after the end"));
        return;
    }
    const GameModel *model = m_controller->model();
    const core::Game &position = model->position();
    const int number = m.integer("number");
    const Side seat = position.seatToMove();
    if (seat == m_localSeat && number == model->ply() + 2 && netIsForcedPass(position)
        && !m_deferred) {
        // Our forced pass is about to be played here too; the move follows it.
        m_deferred = m;
        return;
    }
    if (seat != remoteSeat() || number != model->ply() + 1) {
        reject(NetError::OutOfTurn,
            QStringLiteral("move %1 (expected %2, %3 to move)")
                .arg(number)
                .arg(model->ply() + 1)
                .arg(seat == m_localSeat ? QStringLiteral("you are not")
                                         : QStringLiteral("you are")));
        return;
    }
    const QString text = m.string("move");
    const auto move = position.parseMove(text.toStdString());
    if (!move) {
        reject(NetError::IllegalMove, QStringLiteral("%1: unreadable").arg(text));
        return;
    }
    const core::MoveError error = position.check(*move);
    if (error != core::MoveError::None) {
        reject(NetError::IllegalMove,
            QStringLiteral("%1: %2").arg(text, qs(core::moveErrorKey(error))));
        return;
    }
    // The peer moved instead of answering our request (it should decline first): declined.
    m_agreement.dropOwn(true);
    m_agreement.withdrawPeer(false); // a move lapses the peer's own request
    remotePlayer()->deliver(*move);
}

void NetSession::onMoveApplied()
{
    const GameTree &tree = m_controller->model()->tree();
    const GameNode &node = tree.current();
    if (!node.parent || !m_link || m_state != State::Playing)
        return;
    const core::Game &before = *node.parent->position;
    if (before.seatToMove() == m_localSeat && !netIsForcedPass(before)) {
        // Our move: a pending request of the peer lapses (declined first), then the move.
        m_agreement.withdrawPeer(true);
        m_link->send(NetMessageType::Move,
            {{QStringLiteral("number"), m_controller->model()->ply()},
                {QStringLiteral("move"), qs(before.moveText(node.move))}});
    }
    if (m_deferred) {
        const NetMessage deferred = *m_deferred;
        m_deferred.reset();
        QMetaObject::invokeMethod(
            this,
            [this, deferred] {
                if (m_state == State::Playing)
                    onMove(deferred);
            },
            Qt::QueuedConnection);
    }
}

void NetSession::onGameOver(const core::GameResult &result)
{
    m_deferred.reset();
    m_agreement.dropOwn(false);
    m_agreement.clear();
    if (!m_link || m_state != State::Playing || !m_controller->model()->hasGame())
        return;
    const Side localColour = m_controller->model()->position().colourOfSeat(m_localSeat);
    if (!result.isWinFor(core::opposite(localColour)))
        return;
    // Only what this side decided goes out; results of the rules are reached by both.
    if (result.reason == core::EndReason::Resignation)
        m_link->send(NetMessageType::Resign);
    else if (result.reason == core::EndReason::Time)
        m_link->send(NetMessageType::Flag);
}

void NetSession::sendChat(const QString &text)
{
    const QString t = text.trimmed().left(kNetMaxChatLength);
    if (t.isEmpty() || !m_link || m_state != State::Playing)
        return;
    m_link->send(NetMessageType::Chat, {{QStringLiteral("text"), t}});
}

void NetSession::continueAgainstComputer()
{
    if (m_state != State::PeerLost)
        return;
    close();
    m_controller->seatComputer(remoteSeat());
}

} // namespace qiju::model
