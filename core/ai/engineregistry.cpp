#include "engineregistry.h"

#include "ataxx/ataxxengine.h"
#include "go/goengine.h"
#include "gomoku/gomokuengine.h"
#include "othello/othelloengine.h"

namespace qiju::ai {

std::unique_ptr<Engine> createEngine(core::GameId game)
{
    switch (game) {
    case core::GameId::Othello:
        return std::make_unique<othello::OthelloEngine>();
    case core::GameId::Ataxx:
        return std::make_unique<ataxx::AtaxxEngine>();
    case core::GameId::Gomoku:
        return std::make_unique<gomoku::GomokuEngine>();
    case core::GameId::Go:
    case core::GameId::Nogo:
        return std::make_unique<go::GoEngine>(game);
    }
    return nullptr;
}

} // namespace qiju::ai
