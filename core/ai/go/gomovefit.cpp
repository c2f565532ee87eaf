#include "gomovefit.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <unordered_map>

#include "gopredict.h"
#include "gorollout.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;

namespace {

// One kind of move of a position: its feature ids (-1 = none) and how many legal moves have it.
struct Candidate
{
    std::array<std::int32_t, GoMoveModel::kMaxMoveFeatures> ids{};
    std::int32_t count = 0;
};

struct TrainingSet
{
    std::vector<Candidate> candidates;
    std::vector<std::size_t> start; // per position, its first candidate; one more at the end
    std::vector<std::array<std::int32_t, GoMoveModel::kMaxMoveFeatures>> played;
};

Candidate toCandidate(const GoMoveModel &model, const MoveFeatures &f)
{
    Candidate c;
    c.ids.fill(-1);
    model.featureIds(f, c.ids.data());
    c.count = 1;
    return c;
}

template<typename Fn>
void forSampled(const std::vector<KifuGame> &games, int every, Fn fn)
{
    int shift = 0; // each game starts at another phase, so both colours are sampled
    for (const KifuGame &g : games) {
        int ply = shift++;
        replayGame(g, [&](const GoBoard &b, int played, int last, int prev) {
            if (ply++ % every == 0)
                fn(b, played, last, prev);
            return true;
        });
    }
}

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

} // namespace

GoMoveModel fitMoveModel(
    const std::vector<KifuGame> &games, const MoveFitOptions &options, std::ostream *log)
{
    const auto start = std::chrono::steady_clock::now();
    const int every = std::max(1, options.every);
    // 1. The patterns chosen often enough, of every size.
    std::unordered_map<std::uint64_t, std::pair<int, int>> seen; // key -> (count, size)
    GoFeatureContext context;
    MoveFeatures f;
    forSampled(games, std::max(1, options.patternEvery),
        [&](const GoBoard &b, int played, int last, int prev) {
        if (played == kPassMove)
            return;
        context.set(b, last, prev);
        context.extract(played, &f);
        for (int k = 0; k < kPatternSizeCount; ++k) {
            auto &e = seen[f.patterns[static_cast<std::size_t>(k)]];
            ++e.first;
            e.second = k;
        }
    });
    std::vector<std::pair<std::uint64_t, int>> patterns;
    for (const auto &[key, e] : seen) {
        if (e.first >= options.minPatternCount)
            patterns.emplace_back(key, e.second);
    }
    std::sort(patterns.begin(), patterns.end(),
        [](const auto &a, const auto &b) { return std::tie(a.second, a.first) < std::tie(b.second, b.first); });
    GoMoveModel model(patterns);
    if (log)
        *log << "patterns: " << patterns.size() << " kept of " << seen.size() << " seen ("
             << seconds(start) << " s)\n";
    seen.clear();

    // 2. The features of every legal move of every sampled position.
    TrainingSet data;
    std::vector<Candidate> position;
    std::array<int, qiju::go::kMaxPoints + 1> moves{};
    forSampled(games, every, [&](const GoBoard &b, int played, int last, int prev) {
        const int n = legalMoves(b, moves.data());
        context.set(b, last, prev);
        position.clear();
        bool found = false;
        for (int i = 0; i < n; ++i) {
            const int p = moves[static_cast<std::size_t>(i)];
            context.extract(p, &f);
            position.push_back(toCandidate(model, f));
            if (p == played) {
                found = true;
                data.played.push_back(position.back().ids);
            }
        }
        if (!found)
            return;
        std::sort(position.begin(), position.end(),
            [](const Candidate &a, const Candidate &b) { return a.ids < b.ids; });
        data.start.push_back(data.candidates.size());
        for (const Candidate &c : position) {
            if (data.candidates.size() > data.start.back() && data.candidates.back().ids == c.ids)
                ++data.candidates.back().count;
            else
                data.candidates.push_back(c);
        }
    });
    data.start.push_back(data.candidates.size());
    const std::size_t positions = data.played.size();
    if (log)
        *log << "positions: " << positions << ", move kinds: " << data.candidates.size() << " ("
             << seconds(start) << " s)\n";

    // 3. Minorization-maximization, one group at a time (group kTacticalGroups: the patterns).
    const std::size_t features = static_cast<std::size_t>(model.featureCount());
    std::vector<double> gamma(features, 1.0);
    std::vector<double> wins(features, 0.0);
    for (const auto &ids : data.played) {
        for (int id : ids) {
            if (id >= 0)
                wins[static_cast<std::size_t>(id)] += 1;
        }
    }
    const auto groupOf = [](int id) {
        if (id >= GoMoveModel::kUnknownPattern)
            return kTacticalGroups;
        for (int g = kTacticalGroups - 1; g >= 0; --g) {
            if (id >= GoMoveModel::tacticalId(FeatureGroup(g), 1))
                return g;
        }
        return 0;
    };
    std::vector<int> group(features);
    for (std::size_t i = 0; i < features; ++i)
        group[i] = groupOf(static_cast<int>(i));
    const auto strength = [&gamma](const Candidate &c) {
        double s = 1;
        for (int id : c.ids) {
            if (id >= 0)
                s *= gamma[static_cast<std::size_t>(id)];
        }
        return s;
    };
    std::vector<double> c(features);
    std::vector<double> strengths; // per move kind of the current position
    for (int it = 0; it < options.iterations; ++it) {
        double logLikelihood = 0;
        for (int g = 0; g <= kTacticalGroups; ++g) {
            std::fill(c.begin(), c.end(), 0.0);
            logLikelihood = 0;
            for (std::size_t j = 0; j < positions; ++j) {
                const std::size_t first = data.start[j];
                const std::size_t n = data.start[j + 1] - first;
                strengths.resize(n);
                double e = 0;
                for (std::size_t k = 0; k < n; ++k) {
                    strengths[k] = strength(data.candidates[first + k]);
                    e += data.candidates[first + k].count * strengths[k];
                }
                double won = 1;
                for (int id : data.played[j]) {
                    if (id >= 0)
                        won *= gamma[static_cast<std::size_t>(id)];
                }
                logLikelihood += std::log(won / e);
                for (std::size_t k = 0; k < n; ++k) {
                    const Candidate &cand = data.candidates[first + k];
                    const double share = cand.count * strengths[k] / e;
                    for (int id : cand.ids) {
                        if (id >= 0 && group[static_cast<std::size_t>(id)] == g) {
                            const auto i = static_cast<std::size_t>(id);
                            c[i] += share / gamma[i];
                        }
                    }
                }
            }
            for (std::size_t i = 0; i < features; ++i) {
                if (group[i] == g)
                    gamma[i] = (wins[i] + 1) / (c[i] + 2 / (1 + gamma[i]));
            }
        }
        if (log)
            *log << "iteration " << it + 1 << ": mean log-likelihood "
                 << logLikelihood / std::max<double>(1, static_cast<double>(positions)) << " ("
                 << seconds(start) << " s)\n";
    }
    for (std::size_t i = 0; i < features; ++i)
        model.setLogGamma(static_cast<int>(i), std::log(gamma[i]));
    return model;
}

} // namespace qiju::ai::go
