#include "gomokuordertrainer.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <map>
#include <ostream>
#include <random>
#include <set>
#include <sstream>

#include "gomokueval.h"
#include "gomokusearchmoves.h"

#include "ai/adam.h"
#include "common/textutil.h"
#include "games/gomoku/gomokugame.h"
#include "games/gomoku/gomokujournal.h"

namespace qiju::ai::gomoku {

namespace {

using core::Side;

bool readLines(const std::vector<std::string> &paths, std::vector<std::vector<std::string>> *lines,
    std::ostream &log)
{
    for (const std::string &path : paths) {
        std::ifstream in(path);
        if (!in) {
            log << "qiju-engine: cannot read " << path << "\n";
            return false;
        }
        for (std::string line; std::getline(in, line);) {
            auto words = core::splitWords(line);
            if (!words.empty())
                lines->push_back(std::move(words));
        }
    }
    return true;
}

// The length of the longest of `lines` that `moves` begins with (0: none).
int longestPrefix(
    const std::vector<std::vector<std::string>> &lines, const std::vector<std::string> &moves)
{
    std::size_t best = 0;
    for (const auto &line : lines) {
        if (line.size() > best && line.size() <= moves.size()
            && std::equal(line.begin(), line.end(), moves.begin()))
            best = line.size();
    }
    return static_cast<int>(best);
}

// The number after `prefix` at the start of `line` and the text after the ':' that follows;
// false if the line is not of that form.
bool numberedLine(const std::string &line, const std::string &prefix, int *n, std::string *rest)
{
    if (line.rfind(prefix, 0) != 0)
        return false;
    const auto colon = line.find(':', prefix.size());
    if (colon == std::string::npos)
        return false;
    const std::string digits = line.substr(prefix.size(), colon - prefix.size());
    if (digits.empty() || digits.size() > 9
        || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    *n = std::atoi(digits.c_str());
    *rest = line.substr(colon + 1);
    return true;
}

} // namespace

bool readTeacherGames(
    const TeacherOptions &options, std::vector<TeacherGame> *games, std::ostream &log)
{
    std::vector<std::vector<std::string>> openings, exclude;
    if (!readLines(options.openings, &openings, log) || !readLines(options.exclude, &exclude, log))
        return false;
    std::set<std::vector<std::string>> seen;
    int excluded = 0;
    for (const std::string &path : options.logs) {
        std::ifstream in(path);
        if (!in) {
            log << "qiju-engine: cannot read " << path << "\n";
            return false;
        }
        std::map<int, int> teacherBlack; // game number: 1 the teacher is Black, 0 White
        std::map<int, std::vector<std::string>> moves;
        for (std::string line; std::getline(in, line);) {
            int n = 0;
            std::string rest;
            if (numberedLine(line, "Moves ", &n, &rest)) {
                moves[n] = core::splitWords(rest);
                continue;
            }
            if (!numberedLine(line, "Game ", &n, &rest))
                continue;
            const auto vs = rest.find(" (black) vs ");
            const auto end = rest.find(" (white):");
            if (vs == std::string::npos || end == std::string::npos || end < vs + 12)
                continue;
            const std::string black = rest.substr(0, vs);
            const std::string white = rest.substr(vs + 12, end - vs - 12);
            const bool b = black.find(options.teacher) != std::string::npos;
            const bool w = white.find(options.teacher) != std::string::npos;
            if (b != w)
                teacherBlack[n] = b ? 1 : 0;
        }
        for (auto &[n, list] : moves) {
            const auto it = teacherBlack.find(n);
            if (it == teacherBlack.end() || !seen.insert(list).second)
                continue;
            if (longestPrefix(exclude, list) > 0) {
                ++excluded;
                continue;
            }
            TeacherGame game;
            game.teacherIsBlack = it->second == 1;
            game.openingPlies = longestPrefix(openings, list);
            game.moves = std::move(list);
            games->push_back(std::move(game));
        }
    }
    log << games->size() << " games with the teacher (" << excluded << " more left out)\n";
    return true;
}

namespace {

// One position: its candidate points, their classes, and which of them the teacher played.
struct OrderSample
{
    std::vector<std::int16_t> points;
    std::vector<std::uint16_t> mine;   // pointClass of each candidate for the mover
    std::vector<std::uint16_t> theirs; // ... for the opponent
    std::vector<int> shape;            // moveScore() of each candidate
    int played = 0;                    // index of the teacher's move
    bool heldOut = false;              // in every tenth game
};

// The teacher's positions with a choice (two points or more, none a five to make or to
// block) whose move is among the ordered points; `outside` counts those where it is not.
bool makeSamples(const std::vector<TeacherGame> &games, const std::string &rules,
    std::vector<OrderSample> *samples, int *outside, std::ostream &log)
{
    core::ParseError error = core::ParseError::None;
    const auto start = qiju::gomoku::GomokuGame::create(rules, &error);
    if (!start) {
        log << "qiju-engine: invalid rules '" << rules << "'\n";
        return false;
    }
    const int *shapes = shapeValues();
    for (std::size_t k = 0; k < games.size(); ++k) {
        const TeacherGame &game = games[k];
        auto g = start->clone();
        const auto &gomoku = static_cast<qiju::gomoku::GomokuGame &>(*g);
        for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
            const auto move = g->parseMove(game.moves[ply]);
            if (!move || g->check(*move) != core::MoveError::None) {
                log << "qiju-engine: game " << k + 1 << ": bad move '" << game.moves[ply]
                    << "' under " << rules << "\n";
                return false;
            }
            GomokuPosition pos = gomoku.position();
            const Side me = pos.sideToMove();
            if ((me == Side::Black) == game.teacherIsBlack
                && static_cast<int>(ply) >= game.openingPlies
                && gomoku.openingStage() == qiju::gomoku::OpeningStage::Done
                && pos.fivePoints(me).empty() && pos.fivePoints(core::opposite(me)).empty()) {
                qiju::gomoku::MoveJournal journal;
                const qiju::gomoku::JournalScope attach(pos, journal);
                PointList threats, points;
                flex4Points(pos, core::opposite(me), threats);
                searchedPoints(pos, threats, points);
                const int played = qiju::gomoku::pointIndex(move->to);
                if (!points.contains(played)) {
                    ++*outside;
                } else if (points.size > 1) {
                    OrderSample s;
                    s.heldOut = k % 10 == 9;
                    for (int i = 0; i < points.size; ++i) {
                        const int p = points[i];
                        if (p == played)
                            s.played = i;
                        s.points.push_back(static_cast<std::int16_t>(p));
                        s.mine.push_back(
                            static_cast<std::uint16_t>(pointClass(pos.packedPatterns(p, me))));
                        s.theirs.push_back(static_cast<std::uint16_t>(
                            pointClass(pos.packedPatterns(p, core::opposite(me)))));
                        s.shape.push_back(moveScore(pos, p, shapes));
                    }
                    samples->push_back(std::move(s));
                }
            }
            g->play(*move);
        }
    }
    return true;
}

// Weights: kPointClasses for the mover's class, then kPointClasses for the opponent's.
double logit(const OrderSample &s, std::size_t i, const std::vector<double> &w)
{
    return w[s.mine[i]] + w[kPointClasses + s.theirs[i]];
}

// The place of the played move when the candidates are sorted by `score` (best first; ties to
// the lower point, as generate() breaks them).
template<typename Score> int rankOf(const OrderSample &s, Score score)
{
    const auto key = [&](std::size_t i) { return std::pair(score(i), -s.points[i]); };
    const auto played = key(static_cast<std::size_t>(s.played));
    int rank = 0;
    for (std::size_t i = 0; i < s.points.size(); ++i)
        rank += key(i) > played;
    return rank;
}

template<typename Score>
void logRanks(
    const char *what, const std::vector<OrderSample> &samples, Score score, std::ostream &log)
{
    int n = 0, first = 0, three = 0, sixteen = 0;
    for (const OrderSample &s : samples) {
        if (!s.heldOut)
            continue;
        const int k = rankOf(s, [&](std::size_t i) { return score(s, i); });
        ++n;
        first += k < 1;
        three += k < 3;
        sixteen += k < 16;
    }
    const double d = std::max(n, 1) / 100.0;
    log << std::fixed << std::setprecision(1) << what << ": the move played first " << first / d
        << " %, in the first three " << three / d << " %, in the first sixteen " << sixteen / d
        << " % of " << n << " held-out positions\n";
}

// The softmax's cross entropy on the held-out positions.
double heldOutLoss(const std::vector<OrderSample> &samples, const std::vector<double> &w)
{
    double loss = 0;
    int n = 0;
    for (const OrderSample &s : samples) {
        if (!s.heldOut)
            continue;
        double top = -1e300;
        for (std::size_t i = 0; i < s.points.size(); ++i)
            top = std::max(top, logit(s, i, w));
        double sum = 0;
        for (std::size_t i = 0; i < s.points.size(); ++i)
            sum += std::exp(logit(s, i, w) - top);
        loss += top + std::log(sum) - logit(s, static_cast<std::size_t>(s.played), w);
        ++n;
    }
    return loss / std::max(n, 1);
}

std::vector<double> fitSamples(
    const std::vector<OrderSample> &samples, int epochs, double l2, std::ostream &log)
{
    constexpr std::size_t kBatch = 512;
    std::vector<double> w(2 * kPointClasses, 0.0);
    Adam adam(w.size(), 0.03);
    std::vector<double> gradient(w.size()), prob;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (!samples[i].heldOut)
            order.push_back(i);
    }
    std::mt19937_64 random(1);
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        std::shuffle(order.begin(), order.end(), random);
        double loss = 0;
        for (std::size_t b = 0; b < order.size(); b += kBatch) {
            std::fill(gradient.begin(), gradient.end(), 0.0);
            const std::size_t end = std::min(order.size(), b + kBatch);
            for (std::size_t j = b; j < end; ++j) {
                const OrderSample &s = samples[order[j]];
                prob.resize(s.points.size());
                double top = -1e300;
                for (std::size_t i = 0; i < prob.size(); ++i)
                    top = std::max(top, prob[i] = logit(s, i, w));
                double sum = 0;
                for (double &p : prob)
                    sum += p = std::exp(p - top);
                loss -= std::log(prob[static_cast<std::size_t>(s.played)] / sum);
                for (std::size_t i = 0; i < prob.size(); ++i) {
                    const double g = prob[i] / sum - (static_cast<int>(i) == s.played ? 1 : 0);
                    gradient[s.mine[i]] += g;
                    gradient[kPointClasses + s.theirs[i]] += g;
                }
            }
            adam.nextStep();
            const double count = static_cast<double>(end - b);
            for (std::size_t k = 0; k < w.size(); ++k) {
                if (gradient[k] != 0 || w[k] != 0) // else a class these positions do not show
                    adam.update(k, gradient[k] / count + l2 * w[k], w[k]);
            }
        }
        log << std::fixed << std::setprecision(4) << "epoch " << epoch << ": training loss "
            << loss / std::max<double>(1, static_cast<double>(order.size())) << ", held-out "
            << heldOutLoss(samples, w) << "\n";
    }
    return w;
}

void writeOrderSource(const std::vector<double> &w, const std::string &origin, std::ostream &out)
{
    out << "// Generated by `qiju-engine train-order gomoku` (gomokuordertrainer.h):\n// " << origin
        << ".\n#include \"gomokuorderweights.h\"\n\nnamespace qiju::ai::gomoku {\n\n"
        << "const std::int16_t kOrderClassWeights[2][kPointClasses] = {\n";
    for (int role = 0; role < 2; ++role) {
        out << "    {";
        for (int c = 0; c < kPointClasses; ++c) {
            const double x = w[static_cast<std::size_t>(role * kPointClasses + c)] * 1000;
            out << (c % 12 == 0 ? "\n        " : " ")
                << std::lround(std::clamp(x, -32000.0, 32000.0)) << ",";
        }
        out << "\n    },\n";
    }
    out << "};\n\nconst char kOrderWeightsOrigin[] = \"" << origin
        << "\";\n\n} // namespace qiju::ai::gomoku\n";
}

} // namespace

std::vector<double> fitOrder(const std::vector<TeacherGame> &games, const std::string &rules,
    int epochs, double l2, std::ostream &log)
{
    std::vector<OrderSample> samples;
    int outside = 0;
    if (!makeSamples(games, rules, &samples, &outside, log))
        return {};
    log << samples.size() << " of the teacher's positions with a choice; in " << outside
        << " more its move was not among the points the search orders\n";
    if (samples.empty())
        return {};
    logRanks(
        "shape order", samples,
        [](const OrderSample &s, std::size_t i) { return double(s.shape[i]); }, log);
    std::vector<double> w = fitSamples(samples, epochs, l2, log);
    logRanks(
        "fitted order", samples,
        [&](const OrderSample &s, std::size_t i) { return logit(s, i, w); }, log);
    return w;
}

int runTrainOrder(const std::vector<std::string> &args, std::ostream &log)
{
    TeacherOptions options;
    std::string rules = "freestyle", out;
    int epochs = 10;
    double l2 = 1e-5;
    if (args.size() % 2 != 0)
        return 2;
    for (std::size_t i = 0; i < args.size(); i += 2) {
        const std::string &key = args[i];
        const std::string &value = args[i + 1];
        char *end = nullptr;
        if (key == "--games") {
            options.logs.push_back(value);
        } else if (key == "--teacher") {
            options.teacher = value;
        } else if (key == "--openings") {
            options.openings.push_back(value);
        } else if (key == "--exclude") {
            options.exclude.push_back(value);
        } else if (key == "--rules") {
            rules = value;
        } else if (key == "--out") {
            out = value;
        } else if (key == "--epochs") {
            const long n = std::strtol(value.c_str(), &end, 10);
            if (end == value.c_str() || *end != '\0' || n < 1 || n > 1000) {
                log << "qiju-engine: bad --epochs '" << value << "'\n";
                return 2;
            }
            epochs = static_cast<int>(n);
        } else if (key == "--l2") {
            l2 = std::strtod(value.c_str(), &end);
            if (end == value.c_str() || *end != '\0' || !(l2 >= 0 && l2 < 1)) {
                log << "qiju-engine: bad --l2 '" << value << "'\n";
                return 2;
            }
        } else {
            log << "qiju-engine: unknown option '" << key << "'\n";
            return 2;
        }
    }
    if (options.logs.empty() || options.teacher.empty() || out.empty())
        return 2;
    std::vector<TeacherGame> games;
    if (!readTeacherGames(options, &games, log))
        return 1;
    const std::vector<double> w = fitOrder(games, rules, epochs, l2, log);
    if (w.empty())
        return 1;
    std::ostringstream origin;
    origin << "fitted on " << games.size() << " games of match logs, the moves of '"
           << options.teacher << "', " << epochs << " epochs";
    std::ofstream file(out);
    writeOrderSource(w, origin.str(), file);
    return file ? 0 : 1;
}

} // namespace qiju::ai::gomoku
