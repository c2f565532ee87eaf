#include "gomokutrainer.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "games/gomoku/gomokugame.h"

namespace qiju::ai::gomoku {

namespace {

using Matrix = std::vector<std::vector<double>>;

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

double dot(const std::vector<double> &w, const EvalFeatures &x)
{
    double s = 0;
    for (int f = 0; f < kEvalFeatures; ++f)
        s += w[static_cast<std::size_t>(f)] * x[static_cast<std::size_t>(f)];
    return s;
}

double logLoss(double p, double y)
{
    p = std::clamp(p, 1e-9, 1 - 1e-9);
    return -(y * std::log(p) + (1 - y) * std::log(1 - p));
}

// Solves a x = b by Gaussian elimination with partial pivoting (a is small and positive
// definite here). False if it is singular.
bool solve(Matrix a, std::vector<double> b, std::vector<double> *x)
{
    const std::size_t n = b.size();
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t pivot = c;
        for (std::size_t r = c + 1; r < n; ++r) {
            if (std::fabs(a[r][c]) > std::fabs(a[pivot][c]))
                pivot = r;
        }
        if (std::fabs(a[pivot][c]) < 1e-12)
            return false;
        std::swap(a[c], a[pivot]);
        std::swap(b[c], b[pivot]);
        for (std::size_t r = c + 1; r < n; ++r) {
            const double k = a[r][c] / a[c][c];
            for (std::size_t j = c; j < n; ++j)
                a[r][j] -= k * a[c][j];
            b[r] -= k * b[c];
        }
    }
    x->assign(n, 0);
    for (std::size_t r = n; r-- > 0;) {
        double s = b[r];
        for (std::size_t j = r + 1; j < n; ++j)
            s -= a[r][j] * (*x)[j];
        (*x)[r] = s / a[r][r];
    }
    return true;
}

bool heldOut(const TrainingSample &s) { return s.game % 10 == 9; }

// The best factor k for sigmoid(k * score) on the training samples (one-dimensional Newton).
double calibrate(const std::vector<TrainingSample> &samples, const std::vector<double> &score)
{
    double k = 0;
    for (int iteration = 0; iteration < 30; ++iteration) {
        double g = 0, h = 1e-9;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (heldOut(samples[i]))
                continue;
            const double p = sigmoid(k * score[i]);
            g += (p - samples[i].outcome) * score[i];
            h += p * (1 - p) * score[i] * score[i];
        }
        k -= g / h;
    }
    return k;
}

struct Loss
{
    double loss = 0;
    double accuracy = 0;
};

Loss holdOutLoss(const std::vector<TrainingSample> &samples, const std::vector<double> &logit)
{
    Loss l;
    int n = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (!heldOut(samples[i]))
            continue;
        const double p = sigmoid(logit[i]);
        l.loss += logLoss(p, samples[i].outcome);
        if (samples[i].outcome != 0.5)
            l.accuracy += (p > 0.5) == (samples[i].outcome > 0.5);
        ++n;
    }
    if (n > 0) {
        l.loss /= n;
        l.accuracy /= n;
    }
    return l;
}

double spread(const std::vector<TrainingSample> &samples, const std::vector<double> &score)
{
    double sum = 0, sum2 = 0;
    int n = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (heldOut(samples[i]))
            continue;
        sum += score[i];
        sum2 += score[i] * score[i];
        ++n;
    }
    if (n < 2)
        return 0;
    const double mean = sum / n;
    return std::sqrt(std::max(0.0, sum2 / n - mean * mean));
}

} // namespace

bool loadGames(const std::string &path, const std::string &rules,
    std::vector<TrainingSample> *samples, std::vector<std::string> *seen, std::ostream &log)
{
    std::ifstream in(path);
    if (!in) {
        log << "qiju-engine: cannot read " << path << "\n";
        return false;
    }
    core::ParseError error = core::ParseError::None;
    const auto start = qiju::gomoku::GomokuGame::create(rules, &error);
    if (!start) {
        log << "qiju-engine: invalid rules '" << rules << "'\n";
        return false;
    }
    std::string line;
    int lineNumber = 0;
    int game = seen->empty() ? 0 : static_cast<int>(seen->size());
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
        auto g = start->clone();
        auto &gomoku = static_cast<qiju::gomoku::GomokuGame &>(*g);
        std::vector<TrainingSample> gameSamples;
        std::vector<core::Side> movers;
        std::istringstream words(moves);
        std::string word;
        while (words >> word) {
            const auto move = g->parseMove(word);
            if (!move || g->check(*move) != core::MoveError::None) {
                log << "qiju-engine: " << path << ":" << lineNumber << ": bad move '" << word
                    << "'\n";
                return false;
            }
            const auto &pos = gomoku.position();
            const core::Side me = pos.sideToMove();
            if (gomoku.openingStage() == qiju::gomoku::OpeningStage::Done
                && pos.fivePoints(me).empty() && pos.fivePoints(core::opposite(me)).empty()) {
                TrainingSample s;
                s.features = evalFeatures(pos);
                s.game = game;
                gameSamples.push_back(s);
                movers.push_back(me);
            }
            g->play(*move);
        }
        const auto result = g->result();
        if (!result || result->reason == core::EndReason::Forfeit
            || result->reason == core::EndReason::Resignation)
            continue;
        for (std::size_t i = 0; i < gameSamples.size(); ++i) {
            TrainingSample &s = gameSamples[i];
            if (result->outcome == core::Outcome::Draw)
                s.outcome = 0.5;
            else
                s.outcome = (result->outcome == core::Outcome::BlackWins)
                        == (movers[i] == core::Side::Black)
                    ? 1.0
                    : 0.0;
            samples->push_back(s);
        }
        seen->push_back(moves);
        ++game;
    }
    return true;
}

FittedEval fitEval(const std::vector<TrainingSample> &samples, double l2, std::ostream &log)
{
    constexpr auto n = static_cast<std::size_t>(kEvalFeatures);
    FittedEval fit;
    std::vector<double> w(n, 0.0);
    for (int iteration = 0; iteration < 12; ++iteration) {
        std::vector<double> g(n, 0.0);
        Matrix h(n, std::vector<double>(n, 0.0));
        double loss = 0;
        int count = 0;
        for (const TrainingSample &s : samples) {
            if (heldOut(s))
                continue;
            const double p = sigmoid(dot(w, s.features));
            loss += logLoss(p, s.outcome);
            ++count;
            const double q = p * (1 - p);
            for (std::size_t i = 0; i < n; ++i) {
                if (s.features[i] == 0)
                    continue;
                g[i] += (p - s.outcome) * s.features[i];
                for (std::size_t j = 0; j < n; ++j)
                    h[i][j] += q * s.features[i] * s.features[j];
            }
        }
        for (std::size_t i = 0; i + 1 < n; ++i) { // no penalty on the bias
            g[i] += l2 * w[i];
            h[i][i] += l2;
        }
        h[n - 1][n - 1] += 1e-9;
        std::vector<double> step;
        if (!solve(h, g, &step)) {
            log << "train-eval: singular system, stopping\n";
            break;
        }
        for (std::size_t i = 0; i < n; ++i)
            w[i] -= step[i];
        log << "iteration " << iteration + 1 << ": train log loss " << std::setprecision(5)
            << loss / std::max(count, 1) << "\n";
    }

    std::vector<double> compiled(samples.size()), fitted(samples.size());
    std::vector<double> compiledWeights(kEvalWeights, kEvalWeights + kEvalFeatures);
    for (double &cw : compiledWeights)
        cw /= kEvalWeightScale;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        compiled[i] = dot(compiledWeights, samples[i].features);
        fitted[i] = dot(w, samples[i].features);
    }
    const double k = calibrate(samples, compiled);
    std::vector<double> compiledLogit(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i)
        compiledLogit[i] = k * compiled[i];
    const Loss before = holdOutLoss(samples, compiledLogit);
    const Loss after = holdOutLoss(samples, fitted);
    log << "hold-out (every tenth game): compiled weights log loss " << before.loss << ", accuracy "
        << before.accuracy << "; fitted " << after.loss << ", accuracy " << after.accuracy << "\n";

    const double fittedSpread = spread(samples, fitted);
    fit.pointsPerLogit = fittedSpread > 0 ? spread(samples, compiled) / fittedSpread : 100;
    fit.weights.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        fit.weights[i] = w[i] * fit.pointsPerLogit;
    log << "points per logit " << fit.pointsPerLogit << "\n";
    return fit;
}

void writeWeightsSource(const FittedEval &fit, const std::string &origin, std::ostream &out)
{
    auto weight = [&](int f) {
        const double v = std::round(fit.weights[static_cast<std::size_t>(f)] * kEvalWeightScale);
        return static_cast<int>(std::clamp(v, -32000.0, 32000.0));
    };
    out << "// Generated by `qiju-engine train-eval gomoku`. Do not edit by hand.\n"
           "#include \"gomokuevalweights.h\"\n\n"
           "namespace qiju::ai::gomoku {\n\n"
           "const char kEvalWeightsOrigin[] = \""
        << origin << "\";\n\n"
        << "const std::int16_t kEvalWeights[kEvalFeatures] = {\n";
    const char *titles[] = {"the side to move", "the opponent"};
    for (int role = 0; role < 2; ++role) {
        out << "    // " << titles[role] << "\n    ";
        for (int f = 0; f < kSideFeatures; ++f)
            out << weight(role * kSideFeatures + f) << (f + 1 < kSideFeatures ? ", " : ",\n");
    }
    out << "    // bias\n    " << weight(kFeatBias) << ",\n};\n\n} // namespace qiju::ai::gomoku\n";
}

int runTrainEval(const std::vector<std::string> &args, std::ostream &log)
{
    std::vector<std::string> files;
    std::string rules = "freestyle";
    std::string out;
    double l2 = 1.0;
    for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
        const std::string &key = args[i];
        const std::string &value = args[i + 1];
        if (key == "--games") {
            files.push_back(value);
        } else if (key == "--rules") {
            rules = value;
        } else if (key == "--out") {
            out = value;
        } else if (key == "--l2") {
            char *end = nullptr;
            l2 = std::strtod(value.c_str(), &end);
            if (end == value.c_str() || *end != '\0' || !(l2 >= 0)) {
                log << "qiju-engine: bad --l2 '" << value << "'\n";
                return 2;
            }
        } else {
            log << "qiju-engine: unexpected option '" << key << "'\n";
            return 2;
        }
    }
    if (args.size() % 2 != 0 || files.empty() || out.empty()) {
        log << "qiju-engine: train-eval gomoku needs --games LOG and --out FILE\n";
        return 2;
    }
    std::vector<TrainingSample> samples;
    std::vector<std::string> seen;
    for (const std::string &file : files) {
        if (!loadGames(file, rules, &samples, &seen, log))
            return 1;
    }
    log << seen.size() << " games, " << samples.size() << " positions\n";
    if (samples.empty()) {
        log << "qiju-engine: no games to fit\n";
        return 1;
    }
    const FittedEval fit = fitEval(samples, l2, log);
    std::ostringstream origin;
    origin << "fitted on " << samples.size() << " positions of " << seen.size() << " games";
    std::ofstream file(out);
    writeWeightsSource(fit, origin.str(), file);
    return file ? 0 : 1;
}

} // namespace qiju::ai::gomoku
