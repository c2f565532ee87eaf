#include "criticalmomentsjob.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include "abandonwatcher.h"

namespace qiju::model {

// One request: plain data the worker may be the last to own.
struct CriticalMomentsJob::Request
{
    quint64 id = 0;
    std::vector<std::unique_ptr<core::Game>> positions;
    std::vector<core::Move> moves;
    std::atomic<bool> stop{false};
};

CriticalMomentsJob::CriticalMomentsJob(QObject *parent)
    : QObject(parent)
{ }

CriticalMomentsJob::~CriticalMomentsJob()
{
    cancel(); // a running worker holds its own reference to the request and ends promptly
}

quint64 CriticalMomentsJob::start(const std::vector<const GameNode *> &line)
{
    cancel();
    if (line.size() < 2 || !ai::hasCriticalReview(line.front()->position->id()))
        return 0;
    auto request = std::make_shared<Request>();
    request->id = m_nextId++;
    for (const GameNode *node : line) {
        request->positions.push_back(node->position->clone());
        if (node != line.front())
            request->moves.push_back(node->move);
    }
    m_request = request;
    m_activeId = request->id;

    auto *watcher = new QFutureWatcher<ai::CriticalReview>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher, request] {
        if (request == m_request)
            emit progress(request->id, watcher->progressValue(), watcher->progressMaximum());
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, request] {
        watcher->deleteLater();
        if (m_watcher == watcher)
            m_watcher = nullptr;
        if (request != m_request || watcher->isCanceled())
            return; // superseded or cancelled
        m_request.reset();
        m_activeId = 0;
        const ai::CriticalReview review = watcher->result();
        if (review.complete)
            emit ready(request->id, review);
    });
    watcher->setFuture(QtConcurrent::run([request](QPromise<ai::CriticalReview> &promise) {
        promise.setProgressRange(0, static_cast<int>(request->positions.size()));
        promise.addResult(ai::findCriticalMoments(request->positions, request->moves, kMaxMoments,
            request->stop, [&promise](int done, int) { promise.setProgressValue(done); }));
    }));
    return request->id;
}

void CriticalMomentsJob::cancel()
{
    if (!m_request)
        return;
    m_request->stop = true;
    m_request.reset();
    m_activeId = 0;
    abandonWatcher(m_watcher, this);
}

} // namespace qiju::model
