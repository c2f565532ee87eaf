#include "criticalmoments.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engineregistry.h"
#include "gomoku/gomokusearch.h"

#include "games/gomoku/gomokugame.h"

namespace qiju::ai {

namespace {

using core::GameId;

// A Gomoku evaluation (points) as an expected result: a proven win or loss is 1 or 0, other
// scores follow a logistic curve whose unit is about one open three's worth of advantage.
constexpr double kGomokuPointsScale = 600.0;

struct Evaluation
{
    bool known = false;
    bool terminal = false; // the game is over here: `value` is the result
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

double gomokuExpectation(double points)
{
    if (points >= gomoku::kWinThreshold)
        return 1.0;
    if (points <= -gomoku::kWinThreshold)
        return 0.0;
    return 1.0 / (1.0 + std::exp(-points / kGomokuPointsScale));
}

bool inGomokuOpening(const core::Game &position)
{
    return position.id() == GameId::Gomoku
        && static_cast<const qiju::gomoku::GomokuGame &>(position).openingStage()
        != qiju::gomoku::OpeningStage::Done;
}

Evaluation evaluate(Engine &engine, const core::Game &position, const std::atomic<bool> &stop)
{
    Evaluation e;
    const ScoreUnit unit = reviewUnit(position.id());
    if (const auto r = position.result()) {
        e.known = e.terminal = true;
        e.value = resultValue(unit, *r, position.sideToMove());
        return e;
    }
    if (position.awaitsMarking() || inGomokuOpening(position) || position.legalMoves().empty())
        return e;
    const SearchInfo info = engine.search(position, reviewLimits(position), stop);
    if (stop.load(std::memory_order_relaxed))
        return e;
    e.known = true;
    e.best = info.best;
    e.value = position.id() == GameId::Gomoku ? gomokuExpectation(info.score) : info.score;
    return e;
}

// Whether the move at `position` was a choice worth judging.
bool isJudged(const core::Game &position, const core::Move &move)
{
    if (move.kind == core::Move::Kind::Swap || move.kind == core::Move::Kind::Balance)
        return false;
    return position.legalMoves().size() > 1;
}

} // namespace

bool hasCriticalReview(core::GameId game)
{
    switch (game) { // every game with an engine in createEngine()
    case GameId::Othello:
    case GameId::Ataxx:
    case GameId::Gomoku:
    case GameId::Go:
    case GameId::Nogo: return true;
    }
    return false;
}

ScoreUnit reviewUnit(core::GameId game)
{
    return game == GameId::Othello || game == GameId::Ataxx ? ScoreUnit::Discs : ScoreUnit::WinRate;
}

SearchLimits reviewLimits(const core::Game &position)
{
    SearchLimits limits;
    limits.threads = 1;
    limits.seed = 0x5eed;
    switch (position.id()) {
    case GameId::Othello:
        limits.maxDepth = 6;
        limits.exactEmpties = 14;
        break;
    case GameId::Ataxx:
        limits.maxDepth = 3;
        limits.maxNodes = 300000;
        break;
    case GameId::Gomoku:
        limits.maxDepth = 4; // with the threat solver: fours and short VCTs are seen
        limits.maxNodes = 150000;
        break;
    case GameId::Go:
    case GameId::Nogo:
        limits.playouts = position.width() <= 9 ? 1500 : position.width() <= 13 ? 1000 : 600;
        break;
    }
    return limits;
}

double minimumSwing(core::GameId game)
{
    switch (game) {
    case GameId::Othello: return 6.0;
    case GameId::Ataxx: return 4.0;
    case GameId::Gomoku: return 0.2;
    case GameId::Go:
    case GameId::Nogo: return 0.15;
    }
    return 0;
}

CriticalReview findCriticalMoments(const std::vector<std::unique_ptr<core::Game>> &positions,
    const std::vector<core::Move> &moves, int maxMoments, const std::atomic<bool> &stop,
    const ReviewProgressFn &progress)
{
    CriticalReview review;
    if (positions.empty() || moves.size() + 1 != positions.size())
        return review;
    const GameId game = positions.front()->id();
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
        if (!before.known || !after.known || before.terminal || moves[i] == before.best
            || !isJudged(from, moves[i]))
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
