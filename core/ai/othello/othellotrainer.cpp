#include "othellotrainer.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <ostream>

#include "othelloengine.h"
#include "othelloeval.h"
#include "othelloevalweights.h"
#include "othellokernel.h"

#include "common/zobrist.h"

namespace qiju::ai::othello {

namespace {

using core::popCount;
using qiju::othello::OthelloPosition;

int reverseConfig(int index)
{
    int digits[8];
    for (int &d : digits) {
        d = index % 3;
        index /= 3;
    }
    int out = 0;
    for (int i = 0; i < 8; ++i)
        out = out * 3 + digits[i];
    return out;
}

int transposeCorner(int index)
{
    int digits[9];
    for (int &d : digits) {
        d = index % 3;
        index /= 3;
    }
    int out = 0;
    for (int i = 8; i >= 0; --i)
        out = out * 3 + digits[(i % 3) * 3 + i / 3];
    return out;
}

// Phase centre in discs, for the hand weights that start the fit.
int phaseDiscs(int phase)
{
    return 8 + 8 * phase;
}

struct Prepared
{
    std::array<int, EvalFeatures::Count> x;
    std::array<int, 4> edges; // canonical configs
    std::array<int, 4> corners; // canonical configs
    PhaseMix mix;
    int discs;
    double label;
};

} // namespace

std::vector<TrainingSample> generateSelfPlay(const SelfPlayOptions &options, std::ostream *log)
{
    std::vector<TrainingSample> samples;
    OthelloEngine engine(16, 16);
    std::atomic<bool> stop {false};
    std::uint64_t rng = options.seed * 0x9E3779B97F4A7C15ull + 12345;
    for (int game = 0; game < options.games; ++game) {
        OthelloPosition pos = OthelloPosition::start();
        const int span = std::max(0, options.maxRandomPlies - options.minRandomPlies);
        const int randomPlies
            = options.minRandomPlies + static_cast<int>(core::splitMix64(rng) % (span + 1));
        struct Recorded
        {
            Bitboard player, opponent;
            core::Side side;
            bool exact;
            int score;
        };
        std::vector<Recorded> recorded;
        int ply = 0;
        while (!pos.isGameOver()) {
            const Bitboard moves = pos.legalMoves();
            if (!moves) {
                pos.pass();
                continue;
            }
            Recorded r {pos.player(), pos.opponent(), pos.sideToMove(), false, 0};
            int sq;
            if (ply < randomPlies) {
                int k = static_cast<int>(core::splitMix64(rng) % popCount(moves));
                Bitboard m = moves;
                while (k--)
                    m &= m - 1;
                sq = core::lowestBit(m);
            } else {
                SearchLimits limits;
                if (pos.emptyCount() <= options.solveEmpties) {
                    limits.exactEmpties = 64;
                } else {
                    limits.maxDepth = options.depth;
                }
                const SearchInfo info = engine.searchPosition(pos, limits, stop);
                sq = info.best.to.y * 8 + info.best.to.x;
                if (info.exact) {
                    r.exact = true;
                    r.score = static_cast<int>(info.score);
                }
            }
            if (ply >= 4)
                recorded.push_back(r);
            pos.play(sq);
            ++ply;
        }
        // Final result from Black's view.
        const int moverFinal = finalDiscDiff(pos.player(), pos.opponent());
        const int blackFinal = pos.sideToMove() == core::Side::Black ? moverFinal : -moverFinal;
        for (const Recorded &r : recorded) {
            const int label
                = r.exact ? r.score : (r.side == core::Side::Black ? blackFinal : -blackFinal);
            samples.push_back({r.player, r.opponent, label});
        }
        if (log && (game + 1) % 100 == 0)
            *log << "games " << game + 1 << ", samples " << samples.size() << std::endl;
    }
    return samples;
}

bool saveSamples(const std::vector<TrainingSample> &samples, const std::string &path)
{
    std::ofstream out(path, std::ios::binary);
    for (const TrainingSample &s : samples) {
        const std::int8_t label = static_cast<std::int8_t>(s.label);
        out.write(reinterpret_cast<const char *>(&s.player), sizeof s.player);
        out.write(reinterpret_cast<const char *>(&s.opponent), sizeof s.opponent);
        out.write(reinterpret_cast<const char *>(&label), sizeof label);
    }
    return static_cast<bool>(out);
}

bool loadSamples(const std::string &path, std::vector<TrainingSample> *samples)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    TrainingSample s;
    std::int8_t label = 0;
    while (in.read(reinterpret_cast<char *>(&s.player), sizeof s.player)
        && in.read(reinterpret_cast<char *>(&s.opponent), sizeof s.opponent)
        && in.read(reinterpret_cast<char *>(&label), sizeof label)) {
        s.label = label;
        samples->push_back(s);
    }
    return true;
}

FittedWeights fitWeights(
    const std::vector<TrainingSample> &samples, const FitOptions &options, std::ostream *log)
{
    FittedWeights w;
    w.scalar.assign(kEvalPhases, std::vector<double>(EvalFeatures::Count, 0.0));
    w.edge.assign(kEvalPhases, std::vector<double>(kEdgeConfigs, 0.0));
    w.corner.assign(kEvalPhases, std::vector<double>(kCornerConfigs, 0.0));
    for (int p = 0; p < kEvalPhases; ++p) {
        const auto hand = handWeights(phaseDiscs(p));
        for (int i = 0; i < EvalFeatures::Count; ++i)
            w.scalar[p][i] = hand[i] / double(kDiscScale);
    }
    if (samples.empty())
        return w;

    std::vector<int> canon(kEdgeConfigs);
    for (int c = 0; c < kEdgeConfigs; ++c)
        canon[c] = std::min(c, reverseConfig(c));
    std::vector<int> cornerCanon(kCornerConfigs);
    for (int c = 0; c < kCornerConfigs; ++c)
        cornerCanon[c] = std::min(c, transposeCorner(c));

    std::vector<Prepared> data;
    data.reserve(samples.size());
    for (const TrainingSample &s : samples) {
        Prepared d;
        d.x = evalFeatures(s.player, s.opponent).values;
        const auto e = edgeIndices(s.player, s.opponent);
        for (int j = 0; j < 4; ++j)
            d.edges[j] = canon[e[j]];
        const auto c = cornerIndices(s.player, s.opponent);
        for (int j = 0; j < 4; ++j)
            d.corners[j] = cornerCanon[c[j]];
        d.discs = popCount(s.player | s.opponent);
        d.mix = phaseMix(d.discs);
        d.label = s.label;
        data.push_back(d);
    }
    // Deterministic shuffle, then hold out the tail.
    std::uint64_t rng = options.seed;
    for (std::size_t i = data.size(); i > 1; --i)
        std::swap(data[i - 1], data[core::splitMix64(rng) % i]);
    const std::size_t trainCount
        = static_cast<std::size_t>(static_cast<double>(data.size()) * (1.0 - options.holdOut));

    const auto predict = [&](const Prepared &d) {
        const auto phaseScore = [&](int p) {
            double s = 0;
            for (int i = 0; i < EvalFeatures::Count; ++i)
                s += w.scalar[p][i] * d.x[i];
            for (int j = 0; j < 4; ++j)
                s += w.edge[p][d.edges[j]] + w.corner[p][d.corners[j]];
            return s;
        };
        const double t = d.mix.t / 256.0;
        return (1 - t) * phaseScore(d.mix.low) + (t > 0 ? t * phaseScore(d.mix.high) : 0.0);
    };
    const auto holdOutError = [&](auto &&pred) {
        double sum = 0;
        std::size_t n = 0;
        for (std::size_t i = trainCount; i < data.size(); ++i, ++n) {
            const double e = pred(data[i]) - data[i].label;
            sum += e * e;
        }
        return n ? std::sqrt(sum / double(n)) : 0.0;
    };
    if (log) {
        const double hand = holdOutError([&](const Prepared &d) {
            const auto h = handWeights(d.discs);
            double s = 0;
            for (int i = 0; i < EvalFeatures::Count; ++i)
                s += h[i] * d.x[i] / double(kDiscScale);
            return s;
        });
        *log << "samples " << data.size() << " (train " << trainCount << "), hand weights rms "
             << hand << " discs" << std::endl;
    }

    std::vector<std::vector<double>> gScalar(
        kEvalPhases, std::vector<double>(EvalFeatures::Count, 1e-8));
    std::vector<std::vector<double>> gEdge(kEvalPhases, std::vector<double>(kEdgeConfigs, 1e-8));
    std::vector<std::vector<double>> gCorner(
        kEvalPhases, std::vector<double>(kCornerConfigs, 1e-8));
    constexpr double kEdgeDecay = 0.01;
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        double sum = 0;
        for (std::size_t i = 0; i < trainCount; ++i) {
            const Prepared &d = data[i];
            const double err = predict(d) - d.label;
            sum += err * err;
            const double t = d.mix.t / 256.0;
            const int phases[2] = {d.mix.low, d.mix.high};
            const double share[2] = {1 - t, t};
            for (int k = 0; k < 2; ++k) {
                if (share[k] <= 0)
                    continue;
                const int p = phases[k];
                for (int f = 0; f < EvalFeatures::Count; ++f) {
                    if (!d.x[f])
                        continue;
                    const double g = err * share[k] * d.x[f];
                    gScalar[p][f] += g * g;
                    w.scalar[p][f] -= options.learningRate * 0.1 * g / std::sqrt(gScalar[p][f]);
                }
                for (int j = 0; j < 4; ++j) {
                    double &e = w.edge[p][d.edges[j]];
                    const double g = err * share[k] + kEdgeDecay * e;
                    double &acc = gEdge[p][d.edges[j]];
                    acc += g * g;
                    e -= options.learningRate * g / std::sqrt(acc);
                }
                for (int j = 0; j < 4; ++j) {
                    double &c = w.corner[p][d.corners[j]];
                    const double g = err * share[k] + kEdgeDecay * c;
                    double &acc = gCorner[p][d.corners[j]];
                    acc += g * g;
                    c -= options.learningRate * g / std::sqrt(acc);
                }
            }
        }
        if (log)
            *log << "epoch " << epoch + 1 << ": train rms " << std::sqrt(sum / double(trainCount))
                 << ", hold-out rms " << holdOutError(predict) << std::endl;
    }
    // Un-tie: both readings of an edge carry the same weight.
    for (int p = 0; p < kEvalPhases; ++p) {
        for (int c = 0; c < kEdgeConfigs; ++c)
            w.edge[p][c] = w.edge[p][canon[c]];
        for (int c = 0; c < kCornerConfigs; ++c)
            w.corner[p][c] = w.corner[p][cornerCanon[c]];
    }
    return w;
}

void writeWeightsSource(const FittedWeights &weights, const std::string &origin, std::ostream &out)
{
    const auto centi = [](double v) {
        return static_cast<int>(std::clamp(std::lround(v * kDiscScale), -32000L, 32000L));
    };
    out << "// Generated by `qiju-engine train-eval fit` (scripts/train-othello-eval.sh). Do not "
           "edit.\n";
    out << "#include \"othelloevalweights.h\"\n\nnamespace qiju::ai::othello {\n\n";
    out << "const char kEvalWeightsOrigin[] = \"" << origin << "\";\n\n";
    out << "const std::int16_t kEvalScalarWeights[kEvalPhases][kEvalScalars] = {\n";
    for (const auto &phase : weights.scalar) {
        out << "    {";
        for (std::size_t i = 0; i < phase.size(); ++i)
            out << (i ? ", " : "") << centi(phase[i]);
        out << "},\n";
    }
    out << "};\n\n";
    const auto table
        = [&](const char *name, const char *size, const std::vector<std::vector<double>> &phases) {
              out << "const std::int16_t " << name << "[kEvalPhases][" << size << "] = {\n";
              for (const auto &phase : phases) {
                  out << "    {";
                  for (std::size_t i = 0; i < phase.size(); ++i) {
                      if (i % 20 == 0)
                          out << "\n        ";
                      out << centi(phase[i]) << ",";
                  }
                  out << "\n    },\n";
              }
              out << "};\n\n";
          };
    table("kEvalEdgeWeights", "kEdgeConfigs", weights.edge);
    table("kEvalCornerWeights", "kCornerConfigs", weights.corner);
    out << "} // namespace qiju::ai::othello\n";
}

} // namespace qiju::ai::othello
