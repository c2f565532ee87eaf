// Threat queries on a Gomoku position, shared by the evaluation, the threat solver and the
// alpha-beta search: where a side makes five, a four, a straight four or an open three, which
// points defend against a straight-four threat, and a per-point move-ordering score. Every
// query honours Renju: Black's fouls are never offered as Black's moves.
// Free functions on a position the caller owns; no state.
#pragma once

#include <array>
#include <cstdint>

#include "games/gomoku/gomokuposition.h"

namespace qiju::ai::gomoku {

using qiju::gomoku::GomokuPosition;
using qiju::gomoku::kPoints;
using qiju::gomoku::LinePattern;

// A small fixed-capacity list of points (no allocation in the search).
struct PointList
{
    std::array<std::int16_t, qiju::gomoku::kPoints> points;
    int size = 0;

    void push(int p) { points[static_cast<std::size_t>(size++)] = static_cast<std::int16_t>(p); }
    bool contains(int p) const
    {
        for (int i = 0; i < size; ++i) {
            if (points[static_cast<std::size_t>(i)] == p)
                return true;
        }
        return false;
    }
    // Removes p (if present), keeping the order of the others.
    void remove(int p)
    {
        int j = 0;
        for (int i = 0; i < size; ++i) {
            if (points[static_cast<std::size_t>(i)] != p)
                points[static_cast<std::size_t>(j++)] = points[static_cast<std::size_t>(i)];
        }
        size = j;
    }
    int operator[](int i) const { return points[static_cast<std::size_t>(i)]; }
    bool empty() const { return size == 0; }
    void clear() { size = 0; }
};

// How strong a move by one side on one point is, from its four line patterns.
enum class Threat : std::uint8_t {
    None,
    Flex3,       // makes one open three
    Block4,      // makes one four
    DoubleThree, // makes two open threes (Black: only if not a Renju foul)
    FourThree,   // a four and an open three
    Flex4,       // a straight four, a double four or a four-four: wins unless answered by five
    Five,
};

// Classifies the move of `s` on the empty point p, ignoring Renju fouls (see legalThreat()).
Threat classify(const GomokuPosition &pos, int p, core::Side s);
// As classify(), but None when the move is a Renju foul for `s`.
Threat legalThreat(const GomokuPosition &pos, int p, core::Side s);

// Empty points with a stone within two points: the candidate moves (the centre on an empty
// board).
void candidates(const GomokuPosition &pos, PointList &out);

// Points where `s` makes five now.
void fivePoints(const GomokuPosition &pos, core::Side s, PointList &out);
// Points on the four lines through p (within four steps) where `s` makes five: after `s`
// made a four at p, the points the opponent must answer.
void fivePointsThrough(const GomokuPosition &pos, int p, core::Side s, PointList &out);
// Legal moves of `s` that make a four (or better).
void fourMoves(const GomokuPosition &pos, core::Side s, PointList &out);
// Legal moves of `s` that make a straight four or a double four: points that win unless the
// opponent has a five (the threat an open three poses).
void flex4Points(const GomokuPosition &pos, core::Side s, PointList &out);
// Legal moves of `s` that make an open three (or a four-three / double three).
void threeMoves(const GomokuPosition &pos, core::Side s, PointList &out);

// Points where `defender` may play so that `attacker` no longer has any of `threats` (points
// from flex4Points(attacker)). Only points that are legal for the defender.
void defencesAgainst(
    GomokuPosition &pos, core::Side attacker, const PointList &threats, PointList &out);

// Move-ordering score of p for the side to move: own patterns (attack) plus the opponent's
// patterns there (defence).
int orderingScore(const GomokuPosition &pos, int p);
// The value of the shape a stone of one side makes on a point, for every packing of its four
// patterns (65536 entries, see moveScore()); built on first use, then read-only.
const int *shapeValues();
// A hand-set move score of p for the side to move (the alpha-beta's order at inner nodes until the
// fitted one, orderScore(), replaced it; `train-order gomoku` measures against it): the shape a
// stone there makes for each side (`shapes`: shapeValues(), fetched once by a caller that scores
// many points), ranked by its strongest combination (a straight four or two fours, a four-three,
// two open threes, a four or an open three with a two, a lone four or open three, two twos, ...)
// plus its smaller patterns; the mover's shape counts one and a half times the opponent's.
inline int moveScore(const GomokuPosition &pos, int p, const int *shapes)
{
    const core::Side me = pos.sideToMove();
    return shapes[pos.packedPatterns(p, me)] * 3 / 2
        + shapes[pos.packedPatterns(p, core::opposite(me))];
}

} // namespace qiju::ai::gomoku
