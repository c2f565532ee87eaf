#include "goengine.h"

#include "goplayout.h"

#include "games/go/gogame.h"
#include "games/nogo/nogogame.h"

namespace qiju::ai::go {

GoEngine::GoEngine(core::GameId game)
    : m_game(game)
{ }

void GoEngine::clear() { }

SearchInfo GoEngine::search(const core::Game &game, const SearchLimits &limits,
    const std::atomic<bool> &, const ProgressFn &)
{
    SearchInfo info;
    Rng rng(limits.seed ^ game.hash());
    const GoBoard &board = m_game == core::GameId::Go
        ? static_cast<const qiju::go::GoGame &>(game).board()
        : static_cast<const qiju::nogo::NogoGame &>(game).board();
    for (int tries = 0; tries < 16; ++tries) {
        const int p = m_game == core::GameId::Go ? goPolicyMove(board, qiju::go::kNoPoint, rng)
                                                 : nogoPolicyMove(board, rng);
        const core::Move m
            = p == qiju::go::kNoPoint ? core::Move::pass() : core::Move::place(board.toPoint(p));
        if (game.check(m) == core::MoveError::None) {
            info.best = m;
            break;
        }
    }
    if (info.best.isNone()) {
        const auto moves = game.legalMoves();
        if (!moves.empty())
            info.best = moves.front();
    }
    info.pv = {info.best};
    info.score = 0.5;
    return info;
}

} // namespace qiju::ai::go
