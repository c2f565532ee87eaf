#include "netconnection.h"

#include <QTcpSocket>

namespace qiju::model {

NetConnection::NetConnection(QTcpSocket *socket, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
{
    m_socket->setParent(this);
    connect(m_socket, &QTcpSocket::readyRead, this, &NetConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &NetConnection::finish);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            finish();
    });
    connect(&m_heartbeat, &QTimer::timeout, this, &NetConnection::onHeartbeat);
    m_lastHeard.start();
    setHeartbeat(5000, 15000);
}

NetConnection::~NetConnection()
{
    m_finished = true; // no signals from a connection being destroyed
    m_socket->disconnect(this);
    m_socket->abort();
}

bool NetConnection::isOpen() const
{
    return !m_finished && m_socket->state() == QAbstractSocket::ConnectedState;
}

void NetConnection::setHeartbeat(int intervalMs, int timeoutMs)
{
    m_timeoutMs = timeoutMs;
    m_heartbeat.start(intervalMs);
}

void NetConnection::send(NetMessageType type, const QJsonObject &fields)
{
    if (m_finished)
        return;
    m_socket->write(encodeNetMessage(type, fields));
}

void NetConnection::sendError(NetError error, const QString &detail)
{
    send(NetMessageType::Error,
        {{QStringLiteral("code"), netErrorKey(error)}, {QStringLiteral("message"), detail}});
}

void NetConnection::sayBye(const QString &reason)
{
    if (m_finished)
        return;
    QJsonObject fields;
    if (!reason.isEmpty())
        fields.insert(QStringLiteral("reason"), reason);
    send(NetMessageType::Bye, fields);
    m_socket->disconnectFromHost(); // writes what is pending first
    if (m_socket->state() == QAbstractSocket::UnconnectedState)
        finish();
}

void NetConnection::abort()
{
    m_socket->abort();
    finish();
}

void NetConnection::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_heartbeat.stop();
    emit closed();
}

void NetConnection::onReadyRead()
{
    while (!m_finished && m_socket->bytesAvailable() > 0) {
        const QByteArray chunk = m_socket->read(kNetMaxLineBytes);
        m_lastHeard.restart();
        qsizetype start = 0;
        while (!m_finished) {
            const qsizetype newline = chunk.indexOf('\n', start);
            if (newline < 0) {
                if (!m_skipping)
                    m_buffer += chunk.mid(start);
                break;
            }
            if (m_skipping) {
                m_skipping = false; // the end of the oversized line, already refused
            } else {
                m_buffer += chunk.mid(start, newline - start);
                const QByteArray line = m_buffer;
                m_buffer.clear();
                onLine(line);
            }
            start = newline + 1;
        }
        // The +1 allows the '\r' of a line of exactly the limit.
        if (!m_finished && m_buffer.size() > kNetMaxLineBytes + 1) {
            const QString size = QString::number(m_buffer.size());
            m_buffer.clear();
            m_skipping = true;
            sendError(NetError::TooLong,
                QStringLiteral("line longer than %1 bytes").arg(kNetMaxLineBytes));
            emit rejected(NetError::TooLong, size);
        }
    }
}

void NetConnection::onLine(const QByteArray &line)
{
    if (line.trimmed().isEmpty())
        return; // blank lines are allowed and mean nothing
    const NetDecoded d = decodeNetLine(line);
    if (!d.ok()) {
        sendError(d.error, d.detail);
        emit rejected(d.error, d.detail);
        return;
    }
    switch (d.message.type) {
    case NetMessageType::Ping:
        send(NetMessageType::Pong, {{QStringLiteral("id"), d.message.integer("id")}});
        return;
    case NetMessageType::Pong: return; // hearing from the peer is all a pong is for
    default: emit messageReceived(d.message);
    }
}

void NetConnection::onHeartbeat()
{
    if (m_finished)
        return;
    if (m_lastHeard.elapsed() > m_timeoutMs) {
        abort();
        return;
    }
    m_pingId = (m_pingId + 1) % (1 << 30);
    send(NetMessageType::Ping, {{QStringLiteral("id"), m_pingId}});
}

} // namespace qiju::model
