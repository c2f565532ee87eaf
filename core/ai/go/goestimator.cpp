#include "goestimator.h"

#include "goplayout.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::kNoPoint;
using qiju::go::Stone;

namespace {

// splitmix64: small, fast, and seeded explicitly so an estimate replays.
class SplitMix
{
public:
    explicit SplitMix(std::uint64_t seed) : m_state(seed) { }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>((next() >> 33) % static_cast<std::uint64_t>(n)); }

private:
    std::uint64_t m_state;
};

// The light tactics every playout policy has (without them random play lets walls die): take
// an opponent chain next to the last move that is in atari; else save an own chain the last
// move put in atari, by capturing one of its attackers in atari or by extending to two
// liberties. kNoPoint when nothing applies.
int tacticalMove(const GoBoard &b, int last, Stone me)
{
    const Stone opp = qiju::go::other(me);
    if (last == kNoPoint || b.at(last) != opp)
        return kNoPoint;
    if (b.inAtari(last) && goPlayoutAllowed(b, b.atariLiberty(last), me))
        return b.atariLiberty(last);
    for (int nb : b.neighbours(last)) {
        if (b.at(nb) == opp && b.inAtari(nb) && goPlayoutAllowed(b, b.atariLiberty(nb), me))
            return b.atariLiberty(nb);
    }
    for (int nb : b.neighbours(last)) {
        if (b.at(nb) != me || !b.inAtari(nb))
            continue;
        int q = nb;
        do {
            for (int e : b.neighbours(q)) {
                if (b.at(e) == opp && b.inAtari(e) && goPlayoutAllowed(b, b.atariLiberty(e), me))
                    return b.atariLiberty(e);
            }
            q = b.nextInChain(q);
        } while (q != nb);
        const int l = b.atariLiberty(nb);
        if (goPlayoutAllowed(b, l, me)) // goPlayoutAllowed() refuses a move that leaves the chain in atari
            return l;
    }
    return kNoPoint;
}

int randomMove(const GoBoard &b, SplitMix &rng)
{
    const int n = b.emptyCount();
    if (n == 0)
        return kNoPoint;
    const Stone me = qiju::go::stoneOf(b.toMove());
    const int start = rng.below(n);
    for (int i = 0; i < n; ++i) {
        const int p = b.emptyAt((start + i) % n);
        if (goPlayoutAllowed(b, p, me))
            return p;
    }
    return kNoPoint;
}

// Plays random moves until both sides pass (or a generous move cap), then counts each point
// Black owns in `black` and each point White owns in `white`.
void playout(GoBoard b, SplitMix &rng, std::vector<int> &black, std::vector<int> &white)
{
    const int size = b.size();
    const int cap = 3 * size * size;
    int passes = 0;
    int last = kNoPoint;
    for (int moves = 0; moves < cap && passes < 2; ++moves) {
        const Stone me = qiju::go::stoneOf(b.toMove());
        int p = tacticalMove(b, last, me);
        if (p == kNoPoint)
            p = randomMove(b, rng);
        last = p;
        if (p == kNoPoint) {
            b.pass();
            ++passes;
            continue;
        }
        passes = 0;
        b.play(p, me);
    }
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const int p = b.point(x, y);
            Stone owner = b.at(p);
            if (owner == Stone::Empty) {
                bool black = false;
                bool white = false;
                for (int nb : b.neighbours(p)) {
                    black = black || b.at(nb) == Stone::Black;
                    white = white || b.at(nb) == Stone::White;
                }
                owner = black == white ? Stone::Empty : (black ? Stone::Black : Stone::White);
            }
            if (owner == Stone::Black)
                ++black[static_cast<std::size_t>(y * size + x)];
            else if (owner == Stone::White)
                ++white[static_cast<std::size_t>(y * size + x)];
        }
    }
}

} // namespace

OwnershipEstimate estimateOwnership(const GoBoard &board, int playouts, std::uint64_t seed)
{
    const int size = board.size();
    const std::size_t points = static_cast<std::size_t>(size * size);
    std::vector<int> black(points, 0);
    std::vector<int> white(points, 0);
    SplitMix rng(seed);
    const int runs = playouts > 0 ? playouts : 1;
    for (int i = 0; i < runs; ++i)
        playout(board, rng, black, white);

    OwnershipEstimate e;
    e.size = size;
    e.ownership.resize(points);
    e.dead.assign(points, false);
    for (std::size_t i = 0; i < points; ++i)
        e.ownership[i] = static_cast<double>(black[i] - white[i]) / runs;
    // A chain is dead when its opponent owns its points in most playouts; judged per chain
    // (the average over its stones) so a chain is never half dead.
    std::vector<bool> judged(qiju::go::kMaxPoints, false);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const int p = board.point(x, y);
            const Stone s = board.at(p);
            if (s == Stone::Empty || judged[board.chainHead(p)])
                continue;
            judged[board.chainHead(p)] = true;
            const std::vector<int> stones = board.chainStones(p);
            long opponent = 0;
            for (int q : stones) {
                const core::Point c = board.toPoint(q);
                const std::size_t i = static_cast<std::size_t>(c.y * size + c.x);
                opponent += s == Stone::Black ? white[i] : black[i];
            }
            // Dead: the opponent owns its points in more than half the playouts.
            if (2 * opponent <= static_cast<long>(stones.size()) * runs)
                continue;
            for (int q : stones) {
                const core::Point c = board.toPoint(q);
                e.dead[static_cast<std::size_t>(c.y * size + c.x)] = true;
            }
        }
    }
    return e;
}

std::vector<bool> estimateDeadStones(const GoBoard &board, int playouts, std::uint64_t seed)
{
    return estimateOwnership(board, playouts, seed).dead;
}

} // namespace qiju::ai::go
