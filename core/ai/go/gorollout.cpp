#include "gorollout.h"

#include <cstdlib>

#include "games/go/goscore.h"

namespace qiju::ai::go {

using qiju::go::kNoPoint;

double goAreaResult(const GoBoard &b, const GoCount &count)
{
    int black = 0;
    int white = 0;
    const int n = b.size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = b.point(x, y);
            const Stone s = b.at(p);
            if (s == Stone::Black) {
                ++black;
            } else if (s == Stone::White) {
                ++white;
            } else {
                bool nearBlack = false;
                bool nearWhite = false;
                for (int nb : b.neighbours(p)) {
                    nearBlack = nearBlack || b.at(nb) == Stone::Black;
                    nearWhite = nearWhite || b.at(nb) == Stone::White;
                }
                if (nearBlack && !nearWhite)
                    ++black;
                else if (nearWhite && !nearBlack)
                    ++white;
            }
        }
    }
    const double margin = black - white - count.komi;
    if (margin > 0)
        return 1.0;
    if (margin < 0)
        return 0.0;
    return count.blackWinsTie ? 1.0 : 0.5;
}

double goCountResult(const GoBoard &b, const qiju::go::GoRules &rules)
{
    const core::GameResult r = qiju::go::resultOf(qiju::go::score(b, {}, rules), rules);
    if (r.outcome == core::Outcome::BlackWins)
        return 1.0;
    return r.outcome == core::Outcome::WhiteWins ? 0.0 : 0.5;
}

double goPlayout(GoBoard &b, int passes, int lastMove, const GoCount &count, Rng &rng,
    MoveRecord &record, const ReplyTable *replies)
{
    const int points = b.size() * b.size();
    const int cap = 3 * points;
    // Mercy rule: a side that has captured this many more stones has won the playout.
    const int mercy = points / 5 + 5;
    AtariWatch watch;
    watch.scan(b);
    for (int moves = 0; passes < 2 && moves < cap; ++moves) {
        const Stone me = qiju::go::stoneOf(b.toMove());
        const int p = goPolicyMove(b, lastMove, rng, watch, replies);
        record.add(p == kNoPoint ? kPassMove : p, me);
        if (p == kNoPoint) {
            b.pass();
            ++passes;
            lastMove = kNoPoint;
            continue;
        }
        b.play(p, me);
        watch.afterMove(b, p);
        passes = 0;
        lastMove = p;
        const int diff = b.captures(core::Side::Black) - b.captures(core::Side::White);
        if (std::abs(diff) >= mercy)
            return diff > 0 ? 1.0 : 0.0;
    }
    return goAreaResult(b, count);
}

double nogoPlayout(GoBoard &b, Rng &rng, MoveRecord &record)
{
    for (;;) {
        const Stone me = qiju::go::stoneOf(b.toMove());
        const int p = nogoPolicyMove(b, rng);
        if (p == kNoPoint)
            return me == Stone::Black ? 0.0 : 1.0;
        record.add(p, me);
        b.play(p, me);
    }
}

} // namespace qiju::ai::go
