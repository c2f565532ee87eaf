// Value types exchanged with a search: limits in, progress and result out.
// Plain values, safe to copy between threads.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "common/move.h"

namespace qiju::ai {

enum class ScoreUnit : std::uint8_t {
    Discs,   // Othello/Ataxx: final disc difference (exact) or its estimate, mover's view
    Points,  // Gomoku threat score / Go points, mover's view
    WinRate, // MCTS: probability in [0, 1] that the mover wins
};

struct SearchLimits
{
    int maxDepth = 0;          // plies; 0 = no depth limit
    std::int64_t maxNodes = 0; // 0 = unlimited (deterministic searches use this)
    int timeMs = 0;            // 0 = unlimited; otherwise answer within this many ms
    int exactEmpties = 0;      // Othello/Ataxx: solve exactly at or below this many empties
    std::int64_t playouts = 0; // MCTS: playout budget; 0 = unlimited
    double randomness = 0;     // 0 = always the best move; >0 = level noise (game units;
                               // MCTS: a temperature on visit counts below 1, and from 1
                               // on a uniformly random legal move)
    std::uint64_t seed = 0;    // seeds every random choice, so a search can be replayed
    int threads = 1;
    double resignBelow = 0;    // MCTS: resign when the root win rate is below this after
                               // enough playouts (never in the opening); 0 = never resign
    bool movePriors = true;    // Go: the tree uses the learned move model's priors (the
                               // level table turns them off below Hard)
    bool probCut = false;      // Othello: ProbCut in the midgame search (the level table
                               // turns it on from Hard)
};

// Reported after each completed iteration (progress) and once at the end (result).
struct SearchInfo
{
    core::Move best;
    double score = 0;   // mover's view, in the engine's ScoreUnit
    bool exact = false; // a proven game-theoretic value
    int depth = 0;      // last completed depth (plies); for an exact solve, the empties
    std::int64_t nodes = 0;
    int elapsedMs = 0;
    std::vector<core::Move> pv;
    bool stopped = false; // the stop flag or a limit cut the last iteration short
    std::int64_t playouts = 0; // MCTS: simulations run
    bool resign = false; // the engine gives up; `best` is still a legal move
};

using ProgressFn = std::function<void(const SearchInfo &)>;

} // namespace qiju::ai
