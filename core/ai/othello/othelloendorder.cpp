#include "othelloendorder.h"

#include <algorithm>

#include "othelloeval.h"

#include "ai/searchcontrol.h"

namespace qiju::ai::othello {

using core::bit;
using core::popCount;
using qiju::othello::legalMoves;

namespace {

constexpr int kEvalOrderEmpties = 12; // from here on the evaluation refines the move order
constexpr int kLookaheadOrderEmpties = 14; // and from here a one-ply look-ahead
constexpr int kSearch2OrderEmpties = 16;   // a two-ply search
constexpr int kSearch3OrderEmpties = 19;   // a three-ply search
// Each of the mover's stable edge discs after the move is worth half a reply less (FFO #40-49:
// 2.7 % fewer nodes than without; a full reply's worth, 1.7 %).
constexpr int kEdgeStableWeight = 8;
// The deeper values need only be exact for the moves within kOrderMargin of the best so far:
// the rest get a bound.
constexpr int kOrderMargin = 8 * kDiscScale;

// The mover's best one-ply value by the static evaluation (centi-discs).
int lookahead(Bitboard player, Bitboard opponent, SearchControl &control)
{
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves)
        return -evaluate(opponent, player);
    int best = -64 * kDiscScale;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = core::lowestBit(m);
        const Bitboard f = fastFlips(player, opponent, sq);
        best = std::max(best, -evaluate(opponent ^ f, player ^ (f | bit(sq))));
        control.tick(); // the evaluated positions count as nodes
    }
    return best;
}

} // namespace

int shallowValue(
    Bitboard player, Bitboard opponent, int depth, int alpha, int beta, SearchControl &control)
{
    control.tick();
    if (depth == 0)
        return evaluate(player, opponent);
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (!legalMoves(opponent, player))
            return finalDiscDiff(player, opponent) * kDiscScale;
        return -shallowValue(opponent, player, depth - 1, -beta, -alpha, control);
    }
    OrderedMove list[kMaxMoves];
    int n = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = core::lowestBit(m);
        const Bitboard f = fastFlips(player, opponent, sq);
        int key = sq;
        if (depth >= 2) {
            const Bitboard om = legalMoves(opponent ^ f, player ^ (f | bit(sq)));
            key += 64 * (popCount(om) + popCount(om & kCorners));
        }
        list[n++] = {sq, key, f};
    }
    int best = -64 * kDiscScale;
    for (int i = 0; i < n; ++i) {
        if (depth >= 2)
            selectNext(list, i, n);
        const Bitboard f = list[i].flipped;
        const int v = -shallowValue(opponent ^ f, player ^ (f | bit(list[i].sq)), depth - 1, -beta,
            -std::max(alpha, best), control);
        if (v > best) {
            best = v;
            if (best >= beta)
                break;
        }
    }
    return best;
}

void orderMoves(
    Bitboard player, Bitboard opponent, OrderedMove *list, int n, SearchControl &control)
{
    const Bitboard odd = oddQuadrants(~(player | opponent));
    const int empties = 64 - popCount(player | opponent);
    const int depth = empties >= kSearch3OrderEmpties ? 3 : empties >= kSearch2OrderEmpties ? 2 : 1;
    constexpr int kMax = 64 * kDiscScale;
    int lowest = kMax; // the lowest child value so far (the opponent's view)
    for (int i = 0; i < n; ++i) {
        const int sq = list[i].sq;
        const Bitboard f = list[i].flipped;
        const Bitboard np = opponent ^ f;
        const Bitboard no = player ^ (f | bit(sq));
        const Bitboard om = legalMoves(np, no);
        int key
            = 16 * (popCount(om) + popCount(om & kCorners)) + popCount(neighbours(no) & ~(np | no));
        if (odd & bit(sq))
            key -= 8;
        if (empties >= kEvalOrderEmpties) // edge discs the move makes or leaves stable
            key -= kEdgeStableWeight * popCount(edgeStableDiscs(no, np));
        if (empties >= kLookaheadOrderEmpties && depth >= 2) {
            const int beta = lowest < kMax ? lowest + kOrderMargin : kMax;
            const int v = shallowValue(np, no, depth, -kMax, beta, control);
            lowest = std::min(lowest, v);
            key += v / 8;
        } else if (empties >= kLookaheadOrderEmpties) {
            key += lookahead(np, no, control) / 8;
        } else if (empties >= kEvalOrderEmpties) {
            key += evaluate(np, no) / 8;
        }
        list[i].key = 64 * key + sq;
    }
}

} // namespace qiju::ai::othello
