#include "traininggames.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <ostream>
#include <sstream>

namespace qiju::ai {

bool readMatchLog(const std::string &path, const core::Game &start, std::vector<std::string> *seen,
    std::vector<LoggedGame> *games, std::ostream &log)
{
    std::ifstream in(path);
    if (!in) {
        log << "qiju-engine: cannot read " << path << "\n";
        return false;
    }
    std::string line;
    int lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        if (line.rfind("Moves ", 0) != 0)
            continue;
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string moves = line.substr(colon + 1);
        if (std::find(seen->begin(), seen->end(), moves) != seen->end())
            continue;
        auto g = start.clone();
        LoggedGame game;
        std::istringstream words(moves);
        std::string word;
        while (words >> word) {
            const auto move = g->parseMove(word);
            if (!move || g->check(*move) != core::MoveError::None) {
                log << "qiju-engine: " << path << ":" << lineNumber << ": bad move '" << word
                    << "'\n";
                return false;
            }
            game.moves.push_back(*move);
            g->play(*move);
        }
        const auto result = g->result();
        if (!result || result->reason == core::EndReason::Forfeit
            || result->reason == core::EndReason::Resignation)
            continue;
        game.result = *result;
        games->push_back(std::move(game));
        seen->push_back(moves);
    }
    return true;
}

double outcomeFor(const core::GameResult &result, core::Side side)
{
    if (result.outcome == core::Outcome::Draw)
        return 0.5;
    return result.isWinFor(side) ? 1.0 : 0.0;
}

bool parseTrainOptions(const std::vector<std::string> &args, const char *command,
    TrainOptions *options, std::ostream &log)
{
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string &key = args[i];
        const std::string &value = args[i + 1];
        if (key == "--games") {
            options->files.push_back(value);
        } else if (key == "--rules") {
            options->rules = value;
        } else if (key == "--out") {
            options->out = value;
        } else if (key == "--l2") {
            char *end = nullptr;
            options->l2 = std::strtod(value.c_str(), &end);
            if (end == value.c_str() || *end != '\0' || !(options->l2 >= 0)) {
                log << "qiju-engine: bad --l2 '" << value << "'\n";
                return false;
            }
        } else {
            log << "qiju-engine: unexpected option '" << key << "'\n";
            return false;
        }
    }
    if (args.size() % 2 != 0 || options->files.empty() || options->out.empty()) {
        log << "qiju-engine: " << command << " needs --games LOG and --out FILE\n";
        return false;
    }
    return true;
}

} // namespace qiju::ai
