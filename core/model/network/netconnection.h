// NetConnection: one TCP link to another Qiju, speaking NetMessage lines. It frames the byte
// stream into lines, refuses what decodeNetLine() refuses (answering each with an "error"
// message and going on), skips the rest of an oversized line without buffering it, answers
// "ping" itself, sends its own pings and declares the peer lost when nothing arrives for the
// heartbeat timeout. Owns its socket (QObject parent). GUI thread only.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include "network/netmessage.h"

class QTcpSocket;

namespace qiju::model {

class NetConnection : public QObject
{
    Q_OBJECT

public:
    // Takes `socket` (connected or connecting) as a child.
    explicit NetConnection(QTcpSocket *socket, QObject *parent = nullptr);
    ~NetConnection() override;

    QTcpSocket *socket() const { return m_socket; }
    bool isOpen() const;
    // A ping every `intervalMs`; the peer is lost after `timeoutMs` without any line from it.
    void setHeartbeat(int intervalMs, int timeoutMs);

    void send(NetMessageType type, const QJsonObject &fields = {});
    // Replies "error" with the code of `error` and a short English detail.
    void sendError(NetError error, const QString &detail);
    // Sends "bye" (with `reason`) and closes once it is written; closed() follows.
    void sayBye(const QString &reason = {});
    // Drops the link at once (no bye); closed() follows.
    void abort();

signals:
    // A well-formed message other than ping/pong.
    void messageReceived(const qiju::model::NetMessage &message);
    // A line was refused (the peer got an error reply already).
    void rejected(qiju::model::NetError error, const QString &detail);
    // The link is gone: closed by either side, broken, or silent past the heartbeat timeout.
    // Emitted once.
    void closed();

private:
    void onReadyRead();
    void onLine(const QByteArray &line);
    void onHeartbeat();
    void finish();

    QTcpSocket *m_socket;
    QByteArray m_buffer;
    bool m_skipping = false; // inside an oversized line: drop bytes up to the next newline
    bool m_finished = false;
    QTimer m_heartbeat;
    QElapsedTimer m_lastHeard;
    int m_timeoutMs = 15000;
    int m_pingId = 0;
};

} // namespace qiju::model
