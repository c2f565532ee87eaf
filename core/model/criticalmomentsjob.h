// CriticalMomentsJob finds the critical moments of one line of a game (ai::findCriticalMoments)
// off the GUI thread: the positions are copied, the work runs via QtConcurrent::run with its
// own std::atomic<bool> stop flag, progress and the answer come back through a QFutureWatcher.
// A new request or cancel() stops the previous one and drops its answer. GUI thread only;
// never blocks.
#pragma once

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <vector>

#include "gametree.h"
#include "metatypes.h"

#include "ai/criticalmoments.h"

namespace qiju::model {

class CriticalMomentsJob : public QObject
{
    Q_OBJECT

public:
    static constexpr int kMaxMoments = 5;

    explicit CriticalMomentsJob(QObject *parent = nullptr);
    ~CriticalMomentsJob() override;

    // Starts reviewing `line` (the root first, then one node per move), cancelling any request
    // in progress. Returns the request id (never 0); 0 when there is no move to review.
    quint64 start(const std::vector<const GameNode *> &line);
    void cancel();
    bool isBusy() const { return m_activeId != 0; }

signals:
    void progress(quint64 id, int done, int total);
    // Complete reviews only: a stopped request announces nothing.
    void ready(quint64 id, const qiju::ai::CriticalReview &review);

private:
    struct Request;
    std::shared_ptr<Request> m_request;
    QFutureWatcher<ai::CriticalReview> *m_watcher = nullptr;
    quint64 m_activeId = 0;
    quint64 m_nextId = 1;
};

} // namespace qiju::model
