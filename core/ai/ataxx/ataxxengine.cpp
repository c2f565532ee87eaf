#include "ataxxengine.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>

#include "ataxxsearch.h"

#include "ai/helperthreads.h"
#include "ai/lazysmp.h"
#include "ai/searchcontrol.h"

#include "common/zobrist.h"
#include "games/ataxx/ataxxgame.h"

namespace qiju::ai::ataxx {

using qiju::ataxx::AtaxxGame;
using qiju::ataxx::kMaxMoves;

namespace {

constexpr int kAspiration = 100; // half-width of the aspiration window, centipieces
constexpr int kDefaultMaxDepth = 100;

core::Move toCoreMove(AtaxxMove m) { return AtaxxGame::toMove(m); }

// Score in pieces for SearchInfo; a finished game gives its exact final margin.
double toPieces(int score, bool *exact)
{
    *exact = isWinScore(score);
    if (score >= kWinScore / 2)
        return (score - kWinScore) / 100.0;
    if (score <= -kWinScore / 2)
        return (score + kWinScore) / 100.0;
    return score / 100.0;
}

// The root move with the best score plus uniform noise in [-range, range] (centipieces),
// drawn from a stream seeded by the level seed and the position.
const RootMove &noisyChoice(const std::vector<RootMove> &moves, double randomnessPieces,
    std::uint64_t seed, std::uint64_t positionHash)
{
    std::uint64_t state = seed ^ positionHash;
    const auto range = static_cast<std::uint64_t>(std::lround(randomnessPieces * 100));
    const RootMove *best = &moves.front();
    long long bestNoisy = std::numeric_limits<long long>::min();
    for (const RootMove &m : moves) {
        const long long noise = range == 0
            ? 0
            : static_cast<long long>(core::splitMix64(state) % (2 * range + 1))
                - static_cast<long long>(range);
        const long long noisy = m.score + noise;
        if (noisy > bestNoisy) {
            bestNoisy = noisy;
            best = &m;
        }
    }
    return *best;
}

// A Lazy SMP helper: the main thread's iterative deepening on the shared table with its own
// move ordering state, deferring the moves another thread is in; helpers 0, 2, ... start one
// ply deeper than the main thread. Each completed iteration is published to `done`. Returns
// its node count.
std::int64_t runHelper(int index, const std::atomic<bool> &quit, AtaxxTT &tt, BusyTable &busy,
    CompletedIteration &done, const AtaxxPosition &position, const AtaxxRules &rules,
    const EvalWeights &weights, const std::vector<AtaxxMove> &moves, int maxDepth)
{
    SearchControl control(quit, 0);
    control.alsoStopOn(done.reached());
    auto search = std::make_unique<AtaxxSearch>(tt, control, rules, weights);
    search->shareBusy(&busy);
    std::vector<RootMove> ordered = search->orderedRootMoves(position, moves);
    int previous = 0;
    for (int depth = 1 + (index + 1) % 2; depth <= maxDepth; ++depth) {
        const bool window = depth >= 4 && !isWinScore(previous);
        int alpha = window ? previous - kAspiration : -kInfinity;
        int beta = window ? previous + kAspiration : kInfinity;
        int score = 0;
        for (;;) {
            score = search->searchRoot(position, ordered, depth, alpha, beta, false);
            if (control.aborted() || (score > alpha && score < beta))
                break;
            if (score <= alpha)
                alpha = -kInfinity;
            else
                beta = kInfinity;
        }
        if (control.aborted())
            break;
        previous = score;
        done.publish(depth, ordered.front().move.code(), score);
    }
    return control.nodes();
}

} // namespace

AtaxxEngine::AtaxxEngine(std::size_t ttMegabytes)
    : m_tt(ttMegabytes)
{ }

void AtaxxEngine::clear() { m_tt.clear(); }

SearchInfo AtaxxEngine::search(const core::Game &game, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    const auto &g = static_cast<const AtaxxGame &>(game);
    const std::vector<AtaxxMove> moves = g.legalAtaxxMoves();
    if (moves.empty()) {
        SearchInfo info;
        if (!g.result() && g.rules().passes())
            info.best = core::Move::pass(); // UAI: the only legal move
        return info;
    }
    return searchPosition(g.position(), g.rules(), limits, stop, progress, moves);
}

SearchInfo AtaxxEngine::searchPosition(const AtaxxPosition &position, const AtaxxRules &rules,
    const SearchLimits &limits, const std::atomic<bool> &stop, const ProgressFn &progress,
    const std::vector<AtaxxMove> &rootMoves)
{
    SearchControl clock(stop, limits.maxNodes);
    double hardMs = 0;
    if (limits.timeMs > 0) {
        hardMs = searchDeadlineMs(limits.timeMs);
        clock.setDeadline(static_cast<int>(hardMs));
    }
    m_tt.age();
    auto search = std::make_unique<AtaxxSearch>(m_tt, clock, rules, m_weights);

    SearchInfo info;
    std::unique_ptr<HelperThreads> helpers;
    auto finish = [&]() {
        info.nodes = clock.nodes() + (helpers ? helpers->stop() : 0);
        info.elapsedMs = static_cast<int>(clock.elapsedSeconds() * 1000);
        return info;
    };

    std::vector<AtaxxMove> moves = rootMoves;
    if (moves.empty()) {
        AtaxxMove buffer[kMaxMoves];
        moves.assign(buffer, buffer + position.generateMoves(buffer));
    }
    if (moves.empty()) {
        if (search->terminalScore(position) == kInfinity && rules.passes())
            info.best = core::Move::pass();
        return finish();
    }

    std::vector<RootMove> ordered = search->orderedRootMoves(position, moves);
    info.best = toCoreMove(ordered.front().move);
    info.pv = {info.best};
    const bool noisy = limits.randomness > 0;
    const bool interactive = limits.timeMs > 0 && limits.maxNodes == 0;
    int maxDepth
        = limits.maxDepth > 0 ? std::min(limits.maxDepth, kDefaultMaxDepth) : kDefaultMaxDepth;
    if (ordered.size() == 1 && interactive && !noisy)
        maxDepth = 1; // a forced move: answer at once
    // Lazy SMP: the deepest iteration a helper completed is the answer when it is deeper than
    // the main thread's; one that completes the last ends the search.
    std::optional<BusyTable> busyTable; // built only when helpers run
    CompletedIteration done(maxDepth);
    const bool smp = limits.threads > 1 && !noisy && maxDepth > 1;
    m_tt.setKeepDeeper(smp);
    if (smp) {
        clock.alsoStopOn(done.reached());
        BusyTable &busy = busyTable.emplace();
        search->shareBusy(&busy);
        helpers = std::make_unique<HelperThreads>(limits.threads - 1,
            [this, position, rules, moves, maxDepth, &busy, &done](
                int i, const std::atomic<bool> &quit) {
                return runHelper(
                    i, quit, m_tt, busy, done, position, rules, m_weights, moves, maxDepth);
            });
    }
    // Takes a helper's result if it is deeper than `depth`; true if it did (its score in
    // `*score`).
    auto adoptHelper = [&](int depth, int *score = nullptr) {
        const CompletedIteration::Result r = done.read();
        if (!helpers || r.depth <= depth)
            return false;
        const AtaxxMove move = AtaxxMove::fromCode(static_cast<std::uint16_t>(r.move));
        const auto it = std::find_if(
            ordered.begin(), ordered.end(), [&](const RootMove &m) { return m.move == move; });
        if (it == ordered.end())
            return false;
        std::rotate(ordered.begin(), it, it + 1);
        info.best = toCoreMove(move);
        info.score = toPieces(r.score, &info.exact);
        info.depth = r.depth;
        if (score)
            *score = r.score;
        if (done.reached().load())
            info.stopped = false; // a helper completed the search
        info.pv.clear();
        for (AtaxxMove m : search->principalVariation(position, move, r.depth))
            info.pv.push_back(toCoreMove(m));
        return true;
    };

    int previous = 0;
    double lastIterationMs = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const double startMs = clock.elapsedSeconds() * 1000;
        // Do not start an iteration that will most likely not finish in time.
        if (depth > 1 && hardMs > 0 && startMs + lastIterationMs * 3 > hardMs)
            break;
        int alpha = -kInfinity;
        int beta = kInfinity;
        if (depth >= 4 && !noisy && !isWinScore(previous)) {
            alpha = previous - kAspiration;
            beta = previous + kAspiration;
        }
        int score = 0;
        for (;;) {
            score = search->searchRoot(position, ordered, depth, alpha, beta, noisy);
            if (clock.aborted())
                break;
            if (score <= alpha)
                alpha = -kInfinity;
            else if (score >= beta)
                beta = kInfinity;
            else
                break;
        }
        if (clock.aborted()) {
            // A move that beat the previous best in the partial iteration is at the front.
            if (!noisy && depth > 1)
                info.best = toCoreMove(ordered.front().move);
            info.stopped = true;
            adoptHelper(depth - 1);
            break;
        }
        lastIterationMs = clock.elapsedSeconds() * 1000 - startMs;
        previous = score;
        const RootMove &chosen = noisy
            ? noisyChoice(ordered, limits.randomness, limits.seed, position.hash())
            : ordered.front();
        info.best = toCoreMove(chosen.move);
        info.score = toPieces(chosen.score, &info.exact);
        info.depth = depth;
        info.pv.clear();
        if (noisy) {
            info.pv.push_back(info.best);
        } else {
            for (AtaxxMove m : search->principalVariation(position, chosen.move, depth))
                info.pv.push_back(toCoreMove(m));
        }
        if (adoptHelper(depth, &previous)) {
            depth = info.depth;
            ordered.front().score = previous;
        }
        info.nodes = clock.nodes();
        info.elapsedMs = static_cast<int>(clock.elapsedSeconds() * 1000);
        if (progress)
            progress(info);
    }
    if (!info.stopped)
        adoptHelper(info.depth);
    return finish();
}

} // namespace qiju::ai::ataxx
