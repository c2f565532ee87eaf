#include "netsession.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include "gamecontroller.h"
#include "netconnection.h"
#include "networkplayer.h"
#include "savegame.h"

#include "common/gameregistry.h"

namespace qiju::model {

using core::Side;

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

bool isForcedPass(const core::Game &g)
{
    const auto moves = g.legalMoves();
    return moves.size() == 1 && moves.front().isPass();
}

QString requestKey(NetSession::Request r)
{
    return r == NetSession::Request::Undo ? QStringLiteral("undo") : QStringLiteral("draw");
}

} // namespace

bool netDrawAllowed(core::GameId game)
{
    // Every game whose rules know a draw: Othello and Ataxx (equal counts), Gomoku (full
    // board), Go (jigo). NoGo always has a loser.
    return game != core::GameId::Nogo;
}

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
        if (m_own != Request::None) {
            const Request r = m_own;
            m_own = Request::None;
            emit(r == Request::Undo ? undoAnswered(false) : drawAnswered(false));
        }
        withdrawPeerRequest(false);
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
        // The game as it stands: empty moves for a new game, the line so far on a reconnect.
        const GameModel *model = m_controller->model();
        QJsonArray moves;
        QString rules = m_setup.rules;
        if (m_hasGame && model->hasGame()) {
            const GameTree &tree = model->tree();
            std::vector<const GameNode *> line;
            for (const GameNode *n = &tree.current(); n->parent; n = n->parent)
                line.push_back(n);
            for (auto it = line.rbegin(); it != line.rend(); ++it)
                moves.append(qs((*it)->parent->position->moveText((*it)->move)));
            rules = qs(tree.root().position->rulesText());
            hello.insert(QStringLiteral("clocks"), m_controller->clock()->toJson());
            if (model->isOver() && !model->position().result())
                hello.insert(QStringLiteral("result"), resultToJson(*model->result()));
        } else if (auto start = m_setup.createGame()) {
            rules = qs(start->rulesText());
        }
        hello.insert(QStringLiteral("game"), qs(core::gameKey(m_setup.game)));
        hello.insert(QStringLiteral("rules"), rules);
        hello.insert(QStringLiteral("setup"), m_setup.startPosition);
        hello.insert(QStringLiteral("timeControl"), m_setup.timeControl.toJson());
        hello.insert(QStringLiteral("hostSide"), qs(core::sideKey(m_localSeat)));
        hello.insert(QStringLiteral("gameId"), m_gameId);
        hello.insert(QStringLiteral("moves"), moves);
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
    GameSetup setup;
    const auto game = core::gameFromKey(m.string("game").toStdString());
    if (!game || !core::gameInfo(*game).available)
        return refuse(QStringLiteral("game"));
    setup.game = *game;
    setup.rules = m.string("rules");
    setup.startPosition = m.string("setup");
    const auto hostSide = core::sideFromKey(m.string("hostSide").toStdString());
    if (!hostSide)
        return refuse(QStringLiteral("hostSide"));
    const auto tc = TimeControl::fromJson(m.fields.value(QLatin1String("timeControl")).toObject());
    if (!tc)
        return refuse(QStringLiteral("timeControl"));
    setup.timeControl = *tc;
    if (m_hasGame && m.string("gameId") != m_gameId)
        return refuse(QStringLiteral("gameId"));
    auto start = setup.createGame();
    if (!start)
        return refuse(QStringLiteral("rules/setup"));
    auto tree = std::make_unique<GameTree>(std::move(start));
    const QJsonArray moves = m.fields.value(QLatin1String("moves")).toArray();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const auto move = tree->position().parseMove(moves[i].toString().toStdString());
        if (!move || tree->position().check(*move) != core::MoveError::None)
            return refuse(QStringLiteral("moves %1").arg(i + 1));
        tree->play(*move);
    }
    std::optional<core::GameResult> decided;
    if (m.fields.contains(QLatin1String("result"))) {
        decided = resultFromJson(m.fields.value(QLatin1String("result")).toObject());
        if (!decided)
            return refuse(QStringLiteral("result"));
    }

    const bool resuming = m_hasGame;
    m_hasGame = true;
    m_gameId = m.string("gameId");
    m_localSeat = core::opposite(*hostSide);
    setup.seat(m_localSeat).kind = PlayerKind::Human;
    setup.seat(m_localSeat).name = m_nickname;
    setup.seat(*hostSide).kind = PlayerKind::Network;
    setup.seat(*hostSide).name = m_peerName;
    m_setup = setup;
    m_own = m_peer = Request::None;
    m_deferred.reset();
    m_starter(setup, std::move(tree), m.fields.value(QLatin1String("clocks")).toObject());
    seatRemote();
    if (decided && !m_controller->model()->isOver())
        m_controller->model()->endGame(*decided);
    sendHello();
    m_lost = false;
    updateHold();
    setState(State::Playing);
    if (resuming)
        emit resumed();
    else
        emit started();
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
    m_controller->setPausedFor(GameClock::PauseReason::Network, m_lost || m_own != Request::None);
}

void NetSession::onGameMessage(const NetMessage &m)
{
    switch (m.type) {
    case NetMessageType::Move: onMove(m); return;
    case NetMessageType::UndoRequest: onPeerRequest(Request::Undo, m); return;
    case NetMessageType::DrawOffer: onPeerRequest(Request::Draw, m); return;
    case NetMessageType::UndoAccept: onAnswer(Request::Undo, m, true); return;
    case NetMessageType::UndoDecline: onAnswer(Request::Undo, m, false); return;
    case NetMessageType::DrawAccept: onAnswer(Request::Draw, m, true); return;
    case NetMessageType::DrawDecline: onAnswer(Request::Draw, m, false); return;
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
        withdrawPeerRequest(false);
        m_own = Request::None;
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
    if (seat == m_localSeat && number == model->ply() + 2 && isForcedPass(position)
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
    if (m_own != Request::None) {
        const Request r = m_own;
        m_own = Request::None;
        updateHold();
        emit(r == Request::Undo ? undoAnswered(false) : drawAnswered(false));
    }
    withdrawPeerRequest(false); // a move lapses the peer's own request
    remotePlayer()->deliver(*move);
}

void NetSession::onMoveApplied()
{
    const GameTree &tree = m_controller->model()->tree();
    const GameNode &node = tree.current();
    if (!node.parent || !m_link || m_state != State::Playing)
        return;
    const core::Game &before = *node.parent->position;
    if (before.seatToMove() == m_localSeat && !isForcedPass(before)) {
        // Our move: a pending request of the peer lapses (declined first), then the move.
        withdrawPeerRequest(true);
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
    if (m_own != Request::None) {
        m_own = Request::None;
        updateHold();
    }
    m_peer = Request::None;
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

int NetSession::undoTarget() const
{
    if (!gameRunning() || m_state != State::Playing || m_own != Request::None
        || m_peer != Request::None)
        return -1;
    const GameModel *model = m_controller->model();
    int ply = model->ply();
    for (const GameNode *n = model->tree().current().parent; n; n = n->parent) {
        --ply;
        if (n->position->seatToMove() == m_localSeat && !isForcedPass(*n->position))
            return ply;
    }
    return -1;
}

bool NetSession::canOfferDraw() const
{
    return gameRunning() && m_state == State::Playing && m_own == Request::None
        && m_peer == Request::None && netDrawAllowed(m_setup.game);
}

void NetSession::requestUndo()
{
    const int to = undoTarget();
    if (to < 0)
        return;
    m_own = Request::Undo;
    m_ownNumber = m_controller->model()->ply();
    m_ownTo = to;
    updateHold();
    m_link->send(NetMessageType::UndoRequest,
        {{QStringLiteral("number"), m_ownNumber}, {QStringLiteral("to"), to}});
}

void NetSession::offerDraw()
{
    if (!canOfferDraw())
        return;
    m_own = Request::Draw;
    m_ownNumber = m_controller->model()->ply();
    updateHold();
    m_link->send(NetMessageType::DrawOffer, {{QStringLiteral("number"), m_ownNumber}});
}

void NetSession::onPeerRequest(Request request, const NetMessage &m)
{
    const GameModel *model = m_controller->model();
    const int number = m.integer("number");
    const NetMessageType decline
        = request == Request::Undo ? NetMessageType::UndoDecline : NetMessageType::DrawDecline;
    if (!gameRunning() || (request == Request::Draw && !netDrawAllowed(m_setup.game))
        || m_peer != Request::None) {
        reject(NetError::Unexpected, requestKey(request));
        return;
    }
    if (number != model->ply() || m_own != Request::None) {
        // Crossed with a move or with our own request: declined, nothing else happens.
        m_link->send(decline, {{QStringLiteral("number"), number}});
        return;
    }
    if (request == Request::Undo) {
        // Back to a position where the peer was to decide.
        const int to = m.integer("to");
        const GameNode *n = &model->tree().current();
        for (int ply = model->ply(); n && ply > to; --ply)
            n = n->parent;
        if (to >= number || !n || n->position->seatToMove() != remoteSeat()) {
            reject(NetError::BadField, QStringLiteral("to"));
            return;
        }
        m_peerTo = to;
    }
    m_peer = request;
    m_peerNumber = number;
    if (request == Request::Undo)
        emit undoRequested(m_peerTo);
    else
        emit drawOffered();
}

void NetSession::answerUndo(bool accept) { answer(Request::Undo, accept); }

void NetSession::answerDraw(bool accept) { answer(Request::Draw, accept); }

void NetSession::answer(Request request, bool accept)
{
    if (m_peer != request || !m_link)
        return;
    m_peer = Request::None;
    const bool undo = request == Request::Undo;
    m_link->send(accept ? (undo ? NetMessageType::UndoAccept : NetMessageType::DrawAccept)
                        : (undo ? NetMessageType::UndoDecline : NetMessageType::DrawDecline),
        {{QStringLiteral("number"), m_peerNumber}});
    if (accept)
        applyAgreement(request, m_peerTo);
}

void NetSession::applyAgreement(Request request, int undoTo)
{
    if (request == Request::Undo)
        m_controller->rewindTo(undoTo);
    else
        m_controller->model()->endGame({core::Outcome::Draw, core::EndReason::Agreement, 0, 0});
}

void NetSession::onAnswer(Request request, const NetMessage &m, bool accepted)
{
    if (m_own != request || m.integer("number") != m_ownNumber) {
        reject(NetError::Unexpected,
            QStringLiteral("answer to no %1 request").arg(requestKey(request)));
        return;
    }
    m_own = Request::None;
    updateHold();
    if (accepted)
        applyAgreement(request, m_ownTo);
    if (request == Request::Undo)
        emit undoAnswered(accepted);
    else
        emit drawAnswered(accepted);
}

void NetSession::withdrawPeerRequest(bool tellPeer)
{
    if (m_peer == Request::None)
        return;
    if (tellPeer && m_link) {
        m_link->send(
            m_peer == Request::Undo ? NetMessageType::UndoDecline : NetMessageType::DrawDecline,
            {{QStringLiteral("number"), m_peerNumber}});
    }
    m_peer = Request::None;
    emit peerRequestWithdrawn();
}

void NetSession::sendChat(const QString &text)
{
    const QString t = text.trimmed().left(kNetMaxChatLength);
    if (t.isEmpty() || !m_link || m_state != State::Playing)
        return;
    m_link->send(NetMessageType::Chat, {{QStringLiteral("text"), t}});
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
    if (m_lost || m_own != Request::None) {
        m_lost = false;
        m_own = Request::None;
        updateHold();
    }
    m_peer = Request::None;
    setState(State::Closed);
}

void NetSession::continueAgainstComputer()
{
    if (m_state != State::PeerLost)
        return;
    close();
    m_controller->seatComputer(remoteSeat());
}

} // namespace qiju::model
