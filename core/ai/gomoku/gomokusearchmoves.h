// The alpha-beta's moves: the moves it searches at a node and their order (generate(), a
// member of AlphaBeta, by the fitted order's score), what kind of move each is for pruning and
// reductions, and how much a late quiet move is reduced.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "gomokuthreats.h"

namespace qiju::ai::gomoku {

// The late move reduction of move k (counted from 0) at `depth`: growing with the logarithms
// of both, as in chess engines. Moves 3-9 (the width is 10): depth 3 one ply (two from move
// 8), depth 5 one or two (from move 5), depth 8 two or three (from move 7), depth 12 two to
// four.
inline int lmrReduction(int depth, int k)
{
    static const auto table = [] {
        std::array<std::array<std::int8_t, 32>, 65> t{};
        for (int d = 1; d < 65; ++d) {
            for (int i = 1; i < 32; ++i)
                t[static_cast<std::size_t>(d)][static_cast<std::size_t>(i)]
                    = static_cast<std::int8_t>(
                        std::max(1, static_cast<int>(0.5 + std::log(d) * std::log(i) / 1.5)));
        }
        return t;
    }();
    return table[static_cast<std::size_t>(std::clamp(depth, 1, 64))]
                [static_cast<std::size_t>(std::clamp(k, 1, 31))];
}

// The points a node of the alpha-beta orders (before it keeps the best few): against the
// opponent's straight-four threats `threats` (its flex4Points) every defence and every four
// of the mover, else (or if there are none) the candidates near the stones; never a foul.
void searchedPoints(GomokuPosition &pos, const PointList &threats, PointList &out);

// The fitted move order (gomokuorderweights.cpp, fitted to a stronger engine's moves by
// `qiju-engine train-order gomoku`) in points: kOrderPointsPerLogit per logit of its softmax.
inline constexpr int kOrderPointsPerLogit = 150;
// Its value of every packing of a point's four patterns (see pointClass()), for the mover
// (entries 0-65535) and the opponent (65536-131071); built on first use, then read-only.
const int *orderValues();

// The fitted order's score of p for the side to move (`values`: orderValues(), fetched once
// by a caller that scores many points).
inline int orderScore(const GomokuPosition &pos, int p, const int *values)
{
    return values[pos.packedPatterns(p, pos.sideToMove())]
        + values[(1 << 16) + pos.packedPatterns(p, core::opposite(pos.sideToMove()))];
}

// What a move is for pruning and reductions: Quiet makes neither an open three nor a four for
// the mover and takes no point where the opponent would make a double threat (a four-three, a
// three-three or a straight four); LoneThreat makes one open three or one four, on no such
// point; Other is the rest. Each side's threats are classified once.
enum class MoveKind : std::uint8_t { Quiet, LoneThreat, Other };

inline MoveKind moveKind(const GomokuPosition &pos, int p, core::Side me)
{
    const Threat mine = classify(pos, p, me);
    if (mine > Threat::Block4 || classify(pos, p, core::opposite(me)) >= Threat::DoubleThree)
        return MoveKind::Other;
    return mine == Threat::None ? MoveKind::Quiet : MoveKind::LoneThreat;
}

} // namespace qiju::ai::gomoku
