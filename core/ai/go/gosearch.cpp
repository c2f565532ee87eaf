#include "gosearch.h"

#include <algorithm>
#include <cmath>

#include "gocandidates.h"

#include "games/go/goscore.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::kNoPoint;

namespace {

// A leaf is expanded once it has been visited this often (fewer, larger trees otherwise).
constexpr float kExpandVisits = 3;
// RAVE: the AMAF estimate weighs as much as the real one after about this many visits.
constexpr double kRaveEquivalence = 2500;

} // namespace

MctsWorker::MctsWorker(MctsTree &tree, const GoBoard &root, const MctsConfig &config,
    std::uint64_t seed, std::mutex *shared)
    : m_tree(tree)
    , m_root(root)
    , m_config(config)
    , m_rng(seed)
    , m_rootMover(qiju::go::stoneOf(root.toMove()))
    , m_shared(shared)
{
    prepareRoot();
}

void MctsWorker::prepareRoot()
{
    const auto allowed = [this](int move) {
        return std::find(m_config.rootMoves.begin(), m_config.rootMoves.end(), move)
            != m_config.rootMoves.end();
    };
    MctsNode &root = m_tree.node(MctsTree::kRoot);
    if (root.expanded()) {
        for (int i = 0; i < root.childCount; ++i) {
            MctsNode &c = m_tree.node(root.firstChild + i);
            c.pruned = !allowed(c.move);
        }
        return;
    }
    computeChildren(m_root, m_config.rootLast, m_config.rootPrev);
    std::erase_if(m_children, [&](const MctsChild &c) { return !allowed(c.move); });
    m_tree.expand(MctsTree::kRoot, m_children);
}

void MctsWorker::sortByPrior()
{
    // Highest prior first, the order progressive widening opens them in; ties keep the board
    // order so the search stays deterministic.
    if (m_config.widenMin > 0 && m_config.model) {
        std::stable_sort(m_children.begin(), m_children.end(),
            [](const MctsChild &x, const MctsChild &y) { return x.prior > y.prior; });
    }
}

double MctsWorker::value(const MctsNode &c, const SelectionTerms &t)
{
    const double n = c.visits;
    const double an = c.amafVisits;
    if (n + an <= 0)
        return 10.0;
    const double beta = an / (an + n + n * an / kRaveEquivalence);
    const double q = n > 0 ? c.wins / n : 0.0;
    const double aq = an > 0 ? c.amafWins / an : 0.0;
    return (1 - beta) * q + beta * aq + t.explore * std::sqrt(t.logParent / (n + 1))
        + t.priorBias * c.prior * t.sqrtParent / (n + 1);
}

int MctsWorker::width(double visits, const MctsConfig &config)
{
    if (config.widenMin <= 0)
        return 1 << 30;
    return config.widenMin
        + static_cast<int>(std::log(1.0 + visits / config.widenScale) / std::log(config.widenGrowth));
}

int MctsWorker::select(int parent) const
{
    const MctsNode &p = m_tree.node(parent);
    const SelectionTerms terms{
        std::log(p.visits + 1.0), std::sqrt(p.visits + 1.0), m_config.explore, m_config.priorBias};
    int best = -1;
    double bestValue = -1e300;
    int open = width(p.visits, m_config);
    for (int i = 0; i < p.childCount && open > 0; ++i) {
        const MctsNode &c = m_tree.node(p.firstChild + i);
        if (c.pruned)
            continue;
        --open;
        const double v = value(c, terms);
        if (v > bestValue) {
            bestValue = v;
            best = p.firstChild + i;
        }
    }
    return best;
}

void MctsWorker::computeChildren(const GoBoard &b, int lastMove, int prevMove)
{
    if (m_config.nogo)
        nogoCandidates(b, &m_children);
    else
        goCandidates(b, lastMove, &m_children, m_config.model, prevMove);
    sortByPrior();
}

double MctsWorker::terminalResult(const GoBoard &b) { return goCountResult(b, m_config.rules); }

MctsWorker::Descent MctsWorker::descend(GoBoard &b, int *passes, int *lastMove)
{
    // With other workers on the tree, every node of the path counts its visit as the walk
    // passes it, a loss until the backup adds the result (a virtual loss), so that the others
    // spread over other lines meanwhile.
    const float virtualVisit = m_shared ? 1.0f : 0.0f;
    int node = MctsTree::kRoot;
    int prevMove = m_config.rootPrev;
    m_path.push_back(node);
    m_tree.node(node).visits += virtualVisit;
    for (;;) {
        if (!m_tree.node(node).expanded()) {
            if (m_tree.node(node).visits - virtualVisit < kExpandVisits)
                return Descent::Leaf;
            // The children are worked out outside the lock; another worker may expand the
            // node meanwhile, and then its children stand.
            unlock();
            computeChildren(b, *lastMove, prevMove);
            lock();
            if (!m_tree.node(node).expanded())
                m_tree.expand(node, m_children);
            if (!m_tree.node(node).expanded())
                return Descent::Leaf; // the pool is full: play out from here
        }
        const int c = select(node);
        if (c < 0)
            return Descent::NoMove; // NoGo: the mover has no legal point and loses
        const int move = m_tree.node(c).move;
        const Stone me = qiju::go::stoneOf(b.toMove());
        m_record.add(move, me);
        prevMove = *lastMove;
        if (move == kPassMove) {
            b.pass();
            ++*passes;
            *lastMove = kNoPoint;
        } else {
            b.play(move, me);
            *passes = 0;
            *lastMove = move;
        }
        m_path.push_back(c);
        m_tree.node(c).visits += virtualVisit;
        node = c;
        if (!m_config.nogo && *passes >= 2)
            return Descent::Terminal;
    }
}

void MctsWorker::simulate()
{
    GoBoard b = m_root;
    m_record.clear();
    m_path.clear();
    int passes = m_config.rootPasses;
    int lastMove = m_config.rootLast;
    lock();
    const Descent end = descend(b, &passes, &lastMove);
    unlock();
    double result;
    if (end == Descent::Terminal)
        result = terminalResult(b);
    else if (end == Descent::NoMove)
        result = b.toMove() == core::Side::Black ? 0.0 : 1.0;
    else if (m_config.nogo)
        result = nogoPlayout(b, m_rng, m_record);
    else
        result = goPlayout(b, passes, lastMove, m_config.count, m_rng, m_record, &m_replies);
    m_moves += m_record.length();
    ++m_simulations;
    lock();
    backup(result);
    unlock();
    if (!m_config.nogo)
        m_replies.learn(m_record, result);
}

void MctsWorker::backup(double blackResult)
{
    const Stone opp = qiju::go::other(m_rootMover);
    for (int d = static_cast<int>(m_path.size()) - 1; d >= 0; --d) {
        MctsNode &n = m_tree.node(m_path[static_cast<std::size_t>(d)]);
        const Stone mover = d % 2 == 0 ? m_rootMover : opp; // to move at depth d
        const double forMover = mover == Stone::Black ? blackResult : 1.0 - blackResult;
        if (!m_shared)
            n.visits += 1; // a shared tree counted it on the way down
        n.wins += static_cast<float>(1.0 - forMover); // n was reached by the other side's move
        if (!n.expanded())
            continue;
        for (int i = 0; i < n.childCount; ++i) {
            MctsNode &c = m_tree.node(n.firstChild + i);
            if (c.move == kPassMove)
                continue;
            const int first = m_record.firstIndex(c.move, mover);
            if (first >= d) {
                c.amafVisits += 1;
                c.amafWins += static_cast<float>(forMover);
            }
        }
    }
}

void MctsWorker::run(SearchControl &control, const std::function<void()> &poll)
{
    for (std::int64_t i = 1; !control.aborted(); ++i) {
        simulate();
        if (control.tick())
            break;
        if (i % 16 == 0) {
            if (poll)
                poll();
            if (control.check())
                break;
        }
    }
}

} // namespace qiju::ai::go
