#include "gomokusolver.h"

#include <algorithm>

namespace qiju::ai::gomoku {

using core::Side;

namespace {

constexpr int kMaxThreeMoves = 14; // VCT: the most promising open-three moves tried per node
constexpr int kMaxFreePly = 48;    // VCT with free fours: the longest line searched

void sortByScore(const GomokuPosition &pos, PointList &list)
{
    std::array<int, kPoints> score{};
    for (int i = 0; i < list.size; ++i)
        score[static_cast<std::size_t>(list[i])] = orderingScore(pos, list[i]);
    std::sort(
        list.points.begin(), list.points.begin() + list.size, [&](std::int16_t a, std::int16_t b) {
            const int sa = score[static_cast<std::size_t>(a)];
            const int sb = score[static_cast<std::size_t>(b)];
            return sa != sb ? sa > sb : a < b;
        });
}

// A move of this kind threatens five at once (with free fours it costs no VCT depth).
bool makesFour(Threat t)
{
    return t == Threat::Block4 || t == Threat::FourThree || t == Threat::Flex4 || t == Threat::Five;
}

} // namespace

ThreatSolver::ThreatSolver()
    : m_table(kTableSize)
{ }

void ThreatSolver::clear() { std::fill(m_table.begin(), m_table.end(), Entry{}); }

int ThreatSolver::findVcf(
    GomokuPosition &pos, SearchBudget &budget, int maxDepth, std::int64_t maxNodes)
{
    return solve(pos, budget, maxDepth, maxNodes, false, false);
}

int ThreatSolver::findVct(
    GomokuPosition &pos, SearchBudget &budget, int maxDepth, std::int64_t maxNodes, bool freeFours)
{
    return solve(pos, budget, maxDepth, maxNodes, true, freeFours);
}

int ThreatSolver::solve(GomokuPosition &pos, SearchBudget &budget, int maxDepth,
    std::int64_t maxNodes, bool threes, bool freeFours)
{
    m_pos = &pos;
    m_budget = &budget;
    m_attacker = pos.sideToMove();
    m_threes = threes;
    m_freeFours = threes && freeFours;
    m_nodes = 0;
    m_maxNodes = maxNodes > 0 ? maxNodes : std::numeric_limits<std::int64_t>::max();
    m_out = false;
    m_firstMove = -1;
    const Result r = attackerNode(maxDepth, 0);
    m_pos = nullptr;
    return r == Result::Win ? m_firstMove : -1;
}

bool ThreatSolver::tick()
{
    if (m_out)
        return true;
    if (++m_nodes > m_maxNodes || m_budget->tick())
        m_out = true;
    return m_out;
}

std::uint64_t ThreatSolver::keyOf(bool attackerToMove) const
{
    std::uint64_t k = m_pos->hash();
    if (m_threes)
        k ^= 0x5BD1E9955BD1E995ull;
    if (m_freeFours)
        k ^= 0x94D049BB133111EBull;
    if (!attackerToMove)
        k ^= 0x2545F4914F6CDD1Dull;
    k ^= static_cast<std::uint64_t>(m_pos->winRule()) * 0x9E3779B97F4A7C15ull;
    return k;
}

// A win proven at depth d holds for every larger depth; a failure at depth d for every
// smaller one.
bool ThreatSolver::probe(std::uint64_t key, int depth, Result &result) const
{
    const Entry &e = m_table[key & (kTableSize - 1)];
    if (e.key != key)
        return false;
    if (e.result == Result::Win && depth >= e.depth) {
        result = Result::Win;
        return true;
    }
    if (e.result == Result::Fail && depth <= e.depth) {
        result = Result::Fail;
        return true;
    }
    return false;
}

void ThreatSolver::store(std::uint64_t key, int depth, Result result)
{
    if (result == Result::Unknown)
        return;
    Entry &e = m_table[key & (kTableSize - 1)];
    e.key = key;
    e.depth = static_cast<std::int8_t>(depth);
    e.result = result;
}

ThreatSolver::Result ThreatSolver::attackerNode(int depth, int ply)
{
    if (tick())
        return Result::Unknown;
    GomokuPosition &pos = *m_pos;
    const Side attacker = m_attacker;
    const Side defender = core::opposite(attacker);

    PointList list;
    fivePoints(pos, attacker, list);
    if (!list.empty()) {
        if (ply == 0)
            m_firstMove = list[0];
        return Result::Win;
    }
    PointList defFive;
    fivePoints(pos, defender, defFive);
    if (defFive.size >= 2 || depth < 0 || (depth == 0 && !m_freeFours)
        || (m_freeFours && ply >= kMaxFreePly))
        return Result::Fail;

    const std::uint64_t key = keyOf(true);
    Result cached;
    if (ply > 0 && probe(key, depth, cached))
        return cached;

    PointList moves;
    if (defFive.size == 1) {
        // The defender threatens five: block it, and carry on only if the attack survives.
        const int b = defFive[0];
        if (pos.isFoul(b, attacker))
            return Result::Fail;
        moves.push(b);
    } else {
        fourMoves(pos, attacker, moves);
        sortByScore(pos, moves);
        if (m_threes && depth > 0) {
            threeMoves(pos, attacker, list);
            sortByScore(pos, list);
            for (int i = 0, n = 0; i < list.size && n < kMaxThreeMoves; ++i) {
                if (!moves.contains(list[i])) {
                    moves.push(list[i]);
                    ++n;
                }
            }
        }
    }
    Result result = Result::Fail;
    for (int i = 0; i < moves.size; ++i) {
        const int m = moves[i];
        // With free fours only a move that is not a four (a three, or a block) uses depth.
        const int cost = m_freeFours && makesFour(classify(pos, m, attacker)) ? 0 : 1;
        if (depth - cost < 0)
            continue;
        pos.play(m);
        const Result r = defenderNode(depth - cost, ply + 1);
        pos.undo(m);
        if (r == Result::Win) {
            if (ply == 0)
                m_firstMove = m;
            result = Result::Win;
            break;
        }
        if (r == Result::Unknown)
            result = Result::Unknown;
        if (m_out)
            return Result::Unknown;
    }
    store(key, depth, result);
    return result;
}

ThreatSolver::Result ThreatSolver::defenderNode(int depth, int ply)
{
    if (tick())
        return Result::Unknown;
    GomokuPosition &pos = *m_pos;
    const Side attacker = m_attacker;
    const Side defender = core::opposite(attacker);

    PointList list;
    fivePoints(pos, defender, list);
    if (!list.empty())
        return Result::Fail; // the defender makes five first
    PointList attFive;
    fivePoints(pos, attacker, attFive);
    if (attFive.size >= 2)
        return Result::Win;
    if (attFive.size == 1) {
        const int e = attFive[0];
        if (pos.isFoul(e, defender))
            return Result::Win; // a black defender whose only block is a foul
        pos.play(e);
        const Result r = attackerNode(depth, ply + 1);
        pos.undo(e);
        return r;
    }
    if (!m_threes)
        return Result::Fail;

    const std::uint64_t key = keyOf(false);
    Result cached;
    if (probe(key, depth, cached))
        return cached;

    PointList threats;
    flex4Points(pos, attacker, threats);
    if (threats.empty())
        return Result::Fail; // no threat left: the defender plays where it likes
    PointList replies;
    defencesAgainst(pos, attacker, threats, replies);
    fourMoves(pos, defender, list);
    for (int i = 0; i < list.size; ++i) {
        if (!replies.contains(list[i]))
            replies.push(list[i]);
    }
    Result result = Result::Win; // no reply at all: the threat cannot be stopped
    for (int i = 0; i < replies.size; ++i) {
        const int r = replies[i];
        pos.play(r);
        const Result res = attackerNode(depth, ply + 1);
        pos.undo(r);
        if (res != Result::Win) {
            result = res;
            break;
        }
    }
    if (m_out)
        return Result::Unknown;
    store(key, depth, result);
    return result;
}

} // namespace qiju::ai::gomoku
