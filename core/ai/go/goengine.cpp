#include "goengine.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include "gocandidates.h"
#include "godynkomi.h"
#include "gomovemodel.h"
#include "gorollout.h"
#include "gosearch.h"
#include "goterritory.h"

#include "games/go/gogame.h"
#include "games/nogo/nogogame.h"

namespace qiju::ai::go {

using core::Move;
using qiju::go::GoBoard;
using qiju::go::kNoPoint;

// The position a search starts from, in the engine's terms.
struct GoSearchRoot
{
    GoBoard board;
    int passes = 0; // Go: consecutive passes that led here
    std::string rules;
    MctsConfig config;
    int plies = 0;
};

namespace {

// A tree of at most this many nodes (about 30 bytes each), shared by the search threads.
constexpr std::size_t kMaxTreeNodes = std::size_t{1} << 22;
// Resign only with at least this many playouts behind the estimate.
constexpr std::int64_t kResignMinPlayouts = 1000;
// The learned move priors are used on boards this large and up, with this progressive bias
// (fitted on 19x19 games; on 13x13 and 9x9 they won too, see docs/ai/go.md).
constexpr int kMinPriorSize = 9;
constexpr double kPriorBias = 1.0;
constexpr double kExploreWithPriors = 0.0;
// Progressive widening over the children in prior order (MctsConfig::widenMin): a node of N
// visits searches its first 10 + log(1 + N / 10) / log(1.5) children (15 at 100 visits, 21 at
// 1000, 24 at 4000).
constexpr int kWidenMin = 10;
constexpr double kWidenScale = 10;
constexpr double kWidenGrowth = 1.5;

// The two moves from `before` (the last search's root) to `now`, if each side played one
// stone since: the opponent's (last) and the mover's (prev); kNoPoint where unknown.
void movesSince(const GoBoard &before, const GoBoard &now, int *last, int *prev)
{
    *last = *prev = kNoPoint;
    if (before.size() != now.size())
        return;
    const Stone me = qiju::go::stoneOf(now.toMove());
    int mine = 0;
    int theirs = 0;
    const int n = now.size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = now.point(x, y);
            if (before.at(p) != Stone::Empty || now.at(p) == Stone::Empty)
                continue;
            if (now.at(p) == me) {
                *prev = p;
                ++mine;
            } else {
                *last = p;
                ++theirs;
            }
        }
    }
    if (mine > 1 || theirs > 1)
        *last = *prev = kNoPoint;
}

Move toGameMove(const GoBoard &b, int m)
{
    return m == kPassMove ? Move::pass() : Move::place(b.toPoint(m));
}

GoSearchRoot makeRoot(const core::Game &game)
{
    GoSearchRoot r;
    if (game.id() == core::GameId::Go) {
        const auto &g = static_cast<const qiju::go::GoGame &>(game);
        r.board = g.board();
        r.passes = g.consecutivePasses();
        r.config.count = {g.rules().komi, g.rules().blackWinsTie};
        r.config.rules = g.rules();
    } else {
        r.board = static_cast<const qiju::nogo::NogoGame &>(game).board();
        r.config.nogo = true;
    }
    r.config.rootPasses = r.passes;
    r.rules = game.rulesText();
    r.plies = game.plyCount();
    const Stone me = qiju::go::stoneOf(r.board.toMove());
    for (int i = 0; i < r.board.emptyCount(); ++i) {
        const int p = r.board.emptyAt(i);
        if (!r.config.nogo && r.board.isEye(p, me))
            continue; // never fill an own eye
        if (game.check(Move::place(r.board.toPoint(p))) == core::MoveError::None)
            r.config.rootMoves.push_back(p);
    }
    std::sort(r.config.rootMoves.begin(), r.config.rootMoves.end());
    if (!r.config.nogo)
        r.config.rootMoves.insert(r.config.rootMoves.begin(), kPassMove);
    return r;
}

// The board after `move` and the consecutive passes then.
GoBoard after(const GoBoard &b, int move, int *passes)
{
    GoBoard next = b;
    if (move == kPassMove) {
        next.pass();
        ++*passes;
    } else {
        next.play(move, qiju::go::stoneOf(b.toMove()));
        *passes = 0;
    }
    return next;
}

std::uint64_t hashAfter(const GoBoard &b, int move)
{
    return move == kPassMove ? b.stonesHash() : b.hashAfter(move, qiju::go::stoneOf(b.toMove()));
}

bool samePosition(const GoBoard &a, int passesA, const GoBoard &b, int passesB)
{
    return a == b && a.koPoint() == b.koPoint() && passesA == passesB;
}

// The moves (at most two) from `from` to `to` along the expanded part of `tree`.
std::optional<std::vector<int>> pathTo(
    const MctsTree &tree, const GoBoard &from, int fromPasses, const GoBoard &to, int toPasses)
{
    if (samePosition(from, fromPasses, to, toPasses))
        return std::vector<int>{};
    const MctsNode &root = tree.node(MctsTree::kRoot);
    for (int i = 0; i < root.childCount; ++i) {
        const MctsNode &c = tree.node(root.firstChild + i);
        if (hashAfter(from, c.move) != to.stonesHash() && !c.expanded())
            continue;
        int passes = fromPasses;
        const GoBoard one = after(from, c.move, &passes);
        if (samePosition(one, passes, to, toPasses))
            return std::vector<int>{c.move};
        for (int j = 0; j < c.childCount; ++j) {
            const MctsNode &g = tree.node(c.firstChild + j);
            if (hashAfter(one, g.move) != to.stonesHash())
                continue;
            int passes2 = passes;
            if (samePosition(after(one, g.move, &passes2), passes2, to, toPasses))
                return std::vector<int>{c.move, g.move};
        }
    }
    return std::nullopt;
}

// The root's children that may be played.
struct RootMove
{
    int move = 0;
    double visits = 0;
    double wins = 0;
};

std::vector<RootMove> rootMoves(const MctsTree &tree)
{
    std::vector<RootMove> out;
    const MctsNode &root = tree.node(MctsTree::kRoot);
    for (int i = 0; i < root.childCount; ++i) {
        const MctsNode &c = tree.node(root.firstChild + i);
        if (!c.pruned)
            out.push_back(RootMove{c.move, c.visits, c.wins});
    }
    return out;
}

// The main line of the tree by visits.
std::vector<int> principalVariation(const MctsTree &tree, int maxLength)
{
    std::vector<int> pv;
    int node = MctsTree::kRoot;
    while (static_cast<int>(pv.size()) < maxLength) {
        const MctsNode &n = tree.node(node);
        int best = -1;
        for (int i = 0; i < n.childCount; ++i) {
            const MctsNode &c = tree.node(n.firstChild + i);
            if (!c.pruned && c.visits > 0 && (best < 0 || c.visits > tree.node(best).visits))
                best = n.firstChild + i;
        }
        if (best < 0)
            break;
        pv.push_back(tree.node(best).move);
        node = best;
    }
    return pv;
}

SearchInfo moveInfo(const GoBoard &b, int move, double score)
{
    SearchInfo info;
    info.best = toGameMove(b, move);
    info.pv = {info.best};
    info.score = score;
    return info;
}

} // namespace

GoEngine::GoEngine(core::GameId game)
    : m_game(game)
{ }

GoEngine::~GoEngine() = default;

void GoEngine::clear()
{
    m_tree.reset();
    m_lastRoot.reset();
    m_reusedNodes = 0;
}

void GoEngine::reuseTree(const GoSearchRoot &root)
{
    m_reusedNodes = 0;
    std::optional<std::vector<int>> path;
    if (m_tree && m_lastRoot && m_lastRules == root.rules
        && m_lastRoot->size() == root.board.size())
        path = pathTo(*m_tree, *m_lastRoot, m_lastPasses, root.board, root.passes);
    int node = path ? MctsTree::kRoot : -1;
    for (std::size_t i = 0; path && i < path->size() && node >= 0; ++i)
        node = m_tree->child(node, (*path)[i]);
    if (!m_tree)
        m_tree = std::make_unique<MctsTree>(kMaxTreeNodes);
    else if (node < 0)
        m_tree->reset();
    else
        m_reusedNodes = m_tree->reroot(node) - 1;
    m_lastRoot = root.board;
    m_lastPasses = root.passes;
    m_lastRules = root.rules;
}

SearchInfo GoEngine::search(const core::Game &game, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    const auto start = std::chrono::steady_clock::now();
    GoSearchRoot root = makeRoot(game);
    const GoBoard &b = root.board;
    const bool nogo = root.config.nogo;
    auto finish = [&](SearchInfo info) {
        info.elapsedMs = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start)
                                              .count());
        return info;
    };
    Rng rng(limits.seed ^ game.hash());

    if (limits.randomness >= 1.0) {
        // The weakest level: a uniformly random legal move (Go: a pass only when nothing else).
        auto moves = game.legalMoves();
        if (moves.size() > 1)
            std::erase_if(moves, [](const Move &m) { return m.isPass(); });
        SearchInfo info;
        if (!moves.empty()) {
            info.best = moves[static_cast<std::size_t>(rng.below(static_cast<int>(moves.size())))];
            info.pv = {info.best};
        }
        info.score = 0.5;
        return finish(info);
    }
    if (!nogo && root.config.rules.scoring == qiju::go::Scoring::Territory) {
        // Territory rules: a stone inside one's own territory loses a point and a neutral
        // point gains none, which area playouts cannot see. Never play in the own territory;
        // once nothing is worth a point, pass.
        const TerritoryAdvice advice = territoryAdvice(b, root.config.rules, rng.next());
        if (advice.settled)
            return finish(moveInfo(b, kPassMove, advice.moverResult));
        std::erase_if(root.config.rootMoves, [&](int m) {
            return std::find(advice.ownTerritory.begin(), advice.ownTerritory.end(), m)
                != advice.ownTerritory.end();
        });
    }
    const auto &candidates = root.config.rootMoves;
    const bool onlyPass = !nogo && candidates.size() == 1;
    if (candidates.empty() || onlyPass) // NoGo: lost; Go: nothing but own eyes left
        return finish(moveInfo(b, kPassMove, nogo ? 0.0 : 0.5));
    if (!nogo && root.passes == 1) {
        // The opponent passed: pass too if the count as the board stands wins.
        const double r = goCountResult(b, root.config.rules);
        const double mine = b.toMove() == core::Side::Black ? r : 1.0 - r;
        if (mine > 0.5)
            return finish(moveInfo(b, kPassMove, 1.0));
    }
    if (nogo && candidates.size() == 1)
        return finish(moveInfo(b, candidates.front(), 0.5));

    if (!nogo) // handicap games: the playouts count with extra komi for White (godynkomi.h)
        root.config.count.komi += dynamicKomi(b, root.plies);
    usePriors(&root, limits);
    // The time limit counts from the start of search(): re-rooting a large tree takes time too.
    SearchLimits rest = limits;
    if (limits.timeMs > 0) {
        const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start)
                               .count();
        rest.timeMs = std::max(1, limits.timeMs - static_cast<int>(spent));
    }
    return finish(runSearch(root, rest, stop, progress));
}

std::vector<RootMoveStats> GoEngine::analyse(
    const core::Game &game, const SearchLimits &limits, const std::atomic<bool> &stop)
{
    GoSearchRoot root = makeRoot(game);
    if (root.config.rootMoves.empty())
        return {};
    usePriors(&root, limits);
    SearchLimits plain = limits;
    plain.randomness = 0;
    plain.resignBelow = 0;
    runSearch(root, plain, stop, {});
    return m_rootStats;
}

void GoEngine::usePriors(GoSearchRoot *root, const SearchLimits &limits) const
{
    const GoBoard &b = root->board;
    if (root->config.nogo || !limits.movePriors || b.size() < kMinPriorSize)
        return;
    root->config.model = GoMoveModel::shared();
    if (!root->config.model)
        return;
    root->config.priorBias = kPriorBias;
    root->config.explore = kExploreWithPriors;
    root->config.widenMin = kWidenMin;
    root->config.widenScale = kWidenScale;
    root->config.widenGrowth = kWidenGrowth;
    if (m_lastRoot)
        movesSince(*m_lastRoot, b, &root->config.rootLast, &root->config.rootPrev);
}

SearchInfo GoEngine::runSearch(const GoSearchRoot &root, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    const auto start = std::chrono::steady_clock::now();
    const int threads = std::clamp(limits.threads, 1, 8);
    reuseTree(root);
    std::int64_t budget = limits.playouts > 0 ? limits.playouts : 0;
    if (limits.maxNodes > 0)
        budget = budget > 0 ? std::min(budget, limits.maxNodes) : limits.maxNodes;
    // Leave room for the threads to stop and the answer to travel; re-rooting took some.
    const int spent = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - start)
                                           .count());
    const int deadline = limits.timeMs > 0
        ? std::max(1,
            std::max(limits.timeMs / 2, limits.timeMs - std::min(300, 50 + limits.timeMs / 10))
                - spent)
        : 0;

    // One tree for every thread: with more than one, the workers share it under this lock.
    std::mutex treeLock;
    std::mutex *const shared = threads > 1 ? &treeLock : nullptr;
    std::vector<std::unique_ptr<MctsWorker>> workers;
    std::vector<std::atomic<std::int64_t>> done(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t) {
        workers.push_back(std::make_unique<MctsWorker>(*m_tree, root.board, root.config,
            limits.seed * 0x9E3779B97F4A7C15ull + 17 * t + 1, shared));
    }
    auto work = [&](int t, const std::function<void()> &poll) {
        const std::int64_t share = budget > 0 ? (budget + threads - 1 - t) / threads : 0;
        SearchControl control(stop, share);
        if (deadline > 0)
            control.setDeadline(deadline);
        MctsWorker &w = *workers[static_cast<std::size_t>(t)];
        w.run(control, [&, t] {
            done[static_cast<std::size_t>(t)].store(w.simulations(), std::memory_order_relaxed);
            if (poll)
                poll();
        });
        done[static_cast<std::size_t>(t)].store(w.simulations(), std::memory_order_relaxed);
    };
    auto lastReport = start;
    auto report = [&] {
        // The tree as it stands, with every thread's playouts so far.
        const auto now = std::chrono::steady_clock::now();
        if (!progress || now - lastReport < std::chrono::milliseconds(250))
            return;
        lastReport = now;
        SearchInfo p;
        std::unique_lock<std::mutex> guard;
        if (shared)
            guard = std::unique_lock<std::mutex>(*shared);
        const auto pv = principalVariation(*m_tree, 8);
        if (pv.empty())
            return;
        p.best = toGameMove(root.board, pv.front());
        for (int m : pv)
            p.pv.push_back(toGameMove(root.board, m)); // moves as points: the view shows text
        const int child = m_tree->child(MctsTree::kRoot, pv.front());
        p.score = m_tree->node(child).winRate();
        if (guard)
            guard.unlock();
        p.depth = static_cast<int>(pv.size());
        for (const auto &d : done)
            p.playouts += d.load(std::memory_order_relaxed);
        p.nodes = p.playouts;
        p.elapsedMs = static_cast<int>(
            std::chrono::duration_cast<std::chrono::milliseconds>(now - start).count());
        progress(p);
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work, t, std::function<void()>{});
    work(0, report);
    for (auto &h : helpers)
        h.join();

    SearchInfo info;
    for (const auto &w : workers) {
        info.playouts += w->simulations();
        info.nodes += w->movesPlayed();
    }
    info.stopped = stop.load(std::memory_order_relaxed);
    std::vector<RootMove> moves = rootMoves(*m_tree);
    const GoBoard &b = root.board;
    m_rootStats.clear();
    for (const RootMove &m : moves) {
        m_rootStats.push_back(
            {toGameMove(b, m.move), m.visits, m.visits > 0 ? m.wins / m.visits : 0.5});
    }
    std::stable_sort(m_rootStats.begin(), m_rootStats.end(),
        [](const RootMoveStats &x, const RootMoveStats &y) { return x.visits > y.visits; });
    if (moves.empty())
        return moveInfo(b, root.config.rootMoves.front(), 0.5);
    auto best = std::max_element(moves.begin(), moves.end(),
        [](const RootMove &x, const RootMove &y) { return x.visits < y.visits; });
    if (limits.randomness > 0) {
        // Weaker levels: a move drawn in proportion to visits^(1 / temperature).
        Rng rng(limits.seed ^ 0x5DEECE66Dull ^ b.stonesHash());
        double total = 0;
        std::vector<double> weight;
        for (const RootMove &m : moves) {
            weight.push_back(std::pow(m.visits, 1.0 / limits.randomness));
            total += weight.back();
        }
        double x = rng.unit() * total;
        for (std::size_t i = 0; i < moves.size() && total > 0; ++i) {
            x -= weight[i];
            if (x <= 0) {
                best = moves.begin() + static_cast<std::ptrdiff_t>(i);
                break;
            }
        }
    }
    info.best = toGameMove(b, best->move);
    info.score = best->visits > 0 ? best->wins / best->visits : 0.5;
    const auto pv = principalVariation(*m_tree, 12);
    info.pv = {info.best};
    if (!pv.empty() && pv.front() == best->move) {
        for (std::size_t i = 1; i < pv.size(); ++i)
            info.pv.push_back(toGameMove(b, pv[i]));
    }
    info.depth = static_cast<int>(info.pv.size());
    // Never in the opening: a quarter of the board must have been played (or set up).
    const int points = b.size() * b.size();
    const int played = std::max(
        root.plies, b.stoneCount(qiju::go::Stone::Black) + b.stoneCount(qiju::go::Stone::White));
    if (limits.resignBelow > 0 && played >= points / 4 && info.playouts >= kResignMinPlayouts
        && info.score < limits.resignBelow)
        info.resign = true;
    return info;
}

} // namespace qiju::ai::go
