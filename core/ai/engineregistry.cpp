#include "engineregistry.h"

#include "gomoku/gomokuengine.h"
#include "othello/othelloengine.h"

namespace qiju::ai {

std::unique_ptr<Engine> createEngine(core::GameId game)
{
    switch (game) {
    case core::GameId::Othello:
        return std::make_unique<othello::OthelloEngine>();
    case core::GameId::Gomoku:
        return std::make_unique<gomoku::GomokuEngine>();
    case core::GameId::Ataxx:
    case core::GameId::Go:
    case core::GameId::Nogo:
        break;
    }
    return nullptr;
}

} // namespace qiju::ai
