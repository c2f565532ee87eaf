#include "ataxxsearch.h"

#include <algorithm>
#include <array>

namespace qiju::ai::ataxx {

using qiju::ataxx::Bitboard;
using qiju::ataxx::kAdjacent;
using qiju::ataxx::kMaxMoves;
using qiju::ataxx::reachable;

namespace {

constexpr int kTTMoveOrder = 1 << 30;
constexpr int kKillerOrder = 900; // between a clone with no capture and one capture
constexpr int kHistoryMax = 800;
// Lazy SMP: nodes at least kBusyDepth deep are marked busy while a thread is in them; nodes at
// least kDeferDepth deep search the children another thread is in after the others.
constexpr int kBusyDepth = 2;
constexpr int kDeferDepth = 3;

// Plies by which the i-th move (0 = first) at `depth` is searched shallower first; a move that
// then beats alpha is searched again at full depth. Every move after the second is reduced,
// captures too: the ordering puts the moves that matter first, and the depth this buys per
// second is worth more than the few good late moves found a ply or two later.
int lateMoveReduction(int i, int depth)
{
    if (depth < 3 || i < 2)
        return 0;
    if (i < 6)
        return 1;
    return i < 12 ? depth / 3 : depth / 2;
}

int finalScore(int mine, int theirs)
{
    const int margin = mine - theirs;
    if (margin > 0)
        return kWinScore + 100 * margin;
    if (margin < 0)
        return -kWinScore + 100 * margin;
    return 0;
}

} // namespace

AtaxxSearch::AtaxxSearch(
    AtaxxTT &tt, SearchControl &control, const AtaxxRules &rules, const EvalWeights &weights)
    : m_tt(tt)
    , m_control(control)
    , m_rules(rules)
    , m_weights(weights)
{ }

int AtaxxSearch::terminalScore(const AtaxxPosition &pos) const
{
    const Bitboard me = pos.player();
    const Bitboard opp = pos.opponent();
    const Bitboard empty = pos.empty();
    const int mine = core::popCount(me);
    const int theirs = core::popCount(opp);
    const bool myMoves = reachable(me, empty) != 0;
    const bool oppMoves = reachable(opp, empty) != 0;
    if (m_rules.endRule == AtaxxRules::EndRule::Botzone) {
        if (!myMoves || !oppMoves) {
            const int credit = myMoves != oppMoves ? core::popCount(empty) : 0;
            return myMoves ? finalScore(mine + credit, theirs) : finalScore(mine, theirs + credit);
        }
    } else {
        if (mine == 0 || theirs == 0 || (!myMoves && !oppMoves))
            return finalScore(mine, theirs);
    }
    if (m_rules.clockLimit > 0 && pos.halfmoves() >= m_rules.clockLimit)
        return 0;
    if (m_rules.turnCap > 0 && pos.plies() >= m_rules.turnCap)
        return finalScore(mine, theirs);
    return kInfinity;
}

int AtaxxSearch::staticScore(const AtaxxPosition &pos) const
{
    const int score = evaluate(pos.player(), pos.opponent(), pos.blocked(), m_weights);
    const int limit = m_rules.clockLimit;
    if (limit <= 0)
        return score;
    // terminalScore() has caught the clock at the limit: halfmoves() < limit here.
    const int left = limit - pos.halfmoves();
    return left >= kFadePlies ? score : score * left / kFadePlies;
}

std::uint64_t AtaxxSearch::ttKey(const AtaxxPosition &pos) const
{
    const int fromLimit = m_rules.clockLimit - pos.halfmoves();
    if (m_rules.clockLimit <= 0 || fromLimit > kClockZone)
        return pos.hash();
    return pos.hash() ^ (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(fromLimit + 1));
}

int AtaxxSearch::orderScore(const AtaxxPosition &pos, AtaxxMove m, AtaxxMove ttMove, int ply) const
{
    if (m == ttMove)
        return kTTMoveOrder;
    // Material the move gains, in thousandths of a piece of difference: a clone adds a piece,
    // each conversion swings two. A jump also leaves a hole next to the pieces it abandons.
    const int captures = core::popCount(kAdjacent[m.to] & pos.opponent());
    int s = 2000 * captures;
    if (m.isClone())
        s += 1000;
    else
        s -= 250 * core::popCount(kAdjacent[m.from] & pos.player());
    if (ply < kMaxPly && (m == m_killers[ply][0] || m == m_killers[ply][1]))
        s += kKillerOrder;
    return s + historyOf(pos, m);
}

std::vector<RootMove> AtaxxSearch::orderedRootMoves(
    const AtaxxPosition &pos, const std::vector<AtaxxMove> &moves) const
{
    std::vector<std::pair<int, AtaxxMove>> scored;
    for (AtaxxMove m : moves)
        scored.emplace_back(orderScore(pos, m, AtaxxMove::none(), kMaxPly), m);
    std::stable_sort(scored.begin(), scored.end(),
        [](const auto &a, const auto &b) { return a.first > b.first; });
    std::vector<RootMove> out;
    for (const auto &[s, m] : scored)
        out.push_back({m, -kInfinity});
    return out;
}

int AtaxxSearch::searchRoot(const AtaxxPosition &pos, std::vector<RootMove> &rootMoves, int depth,
    int alpha, int beta, bool exactScores)
{
    const int alphaOrig = exactScores ? -kInfinity : alpha;
    int best = -kInfinity;
    // Searches rootMoves[i]; true when the iteration is over (abort or cutoff).
    auto searchMove = [&](std::size_t i, const AtaxxPosition &child) {
        int score;
        if (exactScores) {
            score = -negamax(child, depth - 1, -kInfinity, kInfinity, 1);
        } else if (i == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, 1);
        } else {
            score = -negamax(child, depth - 1, -alpha - 1, -alpha, 1);
            if (score > alpha && score < beta && !m_control.aborted())
                score = -negamax(child, depth - 1, -beta, -alpha, 1);
        }
        if (m_control.aborted())
            return true;
        rootMoves[i].score = score;
        if (score > best) {
            best = score;
            // A new best that beats alpha goes to the front; the others keep their order. Below
            // alpha the scores are upper bounds (an aspiration window failing low): they do not
            // order the moves, so the first move stays in front, and an iteration cut short by
            // the clock before its re-search leaves the previous best there.
            if (!exactScores && score > alpha) {
                std::rotate(rootMoves.begin(), rootMoves.begin() + static_cast<long>(i),
                    rootMoves.begin() + static_cast<long>(i) + 1);
                alpha = score;
                if (alpha >= beta)
                    return true;
            }
        }
        return false;
    };
    const bool defer = m_busy && !exactScores;
    std::vector<AtaxxMove> deferred; // moves another thread was in, searched last
    bool over = false;
    for (std::size_t i = 0; i < rootMoves.size() && !over; ++i) {
        AtaxxPosition child = pos;
        child.play(rootMoves[i].move);
        if (defer && i > 0 && m_busy->busy(ttKey(child)))
            deferred.push_back(rootMoves[i].move);
        else
            over = searchMove(i, child);
    }
    for (std::size_t k = 0; k < deferred.size() && !over; ++k) {
        // A new best moved to the front since: find the move again.
        std::size_t i = 0;
        while (rootMoves[i].move != deferred[k])
            ++i;
        AtaxxPosition child = pos;
        child.play(deferred[k]);
        over = searchMove(i, child);
    }
    if (exactScores && !m_control.aborted()) {
        std::stable_sort(rootMoves.begin(), rootMoves.end(),
            [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
    }
    if (!m_control.aborted() && !rootMoves.empty() && best > alphaOrig) {
        m_tt.store(ttKey(pos), depth, best >= beta ? TTBound::Lower : TTBound::Exact, best,
            rootMoves.front().move.code());
    }
    return best;
}

int AtaxxSearch::negamax(const AtaxxPosition &pos, int depth, int alpha, int beta, int ply)
{
    if (m_control.tick())
        return 0;
    const int terminal = terminalScore(pos);
    if (terminal != kInfinity)
        return terminal;
    if (!pos.hasMoves()) {
        // UAI: a forced pass (the opponent can move, or the game would be over).
        AtaxxPosition next = pos;
        next.pass();
        return -negamax(next, depth, -beta, -alpha, ply + 1);
    }
    if (depth <= 0 || ply >= kMaxPly - 1)
        return staticScore(pos);

    const bool pvNode = beta - alpha > 1;
    const std::uint64_t key = ttKey(pos);
    AtaxxMove ttMove = AtaxxMove::none();
    if (const auto e = m_tt.probe(key)) {
        ttMove = AtaxxMove::fromCode(e->move);
        if (!pvNode && e->depth >= depth) {
            if (e->bound == TTBound::Exact || (e->bound == TTBound::Lower && e->score >= beta)
                || (e->bound == TTBound::Upper && e->score <= alpha))
                return e->score;
        }
    }

    std::array<AtaxxMove, kMaxMoves> moves;
    std::array<int, kMaxMoves> order;
    const int n = pos.generateMoves(moves.data());
    for (int i = 0; i < n; ++i)
        order[static_cast<std::size_t>(i)]
            = orderScore(pos, moves[static_cast<std::size_t>(i)], ttMove, ply);

    const BusyMark mark(depth >= kBusyDepth ? m_busy : nullptr, key);
    const bool defer = m_busy && depth >= kDeferDepth;
    std::array<int, kMaxMoves> deferred; // indices into moves another thread was in
    int deferredCount = 0;
    const int alphaOrig = alpha;
    int best = -kInfinity;
    AtaxxMove bestMove = moves[0];
    for (int k = 0; k < n + deferredCount; ++k) {
        int i = k;
        if (k < n) {
            // Selection sort step: the best remaining move to position i.
            std::size_t pick = static_cast<std::size_t>(i);
            for (std::size_t j = pick + 1; j < static_cast<std::size_t>(n); ++j) {
                if (order[j] > order[pick])
                    pick = j;
            }
            std::swap(moves[static_cast<std::size_t>(i)], moves[pick]);
            std::swap(order[static_cast<std::size_t>(i)], order[pick]);
        } else {
            i = deferred[static_cast<std::size_t>(k - n)];
        }
        const AtaxxMove m = moves[static_cast<std::size_t>(i)];
        const int moveOrder = order[static_cast<std::size_t>(i)];

        AtaxxPosition child = pos;
        child.play(m);
        if (defer && k > 0 && k < n && m_busy->busy(ttKey(child))) {
            deferred[static_cast<std::size_t>(deferredCount++)] = i; // later
            continue;
        }
        int score;
        if (i == 0) {
            score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        } else {
            const int reduction = lateMoveReduction(i, depth);
            score = -negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && reduction > 0 && !m_control.aborted())
                score = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && score < beta && !m_control.aborted())
                score = -negamax(child, depth - 1, -beta, -alpha, ply + 1);
        }
        if (m_control.aborted())
            return 0;
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    if (moveOrder < 2000 && ply < kMaxPly && m != m_killers[ply][0]) {
                        m_killers[ply][1] = m_killers[ply][0];
                        m_killers[ply][0] = m;
                    }
                    int &h = history(pos, m);
                    h = std::min(kHistoryMax, h + depth * depth);
                    if (h >= kHistoryMax) {
                        for (auto &side : m_history)
                            for (auto &row : side)
                                for (int &v : row)
                                    v /= 2;
                    }
                    break;
                }
            }
        }
    }
    const TTBound bound = best >= beta ? TTBound::Lower
        : best > alphaOrig             ? TTBound::Exact
                                       : TTBound::Upper;
    m_tt.store(key, depth, bound, best, bestMove.code());
    return best;
}

std::vector<AtaxxMove> AtaxxSearch::principalVariation(
    AtaxxPosition pos, AtaxxMove first, int maxLength) const
{
    std::vector<AtaxxMove> pv;
    AtaxxMove m = first;
    for (int i = 0; i < maxLength; ++i) {
        if (terminalScore(pos) != kInfinity)
            break;
        if (!pos.hasMoves()) {
            pv.push_back(AtaxxMove::pass());
            pos.pass();
            m = AtaxxMove::none();
        }
        if (m.isNone()) {
            const auto e = m_tt.probe(ttKey(pos));
            if (!e)
                break;
            m = AtaxxMove::fromCode(e->move);
        }
        if (!pos.isLegal(m))
            break;
        pv.push_back(m);
        pos.play(m);
        m = AtaxxMove::none();
    }
    return pv;
}

} // namespace qiju::ai::ataxx
