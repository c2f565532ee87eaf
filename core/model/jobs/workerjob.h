// WorkerJob is the base of the GUI-side objects that run one request at a time off the GUI
// thread (AiController, CriticalMomentsJob, MoveValuesJob). run() gives each request an id and
// its own std::atomic<bool> stop flag, runs the work via QtConcurrent::run and hands the answer
// back through a QFutureWatcher. A worker cannot be interrupted, only asked to stop, so a new
// request or cancel() raises the old flag and lets go of its watcher: only the current
// request's answer is ever delivered. GUI thread only; never blocks.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>
#include <type_traits>

namespace qiju::model {

class WorkerJob : public QObject
{
    Q_OBJECT

public:
    // What a worker sees of its request; the worker may be its last owner.
    struct Request
    {
        quint64 id = 0;
        std::atomic<bool> stop{false};
    };

    bool isBusy() const { return m_request != nullptr; }
    quint64 activeId() const { return m_request ? m_request->id : 0; } // 0 when idle

    // Drops the current request: its worker is asked to stop and its answer is never delivered.
    void cancel();
    // Asks the current request's worker to stop now; what it answers is still delivered.
    void stopNow();

protected:
    explicit WorkerJob(QObject *parent);
    ~WorkerJob() override; // cancels: a running worker ends promptly and frees what it owns

    // Cancels the current request and starts `work` as the new one; returns its id (never 0).
    // `work(const Request &)`, or `work(const Request &, QPromise<T> &)` to report progress,
    // returns the T answer on a worker thread and must own (capture by value) all it touches.
    // `done(id, answer)` and `progress(id, done, total)` (optional) are called on this
    // object's thread, for the current request only.
    template <typename T, typename Work, typename Done, typename Progress = std::nullptr_t>
    quint64 run(Work work, Done done, [[maybe_unused]] Progress progress = nullptr);

private:
    std::shared_ptr<Request> m_request;
    QFutureWatcherBase *m_watcher = nullptr; // child of this; set exactly while m_request is
    quint64 m_nextId = 1;
};

template <typename T, typename Work, typename Done, typename Progress>
quint64 WorkerJob::run(Work work, Done done, [[maybe_unused]] Progress progress)
{
    cancel();
    const quint64 id = m_nextId++;
    auto request = std::make_shared<Request>();
    request->id = id;
    m_request = request;
    auto *watcher = new QFutureWatcher<T>(this);
    m_watcher = watcher;
    // cancel() disconnects an old watcher from this, so these run for the current request only.
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, id, done] {
        watcher->deleteLater();
        m_request.reset();
        m_watcher = nullptr;
        if (!watcher->isCanceled()) // result() of a cancelled future crashes
            done(id, watcher->result());
    });
    if constexpr (!std::is_null_pointer_v<Progress>) {
        connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [watcher, id, progress] {
            progress(id, watcher->progressValue(), watcher->progressMaximum());
        });
    }
    watcher->setFuture(QtConcurrent::run([request, work = std::move(work)](QPromise<T> &promise) {
        if constexpr (std::is_invocable_v<const Work &, const Request &, QPromise<T> &>)
            promise.addResult(work(*request, promise));
        else
            promise.addResult(work(*request));
    }));
    return id;
}

} // namespace qiju::model
