// The Ataxx static evaluation, from the side to move's view, in centipieces (100 = one piece
// of difference): a few features (material, clone mobility, exposed and safe pieces, the
// largest single capture each side threatens, empties only one side can fill, the move)
// weighted by two tables, one for a board of empties and one for a full board, blended by the
// number of empties (tapered). The tables are fitted to game outcomes by `qiju-engine
// train-eval ataxx` (ataxxevalweights.cpp). Header-only hot path; pure, thread-safe.
#pragma once

#include <array>

#include "games/ataxx/ataxxbitboard.h"

namespace qiju::ai::ataxx {

using qiju::ataxx::Bitboard;

// Each feature is the side to move's count minus the opponent's, unless noted.
enum EvalFeature {
    kFeatMaterial,
    kFeatMobility,    // clone targets
    kFeatExposed,     // pieces next to a square the other side can reach (opponent's minus mine)
    kFeatSafe,        // pieces with no empty neighbour
    kFeatMoverThreat, // the mover's best immediate gain (a clone adds one, a conversion two)
    kFeatOtherThreat, // the opponent's best immediate gain (mover's view: not a difference)
    kFeatOwnEmpties,  // empties one side can clone into and the other cannot reach
    kFeatTempo,       // always 1: having the move
    kEvalFeatures
};

using EvalFeatures = std::array<int, kEvalFeatures>;

// Centipieces per feature unit, with every square empty (`open`) and with none (`full`).
struct EvalWeights
{
    EvalFeatures open{};
    EvalFeatures full{};
};

// The empties at which `open` applies fully (the start position's).
inline constexpr int kOpenEmpties = qiju::ataxx::kSquares - 4;

// The hand-set weights used before the fit (the same in both phases).
inline constexpr EvalWeights kHandWeights{
    {100, 4, 18, 3, 70, -40, 0, 0}, {100, 4, 18, 3, 70, -40, 0, 0}};

extern const EvalWeights kDefaultWeights; // fitted, ataxxevalweights.cpp
extern const char kEvalWeightsOrigin[];

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

// The features and the number of empty squares.
inline EvalFeatures evalFeatures(Bitboard me, Bitboard opp, Bitboard blocked, int *empties)
{
    using namespace qiju::ataxx;
    const Bitboard empty = kBoardMask & ~(me | opp | blocked);
    const Bitboard myClones = dilate(me) & empty;
    const Bitboard oppClones = dilate(opp) & empty;
    const Bitboard myReach = dilate2(me) & empty;
    const Bitboard oppReach = dilate2(opp) & empty;
    const Bitboard nearEmpty = dilate(empty);
    *empties = core::popCount(empty);
    EvalFeatures f;
    f[kFeatMaterial] = core::popCount(me) - core::popCount(opp);
    f[kFeatMobility] = core::popCount(myClones) - core::popCount(oppClones);
    f[kFeatExposed] = core::popCount(opp & dilate(myReach)) - core::popCount(me & dilate(oppReach));
    f[kFeatSafe] = core::popCount(me & ~nearEmpty) - core::popCount(opp & ~nearEmpty);
    f[kFeatMoverThreat] = bestGain(myReach, myClones, opp);
    f[kFeatOtherThreat] = bestGain(oppReach, oppClones, me);
    f[kFeatOwnEmpties]
        = core::popCount(myClones & ~oppReach) - core::popCount(oppClones & ~myReach);
    f[kFeatTempo] = 1;
    return f;
}

inline int evaluate(
    Bitboard me, Bitboard opp, Bitboard blocked, const EvalWeights &w = kDefaultWeights)
{
    int empties = 0;
    const EvalFeatures f = evalFeatures(me, opp, blocked, &empties);
    const int open = empties < kOpenEmpties ? empties : kOpenEmpties;
    int score = 0;
    for (std::size_t i = 0; i < f.size(); ++i)
        score += f[i] * (w.open[i] * open + w.full[i] * (kOpenEmpties - open));
    return score / kOpenEmpties;
}

} // namespace qiju::ai::ataxx
