#include "engineprobe.h"

#include "session/gamemodel.h"

#include "games/gameregistry.h"

namespace qiju::model {

EngineProbe::EngineProbe(QObject *parent)
    : QObject(parent)
    , m_model(new GameModel(this))
{ }

EngineProbe::~EngineProbe() { cancel(); }

void EngineProbe::start(const EngineDefinition &engine, int maxMoveMs)
{
    cancel();
    m_engine = engine;
    if (engine.games.isEmpty()) {
        emit failed(EngineFault::StartFailed, QStringLiteral("no game chosen"));
        return;
    }
    // Go and NoGo are built even while the GUI does not offer them: create directly.
    const core::GameInfo &info = core::gameInfo(engine.games.first());
    auto start = info.create ? info.create({}, nullptr) : nullptr;
    if (!start) {
        emit failed(EngineFault::StartFailed, QStringLiteral("no such game"));
        return;
    }
    m_model->newGame(std::move(start));
    m_player = new EnginePlayer(engine, std::min(engine.moveTimeMs(maxMoveMs), maxMoveMs), this);
    m_player->setModel(m_model);
    m_player->setHandshakeTimeoutMs(10000);
    connect(m_player, &EnginePlayer::logLine, this, &EngineProbe::logLine);
    connect(m_player, &EnginePlayer::moveChosen, this, [this](const core::Move &move) {
        const QString name = m_player->engineName();
        const QString text = QString::fromStdString(m_model->position().moveText(move));
        const int ms = int(m_elapsed.elapsed());
        finish();
        emit passed(name, text, ms);
    });
    connect(m_player, &EnginePlayer::resigned, this, [this] {
        const QString name = m_player->engineName();
        const int ms = int(m_elapsed.elapsed());
        finish();
        emit passed(name, QStringLiteral("resign"), ms);
    });
    connect(m_player, &EnginePlayer::failed, this, [this](EngineFault fault, const QString &why) {
        finish();
        emit failed(fault, why);
    });
    m_elapsed.start();
    m_player->yourTurn(m_model->position());
}

void EngineProbe::cancel()
{
    if (!m_player)
        return;
    m_player->cancelTurn();
    finish();
}

void EngineProbe::finish()
{
    if (!m_player)
        return;
    EnginePlayer *p = m_player;
    m_player = nullptr;
    p->disconnect(this);
    p->deleteLater(); // it may be emitting right now
}

} // namespace qiju::model
