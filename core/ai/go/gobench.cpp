#include "gobench.h"

#include <atomic>
#include <chrono>
#include <iomanip>
#include <ostream>
#include <span>

#include "goengine.h"

#include "games/gameregistry.h"

namespace qiju::ai {

namespace {

struct BenchPosition
{
    const char *name;
    const char *rules;
    const char *position; // one-line position text, or nullptr for the start
    std::int64_t playouts;
};

constexpr BenchPosition kGoBench[] = {
    {"9x9", "chinese size=9", nullptr, 4000},
    {"9x9-mid", "chinese size=9", "9/2oo1x3/1oxxxo3/1ox1xoo2/2ox1xo2/2oxx1x2/3ox4/9/9 b", 4000},
    {"9x9-jp", "japanese size=9", "9/9/2x3o2/9/4x4/9/2o3x2/9/9 w", 3000},
    {"13x13", "chinese size=13", nullptr, 2000},
    {"19x19", "chinese", nullptr, 1000},
    {"19x19-h4", "chinese handicap=4 komi=0.5", nullptr, 1000},
};

constexpr BenchPosition kNogoBench[] = {
    {"start", "course", nullptr, 4000},
    {"open", "botzone", "9/9/2x3o2/9/4x4/9/2o3x2/9/9 w", 4000},
    {"mid", "botzone", "9/1xo1x1o2/2xo1xo2/1o1x1o1x1/2o1x1o2/1x1o1x1o1/2x1o1x2/1o3x3/9 b", 3000},
};

} // namespace

bool goBench(core::GameId game, std::ostream &out)
{
    const bool nogo = game == core::GameId::Nogo;
    const auto &info = core::gameInfo(game);
    std::int64_t total = 0;
    double seconds = 0;
    for (const BenchPosition &b : nogo ? std::span<const BenchPosition>(kNogoBench)
                                       : std::span<const BenchPosition>(kGoBench)) {
        const auto pos = b.position ? info.fromText(b.rules, b.position, nullptr)
                                    : info.create(b.rules, nullptr);
        if (!pos) {
            out << "bench position " << b.name << " is invalid\n";
            continue;
        }
        go::GoEngine engine(game);
        std::atomic<bool> stop{false};
        SearchLimits limits;
        limits.playouts = b.playouts;
        limits.seed = 1;
        limits.threads = 1;
        const auto start = std::chrono::steady_clock::now();
        const SearchInfo r = engine.search(*pos, limits, stop);
        const double secs
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        seconds += secs;
        total += r.nodes;
        out << std::left << std::setw(10) << b.name << std::right << " move " << std::setw(4)
            << pos->moveText(r.best) << "  win " << std::fixed << std::setprecision(3) << r.score
            << "  playouts " << std::setw(6) << r.playouts << "  nodes " << std::setw(9) << r.nodes
            << "  time " << std::setprecision(3) << secs << " s\n";
    }
    out << "Bench: " << total << " nodes "
        << static_cast<long long>(static_cast<double>(total) / std::max(seconds, 1e-9)) << " nps\n";
    return true;
}

} // namespace qiju::ai
