#include "othellosolver.h"

#include <algorithm>

#include "othelloendorder.h"
#include "othelloendtable.h"
#include "othelloeval.h"
#include "othellokernel.h"

#include "ai/lazysmp.h"
#include "ai/searchcontrol.h"

namespace qiju::ai::othello {

namespace {

using core::bit;
using core::lowestBit;
using core::popCount;
using qiju::othello::legalMoves;

constexpr int kTTEmpties = 7; // positions with at least this many empties use the table
// Below it, no table and parity and square-class order (solveShallow at five and six empties,
// solve4 and below).
static_assert(kTTEmpties >= 6);
// Lazy SMP: positions with at least kBusyEmpties empties are marked busy while a thread
// solves them; those with at least one more solve the children another thread is in last.
constexpr int kBusyEmpties = 10;
constexpr int kEtcEmpties = 8;        // from here on the children are looked up before searching
// Selective passes (Buro's ProbCut carried into the endgame, as Edax and Egaroucid iterate
// their solves): from kSelectiveRootEmpties on, the root first runs kSelectivePasses MTD(f)
// passes in which a node of at least kSelectiveEmpties empties returns a bound when a
// kSelectiveDepth-ply search of the evaluation lies kSelectiveMargin (times the pass number)
// beyond the window. Their values are guesses: the exact pass trusts none of their table
// bounds, only their best moves, and starts at the lower of their value and the midgame
// guess, but at most 2 discs below their value (a probe that fails high is cheaper than one
// that fails low, yet each is a proof of its own).
constexpr int kSelectiveRootEmpties = 22;
constexpr int kSelectiveEmpties = 14;
constexpr int kSelectiveDepth = 4;
constexpr int kSelectivePasses = 2;
constexpr int kSelectiveMargin = 5 * kDiscScale;

// The squares by their usual worth near the end of the game, best first: corners, the edges'
// middles, the centre, the ring around it, C-squares, X-squares. solveShallow and solve4 try
// the moves in this order within each parity group (odd quadrants first).
constexpr Bitboard kSquareClasses[6] = {0x8100000000000081ull, 0x3C0081818181003Cull,
    0x00003C3C3C3C0000ull, 0x003C424242423C00ull, 0x4281000000008142ull, 0x0042000000004200ull};

// The one empty square left: whoever can play there does; the board is then full (or the game
// ends with one empty, which goes to the winner).
int solveLast(Bitboard player, Bitboard opponent, int sq)
{
    const int n = popCount(player);
    if (const int f = flipCount(player, opponent, sq))
        return 2 * (n + f) - 62;
    if (const int f = flipCount(opponent, player, sq))
        return 2 * (n - f) - 64;
    return n > 31 ? 2 * n - 62 : 2 * n - 64;
}

// A move's fail-soft value taken into the best so far and the window: true on a cut-off.
inline bool cutsOff(int v, int &best, int &alpha, int beta)
{
    if (v <= best)
        return false;
    best = v;
    if (v <= alpha)
        return false;
    alpha = v;
    return alpha >= beta;
}

} // namespace

int OthelloSolver::solve(Bitboard player, Bitboard opponent, int alpha, int beta)
{
    const int empties = 64 - popCount(player | opponent);
    if (empties >= kTTEmpties)
        return solveTT(player, opponent, alpha, beta, false, nullptr);
    if (empties > 4)
        return solveShallow(player, opponent, alpha, beta, false);
    if (empties == 4)
        return solve4(player, opponent, alpha, beta, false);
    const Bitboard empty = ~(player | opponent);
    if (empties == 0)
        return finalDiscDiff(player, opponent);
    const int a = lowestBit(empty);
    if (empties == 1)
        return solve1(player, opponent, a);
    const int b = lowestBit(empty & (empty - 1));
    if (empties == 2)
        return solve2(player, opponent, alpha, beta, a, b);
    return solve3(player, opponent, alpha, beta, a, b, lowestBit(empty ^ bit(a) ^ bit(b)), false);
}

// The last empties: the squares are passed in, no move list is built, a side without a move
// is found by trying the few squares.
int OthelloSolver::solve1(Bitboard player, Bitboard opponent, int sq)
{
    m_control.tick();
    return solveLast(player, opponent, sq);
}

int OthelloSolver::solve2(Bitboard player, Bitboard opponent, int alpha, int beta, int a, int b)
{
    if (m_control.tick())
        return 0;
    int best = -65;
    if (const Bitboard f = fastFlips(player, opponent, a)) {
        best = -solve1(opponent ^ f, player ^ (f | bit(a)), b);
        if (best >= beta)
            return best;
    }
    if (const Bitboard f = fastFlips(player, opponent, b))
        best = std::max(best, -solve1(opponent ^ f, player ^ (f | bit(b)), a));
    if (best > -65)
        return best;
    // The mover passes: the opponent picks the lower of its replies.
    best = 65;
    if (const Bitboard f = fastFlips(opponent, player, a)) {
        best = solve1(player ^ f, opponent ^ (f | bit(a)), b);
        if (best <= alpha)
            return best;
    }
    if (const Bitboard f = fastFlips(opponent, player, b))
        best = std::min(best, solve1(player ^ f, opponent ^ (f | bit(b)), a));
    return best < 65 ? best : finalDiscDiff(player, opponent);
}

int OthelloSolver::solve3(
    Bitboard player, Bitboard opponent, int alpha, int beta, int a, int b, int c, bool passed)
{
    if (m_control.tick())
        return 0;
    // Parity: the square alone in its quadrant first.
    const auto quadrant = [](int sq) { return ((sq >> 2) & 1) | ((sq >> 4) & 2); };
    if (quadrant(a) == quadrant(b))
        std::swap(a, c); // c was alone (or all three share one quadrant)
    else if (quadrant(a) == quadrant(c))
        std::swap(a, b);
    const int order[3][3] = {{a, b, c}, {b, a, c}, {c, a, b}};
    int best = -65;
    for (const auto &o : order) {
        const Bitboard f = fastFlips(player, opponent, o[0]);
        if (!f)
            continue;
        const int v = -solve2(opponent ^ f, player ^ (f | bit(o[0])), -beta, -alpha, o[1], o[2]);
        if (cutsOff(v, best, alpha, beta))
            return best;
    }
    if (best > -65)
        return best;
    if (passed)
        return finalDiscDiff(player, opponent);
    return -solve3(opponent, player, -beta, -alpha, a, b, c, true);
}

int OthelloSolver::solve4(Bitboard player, Bitboard opponent, int alpha, int beta, bool passed)
{
    if (m_control.tick())
        return 0;
    const Bitboard empty = ~(player | opponent);
    const Bitboard odd = oddQuadrants(empty);
    int sq[4];
    int n = 0;
    for (const Bitboard group : {odd, ~odd}) {
        for (const Bitboard squares : kSquareClasses) {
            for (Bitboard m = empty & group & squares; m; m &= m - 1)
                sq[n++] = lowestBit(m);
        }
    }
    constexpr int kRest[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
    int best = -65;
    for (int i = 0; i < 4; ++i) {
        const Bitboard f = fastFlips(player, opponent, sq[i]);
        if (!f)
            continue;
        const auto &r = kRest[i];
        const int v = -solve3(opponent ^ f, player ^ (f | bit(sq[i])), -beta, -alpha, sq[r[0]],
            sq[r[1]], sq[r[2]], false);
        if (cutsOff(v, best, alpha, beta))
            return best;
    }
    if (best > -65)
        return best;
    if (passed)
        return finalDiscDiff(player, opponent);
    return -solve4(opponent, player, -beta, -alpha, true);
}

int OthelloSolver::solveShallow(
    Bitboard player, Bitboard opponent, int alpha, int beta, bool passed)
{
    if (m_control.tick())
        return 0;
    const Bitboard empty = ~(player | opponent);
    const Bitboard moves = legalMoves(player, opponent);
    if (!moves) {
        if (passed)
            return finalDiscDiff(player, opponent);
        return -solveShallow(opponent, player, -beta, -alpha, true);
    }
    // Stability cut-off: the opponent's stable discs bound the mover's best result.
    if (64 - 2 * popCount(opponent) <= alpha) {
        const int bound = 64 - 2 * popCount(stableDiscs(opponent, player));
        if (bound <= alpha)
            return bound;
    }
    // Parity and square class, as in solve4: at five and six empties the children's mobility
    // counts cost more than the nodes they save (FFO #45: 12 % more nodes, 9 % less time).
    const bool lastFour = popCount(empty) == 5;
    const Bitboard odd = oddQuadrants(empty);
    int best = -65;
    for (const Bitboard group : {odd, ~odd}) {
        for (const Bitboard squares : kSquareClasses) {
            for (Bitboard m = moves & group & squares; m; m &= m - 1) {
                const int sq = lowestBit(m);
                const Bitboard f = fastFlips(player, opponent, sq);
                const Bitboard np = opponent ^ f;
                const Bitboard no = player ^ (f | bit(sq));
                const int v = lastFour ? -solve4(np, no, -beta, -alpha, false)
                                       : -solveShallow(np, no, -beta, -alpha, false);
                if (cutsOff(v, best, alpha, beta))
                    return best;
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
    const int empties = 64 - popCount(player | opponent);
    int hint = bestSquare && m_rootHint >= 0 && (moves & bit(m_rootHint)) ? m_rootHint : -1;
    EndBounds known;
    if (m_tt.probe(key, empties, &known)) {
        if (known.move >= 0 && (moves & bit(known.move)) && hint < 0)
            hint = known.move;
        if (!bestSquare && trusted(known.level)) {
            if (known.lower >= beta)
                return known.lower;
            if (known.upper <= alpha)
                return known.upper;
            if (known.lower == known.upper)
                return known.lower;
            alpha = std::max(alpha, known.lower);
            beta = std::min(beta, known.upper);
        }
    }
    if (!bestSquare && 64 - 2 * popCount(opponent) <= alpha) {
        const int bound = 64 - 2 * popCount(stableDiscs(opponent, player));
        if (bound <= alpha)
            return bound;
    }
    const int childEmpties = empties - 1;
    OrderedMove list[kMaxMoves]; // the moves with their flips, once listed
    int listed = 0;
    if (!bestSquare && empties >= kEtcEmpties) {
        // Enhanced transposition cut-off: a child whose stored upper bound already refutes
        // the window ends the search here. The children's buckets are fetched all at once.
        listed = listMoves(player, opponent, moves, list);
        std::uint64_t keys[kMaxMoves];
        for (int i = 0; i < listed; ++i) {
            const Bitboard f = list[i].flipped;
            keys[i] = positionKey(opponent ^ f, player ^ (f | bit(list[i].sq)));
            m_tt.prefetch(keys[i], childEmpties);
        }
        for (int i = 0; i < listed; ++i) {
            EndBounds child;
            if (m_tt.probe(keys[i], childEmpties, &child) && trusted(child.level)
                && -child.upper >= beta) {
                m_tt.store(key, empties, alpha, beta, -child.upper, list[i].sq, m_level);
                return -child.upper;
            }
        }
    }
    if (m_level > 0 && !bestSquare && empties >= kSelectiveEmpties) {
        // Probable cut-off: a shallow search far beyond the window stands for the exact one.
        const int margin = kSelectiveMargin * m_level;
        if (beta < 64) {
            const int bound = beta * kDiscScale + margin;
            if (shallowValue(player, opponent, kSelectiveDepth, bound - 1, bound, m_control)
                >= bound) {
                m_tt.store(key, empties, alpha, beta, beta, -1, m_level);
                return beta;
            }
        }
        if (alpha > -64) {
            const int bound = alpha * kDiscScale - margin;
            if (shallowValue(player, opponent, kSelectiveDepth, bound, bound + 1, m_control)
                <= bound) {
                m_tt.store(key, empties, alpha, beta, alpha, -1, m_level);
                return alpha;
            }
        }
    }
    const BusyMark mark(empties >= kBusyEmpties ? m_busy : nullptr, key);
    const bool defer = m_busy && childEmpties >= kBusyEmpties;
    const int alphaIn = alpha;
    int best = -65;
    int bestSq = -1;
    int tried = 0;
    // Searches one move; true on a beta cut-off.
    const auto tryMove = [&](int sq, Bitboard flipped) {
        const Bitboard np = opponent ^ flipped;
        const Bitboard no = player ^ (flipped | bit(sq));
        int v;
        if (childEmpties >= kTTEmpties) {
            // Principal variation search: the first move with the full window, the rest with a
            // null window and a re-search when they might be better.
            if (tried == 0) {
                v = -solveTT(np, no, -beta, -alpha, false, nullptr);
            } else {
                v = -solveTT(np, no, -alpha - 1, -alpha, false, nullptr);
                if (v > alpha && v < beta)
                    v = -solveTT(np, no, -beta, -alpha, false, nullptr);
            }
        } else {
            v = -solve(np, no, -beta, -alpha);
        }
        ++tried;
        if (v > best) {
            best = v;
            bestSq = sq;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    return true;
            }
        }
        return false;
    };
    // The hint (the table's or the root's best move) goes first, before the others are
    // ordered: when it cuts off, the ordering's look-ahead is never paid for.
    bool cut = false;
    int n = listed;
    if (hint >= 0) {
        int h = 0;
        while (h < listed && list[h].sq != hint)
            ++h;
        cut = tryMove(hint, h < listed ? list[h].flipped : fastFlips(player, opponent, hint));
        if (m_control.aborted())
            return 0;
        if (h < listed) {
            --n; // the rest in the same order
            for (int i = h; i < n; ++i)
                list[i] = list[i + 1];
        }
    }
    if (!cut && !listed)
        n = listMoves(player, opponent, hint >= 0 ? moves & ~bit(hint) : moves, list);
    if (!cut && n) {
        orderMoves(player, opponent, list, n, m_control);
        int deferred[kMaxMoves]; // moves another thread was in, solved last
        int deferredCount = 0;
        for (int i = 0; i < n && !cut; ++i) {
            selectNext(list, i, n);
            if (defer && tried > 0
                && m_busy->busy(positionKey(
                    opponent ^ list[i].flipped, player ^ (list[i].flipped | bit(list[i].sq))))) {
                deferred[deferredCount++] = i;
                continue;
            }
            cut = tryMove(list[i].sq, list[i].flipped);
            if (m_control.aborted())
                return 0;
        }
        for (int k = 0; k < deferredCount && !cut; ++k) {
            cut = tryMove(list[deferred[k]].sq, list[deferred[k]].flipped);
            if (m_control.aborted())
                return 0;
        }
    }
    m_tt.store(key, empties, alphaIn, beta, best, bestSq, m_level);
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
    int g = guess;
    if (64 - popCount(player | opponent) >= kSelectiveRootEmpties) {
        for (m_level = 1; m_level <= kSelectivePasses; ++m_level) {
            SolveResult pass;
            mtd(player, opponent, g, pass);
            if (pass.aborted)
                break;
            g = pass.score;
        }
        m_level = 0;
        if (m_control.aborted()) {
            r.aborted = true;
            return r;
        }
        // FFO #49 and #51: 2 % fewer nodes than starting at a midgame guess 4 discs lower.
        g = std::max(std::min(g, guess), (g & ~1) - 2);
    }
    mtd(player, opponent, g, r);
    if (!moves)
        r.bestSquare = -1;
    return r;
}

void OthelloSolver::mtd(Bitboard player, Bitboard opponent, int guess, SolveResult &r)
{
    // MTD(f): exact scores are even, so the window (g - 1, g + 1) holds only g: each probe is
    // a null-window search that either proves g exact or moves a bound past it. A selective
    // pass's probable cut-offs return the odd window bounds (rounded to the even scores they
    // bound) and may contradict each other: its score is then the smaller one.
    int lower = -64;
    int upper = 64;
    int g = std::clamp(guess & ~1, lower, upper);
    while (lower < upper) {
        g = std::clamp(g, lower, upper);
        int sq = -1;
        const int v = solveTT(player, opponent, g - 1, g + 1, false, &sq);
        if (m_control.aborted()) {
            r.aborted = true;
            return;
        }
        if (r.bestSquare < 0)
            r.bestSquare = sq; // every move loses until a probe fails high
        if (v < g) {
            upper = v & ~1;
        } else {
            lower = (v + 1) & ~1;
            r.bestSquare = sq;
            m_rootHint = sq;
            if (v == g)
                upper = v;
        }
        g = v >= g ? lower : upper;
    }
    r.score = std::min(lower, upper);
}

} // namespace qiju::ai::othello
