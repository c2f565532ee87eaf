#include "ataxxbench.h"

#include <atomic>
#include <chrono>
#include <ostream>

#include "ataxxengine.h"

namespace qiju::ai {

namespace {

struct BenchPosition
{
    const char *name;
    const char *fen;
    int depth;
};

// Openings (with and without blocked squares), middle games and an ending, taken from
// deterministic self-play games.
constexpr BenchPosition kAtaxxBench[] = {
    {"start", "x5o/7/7/7/7/7/o5x x 0 1", 9},
    {"blocked", "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1", 9},
    {"open10", "x5o/1xx2oo/x6/7/7/oo4x/oo3xx x 0 6", 7},
    {"mid20", "x5x/1xx2x1/x2ox2/3o3/7/o4oo/ooo2oo x 7 11", 7},
    {"mid30", "x5x/1o3o1/1xxoo2/1xxoo2/3xx2/6o/o1o2oo x 2 16", 6},
    {"mid40", "x2o2x/2ooox1/1oxxxx1/1oooo2/2oox2/5xx/2o2xx x 1 21", 6},
    {"late60", "xxxox1x/xxxoxx1/xxxxoo1/xxoxoo1/1ooooo1/1ooxx1x/3x1oo x 0 31", 8},
    {"blocked30", "2xxxxx/3xxxo/2-x-oo/2x-1xx/2-x-oo/1o3oo/oo4o x 2 16", 7},
    {"blocked50", "2o1oxx/3ooxo/oo-o-xo/oox-xxx/xx-x-xo/1x2xxo/4xxo x 0 26", 8},
    {"end80", "xxxoooo/xxxooo1/xxxxooo/oxxxooo/xxxxxxx/xxooooo/xxoo1oo x 1 41", 12},
};

} // namespace

std::int64_t runAtaxxBench(std::ostream &out)
{
    std::int64_t total = 0;
    double seconds = 0;
    for (const BenchPosition &b : kAtaxxBench) {
        const auto pos = qiju::ataxx::AtaxxPosition::fromFen(b.fen);
        if (!pos)
            continue;
        ataxx::AtaxxEngine engine;
        std::atomic<bool> stop{false};
        SearchLimits limits;
        limits.maxDepth = b.depth;
        const auto start = std::chrono::steady_clock::now();
        const SearchInfo info
            = engine.searchPosition(*pos, qiju::ataxx::AtaxxRules::botzone(), limits, stop);
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        total += info.nodes;
        out << b.name << ": depth " << info.depth << " score " << info.score << " nodes "
            << info.nodes << "\n";
    }
    out << "Bench: " << total << " nodes "
        << static_cast<long long>(static_cast<double>(total) / std::max(seconds, 1e-9)) << " nps\n";
    return total;
}

} // namespace qiju::ai
