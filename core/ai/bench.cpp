#include "bench.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <iomanip>
#include <ostream>
#include <sstream>
#include <string>

#include "gameprofile.h"
#include "othello/othelloengine.h"

#include "games/othello/othellogame.h"
#include "games/othello/othellotranscript.h"
#include "games/gameregistry.h"

namespace qiju::ai {

namespace {

using qiju::othello::OthelloPosition;

struct BenchPosition
{
    const char *name;
    const char *transcript; // from the start position, or nullptr
    const char *board; // .obf-style position text, or nullptr
    int depth; // 0 = exact solve
};

// Openings and middle games (transcripts and FFO #60-#79 positions) searched to a fixed depth;
// endgames (FFO positions with 14-18 empties) solved exactly.
constexpr BenchPosition kOthelloBench[] = {
    {"start", "", nullptr, 10},
    {"tiger", "f5d6c3d3c4f4f6f3e6e7", nullptr, 10},
    {"rose", "f5d6c5f4e3c6d3f6e6d7", nullptr, 10},
    {"buffalo", "f5f6e6f4c3", nullptr, 10},
    {"heath", "f5f6e6f4g5", nullptr, 10},
    {"ffo60", nullptr, "---OOOO----OOO----XOXOXX--XOOXXX--XOOXXX--XOOOXX--OXXX-X--XXXX-- X", 10},
    {"ffo66", nullptr, "-OOO----X-OXX---XXOXXOO-XOXXOO--XXOOOO--XXOOOO----OOO-----O----- X", 10},
    {"ffo72", nullptr, "---O------OOXX---XXOXXX-XXXXOOXX-XXXXOO---XXXOO----XX-------X--- O", 10},
    {"ffo76", nullptr, "---O------OO-O-----OOOX-OOOOOOX--XXXXOXX--OOOOOO--OOO-------O--- X", 10},
    {"ffo79", nullptr, "--------------X-----O-XX---OOOX-OOOOXOXX--OOOOOO--O-OO-O----OO-- X", 10},
    {"ffo1", nullptr, "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X", 0},
    {"ffo7", nullptr, "--OXXO--XOXXXX--XOOOXXXXXOOXXXXXXOOOOXXX-XXXXXXX--XXOOO----XXOO- X", 0},
    {"ffo13", nullptr, "--XXXXX--OOOXX---OOOXXXX-OXOXOXXOXXXOXXX--XOXOXX--OXOOO--OOOOO-- X", 0},
    {"ffo22", nullptr, "--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O", 0},
};

std::optional<OthelloPosition> benchPosition(const BenchPosition &b)
{
    if (b.board)
        return OthelloPosition::fromText(b.board);
    auto pos = OthelloPosition::start();
    const auto squares = qiju::othello::parseTranscript(b.transcript, pos);
    if (!squares)
        return std::nullopt;
    for (int sq : *squares) {
        if (sq == qiju::othello::kPassSquare)
            pos.pass();
        else
            pos.play(sq);
    }
    return pos;
}

} // namespace

bool othelloBench(std::ostream &out)
{
    othello::OthelloEngine engine;
    std::atomic<bool> stop {false};
    std::int64_t totalNodes = 0;
    double totalSeconds = 0;
    int index = 0;
    for (const BenchPosition &b : kOthelloBench) {
        ++index;
        const auto pos = benchPosition(b);
        if (!pos) {
            out << "bench position " << b.name << " is invalid\n";
            continue;
        }
        SearchLimits limits;
        limits.maxDepth = b.depth;
        limits.exactEmpties = b.depth == 0 ? 64 : 0;
        engine.clear();
        const auto start = std::chrono::steady_clock::now();
        const SearchInfo info = engine.searchPosition(*pos, limits, stop);
        const double secs
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        totalNodes += info.nodes;
        totalSeconds += secs;
        const std::string move = info.best.isPass()
            ? "pass"
            : qiju::othello::squareText(qiju::othello::OthelloGame::squareOf(info.best.to));
        out << std::setw(2) << index << " " << std::left << std::setw(8) << b.name << std::right
            << " empties " << std::setw(2) << pos->emptyCount() << "  ";
        if (info.exact)
            out << "exact   ";
        else
            out << "depth " << std::left << std::setw(2) << info.depth << std::right;
        out << "  move " << std::setw(4) << move << "  score " << std::setw(7) << std::fixed
            << std::setprecision(2) << info.score << "  nodes " << std::setw(10) << info.nodes
            << "  time " << std::setprecision(3) << secs << " s\n";
    }
    out << "Bench: " << totalNodes << " nodes "
        << static_cast<long long>(totalNodes / std::max(totalSeconds, 1e-9)) << " nps\n";
    return true;
}

bool runBench(core::GameId game, std::ostream &out) { return gameProfile(game).bench(out); }

bool runBenchAll(std::ostream &out)
{
    std::int64_t total = 0;
    const auto start = std::chrono::steady_clock::now();
    for (const GameProfile &profile : gameProfiles()) {
        const core::GameId game = profile.id;
        std::ostringstream one;
        if (!profile.bench(one))
            return false;
        std::istringstream lines(one.str());
        std::string line;
        while (std::getline(lines, line)) {
            if (line.starts_with("Bench: ")) {
                total += std::stoll(line.substr(7));
                out << "Bench " << core::gameKey(game) << ": " << line.substr(7) << "\n";
            } else {
                out << line << "\n";
            }
        }
    }
    const double secs
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out << "Bench: " << total << " nodes "
        << static_cast<std::int64_t>(static_cast<double>(total) / std::max(secs, 1e-9))
        << " nps\n";
    return true;
}

} // namespace qiju::ai
