// The Ataxx static evaluation, from the side to move's view, in centipieces (100 = one piece
// of difference): material, clone mobility, safety (pieces next to a square the other side
// can move into) and holes (the largest single capture each side threatens; the mover's is
// almost cashed in, so it weighs more — the tempo). Header-only hot path; pure, thread-safe.
#pragma once

#include "games/ataxx/ataxxbitboard.h"

namespace qiju::ai::ataxx {

using qiju::ataxx::Bitboard;

struct EvalWeights
{
    int material = 100;
    int mobility = 4;     // per clone target
    int exposed = 18;     // per piece next to a square the opponent can reach
    int safe = 3;         // per piece with no empty neighbour
    int moverThreat = 70; // per piece-difference unit of the mover's best capture
    int otherThreat = 40; // per unit of the opponent's best capture
};

inline constexpr EvalWeights kDefaultWeights{};

// Best immediate gain in piece-difference units for a side whose reachable empties are
// `reach` (clone targets `clones` among them) against `victims`: a clone adds one piece, each
// conversion swings two.
inline int bestGain(Bitboard reach, Bitboard clones, Bitboard victims)
{
    int best = 0;
    // Only squares next to a victim can capture; elsewhere a clone gains just one.
    for (Bitboard t = reach & qiju::ataxx::dilate(victims); t; t &= t - 1) {
        const int sq = core::lowestBit(t);
        const int g = 2 * core::popCount(qiju::ataxx::kAdjacent[sq] & victims)
            + ((clones >> sq) & 1 ? 1 : 0);
        best = g > best ? g : best;
    }
    if (best == 0 && clones)
        best = 1;
    return best;
}

inline int evaluate(
    Bitboard me, Bitboard opp, Bitboard blocked, const EvalWeights &w = kDefaultWeights)
{
    using namespace qiju::ataxx;
    const Bitboard empty = kBoardMask & ~(me | opp | blocked);
    const Bitboard myClones = dilate(me) & empty;
    const Bitboard oppClones = dilate(opp) & empty;
    const Bitboard myReach = dilate2(me) & empty;
    const Bitboard oppReach = dilate2(opp) & empty;
    const Bitboard nearEmpty = dilate(empty);

    int score = w.material * (core::popCount(me) - core::popCount(opp));
    score += w.mobility * (core::popCount(myClones) - core::popCount(oppClones));
    score -= w.exposed * core::popCount(me & dilate(oppReach));
    score += w.exposed * core::popCount(opp & dilate(myReach));
    score += w.safe * (core::popCount(me & ~nearEmpty) - core::popCount(opp & ~nearEmpty));
    score += w.moverThreat * bestGain(myReach, myClones, opp);
    score -= w.otherThreat * bestGain(oppReach, oppClones, me);
    return score;
}

} // namespace qiju::ai::ataxx
