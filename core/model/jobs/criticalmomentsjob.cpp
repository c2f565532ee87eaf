#include "criticalmomentsjob.h"

namespace qiju::model {

CriticalMomentsJob::CriticalMomentsJob(QObject *parent)
    : WorkerJob(parent)
{ }

quint64 CriticalMomentsJob::start(const std::vector<const GameNode *> &line)
{
    cancel();
    if (line.size() < 2)
        return 0;
    // Plain data the worker may be the last to own.
    auto positions = std::make_shared<std::vector<std::unique_ptr<core::Game>>>();
    auto moves = std::make_shared<std::vector<core::Move>>();
    for (const GameNode *node : line) {
        positions->push_back(node->position->clone());
        if (node != line.front())
            moves->push_back(node->move);
    }
    return run<ai::CriticalReview>(
        [positions, moves](const Request &request, QPromise<ai::CriticalReview> &promise) {
            promise.setProgressRange(0, static_cast<int>(positions->size()));
            return ai::findCriticalMoments(*positions, *moves, kMaxMoments, request.stop,
                [&promise](int done, int) { promise.setProgressValue(done); });
        },
        [this](quint64 id, const ai::CriticalReview &review) {
            if (review.complete)
                emit ready(id, review);
        },
        [this](quint64 id, int done, int total) { emit progress(id, done, total); });
}

} // namespace qiju::model
