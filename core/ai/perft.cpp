#include "perft.h"

#include "ataxx/ataxxperft.h"
#include "gomoku/gomokuperft.h"
#include "othello/othelloperft.h"

#include "games/ataxx/ataxxgame.h"
#include "games/othello/othellogame.h"

namespace qiju::ai {

namespace {

// Generic perft over the Game interface, same convention as the fast ones.
std::uint64_t genericPerft(const core::Game &game, int depth)
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
        total += genericPerft(*child, depth - 1);
    }
    return total;
}

std::uint64_t fastPerft(const core::Game &game, int depth)
{
    switch (game.id()) {
    case core::GameId::Othello:
        return othelloPerft(static_cast<const othello::OthelloGame &>(game).position(), depth);
    case core::GameId::Ataxx:
        return ataxxPerft(static_cast<const ataxx::AtaxxGame &>(game).position(), depth);
    case core::GameId::Gomoku:
        return gomokuPerft(static_cast<const gomoku::GomokuGame &>(game), depth);
    default:
        return genericPerft(game, depth);
    }
}

} // namespace

std::optional<std::uint64_t> perft(const core::Game &game, int depth)
{
    return fastPerft(game, depth);
}

std::vector<std::pair<std::string, std::uint64_t>> perftDivide(const core::Game &game, int depth)
{
    if (game.id() == core::GameId::Ataxx)
        return ataxxPerftDivide(static_cast<const ataxx::AtaxxGame &>(game).position(), depth);
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const core::Move &m : game.legalMoves()) {
        auto child = game.clone();
        child->play(m);
        out.emplace_back(game.moveText(m), depth <= 1 ? 1 : fastPerft(*child, depth - 1));
    }
    return out;
}

} // namespace qiju::ai
