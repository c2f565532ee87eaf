// What one move changed, in display order, so views can animate without diffing boards: a
// scene that applies it to the previous position shows exactly the next one. Value type
// returned by Game::play(); the model forwards it in GameModel::moveApplied(), and `mover`
// says who moved.
#pragma once

#include <vector>

#include "move.h"

namespace qiju::core {

struct MoveTransition
{
    Side mover = Side::Black;
    Move move;
    std::vector<Point> placed;   // new pieces of the mover (placement, Ataxx clone)
    Point movedFrom;             // Ataxx jump: the piece travels movedFrom -> move.to
    Point grewFrom;              // Ataxx clone: the mover's neighbouring piece it grew from
                                 // (the first clockwise from the square above the target)
    std::vector<Point> flipped;  // pieces that changed to the mover's colour, nearest first
    std::vector<Point> captured; // pieces removed from the board (Go)
    std::vector<Point> filled;   // empties credited to a side when the game ended (Ataxx)
    Side filledSide = Side::Black;
};

} // namespace qiju::core
