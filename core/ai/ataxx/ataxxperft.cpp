#include "ataxxperft.h"

#include <array>

namespace qiju::ai {

using ataxx::AtaxxMove;
using ataxx::AtaxxPosition;
using ataxx::Bitboard;
using ataxx::kAdjacent;
using ataxx::kBoardMask;
using ataxx::kJumpRing;

namespace {

struct Walker
{
    Bitboard blocked;
    int clockLimit;

    std::uint64_t count(Bitboard player, Bitboard opponent, int clock, int depth) const
    {
        if (!player || !opponent || clock >= clockLimit)
            return 0;
        const Bitboard empty = kBoardMask & ~(player | opponent | blocked);
        const Bitboard clones = ataxx::dilate(player) & empty;
        if (!(ataxx::dilate2(player) & empty)) {
            if (!(ataxx::dilate2(opponent) & empty))
                return 0; // neither side can move: game over
            return depth == 1 ? 1 : count(opponent, player, clock + 1, depth - 1);
        }
        if (depth == 1) {
            std::uint64_t n = static_cast<std::uint64_t>(core::popCount(clones));
            for (Bitboard f = player; f; f &= f - 1)
                n += static_cast<std::uint64_t>(
                    core::popCount(kJumpRing[core::lowestBit(f)] & empty));
            return n;
        }
        std::uint64_t total = 0;
        for (Bitboard t = clones; t; t &= t - 1) {
            const int to = core::lowestBit(t);
            const Bitboard conv = kAdjacent[to] & opponent;
            total += count(opponent ^ conv, player | conv | core::bit(to), 0, depth - 1);
        }
        for (Bitboard f = player; f; f &= f - 1) {
            const int from = core::lowestBit(f);
            const Bitboard base = player ^ core::bit(from);
            for (Bitboard t = kJumpRing[from] & empty; t; t &= t - 1) {
                const int to = core::lowestBit(t);
                const Bitboard conv = kAdjacent[to] & opponent;
                total += count(opponent ^ conv, base | conv | core::bit(to), clock + 1, depth - 1);
            }
        }
        return total;
    }
};

int clockOf(const AtaxxPosition &pos, int clockLimit)
{
    // No clock: a value the walk can never reach.
    return clockLimit > 0 ? pos.halfmoves() : 0;
}

} // namespace

std::uint64_t ataxxPerft(const AtaxxPosition &pos, int depth, int clockLimit)
{
    if (depth <= 0)
        return 1;
    const Walker w{pos.blocked(), clockLimit > 0 ? clockLimit : 1 << 30};
    return w.count(pos.player(), pos.opponent(), clockOf(pos, clockLimit), depth);
}

std::vector<std::pair<std::string, std::uint64_t>> ataxxPerftDivide(
    const AtaxxPosition &pos, int depth, int clockLimit)
{
    std::vector<std::pair<std::string, std::uint64_t>> out;
    const ataxx::AtaxxRules rules{ataxx::AtaxxRules::EndRule::Uai, 0, clockLimit};
    if (depth <= 0 || pos.outcome(rules))
        return out;
    std::array<AtaxxMove, ataxx::kMaxMoves> moves;
    int n = pos.generateMoves(moves.data());
    if (n == 0) {
        moves[0] = AtaxxMove::pass();
        n = 1;
    }
    for (int i = 0; i < n; ++i) {
        AtaxxPosition child = pos;
        child.play(moves[static_cast<std::size_t>(i)]);
        out.emplace_back(ataxx::moveText(moves[static_cast<std::size_t>(i)]),
            ataxxPerft(child, depth - 1, clockLimit));
    }
    return out;
}

} // namespace qiju::ai
