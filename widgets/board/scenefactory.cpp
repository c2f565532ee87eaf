#include "scenefactory.h"

#include "gameui/ataxx/ataxxscene.h"
#include "gameui/go/goscene.h"
#include "gameui/gomoku/gomokuscene.h"
#include "gameui/othello/othelloscene.h"

namespace qiju::widgets {

BoardScene *createScene(core::GameId game, model::GameModel *model, QObject *parent)
{
    switch (game) {
    case core::GameId::Othello: return new OthelloScene(model, parent);
    case core::GameId::Gomoku: return new GomokuScene(model, parent);
    case core::GameId::Ataxx: return new AtaxxScene(model, parent);
    case core::GameId::Go:
    case core::GameId::Nogo: return new GoScene(model, parent);
    }
    return nullptr;
}

} // namespace qiju::widgets
