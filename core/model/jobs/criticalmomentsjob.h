// CriticalMomentsJob finds the critical moments of one line of a game (ai::findCriticalMoments)
// off the GUI thread, on copies of the positions (see WorkerJob); progress and the answer come
// back through the job's watcher. A new request or cancel() stops the previous one and drops
// its answer. GUI thread only; never blocks.
#pragma once

#include <vector>

#include "jobs/workerjob.h"
#include "session/gametree.h"
#include "session/metatypes.h"

#include "ai/criticalmoments.h"

namespace qiju::model {

class CriticalMomentsJob : public WorkerJob
{
    Q_OBJECT

public:
    static constexpr int kMaxMoments = 5;

    explicit CriticalMomentsJob(QObject *parent = nullptr);

    // Starts reviewing `line` (the root first, then one node per move), cancelling any request
    // in progress. Returns the request id (never 0); 0 when there is no move to review.
    quint64 start(const std::vector<const GameNode *> &line);

signals:
    void progress(quint64 id, int done, int total);
    // Complete reviews only: a stopped request announces nothing.
    void ready(quint64 id, const qiju::ai::CriticalReview &review);
};

} // namespace qiju::model
