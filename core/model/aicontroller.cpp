#include "aicontroller.h"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include <mutex>

#include "abandonwatcher.h"

#include "ai/engineregistry.h"

namespace qiju::model {

// State shared with the worker threads; outlives the controller if a search is still running.
struct AiController::Shared
{
    std::mutex engineMutex; // one search at a time on the engine
    std::unique_ptr<ai::Engine> engine;

    std::mutex targetMutex; // guards `target` against the controller's destruction
    AiController *target = nullptr;
};

// One search request. Plain data: the worker may be the last owner and free it on its thread.
struct AiController::Job
{
    quint64 id = 0;
    std::unique_ptr<core::Game> position;
    ai::SearchLimits limits;
    std::atomic<bool> stop{false};
};

AiController::AiController(core::GameId game, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_shared(std::make_shared<Shared>())
{
    m_shared->engine = ai::createEngine(game);
    m_shared->target = this;
}

AiController::~AiController()
{
    {
        std::lock_guard lock(m_shared->targetMutex);
        m_shared->target = nullptr;
    }
    if (m_job)
        m_job->stop = true;
    // A running worker holds its own references to m_shared and the job and ends promptly.
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

    auto job = std::make_shared<Job>();
    job->id = m_nextId++;
    job->position = position.clone();
    job->limits = limits;
    m_job = job;
    m_activeId = job->id;

    auto *watcher = new QFutureWatcher<ai::SearchInfo>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, weak = std::weak_ptr(job)] {
        watcher->deleteLater();
        if (m_watcher == watcher)
            m_watcher = nullptr;
        if (auto job = weak.lock())
            onFinished(job, watcher->isCanceled() ? std::nullopt
                                                  : std::optional(watcher->result()));
    });

    std::shared_ptr<Shared> shared = m_shared;
    watcher->setFuture(QtConcurrent::run([shared, job]() -> ai::SearchInfo {
        std::lock_guard engineLock(shared->engineMutex);
        const quint64 id = job->id;
        auto report = [shared, id](const ai::SearchInfo &info) {
            std::lock_guard lock(shared->targetMutex);
            if (AiController *target = shared->target) {
                QMetaObject::invokeMethod(
                    target,
                    [target, id, info] {
                        if (target->m_activeId == id)
                            emit target->progress(id, info);
                    },
                    Qt::QueuedConnection);
            }
        };
        return shared->engine->search(*job->position, job->limits, job->stop, report);
    }));
    return job->id;
}

void AiController::cancel()
{
    if (!m_job)
        return;
    m_job->stop = true;
    m_job.reset();
    m_activeId = 0;
    abandonWatcher(m_watcher, this);
}

void AiController::stopNow()
{
    if (m_job)
        m_job->stop = true;
}

void AiController::onFinished(const std::shared_ptr<Job> &job,
                              std::optional<ai::SearchInfo> searched)
{
    if (job != m_job || job->id != m_activeId)
        return; // stale: cancelled or superseded
    m_job.reset();
    m_activeId = 0;
    if (!searched)
        return;
    ai::SearchInfo result = *searched;
    // Never trust a result blindly: it must be legal in the position that was searched.
    if (result.best.isNone() || job->position->check(result.best) != core::MoveError::None) {
        const auto moves = job->position->legalMoves();
        if (moves.empty())
            return;
        result.best = moves.front();
        result.pv.clear();
    }
    emit finished(job->id, result);
}

} // namespace qiju::model
