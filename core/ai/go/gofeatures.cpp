#include "gofeatures.h"

#include <algorithm>
#include <cstdlib>

#include "goladder.h"
#include "goplayout.h"
#include "gorollout.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::kNoPoint;
using qiju::go::Stone;

namespace {

void setLevel(MoveFeatures *f, FeatureGroup g, int level)
{
    f->level[static_cast<std::size_t>(g)] = static_cast<std::uint8_t>(level);
}

int distanceLevel(const GoBoard &b, int p, int q)
{
    if (q == kNoPoint || q == kPassMove)
        return 0;
    const core::Point a = b.toPoint(p);
    const core::Point c = b.toPoint(q);
    const int dx = std::abs(a.x - c.x);
    const int dy = std::abs(a.y - c.y);
    return std::min(dx + dy + std::max(dx, dy), 18) - 1;
}

// Whether the chain at p touches a stone of `s` whose chain is in atari.
bool touchesAtari(const GoBoard &b, int p, Stone s)
{
    int q = p;
    do {
        for (int nb : b.neighbours(q)) {
            if (b.at(nb) == s && b.inAtari(nb))
                return true;
        }
        q = b.nextInChain(q);
    } while (q != p);
    return false;
}

bool sameChain(const GoBoard &b, int p, int q)
{
    return q != kNoPoint && q != kPassMove && b.at(q) == b.at(p)
        && b.chainHead(q) == b.chainHead(p);
}

} // namespace

void GoFeatureContext::set(const GoBoard &b, int lastMove, int prevMove)
{
    m_board = &b;
    m_last = lastMove;
    m_prev = prevMove;
    m_me = qiju::go::stoneOf(b.toMove());
    m_libs.compute(b);
}

void GoFeatureContext::extract(int p, MoveFeatures *out) const
{
    *out = MoveFeatures{};
    if (p == kPassMove) {
        out->pass = true;
        setLevel(out, FeatureGroup::Pass, m_last == kPassMove ? 1 : 2);
        return;
    }
    const GoBoard &b = *m_board;
    const Stone me = m_me;
    const Stone opp = qiju::go::other(me);

    // Capture: the most telling kind among the chains taken.
    int capture = 0;
    bool rescue = false;
    int lastTouch = 0;
    for (int nb : b.neighbours(p)) {
        const Stone s = b.at(nb);
        if (s == opp && b.inAtari(nb)) {
            int level = b.chainSize(nb) == 1 ? 3 : 4;
            if (sameChain(b, nb, m_last))
                level = 1;
            else if (touchesAtari(b, nb, me))
                level = 2;
            capture = capture == 0 ? level : std::min(capture, level);
        } else if (s == me && b.inAtari(nb)) {
            rescue = true;
            if (m_last != kNoPoint && m_last != kPassMove) {
                for (int l : b.neighbours(m_last))
                    lastTouch = lastTouch || sameChain(b, nb, l);
            }
        }
    }
    setLevel(out, FeatureGroup::Capture, capture);

    int joined = 0;
    const int libs = libertiesAfter(b, p, me, &joined);
    if (capture == 0) {
        if (rescue && libs >= 2)
            setLevel(out, FeatureGroup::Escape, runsIntoLadder(b, p, me) ? 1 : (lastTouch ? 2 : 3));
        if (libs == 1)
            setLevel(out, FeatureGroup::SelfAtari, joined > 0 ? 2 : 1);
    }
    if (libs >= 2 || capture != 0) {
        bool atari = false;
        for (int nb : b.neighbours(p))
            atari = atari || (b.at(nb) == opp && m_libs.libs[static_cast<std::size_t>(nb)] == 2);
        if (atari) {
            int level = b.koPoint() != kNoPoint ? 2 : 3;
            if (libs >= 2 && startsLadder(b, p, me))
                level = 1;
            setLevel(out, FeatureGroup::Atari, level);
        }
    }
    setLevel(out, FeatureGroup::DistLast, distanceLevel(b, p, m_last));
    setLevel(out, FeatureGroup::DistPrev, distanceLevel(b, p, m_prev));
    const core::Point c = b.toPoint(p);
    const int n = b.size();
    setLevel(out, FeatureGroup::Line, std::min({c.x, c.y, n - 1 - c.x, n - 1 - c.y, 4}) + 1);
    spatialPatterns(b, m_libs, p, me, &out->patterns);
}

} // namespace qiju::ai::go
