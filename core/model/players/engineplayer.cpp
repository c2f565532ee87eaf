#include "engineplayer.h"

#include "session/gamemodel.h"

namespace qiju::model {

using protocols::ClientEvent;

EnginePlayer::EnginePlayer(const EngineDefinition &definition, int timePerMoveMs, QObject *parent)
    : Player(definition.name, parent)
    , m_definition(definition)
    , m_timeMs(timePerMoveMs)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &EnginePlayer::onTimeout);
}

EnginePlayer::~EnginePlayer() { stopProcess(); }

bool EnginePlayer::startProcess()
{
    stopProcess();
    m_client = protocols::ProtocolClient::create(m_definition.protocol);
    m_process = new QProcess(this);
    m_process->setProgram(m_definition.program);
    m_process->setArguments(m_definition.arguments);
    if (!m_definition.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_definition.workingDirectory);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EnginePlayer::onStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QString text = QString::fromLocal8Bit(m_process->readAllStandardError());
        for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts))
            emit logLine(EngineLogKind::Stderr, line);
    });
    connect(m_process, &QProcess::finished, this, &EnginePlayer::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(EngineFault::StartFailed, m_process->errorString());
    });
    emit logLine(
        EngineLogKind::Note, m_definition.program + u' ' + m_definition.arguments.join(u' '));
    m_process->start();
    m_begun = false;
    m_stdout.clear();
    return true;
}

void EnginePlayer::stopProcess()
{
    if (!m_process)
        return;
    QProcess *p = m_process;
    m_process = nullptr;
    p->disconnect(this);
    if (p->state() != QProcess::NotRunning) {
        if (m_client) {
            for (const std::string &line : m_client->quitLines())
                p->write(QByteArray::fromStdString(line) + '\n');
        }
        p->closeWriteChannel();
        p->kill();
        p->waitForFinished(1000);
    }
    p->deleteLater();
}

void EnginePlayer::sendLines(const std::vector<std::string> &lines)
{
    for (const std::string &line : lines) {
        const QByteArray bytes = QByteArray::fromStdString(line);
        emit logLine(EngineLogKind::Sent, QString::fromUtf8(bytes));
        if (m_process)
            m_process->write(bytes + '\n');
    }
}

void EnginePlayer::yourTurn(const core::Game &)
{
    if (!m_model || !m_model->hasGame()) {
        fail(EngineFault::StartFailed, QStringLiteral("no game"));
        return;
    }
    m_pendingRequest = true;
    const auto moves = m_model->tree().currentLine();
    const bool fresh = !m_process || m_process->state() == QProcess::NotRunning
        || (m_client && m_client->needsFreshProcess(moves) && m_begun);
    if (fresh)
        startProcess();
    if (!m_begun) {
        m_begun = true;
        sendLines(m_client->begin(*m_model->tree().root().position, m_timeMs));
        if (m_client->hasHandshake()) {
            m_state = State::Handshaking;
            m_timer.start(m_handshakeMs);
            emit thinkingChanged(true);
            return;
        }
    }
    emit thinkingChanged(true);
    sendRequest();
}

void EnginePlayer::sendRequest()
{
    m_pendingRequest = false;
    m_state = State::Waiting;
    const auto moves = m_model->tree().currentLine();
    sendLines(m_client->requestMove(*m_model->tree().root().position, moves, m_timeMs));
    m_requestClock.start();
    m_timer.start(moveLimitMs());
}

int EnginePlayer::moveLimitMs() const
{
    return m_timeMs + (m_graceMs >= 0 ? m_graceMs : 2000 + m_timeMs);
}

void EnginePlayer::setGraceMs(int ms)
{
    m_graceMs = ms;
    if (m_state == State::Waiting && m_timer.isActive())
        m_timer.start(std::max(0, moveLimitMs() - static_cast<int>(m_requestClock.elapsed())));
}

void EnginePlayer::cancelTurn()
{
    const bool was = m_state != State::Idle;
    m_pendingRequest = false;
    m_timer.stop();
    if (m_state == State::Waiting) {
        // An answer is still coming: a fresh process is simpler than telling a late answer
        // from the next one in every protocol.
        stopProcess();
    }
    m_state = State::Idle;
    if (was)
        emit thinkingChanged(false);
}

void EnginePlayer::onStdout()
{
    if (!m_process)
        return;
    m_stdout += m_process->readAllStandardOutput();
    qsizetype newline;
    while (m_process) {
        newline = m_stdout.indexOf('\n');
        if ((newline < 0 ? m_stdout.size() : newline) > qsizetype(protocols::kMaxEngineLineBytes)) {
            overlongLine();
            return;
        }
        if (newline < 0)
            break;
        QByteArray line = m_stdout.left(newline);
        m_stdout.remove(0, newline + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        emit logLine(EngineLogKind::Received, QString::fromUtf8(line));
        const ClientEvent e = m_client->onLine(line.toStdString());
        switch (e.kind) {
        case ClientEvent::Kind::None: break;
        case ClientEvent::Kind::Ready:
            m_engineName = QString::fromStdString(e.text);
            if (m_state == State::Handshaking) {
                m_timer.stop();
                if (m_pendingRequest)
                    sendRequest();
                else
                    m_state = State::Idle;
            }
            break;
        case ClientEvent::Kind::Move: {
            if (m_state != State::Waiting)
                break; // not asked for (a stale answer)
            m_timer.stop();
            m_state = State::Idle;
            const core::MoveError error = m_model->position().check(e.move);
            if (error != core::MoveError::None) {
                fail(EngineFault::IllegalMove,
                    QStringLiteral("%1 (%2)").arg(QString::fromStdString(e.text),
                        QString::fromLatin1(core::moveErrorKey(error).data())));
                return;
            }
            emit thinkingChanged(false);
            emit moveChosen(e.move);
            break;
        }
        case ClientEvent::Kind::Resign:
            if (m_state != State::Waiting)
                break;
            m_timer.stop();
            m_state = State::Idle;
            emit thinkingChanged(false);
            emit resigned();
            break;
        case ClientEvent::Kind::Error:
            fail(
                m_state == State::Handshaking ? EngineFault::HandshakeFailed : EngineFault::Garbage,
                QString::fromStdString(e.text));
            return;
        }
    }
}

void EnginePlayer::onFinished()
{
    if (!m_process)
        return;
    onStdout(); // an answer written just before exiting still counts
    if (m_state == State::Idle && m_client && m_client->mayExitBetweenMoves())
        return;
    if (m_state == State::Idle) {
        emit logLine(EngineLogKind::Note, QStringLiteral("exited"));
        return;
    }
    fail(EngineFault::Crashed,
        QStringLiteral("exit code %1").arg(m_process ? m_process->exitCode() : -1));
}

void EnginePlayer::onTimeout()
{
    // An answer already in the pipe was in time: the timer may only have won the race because
    // this thread was busy (or the machine loaded) when both became due. After reading it the
    // turn is over (Idle: a move, or a fault already reported) or, after a handshake, the move
    // request runs on a fresh timer.
    if (m_process) {
        if (m_process->state() == QProcess::Running)
            m_process->waitForReadyRead(0);
        onStdout();
        if (m_state == State::Idle || m_timer.isActive())
            return;
    }
    fail(m_state == State::Handshaking ? EngineFault::HandshakeFailed : EngineFault::Timeout,
        QStringLiteral("no answer in time"));
}

void EnginePlayer::overlongLine()
{
    // Nothing of it is kept; without a request pending the engine is stopped all the same,
    // so that an engine printing without end costs no memory.
    m_stdout.clear();
    m_stdout.squeeze();
    const QString detail
        = QStringLiteral("a line longer than %1 KiB").arg(protocols::kMaxEngineLineBytes / 1024);
    if (m_state == State::Idle) {
        emit logLine(EngineLogKind::Note, detail);
        stopProcess();
        return;
    }
    fail(EngineFault::Garbage, detail);
}

void EnginePlayer::fail(EngineFault fault, const QString &detail)
{
    if (m_state == State::Idle && fault != EngineFault::StartFailed
        && fault != EngineFault::IllegalMove)
        return; // nothing was asked: not this player's failure
    m_timer.stop();
    const bool was = m_state != State::Idle || fault == EngineFault::IllegalMove;
    m_state = State::Idle;
    m_pendingRequest = false;
    emit logLine(EngineLogKind::Note, detail);
    stopProcess();
    if (was)
        emit thinkingChanged(false);
    emit failed(fault, detail);
}

} // namespace qiju::model
