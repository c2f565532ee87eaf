// MoveValuesJob computes the value of every legal move of one position (ai::evaluateMoves)
// off the GUI thread, on a copy of the position (see WorkerJob). A new request or cancel()
// stops the previous one and drops its answer, so only the latest request's values are ever
// announced. GUI thread only; never blocks.
#pragma once

#include "jobs/workerjob.h"

#include "ai/movevalues.h"
#include "common/game.h"

namespace qiju::model {

class MoveValuesJob : public WorkerJob
{
    Q_OBJECT

public:
    explicit MoveValuesJob(QObject *parent = nullptr);

    // Starts evaluating a copy of `position`, cancelling any request in progress. Returns the
    // request id (never 0); 0 when the game has no move values or is over.
    quint64 start(const core::Game &position);

signals:
    // Complete values only: a stopped request announces nothing.
    void ready(quint64 id, const qiju::ai::MoveValues &values);
};

} // namespace qiju::model
