#include "gomokusearch.h"

#include <algorithm>

#include "gomokueval.h"

#include "common/zobrist.h"

namespace qiju::ai::gomoku {

using core::Side;

namespace {

constexpr std::size_t kTableEntries = std::size_t{1} << 19; // 8 MB
constexpr int kMaxPly = 120;

enum Bound : std::uint8_t { kUpper = 1, kLower = 2, kExact = 3 };

// Win scores are stored relative to the node, so they stay right at another ply.
int toTable(int score, int ply)
{
    if (score > kWinThreshold)
        return score + ply;
    if (score < -kWinThreshold)
        return score - ply;
    return score;
}

int fromTable(int score, int ply)
{
    if (score > kWinThreshold)
        return score - ply;
    if (score < -kWinThreshold)
        return score + ply;
    return score;
}

// Level noise for one root point, a fixed function of the seed: uniform in [-1, 1].
double noiseOf(std::uint64_t seed, int point)
{
    std::uint64_t s = seed ^ (static_cast<std::uint64_t>(point) * 0x9E3779B97F4A7C15ull);
    const std::uint64_t r = core::splitMix64(s);
    return static_cast<double>(r >> 11) / static_cast<double>(1ull << 53) * 2.0 - 1.0;
}

} // namespace

AlphaBeta::AlphaBeta()
    : m_table(kTableEntries)
{
    clear();
}

void AlphaBeta::clear()
{
    m_table.clear();
    for (auto &h : m_history)
        h.fill(0);
    for (auto &k : m_killers)
        k.fill(-1);
    m_age = 0;
}

const AlphaBeta::Entry *AlphaBeta::probeEntry() const
{
    const std::uint64_t key = m_pos->hash();
    const Entry &e = m_table[key & (kTableEntries - 1)];
    return e.key == key ? &e : nullptr;
}

void AlphaBeta::storeEntry(int depth, int score, int bound, int move, int ply)
{
    const std::uint64_t key = m_pos->hash();
    Entry &e = m_table[key & (kTableEntries - 1)];
    if (e.key != key && e.age == m_age && e.depth > depth)
        return; // keep a deeper entry of this search
    e.key = key;
    e.score = static_cast<std::int16_t>(toTable(score, ply));
    e.move = static_cast<std::int16_t>(move);
    e.depth = static_cast<std::int8_t>(std::clamp(depth, 0, 127));
    e.bound = static_cast<std::uint8_t>(bound);
    e.age = m_age;
}

SearchInfo AlphaBeta::run(GomokuPosition &pos, const std::vector<int> &rootMoves,
    const Options &options, SearchBudget &budget, const ProgressFn &progress, std::vector<int> *pv)
{
    m_pos = &pos;
    m_budget = &budget;
    m_options = options;
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
    for (int depth = 1; depth <= options.maxDepth; ++depth) {
        m_selDepth = 0;
        int alpha = -kInfinity;
        const int beta = kInfinity;
        int iterationBest = -1;
        int iterationScore = -kInfinity;
        bool complete = true;
        for (std::size_t i = 0; i < roots.size(); ++i) {
            const int m = roots[i].point;
            pos.play(m);
            int score;
            if (noisy || i == 0) {
                score = -search(depth - 1, -beta, noisy ? kInfinity : -alpha, 1, true);
            } else {
                score = -search(depth - 1, -alpha - 1, -alpha, 1, false);
                if (score > alpha && !budget.aborted())
                    score = -search(depth - 1, -beta, -alpha, 1, true);
            }
            pos.undo(m);
            if (budget.aborted()) {
                complete = false;
                break;
            }
            if (noisy && std::abs(score) < kWinThreshold)
                score += static_cast<int>(options.noise * noiseOf(options.seed, m));
            const bool improved = score > alpha;
            // A null-window fail is only a bound: order it behind the best.
            roots[i].score = (noisy || i == 0 || improved) ? score : -kInfinity + 1;
            if (score > iterationScore) {
                iterationScore = score;
                iterationBest = m;
            }
            if (improved)
                alpha = score;
        }
        if (!complete) {
            // A move that beat the previous best before the budget ran out was fully searched.
            if (iterationBest >= 0 && iterationBest != bestPoint && iterationScore > info.score
                && !noisy) {
                bestPoint = iterationBest;
                info.best = core::Move::place(qiju::gomoku::pointOf(bestPoint));
                info.score = iterationScore;
            }
            info.stopped = true;
            break;
        }
        bestPoint = iterationBest;
        info.best = core::Move::place(qiju::gomoku::pointOf(bestPoint));
        info.score = iterationScore;
        info.depth = depth;
        info.exact = std::abs(iterationScore) > kWinThreshold;
        std::stable_sort(roots.begin(), roots.end(),
            [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
        // The principal variation from the table.
        info.pv.clear();
        if (pv)
            pv->clear();
        {
            std::vector<int> line{bestPoint};
            pos.play(bestPoint);
            for (int k = 0; k < 16; ++k) {
                const Entry *e = probeEntry();
                if (!e || e->move < 0 || !pos.isEmpty(e->move))
                    break;
                line.push_back(e->move);
                pos.play(e->move);
            }
            for (auto it = line.rbegin(); it != line.rend(); ++it)
                pos.undo(*it);
            for (int p : line)
                info.pv.push_back(core::Move::place(qiju::gomoku::pointOf(p)));
            if (pv)
                *pv = line;
        }
        info.nodes = budget.nodes();
        info.elapsedMs = budget.elapsedMs();
        if (progress)
            progress(info);
        if (info.exact || roots.size() == 1)
            break;
        // The next depth costs several times this one: do not start what cannot finish.
        if (budget.hasDeadline() && budget.elapsedMs() * 2 > budget.remainingMs())
            break;
    }
    info.nodes = budget.nodes();
    info.elapsedMs = budget.elapsedMs();
    m_pos = nullptr;
    return info;
}

int AlphaBeta::leafScore(int ply)
{
    GomokuPosition &pos = *m_pos;
    const Side me = pos.sideToMove();
    PointList list;
    flex4Points(pos, me, list);
    if (!list.empty()) {
        // An open four next: only counter-fours can delay it.
        fourMoves(pos, core::opposite(me), list);
        if (list.empty())
            return kWinScore - ply - 3;
        return std::min(evaluate(pos) + 1500, kEvalLimit - 1);
    }
    return evaluate(pos);
}

void AlphaBeta::generate(PointList &moves, int ttMove, int ply, int width)
{
    GomokuPosition &pos = *m_pos;
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);
    moves.clear();

    PointList threats;
    flex4Points(pos, opp, threats);
    if (!threats.empty()) {
        // The opponent threatens a straight four: defend, or counter with a four.
        defencesAgainst(pos, opp, threats, moves);
        PointList fours;
        fourMoves(pos, me, fours);
        for (int i = 0; i < fours.size; ++i) {
            if (!moves.contains(fours[i]))
                moves.push(fours[i]);
        }
        width = kPoints; // every defence counts
    }
    if (moves.empty()) {
        PointList all;
        candidates(pos, all);
        for (int i = 0; i < all.size; ++i) {
            if (!pos.isFoul(all[i], me))
                moves.push(all[i]);
        }
    }
    std::array<int, kPoints> score{};
    const auto &killers = m_killers[static_cast<std::size_t>(std::min(ply, 127))];
    const auto &history = m_history[static_cast<std::size_t>(core::index(me))];
    for (int i = 0; i < moves.size; ++i) {
        const int p = moves[i];
        int s = orderingScore(pos, p) + std::min(history[static_cast<std::size_t>(p)], 400);
        if (p == ttMove)
            s += 1 << 24;
        else if (p == killers[0] || p == killers[1])
            s += 300;
        score[static_cast<std::size_t>(p)] = s;
    }
    // Best first; ties by point index, so the order never depends on the sort's internals.
    std::sort(moves.points.begin(), moves.points.begin() + moves.size,
        [&](std::int16_t a, std::int16_t b) {
            const int sa = score[static_cast<std::size_t>(a)];
            const int sb = score[static_cast<std::size_t>(b)];
            return sa != sb ? sa > sb : a < b;
        });
    moves.size = std::min(moves.size, width);
}

int AlphaBeta::search(int depth, int alpha, int beta, int ply, bool pvNode)
{
    if (m_budget->tick())
        return 0;
    m_selDepth = std::max(m_selDepth, ply);
    GomokuPosition &pos = *m_pos;
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);

    PointList list;
    fivePoints(pos, me, list);
    if (!list.empty())
        return kWinScore - ply - 1;
    PointList oppFive;
    fivePoints(pos, opp, oppFive);
    if (oppFive.size >= 2 || (oppFive.size == 1 && pos.isFoul(oppFive[0], me)))
        return -(kWinScore - ply - 2);
    if (pos.isFull())
        return 0;
    // Mate-distance bounds.
    alpha = std::max(alpha, -(kWinScore - ply - 2));
    beta = std::min(beta, kWinScore - ply - 1);
    if (alpha >= beta)
        return alpha;
    if (ply >= kMaxPly)
        return evaluate(pos);
    const bool forced = oppFive.size == 1;
    if (depth <= 0 && !forced)
        return leafScore(ply);

    const Entry *entry = probeEntry();
    int ttMove = -1;
    if (entry) {
        ttMove = entry->move;
        if (!pvNode && entry->depth >= depth) {
            const int s = fromTable(entry->score, ply);
            if (entry->bound == kExact || (entry->bound == kLower && s >= beta)
                || (entry->bound == kUpper && s <= alpha))
                return s;
        }
    }

    PointList moves;
    if (forced)
        moves.push(oppFive[0]);
    else
        generate(moves, ttMove, ply, m_options.nodeWidth);
    if (moves.empty())
        return evaluate(pos); // Black with only fouls near the stones: let the eval judge
    // A forced block does not use up depth.
    const int newDepth = forced ? depth : depth - 1;

    int best = -kInfinity;
    int bestMove = moves[0];
    int bound = kUpper;
    for (int i = 0; i < moves.size; ++i) {
        const int m = moves[i];
        pos.play(m);
        int score;
        if (i == 0) {
            score = -search(newDepth, -beta, -alpha, ply + 1, pvNode);
        } else {
            score = -search(newDepth, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && score < beta && !m_budget->aborted())
                score = -search(newDepth, -beta, -alpha, ply + 1, true);
        }
        pos.undo(m);
        if (m_budget->aborted())
            return 0;
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                bound = kExact;
                if (alpha >= beta) {
                    bound = kLower;
                    if (!forced) {
                        auto &killers = m_killers[static_cast<std::size_t>(std::min(ply, 127))];
                        if (killers[0] != m) {
                            killers[1] = killers[0];
                            killers[0] = static_cast<std::int16_t>(m);
                        }
                        m_history[static_cast<std::size_t>(core::index(me))]
                                 [static_cast<std::size_t>(m)]
                            += depth * depth;
                    }
                    break;
                }
            }
        }
    }
    storeEntry(depth, best, bound, bestMove, ply);
    return best;
}

} // namespace qiju::ai::gomoku
