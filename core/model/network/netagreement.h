// NetAgreement: the undo requests and draw offers of a network game (docs/network-protocol.md):
// at most one request of ours and one of the peer's pending, each tied to the move number it
// was made at. A move lapses them; an accepted one rewinds the game or ends it drawn; ours
// holds the game (clocks paused) until answered. Part of a NetSession, which it reaches for
// the link, the game and the signals. GUI thread only.
#pragma once

#include <cstdint>

namespace qiju::model {

class NetSession;
struct NetMessage;

enum class NetRequest : std::uint8_t { None, Undo, Draw };

class NetAgreement
{
public:
    explicit NetAgreement(NetSession &session)
        : m_session(session)
    { }

    NetRequest own() const { return m_own; }
    NetRequest peer() const { return m_peer; }

    // The ply an undo asked now would return to (the local player's previous decision), or
    // -1 when there is none or a request is pending.
    int undoTarget() const;
    bool canOfferDraw() const;
    void requestUndo();
    void offerDraw();
    // Answers the peer's pending `request` (nothing when none of that kind is pending).
    void answer(NetRequest request, bool accept);

    // The peer's request or answer, received while the game is played.
    void onRequest(NetRequest request, const NetMessage &m);
    void onAnswer(NetRequest request, const NetMessage &m, bool accepted);

    // Our pending request ends without an answer; `declined` reports it as declined.
    void dropOwn(bool declined);
    // The peer's pending request lapses; `tellPeer` declines it on the link first.
    void withdrawPeer(bool tellPeer);
    // Forgets both requests silently (a new or finished game); the caller updates the hold.
    void clear() { m_own = m_peer = NetRequest::None; }

private:
    bool open() const;
    void apply(NetRequest request, int undoTo);
    void reportAnswer(NetRequest request, bool accepted);

    NetSession &m_session;
    NetRequest m_own = NetRequest::None;
    int m_ownNumber = 0;
    int m_ownTo = 0;
    NetRequest m_peer = NetRequest::None;
    int m_peerNumber = 0;
    int m_peerTo = 0;
};

} // namespace qiju::model
