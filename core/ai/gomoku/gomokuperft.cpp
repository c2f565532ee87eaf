#include "gomokuperft.h"

namespace qiju::ai {

namespace {

using gomoku::GomokuPosition;
using gomoku::kPoints;

// Precondition: the game is not over at `pos`.
std::uint64_t perftPosition(GomokuPosition &pos, int depth)
{
    const core::Side side = pos.sideToMove();
    std::uint64_t total = 0;
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
        total += perftPosition(pos, depth - 1);
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
    if (game.openingStage() == gomoku::OpeningStage::Done) {
        GomokuPosition pos = game.position();
        return perftPosition(pos, depth);
    }
    // The opening protocol has decision moves: go through the game until it is over.
    const auto moves = game.legalMoves();
    if (depth == 1)
        return moves.size();
    std::uint64_t total = 0;
    for (const core::Move &m : moves) {
        gomoku::GomokuGame child = game;
        child.play(m);
        total += gomokuPerft(child, depth - 1);
    }
    return total;
}

} // namespace qiju::ai
