// qiju-engine: the headless engine. No Qt; wires command-line verbs to the core, the AI and
// the protocol servers. Everything it prints on stdout is a result or a protocol reply;
// diagnostics go to stderr.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "ai/bench.h"
#include "ai/perft.h"
#include "ai/problemsuite.h"
#include "common/gameregistry.h"

namespace {

using namespace qiju;

int usage()
{
    std::cerr << "usage: qiju-engine <command> [options]\n"
                 "  perft <game> <depth> [--position TEXT] [--rules R] [--divide]\n"
                 "  bench [game]\n"
                 "  solve <file.obf> [--time SECONDS]\n"
                 "games: othello (more coming)\n";
    return 2;
}

std::unique_ptr<core::Game> makeGame(
    const std::string &key, const std::string &rules, const std::string &position)
{
    const auto id = core::gameFromKey(key);
    if (!id || !core::gameInfo(*id).create) { // rules and perft work before the GUI part
        std::cerr << "qiju-engine: unknown or unavailable game '" << key << "'\n";
        return nullptr;
    }
    const core::GameInfo &info = core::gameInfo(*id);
    core::ParseError error = core::ParseError::None;
    auto game
        = position.empty() ? info.create(rules, &error) : info.fromText(rules, position, &error);
    if (!game)
        std::cerr << "qiju-engine: invalid " << (position.empty() ? "rules" : "position") << "\n";
    return game;
}

int runPerft(const std::vector<std::string> &args)
{
    if (args.size() < 2)
        return usage();
    std::string rules;
    std::string position;
    bool divide = false;
    for (std::size_t i = 2; i < args.size(); ++i) {
        if (args[i] == "--divide")
            divide = true;
        else if (args[i] == "--position" && i + 1 < args.size())
            position = args[++i];
        else if (args[i] == "--rules" && i + 1 < args.size())
            rules = args[++i];
        else
            return usage();
    }
    const int depth = std::atoi(args[1].c_str());
    if (depth < 0 || depth > 30)
        return usage();
    auto game = makeGame(args[0], rules, position);
    if (!game)
        return 1;
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    if (divide) {
        for (const auto &[move, count] : ai::perftDivide(*game, depth)) {
            std::cout << move << ": " << count << "\n";
            total += count;
        }
    } else {
        total = ai::perft(*game, depth).value_or(0);
    }
    const double secs
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "perft " << depth << ": " << total << "\n";
    std::cout << "time " << secs << " s, " << static_cast<long long>(total / std::max(secs, 1e-9))
              << " nodes/s\n";
    return 0;
}

int runBench(const std::vector<std::string> &args)
{
    core::GameId game = core::GameId::Othello;
    if (!args.empty()) {
        const auto id = core::gameFromKey(args[0]);
        if (!id || args.size() > 1)
            return usage();
        game = *id;
    }
    if (!ai::runBench(game, std::cout)) {
        std::cerr << "qiju-engine: no bench for '" << core::gameKey(game) << "'\n";
        return 1;
    }
    return 0;
}

int runSolve(const std::vector<std::string> &args)
{
    if (args.empty())
        return usage();
    ai::SuiteOptions options;
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--time" && i + 1 < args.size())
            options.timeSeconds = std::atof(args[++i].c_str());
        else
            return usage();
    }
    const int failed = ai::runObfSuite(args[0], options, std::cout);
    if (failed < 0) {
        std::cerr << "qiju-engine: cannot read problem file '" << args[0] << "'\n";
        return 2;
    }
    return failed == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return usage();
    const std::string command = args.front();
    args.erase(args.begin());
    if (command == "perft")
        return runPerft(args);
    if (command == "bench")
        return runBench(args);
    if (command == "solve")
        return runSolve(args);
    return usage();
}
