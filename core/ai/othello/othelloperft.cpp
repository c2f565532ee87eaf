#include "othelloperft.h"

namespace qiju::ai {

using othello::Bitboard;

namespace {

std::uint64_t perftRec(Bitboard player, Bitboard opponent, int depth)
{
    const Bitboard moves = othello::legalMoves(player, opponent);
    if (!moves) {
        if (!othello::legalMoves(opponent, player))
            return 0; // game over before the horizon: not a leaf
        return depth == 1 ? 1 : perftRec(opponent, player, depth - 1);
    }
    if (depth == 1)
        return static_cast<std::uint64_t>(core::popCount(moves));
    std::uint64_t total = 0;
    for (Bitboard m = moves; m; m &= m - 1) {
        const int sq = core::lowestBit(m);
        const Bitboard f = othello::flips(player, opponent, sq);
        total += perftRec(opponent ^ f, player ^ (f | core::bit(sq)), depth - 1);
    }
    return total;
}

} // namespace

std::uint64_t othelloPerft(const othello::OthelloPosition &pos, int depth)
{
    if (depth <= 0)
        return 1;
    return perftRec(pos.player(), pos.opponent(), depth);
}

} // namespace qiju::ai
