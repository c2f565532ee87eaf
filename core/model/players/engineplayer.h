// EnginePlayer: an external program in a seat. It runs the program with QProcess (never
// blocking the GUI thread), speaks its protocol through a protocols::ProtocolClient, gives it
// the game so far (the model's start position and line) and the time per move, and checks
// every move it answers with Qiju's rules before choosing it. Whatever goes wrong — the
// program does not start, fails the handshake, crashes, hangs past its time, prints garbage
// or plays an illegal move — ends in failed(fault, detail) and the player chooses nothing:
// the controller then seats Qiju's AI or ends the game by forfeit, as the definition's
// onFault says, and tells the user.
// Every exchanged line and the program's stderr go out through logLine(). GUI thread only.
#pragma once

#include <QElapsedTimer>
#include <QProcess>
#include <QTimer>

#include <memory>

#include "engines/enginedefinition.h"
#include "players/player.h"

namespace qiju::model {

class GameModel;

enum class EngineFault : std::uint8_t {
    StartFailed,     // the program could not be run
    HandshakeFailed, // it did not answer the protocol's opening in time, or refused it
    Crashed,         // it exited while it had to answer
    Timeout,         // no move within the time limit
    Garbage,         // it answered something the protocol does not allow
    IllegalMove,     // its move breaks the rules
};

enum class EngineLogKind : std::uint8_t { Sent, Received, Stderr, Note };

class EnginePlayer final : public Player
{
    Q_OBJECT

public:
    EnginePlayer(const EngineDefinition &definition, int timePerMoveMs, QObject *parent = nullptr);
    ~EnginePlayer() override;

    PlayerKind kind() const override { return PlayerKind::Engine; }
    const EngineDefinition &definition() const { return m_definition; }
    // The model whose game this player plays (the controller sets it when seating).
    void setModel(const GameModel *model) { m_model = model; }
    // How long past the time per move an answer may come (default: 2 s plus the time again);
    // a move being waited for gets the new limit too, counted from its request.
    void setGraceMs(int ms);
    void setHandshakeTimeoutMs(int ms) { m_handshakeMs = ms; }
    // The name the engine gave in the handshake (empty before).
    QString engineName() const { return m_engineName; }

    void yourTurn(const core::Game &position) override;
    void cancelTurn() override;
    bool isThinking() const override { return m_state == State::Waiting; }

signals:
    void failed(qiju::model::EngineFault fault, const QString &detail);
    void logLine(qiju::model::EngineLogKind kind, const QString &line);

private:
    enum class State : std::uint8_t { Idle, Handshaking, Waiting };

    bool startProcess();
    void stopProcess();
    void sendLines(const std::vector<std::string> &lines);
    void sendRequest();
    int moveLimitMs() const; // time per move plus grace
    void onStdout();
    void onFinished();
    void onTimeout();
    void fail(EngineFault fault, const QString &detail);
    void overlongLine(); // stdout holds a line longer than kMaxEngineLineBytes

    EngineDefinition m_definition;
    int m_timeMs;
    int m_graceMs = -1;
    int m_handshakeMs = 15000;
    const GameModel *m_model = nullptr;
    QProcess *m_process = nullptr;
    std::unique_ptr<protocols::ProtocolClient> m_client;
    QTimer m_timer;
    QElapsedTimer m_requestClock; // since the move request was sent
    State m_state = State::Idle;
    bool m_begun = false; // begin() was sent to the running process
    bool m_pendingRequest = false;
    QString m_engineName;
    QByteArray m_stdout;
};

} // namespace qiju::model

Q_DECLARE_METATYPE(qiju::model::EngineFault)
