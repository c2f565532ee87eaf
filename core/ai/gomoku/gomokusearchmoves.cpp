#include "gomokusearchmoves.h"

#include <algorithm>
#include <array>
#include <functional>

#include "gomokusearch.h"

namespace qiju::ai::gomoku {

using core::Side;

void AlphaBeta::generate(PointList &moves, const PointList &threats, int ttMove, int ply, int width)
{
    GomokuPosition &pos = *m_pos;
    const Side me = pos.sideToMove();
    const Side opp = core::opposite(me);
    moves.clear();

    if (!threats.empty()) {
        // The opponent threatens a straight four: defend, or counter with a four.
        defencesAgainst(pos, opp, threats, moves);
        PointList fours;
        fourMoves(pos, me, fours);
        for (int i = 0; i < fours.size; ++i) {
            if (!moves.contains(fours[i]))
                moves.push(fours[i]);
        }
        width = kPoints; // every defence counts
    }
    if (moves.empty()) {
        PointList all;
        candidates(pos, all);
        for (int i = 0; i < all.size; ++i) {
            if (!pos.isFoul(all[i], me))
                moves.push(all[i]);
        }
    }
    // Sort keys: the score above, the point below (inverted, so that ties go to the lower
    // point); best first, so the order never depends on the sort's internals.
    std::array<std::int64_t, kPoints> keys;
    const auto &killers = m_killers[static_cast<std::size_t>(std::min(ply, 127))];
    const auto &history = m_history[static_cast<std::size_t>(core::index(me))];
    for (int i = 0; i < moves.size; ++i) {
        const int p = moves[i];
        int s = moveScore(pos, p) + std::min(history[static_cast<std::size_t>(p)], 400);
        if (p == ttMove)
            s += 1 << 24;
        else if (p == killers[0] || p == killers[1])
            s += 300;
        keys[static_cast<std::size_t>(i)] = std::int64_t{s} * 1024 + (1023 - p);
    }
    const auto first = keys.begin();
    const auto end = first + moves.size;
    const auto kept = first + std::min(moves.size, width);
    std::partial_sort(first, kept, end, std::greater<>());
    for (auto it = first; it != kept; ++it)
        moves.points[static_cast<std::size_t>(it - first)]
            = static_cast<std::int16_t>(1023 - (*it & 1023));
    moves.size = std::min(moves.size, width);
}

} // namespace qiju::ai::gomoku
