#include "gomovecommands.h"

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iomanip>

#include "gokifu.h"
#include "gomovefit.h"
#include "gomovemodel.h"
#include "gopredict.h"

namespace qiju::ai::go {

namespace {

// Reads up to maxGames (0: all) games of each file, reporting refused records.
bool readAll(const std::vector<std::string> &files, int maxGames, std::vector<KifuGame> *games,
    std::ostream &err)
{
    for (const std::string &path : files) {
        std::string text;
        std::string error;
        if (!readRecordFile(path, &text, &error)) {
            err << "qiju-engine: " << error << "\n";
            return false;
        }
        const int room = maxGames > 0 ? maxGames - static_cast<int>(games->size()) : 0;
        if (maxGames > 0 && room <= 0)
            break;
        auto read = readGames(text, room, [&](int line, const std::string &reason) {
            err << path << ":" << line << ": refused: " << reason << "\n";
        });
        for (auto &g : read)
            games->push_back(std::move(g));
    }
    return true;
}

} // namespace

std::string moveModelUsage()
{
    return "  predict go FILE [--games N] [--weights FILE | --hand-made]\n"
           "            (FILE: .kifu lines, plain or .xz, or SGF)\n"
           "  fit-go-moves --out WEIGHTS [--games N] [--every K] [--pattern-every K]\n"
           "            [--iterations I] [--min-count C] [--sources TEXT] FILE...\n";
}

int runPredict(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    if (args.size() < 2 || args[0] != "go")
        return 2;
    int maxGames = 0;
    std::string weights;
    bool handMade = false;
    for (std::size_t i = 2; i < args.size(); ++i) {
        if (args[i] == "--games" && i + 1 < args.size())
            maxGames = std::atoi(args[++i].c_str());
        else if (args[i] == "--weights" && i + 1 < args.size())
            weights = args[++i];
        else if (args[i] == "--hand-made")
            handMade = true;
        else
            return 2;
    }
    const GoMoveModel *model = nullptr;
    std::optional<GoMoveModel> loaded;
    if (!weights.empty()) {
        std::string error;
        loaded = GoMoveModel::load(weights, &error);
        if (!loaded) {
            err << "qiju-engine: cannot use " << weights << " (" << error << ")\n";
            return 1;
        }
        model = &*loaded;
    } else if (!handMade) {
        model = GoMoveModel::shared(); // null: hand-made priors (the reason went to stderr)
    }
    std::vector<KifuGame> games;
    if (!readAll({args[1]}, maxGames, &games, err))
        return 1;
    const PredictResult r = predictGames(games, model);
    const auto pct = [&r](std::int64_t n) {
        return r.positions > 0 ? 100.0 * static_cast<double>(n) / static_cast<double>(r.positions)
                               : 0.0;
    };
    out << std::fixed << std::setprecision(1) << "priors: "
        << (model ? "learned model" : "hand-made") << ", "
        << (r.positions > 0 ? 1e6 * r.seconds / static_cast<double>(r.positions) : 0.0)
        << " us (processor time) per position\n";
    out << "top1 " << pct(r.top1) << "% top5 " << pct(r.top5) << "% over " << r.positions
        << " positions (" << r.games << " games)\n";
    return 0;
}

int runFitMoves(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    MoveFitOptions options;
    int maxGames = 0;
    std::string outPath;
    std::string sources = "unnamed games";
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const bool value = i + 1 < args.size();
        if (args[i] == "--out" && value)
            outPath = args[++i];
        else if (args[i] == "--games" && value)
            maxGames = std::atoi(args[++i].c_str());
        else if (args[i] == "--every" && value)
            options.every = std::atoi(args[++i].c_str());
        else if (args[i] == "--pattern-every" && value)
            options.patternEvery = std::atoi(args[++i].c_str());
        else if (args[i] == "--iterations" && value)
            options.iterations = std::atoi(args[++i].c_str());
        else if (args[i] == "--min-count" && value)
            options.minPatternCount = std::atoi(args[++i].c_str());
        else if (args[i] == "--sources" && value)
            sources = args[++i];
        else if (args[i].rfind("--", 0) == 0)
            return 2;
        else
            files.push_back(args[i]);
    }
    if (outPath.empty() || files.empty())
        return 2;
    const auto start = std::chrono::steady_clock::now();
    std::vector<KifuGame> games;
    if (!readAll(files, maxGames, &games, err))
        return 1;
    err << "fitting on " << games.size() << " games\n";
    const GoMoveModel model = fitMoveModel(games, options, &err);
    std::ofstream file(outPath, std::ios::binary);
    file << model.toText(sources);
    if (!file) {
        err << "qiju-engine: cannot write " << outPath << "\n";
        return 1;
    }
    out << "wrote " << outPath << ": " << model.patternCount() << " patterns from "
        << games.size() << " games in "
        << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
        << " s\n";
    return 0;
}

} // namespace qiju::ai::go
