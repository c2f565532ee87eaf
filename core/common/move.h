// A move at the game-independent boundary between the rules, the model and the views.
// Value type. Othello, Gomoku, Go and NoGo use Place; Ataxx uses Place for a clone (the target
// only, as in UAI "f1") and Jump for a jump; Pass where the rules allow one. Swap and Balance
// are opening decisions (Gomoku swap / Swap2): they place nothing and change which player
// holds which colour (see GomokuGame::seatToMove()).
#pragma once

#include "types.h"

namespace qiju::core {

struct Move
{
    enum class Kind : std::uint8_t {
        None,
        Place,
        Jump,
        Pass,
        Swap,    // the deciding player takes the other colour (the pie rule)
        Balance, // Swap2: the deciding player places two more stones (a white, then a black)
                 // and leaves the choice of colour to the opponent
    };

    Kind kind = Kind::None;
    Point from; // Jump only
    Point to;   // Place and Jump

    static constexpr Move place(Point p) { return {Kind::Place, {}, p}; }
    static constexpr Move jump(Point from, Point to) { return {Kind::Jump, from, to}; }
    static constexpr Move pass() { return {Kind::Pass, {}, {}}; }
    static constexpr Move swap() { return {Kind::Swap, {}, {}}; }
    static constexpr Move balance() { return {Kind::Balance, {}, {}}; }

    constexpr bool isNone() const { return kind == Kind::None; }
    constexpr bool isPass() const { return kind == Kind::Pass; }
    friend constexpr bool operator==(const Move &, const Move &) = default;
};

} // namespace qiju::core
