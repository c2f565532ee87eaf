#include "gameprofile.h"

#include <array>
#include <cmath>

#include "ataxx/ataxxbench.h"
#include "ataxx/ataxxengine.h"
#include "ataxx/ataxxlevels.h"
#include "ataxx/ataxxperft.h"
#include "bench.h"
#include "go/gobench.h"
#include "go/goengine.h"
#include "go/golevels.h"
#include "go/gomovemodel.h"
#include "gomoku/gomokubench.h"
#include "gomoku/gomokuengine.h"
#include "gomoku/gomokulevels.h"
#include "gomoku/gomokuperft.h"
#include "gomoku/gomokusearch.h"
#include "othello/othelloengine.h"
#include "othello/othelloperft.h"
#include "perft.h"

#include "games/ataxx/ataxxgame.h"
#include "games/gamerow.h"
#include "games/gomoku/gomokugame.h"
#include "games/othello/othellogame.h"

namespace qiju::ai {

namespace {

using core::GameId;

double sameValue(double score) { return score; }
bool always(const core::Game &) { return true; }

// Othello.

SearchLimits othelloReview(const core::Game &)
{
    SearchLimits limits;
    limits.maxDepth = 6;
    limits.exactEmpties = 14;
    return limits;
}

// Deep enough to see the next few replies (a few ms each), exact over the last empties.
MoveValues othelloMoveValues(const core::Game &game, const std::atomic<bool> &stop)
{
    SearchLimits limits;
    limits.maxDepth = 4;
    limits.exactEmpties = 12;
    limits.threads = 1;
    return searchedMoveValues(game, limits, stop);
}

std::uint64_t othelloFastPerft(const core::Game &game, int depth)
{
    return othelloPerft(static_cast<const qiju::othello::OthelloGame &>(game).position(), depth);
}

// Ataxx.

SearchLimits ataxxReview(const core::Game &)
{
    SearchLimits limits;
    limits.maxDepth = 3;
    limits.maxNodes = 300000;
    return limits;
}

MoveValues ataxxMoveValues(const core::Game &game, const std::atomic<bool> &stop)
{
    SearchLimits limits;
    limits.maxDepth = 2;
    limits.threads = 1;
    return searchedMoveValues(game, limits, stop);
}

std::uint64_t ataxxFastPerft(const core::Game &game, int depth)
{
    return ataxxPerft(static_cast<const qiju::ataxx::AtaxxGame &>(game).position(), depth);
}

std::vector<std::pair<std::string, std::uint64_t>> ataxxDivide(const core::Game &game, int depth)
{
    return ataxxPerftDivide(static_cast<const qiju::ataxx::AtaxxGame &>(game).position(), depth);
}

// Gomoku.

SearchLimits gomokuReview(const core::Game &)
{
    SearchLimits limits;
    limits.maxDepth = 4; // with the threat solver: fours and short VCTs are seen
    limits.maxNodes = 150000;
    return limits;
}

// A Gomoku evaluation (points) as an expected result: a proven win or loss is 1 or 0, other
// scores follow a logistic curve whose unit is about one open three's worth of advantage.
constexpr double kGomokuPointsScale = 600.0;

double gomokuExpectation(double points)
{
    if (points >= gomoku::kWinThreshold)
        return 1.0;
    if (points <= -gomoku::kWinThreshold)
        return 0.0;
    return 1.0 / (1.0 + std::exp(-points / kGomokuPointsScale));
}

// The swap openings' placements and choices are not judged.
bool gomokuOpeningDone(const core::Game &position)
{
    return static_cast<const qiju::gomoku::GomokuGame &>(position).openingStage()
        == qiju::gomoku::OpeningStage::Done;
}

std::uint64_t gomokuFastPerft(const core::Game &game, int depth)
{
    return gomokuPerft(static_cast<const qiju::gomoku::GomokuGame &>(game), depth);
}

// Go and NoGo.

SearchLimits goReview(const core::Game &position)
{
    SearchLimits limits;
    limits.playouts = position.width() <= 9 ? 1500 : position.width() <= 13 ? 1000 : 600;
    return limits;
}

// The win rate of the most visited move, trusted once that move has at least a tenth of the
// review's playouts (fewer visits are too noisy to measure a loss with).
ReviewSample goReviewSearch(Engine &engine, const core::Game &position,
                            const SearchLimits &limits, const std::atomic<bool> &stop)
{
    constexpr double kMinimumVisitsShare = 0.1;
    ReviewSample sample;
    auto *mcts = dynamic_cast<go::GoEngine *>(&engine);
    if (!mcts)
        return sample;
    const std::vector<go::RootMoveStats> stats = mcts->analyse(position, limits, stop);
    if (stats.empty())
        return sample;
    sample.known = true;
    sample.best = stats.front().move;
    sample.value = stats.front().winRate;
    sample.reliable = stats.front().visits
        >= kMinimumVisitsShare * static_cast<double>(limits.playouts);
    return sample;
}

// Go's learned move model (the priors on 19x19); NoGo does not use it.
std::optional<DataProblem> goModelProblem()
{
    const auto problem = go::GoMoveModel::sharedProblem();
    if (!problem)
        return std::nullopt;
    return DataProblem{problem->source, problem->reason};
}

// Go and NoGo share the MCTS engine, its tables and budgets; the game picks the rules.
template <GameId Game>
constexpr GameProfile goFamilyProfile()
{
    return {.id = Game,
            .createEngine = []() -> std::unique_ptr<Engine> {
                return std::make_unique<go::GoEngine>(Game);
            },
            .levelLimits = [](Level level, int userTimeMs) {
                return goLevelLimits(Game, level, userTimeMs);
            },
            .bench = [](std::ostream &out) { return goBench(Game, out); },
            .perft = &gamePerft,
            .perftDivide = nullptr,
            .playouts = true,
            .reviewUnit = ScoreUnit::WinRate,
            .reviewBudget = &goReview,
            .reviewValue = &sameValue,
            .reviewable = &always,
            .minimumSwing = 0.15,
            .openingAreaPerMove = 18, // 9x9: 4, 13x13: 9, 19x19: 20
            .reviewMinimumDepth = 0,
            .reviewSearch = &goReviewSearch,
            .exactIsWin = false,
            .moveValues = &winRateMoveValues,
            .matchOpeningPlies = 2,
            .dataProblem = Game == GameId::Go ? &goModelProblem : nullptr};
}

const std::array<GameProfile, 5> kProfiles = {{
    {.id = GameId::Othello,
     .createEngine = []() -> std::unique_ptr<Engine> {
         return std::make_unique<othello::OthelloEngine>();
     },
     .levelLimits = &othelloLevelLimits,
     .bench = &othelloBench,
     .perft = &othelloFastPerft,
     .perftDivide = nullptr,
     .playouts = false,
     .reviewUnit = ScoreUnit::Discs,
     .reviewBudget = &othelloReview,
     .reviewValue = &sameValue,
     .reviewable = &always,
     .minimumSwing = 6.0,
     .openingAreaPerMove = 16, // 8x8: 4
     .reviewMinimumDepth = 4,  // of 6
     .reviewSearch = nullptr,
     .exactIsWin = false,
     .moveValues = &othelloMoveValues,
     .matchOpeningPlies = 6,
     .dataProblem = nullptr},
    {.id = GameId::Ataxx,
     .createEngine = []() -> std::unique_ptr<Engine> {
         return std::make_unique<ataxx::AtaxxEngine>();
     },
     .levelLimits = &ataxxLevelLimits,
     .bench = [](std::ostream &out) {
         runAtaxxBench(out);
         return true;
     },
     .perft = &ataxxFastPerft,
     .perftDivide = &ataxxDivide,
     .playouts = false,
     .reviewUnit = ScoreUnit::Discs,
     .reviewBudget = &ataxxReview,
     .reviewValue = &sameValue,
     .reviewable = &always,
     .minimumSwing = 4.0,
     .openingAreaPerMove = 16, // 7x7: 3
     .reviewMinimumDepth = 2,  // of 3
     .reviewSearch = nullptr,
     .exactIsWin = false,
     .moveValues = &ataxxMoveValues,
     .matchOpeningPlies = 4,
     .dataProblem = nullptr},
    {.id = GameId::Gomoku,
     .createEngine = []() -> std::unique_ptr<Engine> {
         return std::make_unique<gomoku::GomokuEngine>();
     },
     .levelLimits = &gomokuLevelLimits,
     .bench = &gomokuBench,
     .perft = &gomokuFastPerft,
     .perftDivide = nullptr,
     .playouts = false,
     .reviewUnit = ScoreUnit::WinRate,
     .reviewBudget = &gomokuReview,
     .reviewValue = &gomokuExpectation,
     .reviewable = &gomokuOpeningDone,
     .minimumSwing = 0.2,
     .openingAreaPerMove = 56, // 15x15: 4
     .reviewMinimumDepth = 1,  // of 4: a forced block is searched to depth 1
     .reviewSearch = nullptr,
     .exactIsWin = true,
     .moveValues = [](const core::Game &game, const std::atomic<bool> &) {
         return threatMoveValues(game);
     },
     .matchOpeningPlies = 2,
     .dataProblem = nullptr},
    goFamilyProfile<GameId::Go>(),
    goFamilyProfile<GameId::Nogo>(),
}};

} // namespace

std::span<const GameProfile> gameProfiles() { return kProfiles; }

const GameProfile &gameProfile(core::GameId game)
{
    return core::gameRow<GameProfile>(kProfiles, game);
}

std::unique_ptr<Engine> createEngine(core::GameId game)
{
    return gameProfile(game).createEngine();
}

} // namespace qiju::ai
