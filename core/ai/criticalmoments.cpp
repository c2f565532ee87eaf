#include "criticalmoments.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "gameprofile.h"
#include "games/gameregistry.h"

namespace qiju::ai {

namespace {

struct Evaluation
{
    bool known = false;
    bool terminal = false; // the game is over here: `value` is the result
    bool reliable = false; // searched deep enough (minimumVisits(), minimumDepth()) or proven
    double value = 0;      // the side to move's view, in reviewUnit()
    core::Move best;
};

double flip(ScoreUnit unit, double value)
{
    return unit == ScoreUnit::WinRate ? 1.0 - value : -value;
}

double resultValue(ScoreUnit unit, const core::GameResult &r, core::Side side)
{
    if (unit == ScoreUnit::WinRate) {
        if (r.outcome == core::Outcome::Draw)
            return 0.5;
        return r.isWinFor(side) ? 1.0 : 0.0;
    }
    const double diff = r.blackScore - r.whiteScore;
    return side == core::Side::Black ? diff : -diff;
}

Evaluation evaluate(Engine &engine, const core::Game &position, const std::atomic<bool> &stop)
{
    Evaluation e;
    const ScoreUnit unit = reviewUnit(position.id());
    if (const auto r = position.result()) {
        e.known = e.terminal = e.reliable = true;
        e.value = resultValue(unit, *r, position.sideToMove());
        return e;
    }
    const GameProfile &profile = gameProfile(position.id());
    if (position.awaitsMarking() || !profile.reviewable(position) || position.legalMoves().empty())
        return e;
    if (profile.reviewSearch) {
        const ReviewSample sample =
            profile.reviewSearch(engine, position, reviewLimits(position), stop);
        if (stop.load(std::memory_order_relaxed) || !sample.known)
            return e;
        e.known = true;
        e.best = sample.best;
        e.value = sample.value;
        e.reliable = sample.reliable;
        return e;
    }
    const SearchInfo info = engine.search(position, reviewLimits(position), stop);
    if (stop.load(std::memory_order_relaxed))
        return e;
    e.known = true;
    e.best = info.best;
    e.value = profile.reviewValue(info.score);
    // A forced reply (the only legal move, or Gomoku's only answer to a four) is searched to
    // a depth of 1 and still reliable.
    e.reliable = info.exact || info.depth >= profile.reviewMinimumDepth
        || position.legalMoves().size() == 1;
    return e;
}

// Moves since the game's usual start: the plies played, or for a set-up position the pieces
// beyond the start's (Othello and Ataxx start with four).
int movesIntoGame(const core::Game &position)
{
    const auto start = core::createGame(position.id(), position.rulesText());
    const int startPieces = start
        ? start->pieceCount(core::Side::Black) + start->pieceCount(core::Side::White)
        : 0;
    const int pieces = position.pieceCount(core::Side::Black) + position.pieceCount(core::Side::White);
    return std::max(position.plyCount(), pieces - startPieces);
}

// Whether the move at `position` was a choice worth judging.
bool isJudged(const core::Game &position, const core::Move &move)
{
    if (move.kind == core::Move::Kind::Swap || move.kind == core::Move::Kind::Balance)
        return false;
    if (movesIntoGame(position) < openingMoves(position))
        return false;
    return position.legalMoves().size() > 1;
}

} // namespace

ScoreUnit reviewUnit(core::GameId game) { return gameProfile(game).reviewUnit; }

SearchLimits reviewLimits(const core::Game &position)
{
    SearchLimits limits = gameProfile(position.id()).reviewBudget(position);
    limits.threads = 1;
    limits.seed = 0x5eed;
    return limits;
}

double minimumSwing(core::GameId game) { return gameProfile(game).minimumSwing; }

int openingMoves(const core::Game &position)
{
    return position.width() * position.height() / gameProfile(position.id()).openingAreaPerMove;
}

CriticalReview findCriticalMoments(const std::vector<std::unique_ptr<core::Game>> &positions,
    const std::vector<core::Move> &moves, int maxMoments, const std::atomic<bool> &stop,
    const ReviewProgressFn &progress)
{
    CriticalReview review;
    if (positions.empty() || moves.size() + 1 != positions.size())
        return review;
    const core::GameId game = positions.front()->id();
    review.unit = reviewUnit(game);
    auto engine = createEngine(game);
    if (!engine)
        return review;

    const int total = static_cast<int>(positions.size());
    std::vector<Evaluation> values;
    values.reserve(positions.size());
    for (const auto &position : positions) {
        if (stop.load(std::memory_order_relaxed))
            return review;
        values.push_back(evaluate(*engine, *position, stop));
        review.evaluated = static_cast<int>(values.size());
        if (progress)
            progress(review.evaluated, total);
    }
    if (stop.load(std::memory_order_relaxed))
        return review;

    for (std::size_t i = 0; i < moves.size(); ++i) {
        const core::Game &from = *positions[i];
        const Evaluation &before = values[i];
        const Evaluation &after = values[i + 1];
        if (!before.known || !after.known || !before.reliable || !after.reliable
            || before.terminal || moves[i] == before.best || !isJudged(from, moves[i]))
            continue;
        CriticalMoment m;
        m.ply = static_cast<int>(i) + 1;
        m.mover = from.sideToMove();
        m.played = moves[i];
        m.better = before.best;
        m.before = before.value;
        const bool sameSide = positions[i + 1]->sideToMove() == m.mover && !after.terminal;
        m.after = after.terminal ? resultValue(review.unit, *positions[i + 1]->result(), m.mover)
            : sameSide           ? after.value
                                 : flip(review.unit, after.value);
        if (m.swing() >= minimumSwing(game))
            review.moments.push_back(m);
    }
    std::stable_sort(review.moments.begin(), review.moments.end(),
        [](const CriticalMoment &a, const CriticalMoment &b) { return a.swing() > b.swing(); });
    if (static_cast<int>(review.moments.size()) > maxMoments)
        review.moments.resize(static_cast<std::size_t>(std::max(0, maxMoments)));
    review.complete = true;
    return review;
}

} // namespace qiju::ai
