#include "demomode.h"

#include "players/computerplayer.h"

namespace qiju::model {

using core::Side;

DemoMode::DemoMode(GameReview *review, QObject *parent)
    : QObject(parent)
    , m_review(review)
{
    connect(&m_timer, &QTimer::timeout, this, &DemoMode::onTick);
    GameController *c = review->controller();
    connect(c->model(), &GameModel::gameOver, this, [this] {
        if (m_kind == Kind::SelfPlay && !m_review->isActive())
            finish(true);
    });
    connect(c, &GameController::playersChanged, this, [this] {
        // A new or loaded game seated its own players: nothing to give back.
        if (m_kind == Kind::SelfPlay && !m_seating
            && (m_review->controller()->player(Side::Black) != m_players[0]
                || m_review->controller()->player(Side::White) != m_players[1]))
            finish(false);
    });
    connect(c, &GameController::reviewingChanged, this, [this](bool reviewing) {
        if (m_kind == Kind::SelfPlay && reviewing)
            finish(true); // the person stepped back
        else if (m_kind == Kind::Replay && !reviewing)
            finish(false); // back in the game, or a new one
    });
}

bool DemoMode::playBothSides(int moveMs, ai::Level level)
{
    GameController *c = m_review->controller();
    GameModel *m = c->model();
    if (!m->hasGame() || m->isOver())
        return false;
    stop();
    if (m_review->isActive()) {
        if (!m_review->canContinue())
            return false;
        m_review->continueFromHere();
    }
    m_kind = Kind::SelfPlay;
    m_players = {};
    m_seating = true; // playersChanged from here is not a new game
    for (Side s : {Side::Black, Side::White}) {
        auto *p = new ComputerPlayer(c->setup().game, level, moveMs, QStringLiteral("Qiju"), c);
        m_players[core::index(s)] = p;
        c->setPlayer(s, p);
        p->setMinimumThinkingTime(moveMs); // after seating: the controller sets its own
    }
    m_seating = false;
    emit runningChanged(true);
    return true;
}

bool DemoMode::replay(int intervalMs)
{
    if (!m_review->model()->hasGame() || m_review->line().size() < 2)
        return false;
    stop();
    if (m_review->currentIndex() + 1 >= int(m_review->line().size()))
        m_review->first();
    else
        m_review->start();
    m_kind = Kind::Replay;
    m_timer.start(intervalMs);
    emit runningChanged(true);
    return true;
}

void DemoMode::onTick()
{
    if (m_kind != Kind::Replay)
        return;
    if (m_review->currentIndex() + 1 >= int(m_review->line().size())) {
        finish(false);
        return;
    }
    m_review->forward(); // may end the review at the live node, which ends the replay
}

void DemoMode::stop()
{
    if (m_kind != Kind::None)
        finish(m_kind == Kind::SelfPlay);
}

void DemoMode::finish(bool restorePlayers)
{
    const Kind was = m_kind;
    m_kind = Kind::None;
    m_timer.stop();
    if (was == Kind::SelfPlay && restorePlayers) {
        GameController *c = m_review->controller();
        for (Side s : {Side::Black, Side::White})
            c->setPlayer(s, c->setup().createPlayer(s, c));
    }
    m_players = {};
    if (was != Kind::None)
        emit runningChanged(false);
}

} // namespace qiju::model
