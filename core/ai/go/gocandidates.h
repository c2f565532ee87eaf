// The moves the Go and NoGo tree search considers at a node, each with a prior (virtual AMAF
// games): Go skips the ko point, suicides and the mover's own true eyes (so the engine never
// fills its own eye) and always offers a pass; NoGo offers every point that neither captures
// nor is a suicide. Plain functions over GoBoard; thread-safe.
#pragma once

#include <vector>

#include "gotree.h"

#include "games/go/goboard.h"

namespace qiju::ai::go {

// Whether the tree may play `s` at empty p in Go (ko, suicide and own-eye rules above).
bool goTreeAllowed(const qiju::go::GoBoard &b, int p, qiju::go::Stone s);

// The prior of one move at b for the side to move; `lastMove` may be kNoPoint; p may be
// kPassMove (Go). Good: captures, escapes from atari (bad when the escape still runs into a
// ladder, goladder.h), ataris that start a working ladder, the third and fourth lines of an
// open area, replies next to the last move, 3x3 shapes; bad: self-ataris, the first and second
// lines of an open area.
MctsChild goPrior(const qiju::go::GoBoard &b, int p, int lastMove);
MctsChild nogoPrior(const qiju::go::GoBoard &b, int p);

// Hand-set corrections to the learned model's log-strength of p (features f) where its fit
// is weak: taking chains of k >= 2 stones in atari gains 2.5 + ln k, and saving an own chain of
// k >= 2 stones from atari (not into a ladder) gains ln k.
struct MoveFeatures;
double tacticalBonus(const qiju::go::GoBoard &b, int p, const MoveFeatures &f);

// Every candidate at b for the side to move, with priors, into *out (cleared first). With a
// `model`, also each candidate's learned probability (MctsChild::prior, normalised over the
// candidates), from the last move and the one before (prevMove; kNoPoint if unknown).
class GoMoveModel;
void goCandidates(const qiju::go::GoBoard &b, int lastMove, std::vector<MctsChild> *out,
    const GoMoveModel *model = nullptr, int prevMove = qiju::go::kNoPoint);
void nogoCandidates(const qiju::go::GoBoard &b, std::vector<MctsChild> *out);

} // namespace qiju::ai::go
