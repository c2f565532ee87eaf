#include "aicontroller.h"

#include <QMetaObject>
#include <QtGlobal>

#include <mutex>

#include "ai/gameprofile.h"
#include "games/gameregistry.h"

namespace qiju::model {

// State shared with the worker threads; outlives the controller if a search is still running.
struct AiController::Shared
{
    std::mutex engineMutex; // one search at a time on the engine
    std::unique_ptr<ai::Engine> engine;

    std::mutex targetMutex; // guards `target` against the controller's destruction
    AiController *target = nullptr;
};

AiController::AiController(core::GameId game, QObject *parent)
    : AiController(ai::createEngine(game), parent)
{}

AiController::AiController(std::unique_ptr<ai::Engine> engine, QObject *parent)
    : WorkerJob(parent)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->engine = std::move(engine);
    m_shared->target = this;
}

AiController::~AiController()
{
    std::lock_guard lock(m_shared->targetMutex);
    m_shared->target = nullptr;
    // ~WorkerJob stops the search; the worker holds its own references and ends promptly.
}

bool AiController::isAvailable() const
{
    return m_shared->engine != nullptr;
}

quint64 AiController::start(const core::Game &position, const ai::SearchLimits &limits)
{
    cancel();
    if (!isAvailable() || position.result() || position.legalMoves().empty())
        return 0;

    // Plain data: the worker may be the last owner and free it on its thread.
    std::shared_ptr<const core::Game> copy = position.clone();
    return run<ai::SearchInfo>(
        [shared = m_shared, copy, limits](const Request &request) {
            std::lock_guard engineLock(shared->engineMutex);
            auto report = [shared, id = request.id](const ai::SearchInfo &info) {
                std::lock_guard lock(shared->targetMutex);
                if (AiController *target = shared->target) {
                    QMetaObject::invokeMethod(
                        target,
                        [target, id, info] {
                            if (target->activeId() == id)
                                emit target->progress(id, info);
                        },
                        Qt::QueuedConnection);
                }
            };
            return shared->engine->search(*copy, limits, request.stop, report);
        },
        [this, copy](quint64 id, const ai::SearchInfo &result) { onFinished(id, *copy, result); });
}

void AiController::onFinished(quint64 id, const core::Game &position, ai::SearchInfo result)
{
    // Never trust a result blindly: it must be legal in the position that was searched. An
    // illegal answer is the engine's bug: reported, not papered over with another move.
    if (result.best.isNone() || position.check(result.best) != core::MoveError::None) {
        const std::string move = result.best.isNone() ? "no move" : position.moveText(result.best);
        const QString detail = QStringLiteral("%1 engine answered %2 in %3")
                                   .arg(QString::fromStdString(std::string(
                                            core::gameKey(position.id()))),
                                        QString::fromStdString(move),
                                        QString::fromStdString(position.positionText()));
        qWarning("AiController: illegal result: %s", qPrintable(detail));
        emit failed(id, detail);
        return;
    }
    emit finished(id, result);
}

} // namespace qiju::model
