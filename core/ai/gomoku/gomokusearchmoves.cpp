#include "gomokusearchmoves.h"

#include <algorithm>
#include <array>

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
    // point); best first, so the order never depends on the sort's internals. The `width`
    // best are kept in order as the keys come (most fall below the last kept one at once).
    std::array<std::int64_t, kPoints> kept;
    int size = 0;
    const int *shapes = shapeValues();
    const auto &killers = m_killers[static_cast<std::size_t>(std::min(ply, 127))];
    const auto &history = m_history[static_cast<std::size_t>(core::index(me))];
    for (int i = 0; i < moves.size; ++i) {
        const int p = moves[i];
        int s = moveScore(pos, p, shapes) + std::min(history[static_cast<std::size_t>(p)], 400);
        if (p == ttMove)
            s += 1 << 24;
        else if (p == killers[0] || p == killers[1])
            s += 300;
        const std::int64_t key = std::int64_t{s} * 1024 + (1023 - p);
        if (size == width && (size == 0 || key < kept[static_cast<std::size_t>(size - 1)]))
            continue;
        int j = size < width ? size++ : size - 1;
        for (; j > 0 && kept[static_cast<std::size_t>(j - 1)] < key; --j)
            kept[static_cast<std::size_t>(j)] = kept[static_cast<std::size_t>(j - 1)];
        kept[static_cast<std::size_t>(j)] = key;
    }
    for (int i = 0; i < size; ++i)
        moves.points[static_cast<std::size_t>(i)]
            = static_cast<std::int16_t>(1023 - (kept[static_cast<std::size_t>(i)] & 1023));
    moves.size = size;
}

} // namespace qiju::ai::gomoku
