#include "netsession.h"

#include <QCoreApplication>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include "network/netconnection.h"
#include "network/nethostgame.h"
#include "players/networkplayer.h"
#include "session/gamecontroller.h"

namespace qiju::model {

using core::Side;

NetSession::NetSession(GameController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
{
    m_reconnect.setInterval(2000);
    connect(&m_reconnect, &QTimer::timeout, this, &NetSession::tryReconnect);
    m_handshakeTimer.setSingleShot(true);
    connect(&m_handshakeTimer, &QTimer::timeout, this, [this] {
        if (m_state == State::Connecting) {
            // The address does not answer at all (no refusal either).
            dropConnection();
            setState(State::Closed);
            emit failed(Failure::Unreachable, QStringLiteral("timeout"));
            return;
        }
        if (m_state != State::Handshake)
            return;
        if (m_role == Role::Guest && !m_hasGame) {
            dropConnection();
            setState(State::Closed);
            emit failed(Failure::Timeout, {});
        } else if (m_link) {
            m_link->abort(); // the host listens again; a reconnecting guest retries
        }
    });
    m_starter = [this](const GameSetup &setup, std::unique_ptr<GameTree> tree,
                    const QJsonObject &clocks) {
        m_controller->loadGame(setup, std::move(tree));
        if (!clocks.isEmpty())
            m_controller->clock()->restore(clocks);
    };
    GameModel *model = controller->model();
    connect(model, &GameModel::moveApplied, this, &NetSession::onMoveApplied);
    connect(model, &GameModel::gameOver, this, &NetSession::onGameOver);
}

NetSession::~NetSession()
{
    if (isActive())
        close();
}

void NetSession::setTiming(int heartbeatMs, int silenceMs, int reconnectMs, int handshakeMs)
{
    m_heartbeatMs = heartbeatMs;
    m_silenceMs = silenceMs;
    m_reconnect.setInterval(reconnectMs);
    m_handshakeMs = handshakeMs;
    if (m_link)
        m_link->setHeartbeat(heartbeatMs, silenceMs);
}

QList<QHostAddress> NetSession::localAddresses()
{
    QList<QHostAddress> v4, v6;
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isNull())
            continue;
        if (a.protocol() == QAbstractSocket::IPv4Protocol)
            v4 << a;
        else if (!a.isLinkLocal())
            v6 << a;
    }
    return v4 + v6;
}

void NetSession::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

bool NetSession::host(quint16 port, const GameSetup &setup, Side localSeat, const QString &nickname)
{
    m_role = Role::Host;
    m_setup = setup;
    m_localSeat = localSeat;
    m_nickname = nickname.left(kNetMaxNicknameLength);
    m_gameId = QString::number(QRandomGenerator::global()->generate64(), 16);
    // The seat's key: told to the first guest only, asked of everyone who comes back.
    m_secret = QString::number(QRandomGenerator::system()->generate64(), 16)
        + QString::number(QRandomGenerator::system()->generate64(), 16);
    if (!setup.createGame()) {
        m_errorString = QStringLiteral("invalid game setup");
        setState(State::Closed);
        return false;
    }
    m_server = new QTcpServer(this);
    connect(m_server, &QTcpServer::newConnection, this, &NetSession::onNewConnection);
    if (!m_server->listen(QHostAddress::Any, port)) {
        m_errorString = m_server->errorString();
        delete m_server;
        m_server = nullptr;
        setState(State::Closed);
        return false;
    }
    m_port = m_server->serverPort();
    setState(State::Listening);
    return true;
}

void NetSession::join(const QString &address, quint16 port, const QString &nickname)
{
    m_role = Role::Guest;
    m_address = address;
    m_port = port;
    m_nickname = nickname.left(kNetMaxNicknameLength);
    setState(State::Connecting);
    m_handshakeTimer.start(m_handshakeMs); // also the time allowed to connect
    tryReconnect();
}

void NetSession::tryReconnect()
{
    if (m_link)
        return;
    auto *socket = new QTcpSocket(this);
    adopt(new NetConnection(socket, this));
    connect(socket, &QTcpSocket::connected, this, [this] {
        m_reconnect.stop();
        setState(State::Handshake);
        m_handshakeTimer.start(m_handshakeMs);
    });
    socket->connectToHost(m_address, m_port);
}

void NetSession::adopt(NetConnection *connection)
{
    m_link = connection;
    connection->setHeartbeat(m_heartbeatMs, m_silenceMs);
    connect(connection, &NetConnection::messageReceived, this, &NetSession::onMessage);
    connect(
        connection, &NetConnection::rejected, this, [this](NetError error, const QString &detail) {
            emit peerRejected(error, detail);
            if (error == NetError::Version && m_link) {
                // Nothing more can be understood: the peer was told why, the link ends.
                m_refusal = netErrorKey(error) + u' ' + detail;
                m_link->sayBye(QStringLiteral("version"));
            }
        });
    connect(connection, &NetConnection::closed, this, &NetSession::onConnectionClosed);
}

void NetSession::dropConnection()
{
    if (!m_link)
        return;
    NetConnection *link = m_link;
    m_link = nullptr;
    link->disconnect(this);
    link->abort();
    link->deleteLater();
}

void NetSession::leaveLink()
{
    if (!m_link)
        return;
    NetConnection *link = m_link;
    m_link = nullptr;
    link->disconnect(this);
    connect(link, &NetConnection::closed, link, &QObject::deleteLater);
    link->sayBye(); // what is queued (an error reply) is written first
}

void NetSession::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_link) {
            // One opponent at a time.
            socket->write(encodeNetMessage(
                NetMessageType::Error, {{QStringLiteral("code"), netErrorKey(NetError::Busy)}}));
            socket->disconnectFromHost();
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            continue;
        }
        adopt(new NetConnection(socket, this));
        m_server->close(); // nothing listens while the opponent is here
        setState(State::Handshake);
        m_handshakeTimer.start(m_handshakeMs);
        sendHello();
    }
}

void NetSession::onConnectionClosed()
{
    NetConnection *link = m_link;
    m_link = nullptr;
    if (link)
        link->deleteLater();
    m_handshakeTimer.stop();
    const bool left = m_peerLeft;
    m_peerLeft = false;
    switch (m_state) {
    case State::Connecting:
        if (m_hasGame)
            return; // reconnecting: the timer tries again
        setState(State::Closed);
        emit failed(Failure::Unreachable, link ? link->socket()->errorString() : QString());
        return;
    case State::Handshake:
        if (m_role == Role::Host) {
            if (m_server && m_server->listen(QHostAddress::Any, m_port))
                setState(m_hasGame ? State::PeerLost : State::Listening);
        } else if (m_hasGame) {
            setState(State::PeerLost);
            m_reconnect.start();
        } else if (m_state != State::Closed) {
            setState(State::Closed);
            emit failed(Failure::Refused, m_refusal);
        }
        return;
    case State::Playing:
        m_lost = true;
        m_deferred.reset();
        m_agreement.dropOwn(true);
        m_agreement.withdrawPeer(false);
        updateHold();
        setState(State::PeerLost);
        if (!left) {
            if (m_role == Role::Host)
                m_server->listen(QHostAddress::Any, m_port);
            else
                m_reconnect.start();
        }
        emit peerLost(left);
        return;
    default: return;
    }
}

void NetSession::sendHello()
{
    QJsonObject hello{{QStringLiteral("protocol"), kNetProtocolVersion},
        {QStringLiteral("app"),
            QStringLiteral("Qiju %1").arg(QCoreApplication::applicationVersion())},
        {QStringLiteral("nickname"), m_nickname},
        {QStringLiteral("role"),
            m_role == Role::Host ? QStringLiteral("host") : QStringLiteral("guest")}};
    if (m_role == Role::Host) {
        const GameModel *model = m_controller->model();
        const bool begun = m_hasGame && model->hasGame();
        std::optional<core::GameResult> decided;
        if (begun && model->isOver() && !model->position().result())
            decided = model->result();
        writeNetHostGame(hello, m_setup, m_localSeat, m_gameId, begun ? &model->tree() : nullptr,
            begun ? m_controller->clock()->toJson() : QJsonObject(), decided);
        if (!m_hasGame)
            hello.insert(QStringLiteral("secret"), m_secret);
    } else if (!m_secret.isEmpty()) {
        hello.insert(QStringLiteral("secret"), m_secret);
    }
    m_link->send(NetMessageType::Hello, hello);
}

void NetSession::reject(NetError error, const QString &detail)
{
    if (m_link)
        m_link->sendError(error, detail);
    emit peerRejected(error, detail);
}

void NetSession::onMessage(const NetMessage &m)
{
    switch (m.type) {
    case NetMessageType::Hello: onHello(m); return;
    case NetMessageType::Chat: emit chatReceived(m.string("text")); return;
    case NetMessageType::Error:
        if (m_state == State::Handshake)
            m_refusal = m.string("code") + u' ' + m.string("message");
        emit peerError(m.string("code"), m.string("message"));
        return;
    case NetMessageType::Bye:
        m_peerLeft = true;
        if (m_link)
            m_link->abort();
        return;
    default: break;
    }
    if (m_state != State::Playing) {
        reject(NetError::Unexpected, QStringLiteral("%1 before the game").arg(m.string("type")));
        return;
    }
    onGameMessage(m);
}

void NetSession::onHello(const NetMessage &m)
{
    if (m_state != State::Handshake) {
        reject(NetError::Unexpected, QStringLiteral("hello"));
        return;
    }
    const bool fromHost = m.string("role") == QLatin1String("host");
    if (fromHost != (m_role == Role::Guest)) {
        reject(NetError::Unexpected, QStringLiteral("role"));
        return;
    }
    if (m_role == Role::Host && m_hasGame && m.string("secret") != m_secret) {
        // Not the guest of this game: the seat keeps waiting for the one who left.
        reject(NetError::Busy, QStringLiteral("the seat is taken"));
        m_link->sayBye(QStringLiteral("busy")); // closed: the host listens again
        return;
    }
    m_peerName = m.string("nickname");
    m_handshakeTimer.stop();
    if (m_role == Role::Guest) {
        startAsGuest(m);
        return;
    }
    // The host: the guest said hello back; the game begins (or goes on).
    if (!m_hasGame) {
        m_hasGame = true;
        GameSetup setup = m_setup;
        setup.seat(m_localSeat).kind = PlayerKind::Human;
        setup.seat(m_localSeat).name = m_nickname;
        setup.seat(remoteSeat()).kind = PlayerKind::Network;
        setup.seat(remoteSeat()).name = m_peerName;
        auto start = setup.createGame();
        if (!start) {
            reject(NetError::BadSetup, QStringLiteral("the host's own setup"));
            close();
            return;
        }
        m_starter(setup, std::make_unique<GameTree>(std::move(start)), {});
        seatRemote();
        setState(State::Playing);
        emit started();
        return;
    }
    if (NetworkPlayer *p = remotePlayer())
        p->setName(m_peerName);
    m_lost = false;
    updateHold();
    setState(State::Playing);
    emit resumed();
}

void NetSession::startAsGuest(const NetMessage &m)
{
    // Everything about the host's game is checked before anything here changes.
    auto refuse = [this](const QString &detail) {
        m_link->sendError(NetError::BadSetup, detail);
        emit peerRejected(NetError::BadSetup, detail);
        leaveLink();
        if (m_hasGame) {
            // A reconnect that found another game: this one stays held, the user decides.
            m_reconnect.stop();
            setState(State::PeerLost);
            return;
        }
        setState(State::Closed);
        emit failed(Failure::BadSetup, detail);
    };
    QString badField;
    auto game = readNetHostGame(m, m_hasGame ? m_gameId : QString(), &badField);
    if (!game)
        return refuse(badField);

    const bool resuming = m_hasGame;
    m_hasGame = true;
    m_gameId = game->gameId;
    if (!resuming)
        m_secret = m.string("secret");
    m_localSeat = core::opposite(game->hostSide);
    GameSetup &setup = game->setup;
    setup.seat(m_localSeat).kind = PlayerKind::Human;
    setup.seat(m_localSeat).name = m_nickname;
    setup.seat(game->hostSide).kind = PlayerKind::Network;
    setup.seat(game->hostSide).name = m_peerName;
    m_setup = setup;
    m_agreement.clear();
    m_deferred.reset();
    m_starter(setup, std::move(game->tree), game->clocks);
    seatRemote();
    if (game->decided && !m_controller->model()->isOver())
        m_controller->model()->endGame(*game->decided);
    sendHello();
    m_lost = false;
    updateHold();
    setState(State::Playing);
    if (resuming)
        emit resumed();
    else
        emit started();
}

void NetSession::close()
{
    m_reconnect.stop();
    m_handshakeTimer.stop();
    if (m_server) {
        m_server->close();
        m_server->deleteLater();
        m_server = nullptr;
    }
    leaveLink();
    const bool held = m_lost || m_agreement.own() != Request::None;
    m_lost = false;
    m_agreement.clear();
    if (held)
        updateHold();
    setState(State::Closed);
}

} // namespace qiju::model
