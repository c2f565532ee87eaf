#include "perft.h"

#include "gameprofile.h"

namespace qiju::ai {

std::uint64_t gamePerft(const core::Game &game, int depth)
{
    if (depth <= 0)
        return 1;
    const auto moves = game.legalMoves();
    if (depth == 1)
        return moves.size();
    std::uint64_t total = 0;
    for (const core::Move &m : moves) {
        auto child = game.clone();
        child->play(m);
        total += gamePerft(*child, depth - 1);
    }
    return total;
}

std::optional<std::uint64_t> perft(const core::Game &game, int depth)
{
    return gameProfile(game.id()).perft(game, depth);
}

std::vector<std::pair<std::string, std::uint64_t>> perftDivide(const core::Game &game, int depth)
{
    const GameProfile &profile = gameProfile(game.id());
    if (profile.perftDivide)
        return profile.perftDivide(game, depth);
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const core::Move &m : game.legalMoves()) {
        auto child = game.clone();
        child->play(m);
        out.emplace_back(game.moveText(m), depth <= 1 ? 1 : profile.perft(*child, depth - 1));
    }
    return out;
}

} // namespace qiju::ai
