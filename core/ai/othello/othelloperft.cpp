#include "othelloperft.h"

#include "othellokernel.h"

namespace qiju::ai {

using core::Bitboard;

namespace {

std::uint64_t perftRec(Bitboard player, Bitboard opponent, int depth)
{
    const Bitboard moves = qiju::othello::legalMoves(player, opponent);
    if (!moves) {
        if (!qiju::othello::legalMoves(opponent, player))
            return 0; // game over before the horizon: not a leaf
        return depth == 1 ? 1 : perftRec(opponent, player, depth - 1);
    }
    if (depth == 1)
        return static_cast<std::uint64_t>(core::popCount(moves));
    std::uint64_t total = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = core::lowestBit(m);
        const Bitboard f = othello::fastFlips(player, opponent, sq);
        total += perftRec(opponent ^ f, player ^ (f | core::bit(sq)), depth - 1);
    }
    return total;
}

} // namespace

std::uint64_t othelloPerft(const qiju::othello::OthelloPosition &pos, int depth)
{
    if (depth <= 0)
        return 1;
    return perftRec(pos.player(), pos.opponent(), depth);
}

} // namespace qiju::ai
