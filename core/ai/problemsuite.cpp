#include "problemsuite.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <fstream>
#include <iomanip>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "othello/othelloengine.h"

#include "games/othello/othelloposition.h"

namespace qiju::ai {

namespace {

std::string lower(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string signedScore(int s)
{
    std::string text = std::to_string(s);
    if (s > 0)
        text.insert(text.begin(), '+');
    return text;
}

} // namespace

std::optional<std::vector<ObfProblem>> readObf(const std::string &path)
{
    std::ifstream in(path);
    if (!in)
        return std::nullopt;
    std::vector<ObfProblem> problems;
    int number = 1;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '%' || line[0] == '#')
            continue;
        if (line.size() < 66)
            return std::nullopt;
        ObfProblem p;
        p.number = number++;
        p.position = line.substr(0, 66);
        if (!qiju::othello::OthelloPosition::fromText(p.position))
            return std::nullopt;
        std::istringstream rest(line.substr(66));
        std::string token;
        while (std::getline(rest, token, ';')) {
            const auto colon = token.find(':');
            if (colon == std::string::npos)
                continue;
            std::string move = token.substr(0, colon);
            move.erase(0, move.find_first_not_of(" \t"));
            // A score is a signed disc difference; anything else makes the file unreadable.
            std::string text = token.substr(colon + 1);
            text.erase(text.find_last_not_of(" \t\r") + 1);
            text.erase(0, text.find_first_not_of(" \t"));
            const char *first = text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0);
            int score = 0;
            const auto [end, ec] = std::from_chars(first, text.data() + text.size(), score);
            if (ec != std::errc() || end != text.data() + text.size() || score < -64
                || score > 64)
                return std::nullopt;
            p.moveScores.emplace_back(lower(move), score);
        }
        problems.push_back(std::move(p));
    }
    return problems;
}

int runObfSuite(const std::string &path, const SuiteOptions &options, std::ostream &out)
{
    const auto problems = readObf(path);
    if (!problems)
        return -1;
    // Solves of 24 and more empties visit hundreds of millions of nodes: the default 16 MB
    // exact table (a million positions) forgets too much between MTD(f)'s probes.
    constexpr std::size_t kMidgameMegabytes = 32;
    constexpr std::size_t kEndgameMegabytes = 128;
    othello::OthelloEngine engine(kMidgameMegabytes, kEndgameMegabytes);
    SearchLimits limits;
    limits.exactEmpties = 64;
    limits.threads = std::max(1, options.threads);
    int solved = 0;
    double totalSeconds = 0;
    std::int64_t totalNodes = 0;
    for (const ObfProblem &p : *problems) {
        const auto pos = qiju::othello::OthelloPosition::fromText(p.position);
        engine.clear();
        // The time limit is a give-up point, not a move deadline: the engine gets no clock
        // (a clock would make it skip solves it expects to overrun) and a watchdog stops it.
        std::atomic<bool> stop {false};
        std::mutex mutex;
        std::condition_variable done;
        bool finished = false;
        std::thread watchdog;
        if (options.timeSeconds > 0) {
            watchdog = std::thread([&] {
                std::unique_lock lock(mutex);
                if (!done.wait_for(lock, std::chrono::duration<double>(options.timeSeconds),
                        [&] { return finished; }))
                    stop.store(true);
            });
        }
        const SearchInfo info = engine.searchPosition(*pos, limits, stop);
        if (watchdog.joinable()) {
            {
                std::lock_guard lock(mutex);
                finished = true;
            }
            done.notify_one();
            watchdog.join();
        }
        const std::string move = info.best.isPass()
            ? "pass"
            : qiju::othello::squareText(info.best.to.y * 8 + info.best.to.x);
        const int got = static_cast<int>(info.score);
        bool moveOk = false;
        for (const auto &[m, s] : p.moveScores)
            moveOk = moveOk || (m == move && s == p.bestScore());
        if (p.moveScores.empty()) // a forced pass: the file lists no move
            moveOk = info.best.isPass();
        const bool ok = info.exact && moveOk && got == p.bestScore();
        solved += ok;
        const double secs = info.elapsedMs / 1000.0;
        totalSeconds += secs;
        totalNodes += info.nodes;
        out << "#" << std::left << std::setw(3) << p.number << std::right << " empties "
            << std::setw(2) << pos->emptyCount() << "  expected " << std::setw(3)
            << signedScore(p.bestScore()) << " ("
            << (p.moveScores.empty() ? "pass" : p.moveScores.front().first) << ")  got "
            << std::setw(3) << (info.exact ? signedScore(got) : "?") << "  move " << std::setw(4)
            << move << "  time " << std::fixed << std::setprecision(2) << std::setw(7) << secs
            << " s  nodes " << std::setw(11) << info.nodes << "  "
            << (ok                  ? "ok"
                       : info.exact ? "WRONG"
                                    : "timeout")
            << "\n";
        out.flush();
    }
    out << "solved " << solved << "/" << problems->size() << " in " << std::fixed
        << std::setprecision(2) << totalSeconds << " s, " << totalNodes << " nodes, "
        << static_cast<long long>(totalNodes / std::max(totalSeconds, 1e-9)) << " nps\n";
    return static_cast<int>(problems->size()) - solved;
}

} // namespace qiju::ai
