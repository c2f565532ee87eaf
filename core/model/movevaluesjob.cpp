#include "movevaluesjob.h"

#include <QtConcurrent/QtConcurrentRun>

#include "abandonwatcher.h"

namespace qiju::model {

// One request: plain data the worker may be the last to own.
struct MoveValuesJob::Request
{
    quint64 id = 0;
    std::unique_ptr<core::Game> position;
    std::atomic<bool> stop{false};
};

MoveValuesJob::MoveValuesJob(QObject *parent)
    : QObject(parent)
{ }

MoveValuesJob::~MoveValuesJob()
{
    cancel(); // a running worker holds its own reference to the request and ends promptly
}

quint64 MoveValuesJob::start(const core::Game &position)
{
    cancel();
    if (!ai::hasMoveValues(position.id()) || position.result())
        return 0;
    auto request = std::make_shared<Request>();
    request->id = m_nextId++;
    request->position = position.clone();
    m_request = request;
    m_activeId = request->id;

    auto *watcher = new QFutureWatcher<ai::MoveValues>(this);
    m_watcher = watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, request] {
        watcher->deleteLater();
        if (m_watcher == watcher)
            m_watcher = nullptr;
        if (request != m_request || watcher->isCanceled())
            return; // superseded or cancelled
        m_request.reset();
        m_activeId = 0;
        const ai::MoveValues values = watcher->result();
        if (values.complete)
            emit ready(request->id, values);
    });
    watcher->setFuture(QtConcurrent::run(
        [request] { return ai::evaluateMoves(*request->position, request->stop); }));
    return request->id;
}

void MoveValuesJob::cancel()
{
    if (!m_request)
        return;
    m_request->stop = true;
    m_request.reset();
    m_activeId = 0;
    abandonWatcher(m_watcher, this);
}

} // namespace qiju::model
