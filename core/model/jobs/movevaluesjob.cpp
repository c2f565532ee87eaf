#include "movevaluesjob.h"

namespace qiju::model {

MoveValuesJob::MoveValuesJob(QObject *parent)
    : WorkerJob(parent)
{ }

quint64 MoveValuesJob::start(const core::Game &position)
{
    cancel();
    if (position.result())
        return 0;
    return run<ai::MoveValues>(
        [copy = std::shared_ptr<const core::Game>(position.clone())](const Request &request) {
            return ai::evaluateMoves(*copy, request.stop);
        },
        [this](quint64 id, const ai::MoveValues &values) {
            if (values.complete)
                emit ready(id, values);
        });
}

} // namespace qiju::model
