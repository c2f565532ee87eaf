#include "gomokusearchmoves.h"

#include <algorithm>
#include <array>
#include <vector>

#include "gomokueval.h"
#include "gomokuorderweights.h"
#include "gomokusearch.h"

namespace qiju::ai::gomoku {

using core::Side;

const int *orderValues()
{
    static const std::vector<int> table = [] {
        std::vector<int> t(2 << 16);
        for (int role = 0; role < 2; ++role) {
            for (int packed = 0; packed < (1 << 16); ++packed) {
                const auto pp = static_cast<qiju::gomoku::PackedPatterns>(packed);
                if (isRealPacking(pp))
                    t[static_cast<std::size_t>(role * (1 << 16) + packed)]
                        = kOrderClassWeights[role][pointClass(pp)] * kOrderPointsPerLogit / 1000;
            }
        }
        return t;
    }();
    return table.data();
}

void searchedPoints(GomokuPosition &pos, const PointList &threats, PointList &out)
{
    const Side me = pos.sideToMove();
    out.clear();
    if (!threats.empty()) {
        // The opponent threatens a straight four: defend, or counter with a four.
        defencesAgainst(pos, core::opposite(me), threats, out);
        PointList fours;
        fourMoves(pos, me, fours);
        for (int i = 0; i < fours.size; ++i) {
            if (!out.contains(fours[i]))
                out.push(fours[i]);
        }
    }
    if (out.empty()) {
        PointList all;
        candidates(pos, all);
        for (int i = 0; i < all.size; ++i) {
            if (!pos.isFoul(all[i], me))
                out.push(all[i]);
        }
    }
}

void AlphaBeta::generate(PointList &moves, const PointList &threats, int ttMove, int ply, int width)
{
    GomokuPosition &pos = *m_pos;
    const Side me = pos.sideToMove();
    searchedPoints(pos, threats, moves);
    if (!threats.empty())
        width = kPoints; // every defence counts
    // Sort keys: the score above, the point below (inverted, so that ties go to the lower
    // point); best first, so the order never depends on the sort's internals. The `width`
    // best are kept in order as the keys come (most fall below the last kept one at once).
    std::array<std::int64_t, kPoints> kept;
    int size = 0;
    const int *values = orderValues();
    const auto &killers = m_killers[static_cast<std::size_t>(std::min(ply, 127))];
    const auto &history = m_history[static_cast<std::size_t>(core::index(me))];
    for (int i = 0; i < moves.size; ++i) {
        const int p = moves[i];
        int s = orderScore(pos, p, values) + std::min(history[static_cast<std::size_t>(p)], 400);
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
