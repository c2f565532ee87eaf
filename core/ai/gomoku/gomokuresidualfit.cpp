#include "gomokuresidualfit.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <ostream>
#include <random>
#include <sstream>

#include "ai/adam.h"

namespace qiju::ai::gomoku {

namespace {

bool heldOut(const TrainingSample &s) { return s.game % 10 == 9; }

double sigmoid(double z) { return 1.0 / (1.0 + std::exp(-z)); }

double logLoss(double p, double outcome)
{
    p = std::clamp(p, 1e-7, 1 - 1e-7);
    return -(outcome * std::log(p) + (1 - outcome) * std::log(1 - p));
}

// Scale and offset of the base logit a * linear + c: Newton's method on the training samples.
void fitBase(const std::vector<TrainingSample> &samples, double *a, double *c)
{
    *a = 0.01;
    *c = 0;
    for (int it = 0; it < 50; ++it) {
        double ga = 0, gc = 0, haa = 0, hac = 0, hcc = 0;
        for (const TrainingSample &s : samples) {
            if (heldOut(s))
                continue;
            const double x = s.linear;
            const double p = sigmoid(*a * x + *c);
            const double g = p - s.outcome;
            const double w = p * (1 - p);
            ga += g * x;
            gc += g;
            haa += w * x * x;
            hac += w * x;
            hcc += w;
        }
        const double det = haa * hcc - hac * hac;
        if (!(det > 0))
            break;
        *a -= (hcc * ga - hac * gc) / det;
        *c -= (haa * gc - hac * ga) / det;
    }
}

// The network in normalised inputs, as fitted.
struct Net
{
    int in = kResidualInputs;
    int hidden = 0;
    std::vector<double> w1; // [h * in + i]
    std::vector<double> b1;
    std::vector<double> w2;
    double b2 = 0;

    // The output logit; `act` (hidden units' rectified values) if not null.
    double forward(const double *x, double *act) const
    {
        double out = b2;
        for (int h = 0; h < hidden; ++h) {
            double a = b1[static_cast<std::size_t>(h)];
            const double *w = &w1[static_cast<std::size_t>(h * in)];
            for (int i = 0; i < in; ++i)
                a += w[i] * x[i];
            a = std::max(a, 0.0);
            if (act)
                act[h] = a;
            out += a * w2[static_cast<std::size_t>(h)];
        }
        return out;
    }
};

// A float literal of `v` (9 significant digits, always with a point or an exponent).
std::string floatLiteral(double v)
{
    std::ostringstream s;
    s << std::setprecision(9) << static_cast<float>(v);
    std::string text = s.str();
    if (text.find_first_of(".e") == std::string::npos)
        text += ".0";
    return text + "F";
}

} // namespace

double residualPoints(const FittedResidual &fit, const ResidualInputs &x)
{
    const auto nh = static_cast<std::size_t>(fit.hidden);
    double out = fit.outputBias;
    for (std::size_t h = 0; h < nh; ++h) {
        double a = fit.hiddenBias[h];
        for (std::size_t i = 0; i < x.size(); ++i)
            a += fit.hiddenWeights[i * nh + h] * x[i];
        out += std::max(a, 0.0) * fit.outputWeights[h];
    }
    return out;
}

namespace {

// The training set in normalised inputs: x[k * kResidualInputs + i], each sample's base logit,
// and which samples train and which are held out.
struct ResidualData
{
    const std::vector<TrainingSample> *samples = nullptr;
    std::vector<double> x;
    std::vector<double> base;
    std::vector<std::size_t> train;
    std::vector<std::size_t> held;
    const std::vector<double> *targets = nullptr; // what the training aims at (or the outcomes)

    const double *inputs(std::size_t k) const { return &x[k * kResidualInputs]; }
    double outcome(std::size_t k) const { return (*samples)[k].outcome; }
    double target(std::size_t k) const { return targets ? (*targets)[k] : outcome(k); }
    // Hold-out log loss of the base logit plus `extra(k)`.
    template<typename Extra> double heldLoss(Extra extra) const
    {
        double sum = 0;
        for (std::size_t k : held)
            sum += logLoss(sigmoid(base[k] + extra(k)), outcome(k));
        return held.empty() ? 0.0 : sum / static_cast<double>(held.size());
    }
};

// One network of `options.hidden` units fitted from the start `seed` gives (minibatch Adam,
// the epoch with the lowest hold-out loss kept).
Net trainNet(
    const ResidualData &data, const ResidualOptions &options, std::uint64_t seed, std::ostream &log)
{
    const int in = kResidualInputs;
    // The start: first-layer weights uniform with variance 1 / inputs, the output at 0 (the
    // network adds nothing until it has learnt something).
    std::mt19937_64 random(seed);
    auto uniform = [&random] { return double(random() >> 11) / double(1ULL << 53); };
    Net net;
    net.hidden = options.hidden;
    const double bound = std::sqrt(3.0 / in);
    for (int k = 0; k < options.hidden * in; ++k)
        net.w1.push_back((2 * uniform() - 1) * bound);
    const auto nh = static_cast<std::size_t>(options.hidden);
    net.b1.assign(nh, 0.0);
    net.w2.assign(nh, 0.0);

    // Parameters in one vector for Adam: w1, b1, w2, b2.
    const std::size_t nw1 = net.w1.size();
    Adam adam(nw1 + 2 * nh + 1, options.rate);
    std::vector<double> g1(nw1), gb1(nh), g2(nh), act(nh);
    Net best = net;
    double bestLoss = data.heldLoss([](std::size_t) { return 0.0; });
    std::vector<std::size_t> order = data.train;
    const auto batch = static_cast<std::size_t>(options.batch);
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        for (std::size_t i = order.size(); i > 1; --i) // Fisher-Yates with our own generator
            std::swap(order[i - 1], order[random() % i]);
        for (std::size_t start = 0; start < order.size(); start += batch) {
            const std::size_t end = std::min(order.size(), start + batch);
            const double scale = 1.0 / static_cast<double>(end - start);
            std::fill(g1.begin(), g1.end(), 0.0);
            std::fill(gb1.begin(), gb1.end(), 0.0);
            std::fill(g2.begin(), g2.end(), 0.0);
            double gb2 = 0;
            for (std::size_t j = start; j < end; ++j) {
                const std::size_t k = order[j];
                const double *xk = data.inputs(k);
                const double out = net.forward(xk, act.data());
                const double g = (sigmoid(data.base[k] + out) - data.target(k)) * scale;
                gb2 += g;
                for (std::size_t h = 0; h < nh; ++h) {
                    if (act[h] <= 0)
                        continue;
                    g2[h] += g * act[h];
                    const double gh = g * net.w2[h];
                    gb1[h] += gh;
                    double *gw = &g1[h * in];
                    for (int i = 0; i < in; ++i)
                        gw[i] += gh * xk[i];
                }
            }
            adam.nextStep();
            std::size_t p = 0;
            for (std::size_t k = 0; k < nw1; ++k)
                adam.update(p++, g1[k] + options.l2 * net.w1[k], net.w1[k]);
            for (std::size_t h = 0; h < nh; ++h)
                adam.update(p++, gb1[h], net.b1[h]);
            for (std::size_t h = 0; h < nh; ++h)
                adam.update(p++, g2[h] + options.l2 * net.w2[h], net.w2[h]);
            adam.update(p++, gb2, net.b2);
        }
        const double loss
            = data.heldLoss([&](std::size_t k) { return net.forward(data.inputs(k), nullptr); });
        log << "residual net " << seed << " epoch " << epoch + 1 << ": hold-out log loss " << loss
            << "\n";
        if (loss < bestLoss) {
            bestLoss = loss;
            best = net;
        }
    }
    return best;
}

} // namespace

FittedResidual fitResidual(const std::vector<TrainingSample> &samples,
    const ResidualOptions &options, std::ostream &log, const std::vector<double> &targets)
{
    const int in = kResidualInputs;
    const std::size_t n = samples.size();
    FittedResidual fit;
    double a = 0, c = 0;
    fitBase(samples, &a, &c);
    fit.pointsPerLogit = 1 / a;
    fit.baseOffset = c;

    // Inputs, normalised by the training samples' means and deviations.
    ResidualData data;
    data.samples = &samples;
    if (!targets.empty())
        data.targets = &targets;
    data.x.resize(n * in);
    for (std::size_t k = 0; k < n; ++k) {
        const TrainingSample &s = samples[k];
        const ResidualInputs r = residualInputs(s.features, s.stones, s.linear);
        std::copy(r.begin(), r.end(), data.x.begin() + static_cast<std::ptrdiff_t>(k * in));
        (heldOut(s) ? data.held : data.train).push_back(k);
        data.base.push_back(a * s.linear + c);
    }
    std::vector<double> mean(in, 0.0), sd(in, 0.0);
    const double trained = static_cast<double>(std::max<std::size_t>(data.train.size(), 1));
    for (std::size_t k : data.train) {
        for (int i = 0; i < in; ++i)
            mean[static_cast<std::size_t>(i)] += data.x[k * in + static_cast<std::size_t>(i)];
    }
    for (double &m : mean)
        m /= trained;
    for (std::size_t k : data.train) {
        for (int i = 0; i < in; ++i) {
            const auto ii = static_cast<std::size_t>(i);
            const double d = data.x[k * in + ii] - mean[ii];
            sd[ii] += d * d;
        }
    }
    for (double &v : sd) {
        v = std::sqrt(v / trained);
        if (v < 1e-6)
            v = 1;
    }
    for (std::size_t k = 0; k < n; ++k) {
        for (int i = 0; i < in; ++i) {
            double &v = data.x[k * in + static_cast<std::size_t>(i)];
            v = (v - mean[static_cast<std::size_t>(i)]) / sd[static_cast<std::size_t>(i)];
        }
    }
    fit.heldLossBefore = data.heldLoss([](std::size_t) { return 0.0; });
    log << "residual: " << data.train.size() << " training and " << data.held.size()
        << " hold-out positions; linear evaluation " << fit.pointsPerLogit
        << " points per logit, hold-out log loss " << fit.heldLossBefore << "\n";

    // The networks' mean: their hidden units side by side, each output weight divided by their
    // number; folded into raw inputs and points (w' = w / sd, b' = b - sum of w' * mean, the
    // output times the points per logit).
    const auto nh = static_cast<std::size_t>(options.hidden);
    const auto nets = static_cast<std::size_t>(options.nets);
    fit.hidden = options.hidden * options.nets;
    const auto total = static_cast<std::size_t>(fit.hidden);
    fit.hiddenWeights.assign(static_cast<std::size_t>(in) * total, 0.0);
    fit.hiddenBias.assign(total, 0.0);
    fit.outputWeights.assign(total, 0.0);
    for (std::size_t m = 0; m < nets; ++m) {
        const Net net = trainNet(data, options, m + 1, log);
        for (std::size_t h = 0; h < nh; ++h) {
            const std::size_t u = m * nh + h;
            double bias = net.b1[h];
            for (int i = 0; i < in; ++i) {
                const auto ii = static_cast<std::size_t>(i);
                const double w = net.w1[h * in + ii] / sd[ii];
                fit.hiddenWeights[ii * total + u] = w;
                bias -= w * mean[ii];
            }
            fit.hiddenBias[u] = bias;
            fit.outputWeights[u] = net.w2[h] * fit.pointsPerLogit / double(nets);
        }
        fit.outputBias += net.b2 * fit.pointsPerLogit / double(nets);
    }
    double sum = 0;
    for (std::size_t k : data.held) {
        const ResidualInputs r
            = residualInputs(samples[k].features, samples[k].stones, samples[k].linear);
        const double z = data.base[k] + residualPoints(fit, r) / fit.pointsPerLogit;
        sum += logLoss(sigmoid(z), samples[k].outcome);
    }
    fit.heldLossAfter = data.held.empty() ? 0.0 : sum / static_cast<double>(data.held.size());
    log << "residual: hold-out log loss " << fit.heldLossBefore << " -> " << fit.heldLossAfter
        << "\n";
    return fit;
}

void writeResidualSource(const FittedResidual &fit, const std::string &origin, std::ostream &out)
{
    const auto nh = static_cast<std::size_t>(fit.hidden);
    // Five numbers to a line, indented by `indent`.
    auto values = [&](const std::vector<double> &v, std::size_t first, const char *indent) {
        for (std::size_t h = 0; h < nh; ++h) {
            out << (h % 5 == 0 ? (h ? ",\n" : "") + std::string(indent) : ", ")
                << floatLiteral(v[first + h]);
        }
        out << "\n";
    };
    out << "// Generated by `qiju-engine train-eval gomoku --residual`. Do not edit by hand.\n"
        << "#include \"gomokuevalresidual.h\"\n\n"
        << "namespace qiju::ai::gomoku {\n\n"
        << "const char kResidualOrigin[] = \"" << origin << "\";\n\n"
        << "const float kResidualHiddenWeights[kResidualInputs][kResidualHidden] = {\n";
    for (int i = 0; i < kResidualInputs; ++i) {
        out << "    // input " << i << "\n    {\n";
        values(fit.hiddenWeights, static_cast<std::size_t>(i) * nh, "        ");
        out << "    },\n";
    }
    out << "};\n\n";
    out << "const float kResidualHiddenBias[kResidualHidden] = {\n";
    values(fit.hiddenBias, 0, "    ");
    out << "};\n\nconst float kResidualOutputWeights[kResidualHidden] = {\n";
    values(fit.outputWeights, 0, "    ");
    out << "};\n\nconst float kResidualOutputBias = " << floatLiteral(fit.outputBias) << ";\n\n"
        << "} // namespace qiju::ai::gomoku\n";
}

} // namespace qiju::ai::gomoku
