// Move values for the board overlay: the value of every legal move of the side to move.
// Othello and Ataxx: a shallow search of the position after each move through the game's
// engine, in discs/pieces (the estimated final difference, exact when the search reaches the
// end). Gomoku: the threat level of each point (gomokuthreats.h), for the points where a stone
// makes or takes away a threat. Go and NoGo: the mover's win rate after each move from one
// Monte-Carlo tree search (the visits and wins of the root's children), for the moves the
// search tried often enough to say something. Plain functions; evaluateMoves() may run on any
// thread and polls `stop` between and inside the searches.
#pragma once

#include <atomic>
#include <vector>

#include "searchtypes.h"

#include "common/game.h"

namespace qiju::ai {

struct MoveValue
{
    core::Move move;
    double value = 0;   // mover's view, in MoveValues::unit; higher is better
    bool exact = false; // a proven result (the search reached the end of the game)
    bool rough = false; // MCTS: few visits behind the value; drawn dimmed
};

struct MoveValues
{
    ScoreUnit unit = ScoreUnit::Discs;
    std::vector<MoveValue> moves; // in the order of game.legalMoves(); Gomoku: threats only;
                                  // Go/NoGo: the moves searched enough, most visited first
    bool complete = false;        // false when `stop` cut the work short
};

// Gomoku threat levels (MoveValue::value): the stronger of the threat the mover makes on the
// point and the one the opponent would make there (taken away by playing it).
enum class ThreatLevel : int {
    None = 0,
    Three = 1,        // an open three
    Four = 2,         // a four
    DoubleThree = 3,  // two open threes
    FourThree = 4,    // a four and an open three
    StraightFour = 5, // a straight four, or two fours: wins unless answered by five
    Five = 6,
};

// Every legal move's value for the side to move (pass and opening decisions excluded;
// Go/NoGo: the moves the search tried enough), as the game's row (gameprofile.h) computes
// them. Empty when the game is over.
MoveValues evaluateMoves(const core::Game &game, const std::atomic<bool> &stop);

// The ways to compute them, for the rows:
// a search of the position after each move with `limits` through the game's engine, in
// discs/pieces;
MoveValues searchedMoveValues(
    const core::Game &game, const SearchLimits &limits, const std::atomic<bool> &stop);
// Gomoku's threat levels (a GomokuGame; empty during an opening protocol);
MoveValues threatMoveValues(const core::Game &game);
// the win rates of one Monte-Carlo tree search (Go and NoGo).
MoveValues winRateMoveValues(const core::Game &game, const std::atomic<bool> &stop);

} // namespace qiju::ai
