#include "othellosearch.h"

#include <algorithm>
#include <cmath>

#include "othelloeval.h"
#include "othellokernel.h"
#include "othelloprobcut.h"
#include "othellosolver.h"

#include "ai/lazysmp.h"
#include "ai/searchcontrol.h"
#include "ai/transpositiontable.h"

namespace qiju::ai::othello {

namespace {

using core::bit;
using core::lowestBit;
using core::popCount;
using qiju::othello::legalMoves;

constexpr int kNoMove = 0xFF;
// Lazy SMP: nodes at least kBusyDepth deep (those the table keeps) are marked busy while a
// thread is in them; nodes at least kDeferDepth deep defer the children another thread is in.
constexpr int kBusyDepth = 2;
constexpr int kDeferDepth = 3;

struct OrderedMove
{
    int sq;
    int key; // lower is tried first
    Bitboard flipped;
};

// Static square values, used where evaluating every child costs more than it saves.
constexpr int kSquareOrder[64] = {
    -20,
    10,
    2,
    4,
    4,
    2,
    10,
    -20, //
    10,
    30,
    6,
    8,
    8,
    6,
    30,
    10, //
    2,
    6,
    0,
    2,
    2,
    0,
    6,
    2, //
    4,
    8,
    2,
    5,
    5,
    2,
    8,
    4, //
    4,
    8,
    2,
    5,
    5,
    2,
    8,
    4, //
    2,
    6,
    0,
    2,
    2,
    0,
    6,
    2, //
    10,
    30,
    6,
    8,
    8,
    6,
    30,
    10, //
    -20,
    10,
    2,
    4,
    4,
    2,
    10,
    -20,
};

void sortMoves(OrderedMove *moves, int count)
{
    for (int i = 1; i < count; ++i) {
        const OrderedMove m = moves[i];
        int j = i - 1;
        while (j >= 0 && moves[j].key > m.key) {
            moves[j + 1] = moves[j];
            --j;
        }
        moves[j + 1] = m;
    }
}

int floorDiv(int a, int b)
{
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

int ceilDiv(int a, int b)
{
    return -floorDiv(-a, b);
}

} // namespace

std::vector<RootMove> OthelloSearch::orderedRootMoves(Bitboard player, Bitboard opponent)
{
    std::vector<std::pair<int, int>> keyed;
    for (Bitboard m = legalMoves(player, opponent); m; m &= m - 1) {
        const int sq = lowestBit(m);
        const Bitboard f = fastFlips(player, opponent, sq);
        keyed.emplace_back(evaluate(opponent ^ f, player ^ (f | bit(sq))), sq);
    }
    std::stable_sort(keyed.begin(), keyed.end());
    std::vector<RootMove> out;
    for (const auto &[key, sq] : keyed)
        out.push_back({sq, -kInfinity});
    return out;
}

int OthelloSearch::searchRoot(Bitboard player, Bitboard opponent, std::vector<RootMove> &moves,
    int depth, int alpha, int beta, bool allMoves)
{
    int best = -kInfinity;
    std::size_t bestIndex = 0;
    const bool defer = m_busy && !allMoves;
    std::vector<std::size_t> visit(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        visit[i] = i;
    for (std::size_t k = 0; k < visit.size(); ++k) {
        const std::size_t i = visit[k];
        const int sq = moves[i].sq;
        const Bitboard f = fastFlips(player, opponent, sq);
        const Bitboard np = opponent ^ f;
        const Bitboard no = player ^ (f | bit(sq));
        if (defer && k > 0 && k < moves.size() && m_busy->busy(positionKey(np, no))) {
            visit.push_back(i); // another thread is in it: later
            continue;
        }
        int v;
        if (allMoves) {
            v = -pvs(np, no, depth - 1, -kInfinity, kInfinity, false);
        } else if (k == 0) {
            v = -pvs(np, no, depth - 1, -beta, -alpha, false);
        } else {
            v = -pvs(np, no, depth - 1, -alpha - 1, -alpha, false);
            if (v > alpha && v < beta && !m_control.aborted())
                v = -pvs(np, no, depth - 1, -beta, -alpha, false);
        }
        if (m_control.aborted())
            break;
        moves[i].score = v;
        if (v > best) {
            best = v;
            bestIndex = i;
            if (!allMoves && v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    if (bestIndex > 0)
        std::rotate(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(bestIndex),
            moves.begin() + static_cast<std::ptrdiff_t>(bestIndex) + 1);
    return best;
}

int OthelloSearch::pvs(
    Bitboard player, Bitboard opponent, int depth, int alpha, int beta, bool passed)
{
    if (m_control.tick())
        return 0;
    if (depth <= 0) {
        // A full board is the end of the game, not a position to estimate (a search one ply
        // deep from the last empty square reaches it; its result is then claimed exact).
        if (!~(player | opponent))
            return finalDiscDiff(player, opponent) * kDiscScale;
        return evaluate(player, opponent);
    }
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed)
            return finalDiscDiff(player, opponent) * kDiscScale;
        return -pvs(opponent, player, depth, -beta, -alpha, true);
    }
    const int empties = 64 - popCount(player | opponent);
    if (empties <= depth && empties <= kSolveEmpties) {
        const int v = m_solver.solve(
            player, opponent, floorDiv(alpha, kDiscScale), ceilDiv(beta, kDiscScale));
        return v * kDiscScale;
    }
    if (depth == 1) {
        int best = -kInfinity;
        for (Bitboard m = moves; m; m &= m - 1) {
            const int sq = lowestBit(m);
            const Bitboard f = fastFlips(player, opponent, sq);
            const int v = -evaluate(opponent ^ f, player ^ (f | bit(sq)));
            best = std::max(best, v);
            if (m_control.tick()) // the evaluated children count as nodes
                return 0;
        }
        return best;
    }

    const std::uint64_t key = positionKey(player, opponent);
    int hint = -1;
    if (const auto e = m_tt.probe(key)) {
        if (e->move != kNoMove && (moves & bit(e->move)))
            hint = e->move;
        if (e->depth >= depth) {
            const int s = e->score;
            if (e->bound == Bound::Exact)
                return s;
            if (e->bound == Bound::Lower && s >= beta)
                return s;
            if (e->bound == Bound::Upper && s <= alpha)
                return s;
        }
    }

    if (m_probCut && beta - alpha == 1 && depth >= kProbCutMinDepth && depth < empties) {
        int cut = 0;
        if (probCut(player, opponent, depth, empties, beta, passed, &cut))
            return m_control.aborted() ? 0 : cut;
        if (m_control.aborted())
            return 0;
    }

    OrderedMove list[32];
    int n = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = lowestBit(m);
        const Bitboard f = fastFlips(player, opponent, sq);
        int k;
        if (sq == hint)
            k = -2 * kInfinity;
        else if (depth >= 3)
            k = evaluate(opponent ^ f, player ^ (f | bit(sq)));
        else
            k = -kSquareOrder[sq] * 10 + 40 * mobilityCount(opponent ^ f, player ^ (f | bit(sq)));
        list[n++] = {sq, k, f};
    }
    sortMoves(list, n);

    const bool defer = m_busy && depth >= kDeferDepth;
    const BusyMark mark(depth >= kBusyDepth ? m_busy : nullptr, key);
    int visit[64]; // indices into list in search order; deferred moves come again at the end
    for (int i = 0; i < n; ++i)
        visit[i] = i;
    int visits = n;
    const int alphaIn = alpha;
    int best = -kInfinity;
    int bestSq = list[0].sq;
    for (int k = 0; k < visits; ++k) {
        const OrderedMove &m = list[visit[k]];
        const Bitboard np = opponent ^ m.flipped;
        const Bitboard no = player ^ (m.flipped | bit(m.sq));
        if (defer && k > 0 && k < n && m_busy->busy(positionKey(np, no))) {
            visit[visits++] = visit[k]; // another thread is in it: later
            continue;
        }
        int v;
        if (k == 0) {
            v = -pvs(np, no, depth - 1, -beta, -alpha, false);
        } else {
            v = -pvs(np, no, depth - 1, -alpha - 1, -alpha, false);
            if (v > alpha && v < beta && !m_control.aborted())
                v = -pvs(np, no, depth - 1, -beta, -alpha, false);
        }
        if (m_control.aborted())
            return 0;
        if (v > best) {
            best = v;
            bestSq = m.sq;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    const Bound bound = best <= alphaIn ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
    m_tt.store(key, depth, bound, best, bestSq);
    return best;
}

bool OthelloSearch::probCut(Bitboard player, Bitboard opponent, int depth, int empties, int beta,
    bool passed, int *score)
{
    const ProbCutModel &m = probCutModel(depth, empties);
    if (m.a <= 0.5 || m.sigma <= 0)
        return false; // no usable model
    const int shallow = probCutShallowDepth(depth);
    const double margin = kProbCutT * m.sigma;
    // The deep value is predicted >= beta when a*v' + b - margin >= beta.
    const int high = static_cast<int>(std::ceil((beta + margin - m.b) / m.a));
    if (high < kInfinity && pvs(player, opponent, shallow, high - 1, high, passed) >= high) {
        *score = beta;
        return true;
    }
    // ... and <= alpha when a*v' + b + margin <= alpha.
    const int alpha = beta - 1;
    const int low = static_cast<int>(std::floor((alpha - margin - m.b) / m.a));
    if (low > -kInfinity && !m_control.aborted()
        && pvs(player, opponent, shallow, low, low + 1, passed) <= low) {
        *score = alpha;
        return true;
    }
    return false;
}

} // namespace qiju::ai::othello
