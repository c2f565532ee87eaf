// Critical moments of a finished (or loaded) game: every position of one line is evaluated by
// the game's own engine at a small fixed budget (Othello, Ataxx, Gomoku: the alpha-beta
// engines; Go, NoGo: the MCTS win rate), and the moves after which the mover's value fell the
// most are reported with the engine's better move. Plain functions; findCriticalMoments() may
// run on any thread and polls `stop` between and inside the searches.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

#include "searchtypes.h"

#include "common/game.h"

namespace qiju::ai {

struct CriticalMoment
{
    int ply = 0; // the move's number in the line: positions[ply - 1] -> positions[ply]
    core::Side mover = core::Side::Black;
    core::Move played;
    core::Move better; // the engine's choice in positions[ply - 1]
    double before = 0; // the mover's value before the move (with the better move)
    double after = 0;  // the mover's value after the move played
    double swing() const { return before - after; }
};

struct CriticalReview
{
    ScoreUnit unit = ScoreUnit::Discs;   // Discs (Othello, Ataxx) or WinRate (Go, NoGo, Gomoku)
    std::vector<CriticalMoment> moments; // biggest swing first
    int evaluated = 0;                   // positions evaluated
    bool complete = false;               // false when `stop` cut the work short
};

// Called after each position with (positions done, positions in all).
using ReviewProgressFn = std::function<void(int, int)>;

// The game's row (gameprofile.h) holds these.
ScoreUnit reviewUnit(core::GameId game);
// The fixed, deterministic budget of one position's evaluation.
SearchLimits reviewLimits(const core::Game &position);
// The smallest loss reported, in reviewUnit(): smaller swings are search noise.
double minimumSwing(core::GameId game);
// The opening: moves from the game's usual start that are never judged, because the review's
// small budget cannot tell good opening moves apart (the row's openingAreaPerMove: Go 19x19:
// 20, 9x9: 4; Othello: 4).
int openingMoves(const core::Game &position);

// `positions`: the start of the line and the position after each move; `moves[i]` leads from
// positions[i] to positions[i + 1]. Reports at most `maxMoments` moves, each losing at least
// minimumSwing(); a move the engine agrees with, a forced move, an opening decision (swap), a
// move of the opening (openingMoves(), counted from the usual start: a set-up line's extra
// pieces count as moves) and a loss measured by too shallow a search are never reported.
CriticalReview findCriticalMoments(const std::vector<std::unique_ptr<core::Game>> &positions,
    const std::vector<core::Move> &moves, int maxMoments, const std::atomic<bool> &stop,
    const ReviewProgressFn &progress = {});

} // namespace qiju::ai
