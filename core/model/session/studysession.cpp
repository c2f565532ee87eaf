#include "studysession.h"

#include <algorithm>

namespace qiju::model {

StudySession::StudySession(GameReview *review, QObject *parent)
    : QObject(parent)
    , m_review(review)
{
    m_opponent.setSingleShot(true);
    connect(&m_opponent, &QTimer::timeout, this, &StudySession::playNext);
    GameController *c = review->controller();
    connect(c, &GameController::reviewMoveRequested, this, &StudySession::onMoveRequested);
    connect(c, &GameController::reviewingChanged, this, [this](bool reviewing) {
        if (!reviewing)
            stop();
    });
}

GameSetup StudySession::setupFor(const GameSetup &recordSetup)
{
    GameSetup s = recordSetup;
    for (SeatSetup &seat : s.seats)
        seat.kind = PlayerKind::Human;
    s.timeControl = TimeControl{};
    return s;
}

bool StudySession::start(const GameTree &record, core::Side guessing)
{
    GameModel *m = m_review->model();
    if (!m->hasGame() || m->ply() != 0 || !m->tree().root().children.empty()
        || m->position().positionText() != record.root().position->positionText())
        return false;
    std::vector<core::Move> moves;
    std::vector<bool> guessTurns;
    for (const GameNode *n = &record.root(); !n->children.empty();) {
        const GameNode *child = n->children.front().get();
        const core::Game &before = *n->position;
        const auto legal = before.legalMoves();
        const bool forcedPass = legal.size() == 1 && legal.front().isPass();
        moves.push_back(child->move);
        guessTurns.push_back(before.sideToMove() == guessing && !forcedPass);
        n = child;
    }
    if (std::find(guessTurns.begin(), guessTurns.end(), true) == guessTurns.end())
        return false;
    stop();
    m_review->setExploring(false);
    m_review->start();
    m_moves = std::move(moves);
    m_guessTurns = std::move(guessTurns);
    m_index = 0;
    m_tip = &m_review->model()->tree().current();
    m_side = guessing;
    m_matched = 0;
    m_guessed = 0;
    m_active = true;
    emit activeChanged(true);
    advance();
    return true;
}

void StudySession::stop()
{
    if (!m_active)
        return;
    m_active = false;
    m_opponent.stop();
    m_tip = nullptr;
    m_review->setExploring(true);
    emit activeChanged(false);
}

int StudySession::remaining() const
{
    if (!m_active)
        return 0;
    return static_cast<int>(std::count(m_guessTurns.begin() + static_cast<long>(m_index),
                                       m_guessTurns.end(), true));
}

void StudySession::advance()
{
    if (!m_active)
        return;
    if (m_index >= m_moves.size()) {
        emit finished();
        return;
    }
    if (!isGuessTurn()) {
        // After a miss the real move stays marked a while longer before the reply.
        m_opponent.start(m_missed ? 3 * m_opponentDelayMs : m_opponentDelayMs);
    }
}

void StudySession::playNext()
{
    if (!m_active || m_index >= m_moves.size())
        return;
    GameModel *m = m_review->model();
    if (&m->tree().current() != m_tip)
        m->goTo(*m_tip); // the person looked back: the record goes on at its newest position
    if (m->play(m_moves[m_index]) != core::MoveError::None) {
        stop(); // cannot happen with a record that was read through the rules
        return;
    }
    m_tip = &m->tree().current();
    ++m_index;
    advance();
}

void StudySession::onMoveRequested(const core::Move &move)
{
    if (!m_active || !isGuessTurn() || m_opponent.isActive())
        return;
    if (&m_review->model()->tree().current() != m_tip) {
        emit guessIgnored();
        return;
    }
    const core::Move actual = m_moves[m_index];
    const bool hit = move == actual;
    ++m_guessed;
    if (hit)
        ++m_matched;
    emit guessJudged(move, actual, hit);
    m_missed = !hit;
    playNext();
    m_missed = false;
}

} // namespace qiju::model
