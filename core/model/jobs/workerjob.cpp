#include "workerjob.h"

namespace qiju::model {

WorkerJob::WorkerJob(QObject *parent)
    : QObject(parent)
{ }

WorkerJob::~WorkerJob()
{
    cancel();
}

void WorkerJob::cancel()
{
    if (!m_request)
        return;
    m_request->stop = true;
    m_request.reset();
    // The watcher lives on until its worker ends, then deletes itself; this hears no more of it.
    m_watcher->disconnect(this);
    connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
    m_watcher = nullptr;
}

void WorkerJob::stopNow()
{
    if (m_request)
        m_request->stop = true;
}

} // namespace qiju::model
