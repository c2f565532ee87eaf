#include "othelloengine.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "othelloeval.h"
#include "othellokernel.h"
#include "othellosolver.h"

#include "ai/helperthreads.h"
#include "ai/lazysmp.h"
#include "ai/searchcontrol.h"
#include "common/zobrist.h"
#include "games/othello/othellogame.h"

namespace qiju::ai::othello {

namespace {

using core::bit;
using core::popCount;
using qiju::othello::OthelloGame;
using qiju::othello::OthelloPosition;

constexpr int kAspiration = 300; // half-width of the aspiration window, centi-discs
constexpr double kDefaultGrowth = 4; // assumed time ratio of consecutive iterations
// An iteration starts when it is predicted to end before this many times the soft limit: the
// prediction errs long (Expert used under 40 % of its move time), the deadline cuts the rest,
// and a cut iteration still plays a root move that beat the last best.
constexpr double kOverrun = 1.5;
constexpr int kGuessDepth = 12; // the deepest midgame iteration before an exact solve
constexpr int kSettledDepth = 8; // beyond which it stops early when the score settles

// A rough single-thread solve time for this many empties on the development machine (FFO
// #40-#44: 20 empties ~0.5 s, 22-23 empties ~3-7 s), growing ~2.8x per empty.
double estimatedSolveMs(int empties)
{
    return 1000.0 * std::pow(2.8, empties - 21);
}

core::Move moveOf(int sq)
{
    return sq < 0 ? core::Move::pass() : OthelloGame::moveOf(sq);
}

// The best move a table holds for a position of `empties` empty squares, -1 if none (both
// tables).
int storedMove(const TranspositionTable &tt, std::uint64_t key, int /*empties*/)
{
    const auto e = tt.probe(key);
    return e && e->move < 64 ? e->move : e ? -1 : -2;
}

int storedMove(const OthelloEndTable &tt, std::uint64_t key, int empties)
{
    EndBounds b;
    return tt.probe(key, empties, &b) ? b.move : -2;
}

// Follows best moves through `tt` from (player, opponent), at most `maxLength` plies.
template<class Table>
std::vector<core::Move> extractPv(
    Bitboard player, Bitboard opponent, int firstSquare, const Table &tt, int maxLength)
{
    std::vector<core::Move> pv;
    int sq = firstSquare;
    for (int ply = 0; ply < maxLength; ++ply) {
        const Bitboard moves = qiju::othello::legalMoves(player, opponent);
        if (!moves) {
            if (!qiju::othello::legalMoves(opponent, player))
                break;
            pv.push_back(core::Move::pass());
            std::swap(player, opponent);
            sq = -1;
            continue;
        }
        if (sq < 0 || !(moves & bit(sq)))
            break;
        pv.push_back(moveOf(sq));
        const Bitboard f = fastFlips(player, opponent, sq);
        const Bitboard np = opponent ^ f;
        opponent = player ^ (f | bit(sq));
        player = np;
        // -2: not in the table
        sq = storedMove(tt, positionKey(player, opponent), 64 - popCount(player | opponent));
        if (sq == -2 && qiju::othello::legalMoves(player, opponent))
            break;
    }
    return pv;
}

// Uniform noise in [-range, range] from a seeded stream.
int noise(std::uint64_t &state, int range)
{
    if (range <= 0)
        return 0;
    const std::uint64_t r = core::splitMix64(state);
    return static_cast<int>(r % static_cast<std::uint64_t>(2 * range + 1)) - range;
}

// Picks the move with the best noisy score among root moves with complete scores.
int noisyChoice(const std::vector<std::pair<int, int>> &scored, double randomnessDiscs,
    std::uint64_t seed, std::uint64_t positionHash, int *chosenScore)
{
    std::uint64_t state = seed ^ positionHash;
    const int range = static_cast<int>(std::lround(randomnessDiscs * kDiscScale));
    int bestSq = scored.front().first;
    int bestNoisy = -2 * kInfinity;
    for (const auto &[sq, score] : scored) {
        const int noisy = score + noise(state, range);
        if (noisy > bestNoisy) {
            bestNoisy = noisy;
            bestSq = sq;
            *chosenScore = score;
        }
    }
    return bestSq;
}

// A Lazy SMP helper: the same iterative deepening (and, in the exact phase, the same solve) as
// the main thread on the shared tables, on its own copy of the root, deferring the moves
// another thread is in. Helpers 0, 2, ... start one ply deeper than the main thread. Each
// completed iteration (and solve: depth = empties) is published to `done`. Returns its node
// count.
std::int64_t runHelper(int index, const std::atomic<bool> &quit, TranspositionTable &tt,
    OthelloEndTable &endTT, BusyTable &busy, CompletedIteration &done, Bitboard player,
    Bitboard opponent, int maxDepth, bool solve, bool probCut)
{
    SearchControl control(quit, 0);
    control.alsoStopOn(done.reached());
    OthelloSolver solver(endTT, control);
    OthelloSearch search(tt, solver, control);
    search.shareBusy(&busy);
    solver.shareBusy(&busy);
    search.setProbCut(probCut);
    std::vector<RootMove> moves = OthelloSearch::orderedRootMoves(player, opponent);
    int previous = 0;
    for (int depth = 1 + (index + 1) % 2; depth <= maxDepth; ++depth) {
        int alpha = depth >= 3 ? previous - kAspiration : -kInfinity;
        int beta = depth >= 3 ? previous + kAspiration : kInfinity;
        int score;
        for (;;) {
            score = search.searchRoot(player, opponent, moves, depth, alpha, beta, false);
            if (control.aborted() || (score > alpha && score < beta))
                break;
            if (score <= alpha)
                alpha = -kInfinity;
            else
                beta = kInfinity;
        }
        if (control.aborted())
            return control.nodes();
        previous = score;
        done.publish(depth, moves.front().sq, score);
    }
    if (solve) {
        const SolveResult r
            = solver.solveRoot(player, opponent, previous / kDiscScale, moves.front().sq);
        if (!r.aborted && r.bestSquare >= 0)
            done.publish(popCount(~(player | opponent)), r.bestSquare, r.score * kDiscScale);
    }
    return control.nodes();
}

} // namespace

OthelloEngine::OthelloEngine(std::size_t midgameMegabytes, std::size_t endgameMegabytes)
    : m_tt(midgameMegabytes)
    , m_endTT(endgameMegabytes)
{ }

void OthelloEngine::clear()
{
    m_tt.clear();
    m_endTT.clear();
}

SearchInfo OthelloEngine::search(const core::Game &game, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    return searchPosition(
        static_cast<const OthelloGame &>(game).position(), limits, stop, progress);
}

SearchInfo OthelloEngine::searchPosition(const OthelloPosition &position,
    const SearchLimits &limits, const std::atomic<bool> &stop, const ProgressFn &progress)
{
    SearchControl control(stop, limits.maxNodes);
    int hardMs = 0;
    if (limits.timeMs > 0) {
        hardMs = searchDeadlineMs(limits.timeMs);
        control.setDeadline(hardMs);
    }
    m_tt.newGeneration();
    m_endTT.newGeneration();
    OthelloSolver solver(m_endTT, control);
    OthelloSearch search(m_tt, solver, control);
    search.setProbCut(limits.probCut);

    const Bitboard player = position.player();
    const Bitboard opponent = position.opponent();
    const int empties = position.emptyCount();
    SearchInfo info;
    std::unique_ptr<HelperThreads> helpers;
    auto finish = [&](SearchInfo &out) {
        out.nodes = control.nodes() + (helpers ? helpers->stop() : 0);
        out.elapsedMs = control.elapsedMs();
        return out;
    };

    if (!position.legalMoves()) {
        if (position.isGameOver())
            return finish(info); // precondition violated: no move to return
        info.best = core::Move::pass();
        info.score = -evaluate(opponent, player) / double(kDiscScale);
        info.pv = {info.best};
        return finish(info);
    }

    std::vector<RootMove> rootMoves = OthelloSearch::orderedRootMoves(player, opponent);
    info.best = moveOf(rootMoves.front().sq);
    const bool noisy = limits.randomness > 0;
    const bool interactive = limits.timeMs > 0 && limits.maxNodes == 0;
    const bool forced = rootMoves.size() == 1 && !noisy && interactive;
    // With a clock, only try to solve what can plausibly be solved in time; otherwise the time
    // is better spent on the midgame search.
    const bool solvable = hardMs == 0 || estimatedSolveMs(empties) <= hardMs;
    const bool exactPhase = limits.exactEmpties > 0 && empties <= limits.exactEmpties && solvable
        && !(forced && empties > 12);

    int maxDepth = limits.maxDepth > 0 ? limits.maxDepth : 64;
    // The midgame iterations' score is MTD(f)'s first guess: each disc pair it misses by costs
    // the solver a probe, from 24 empties on dearer than twelve plies of midgame search.
    if (exactPhase)
        maxDepth = std::min(maxDepth, std::clamp(empties - 12, 1, kGuessDepth));
    if (forced)
        maxDepth = std::min(maxDepth, 2);
    // In the exact phase the midgame iterations only seed the solver: give them a small share.
    const int softMs = hardMs == 0 ? 0 : exactPhase ? hardMs / 6 : hardMs;
    // Lazy SMP: the deepest iteration a helper completed is the answer when it is deeper than
    // the main thread's; one that completes the last (or solves) ends the search.
    std::optional<BusyTable> busyTable; // built only when helpers run
    CompletedIteration done(exactPhase ? empties : std::min(maxDepth, empties));
    const bool smp = limits.threads > 1 && !noisy && !forced;
    m_tt.setKeepDeeper(smp);
    if (smp) {
        control.alsoStopOn(done.reached());
        BusyTable &busy = busyTable.emplace();
        search.shareBusy(&busy);
        solver.shareBusy(&busy);
        helpers = std::make_unique<HelperThreads>(limits.threads - 1,
            [this, player, opponent, &busy, &done, depth = std::min(maxDepth, empties),
                solve = exactPhase,
                probCut = limits.probCut](int i, const std::atomic<bool> &quit) {
                return runHelper(i, quit, m_tt, m_endTT, busy, done, player, opponent, depth,
                    solve, probCut);
            });
    }
    // Takes a helper's result if it is deeper than `depth`; true if it did.
    auto adoptHelper = [&](int depth) {
        const CompletedIteration::Result r = done.read();
        if (r.depth <= depth)
            return false;
        const auto it = std::find_if(
            rootMoves.begin(), rootMoves.end(), [&](const RootMove &m) { return m.sq == r.move; });
        if (it == rootMoves.end())
            return false;
        std::rotate(rootMoves.begin(), it, it + 1);
        info.best = moveOf(r.move);
        info.depth = r.depth;
        info.score = r.score / double(kDiscScale);
        info.exact = r.depth >= empties;
        if (done.reached().load())
            info.stopped = false; // a helper completed the search
        info.pv = extractPv(player, opponent, r.move, m_tt, r.depth);
        if (info.exact && info.pv.size() < 2)
            info.pv = extractPv(player, opponent, r.move, m_endTT, empties);
        return true;
    };

    int previousScore = 0;
    double lastIterationMs = 0;
    double growth = kDefaultGrowth;
    double lastRatio = kDefaultGrowth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const double startMs = control.elapsedSeconds() * 1000;
        if (depth > 1 && softMs > 0 && startMs + lastIterationMs * growth > softMs * kOverrun)
            break;
        int alpha = -kInfinity;
        int beta = kInfinity;
        if (depth >= 3 && !noisy) {
            alpha = previousScore - kAspiration;
            beta = previousScore + kAspiration;
        }
        int score;
        for (;;) {
            score = search.searchRoot(player, opponent, rootMoves, depth, alpha, beta, noisy);
            if (control.aborted())
                break;
            if (score <= alpha)
                alpha = -kInfinity;
            else if (score >= beta)
                beta = kInfinity;
            else
                break;
        }
        if (control.aborted()) {
            // A partial iteration may have proven a better move than the last complete one.
            info.best = moveOf(rootMoves.front().sq);
            info.stopped = true;
            adoptHelper(depth - 1);
            break;
        }
        const double iterationMs = control.elapsedSeconds() * 1000 - startMs;
        if (lastIterationMs > 0.5) {
            // Odd and even depths alternate cheap and dear iterations: the next one grows like
            // the one before the last did.
            const double ratio = std::clamp(iterationMs / lastIterationMs, 1.5, 10.0);
            growth = lastRatio;
            lastRatio = ratio;
        }
        lastIterationMs = iterationMs;
        // Past the usual depth, two iterations that agree are guess enough.
        const bool settled = exactPhase && depth > kSettledDepth
            && std::abs(score - previousScore) <= kDiscScale;
        previousScore = score;
        info.best = moveOf(rootMoves.front().sq);
        info.score = score / double(kDiscScale);
        info.depth = depth;
        info.exact = depth >= empties;
        info.pv = extractPv(player, opponent, rootMoves.front().sq, m_tt, depth);
        if (noisy) {
            std::vector<std::pair<int, int>> scored;
            for (const RootMove &m : rootMoves)
                scored.emplace_back(m.sq, m.score);
            int chosen = score;
            const int sq
                = noisyChoice(scored, limits.randomness, limits.seed, position.hash(), &chosen);
            info.best = moveOf(sq);
            info.score = chosen / double(kDiscScale);
            info.pv = {info.best};
        }
        if (helpers && adoptHelper(depth)) {
            depth = info.depth;
            previousScore = static_cast<int>(std::lround(info.score * kDiscScale));
            if (info.exact)
                break;
        }
        info.nodes = control.nodes();
        info.elapsedMs = control.elapsedMs();
        if (progress)
            progress(info);
        if (depth >= empties || settled)
            break; // the end of the game is in sight, or the guess is as good as it gets
    }
    if (helpers && !info.exact && !info.stopped)
        adoptHelper(info.depth);

    if (exactPhase && !control.aborted() && !info.exact) {
        int guess = static_cast<int>(std::lround(info.score));
        int first = info.best.isPass() ? -1 : OthelloGame::squareOf(info.best.to);
        if (hardMs > 0 && !noisy) {
            // Against the clock, first secure the game-theoretic result (win/draw/loss, a much
            // cheaper null-window solve): if the exact solve then runs out of time, a winning
            // or drawing move is still played.
            const SolveResult wld = solver.solveWinLoss(player, opponent, first);
            if (!wld.aborted && wld.bestSquare >= 0) {
                if (wld.score >= 0) {
                    info.best = moveOf(wld.bestSquare);
                    first = wld.bestSquare;
                }
                if ((wld.score > 0) != (guess > 0) || (wld.score < 0) != (guess < 0))
                    guess = wld.score * 2;
            }
        }
        const SolveResult r = solver.solveRoot(player, opponent, guess, first, noisy);
        if (!r.aborted) {
            info.exact = true;
            info.depth = empties;
            info.stopped = false;
            info.score = r.score;
            info.best = moveOf(r.bestSquare);
            info.pv = extractPv(player, opponent, r.bestSquare, m_endTT, empties);
            if (noisy) {
                std::vector<std::pair<int, int>> scored;
                std::size_t i = 0;
                for (Bitboard m = position.legalMoves(); m; m &= m - 1)
                    scored.emplace_back(core::lowestBit(m), r.moveScores[i++] * kDiscScale);
                int chosen = 0;
                const int sq
                    = noisyChoice(scored, limits.randomness, limits.seed, position.hash(), &chosen);
                info.best = moveOf(sq);
                info.score = chosen / double(kDiscScale);
                info.pv = {info.best};
            }
            info.nodes = control.nodes();
            info.elapsedMs = control.elapsedMs();
            if (progress)
                progress(info);
        } else {
            info.stopped = true;
            if (helpers)
                adoptHelper(info.depth);
        }
    }
    return finish(info);
}

} // namespace qiju::ai::othello
