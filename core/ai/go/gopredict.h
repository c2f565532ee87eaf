// Measuring a Go move predictor on game records: every position of every game is ranked by the
// prior (the learned model of gomovemodel.h, or the hand-made priors of gocandidates.h when it
// is null) over all legal moves and the pass, and the rank of the move played is counted.
// Also the legal-move list both the predictor and the fitter use. Plain functions; thread-safe.
#pragma once

#include <cstdint>
#include <vector>

#include "gokifu.h"
#include "gomovemodel.h"

namespace qiju::ai::go {

// The legal points for the side to move at b (empty, not the ko point, no suicide), then
// kPassMove, into out[]; returns how many. out holds at least kMaxPoints + 1 entries.
int legalMoves(const qiju::go::GoBoard &b, int *out);

struct PredictResult
{
    std::int64_t positions = 0;
    std::int64_t top1 = 0; // the move played ranked first (ties count against it)
    std::int64_t top5 = 0;
    int games = 0;
    double seconds = 0; // processor time spent ranking (not wall-clock: the machine may be busy)
};

PredictResult predictGames(const std::vector<KifuGame> &games, const GoMoveModel *model);

} // namespace qiju::ai::go
