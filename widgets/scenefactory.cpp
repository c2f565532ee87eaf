#include "scenefactory.h"

#include "ataxxscene.h"
#include "gomokuscene.h"
#include "goscene.h"
#include "othelloscene.h"

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
