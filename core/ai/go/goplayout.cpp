#include "goplayout.h"

#include <algorithm>

#include "goladder.h"
#include "gopatterns.h"
#include "goreplies.h"

namespace qiju::ai::go {

using qiju::go::kNoPoint;

namespace {

// The ladder and net tactics below are used on boards this large and up. They were measured
// on 19x19 and, with the learned priors, on 13x13; on 9x9 against GNU Go they did not show a
// gain, so 9x9 plays out as before.
constexpr int kTacticsMinSize = 13;

} // namespace

int libertiesAfter(const GoBoard &b, int p, Stone s, int *joined)
{
    int libs[4];
    int n = 0;
    auto add = [&](int q) {
        if (q == p)
            return;
        for (int i = 0; i < n; ++i) {
            if (libs[i] == q)
                return;
        }
        if (n < 4)
            libs[n++] = q;
    };
    *joined = 0;
    for (int nb : b.neighbours(p)) {
        const Stone c = b.at(nb);
        if (c == Stone::Empty) {
            add(nb);
        } else if (c == s) {
            *joined += b.chainSize(nb);
            if (b.liberties(nb, 3) >= 3)
                return 2;
            // At most two liberties: walk the chain for them.
            int q = nb;
            do {
                for (int l : b.neighbours(q)) {
                    if (b.at(l) == Stone::Empty)
                        add(l);
                }
                q = b.nextInChain(q);
            } while (q != nb);
        }
        if (n >= 2)
            return 2;
    }
    return n;
}

int libertiesAfterUpTo(const GoBoard &b, int p, Stone s, int cap)
{
    if (b.wouldCapture(p, s))
        return cap;
    int libs[9];
    int n = 0;
    auto add = [&](int q) {
        if (q == p || n >= cap)
            return;
        for (int i = 0; i < n; ++i) {
            if (libs[i] == q)
                return;
        }
        libs[n++] = q;
    };
    int heads[4];
    int chains = 0;
    for (int nb : b.neighbours(p)) {
        const Stone c = b.at(nb);
        if (c == Stone::Empty) {
            add(nb);
        } else if (c == s) {
            const int h = b.chainHead(nb);
            if (std::find(heads, heads + chains, h) != heads + chains)
                continue;
            heads[chains++] = h;
            int q = nb;
            do {
                for (int l : b.neighbours(q)) {
                    if (b.at(l) == Stone::Empty)
                        add(l);
                }
                q = b.nextInChain(q);
            } while (q != nb && n < cap);
        }
        if (n >= cap)
            break;
    }
    return n;
}

int extendFromTwoLiberties(const GoBoard &b, int lastMove, Rng &rng)
{
    const Stone me = qiju::go::other(b.at(lastMove));
    int found[8];
    int n = 0;
    for (int nb : b.neighbours(lastMove)) {
        if (b.at(nb) != me || b.chainSize(nb) < 2 || b.liberties(nb, 3) != 2)
            continue;
        int q = nb;
        do {
            for (int l : b.neighbours(q)) {
                if (b.at(l) != Stone::Empty || l == b.koPoint() || b.isEye(l, me)
                    || std::find(found, found + n, l) != found + n)
                    continue;
                if (n < 8 && libertiesAfterUpTo(b, l, me, 3) >= 3)
                    found[n++] = l;
            }
            q = b.nextInChain(q);
        } while (q != nb);
    }
    return n > 0 ? found[rng.below(n)] : kNoPoint;
}

bool goPlayoutAllowed(const GoBoard &b, int p, Stone s)
{
    if (p == b.koPoint() || b.isEye(p, s))
        return false;
    if (b.wouldCapture(p, s))
        return true;
    int joined = 0;
    const int libs = libertiesAfter(b, p, s, &joined);
    if (libs == 0)
        return false; // suicide
    // A self-atari of a chain is almost always a blunder; a lone stone may be a throw-in.
    return !(libs == 1 && joined >= 1);
}

void AtariWatch::add(int liberty)
{
    for (int i = 0; i < m_count; ++i) {
        if (m_points[static_cast<std::size_t>(i)] == liberty)
            return;
    }
    if (m_count < kCapacity)
        m_points[static_cast<std::size_t>(m_count++)] = liberty;
}

void AtariWatch::scan(const GoBoard &b)
{
    m_count = 0;
    for (int i = 0; i < b.emptyCount(); ++i) {
        const int p = b.emptyAt(i);
        if (b.wouldCapture(p, Stone::Black) || b.wouldCapture(p, Stone::White))
            add(p);
    }
}

void AtariWatch::afterMove(const GoBoard &b, int p)
{
    if (b.at(p) == Stone::Empty)
        return; // a suicide took the stone off again (where the rules allow it)
    if (b.inAtari(p))
        add(b.atariLiberty(p));
    for (int nb : b.neighbours(p)) {
        const Stone s = b.at(nb);
        if ((s == Stone::Black || s == Stone::White) && b.inAtari(nb))
            add(b.atariLiberty(nb));
    }
}

int AtariWatch::capture(const GoBoard &b, Stone me, Rng &rng)
{
    int found[kCapacity];
    int n = 0;
    for (int i = 0; i < m_count;) {
        const int p = m_points[static_cast<std::size_t>(i)];
        const bool empty = b.at(p) == Stone::Empty;
        const bool mine = empty && b.wouldCapture(p, me);
        if (!empty || (!mine && !b.wouldCapture(p, qiju::go::other(me)))) {
            m_points[static_cast<std::size_t>(i)] = m_points[static_cast<std::size_t>(--m_count)];
            continue; // stale
        }
        if (mine && p != b.koPoint())
            found[n++] = p;
        ++i;
    }
    return n > 0 ? found[rng.below(n)] : kNoPoint;
}

std::vector<int> AtariWatch::capturePoints(const GoBoard &b, Stone me) const
{
    std::vector<int> out;
    for (int i = 0; i < m_count; ++i) {
        const int p = m_points[static_cast<std::size_t>(i)];
        if (b.at(p) == Stone::Empty && p != b.koPoint() && b.wouldCapture(p, me))
            out.push_back(p);
    }
    return out;
}

int goPolicyMove(
    const GoBoard &b, int lastMove, Rng &rng, AtariWatch &watch, const ReplyTable *replies)
{
    const Stone me = qiju::go::stoneOf(b.toMove());
    const Stone opp = qiju::go::other(me);
    const bool tactics = b.size() >= kTacticsMinSize;
    if (lastMove != kNoPoint && b.at(lastMove) == opp) {
        // Capture the chain just played if it is in atari.
        if (b.inAtari(lastMove)) {
            const int l = b.atariLiberty(lastMove);
            if (l != b.koPoint() && rng.below(8) != 0)
                return l;
        }
        // Save an own chain the last move put in atari, or capture an attacker.
        for (int nb : b.neighbours(lastMove)) {
            if (b.at(nb) != me || !b.inAtari(nb))
                continue;
            // Capture a neighbouring enemy chain in atari, if any.
            int q = nb;
            do {
                for (int e : b.neighbours(q)) {
                    if (b.at(e) == opp && b.inAtari(e)) {
                        const int l = b.atariLiberty(e);
                        if (l != b.koPoint())
                            return l;
                    }
                }
                q = b.nextInChain(q);
            } while (q != nb);
            const int l = b.atariLiberty(nb);
            int joined = 0;
            if (l != b.koPoint() && !b.wouldCapture(l, opp)
                && libertiesAfter(b, l, me, &joined) >= 2 && !(tactics && runsIntoLadder(b, l, me)))
                return l;
        }
        // The chain just played has two liberties and an atari nets it (no reading): play it.
        int open = 0; // the stone's own liberties bound the chain's from below
        for (int nb : b.neighbours(lastMove))
            open += b.at(nb) == Stone::Empty ? 1 : 0;
        if (tactics && open <= 2 && b.liberties(lastMove, 3) == 2) {
            const int a = netAtariPoint(b, lastMove);
            if (a != kNoPoint && goPlayoutAllowed(b, a, me))
                return a;
        }
        // An own chain the last move took down to two liberties: extend it to three or more.
        if (tactics) {
            const int e = extendFromTwoLiberties(b, lastMove, rng);
            if (e != kNoPoint)
                return e;
        }
    }
    if (replies != nullptr && lastMove != kNoPoint) {
        // The reply that last won after this move.
        const int r = replies->reply(me, lastMove);
        if (r != kNoPoint && b.at(r) == Stone::Empty && goPlayoutAllowed(b, r, me))
            return r;
    }
    if (lastMove != kNoPoint) {
        // A local reply: one of the 3x3 shapes next to the last move.
        const int w = b.stride();
        int replies[8];
        int count = 0;
        for (int d : {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1}) {
            const int q = lastMove + d;
            if (b.at(q) == Stone::Empty && matchesPattern(b, q) && goPlayoutAllowed(b, q, me))
                replies[count++] = q;
        }
        if (count > 0)
            return replies[rng.below(count)];
    }
    const int n = b.emptyCount();
    if (n == 0)
        return kNoPoint;
    if (rng.below(10) != 0) {
        // Capture an enemy chain in atari anywhere (one left from earlier moves).
        const int p = watch.capture(b, me, rng);
        if (p != kNoPoint)
            return p;
    }
    const int start = rng.below(n);
    for (int i = 0; i < n; ++i) {
        const int p = b.emptyAt((start + i) % n);
        if (goPlayoutAllowed(b, p, me))
            return p;
    }
    return kNoPoint;
}

int nogoPolicyMove(const GoBoard &b, Rng &rng)
{
    const Stone me = qiju::go::stoneOf(b.toMove());
    const Stone opp = qiju::go::other(me);
    const int n = b.emptyCount();
    if (n == 0)
        return kNoPoint;
    // Prefer a point the opponent could use too (taking it from them); keep the points only
    // we can use for later.
    int fallback = kNoPoint;
    const int start = rng.below(n);
    for (int i = 0; i < n; ++i) {
        const int p = b.emptyAt((start + i) % n);
        if (!nogoLegal(b, p, me))
            continue;
        if (nogoLegal(b, p, opp))
            return p;
        if (fallback == kNoPoint)
            fallback = p;
    }
    return fallback;
}

} // namespace qiju::ai::go
