// The playout policy shared by the Go and NoGo searches: local replies to the last move
// (capture a chain the last move left in atari, save an own chain in atari unless the escape
// runs into a ladder, atari the last move's chain where that nets it (goladder.h), the reply
// that last won after that move (goreplies.h), a 3x3 shape of gopatterns.h next to it), then a
// random legal point that is not an own true eye and not an obvious self-atari. For NoGo: a random
// point that neither captures nor is a suicide, preferring points the opponent could use too (those
// only the mover can use are kept for later). Plain functions over GoBoard; thread-safe (each
// thread owns its Rng).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "games/go/goboard.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::Stone;

// xoshiro-like small generator; seeded explicitly so searches replay.
class Rng
{
public:
    explicit Rng(std::uint64_t seed)
        : m_state(seed ^ 0x9E3779B97F4A7C15ull)
    {
        next();
    }
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n); n > 0.
    int below(int n)
    {
        return static_cast<int>((next() >> 32) * static_cast<std::uint64_t>(n) >> 32);
    }
    double unit() { return static_cast<double>(next() >> 11) / static_cast<double>(1ull << 53); }

private:
    std::uint64_t m_state;
};

// Liberties the chain of `s` would have after playing at empty p, not counting captures,
// counted up to 2; *joined = the number of own stones it would join (for self-atari tests).
int libertiesAfter(const GoBoard &b, int p, Stone s, int *joined);

// Liberties the chain of `s` would have after playing at empty p, counted up to `cap` (<= 8):
// p's empty neighbours and the liberties of the own chains it joins, p itself not counted. A
// move that captures counts as `cap` (the captured stones give it room).
int libertiesAfterUpTo(const GoBoard &b, int p, Stone s, int cap);

// The playout's answer when the opponent's last move took an own chain of two or more stones
// down to two liberties: a liberty of that chain that gives it three or more (not a ko
// retake, not an own eye); drawn at random when several do; kNoPoint when none.
int extendFromTwoLiberties(const GoBoard &b, int lastMove, Rng &rng);

// Whether a Go playout may play `s` at empty p: legal (no ko retake, no suicide), not an own
// true eye, and not a self-atari of a chain of more than `bigChain` stones... (see .cpp).
bool goPlayoutAllowed(const GoBoard &b, int p, Stone s);
// Whether NoGo allows `s` at empty p (no capture, no suicide).
inline bool nogoLegal(const GoBoard &b, int p, Stone s)
{
    return !b.wouldCapture(p, s) && !b.isSuicide(p, s);
}

// The points where a chain in atari can be taken, kept through one playout so the policy need
// not test every empty point at every move: a chain's liberties only shrink when a stone is
// played next to it, so after each move the chains around it that are in atari add their last
// liberty. Entries go stale (the chain escaped, was taken, or the point was filled) and are
// dropped when read. Value type owned by one playout.
class AtariWatch
{
public:
    // Every chain in atari on b (at the start of a playout).
    void scan(const GoBoard &b);
    // After a stone was played at p on b.
    void afterMove(const GoBoard &b, int p);
    // A point where `me` captures (not the ko point), drawn at random among them; kNoPoint
    // when there is none.
    int capture(const GoBoard &b, Stone me, Rng &rng);
    // Every point where `me` captures now (not the ko point), as capture() sees them.
    std::vector<int> capturePoints(const GoBoard &b, Stone me) const;

private:
    void add(int liberty);

    static constexpr int kCapacity = 64;
    std::array<int, kCapacity> m_points{};
    int m_count = 0;
};

// One policy move for the side to move; qiju::go::kNoPoint = pass (Go) or no legal move
// (NoGo). `lastMove` may be kNoPoint; `watch` follows the board (AtariWatch::afterMove()).
// `replies` (may be null): remembered replies to try after the atari answers (goreplies.h).
class ReplyTable;
int goPolicyMove(const GoBoard &b, int lastMove, Rng &rng, AtariWatch &watch,
    const ReplyTable *replies = nullptr);
int nogoPolicyMove(const GoBoard &b, Rng &rng);

} // namespace qiju::ai::go
