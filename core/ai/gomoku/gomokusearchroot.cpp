// The Gomoku alpha-beta's root: iterative deepening (from kAspirationDepth in an aspiration
// window) against the budget and the clock, one iteration over the root moves, the Lazy SMP
// helpers' own deepening, and the principal variation read back from the table. The search
// below the root is in gomokusearch.cpp.
#include "gomokusearch.h"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "ai/helperthreads.h"
#include "ai/lazysmp.h"
#include "common/zobrist.h"
#include "games/gomoku/gomokujournal.h"

namespace qiju::ai::gomoku {

namespace {

// Aspiration: from kAspirationDepth on, an iteration first searches the root in a window of
// kAspirationWindow points either side of the last iteration's score, and again in the full
// window only when its score falls outside.
constexpr int kAspirationDepth = 4;
constexpr int kAspirationWindow = 60;
// Against the clock a new depth starts until this share of the move's time is gone. A depth
// costs about twice the one before, so one started later than about two thirds seldom gets
// through even its first root move, and one cut short still counts for the root moves it
// searched in full (see searchRoots).
constexpr double kStartShare = 0.65;

// Level noise for one root point, a fixed function of the seed: uniform in [-1, 1].
double noiseOf(std::uint64_t seed, int point)
{
    std::uint64_t s = seed ^ (static_cast<std::uint64_t>(point) * 0x9E3779B97F4A7C15ull);
    const std::uint64_t r = core::splitMix64(s);
    return static_cast<double>(r >> 11) / static_cast<double>(1ull << 53) * 2.0 - 1.0;
}

} // namespace

SearchInfo AlphaBeta::run(GomokuPosition &pos, const std::vector<int> &rootMoves,
    const Options &options, SearchBudget &budget, const ProgressFn &progress, std::vector<int> *pv)
{
    m_pos = &pos;
    m_budget = &budget;
    m_options = options;
    m_excluded.fill(-1);
    ++m_age;
    for (auto &h : m_history) {
        for (int &v : h)
            v /= 4;
    }

    // Root moves, best first by the ordering score, then by the last iteration's scores.
    std::vector<RootMove> roots;
    for (int p : rootMoves)
        roots.push_back({p, orderingScore(pos, p)});
    std::stable_sort(roots.begin(), roots.end(),
        [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
    if (static_cast<int>(roots.size()) > options.rootWidth)
        roots.resize(static_cast<std::size_t>(options.rootWidth));

    SearchInfo info;
    info.best = core::Move::place(qiju::gomoku::pointOf(roots.front().point));
    int bestPoint = roots.front().point;
    const bool noisy = options.noise > 0;

    // Lazy SMP: helpers (built here, so they copy this thread's state before it moves on)
    // search from depth 2, 1, 2, ...; the deepest iteration any of them completes is the
    // answer when it is deeper than this thread's, and one completing the last ends the search.
    const bool smp = options.threads > 1 && !noisy && roots.size() > 1 && options.maxDepth > 1;
    std::optional<BusyTable> busy;
    CompletedIteration done(options.maxDepth);
    std::unique_ptr<HelperThreads> helpers;
    m_busy = nullptr;
    m_keepDeeper = smp;
    if (smp) {
        m_busy = &busy.emplace();
        budget.alsoStopOn(&done.reached());
        auto searches = std::make_shared<std::vector<std::unique_ptr<AlphaBeta>>>();
        for (int i = 1; i < options.threads; ++i)
            searches->push_back(std::unique_ptr<AlphaBeta>(new AlphaBeta(*this, *m_busy)));
        helpers = std::make_unique<HelperThreads>(options.threads - 1,
            [searches, position = pos, roots, &done](int i, const std::atomic<bool> &quit) {
                return (*searches)[static_cast<std::size_t>(i)]->runHelper(
                    position, roots, 1 + (i + 1) % 2, quit, done);
            });
    }
    // Takes a helper's completed iteration if it is deeper than `depth`; true if it did.
    auto adoptHelper = [&](int depth) {
        const CompletedIteration::Result r = done.read();
        if (!helpers || r.depth <= depth)
            return false;
        const auto it = std::find_if(
            roots.begin(), roots.end(), [&](const RootMove &m) { return m.point == r.move; });
        if (it == roots.end())
            return false;
        std::rotate(roots.begin(), it, it + 1);
        roots.front().score = r.score;
        bestPoint = r.move;
        info.best = core::Move::place(qiju::gomoku::pointOf(bestPoint));
        info.score = r.score;
        info.depth = r.depth;
        info.exact = std::abs(r.score) > kWinThreshold;
        if (done.reached().load())
            info.stopped = false; // a helper completed the search
        return true;
    };
    // The principal variation of the answer from the table.
    auto setPv = [&] {
        const std::vector<int> line = principalVariation(bestPoint);
        info.pv.clear();
        for (int p : line)
            info.pv.push_back(core::Move::place(qiju::gomoku::pointOf(p)));
        if (pv)
            *pv = line;
    };

    for (int depth = 1; depth <= options.maxDepth; ++depth) {
        m_selDepth = 0;
        Iteration it;
        if (depth >= kAspirationDepth && !noisy && std::abs(info.score) < kWinThreshold) {
            const int alpha = info.score - kAspirationWindow;
            const int beta = info.score + kAspirationWindow;
            it = searchRoots(roots, depth, alpha, beta);
            if (it.complete && (it.score <= alpha || it.score >= beta))
                it = searchRoots(roots, depth);
        } else {
            it = searchRoots(roots, depth);
        }
        if (!it.complete) {
            // The previous best is searched first: a move that beat it at this depth before the
            // budget ran out is the better one.
            if (it.best >= 0 && it.best != bestPoint && !noisy) {
                bestPoint = it.best;
                info.best = core::Move::place(qiju::gomoku::pointOf(bestPoint));
                info.score = it.score;
            }
            info.stopped = true;
            if (adoptHelper(depth - 1))
                setPv();
            break;
        }
        bestPoint = it.best;
        info.best = core::Move::place(qiju::gomoku::pointOf(bestPoint));
        info.score = it.score;
        info.depth = depth;
        info.exact = std::abs(it.score) > kWinThreshold;
        std::stable_sort(roots.begin(), roots.end(),
            [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
        if (adoptHelper(depth))
            depth = info.depth;
        setPv();
        info.nodes = budget.nodes();
        info.elapsedMs = budget.elapsedMs();
        if (progress)
            progress(info);
        if (info.exact || roots.size() == 1)
            break;
        if (budget.hasDeadline()
            && budget.elapsedMs() > kStartShare * (budget.elapsedMs() + budget.remainingMs()))
            break;
    }
    if (helpers && !info.stopped && adoptHelper(info.depth))
        setPv();
    info.nodes = budget.nodes() + (helpers ? helpers->stop() : 0);
    info.elapsedMs = budget.elapsedMs();
    budget.alsoStopOn(nullptr);
    m_busy = nullptr;
    m_pos = nullptr;
    return info;
}

AlphaBeta::Iteration AlphaBeta::searchRoots(
    std::vector<RootMove> &roots, int depth, int alpha, int beta)
{
    GomokuPosition &pos = *m_pos;
    const bool noisy = m_options.noise > 0;
    Iteration result;
    m_rootDepth = depth;
    std::vector<std::size_t> deferred; // moves another thread was in (Lazy SMP)
    for (std::size_t k = 0; k < roots.size() + deferred.size(); ++k) {
        const bool late = k >= roots.size();
        const std::size_t i = late ? deferred[k - roots.size()] : k;
        const int m = roots[i].point;
        if (depth > 1)
            prefetchEntry(pos.hashAfterPlay(m));
        pos.play(m);
        if (m_busy && !late && i > 0 && m_busy->busy(pos.hash())) {
            pos.undo(m);
            deferred.push_back(i);
            continue;
        }
        int score;
        if (noisy || i == 0) {
            score = -search(depth - 1, -beta, noisy ? kInfinity : -alpha, 1, true);
        } else {
            score = -search(depth - 1, -alpha - 1, -alpha, 1, false);
            if (score > alpha && !m_budget->aborted()) {
                const int bound = score;
                score = -search(depth - 1, -beta, -alpha, 1, true);
                if (m_budget->aborted() && !noisy) {
                    // Cut short in the re-search: the null window has shown it better.
                    pos.undo(m);
                    result.best = m;
                    result.score = bound;
                    result.complete = false;
                    break;
                }
            }
        }
        pos.undo(m);
        if (m_budget->aborted()) {
            result.complete = false;
            break;
        }
        if (noisy && std::abs(score) < kWinThreshold)
            score += static_cast<int>(m_options.noise * noiseOf(m_options.seed, m));
        const bool improved = score > alpha;
        // A null-window fail is only a bound: order it behind the best.
        roots[i].score = (noisy || i == 0 || improved) ? score : -kInfinity + 1;
        // In an aspiration window a later move's fail-low bound may lie above the first's: only a
        // move that beat alpha takes over.
        if (score > result.score && (improved || result.best < 0)) {
            result.score = score;
            result.best = m;
        }
        if (improved)
            alpha = score;
        if (alpha >= beta)
            break; // above the aspiration window: searched again in the full one
    }
    return result;
}

std::int64_t AlphaBeta::runHelper(GomokuPosition pos, std::vector<RootMove> roots, int firstDepth,
    const std::atomic<bool> &quit, CompletedIteration &done)
{
    // The helper's own undo journal on its own copy (detached before the copy goes).
    qiju::gomoku::MoveJournal journal;
    const qiju::gomoku::JournalScope attach(pos, journal);
    SearchBudget budget(quit, 0, 0);
    budget.alsoStopOn(&done.reached());
    m_pos = &pos;
    m_budget = &budget;
    m_excluded.fill(-1);
    for (int depth = firstDepth; depth <= m_options.maxDepth; ++depth) {
        const Iteration it = searchRoots(roots, depth);
        if (!it.complete)
            break;
        std::stable_sort(roots.begin(), roots.end(),
            [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
        done.publish(depth, it.best, it.score);
        if (std::abs(it.score) > kWinThreshold)
            break;
    }
    m_pos = nullptr;
    return budget.nodes();
}

std::vector<int> AlphaBeta::principalVariation(int bestPoint)
{
    GomokuPosition &pos = *m_pos;
    std::vector<int> line{bestPoint};
    pos.play(bestPoint);
    Entry e;
    for (int k = 0; k < 16; ++k) {
        if (!probeEntry(e) || e.move < 0 || !pos.isEmpty(e.move))
            break;
        line.push_back(e.move);
        pos.play(e.move);
    }
    for (auto it = line.rbegin(); it != line.rend(); ++it)
        pos.undo(*it);
    return line;
}

} // namespace qiju::ai::gomoku
