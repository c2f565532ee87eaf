// AiController runs one game's built-in AI off the GUI thread: the position is copied, the
// search runs via QtConcurrent::run with its own std::atomic<bool> stop flag, and the result
// comes back through a QFutureWatcher. Every request carries a search id; results and progress
// of an older request (after undo, new game, cancel) are dropped, and a result is re-checked
// for legality against the copied position before it is announced.
// Create and use on the GUI thread; it never blocks it and never calls processEvents().
#pragma once

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

#include "metatypes.h"

#include "ai/engine.h"

namespace qiju::model {

class AiController : public QObject
{
    Q_OBJECT

public:
    explicit AiController(core::GameId game, QObject *parent = nullptr);
    ~AiController() override;

    bool isAvailable() const;
    bool isBusy() const { return m_activeId != 0; }
    quint64 activeSearchId() const { return m_activeId; }

    // Starts searching a copy of `position`, cancelling any search in progress.
    // Returns the new search id (never 0); 0 if the game has no AI or is over.
    quint64 start(const core::Game &position, const ai::SearchLimits &limits);

    // Drops the current search: no finished() will come for it.
    void cancel();
    // Asks the current search to stop now and announce its best move so far ("move now").
    void stopNow();

signals:
    void progress(quint64 searchId, const qiju::ai::SearchInfo &info);
    void finished(quint64 searchId, const qiju::ai::SearchInfo &result);

private:
    struct Shared;
    struct Job;

    void onFinished(const std::shared_ptr<Job> &job, std::optional<ai::SearchInfo> result);

    core::GameId m_game;
    std::shared_ptr<Shared> m_shared;
    std::shared_ptr<Job> m_job;
    QFutureWatcher<ai::SearchInfo> *m_watcher = nullptr; // child; deletes itself when done
    quint64 m_activeId = 0;
    quint64 m_nextId = 1;
};

} // namespace qiju::model
