// ProbCut for the Othello midgame search (Buro 1997, "Experiments with Multi-ProbCut"): a deep
// search's value v is predicted from a shallow one's v' as v ~ a*v' + b with a normal residual
// of deviation sigma, fitted per depth and game phase on self-play positions (the fit:
// othelloprobcutfit.h, `qiju-engine train-eval probcut`). At a null-window node of depth d the
// search first runs the shallow search at the bound the model translates (beta + t*sigma - b)/a
// (and the same below alpha), and returns the bound when the shallow search cuts. All values
// are centi-discs, mover's view. Constant tables; thread-safe.
#pragma once

namespace qiju::ai::othello {

struct ProbCutModel
{
    double a = 1; // slope of the deep value on the shallow one
    double b = 0; // intercept, centi-discs
    double sigma = 0; // deviation of the residual, centi-discs
};

inline constexpr int kProbCutMinDepth = 3; // the shallowest depth ProbCut tries at
inline constexpr int kProbCutMaxDepth = 10; // the deepest fitted depth; deeper ones use its model
inline constexpr int kProbCutPhases = 4; // empties buckets: 0-23, 24-35, 36-47, 48-60

// The shallow search's depth for a deep depth d >= kProbCutMinDepth: about half of it,
// with d's parity (Othello's even and odd depths disagree systematically).
constexpr int probCutShallowDepth(int depth)
{
    return 2 * (depth / 4) + (depth & 1);
}

constexpr int probCutPhase(int empties)
{
    return empties < 24 ? 0 : empties < 36 ? 1 : empties < 48 ? 2 : 3;
}

// The fitted models, [depth - kProbCutMinDepth][phase] (othelloprobcuttable.cpp, generated).
extern const ProbCutModel kProbCutTable[kProbCutMaxDepth - kProbCutMinDepth + 1][kProbCutPhases];

inline const ProbCutModel &probCutModel(int depth, int empties)
{
    const int d = depth < kProbCutMaxDepth ? depth : kProbCutMaxDepth;
    return kProbCutTable[d - kProbCutMinDepth][probCutPhase(empties)];
}

} // namespace qiju::ai::othello
