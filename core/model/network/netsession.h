// NetSession: a game against another Qiju over TCP (docs/network-protocol.md). One side hosts
// (listens on the one port the user chose, only while it waits for the opponent) and sends
// the game in its hello; the other joins. The session then ties the local GameController to
// the link: the remote seat is a NetworkPlayer fed with checked moves; local moves, resign,
// a fallen flag go out; undo and draw are agreed by request and answer (the requester's game
// is held meanwhile); chat passes through. Everything the peer sends is checked (turn, move
// number, rules, state) and refused with an "error" reply without touching the game.
// A lost link holds the game (clocks paused); the guest reconnects, the host listens again,
// and the host's game is the one both continue; or the user lets Qiju's AI take the seat.
// The requests live in NetAgreement, the game in the host's hello in nethostgame.h; the
// session's part in a running game is in netsessionplay.cpp.
// GUI thread only; a session whose controller is gone only closes its link.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

#include "network/netagreement.h"
#include "network/netmessage.h"
#include "session/gamesetup.h"
#include "session/gametree.h"

class QTcpServer;

namespace qiju::model {

class GameController;
class NetConnection;
class NetworkPlayer;

// Whether the players may agree a draw in this game (all but NoGo, whose rules have no
// draw).
bool netDrawAllowed(core::GameId game);
// A position whose only legal move is a pass: both sides play it, it is never sent.
bool netIsForcedPass(const core::Game &position);

class NetSession : public QObject
{
    Q_OBJECT

public:
    enum class Role : std::uint8_t { Host, Guest };
    enum class State : std::uint8_t {
        Idle,
        Listening,  // host: waiting for the opponent
        Connecting, // guest: connecting to the host
        Handshake,  // the link is up, hellos are being exchanged
        Playing,
        PeerLost, // the link broke during the game: held, waiting for the peer
        Closed,   // the network game is over (left, failed, or handed to the AI)
    };
    // Why the session could not begin (failed()).
    enum class Failure : std::uint8_t {
        CannotListen, // the port is in use or not allowed
        Unreachable,  // nobody answers at that address and port
        Refused,      // the peer refused us (another version, busy, ...); see the detail
        BadSetup,     // the host's game cannot be played here
        Timeout,      // no hello in time
    };
    using Request = NetRequest;

    explicit NetSession(GameController *controller, QObject *parent = nullptr);
    ~NetSession() override;

    // Listens on `port` (0: any free port, for tests) on every local address and starts
    // `setup` with the local player on `localSeat` once someone joins. False (and
    // errorString()) when the port cannot be opened.
    bool host(quint16 port, const GameSetup &setup, core::Side localSeat, const QString &nickname);
    void join(const QString &address, quint16 port, const QString &nickname);
    // Leaves: says bye, stops listening, releases the game (it stays on the board, local).
    void close();
    // While the peer is lost: Qiju's AI takes the peer's seat and the session ends.
    void continueAgainstComputer();

    Role role() const { return m_role; }
    State state() const { return m_state; }
    bool isPlaying() const { return m_state == State::Playing; }
    bool isActive() const { return m_state != State::Idle && m_state != State::Closed; }
    quint16 port() const { return m_port; }
    QString errorString() const { return m_errorString; }
    QString nickname() const { return m_nickname; }
    QString peerName() const { return m_peerName; }
    core::Side localSeat() const { return m_localSeat; }
    core::Side remoteSeat() const { return core::opposite(m_localSeat); }
    Request ownRequest() const { return m_agreement.own(); }
    Request peerRequest() const { return m_agreement.peer(); }

    // The ply an undo asked now would return to (the local player's previous decision), or
    // -1 when there is none or a request is pending.
    int undoTarget() const { return m_agreement.undoTarget(); }
    bool canRequestUndo() const { return undoTarget() >= 0; }
    bool canOfferDraw() const { return m_agreement.canOfferDraw(); }
    void requestUndo() { m_agreement.requestUndo(); }
    void answerUndo(bool accept) { m_agreement.answer(Request::Undo, accept); }
    void offerDraw() { m_agreement.offerDraw(); }
    void answerDraw(bool accept) { m_agreement.answer(Request::Draw, accept); }
    void sendChat(const QString &text);

    // How the session puts its game on the board: `tree` (the start position and the moves so
    // far) with `setup` (the seats already say who is local and who is remote), then the
    // clocks' state when the host sent one. The default loads it into the controller; the GUI
    // goes through its game page. The session seats the NetworkPlayer afterwards.
    using GameStarter = std::function<void(
        const GameSetup &setup, std::unique_ptr<GameTree> tree, const QJsonObject &clocks)>;
    void setGameStarter(GameStarter starter) { m_starter = std::move(starter); }

    // Tests: faster heartbeat, reconnect and handshake timing (ms).
    void setTiming(int heartbeatMs, int silenceMs, int reconnectMs, int handshakeMs);

    // This machine's addresses to give the other player (IPv4 first, no loopback).
    static QList<QHostAddress> localAddresses();

signals:
    void stateChanged(qiju::model::NetSession::State state);
    void failed(qiju::model::NetSession::Failure failure, const QString &detail);
    // The game began (a new one) or continued (after a reconnect).
    void started();
    void resumed();
    // The link broke (`left`: the peer said bye) while the game was on.
    void peerLost(bool left);
    void chatReceived(const QString &text);
    void undoRequested(int toPly);
    void undoAnswered(bool accepted);
    void drawOffered();
    void drawAnswered(bool accepted);
    // The peer's pending undo request or draw offer lapsed (a move was played).
    void peerRequestWithdrawn();
    // We refused something the peer sent (it got an error reply).
    void peerRejected(qiju::model::NetError error, const QString &detail);
    // The peer refused something we sent.
    void peerError(const QString &code, const QString &message);

private:
    friend class NetAgreement;

    void setState(State state);
    void adopt(NetConnection *connection);
    void dropConnection();
    void leaveLink();
    void onNewConnection();
    void onConnectionClosed();
    void onMessage(const NetMessage &m);
    void onHello(const NetMessage &m);
    void startAsGuest(const NetMessage &m);
    void onGameMessage(const NetMessage &m);
    void onMove(const NetMessage &m);
    void onMoveApplied();
    void onGameOver(const core::GameResult &result);
    void sendHello();
    void seatRemote();
    void reject(NetError error, const QString &detail);
    void updateHold();
    void tryReconnect();
    bool gameRunning() const;
    NetworkPlayer *remotePlayer() const;

    QPointer<GameController> m_controller; // may go first when a window closes
    QTcpServer *m_server = nullptr;
    QPointer<NetConnection> m_link;
    Role m_role = Role::Host;
    State m_state = State::Idle;
    GameSetup m_setup;
    core::Side m_localSeat = core::Side::Black;
    QString m_nickname;
    QString m_peerName;
    QString m_address;
    quint16 m_port = 0;
    QString m_gameId;
    QString m_secret; // the host's per-game key; a returning guest must present it
    QString m_errorString;
    bool m_hasGame = false;  // the game of this session was set up (reconnects resume it)
    bool m_lost = false;     // held: the peer is away
    bool m_peerLeft = false; // the peer said bye before the link closed
    QString m_refusal;       // the peer's error during the handshake
    NetAgreement m_agreement{*this};
    GameStarter m_starter;
    std::optional<NetMessage> m_deferred; // a move that overtook our forced pass
    QTimer m_reconnect;
    QTimer m_handshakeTimer;
    int m_heartbeatMs = 5000;
    int m_silenceMs = 15000;
    int m_handshakeMs = 10000;
};

} // namespace qiju::model

Q_DECLARE_METATYPE(qiju::model::NetSession::State)
Q_DECLARE_METATYPE(qiju::model::NetSession::Failure)
