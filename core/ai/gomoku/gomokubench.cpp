#include "gomokubench.h"

#include <atomic>
#include <chrono>
#include <iomanip>
#include <ostream>

#include "gomokuengine.h"

#include "games/gomoku/gomokugame.h"

namespace qiju::ai {

namespace {

struct BenchPosition
{
    const char *name;
    const char *rules;
    const char *position;
    int depth;
};

// Openings and middle games are snapshots of engine games (every fourth ply) in which the
// side to move still has a real choice; then positions with a forced result: wins by threes
// and by fours, a lost Renju position, and Renju's foul trap of the tests.
constexpr BenchPosition kGomokuBench[] = {
    {"empty", "freestyle", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b", 8},
    {"free4", "freestyle", "15/15/15/15/5o9/7o7/5x9/7x7/15/15/15/15/15/15/15 b", 8},
    {"free8", "freestyle", "15/15/15/15/5o9/4o1oo7/3x1x9/7x7/5x9/15/15/15/15/15/15 b", 8},
    {"free12", "freestyle", "15/15/15/15/5o9/4oxoo7/3x1x1o7/5o1xx6/5x9/15/15/15/15/15/15 b", 8},
    {"free28", "freestyle",
        "15/15/3x11/4ox1o7/4oox8/2o1oxoo7/2oxxxxo7/3o1o1xx6/2x1xxo1x6/9o5/15/15/15/15/15 b", 8},
    {"renju4", "renju", "15/15/15/15/15/15/15/7x7/7o7/6o8/7x7/15/15/15/15 b", 8},
    {"renju8", "renju", "15/15/15/15/15/15/15/7x7/6oo7/6o8/5xox7/6x8/15/15/15 b", 8},
    {"std4", "standard", "15/15/15/15/15/15/7oo6/7x7/5x9/15/15/15/15/15/15 b", 8},
    {"std8", "standard", "15/15/15/15/15/15/6ooo6/5x1x7/3oxx9/15/15/15/15/15/15 b", 8},
    {"vct", "freestyle", "15/15/3x11/4o10/4oo9/4oxoo7/3x1xxo7/5o1xx6/5x9/15/15/15/15/15/15 b", 8},
    {"vcf", "freestyle", "o1o12/15/o14/7o2o4/7x1x5/7xx6/15/3oxx9/6x8/6x8/6x8/6o8/15/15/12o1o b", 8},
    {"lost", "renju", "15/15/15/15/15/15/5xx8/6ox7/3oxoooox5/4x1ooo6/5xox1o5/6x3x4/5x1x7/8o6/15 b",
        8},
    {"foul", "renju", "14o/15/2x12/15/4o10/5o1x7/6ox7/5xx8/8x6/15/15/15/15/15/14o w", 8},
};

} // namespace

bool gomokuBench(std::ostream &out)
{
    gomoku::GomokuEngine engine;
    std::atomic<bool> stop{false};
    std::int64_t totalNodes = 0;
    double totalSeconds = 0;
    int index = 0;
    for (const BenchPosition &b : kGomokuBench) {
        ++index;
        auto game = qiju::gomoku::GomokuGame::fromText(b.rules, b.position, nullptr);
        if (!game) {
            out << "bench position " << b.name << " is invalid\n";
            continue;
        }
        SearchLimits limits;
        limits.maxDepth = b.depth;
        engine.clear();
        const auto start = std::chrono::steady_clock::now();
        const SearchInfo info = engine.search(*game, limits, stop);
        const double secs
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        totalNodes += info.nodes;
        totalSeconds += secs;
        out << std::setw(2) << index << " " << std::left << std::setw(8) << b.name << std::right
            << " " << std::left << std::setw(9) << b.rules << std::right << " depth "
            << std::setw(2) << info.depth << "  move " << std::setw(4) << game->moveText(info.best)
            << "  score " << std::setw(7) << std::fixed << std::setprecision(0) << info.score
            << (info.exact ? " exact" : "      ") << "  nodes " << std::setw(9) << info.nodes
            << "  time " << std::setprecision(3) << secs << " s\n";
    }
    out << "Bench: " << totalNodes << " nodes "
        << static_cast<long long>(totalNodes / std::max(totalSeconds, 1e-9)) << " nps\n";
    return true;
}

} // namespace qiju::ai
