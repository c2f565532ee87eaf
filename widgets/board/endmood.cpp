#include "endmood.h"

namespace qiju::widgets {

using core::Side;

EndMood EndMood::of(const core::GameResult &result, const model::GameController *controller)
{
    EndMood mood;
    if (result.outcome == core::Outcome::Draw)
        return mood;
    std::optional<Side> person;
    int humans = 0;
    for (Side s : {Side::Black, Side::White}) {
        const model::Player *p = controller->player(s);
        if (p && p->kind() == model::PlayerKind::Human) {
            person = s;
            ++humans;
        }
    }
    mood.kind = Kind::Win;
    if (humans == 1) {
        // The person's colour now: after a Gomoku swap it is not the seat's first colour.
        const model::GameModel *m = controller->model();
        const Side colour = m->hasGame() ? m->position().colourOfSeat(*person) : *person;
        mood.personal = true;
        mood.kind = result.isWinFor(colour) ? Kind::Win : Kind::Loss;
    }
    return mood;
}

} // namespace qiju::widgets
