// qiju-engine: the headless engine. No Qt; wires command-line verbs to the core, the AI and
// the protocol servers. Everything it prints on stdout is a result or a protocol reply;
// diagnostics go to stderr.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "ai/ataxx/ataxxtrainer.h"
#include "ai/bench.h"
#include "ai/go/gomovecommands.h"
#include "ai/gomoku/gomokuordertrainer.h"
#include "ai/gomoku/gomokutrainer.h"
#include "ai/othello/othelloprobcutfit.h"
#include "ai/othello/othellotrainer.h"
#include "ai/perft.h"
#include "ai/problemsuite.h"
#include "ai/timecheck.h"
#include "games/gameregistry.h"
#include "protocols/match.h"
#include "protocols/servercommands.h"
#include "protocols/textutil.h"

namespace {

using namespace qiju;

int usage()
{
    std::cerr << "usage: qiju-engine <command> [options]\n"
                 "  perft <game> <depth> [--position TEXT] [--rules R] [--divide]\n"
                 "  bench [game]            (no game: every game, one signature)\n"
                 "  solve <file.obf> [--time SECONDS] [--threads N]\n"
                 "  timecheck <game> [--time SECONDS] [--games N] [--every K]\n"
                 "            [--positions FILE]\n"
                 "  train-eval gen --games N --seed S --out SAMPLES\n"
                 "  train-eval fit --data SAMPLES [--epochs E] --out WEIGHTS.cpp\n"
                 "  train-eval probcut [--positions N] [--seed S] --out TABLE.cpp\n"
                 "             (fits the Othello ProbCut model on self-play positions)\n"
                 "  train-eval gomoku --games MATCHLOG [--games ...] [--rules R] [--l2 X]\n"
                 "             [--label-nodes N [--every K] [--label-cache FILE] [--lambda X]\n"
                 "             [--keep-all] [--cached-only]] [--no-classes] [--residual]\n"
                 "             --out WEIGHTS.cpp\n"
                 "             (fits the Gomoku evaluation on match games; --label-nodes: aims\n"
                 "             at X x outcome + (1 - X) x the win chance of a search of N\n"
                 "             nodes, on about one position in K, or on all with the others'\n"
                 "             outcomes with --keep-all; --no-classes: no weights per class\n"
                 "             of a point's shape; --residual: the network added to the\n"
                 "             compiled linear evaluation instead, gomokuevalresidual.cpp)\n"
                 "  train-eval ataxx --games MATCHLOG [--games ...] [--rules R] [--l2 X]\n"
                 "             --out WEIGHTS.cpp   (fits the Ataxx evaluation on match games)\n"
                 "  train-order gomoku --games MATCHLOG [--games ...] --teacher NAME\n"
                 "             [--openings FILE ...] [--exclude FILE ...] [--rules R]\n"
                 "             [--epochs N] [--l2 X] --out WEIGHTS.cpp\n"
                 "             (fits the Gomoku move order to the moves of the engine whose\n"
                 "             name contains NAME; MATCHLOG: a match's stdout and stderr)\n"
              << ai::go::moveModelUsage() << protocols::serverUsage() << protocols::matchUsage()
              << "games: othello, ataxx, gomoku, go, nogo\n"
                 "levels: beginner, easy, medium, hard, expert; --time S = seconds per move\n";
    return 2;
}

// A whole-number option in [low, high]: "12x", "", "1e3" and out-of-range values are refused
// (the caller prints the usage) instead of becoming 0 or wrapping as atoi's would.
std::optional<int> intArg(const std::string &text, int low, int high)
{
    const auto n = protocols::parseInt(text);
    if (!n || *n < low || *n > high)
        return std::nullopt;
    return static_cast<int>(*n);
}

// A finite number of seconds in [0, 1e6].
std::optional<double> secondsArg(const std::string &text)
{
    const auto d = protocols::parseDouble(text);
    if (!d || *d < 0 || *d > 1e6)
        return std::nullopt;
    return d;
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
    const auto depthArg = intArg(args[1], 0, 30);
    if (!depthArg)
        return usage();
    const int depth = *depthArg;
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
    if (args.empty())
        return ai::runBenchAll(std::cout) ? 0 : 1;
    const auto id = core::gameFromKey(args[0]);
    if (!id || args.size() > 1)
        return usage();
    const core::GameId game = *id;
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
        if (args[i] == "--time" && i + 1 < args.size()) {
            const auto seconds = secondsArg(args[++i]);
            if (!seconds)
                return usage();
            options.timeSeconds = *seconds;
        } else if (args[i] == "--threads" && i + 1 < args.size()) {
            const auto threads = intArg(args[++i], 1, 256);
            if (!threads)
                return usage();
            options.threads = *threads;
        } else {
            return usage();
        }
    }
    const int failed = ai::runObfSuite(args[0], options, std::cout);
    if (failed < 0) {
        std::cerr << "qiju-engine: cannot read problem file '" << args[0] << "'\n";
        return 2;
    }
    return failed == 0 ? 0 : 1;
}

// Measures every level's thinking time against its budget over positions from all phases.
int runTimeCheck(const std::vector<std::string> &args)
{
    if (args.empty())
        return usage();
    const auto game = core::gameFromKey(args[0]);
    if (!game)
        return usage();
    ai::TimeCheckOptions options;
    for (std::size_t i = 1; i + 1 < args.size(); i += 2) {
        const std::string &value = args[i + 1];
        if (args[i] == "--time") {
            const auto seconds = secondsArg(value);
            if (!seconds || *seconds > 3600)
                return usage();
            options.userTimeMs = static_cast<int>(*seconds * 1000);
        } else if (args[i] == "--games" || args[i] == "--every") {
            const auto n = intArg(value, 1, 1000000);
            if (!n)
                return usage();
            (args[i] == "--games" ? options.games : options.every) = *n;
        } else if (args[i] == "--positions") {
            options.positionsFile = value;
        } else {
            return usage();
        }
    }
    if (args.size() % 2 == 0 || options.userTimeMs <= 0 || options.games <= 0)
        return usage();
    const int overruns = ai::runTimeCheck(*game, options, std::cout);
    if (overruns < 0) {
        std::cerr << "qiju-engine: no engine for '" << args[0] << "' or bad positions\n";
        return 1;
    }
    return overruns == 0 ? 0 : 1;
}

// Othello evaluation fitting: `gen` plays self-play games and saves labelled positions, `fit`
// fits the tables and writes core/ai/othello/othelloevalweights.cpp; `probcut` fits the ProbCut
// model and writes core/ai/othello/othelloprobcuttable.cpp.
int runTrainEval(const std::vector<std::string> &args)
{
    if (args.empty())
        return usage();
    if (args[0] == "gomoku" || args[0] == "ataxx") {
        const std::vector<std::string> rest(args.begin() + 1, args.end());
        const int code = args[0] == "gomoku" ? ai::gomoku::runTrainEval(rest, std::cerr)
                                             : ai::ataxx::runTrainEval(rest, std::cerr);
        return code == 2 ? usage() : code;
    }
    ai::othello::SelfPlayOptions play;
    ai::othello::FitOptions fit;
    ai::othello::ProbCutFitOptions cut;
    std::string out;
    std::vector<std::string> data;
    for (std::size_t i = 1; i + 1 < args.size(); i += 2) {
        const std::string &key = args[i];
        const std::string &value = args[i + 1];
        const auto number = intArg(value, 1, 100000000);
        const bool numeric
            = key == "--games" || key == "--positions" || key == "--depth" || key == "--epochs";
        if (numeric && !number)
            return usage();
        if (key == "--games") {
            play.games = *number;
        } else if (key == "--seed") {
            const auto seed = protocols::parseInt(value);
            if (!seed || *seed < 0)
                return usage();
            play.seed = fit.seed = cut.seed = static_cast<std::uint64_t>(*seed);
        } else if (key == "--positions") {
            cut.positions = *number;
        } else if (key == "--depth") {
            if (*number > 60)
                return usage();
            play.depth = *number;
        } else if (key == "--epochs") {
            fit.epochs = *number;
        } else if (key == "--data") {
            data.push_back(value);
        } else if (key == "--out") {
            out = value;
        } else {
            return usage();
        }
    }
    if (out.empty() || args.size() % 2 == 0)
        return usage();
    if (args[0] == "gen") {
        const auto samples = ai::othello::generateSelfPlay(play, &std::cerr);
        return ai::othello::saveSamples(samples, out) ? 0 : 1;
    }
    if (args[0] == "probcut") {
        const auto start = std::chrono::steady_clock::now();
        const auto positions = ai::othello::probCutPositions(cut, &std::cerr);
        const auto table = ai::othello::fitProbCut(positions, &std::cerr);
        const double secs
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const std::time_t now = std::time(nullptr);
        char date[16];
        std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
        std::ostringstream origin;
        origin << "Fitted on " << date << " on " << positions.size() << " positions (empties "
               << cut.minEmpties << "-" << cut.maxEmpties << ", seed " << cut.seed << ") in "
               << static_cast<int>(secs) << " s.";
        std::ofstream file(out);
        ai::othello::writeProbCutSource(table, origin.str(), file);
        return file ? 0 : 1;
    }
    if (args[0] == "fit") {
        std::vector<ai::othello::TrainingSample> samples;
        for (const std::string &file : data) {
            if (!ai::othello::loadSamples(file, &samples)) {
                std::cerr << "qiju-engine: cannot read " << file << "\n";
                return 1;
            }
        }
        std::ostringstream origin;
        if (samples.empty())
            origin << "hand-set weights, no edge tables";
        else
            origin << "fitted on " << samples.size() << " self-play positions, " << fit.epochs
                   << " epochs";
        const auto weights = ai::othello::fitWeights(samples, fit, &std::cerr);
        std::ofstream file(out);
        ai::othello::writeWeightsSource(weights, origin.str(), file);
        return file ? 0 : 1;
    }
    return usage();
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
    if (command == "timecheck")
        return runTimeCheck(args);
    if (command == "train-eval")
        return runTrainEval(args);
    if (command == "train-order" && !args.empty() && args[0] == "gomoku") {
        const int code = ai::gomoku::runTrainOrder(
            std::vector<std::string>(args.begin() + 1, args.end()), std::cerr);
        return code == 2 ? usage() : code;
    }
    if (command == "predict" || command == "fit-go-moves") {
        const int code = command == "predict" ? ai::go::runPredict(args, std::cout, std::cerr)
                                              : ai::go::runFitMoves(args, std::cout, std::cerr);
        return code == 2 ? usage() : code;
    }
    if (command == "match")
        return protocols::runMatch(args, std::cout, std::cerr);
    if (protocols::isServerCommand(command))
        return protocols::runServer(command, args, std::cin, std::cout, std::cerr);
    return usage();
}
