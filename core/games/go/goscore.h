// Counting a finished Go position: area (stones + surrounded points) and territory
// (surrounded points + prisoners, no territory in seki) given the stones marked dead, with the
// ownership of every point for drawing territory. Plain functions over a GoBoard; thread-safe.
#pragma once

#include <vector>

#include "goboard.h"
#include "gorules.h"

#include "common/gameresult.h"

namespace qiju::go {

struct GoScore
{
    double black = 0; // Black's total
    double white = 0; // White's total, komi included
    int blackStones = 0;      // alive stones on the board
    int whiteStones = 0;
    int blackTerritory = 0;   // empty points and dead enemy stones surrounded by Black
    int whiteTerritory = 0;
    int blackPrisoners = 0;   // stones Black captured plus White's dead stones
    int whitePrisoners = 0;
    int dame = 0;             // points that belong to nobody
    // Per point in display order (y * size + x): Cell::Black / White for an owner (alive
    // stones, territory, dead stones inside territory), Cell::Empty for dame and seki eyes.
    std::vector<core::Cell> ownership;
    // Per point: a stone of a chain in seki (only computed under territory scoring).
    std::vector<bool> seki;
};

// `dead` holds one flag per point in display order (empty vector = nothing dead).
// Prisoners come from board.captures(). Scoring and komi come from `rules`.
GoScore scoreArea(const GoBoard &board, const std::vector<bool> &dead, double komi);
GoScore scoreTerritory(const GoBoard &board, const std::vector<bool> &dead, double komi);
GoScore score(const GoBoard &board, const std::vector<bool> &dead, const GoRules &rules);

// Turns a count into a result (EndReason::Count); Ing's tie-break gives an even count to Black.
core::GameResult resultOf(const GoScore &score, const GoRules &rules);

} // namespace qiju::go
