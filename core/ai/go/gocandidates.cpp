#include "gocandidates.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "gofeatures.h"
#include "goladder.h"
#include "gomovemodel.h"
#include "gopatterns.h"
#include "goplayout.h"
#include "gorollout.h"

namespace qiju::ai::go {

using qiju::go::kNoPoint;

namespace {

// Distance to the nearest edge, counted from 1 (the first line).
int lineOf(const GoBoard &b, int p)
{
    const core::Point c = b.toPoint(p);
    const int n = b.size();
    return 1 + std::min({c.x, c.y, n - 1 - c.x, n - 1 - c.y});
}

// Whether no stone lies within Manhattan distance 2 of p.
bool quietArea(const GoBoard &b, int p)
{
    const int w = b.stride();
    for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
            if (std::abs(dx) + std::abs(dy) > 2)
                continue;
            const int q = p + dy * w + dx;
            if (q <= 0 || q >= qiju::go::kMaxPoints)
                continue;
            const Stone s = b.at(q);
            if (s == Stone::Black || s == Stone::White)
                return false;
        }
    }
    return true;
}

bool nextTo(const GoBoard &b, int p, int q)
{
    if (q == kNoPoint || q == kPassMove)
        return false;
    const int d = std::abs(p - q);
    const int w = b.stride();
    return d == 1 || d == w || d == w - 1 || d == w + 1;
}

// The learned model's gamma for taking several stones is barely fitted (about e^1 to e^1.5,
// below most shape moves, and the distance to the last moves outweighs it); a capture of
// k >= 2 stones gains this much on top, plus ln k. (3.5 instead, with the 6000-game weights,
// lost 1-9 in self-play at 1000 playouts a move.)
constexpr double kCaptureBonus = 2.5;

// Stones in the distinct chains of colour `s` next to p that are in atari.
int atariStonesNextTo(const GoBoard &b, int p, Stone s)
{
    int heads[4];
    int n = 0;
    int stones = 0;
    for (int nb : b.neighbours(p)) {
        if (b.at(nb) != s || !b.inAtari(nb))
            continue;
        const int h = b.chainHead(nb);
        if (std::find(heads, heads + n, h) != heads + n)
            continue;
        heads[n++] = h;
        stones += b.chainSize(nb);
    }
    return stones;
}

} // namespace

double tacticalBonus(const GoBoard &b, int p, const MoveFeatures &f)
{
    if (p == kPassMove)
        return 0;
    const Stone me = qiju::go::stoneOf(b.toMove());
    double bonus = 0;
    if (f.level[static_cast<std::size_t>(FeatureGroup::Capture)] != 0) {
        const int taken = atariStonesNextTo(b, p, qiju::go::other(me));
        if (taken >= 2)
            bonus += kCaptureBonus + std::log(static_cast<double>(taken));
    }
    const int escape = f.level[static_cast<std::size_t>(FeatureGroup::Escape)];
    if (escape >= 2) { // out of atari and not into a ladder
        const int saved = atariStonesNextTo(b, p, me);
        if (saved >= 2)
            bonus += std::log(static_cast<double>(saved));
    }
    return bonus;
}

bool goTreeAllowed(const GoBoard &b, int p, Stone s)
{
    return p != b.koPoint() && !b.isEye(p, s) && !b.isSuicide(p, s);
}

MctsChild goPrior(const GoBoard &b, int p, int lastMove)
{
    MctsChild c{p, 10, 5};
    auto add = [&c](float games, float wins) {
        c.priorVisits += games;
        c.priorWins += wins;
    };
    if (p == kPassMove) {
        c.priorVisits = 20;
        c.priorWins = 2;
        return c;
    }
    const Stone me = qiju::go::stoneOf(b.toMove());
    const bool captures = b.wouldCapture(p, me);
    if (captures)
        add(20, 20);
    int joined = 0;
    const int libs = libertiesAfter(b, p, me, &joined);
    if (!captures) {
        bool rescues = false;
        for (int nb : b.neighbours(p))
            rescues = rescues || (b.at(nb) == me && b.inAtari(nb));
        if (rescues && libs >= 2)
            add(20, runsIntoLadder(b, p, me) ? 1 : 18);
        else if (libs == 1)
            add(joined > 0 ? 20 : 10, joined > 0 ? 0 : 2);
        if (libs >= 2 && startsLadder(b, p, me))
            add(20, 18);
    }
    if (quietArea(b, p)) {
        switch (lineOf(b, p)) {
        case 1: add(20, 0); break;
        case 2: add(10, 2); break;
        case 3:
        case 4: add(10, 8); break;
        default: add(5, 4); break;
        }
    }
    if (nextTo(b, p, lastMove))
        add(10, 7);
    if (matchesPattern(b, p))
        add(10, 8);
    return c;
}

MctsChild nogoPrior(const GoBoard &b, int p)
{
    MctsChild c{p, 10, 5};
    const Stone opp = qiju::go::other(qiju::go::stoneOf(b.toMove()));
    // A point only the mover can use is kept for later.
    if (!nogoLegal(b, p, opp)) {
        c.priorVisits += 10;
        c.priorWins += 2;
    }
    return c;
}

void goCandidates(const GoBoard &b, int lastMove, std::vector<MctsChild> *out,
    const GoMoveModel *model, int prevMove)
{
    out->clear();
    const Stone me = qiju::go::stoneOf(b.toMove());
    for (int i = 0; i < b.emptyCount(); ++i) {
        const int p = b.emptyAt(i);
        if (goTreeAllowed(b, p, me))
            out->push_back(goPrior(b, p, lastMove));
    }
    out->push_back(goPrior(b, kPassMove, lastMove));
    if (!model)
        return;
    GoFeatureContext context;
    context.set(b, lastMove, prevMove);
    MoveFeatures f;
    std::array<double, qiju::go::kMaxPoints + 1> score{};
    double best = -1e300;
    const std::size_t n = out->size();
    for (std::size_t i = 0; i < n; ++i) {
        context.extract((*out)[i].move, &f);
        score[i] = model->score(f) + tacticalBonus(b, (*out)[i].move, f);
        best = std::max(best, score[i]);
    }
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
        score[i] = std::exp(score[i] - best);
        sum += score[i];
    }
    for (std::size_t i = 0; i < n; ++i)
        (*out)[i].prior = static_cast<float>(score[i] / sum);
}

void nogoCandidates(const GoBoard &b, std::vector<MctsChild> *out)
{
    out->clear();
    const Stone me = qiju::go::stoneOf(b.toMove());
    for (int i = 0; i < b.emptyCount(); ++i) {
        const int p = b.emptyAt(i);
        if (nogoLegal(b, p, me))
            out->push_back(nogoPrior(b, p));
    }
}

} // namespace qiju::ai::go
