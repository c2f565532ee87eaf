#include "gomokuengine.h"

#include <algorithm>
#include <cmath>

#include "gomokueval.h"

#include "ai/searchcontrol.h"
#include "common/zobrist.h"

namespace qiju::ai::gomoku {

using core::Move;
using core::Side;
using qiju::gomoku::GomokuGame;
using qiju::gomoku::OpeningStage;
using qiju::gomoku::pointOf;

namespace {

// What a request uses, derived from its depth limit (0 = unlimited, the strongest).
struct Plan
{
    int maxDepth = 64;
    bool defendThrees = true;
    int vcfDepth = 0; // 0 = no VCF search
    std::int64_t vcfNodes = 0;
    int vctDepth = 0; // 0 = no VCT search
    std::int64_t vctNodes = 0;
    bool vctFreeFours = false; // vctDepth counts threes only (see ThreatSolver)
    bool defendVcf = false;
    std::int64_t defendNodes = 0; // per candidate checked
    int rootWidth = 30;
    int nodeWidth = 16;
    int rankReduceFrom = 0; // see AlphaBeta::Options
};

Plan planFor(const SearchLimits &limits)
{
    Plan plan;
    const int depth = limits.maxDepth > 0 ? limits.maxDepth : 64;
    plan.maxDepth = depth;
    if (depth <= 1) {
        // Beginner: blocks fours, sees nothing deeper.
        plan.defendThrees = false;
        plan.rootWidth = 40;
        return plan;
    }
    if (depth <= 3) {
        plan.vcfDepth = 8;
        plan.vcfNodes = 4000;
        plan.defendVcf = true;
        plan.defendNodes = 500;
        plan.nodeWidth = 12;
        return plan;
    }
    if (depth <= 6) {
        plan.vcfDepth = 16;
        plan.vcfNodes = 30000;
        plan.vctDepth = 3;
        plan.vctNodes = 20000;
        plan.defendVcf = true;
        plan.defendNodes = 2000;
        plan.nodeWidth = 14;
        return plan;
    }
    plan.vcfDepth = 24;
    plan.vcfNodes = 200000;
    // Only threes count towards the VCT's depth: a win by three threes with any number of
    // fours around them (before: five attacker moves, fours included).
    plan.vctDepth = 3;
    plan.vctNodes = 150000;
    plan.vctFreeFours = true;
    plan.defendVcf = true;
    plan.defendNodes = 5000;
    // Sixteen children at inner nodes, the 11th to 16th a ply shallower where no threat is to
    // be answered: ten children kept out moves a deeper search needs (against Rapfi at a fixed
    // number of nodes, docs/ai/gomoku-fixed-nodes.md), sixteen at full depth cost too much.
    plan.nodeWidth = 16;
    plan.rankReduceFrom = 10;
    return plan;
}

SearchInfo answer(int point, double score, bool exact, const SearchBudget &budget)
{
    SearchInfo info;
    info.best = Move::place(pointOf(point));
    info.score = score;
    info.exact = exact;
    info.depth = 1;
    info.pv = {info.best};
    info.nodes = budget.nodes();
    info.elapsedMs = budget.elapsedMs();
    info.stopped = budget.aborted();
    return info;
}

// A uniform number in [0, 1) from the seed and a salt.
double unitNoise(std::uint64_t seed, std::uint64_t salt)
{
    std::uint64_t s = seed ^ (salt * 0xD1B54A32D192ED03ull);
    return static_cast<double>(core::splitMix64(s) >> 11) / static_cast<double>(1ull << 53);
}

} // namespace

void GomokuEngine::clear()
{
    m_search.clear();
    m_solver.clear();
}

SearchInfo GomokuEngine::search(const core::Game &game, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    const auto &g = static_cast<const GomokuGame &>(game);
    SearchInfo info;
    switch (g.openingStage()) {
    case OpeningStage::Placing:
    case OpeningStage::Balancing: info = balancedPlacement(g, limits); break;
    case OpeningStage::Choice:
    case OpeningStage::Choice2: info = colourChoice(g, limits, stop, progress); break;
    case OpeningStage::Done: info = searchPosition(g.position(), limits, stop, progress); break;
    }
    // Whatever happened, answer with a legal move.
    if (g.check(info.best) != core::MoveError::None) {
        const auto moves = g.legalMoves();
        if (!moves.empty())
            info.best = moves.front();
    }
    return info;
}

SearchInfo GomokuEngine::searchPosition(const GomokuPosition &position, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    GomokuPosition pos = position;
    SearchBudget budget(
        stop, limits.maxNodes, limits.timeMs > 0 ? searchDeadlineMs(limits.timeMs) : 0);
    return run(pos, limits, budget, progress);
}

SearchInfo GomokuEngine::run(GomokuPosition &pos, const SearchLimits &limits, SearchBudget &budget,
    const ProgressFn &progress)
{
    const qiju::gomoku::JournalScope journal(pos, m_journal);
    Plan plan = planFor(limits);
    // Against the clock the threat solver gets a share of the time, not all of it, and under a
    // node limit the same share of the nodes (it had up to all of them: at 40,000 nodes a move a
    // third went to VCT searches that found nothing, and the alpha-beta got what was left).
    const std::int64_t share = solverNodeShare(limits.timeMs, limits.maxNodes);
    if (share > 0) {
        plan.vcfNodes = std::min(plan.vcfNodes, share);
        plan.vctNodes = std::min(plan.vctNodes, share);
        plan.defendNodes
            = std::min<std::int64_t>(plan.defendNodes, std::max<std::int64_t>(300, share / 40));
    }
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);

    // The legal candidates (everything legal if no candidate is, e.g. Black hemmed by fouls).
    PointList cands;
    candidates(pos, cands);
    std::vector<int> legal;
    for (int i = 0; i < cands.size; ++i) {
        if (!pos.isFoul(cands[i], me))
            legal.push_back(cands[i]);
    }
    if (legal.empty()) {
        for (int p = 0; p < kPoints; ++p) {
            if (pos.isEmpty(p) && !pos.isFoul(p, me))
                legal.push_back(p);
        }
    }
    if (legal.empty())
        return SearchInfo{}; // no legal move: the game is over

    // 1. A five.
    PointList list;
    fivePoints(pos, me, list);
    if (!list.empty())
        return answer(list[0], kWinScore - 1, true, budget);

    AlphaBeta::Options options;
    options.maxDepth = plan.maxDepth;
    options.rootWidth = plan.rootWidth;
    options.nodeWidth = plan.nodeWidth;
    options.rankReduceFrom = plan.rankReduceFrom;
    options.noise = limits.randomness;
    options.seed = limits.seed;
    options.threads = limits.randomness > 0 ? 1 : std::max(limits.threads, 1);

    // 2. The opponent's four must be blocked.
    PointList oppFive;
    fivePoints(pos, opp, oppFive);
    if (!oppFive.empty()) {
        std::vector<int> blocks;
        for (int i = 0; i < oppFive.size; ++i) {
            if (!pos.isFoul(oppFive[i], me))
                blocks.push_back(oppFive[i]);
        }
        if (oppFive.size >= 2 || blocks.empty()) // lost: delay with any block
            return answer(
                blocks.empty() ? legal.front() : blocks.front(), -(kWinScore - 2), true, budget);
        options.noise = 0;
        trackEvaluation(pos);
        return m_search.run(pos, blocks, options, budget, progress, nullptr);
    }

    // 3. A forced win by fours, then by fours and threes.
    if (plan.vcfDepth > 0) {
        int m = m_solver.findVcf(pos, budget, plan.vcfDepth, plan.vcfNodes);
        if (m >= 0) {
            // The solver proves the first win it meets, often longer than need be (14 fours
            // where 9 do): deepen from one four until the shortest appears. Only winning
            // positions pay for it, and a search the budget cuts short keeps the first win.
            for (int depth = 1; depth < plan.vcfDepth && !budget.aborted(); ++depth) {
                const int shorter = m_solver.findVcf(pos, budget, depth, plan.vcfNodes);
                if (shorter >= 0) {
                    m = shorter;
                    break;
                }
            }
            return answer(m, kWinScore - 10, true, budget);
        }
    }
    if (plan.vctDepth > 0 && !budget.aborted()) {
        const int m
            = m_solver.findVct(pos, budget, plan.vctDepth, plan.vctNodes, plan.vctFreeFours);
        if (m >= 0)
            return answer(m, kWinScore - 20, true, budget);
    }

    // 4. Defence: answer an open three (or a forced win by fours) of the opponent, unless a
    // four of our own keeps the initiative.
    std::vector<int> roots = legal;
    if (plan.defendThrees) {
        PointList threats;
        flex4Points(pos, opp, threats);
        if (!threats.empty()) {
            PointList defences;
            defencesAgainst(pos, opp, threats, defences);
            PointList fours;
            fourMoves(pos, me, fours);
            std::vector<int> filtered;
            for (int p : roots) {
                if (defences.contains(p) || fours.contains(p))
                    filtered.push_back(p);
            }
            if (!filtered.empty())
                roots = std::move(filtered);
        }
    }
    if (plan.defendVcf && !budget.aborted()) {
        pos.setSideToMove(opp);
        const int threat = m_solver.findVcf(pos, budget, plan.vcfDepth, plan.vcfNodes);
        pos.setSideToMove(me);
        if (threat >= 0) {
            PointList fours;
            fourMoves(pos, me, fours);
            // Check the most plausible defences first; keep those after which the opponent
            // has no forced win by fours any more.
            std::sort(roots.begin(), roots.end(),
                [&](int a, int b) { return orderingScore(pos, a) > orderingScore(pos, b); });
            std::vector<int> filtered;
            for (std::size_t i = 0; i < roots.size() && i < 40 && !budget.aborted(); ++i) {
                const int p = roots[i];
                if (fours.contains(p)) {
                    filtered.push_back(p);
                    continue;
                }
                pos.play(p);
                const int again = m_solver.findVcf(pos, budget, plan.vcfDepth, plan.defendNodes);
                pos.undo(p);
                if (again < 0)
                    filtered.push_back(p);
            }
            if (!filtered.empty() && !budget.aborted())
                roots = std::move(filtered);
        }
    }

    // 5. Alpha-beta over what is left (the threat solver above does not evaluate: only the
    // search's position keeps the evaluation's sums).
    trackEvaluation(pos);
    return m_search.run(pos, roots, options, budget, progress, nullptr);
}

// Opening protocol: the first three stones (or Swap2's two extra ones) are placed so that
// neither colour is clearly better, since the opponent chooses a colour afterwards.
SearchInfo GomokuEngine::balancedPlacement(const GomokuGame &game, const SearchLimits &limits)
{
    std::atomic<bool> stop{false};
    SearchBudget budget(stop, 0, 0);
    GomokuPosition pos = game.position();
    const int centre = qiju::gomoku::kPoints / 2;
    if (pos.stoneCount() == 0)
        return answer(centre, 0, false, budget);
    const Side me = pos.sideToMove();
    int best = -1;
    double bestScore = 0;
    for (int p = 0; p < kPoints; ++p) {
        if (!pos.isEmpty(p) || pos.nearCount(p) == 0 || pos.isFoul(p, me))
            continue;
        pos.play(p);
        const int balance = std::abs(evaluate(pos));
        pos.undo(p);
        // Stay near the centre, and vary the choice with the seed.
        const int dx = p % qiju::gomoku::kSize - centre % qiju::gomoku::kSize;
        const int dy = p / qiju::gomoku::kSize - centre / qiju::gomoku::kSize;
        const double score = balance + 12.0 * std::max(std::abs(dx), std::abs(dy))
            + 12.0 * unitNoise(limits.seed, static_cast<std::uint64_t>(p));
        if (best < 0 || score < bestScore) {
            best = p;
            bestScore = score;
        }
    }
    if (best < 0)
        best = centre;
    return answer(best, 0, false, budget);
}

// The decider holds White: keep it (and play White's best move) unless White is worse; then
// take Black. Under Swap2 the second player, facing the first three stones, places two more
// (Move::balance()) when neither side is clearly better, and leaves the choice to the first
// player; Swap2BalanceMargin is that band in threat points.
SearchInfo GomokuEngine::colourChoice(const GomokuGame &game, const SearchLimits &limits,
    const std::atomic<bool> &stop, const ProgressFn &progress)
{
    constexpr double kSwapBelow = -20;
    SearchInfo info = searchPosition(game.position(), limits, stop, progress);
    const bool mayBalance = game.openingStage() == OpeningStage::Choice
        && game.rules().opening == qiju::gomoku::OpeningRule::Swap2;
    if (info.exact ? info.score < 0 : info.score < kSwapBelow) {
        info.best = Move::swap(); // White is worse (or lost): Black it is
        info.score = -info.score;
        info.pv = {info.best};
    } else if (mayBalance && !info.exact && std::abs(info.score) <= kSwap2BalanceMargin) {
        info.best = Move::balance();
        info.pv = {info.best};
    }
    return info;
}

} // namespace qiju::ai::gomoku
