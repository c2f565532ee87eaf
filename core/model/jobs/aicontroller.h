// AiController runs one game's built-in AI off the GUI thread on a copy of the position (see
// WorkerJob). Every request carries a search id; results and progress of an older request
// (after undo, new game, cancel) are dropped, and a result is re-checked for legality against
// the copied position before it is announced: an engine's illegal answer (or none) is an error,
// logged and announced by failed() instead of finished(), never replaced by another move.
// Create and use on the GUI thread; it never blocks it and never calls processEvents().
// cancel() drops the current search (no finished() comes for it); stopNow() asks it to stop now
// and announce its best move so far ("move now").
#pragma once

#include <memory>

#include "jobs/workerjob.h"
#include "session/metatypes.h"

#include "ai/engine.h"

namespace qiju::model {

class AiController : public WorkerJob
{
    Q_OBJECT

public:
    explicit AiController(core::GameId game, QObject *parent = nullptr);
    // With a given engine (tests use a faulty one).
    explicit AiController(std::unique_ptr<ai::Engine> engine, QObject *parent = nullptr);
    ~AiController() override;

    bool isAvailable() const;

    // Starts searching a copy of `position`, cancelling any search in progress.
    // Returns the new search id (never 0); 0 if the game has no AI or is over.
    quint64 start(const core::Game &position, const ai::SearchLimits &limits);

signals:
    void progress(quint64 searchId, const qiju::ai::SearchInfo &info);
    void finished(quint64 searchId, const qiju::ai::SearchInfo &result);
    // The search `searchId` ended without a legal move for the position searched (an engine
    // bug); `detail` names the move and the position. No finished() comes for it.
    void failed(quint64 searchId, const QString &detail);

private:
    struct Shared;

    void onFinished(quint64 id, const core::Game &position, ai::SearchInfo result);

    std::shared_ptr<Shared> m_shared;
};

} // namespace qiju::model
