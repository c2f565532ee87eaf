// BackgroundWriter: writes a file atomically (SaveFile::writeAtomically) on a thread of its
// own, so that the GUI thread does not wait for the disk (a synced write of a small save takes
// about 8 ms here). Writes are kept in order and coalesced: only the latest bytes waiting for
// a path are written. A failure comes back as failed() on the writer's thread. finish() waits
// until everything queued is on disk; the destructor does too. Used from one thread.
#pragma once

#include <QFuture>
#include <QObject>
#include <QThreadPool>

#include <memory>

namespace qiju::model {

class BackgroundWriter : public QObject
{
    Q_OBJECT

public:
    explicit BackgroundWriter(QObject *parent = nullptr);
    ~BackgroundWriter() override;

    // Queues `bytes` for `path`, replacing bytes queued earlier and not yet being written.
    void write(const QString &path, const QByteArray &bytes);
    // Waits until every queued write is done; failures are then delivered (queued) to failed().
    void finish();
    bool isIdle() const;

signals:
    void failed(const QString &path, const QString &reason);

private:
    struct State;
    void run();

    std::shared_ptr<State> m_state;
    QThreadPool m_pool;
    QFuture<void> m_job;
};

} // namespace qiju::model
