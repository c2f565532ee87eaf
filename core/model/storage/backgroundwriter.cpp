#include "backgroundwriter.h"

#include <QMutex>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

#include "storage/savefile.h"

namespace qiju::model {

struct BackgroundWriter::State
{
    QMutex mutex;
    std::optional<std::pair<QString, QByteArray>> pending; // guarded by mutex
    bool running = false;                                  // guarded by mutex
};

BackgroundWriter::BackgroundWriter(QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<State>())
{
    m_pool.setMaxThreadCount(1);
}

BackgroundWriter::~BackgroundWriter() { finish(); }

void BackgroundWriter::write(const QString &path, const QByteArray &bytes)
{
    QMutexLocker lock(&m_state->mutex);
    if (m_state->pending && m_state->pending->first != path) {
        // Another file waits: write it first rather than drop it.
        lock.unlock();
        finish();
        lock.relock();
    }
    m_state->pending.emplace(path, bytes);
    if (m_state->running)
        return; // the running job takes it
    m_state->running = true;
    lock.unlock();
    m_job = QtConcurrent::run(&m_pool, [this] { run(); });
}

void BackgroundWriter::run()
{
    // Runs on the pool's thread while this object lives (the destructor waits for it).
    for (;;) {
        std::pair<QString, QByteArray> job;
        {
            QMutexLocker lock(&m_state->mutex);
            if (!m_state->pending) {
                m_state->running = false;
                return;
            }
            job = std::move(*m_state->pending);
            m_state->pending.reset();
        }
        QString why;
        if (!SaveFile::writeAtomically(job.first, job.second, &why))
            QMetaObject::invokeMethod(
                this, [this, path = job.first, why] { emit failed(path, why); },
                Qt::QueuedConnection);
    }
}

void BackgroundWriter::finish()
{
    m_job.waitForFinished(); // the only job: it ends only when nothing is queued
}

bool BackgroundWriter::isIdle() const
{
    QMutexLocker lock(&m_state->mutex);
    return !m_state->running && !m_state->pending;
}

} // namespace qiju::model
