#include "gomokuperft.h"

namespace qiju::ai {

namespace {

using gomoku::GomokuPosition;
using gomoku::kPoints;
using gomoku::OpeningRule;
using gomoku::OpeningStage;

// The opening protocol's state after a placement (GomokuGame::play() does the same).
OpeningStage stageAfterPlacement(OpeningStage stage, int stones)
{
    switch (stage) {
    case OpeningStage::Placing: return stones >= 3 ? OpeningStage::Choice : stage;
    case OpeningStage::Balancing: return stones >= 5 ? OpeningStage::Choice2 : stage;
    default: return OpeningStage::Done;
    }
}

// Precondition: the game is not over at `pos`.
std::uint64_t perftPosition(GomokuPosition &pos, OpeningStage stage, OpeningRule opening, int depth)
{
    const core::Side side = pos.sideToMove();
    std::uint64_t total = 0;
    // Decisions of the opening protocol place nothing; Swap ends it, Balance starts Swap2's
    // two extra stones.
    const bool canSwap = stage == OpeningStage::Choice || stage == OpeningStage::Choice2;
    const bool canBalance = stage == OpeningStage::Choice && opening == OpeningRule::Swap2;
    if (canSwap)
        total += depth == 1 ? 1 : perftPosition(pos, OpeningStage::Done, opening, depth - 1);
    if (canBalance)
        total += depth == 1 ? 1 : perftPosition(pos, OpeningStage::Balancing, opening, depth - 1);
    for (int p = 0; p < kPoints; ++p) {
        if (!pos.isEmpty(p) || pos.isFoul(p, side))
            continue;
        if (depth == 1) {
            ++total;
            continue;
        }
        if (pos.makesFive(p, side) || pos.stoneCount() + 1 == kPoints)
            continue; // the game ends: no leaves below
        pos.play(p);
        total
            += perftPosition(pos, stageAfterPlacement(stage, pos.stoneCount()), opening, depth - 1);
        pos.undo(p);
    }
    return total;
}

} // namespace

std::uint64_t gomokuPerft(const gomoku::GomokuGame &game, int depth)
{
    if (depth <= 0)
        return 1;
    if (game.result())
        return 0;
    GomokuPosition pos = game.position();
    return perftPosition(pos, game.openingStage(), game.rules().opening, depth);
}

} // namespace qiju::ai
