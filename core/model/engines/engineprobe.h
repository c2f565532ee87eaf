// EngineProbe: the Engines dialog's "Test". It runs an engine on the start position of the
// first game it plays (default rules), through the same EnginePlayer a seat uses: the
// protocol's handshake must succeed and the first move it answers must be legal. Never
// blocks: everything happens on QProcess signals. GUI thread only.
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include "players/engineplayer.h"

namespace qiju::model {

class GameModel;

class EngineProbe : public QObject
{
    Q_OBJECT

public:
    explicit EngineProbe(QObject *parent = nullptr);
    ~EngineProbe() override;

    // Starts a test of `engine` (a test already running is dropped). The engine gets its own
    // time per move, at most `maxMoveMs`, plus EnginePlayer's usual grace.
    void start(const EngineDefinition &engine, int maxMoveMs = 3000);
    void cancel();
    bool isRunning() const { return m_player != nullptr; }
    const EngineDefinition &engine() const { return m_engine; }

signals:
    // The handshake passed and the engine played `move` (its own notation) after `elapsedMs`.
    // `engineName` is what it calls itself ("GNU Go 3.8"), or empty if the protocol has no name.
    void passed(const QString &engineName, const QString &move, int elapsedMs);
    void failed(qiju::model::EngineFault fault, const QString &detail);
    // Every exchanged line, as EnginePlayer::logLine.
    void logLine(qiju::model::EngineLogKind kind, const QString &line);

private:
    void finish();

    GameModel *m_model;
    EnginePlayer *m_player = nullptr;
    EngineDefinition m_engine;
    QElapsedTimer m_elapsed;
};

} // namespace qiju::model
