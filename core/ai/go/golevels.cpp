#include "golevels.h"

#include <algorithm>
#include <array>

namespace qiju::ai {

namespace {

struct GoLevelRow
{
    std::int64_t playouts; // 0 = as many as the time allows
    int maxTimeMs;         // cap on the thinking time; 0 = the user's whole time setting
    int threads;
    double randomness;  // see SearchLimits::randomness (MCTS meaning)
    double resignBelow; // root win rate under which the engine resigns; 0 = never
    bool movePriors;    // the learned move model's priors in the tree (Go, 9x9 and up)
};

// Go (the engine is an MCTS with RAVE; figures are per move):
//
//   level     playouts   time cap         threads  noise (temperature)  resigns below  priors
//   Beginner       300   0.3 s                  1  0.5 (visits^2)       never          hand-made
//   Easy          1500   0.8 s                  1  0.25 (visits^4)      never          hand-made
//   Medium        6000   1.5 s                  1  none                 never          hand-made
//   Hard         30000   the user's time        2  none                 8 %            learned
//   Expert   unlimited   the user's time        2  none                 8 %            learned
constexpr std::array<GoLevelRow, 5> kGoLevels = {{
    {300, 300, 1, 0.5, 0.0, false},
    {1500, 800, 1, 0.25, 0.0, false},
    {6000, 1500, 1, 0.0, 0.0, false},
    {30000, 0, 2, 0.0, 0.08, true},
    {0, 0, 2, 0.0, 0.08, true},
}};

// NoGo: Beginner plays a uniformly random legal point (as the original program did); the
// others search as in Go. NoGo games are short and never resigned.
//
//   level     playouts   time cap         threads  noise
//   Beginner         -   -                      1  uniformly random legal point
//   Easy           500   0.3 s                  1  0.3
//   Medium        3000   1 s                    1  none
//   Hard         20000   the user's time        2  none
//   Expert   unlimited   the user's time        2  none
constexpr std::array<GoLevelRow, 5> kNogoLevels = {{
    {1, 100, 1, 1.0, 0.0, false},
    {500, 300, 1, 0.3, 0.0, false},
    {3000, 1000, 1, 0.0, 0.0, false},
    {20000, 0, 2, 0.0, 0.0, false},
    {0, 0, 2, 0.0, 0.0, false},
}};

} // namespace

SearchLimits goLevelLimits(core::GameId game, Level level, int userTimeMs)
{
    const auto &table = game == core::GameId::Nogo ? kNogoLevels : kGoLevels;
    const GoLevelRow &row = table[static_cast<std::size_t>(level)];
    const int userMs = userTimeMs > 0 ? userTimeMs : 3000;
    SearchLimits limits;
    limits.playouts = row.playouts;
    limits.timeMs = row.maxTimeMs > 0 ? std::min(row.maxTimeMs, userMs) : userMs;
    limits.threads = row.threads;
    limits.randomness = row.randomness;
    limits.resignBelow = row.resignBelow;
    limits.movePriors = row.movePriors;
    return limits;
}

} // namespace qiju::ai
