#include "othellosolver.h"

#include <algorithm>

#include "othelloeval.h"
#include "othellokernel.h"

#include "ai/searchcontrol.h"
#include "ai/transpositiontable.h"

namespace qiju::ai::othello {

namespace {

using core::bit;
using core::lowestBit;
using core::popCount;
using qiju::othello::legalMoves;

constexpr int kTTEmpties = 10; // positions with at least this many empties use the table
constexpr int kShallowEmpties = 6; // at most this many: parity ordering, no sorting
constexpr int kNoMove = 0xFF;
constexpr int kEvalOrderEmpties = 16; // from here on the evaluation refines the move order
constexpr int kLookaheadOrderEmpties = 17; // and from here a one-ply look-ahead

constexpr Bitboard kQuadrants[4]
    = {0x000000000F0F0F0Full, 0x00000000F0F0F0F0ull, 0x0F0F0F0F00000000ull, 0xF0F0F0F000000000ull};

// Empty squares in quadrants that hold an odd number of empties.
Bitboard oddQuadrants(Bitboard empty)
{
    Bitboard odd = 0;
    for (Bitboard q : kQuadrants) {
        if (popCount(empty & q) & 1)
            odd |= q;
    }
    return odd;
}

// The one empty square left: whoever can play there does; the board is then full (or the game
// ends with one empty, which goes to the winner).
int solveLast(Bitboard player, Bitboard opponent, int sq)
{
    const int n = popCount(player);
    if (const Bitboard f = fastFlips(player, opponent, sq))
        return 2 * (n + popCount(f)) - 62;
    if (const Bitboard f = fastFlips(opponent, player, sq))
        return 2 * (n - popCount(f)) - 64;
    return n > 31 ? 2 * n - 62 : 2 * n - 64;
}

struct OrderedMove
{
    int sq;
    int key; // lower is tried first
    Bitboard flipped;
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

// The mover's best one-ply value by the static evaluation (centi-discs).
int lookahead(Bitboard player, Bitboard opponent)
{
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves)
        return -evaluate(opponent, player);
    int best = -64 * kDiscScale;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = lowestBit(m);
        const Bitboard f = fastFlips(player, opponent, sq);
        best = std::max(best, -evaluate(opponent ^ f, player ^ (f | bit(sq))));
    }
    return best;
}

// Fastest-first: the opponent's mobility after the move (corners count double), with odd
// quadrants preferred on ties.
int fillOrdered(Bitboard player, Bitboard opponent, Bitboard moves, int hint, OrderedMove *out)
{
    const Bitboard odd = oddQuadrants(~(player | opponent));
    const int empties = 64 - popCount(player | opponent);
    int n = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = lowestBit(m);
        const Bitboard f = fastFlips(player, opponent, sq);
        const Bitboard np = opponent ^ f;
        const Bitboard no = player ^ (f | bit(sq));
        const Bitboard om = legalMoves(np, no);
        int key
            = 16 * (popCount(om) + popCount(om & kCorners)) + popCount(neighbours(no) & ~(np | no));
        if (odd & bit(sq))
            key -= 1;
        if (empties >= kLookaheadOrderEmpties)
            key += lookahead(np, no) / 8;
        else if (empties >= kEvalOrderEmpties)
            key += evaluate(np, no) / 8;
        if (sq == hint)
            key = -1000;
        out[n++] = {sq, key, f};
    }
    sortMoves(out, n);
    return n;
}

} // namespace

int OthelloSolver::solve(Bitboard player, Bitboard opponent, int alpha, int beta)
{
    const int empties = 64 - popCount(player | opponent);
    if (empties >= kTTEmpties)
        return solveTT(player, opponent, alpha, beta, false, nullptr);
    if (empties > kShallowEmpties)
        return solveMid(player, opponent, alpha, beta, false);
    return solveShallow(player, opponent, alpha, beta, false);
}

int OthelloSolver::solveShallow(
    Bitboard player, Bitboard opponent, int alpha, int beta, bool passed)
{
    if (m_control.tick())
        return 0;
    const Bitboard empty = ~(player | opponent);
    if (!(empty & (empty - 1)))
        return empty ? solveLast(player, opponent, lowestBit(empty))
                     : finalDiscDiff(player, opponent);
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed)
            return finalDiscDiff(player, opponent);
        return -solveShallow(opponent, player, -beta, -alpha, true);
    }
    const Bitboard odd = oddQuadrants(empty);
    int best = -65;
    for (int pass = 0; pass < 2; ++pass) {
        for (Bitboard m = moves & (pass == 0 ? odd : ~odd); m; m &= m - 1) {
            const int sq = lowestBit(m);
            const Bitboard f = fastFlips(player, opponent, sq);
            const int v = -solveShallow(opponent ^ f, player ^ (f | bit(sq)), -beta, -alpha, false);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta)
                        return best;
                }
            }
        }
    }
    return best;
}

int OthelloSolver::solveMid(Bitboard player, Bitboard opponent, int alpha, int beta, bool passed)
{
    if (m_control.tick())
        return 0;
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed)
            return finalDiscDiff(player, opponent);
        return -solveMid(opponent, player, -beta, -alpha, true);
    }
    // Stability cut-off: the opponent's stable discs bound what the mover can reach.
    if (64 - 2 * popCount(opponent) <= alpha) {
        const int bound = 64 - 2 * popCount(stableDiscs(opponent, player));
        if (bound <= alpha)
            return bound;
    }
    OrderedMove list[32];
    const int n = fillOrdered(player, opponent, moves, -1, list);
    const int childEmpties = 63 - popCount(player | opponent);
    int best = -65;
    for (int i = 0; i < n; ++i) {
        const OrderedMove &m = list[i];
        const Bitboard np = opponent ^ m.flipped;
        const Bitboard no = player ^ (m.flipped | bit(m.sq));
        const int v = childEmpties > kShallowEmpties ? -solveMid(np, no, -beta, -alpha, false)
                                                     : -solveShallow(np, no, -beta, -alpha, false);
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

int OthelloSolver::solveTT(
    Bitboard player, Bitboard opponent, int alpha, int beta, bool passed, int *bestSquare)
{
    if (m_control.tick())
        return 0;
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (bestSquare)
            *bestSquare = -1;
        if (passed)
            return finalDiscDiff(player, opponent);
        return -solveTT(opponent, player, -beta, -alpha, true, nullptr);
    }
    const std::uint64_t key = positionKey(player, opponent);
    int hint = bestSquare ? m_rootHint : -1;
    if (const auto e = m_tt.probe(key)) {
        if (e->move != kNoMove && (moves & bit(e->move)))
            hint = e->move;
        if (!bestSquare) {
            const int s = e->score;
            if (e->bound == Bound::Exact)
                return s;
            if (e->bound == Bound::Lower && s >= beta)
                return s;
            if (e->bound == Bound::Upper && s <= alpha)
                return s;
            if (e->bound == Bound::Lower)
                alpha = std::max(alpha, s);
            else if (e->bound == Bound::Upper)
                beta = std::min(beta, s);
        }
    }
    const int alphaIn = alpha;
    if (!bestSquare && 64 - 2 * popCount(opponent) <= alpha) {
        const int bound = 64 - 2 * popCount(stableDiscs(opponent, player));
        if (bound <= alpha)
            return bound;
    }
    OrderedMove list[32];
    const int n = fillOrdered(player, opponent, moves, hint, list);
    const int childEmpties = 63 - popCount(player | opponent);
    int best = -65;
    int bestSq = list[0].sq;
    for (int i = 0; i < n; ++i) {
        const OrderedMove &m = list[i];
        const Bitboard np = opponent ^ m.flipped;
        const Bitboard no = player ^ (m.flipped | bit(m.sq));
        int v;
        if (childEmpties >= kTTEmpties) {
            // Principal variation search: the first move with the full window, the rest with a
            // null window and a re-search when they might be better.
            if (i == 0) {
                v = -solveTT(np, no, -beta, -alpha, false, nullptr);
            } else {
                v = -solveTT(np, no, -alpha - 1, -alpha, false, nullptr);
                if (v > alpha && v < beta)
                    v = -solveTT(np, no, -beta, -alpha, false, nullptr);
            }
        } else {
            v = -solve(np, no, -beta, -alpha);
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
    m_tt.store(key, childEmpties + 1, bound, best, bestSq);
    if (bestSquare)
        *bestSquare = bestSq;
    return best;
}

SolveResult OthelloSolver::solveWinLoss(Bitboard player, Bitboard opponent, int firstSquare)
{
    SolveResult r;
    m_rootHint = firstSquare;
    int sq = -1;
    const int v = solveTT(player, opponent, -1, 1, false, &sq);
    if (m_control.aborted()) {
        r.aborted = true;
        return r;
    }
    r.score = v > 0 ? 1 : v < 0 ? -1 : 0;
    r.bestSquare = legalMoves(player, opponent) ? sq : -1;
    return r;
}

SolveResult OthelloSolver::solveRoot(
    Bitboard player, Bitboard opponent, int guess, int firstSquare, bool allMoves)
{
    SolveResult r;
    const Bitboard moves = legalMoves(player, opponent);
    if (allMoves && moves) {
        int best = -65;
        for (Bitboard m = moves; m; m &= m - 1) {
            const int sq = lowestBit(m);
            const Bitboard f = fastFlips(player, opponent, sq);
            const int v = -solve(opponent ^ f, player ^ (f | bit(sq)), -65, 65);
            if (m_control.aborted()) {
                r.aborted = true;
                return r;
            }
            r.moveScores.push_back(v);
            if (v > best) {
                best = v;
                r.bestSquare = sq;
            }
        }
        r.score = best;
        return r;
    }
    m_rootHint = firstSquare;
    // MTD(f): null-window tests converge on the exact (even) score.
    int g = std::clamp(guess & ~1, -64, 64);
    int lower = -65;
    int upper = 65;
    while (lower < upper) {
        const int beta = g == lower ? g + 1 : g;
        int sq = -1;
        const int v = solveTT(player, opponent, beta - 1, beta, false, &sq);
        if (m_control.aborted()) {
            r.aborted = true;
            return r;
        }
        if (v < beta) {
            upper = std::max(v, lower);
        } else {
            lower = std::min(v, upper);
            r.bestSquare = sq;
            m_rootHint = sq;
        }
        g = v < beta ? upper : lower;
    }
    r.score = lower;
    if (!moves)
        r.bestSquare = -1;
    return r;
}

} // namespace qiju::ai::othello
