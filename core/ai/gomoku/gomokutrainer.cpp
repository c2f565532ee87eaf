#include "gomokutrainer.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iomanip>
#include <memory>
#include <ostream>
#include <sstream>

#include "gomokuengine.h"
#include "gomokuresidualfit.h"
#include "gomokusearch.h"

#include "ai/adam.h"
#include "ai/logisticfit.h"
#include "ai/traininggames.h"

#include "games/gomoku/gomokugame.h"

namespace qiju::ai::gomoku {

bool loadGames(const std::string &path, const std::string &rules,
    std::vector<TrainingSample> *samples, std::vector<std::string> *seen, std::ostream &log,
    const Labeller &label)
{
    core::ParseError error = core::ParseError::None;
    const auto start = qiju::gomoku::GomokuGame::create(rules, &error);
    if (!start) {
        log << "qiju-engine: invalid rules '" << rules << "'\n";
        return false;
    }
    int game = static_cast<int>(seen->size());
    std::vector<LoggedGame> games;
    if (!readMatchLog(path, *start, seen, &games, log))
        return false;
    for (const LoggedGame &logged : games) {
        auto g = start->clone();
        const auto &gomoku = static_cast<qiju::gomoku::GomokuGame &>(*g);
        for (const core::Move &move : logged.moves) {
            const auto &pos = gomoku.position();
            const core::Side me = pos.sideToMove();
            if (gomoku.openingStage() == qiju::gomoku::OpeningStage::Done
                && pos.fivePoints(me).empty() && pos.fivePoints(core::opposite(me)).empty()) {
                TrainingSample s;
                s.features = evalFeatures(pos);
                s.game = game;
                s.stones = pos.stoneCount();
                s.outcome = outcomeFor(logged.result, me);
                s.classes = evalClasses(pos);
                s.linear = linearEvaluate(pos);
                if (!label || label(pos, &s))
                    samples->push_back(s);
            }
            g->play(move);
        }
        ++game;
    }
    return true;
}

namespace {

// Columns: the features, then the features times the share of phase 1 in the blend. Their
// weights are phase 0's and the change from phase 0 to phase 1 (the L2 penalty holds the two
// phases together where the data says little).
static_assert(kEvalPhases == 2);
LogisticData logisticData(
    const std::vector<TrainingSample> &samples, const std::vector<double> &targets = {})
{
    LogisticData data;
    data.features = kEvalPhases * kEvalFeatures;
    for (const TrainingSample &s : samples) {
        const double late = double(evalPhase(s.stones)) / kEvalPhaseStones;
        data.x.insert(data.x.end(), s.features.begin(), s.features.end());
        for (const int f : s.features)
            data.x.push_back(f * late);
        data.outcome.push_back(s.outcome);
        data.game.push_back(s.game);
    }
    data.target = targets;
    return data;
}

double lateShare(const TrainingSample &s) { return double(evalPhase(s.stones)) / kEvalPhaseStones; }

// The sum of a sample's class weights (phase 0's, then the change to phase 1's, as the
// columns of the fit) blended by its stones.
double classSum(const TrainingSample &s, const std::vector<double> &w)
{
    const double late = lateShare(s);
    const std::size_t phase1 = 2 * kPointClasses;
    double sum = 0;
    for (const ClassCount &c : s.classes)
        sum += c.count * (w[c.index] + late * w[phase1 + c.index]);
    return sum;
}

// The compiled evaluation's score of every sample, in points.
std::vector<double> compiledScores(
    const std::vector<TrainingSample> &samples, const LogisticData &data)
{
    std::vector<double> compiledWeights;
    for (int f = 0; f < kEvalFeatures; ++f)
        compiledWeights.push_back(double(kEvalWeights[0][f]) / kEvalWeightScale);
    for (int f = 0; f < kEvalFeatures; ++f)
        compiledWeights.push_back(
            double(kEvalWeights[1][f] - kEvalWeights[0][f]) / kEvalWeightScale);
    std::vector<double> classWeights(2 * 2 * kPointClasses);
    for (int role = 0; role < 2; ++role) {
        for (int c = 0; c < kPointClasses; ++c) {
            const auto i = static_cast<std::size_t>(role * kPointClasses + c);
            classWeights[i] = double(kEvalClassWeights[0][role][c]) / kEvalWeightScale;
            classWeights[2 * kPointClasses + i]
                = double(kEvalClassWeights[1][role][c] - kEvalClassWeights[0][role][c])
                / kEvalWeightScale;
        }
    }
    std::vector<double> score = scores(data, compiledWeights);
    for (std::size_t i = 0; i < samples.size(); ++i)
        score[i] += classSum(samples[i], classWeights);
    return score;
}

// The classes' weights on top of the fixed logits `base`: full-batch Adam on the L2-penalised
// log loss of the training samples (the penalty, like fitLogistic's, on the summed loss).
std::vector<double> fitClasses(const std::vector<TrainingSample> &samples, const LogisticData &data,
    const std::vector<double> &base, double l2, std::ostream &log)
{
    constexpr int kEpochs = 300;
    const std::size_t phase1 = 2 * kPointClasses;
    std::vector<double> w(2 * phase1, 0.0);
    Adam adam(w.size(), 0.02);
    std::vector<bool> seen(w.size(), false);
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (data.heldOut(i))
            continue;
        for (const ClassCount &c : samples[i].classes)
            seen[c.index] = seen[phase1 + c.index] = true;
    }
    for (int epoch = 1; epoch <= kEpochs; ++epoch) {
        std::vector<double> gradient(w.size(), 0.0);
        double loss = 0;
        int n = 0;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (data.heldOut(i))
                continue;
            const double p = 1 / (1 + std::exp(-(base[i] + classSum(samples[i], w))));
            const double y = data.fitTarget(i);
            loss -= y * std::log(std::max(p, 1e-12)) + (1 - y) * std::log(std::max(1 - p, 1e-12));
            ++n;
            const double late = lateShare(samples[i]);
            for (const ClassCount &c : samples[i].classes) {
                gradient[c.index] += (p - y) * c.count;
                gradient[phase1 + c.index] += (p - y) * c.count * late;
            }
        }
        adam.nextStep();
        for (std::size_t j = 0; j < w.size(); ++j) {
            if (seen[j])
                adam.update(j, (gradient[j] + l2 * w[j]) / std::max(n, 1), w[j]);
        }
        if (epoch % 50 == 0)
            log << "classes, epoch " << epoch << ": train log loss " << loss / std::max(n, 1)
                << "\n";
    }
    log << std::count(seen.begin(), seen.begin() + static_cast<std::ptrdiff_t>(phase1), true)
        << " of " << phase1 << " classes seen\n";
    return w;
}

} // namespace

FittedEval fitEval(const std::vector<TrainingSample> &samples, double l2, std::ostream &log,
    const std::vector<double> &targets, double classL2)
{
    const LogisticData data = logisticData(samples, targets);
    const std::vector<double> w = fitLogistic(data, l2, kFeatBias, 12, log);
    const std::vector<double> compiled = compiledScores(samples, data);
    std::vector<double> fitted = scores(data, w);
    const std::vector<double> cw = classL2 == kNoClasses
        ? std::vector<double>(4 * kPointClasses, 0.0)
        : fitClasses(samples, data, fitted, classL2, log);
    for (std::size_t i = 0; i < samples.size(); ++i)
        fitted[i] += classSum(samples[i], cw);
    logHoldOut(data, compiled, fitted, log);

    FittedEval fit;
    const double fittedSpread = spread(data, fitted);
    fit.pointsPerLogit = fittedSpread > 0 ? spread(data, compiled) / fittedSpread : 100;
    fit.weights.resize(w.size());
    for (std::size_t i = 0; i < w.size(); ++i) {
        const double phase0 = i < kEvalFeatures ? 0 : w[i - kEvalFeatures];
        fit.weights[i] = (phase0 + w[i]) * fit.pointsPerLogit;
    }
    const std::size_t phase1 = 2 * kPointClasses;
    fit.classWeights.resize(cw.size());
    for (std::size_t i = 0; i < cw.size(); ++i) {
        const double phase0 = i < phase1 ? 0 : cw[i - phase1];
        fit.classWeights[i] = (phase0 + cw[i]) * fit.pointsPerLogit;
    }
    log << "points per logit " << fit.pointsPerLogit << "\n";
    return fit;
}

void writeWeightsSource(const FittedEval &fit, const std::string &origin, std::ostream &out)
{
    auto weight = [&](int phase, int f) {
        const double v = std::round(
            fit.weights[static_cast<std::size_t>(phase * kEvalFeatures + f)] * kEvalWeightScale);
        return static_cast<int>(std::clamp(v, -32000.0, 32000.0));
    };
    out << "// Generated by `qiju-engine train-eval gomoku`. Do not edit by hand.\n"
           "#include \"gomokuevalweights.h\"\n\n"
           "namespace qiju::ai::gomoku {\n\n"
           "const char kEvalWeightsOrigin[] = \""
        << origin << "\";\n\n"
        << "const std::int16_t kEvalWeights[kEvalPhases][kEvalFeatures] = {\n";
    const char *phases[] = {"the empty board", "kEvalPhaseStones stones and more"};
    const char *titles[] = {"the side to move", "the opponent"};
    for (int phase = 0; phase < kEvalPhases; ++phase) {
        out << "    // " << phases[phase] << "\n    {\n";
        for (int role = 0; role < 2; ++role) {
            out << "        // " << titles[role] << "\n        ";
            for (int f = 0; f < kSideFeatures; ++f) {
                // Lines: the patterns and double threats, the pairs (two lines), the flags.
                const bool lineEnd = f + 1 == kFeatPairFirst || f + 1 == kFeatPairFirst + 9
                    || f + 1 == kFeatHasThree;
                const char *separator = lineEnd ? ",\n        " : ", ";
                if (f + 1 == kSideFeatures)
                    separator = ",\n";
                out << weight(phase, role * kSideFeatures + f) << separator;
            }
        }
        out << "        // bias\n        " << weight(phase, kFeatBias) << ",\n    },\n";
    }
    out << "};\n\n"
        << "const std::int16_t kEvalClassWeights[kEvalPhases][2][kPointClasses] = {\n";
    constexpr int kPerLine = 12;
    for (int phase = 0; phase < kEvalPhases; ++phase) {
        out << "    // " << phases[phase] << "\n    {\n";
        for (int role = 0; role < 2; ++role) {
            out << "        // " << titles[role] << "\n        {";
            for (int c = 0; c < kPointClasses; ++c) {
                const auto i = static_cast<std::size_t>((phase * 2 + role) * kPointClasses + c);
                const double v = fit.classWeights.empty()
                    ? 0.0
                    : std::round(fit.classWeights[i] * kEvalWeightScale);
                out << (c % kPerLine == 0 ? "\n            " : " ")
                    << static_cast<int>(std::clamp(v, -32000.0, 32000.0)) << ",";
            }
            out << "\n        },\n";
        }
        out << "    },\n";
    }
    out << "};\n\n} // namespace qiju::ai::gomoku\n";
}

bool readLabelCache(
    const std::string &path, std::int64_t nodes, LabelCache *cache, std::ostream &log)
{
    std::ifstream in(path);
    if (!in)
        return true;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        std::istringstream fields(line);
        std::uint64_t hash = 0;
        std::int64_t n = 0;
        LabelEntry entry;
        int proven = 0;
        if (!(fields >> std::hex >> hash >> std::dec >> n >> entry.score >> proven)
            || (proven != 0 && proven != 1)) {
            log << "qiju-engine: " << path << ":" << number << ": not a label line\n";
            return false;
        }
        entry.proven = proven == 1;
        if (n == nodes)
            (*cache)[hash] = entry;
    }
    return true;
}

Labeller searchLabeller(const SearchLabels &labels, std::ostream &log)
{
    auto engine = std::make_shared<GomokuEngine>();
    auto cache = std::make_shared<LabelCache>();
    auto searches = std::make_shared<std::int64_t>(0);
    std::shared_ptr<std::ofstream> out;
    if (!labels.cache.empty()) {
        if (!readLabelCache(labels.cache, labels.nodes, cache.get(), log))
            return {};
        out = std::make_shared<std::ofstream>(labels.cache, std::ios::app);
        log << cache->size() << " labels of " << labels.nodes << " nodes read from " << labels.cache
            << "\n";
    }
    return [labels, engine, cache, searches, out, &log](
               const GomokuPosition &pos, TrainingSample *sample) {
        if (pos.hash() % static_cast<std::uint64_t>(labels.every) != 0)
            return labels.keepAll;
        const core::Side me = pos.sideToMove();
        if (pos.isFull() || !pos.fivePoints(me).empty()
            || !pos.fivePoints(core::opposite(me)).empty())
            return false;
        auto found = cache->find(pos.hash());
        if (found == cache->end() && labels.cachedOnly)
            return labels.keepAll;
        if (found == cache->end()) {
            SearchLimits limits;
            limits.maxNodes = labels.nodes;
            const std::atomic<bool> stop{false};
            engine->clear();
            const SearchInfo info = engine->searchPosition(pos, limits, stop);
            const LabelEntry entry{info.score, info.exact};
            found = cache->emplace(pos.hash(), entry).first;
            if (out) {
                *out << std::hex << pos.hash() << std::dec << ' ' << labels.nodes << ' '
                     << std::setprecision(10) << entry.score << ' ' << int(entry.proven)
                     << std::endl;
            }
            if (++*searches % 1000 == 0)
                log << "searched " << *searches << " positions\n";
        }
        sample->searched = true;
        sample->proven = found->second.proven;
        sample->score = found->second.score;
        return true;
    };
}

namespace {

// A win score the search did not mark exact (a five found at the leaves of a cut-short depth)
// is as good as proven.
bool provenLabel(const TrainingSample &s) { return s.proven || std::fabs(s.score) > kWinThreshold; }

} // namespace

double blendTargets(
    const std::vector<TrainingSample> &samples, double lambda, std::vector<double> *targets)
{
    // The scale: the searched, unproven samples' scores against their games' outcomes.
    LogisticData scored;
    std::vector<double> score;
    for (const TrainingSample &s : samples) {
        if (s.searched && !provenLabel(s)) {
            scored.outcome.push_back(s.outcome);
            scored.game.push_back(s.game);
            score.push_back(s.score);
        }
    }
    const double k = calibrate(scored, score);
    targets->clear();
    for (const TrainingSample &s : samples) {
        double win = s.outcome;
        if (s.searched && provenLabel(s))
            win = s.score > 0 ? 1.0 : s.score < 0 ? 0.0 : 0.5;
        else if (s.searched)
            win = 1.0 / (1.0 + std::exp(-k * s.score));
        targets->push_back(lambda * s.outcome + (1 - lambda) * win);
    }
    return k;
}

int runTrainEval(const std::vector<std::string> &allArgs, std::ostream &log)
{
    // --label-nodes N [--every K] [--label-cache FILE] [--lambda X] [--keep-all]
    // [--cached-only]: about one position in K labelled by a search of N nodes (or only those
    // in the cache; the others left out, or kept with their outcomes), the targets blended with
    // the outcomes by X. --no-classes: the classes' weights left at 0.
    SearchLabels labels;
    double lambda = 0;
    double classL2 = kDefaultClassL2;
    bool residual = false;
    std::vector<std::string> args;
    for (std::size_t i = 0; i < allArgs.size(); ++i) {
        const std::string &key = allArgs[i];
        if (key == "--keep-all" || key == "--cached-only") {
            (key == "--keep-all" ? labels.keepAll : labels.cachedOnly) = true;
            continue;
        }
        if (key == "--no-classes") {
            classL2 = kNoClasses;
            continue;
        }
        if (key == "--residual") {
            residual = true;
            continue;
        }
        const bool known = key == "--label-nodes" || key == "--every" || key == "--label-cache"
            || key == "--lambda";
        if (!known || i + 1 == allArgs.size()) {
            args.push_back(key);
            continue;
        }
        const std::string &value = allArgs[++i];
        if (key == "--label-cache") {
            labels.cache = value;
            continue;
        }
        char *end = nullptr;
        if (key == "--lambda") {
            lambda = std::strtod(value.c_str(), &end);
            if (end == value.c_str() || *end != '\0' || !(lambda >= 0 && lambda <= 1)) {
                log << "qiju-engine: bad " << key << " '" << value << "'\n";
                return 2;
            }
            continue;
        }
        const long long n = std::strtoll(value.c_str(), &end, 10);
        if (end == value.c_str() || *end != '\0' || n < 1 || n > 1'000'000'000) {
            log << "qiju-engine: bad " << key << " '" << value << "'\n";
            return 2;
        }
        if (key == "--label-nodes")
            labels.nodes = n;
        else
            labels.every = static_cast<int>(n);
    }
    TrainOptions options;
    options.rules = "freestyle";
    if (!parseTrainOptions(args, "train-eval gomoku", &options, log))
        return 2;
    const std::vector<std::string> &files = options.files;
    Labeller label;
    if (labels.nodes > 0) {
        label = searchLabeller(labels, log);
        if (!label)
            return 1;
    }
    std::vector<TrainingSample> samples;
    std::vector<std::string> seen;
    for (const std::string &file : files) {
        if (!loadGames(file, options.rules, &samples, &seen, log, label))
            return 1;
    }
    log << seen.size() << " games, " << samples.size() << " positions\n";
    if (samples.empty()) {
        log << "qiju-engine: no games to fit\n";
        return 1;
    }
    std::vector<double> targets;
    if (labels.nodes > 0) {
        const double k = blendTargets(samples, lambda, &targets);
        log << "labels: searches of " << labels.nodes << " nodes, " << k
            << " logits per point, lambda " << lambda << "\n";
    }
    std::ostringstream origin;
    origin << "fitted on " << samples.size() << " positions of " << seen.size() << " games";
    if (labels.nodes > 0) {
        const auto searched = std::count_if(
            samples.begin(), samples.end(), [](const TrainingSample &s) { return s.searched; });
        origin << ", " << searched << " of them aiming at " << lambda << " x outcome + "
               << 1 - lambda << " x the win chance of a search of " << labels.nodes << " nodes";
    }
    if (residual) {
        const FittedResidual fit = fitResidual(samples, ResidualOptions{}, log, targets);
        origin << "; hold-out log loss " << fit.heldLossBefore << " -> " << fit.heldLossAfter;
        std::ofstream file(options.out);
        writeResidualSource(fit, origin.str(), file);
        return file ? 0 : 1;
    }
    const FittedEval fit = fitEval(samples, options.l2, log, targets, classL2);
    std::ofstream file(options.out);
    writeWeightsSource(fit, origin.str(), file);
    return file ? 0 : 1;
}

} // namespace qiju::ai::gomoku
