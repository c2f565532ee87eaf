#include "netagreement.h"

#include "network/netconnection.h"
#include "network/netsession.h"
#include "session/gamecontroller.h"

namespace qiju::model {

namespace {

QString requestKey(NetRequest r)
{
    return r == NetRequest::Undo ? QStringLiteral("undo") : QStringLiteral("draw");
}

NetMessageType declineType(NetRequest r)
{
    return r == NetRequest::Undo ? NetMessageType::UndoDecline : NetMessageType::DrawDecline;
}

} // namespace

bool NetAgreement::open() const
{
    return m_session.gameRunning() && m_session.m_state == NetSession::State::Playing
        && m_own == NetRequest::None && m_peer == NetRequest::None;
}

int NetAgreement::undoTarget() const
{
    if (!open())
        return -1;
    const GameModel *model = m_session.m_controller->model();
    int ply = model->ply();
    for (const GameNode *n = model->tree().current().parent; n; n = n->parent) {
        --ply;
        if (n->position->seatToMove() == m_session.m_localSeat && !netIsForcedPass(*n->position))
            return ply;
    }
    return -1;
}

bool NetAgreement::canOfferDraw() const { return open() && netDrawAllowed(m_session.m_setup.game); }

void NetAgreement::requestUndo()
{
    const int to = undoTarget();
    if (to < 0)
        return;
    m_own = NetRequest::Undo;
    m_ownNumber = m_session.m_controller->model()->ply();
    m_ownTo = to;
    m_session.updateHold();
    m_session.m_link->send(NetMessageType::UndoRequest,
        {{QStringLiteral("number"), m_ownNumber}, {QStringLiteral("to"), to}});
}

void NetAgreement::offerDraw()
{
    if (!canOfferDraw())
        return;
    m_own = NetRequest::Draw;
    m_ownNumber = m_session.m_controller->model()->ply();
    m_session.updateHold();
    m_session.m_link->send(NetMessageType::DrawOffer, {{QStringLiteral("number"), m_ownNumber}});
}

void NetAgreement::onRequest(NetRequest request, const NetMessage &m)
{
    const GameModel *model = m_session.m_controller->model();
    const int number = m.integer("number");
    if (!m_session.gameRunning()
        || (request == NetRequest::Draw && !netDrawAllowed(m_session.m_setup.game))
        || m_peer != NetRequest::None) {
        m_session.reject(NetError::Unexpected, requestKey(request));
        return;
    }
    if (number != model->ply() || m_own != NetRequest::None) {
        // Crossed with a move or with our own request: declined, nothing else happens.
        m_session.m_link->send(declineType(request), {{QStringLiteral("number"), number}});
        return;
    }
    if (request == NetRequest::Undo) {
        // Back to a position where the peer was to decide.
        const int to = m.integer("to");
        const GameNode *n = &model->tree().current();
        for (int ply = model->ply(); n && ply > to; --ply)
            n = n->parent;
        if (to >= number || !n || n->position->seatToMove() != m_session.remoteSeat()) {
            m_session.reject(NetError::BadField, QStringLiteral("to"));
            return;
        }
        m_peerTo = to;
    }
    m_peer = request;
    m_peerNumber = number;
    if (request == NetRequest::Undo)
        emit m_session.undoRequested(m_peerTo);
    else
        emit m_session.drawOffered();
}

void NetAgreement::answer(NetRequest request, bool accept)
{
    if (m_peer != request || !m_session.m_link)
        return;
    m_peer = NetRequest::None;
    const bool undo = request == NetRequest::Undo;
    m_session.m_link->send(accept ? (undo ? NetMessageType::UndoAccept : NetMessageType::DrawAccept)
                                  : declineType(request),
        {{QStringLiteral("number"), m_peerNumber}});
    if (accept)
        apply(request, m_peerTo);
}

void NetAgreement::apply(NetRequest request, int undoTo)
{
    GameController *controller = m_session.m_controller;
    if (request == NetRequest::Undo)
        controller->rewindTo(undoTo);
    else
        controller->model()->endGame({core::Outcome::Draw, core::EndReason::Agreement, 0, 0});
}

void NetAgreement::onAnswer(NetRequest request, const NetMessage &m, bool accepted)
{
    if (m_own != request || m.integer("number") != m_ownNumber) {
        m_session.reject(NetError::Unexpected,
            QStringLiteral("answer to no %1 request").arg(requestKey(request)));
        return;
    }
    m_own = NetRequest::None;
    m_session.updateHold();
    if (accepted)
        apply(request, m_ownTo);
    reportAnswer(request, accepted);
}

void NetAgreement::reportAnswer(NetRequest request, bool accepted)
{
    if (request == NetRequest::Undo)
        emit m_session.undoAnswered(accepted);
    else
        emit m_session.drawAnswered(accepted);
}

void NetAgreement::dropOwn(bool declined)
{
    if (m_own == NetRequest::None)
        return;
    const NetRequest r = m_own;
    m_own = NetRequest::None;
    m_session.updateHold();
    if (declined)
        reportAnswer(r, false);
}

void NetAgreement::withdrawPeer(bool tellPeer)
{
    if (m_peer == NetRequest::None)
        return;
    if (tellPeer && m_session.m_link)
        m_session.m_link->send(declineType(m_peer), {{QStringLiteral("number"), m_peerNumber}});
    m_peer = NetRequest::None;
    emit m_session.peerRequestWithdrawn();
}

} // namespace qiju::model
