#include "gomokusearch.h"

#include <algorithm>
#include <cstdint>

#include "gomokueval.h"
#include "gomokusearchmoves.h"

#include "ai/lazysmp.h"

namespace qiju::ai::gomoku {

using core::Side;

namespace {

constexpr std::size_t kTableEntries = std::size_t{1} << 19; // 8 MB
constexpr int kMaxPly = 120;
// Lazy SMP: nodes at least kBusyDepth deep are marked busy while a thread is in them; nodes at
// least kDeferDepth deep search the children another thread is in after their other moves.
constexpr int kBusyDepth = 3;
constexpr int kDeferDepth = 4;
// Late move reductions: at nodes at least kLmrDepth deep with no threat to answer, quiet
// moves (MoveKind::Quiet) from the kLmrFirst-th on are searched lmrReduction() plies shallower
// with a null window, and again at full depth only when they beat alpha.
constexpr int kLmrFirst = 3;
constexpr int kLmrDepth = 3;
// Such a move whose fitted order score (orderScore()) is more than kOrderGap points below the
// first move's is reduced one ply more.
constexpr int kOrderGap = kOrderPointsPerLogit;
// A lone threat of the mover there (MoveKind::LoneThreat) is reduced too, by one ply. At a node
// answering an open three, an answer that neither takes one of the opponent's straight-four
// points nor makes a four-three or better for the mover (a farther defence, a lone four) is
// searched one ply shallower first from the kAnswerLmrFirst-th on, at depth kAnswerLmrDepth and
// more.
constexpr int kAnswerLmrFirst = 2;
constexpr int kAnswerLmrDepth = 2;
// Pruning near the leaves, at nodes up to kPruneDepth deep off the principal variation with no
// threat to answer and no proven score in the window. The margins are in evaluation points,
// from how far the value of such nodes and moves strays from the static evaluation (the 99th
// to 99.5th percentile of a quiet move's gain over it at depth 1, 2 and 3 in the bench's
// middle games: about 50, 120 and 180; a node's value fell below the evaluation minus about
// 100 at depth 1 and 200 at depth 2-3 in under 1 % of the nodes).
constexpr int kPruneDepth = 3;
// Reverse futility: the evaluation minus this margin is at least beta: return it.
constexpr std::array<int, kPruneDepth + 1> kReverseFutilityMargin = {0, 150, 250, 350};
// Futility: the evaluation plus this margin is at most alpha: skip the quiet moves.
constexpr std::array<int, kPruneDepth + 1> kFutilityMargin = {0, 80, 150, 220};
// Move-count pruning: only this many quiet moves after the first move are searched.
constexpr std::array<int, kPruneDepth + 1> kQuietMoves = {0, 3, 5, 7};

// Singular extension: at nodes at least kSingularDepth deep whose table move has a lower bound
// from a search at most kSingularTableDepth plies shallower, the other moves are searched at half
// the depth against that bound less kSingularMargin points a ply. If none reaches it, the table
// move is the only good one and is searched a ply deeper; if one does and the lowered bound is
// at least beta, the node is cut (multi-cut: two moves beat beta); if the lowered bound is below
// beta but the table move's bound is not, the table move is searched a ply shallower.
constexpr int kSingularDepth = 6;
constexpr int kSingularTableDepth = 3;
constexpr int kSingularMargin = 6;

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

} // namespace

AlphaBeta::AlphaBeta()
    : m_table(std::make_shared<ZeroedArray<Slot>>(kTableEntries))
{
    clear();
}

AlphaBeta::AlphaBeta(const AlphaBeta &owner, BusyTable &busy)
    : m_table(owner.m_table)
    , m_age(owner.m_age)
    , m_history(owner.m_history)
    , m_killers(owner.m_killers)
    , m_busy(&busy)
    , m_keepDeeper(true)
    , m_options(owner.m_options)
{ }

void AlphaBeta::clear()
{
    m_table->clear();
    for (auto &h : m_history)
        h.fill(0);
    for (auto &k : m_killers)
        k.fill(-1);
    m_age = 0;
}

bool AlphaBeta::probeEntry(Entry &entry) const
{
    const std::uint64_t key = m_pos->hash();
    Slot &slot = (*m_table)[key & (kTableEntries - 1)];
    const std::uint64_t data = std::atomic_ref(slot.data).load(std::memory_order_relaxed);
    const std::uint64_t check = std::atomic_ref(slot.check).load(std::memory_order_relaxed);
    if ((check ^ data) != key)
        return false;
    entry.key = key;
    entry.score = static_cast<std::int16_t>(static_cast<std::uint16_t>(data));
    entry.move = static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 16));
    entry.depth = static_cast<std::int8_t>(static_cast<std::uint8_t>(data >> 32));
    entry.bound = static_cast<std::uint8_t>(data >> 40);
    entry.age = static_cast<std::uint8_t>(data >> 48);
    return true;
}

void AlphaBeta::prefetchEntry(std::uint64_t key) const
{
    __builtin_prefetch(&(*m_table)[key & (kTableEntries - 1)]);
}

void AlphaBeta::storeEntry(int depth, int score, int bound, int move, int ply)
{
    const std::uint64_t key = m_pos->hash();
    Slot &slot = (*m_table)[key & (kTableEntries - 1)];
    const std::uint64_t old = std::atomic_ref(slot.data).load(std::memory_order_relaxed);
    const bool same = (std::atomic_ref(slot.check).load(std::memory_order_relaxed) ^ old) == key;
    const int oldDepth = static_cast<std::int8_t>(static_cast<std::uint8_t>(old >> 32));
    const bool thisSearch = static_cast<std::uint8_t>(old >> 48) == m_age;
    if (!same && thisSearch && oldDepth > depth)
        return; // keep a deeper entry of this search
    if (m_keepDeeper && same && thisSearch && oldDepth > depth && bound != kExact)
        return; // Lazy SMP: keep another thread's deeper result
    const std::uint64_t data
        = std::uint64_t{static_cast<std::uint16_t>(static_cast<std::int16_t>(toTable(score, ply)))}
        | std::uint64_t{static_cast<std::uint16_t>(static_cast<std::int16_t>(move))} << 16
        | std::uint64_t{static_cast<std::uint8_t>(std::clamp(depth, 0, 127))} << 32
        | std::uint64_t{static_cast<std::uint8_t>(bound)} << 40 | std::uint64_t{m_age} << 48;
    std::atomic_ref(slot.check).store(key ^ data, std::memory_order_relaxed);
    std::atomic_ref(slot.data).store(data, std::memory_order_relaxed);
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

    // A singular-extension test searches the node again without its table move: no table.
    const int excluded = m_excluded[static_cast<std::size_t>(ply)];
    Entry entry;
    int ttMove = -1;
    bool ttHit = false;
    if (excluded < 0 && probeEntry(entry)) {
        ttHit = true;
        ttMove = entry.move;
        if (!pvNode && entry.depth >= depth) {
            const int s = fromTable(entry.score, ply);
            if (entry.bound == kExact || (entry.bound == kLower && s >= beta)
                || (entry.bound == kUpper && s <= alpha))
                return s;
        }
    }

    // The opponent's straight-four threats (open threes): they must be answered.
    PointList threats;
    if (!forced)
        flex4Points(pos, opp, threats);
    const bool quietNode = !forced && threats.empty();
    const bool mayPrune = quietNode && !pvNode && depth <= kPruneDepth
        && std::abs(beta) < kWinThreshold && excluded < 0;
    const auto pruneDepth = static_cast<std::size_t>(std::max(depth, 0));
    const int staticEval = mayPrune ? evaluate(pos) : 0;
    if (mayPrune && staticEval - kReverseFutilityMargin[pruneDepth] >= beta)
        return staticEval - kReverseFutilityMargin[pruneDepth];

    PointList moves;
    if (forced)
        moves.push(oppFive[0]);
    else
        generate(moves, threats, ttMove, ply, m_options.nodeWidth);
    if (excluded >= 0) {
        moves.remove(excluded);
        if (moves.empty())
            return alpha; // no other move: the excluded one is singular
    }
    if (moves.empty())
        return evaluate(pos); // Black with only fouls near the stones: let the eval judge
    // Late move reductions while no threat is to be answered; answers to an open three have
    // their own (see kAnswerLmrFirst), a forced block none.
    const bool reduce = quietNode && depth >= kLmrDepth;
    const bool answering = !forced && !threats.empty();
    const bool futile = mayPrune && staticEval + kFutilityMargin[pruneDepth] <= alpha;
    // A forced block does not use up depth.
    const int newDepth = forced ? depth : depth - 1;

    const int *orderTable = orderValues();
    const int firstScore = reduce ? orderScore(pos, moves[0], orderTable) : 0;
    const BusyMark mark(depth >= kBusyDepth && excluded < 0 ? m_busy : nullptr, pos.hash());
    const bool singularTest = ttHit && !forced && depth >= kSingularDepth && moves[0] == ttMove
        && (entry.bound & kLower) != 0 && entry.depth >= depth - kSingularTableDepth
        && std::abs(entry.score) < kWinThreshold && ply < 2 * m_rootDepth;
    const bool defer = m_busy && depth >= kDeferDepth;
    PointList deferred; // moves another thread was in (Lazy SMP): searched last
    int best = -kInfinity;
    int bestMove = moves[0];
    int bound = kUpper;
    int quietMoves = 0;
    for (int k = 0; k < moves.size + deferred.size; ++k) {
        const int m = k < moves.size ? moves[k] : deferred[k - moves.size];
        // Only a move that may be pruned or reduced needs its threats classified.
        const bool prunable = mayPrune && k > 0 && k < moves.size;
        const bool reducible = reduce && k >= kLmrFirst;
        const MoveKind kind = prunable || reducible ? moveKind(pos, m, me) : MoveKind::Other;
        const bool quiet = kind == MoveKind::Quiet;
        if (quiet && prunable && (futile || ++quietMoves > kQuietMoves[pruneDepth]))
            continue;
        int reduction = 0;
        if (reducible)
            reduction = quiet ? lmrReduction(depth, k) : kind == MoveKind::LoneThreat ? 1 : 0;
        else if (answering && k >= kAnswerLmrFirst && k < moves.size && depth >= kAnswerLmrDepth
            && !threats.contains(m) && classify(pos, m, me) < Threat::FourThree)
            reduction = 1;
        if (reducible && m_options.rankReduceFrom > 0 && k >= m_options.rankReduceFrom)
            ++reduction; // late in the ordering
        if (reducible && k < moves.size && orderScore(pos, m, orderTable) < firstScore - kOrderGap)
            ++reduction; // far below the first move in the fitted order
        int extension = 0;
        if (k == 0 && singularTest) {
            const int ttScore = fromTable(entry.score, ply);
            const int singularBeta = ttScore - kSingularMargin * depth;
            m_excluded[static_cast<std::size_t>(ply)] = static_cast<std::int16_t>(m);
            const int value = search((depth - 1) / 2, singularBeta - 1, singularBeta, ply, false);
            m_excluded[static_cast<std::size_t>(ply)] = -1;
            if (m_budget->aborted())
                return 0;
            if (value < singularBeta)
                extension = 1;
            else if (singularBeta >= beta)
                return singularBeta;
            else if (ttScore >= beta)
                extension = -1;
        }
        const int moveDepth = newDepth + extension;
        if (moveDepth - reduction > 0)
            prefetchEntry(pos.hashAfterPlay(m)); // the child looks its entry up
        pos.play(m);
        if (defer && k > 0 && k < moves.size && m_busy->busy(pos.hash())) {
            pos.undo(m);
            deferred.push(m);
            continue;
        }
        int score;
        if (k == 0) {
            score = -search(moveDepth, -beta, -alpha, ply + 1, pvNode);
        } else {
            score = alpha + 1;
            if (reduction > 0)
                score = -search(moveDepth - reduction, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && !m_budget->aborted())
                score = -search(moveDepth, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && score < beta && !m_budget->aborted())
                score = -search(moveDepth, -beta, -alpha, ply + 1, true);
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
    if (excluded < 0)
        storeEntry(depth, best, bound, bestMove, ply);
    return best;
}

} // namespace qiju::ai::gomoku
