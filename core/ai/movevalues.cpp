#include "movevalues.h"

#include <algorithm>

#include "gameprofile.h"
#include "go/goengine.h"
#include "gomoku/gomokuthreats.h"

#include "games/gomoku/gomokugame.h"

namespace qiju::ai {

namespace {

// The final difference for `mover` once the game has ended.
double finalDifference(const core::Game &game, core::Side mover)
{
    const core::GameResult r = *game.result();
    const double diff = r.blackScore - r.whiteScore;
    return mover == core::Side::Black ? diff : -diff;
}

} // namespace

MoveValues searchedMoveValues(
    const core::Game &game, const SearchLimits &limits, const std::atomic<bool> &stop)
{
    MoveValues out;
    out.unit = ScoreUnit::Discs;
    auto engine = createEngine(game.id());
    if (!engine)
        return out;
    const core::Side mover = game.sideToMove();
    for (const core::Move &move : game.legalMoves()) {
        if (move.isPass())
            continue;
        if (stop.load(std::memory_order_relaxed))
            return out;
        auto child = game.clone();
        child->play(move);
        MoveValue v{move};
        if (child->result()) {
            v.value = finalDifference(*child, mover);
            v.exact = true;
        } else {
            const SearchInfo info = engine->search(*child, limits, stop);
            if (info.stopped && stop.load(std::memory_order_relaxed))
                return out;
            v.value = child->sideToMove() == mover ? info.score : -info.score;
            v.exact = info.exact;
        }
        out.moves.push_back(v);
    }
    out.complete = true;
    return out;
}

namespace {

ThreatLevel levelOf(gomoku::Threat t)
{
    switch (t) {
    case gomoku::Threat::None: return ThreatLevel::None;
    case gomoku::Threat::Flex3: return ThreatLevel::Three;
    case gomoku::Threat::Block4: return ThreatLevel::Four;
    case gomoku::Threat::DoubleThree: return ThreatLevel::DoubleThree;
    case gomoku::Threat::FourThree: return ThreatLevel::FourThree;
    case gomoku::Threat::Flex4: return ThreatLevel::StraightFour;
    case gomoku::Threat::Five: return ThreatLevel::Five;
    }
    return ThreatLevel::None;
}

} // namespace

MoveValues threatMoveValues(const core::Game &game)
{
    MoveValues out;
    out.unit = ScoreUnit::Points;
    const auto &g = static_cast<const qiju::gomoku::GomokuGame &>(game);
    if (g.openingStage() != qiju::gomoku::OpeningStage::Done)
        return out;
    const qiju::gomoku::GomokuPosition &pos = g.position();
    const core::Side me = pos.sideToMove();
    const core::Side opp = core::opposite(me);
    for (const core::Move &move : game.legalMoves()) {
        if (move.kind != core::Move::Kind::Place)
            continue;
        const int p = qiju::gomoku::pointIndex(move.to);
        const ThreatLevel level = std::max(
            levelOf(gomoku::legalThreat(pos, p, me)), levelOf(gomoku::legalThreat(pos, p, opp)));
        if (level != ThreatLevel::None)
            out.moves.push_back({move, static_cast<double>(level), false});
    }
    out.complete = true;
    return out;
}

namespace {

// Go and NoGo: one search of the position on the calling thread. The playouts grow with the
// board; the time cap keeps the overlay prompt on big boards and slow machines.
constexpr std::int64_t kPlayoutsPerPoint = 100;
constexpr int kWinRateTimeMs = 2500;
// A move is listed once its visits reach this many and this share of the root's visits, and
// drawn rough (dimmed) below this share of the most visited move's visits.
constexpr double kMinVisits = 16;
constexpr double kMinShare = 0.01;
constexpr double kRoughShare = 0.2;

} // namespace

MoveValues winRateMoveValues(const core::Game &game, const std::atomic<bool> &stop)
{
    MoveValues out;
    out.unit = ScoreUnit::WinRate;
    go::GoEngine engine(game.id());
    SearchLimits limits;
    limits.playouts = kPlayoutsPerPoint * game.width() * game.height();
    limits.timeMs = kWinRateTimeMs;
    limits.threads = 1;
    limits.seed = game.hash();
    const std::vector<go::RootMoveStats> stats = engine.analyse(game, limits, stop);
    if (stop.load(std::memory_order_relaxed))
        return out;
    double total = 0;
    double most = 0;
    for (const go::RootMoveStats &s : stats) {
        total += s.visits;
        most = std::max(most, s.visits);
    }
    for (const go::RootMoveStats &s : stats) {
        if (s.move.isPass() || s.visits < std::max(kMinVisits, kMinShare * total))
            continue;
        MoveValue v{s.move, s.winRate};
        v.rough = s.visits < kRoughShare * most;
        out.moves.push_back(v);
    }
    out.complete = true;
    return out;
}

MoveValues evaluateMoves(const core::Game &game, const std::atomic<bool> &stop)
{
    if (game.result())
        return {};
    return gameProfile(game.id()).moveValues(game, stop);
}

} // namespace qiju::ai
