#include "goladder.h"

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::Stone;

namespace {

// Moves a whole read may play; a ladder across a 25x25 board takes about 50.
constexpr int kReadBudget = 160;

// Whether an attacking chain next to the chain at p is in atari (the defender can take it).
bool canTakeAttacker(const GoBoard &b, int p)
{
    const Stone attacker = qiju::go::other(b.at(p));
    int q = p;
    do {
        for (int nb : b.neighbours(q)) {
            if (b.at(nb) == attacker && b.inAtari(nb))
                return true;
        }
        q = b.nextInChain(q);
    } while (q != p);
    return false;
}

// The liberties of the chain at p, which has exactly two.
void twoLiberties(const GoBoard &b, int p, int out[2])
{
    int n = 0;
    int q = p;
    do {
        for (int nb : b.neighbours(q)) {
            if (b.at(nb) == Stone::Empty && (n == 0 || out[0] != nb) && n < 2)
                out[n++] = nb;
        }
        q = b.nextInChain(q);
    } while (q != p && n < 2);
}

bool works(const GoBoard &b, int p, int &budget);

// The defender (to move) runs from atari.
bool captures(const GoBoard &b, int p, int &budget)
{
    if (canTakeAttacker(b, p))
        return false;
    const Stone defender = b.at(p);
    const int run = b.atariLiberty(p);
    if (run == b.koPoint() || b.isSuicide(run, defender))
        return true;
    if (--budget < 0)
        return false;
    GoBoard next = b;
    next.play(run, defender);
    const int libs = next.liberties(p, 3);
    if (libs >= 3)
        return false;
    if (libs <= 1)
        return true;
    return works(next, p, budget);
}

// The attacker (to move) tries an atari on either liberty.
bool works(const GoBoard &b, int p, int &budget)
{
    const Stone attacker = qiju::go::other(b.at(p));
    int libs[2] = {qiju::go::kNoPoint, qiju::go::kNoPoint};
    twoLiberties(b, p, libs);
    for (int l : libs) {
        if (l == qiju::go::kNoPoint || l == b.koPoint() || b.isSuicide(l, attacker))
            continue;
        if (--budget < 0)
            return false;
        GoBoard next = b;
        next.play(l, attacker);
        if (next.at(p) == Stone::Empty)
            return true;
        if (next.inAtari(p) && captures(next, p, budget))
            return true;
    }
    return false;
}

} // namespace

bool ladderCaptures(const GoBoard &b, int p)
{
    int budget = kReadBudget;
    return captures(b, p, budget);
}

bool ladderWorks(const GoBoard &b, int p)
{
    int budget = kReadBudget;
    return works(b, p, budget);
}

namespace {

// An upper bound of the liberties of the chain at p, whose liberties are {l, e}, after the
// attacker plays l and the defender extends at e (counted with overlaps, so it may overcount).
int escapeLibertiesBound(const GoBoard &b, int p, int l, int e)
{
    const Stone defender = b.at(p);
    const int head = b.chainHead(p);
    int count = 0;
    for (int nb : b.neighbours(e)) {
        if (nb == l)
            continue;
        if (b.at(nb) == Stone::Empty)
            ++count;
        else if (b.at(nb) == defender && b.chainHead(nb) != head)
            count += b.liberties(nb, 3) - 1;
    }
    return count;
}

} // namespace

int netAtariPoint(const GoBoard &b, int p)
{
    if (canTakeAttacker(b, p))
        return qiju::go::kNoPoint;
    const Stone attacker = qiju::go::other(b.at(p));
    int libs[2] = {qiju::go::kNoPoint, qiju::go::kNoPoint};
    twoLiberties(b, p, libs);
    if (libs[1] == qiju::go::kNoPoint)
        return qiju::go::kNoPoint;
    for (int i = 0; i < 2; ++i) {
        const int l = libs[i];
        const int e = libs[1 - i];
        if (l == b.koPoint() || escapeLibertiesBound(b, p, l, e) > 1 || b.wouldCapture(e, b.at(p)))
            continue;
        // The atari stone itself must not be left in atari (or capture something).
        int open = 0;
        for (int nb : b.neighbours(l)) {
            if (b.at(nb) == Stone::Empty)
                ++open;
            else if (b.at(nb) == attacker && b.liberties(nb, 3) >= 2)
                open += 2;
        }
        if (open >= 2 || b.wouldCapture(l, attacker))
            return l;
    }
    return qiju::go::kNoPoint;
}

bool runsIntoLadder(const GoBoard &b, int p, Stone me)
{
    GoBoard next = b;
    next.play(p, me);
    return next.liberties(p, 3) == 2 && ladderWorks(next, p);
}

bool startsLadder(const GoBoard &b, int p, Stone me)
{
    const Stone opp = qiju::go::other(me);
    bool twoLiberties = false;
    for (int nb : b.neighbours(p))
        twoLiberties = twoLiberties || (b.at(nb) == opp && b.liberties(nb, 3) == 2);
    if (!twoLiberties)
        return false;
    GoBoard next = b;
    next.play(p, me);
    for (int nb : next.neighbours(p)) {
        if (next.at(nb) == opp && next.inAtari(nb) && ladderCaptures(next, nb))
            return true;
    }
    return false;
}

} // namespace qiju::ai::go
