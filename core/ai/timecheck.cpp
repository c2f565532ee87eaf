#include "timecheck.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <memory>
#include <ostream>
#include <vector>

#include "gameprofile.h"
#include "levels.h"

#include "games/gameregistry.h"

namespace qiju::ai {

namespace {

// Positions of one quick self-play game (Beginner level, seeded), start position included,
// the final (game-over) position excluded.
std::vector<std::unique_ptr<core::Game>> selfPlayPositions(core::GameId id, std::uint64_t seed)
{
    std::vector<std::unique_ptr<core::Game>> out;
    auto game = core::createGame(id);
    auto engine = createEngine(id);
    if (!game || !engine)
        return out;
    std::atomic<bool> stop{false};
    SearchLimits limits = levelLimits(id, Level::Beginner, 300);
    limits.seed = seed;
    for (int ply = 0; ply < 400 && !game->result() && !game->legalMoves().empty(); ++ply) {
        out.push_back(game->clone());
        limits.seed = seed * 1000 + static_cast<std::uint64_t>(ply);
        const SearchInfo info = engine->search(*game, limits, stop);
        if (game->check(info.best) != core::MoveError::None)
            break;
        game->play(info.best);
    }
    return out;
}

// Positions from a file, one text per line; false on an unreadable file or a bad line.
bool filePositions(core::GameId id, const std::string &path,
    std::vector<std::unique_ptr<core::Game>> &out, std::ostream &err)
{
    std::ifstream in(path);
    if (!in) {
        err << "cannot read " << path << "\n";
        return false;
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '%' || line[0] == '#')
            continue;
        auto game = core::gameInfo(id).fromText({}, line, nullptr);
        if (!game) {
            err << path << ":" << number << ": not a position\n";
            return false;
        }
        if (!game->result() && !game->legalMoves().empty())
            out.push_back(std::move(game));
    }
    return true;
}

} // namespace

int runTimeCheck(core::GameId id, const TimeCheckOptions &options, std::ostream &out)
{
    if (!createEngine(id))
        return -1;
    std::vector<std::unique_ptr<core::Game>> positions;
    if (!options.positionsFile.empty() && !filePositions(id, options.positionsFile, positions, out))
        return -1;
    for (int g = 0; options.positionsFile.empty() && g < options.games; ++g) {
        auto played = selfPlayPositions(id, static_cast<std::uint64_t>(g) + 1);
        const int n = static_cast<int>(played.size());
        for (int i = 0; i < n; ++i) {
            // Every n-th position, plus the last few where endgame solvers take over.
            if (i % std::max(1, options.every) == 0 || i >= n - 4)
                positions.push_back(std::move(played[static_cast<std::size_t>(i)]));
        }
    }
    out << core::gameKey(id) << ": " << positions.size() << " positions, user time "
        << options.userTimeMs << " ms\n";
    std::atomic<bool> stop{false};
    int overruns = 0;
    for (Level level : kAllLevels) {
        const SearchLimits limits = levelLimits(id, level, options.userTimeMs);
        const int margin = std::max(15, limits.timeMs * 3 / 100);
        // A fresh engine per level, as a new game has; creating it is timed too, since a
        // player that creates its engine when its turn comes pays for it on its clock.
        const auto created = std::chrono::steady_clock::now();
        auto engine = createEngine(id);
        const double createMs
            = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - created)
                  .count();
        double total = 0;
        int worst = 0;
        int worstIndex = -1;
        int over = 0;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const core::Game &game = *positions[i];
            const auto start = std::chrono::steady_clock::now();
            engine->search(game, limits, stop);
            const int ms = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - start)
                                                .count());
            total += ms;
            if (ms > worst) {
                worst = ms;
                worstIndex = static_cast<int>(i);
            }
            if (limits.timeMs > 0 && ms > limits.timeMs + margin)
                ++over;
        }
        overruns += over;
        out << std::left << std::setw(9) << levelKey(level) << std::right << " budget "
            << std::setw(5) << limits.timeMs << " ms: n " << positions.size() << ", mean "
            << std::fixed << std::setprecision(1)
            << total / std::max<std::size_t>(1, positions.size()) << " ms, max " << worst
            << " ms (#" << worstIndex << "), over " << over << ", engine created in " << createMs
            << " ms\n";
    }
    out << "Overruns: " << overruns << "\n";
    return overruns;
}

} // namespace qiju::ai
