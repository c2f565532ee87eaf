// MoveValuesJob computes the value of every legal move of one position (ai::evaluateMoves)
// off the GUI thread: the position is copied, the work runs via QtConcurrent::run with its own
// std::atomic<bool> stop flag, and the answer comes back through a QFutureWatcher. A new
// request or cancel() stops the previous one and drops its answer, so only the latest
// request's values are ever announced. GUI thread only; never blocks.
#pragma once

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>

#include "ai/movevalues.h"
#include "common/game.h"

namespace qiju::model {

class MoveValuesJob : public QObject
{
    Q_OBJECT

public:
    explicit MoveValuesJob(QObject *parent = nullptr);
    ~MoveValuesJob() override;

    // Starts evaluating a copy of `position`, cancelling any request in progress. Returns the
    // request id (never 0); 0 when the game has no move values or is over.
    quint64 start(const core::Game &position);
    void cancel();
    bool isBusy() const { return m_activeId != 0; }

signals:
    // Complete values only: a stopped request announces nothing.
    void ready(quint64 id, const qiju::ai::MoveValues &values);

private:
    struct Request;
    std::shared_ptr<Request> m_request;
    QFutureWatcher<ai::MoveValues> *m_watcher = nullptr;
    quint64 m_activeId = 0;
    quint64 m_nextId = 1;
};

} // namespace qiju::model
