#include "gamecontroller.h"

#include <QMetaObject>

#include "players/computerplayer.h"
#include "players/humanplayer.h"

namespace qiju::model {

using core::Move;
using core::Side;

GameController::GameController(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_clock(new GameClock(this))
    , m_marking(new GoMarking(model, this))
{
    connect(m_clock, &GameClock::flagFell, this, &GameController::onFlagFell);
    connect(m_model, &GameModel::gameOver, this, [this] {
        m_clock->halt();
        cancelTurns();
        cancelHint();
        emit undoRedoChanged();
    });
    connect(m_model, &GameModel::markingStarted, this, [this] {
        m_clock->halt();
        cancelTurns();
        cancelHint();
        emit undoRedoChanged();
        // Without a person at the board, or with the players on two machines (both accept
        // the same deterministic estimate), the estimator's marks stand.
        if (!hasHuman() || hasNetworkSeat()) {
            QMetaObject::invokeMethod(
                m_marking, [this] { m_marking->accept(); }, Qt::QueuedConnection);
        }
    });
    connect(m_model, &GameModel::canUndoChanged, this, &GameController::undoRedoChanged);
    connect(m_model, &GameModel::canRedoChanged, this, &GameController::undoRedoChanged);
}

GameController::~GameController() = default;

Player *GameController::currentPlayer() const
{
    if (!m_model->hasGame())
        return nullptr;
    return player(m_model->position().seatToMove());
}

bool GameController::hasHuman() const
{
    for (Player *p : m_players) {
        if (p && p->kind() == PlayerKind::Human)
            return true;
    }
    return false;
}

bool GameController::isHumanToMove() const
{
    const Player *p = currentPlayer();
    return p && p->kind() == PlayerKind::Human && !m_model->isOver();
}

bool GameController::isHumanTurn() const
{
    const auto *h = qobject_cast<const HumanPlayer *>(currentPlayer());
    return h && h->isActive() && !m_model->isOver();
}

bool GameController::newGame(const GameSetup &setup, core::ParseError *error)
{
    auto start = setup.createGame(error);
    if (!start)
        return false;
    seatPlayers(setup);
    m_model->newGame(std::move(start));
    emit undoRedoChanged();
    scheduleTurn();
    return true;
}

void GameController::loadGame(const GameSetup &setup, std::unique_ptr<GameTree> tree)
{
    seatPlayers(setup);
    m_model->loadGame(std::move(tree));
    emit undoRedoChanged();
    scheduleTurn();
}

void GameController::seatPlayers(const GameSetup &setup)
{
    cancelTurns();
    cancelHint();
    m_setup = setup;
    setReviewing(false);
    m_clock->halt();
    m_clock->reset(setup.timeControl);
    if (isPaused()) {
        m_clock->setPaused(GameClock::PauseReason::User, false);
        emit pausedChanged(false);
    }
    for (Side s : {Side::Black, Side::White})
        setPlayer(s, setup.createPlayer(s, this));
    delete m_hint;
    m_hint = new AiController(setup.game, this);
    connect(m_hint, &AiController::failed, this, [this](quint64 id) {
        if (id != m_hintId)
            return; // the error is logged; no hint comes
        m_hintId = 0;
        emit hintBusyChanged(false);
    });
    connect(m_hint, &AiController::finished, this,
            [this](quint64 id, const ai::SearchInfo &info) {
                if (id != m_hintId)
                    return;
                m_hintId = 0;
                emit hintBusyChanged(false);
                emit hintReady(info.best, info);
            });
}

bool GameController::switchSides()
{
    if (!m_model->hasGame() || m_model->isOver())
        return false;
    cancelTurns();
    cancelHint();
    std::swap(m_setup.seats[0], m_setup.seats[1]);
    for (Side s : {Side::Black, Side::White})
        setPlayer(s, m_setup.createPlayer(s, this));
    return true;
}

void GameController::setPlayer(Side s, Player *p)
{
    Player *&slot = m_players[core::index(s)];
    if (slot == p)
        return;
    if (slot) {
        slot->cancelTurn();
        slot->deleteLater();
    }
    slot = p;
    p->setParent(this);
    p->setClock(m_clock, s);
    if (auto *cp = qobject_cast<ComputerPlayer *>(p)) {
        cp->setMinimumThinkingTime(m_minimumThinkingMs);
        connect(cp, &ComputerPlayer::failed, this, [this, s](const QString &detail) {
            setPaused(true);
            emit computerFailed(s, detail);
        });
    }
    wirePlayer(p);
    if (auto *engine = qobject_cast<EnginePlayer *>(p))
        wireEngine(engine);
    emit playersChanged();
    if (m_model->hasGame())
        scheduleTurn();
}

void GameController::wirePlayer(Player *p)
{
    connect(p, &Player::moveChosen, this, [this, p](const Move &m) { onMoveChosen(p, m); });
    connect(p, &Player::resigned, this, [this, p] {
        if (!isAnswerExpectedFrom(p))
            return; // a late resignation from a turn that was taken away
        const Side colour = m_model->position().colourOfSeat(m_model->position().seatToMove());
        m_model->endGame(core::GameResult::win(core::opposite(colour), core::EndReason::Resignation));
    });
    connect(p, &Player::thinkingChanged, this, [this, p](bool thinking) {
        for (Side s : {Side::Black, Side::White}) {
            if (player(s) == p)
                emit thinkingChanged(s, thinking);
        }
    });
    connect(p, &Player::searchProgress, this, [this, p](const ai::SearchInfo &info) {
        for (Side s : {Side::Black, Side::White}) {
            if (player(s) == p)
                emit searchProgress(s, info);
        }
    });
}

void GameController::wireEngine(EnginePlayer *engine)
{
    engine->setModel(m_model);
    connect(engine, &EnginePlayer::failed, this,
            [this, engine](EngineFault fault, const QString &detail) {
                for (Side s : {Side::Black, Side::White}) {
                    if (player(s) != engine)
                        continue;
                    if (m_setup.seat(s).engine.onFault == EngineFaultPolicy::Forfeit
                        && m_model->hasGame() && !m_model->isOver()) {
                        // Botzone's rule: the engine loses; the history stays as it was.
                        const Side colour = m_model->position().colourOfSeat(s);
                        m_model->endGame(core::GameResult::win(core::opposite(colour),
                                                               core::EndReason::Forfeit));
                        emit engineFailed(s, fault, detail);
                        continue;
                    }
                    // Qiju's AI takes the seat and the game goes on.
                    seatComputer(s);
                    emit engineFailed(s, fault, detail);
                }
            });
}

void GameController::seatComputer(Side s)
{
    auto *stand = new ComputerPlayer(m_setup.game, m_setup.seat(s).level, m_setup.timePerMoveMs,
                                     QStringLiteral("Qiju"), this);
    m_setup.seat(s).kind = PlayerKind::Computer;
    setPlayer(s, stand);
    emit undoRedoChanged();
}

bool GameController::hasNetworkSeat() const
{
    for (Player *p : m_players) {
        if (p && p->kind() == PlayerKind::Network)
            return true;
    }
    return false;
}

void GameController::rewindTo(int ply)
{
    if (!m_model->hasGame() || ply < 0 || ply >= m_model->ply())
        return;
    cancelTurns();
    cancelHint();
    m_clock->halt();
    while (m_model->ply() > ply && m_model->canUndo())
        m_model->undo();
    emit undoRedoChanged();
    scheduleTurn();
}

bool GameController::isHalted() const
{
    return m_clock->isPausedFor(GameClock::PauseReason::User)
        || m_clock->isPausedFor(GameClock::PauseReason::Network);
}

void GameController::scheduleTurn()
{
    const quint64 token = ++m_turnToken;
    QMetaObject::invokeMethod(
        this,
        [this, token] {
            if (token == m_turnToken)
                startTurn();
        },
        Qt::QueuedConnection);
}

bool GameController::isForcedPass() const
{
    const auto moves = m_model->position().legalMoves();
    return moves.size() == 1 && moves.front().isPass();
}

void GameController::startTurn()
{
    if (!m_model->hasGame() || m_model->isOver() || m_model->isMarking() || isHalted()
        || m_reviewing)
        return;
    const Side side = m_model->position().sideToMove();
    if (isForcedPass()) {
        // Nothing to decide: play the pass for whoever is to move, and say so.
        m_model->play(Move::pass(), GameModel::Undone::Replace);
        emit passed(side);
        scheduleTurn();
        return;
    }
    const int ply = m_model->ply();
    const Side seat = m_model->position().seatToMove();
    m_clock->startTurn(seat); // before the player looks at its clock
    if (Player *p = player(seat))
        p->yourTurn(m_model->position());
    // Announced after the player took the turn, so listeners see it waiting for input (unless
    // it answered at once, in which case the next turn is already scheduled).
    if (m_model->ply() == ply)
        emit turnStarted(seat);
}

void GameController::cancelTurns()
{
    ++m_turnToken; // drops a scheduled startTurn
    for (Player *p : m_players) {
        if (p)
            p->cancelTurn();
    }
}

bool GameController::isAnswerExpectedFrom(const Player *p) const
{
    return m_model->hasGame() && !m_model->isOver() && p == currentPlayer() && !isHalted()
        && !m_reviewing;
}

void GameController::onMoveChosen(Player *p, const Move &move)
{
    if (!isAnswerExpectedFrom(p))
        return; // a late answer from a turn that was taken away
    const Side seat = m_model->position().seatToMove();
    m_clock->poll(); // a move that comes after the flag fell does not count
    if (m_model->isOver())
        return;
    cancelHint();
    // Normal play: a move after an undo replaces the undone moves (review makes variations).
    const core::MoveError error = m_model->play(move, GameModel::Undone::Replace);
    if (error != core::MoveError::None) {
        emit illegalMove(move, error);
        p->yourTurn(m_model->position()); // ask again; the position is unchanged
        return;
    }
    m_clock->moveDone(seat);
    scheduleTurn();
}

void GameController::requestMove(const Move &move)
{
    if (m_reviewing) {
        if (!m_model->hasGame() || m_model->isOver())
            return;
        const core::MoveError error = m_model->position().check(move);
        if (error != core::MoveError::None)
            emit illegalMove(move, error);
        else
            emit reviewMoveRequested(move);
        return;
    }
    auto *human = qobject_cast<HumanPlayer *>(currentPlayer());
    if (!human || m_model->isOver())
        return;
    const core::MoveError error = m_model->position().check(move);
    if (error != core::MoveError::None) {
        emit illegalMove(move, error);
        return;
    }
    human->submit(move);
}

void GameController::resign()
{
    if (!m_model->hasGame() || m_model->isOver())
        return;
    // The person resigns: the human to move, else the only human seat; they lose with the
    // colour their seat holds now (after a Gomoku swap, not the one they started with).
    Side loser = m_model->position().seatToMove();
    if (!isHumanToMove()) {
        for (Side s : {Side::Black, Side::White}) {
            if (player(s) && player(s)->kind() == PlayerKind::Human)
                loser = s;
        }
    }
    const Side colour = m_model->position().colourOfSeat(loser);
    m_model->endGame(core::GameResult::win(core::opposite(colour), core::EndReason::Resignation));
}

bool GameController::canUndo() const
{
    if (!m_model->canUndo() || !hasHuman() || m_reviewing || hasNetworkSeat())
        return false;
    return true;
}

bool GameController::canRedo() const
{
    return m_model->canRedo() && hasHuman() && !m_reviewing && !hasNetworkSeat();
}

void GameController::undo()
{
    if (!canUndo())
        return;
    cancelTurns();
    cancelHint();
    m_clock->halt();
    m_model->undo();
    // Back to a position where a person decides: skip the computer's turns and forced passes.
    while (m_model->canUndo() && (!isHumanToMove() || isForcedPass()))
        m_model->undo();
    emit undoRedoChanged();
    scheduleTurn();
}

void GameController::redo()
{
    if (!canRedo())
        return;
    cancelTurns();
    cancelHint();
    m_clock->halt();
    m_model->redo();
    while (m_model->canRedo() && !m_model->isOver() && (!isHumanToMove() || isForcedPass()))
        m_model->redo();
    emit undoRedoChanged();
    scheduleTurn();
}

void GameController::requestHint()
{
    if (!m_hint || !isHumanTurn() || isForcedPass())
        return;
    cancelHint();
    ai::SearchLimits limits = ai::levelLimits(m_setup.game, ai::Level::Expert,
                                              std::min(m_setup.timePerMoveMs, 2000));
    m_hintId = m_hint->start(m_model->position(), limits);
    if (m_hintId)
        emit hintBusyChanged(true);
}

void GameController::cancelHint()
{
    if (!m_hint || m_hintId == 0)
        return;
    m_hint->cancel();
    m_hintId = 0;
    emit hintBusyChanged(false);
}

void GameController::moveNow()
{
    if (Player *p = currentPlayer())
        p->moveNow();
}

void GameController::setPausedFor(GameClock::PauseReason reason, bool paused)
{
    if (paused == m_clock->isPausedFor(reason))
        return;
    const bool wasHalted = isHalted();
    m_clock->setPaused(reason, paused);
    if (paused && !wasHalted) {
        cancelTurns();
        cancelHint();
    } else if (!paused && !isHalted()) {
        scheduleTurn();
    }
    if (reason == GameClock::PauseReason::User)
        emit pausedChanged(paused);
}

void GameController::setReviewing(bool reviewing)
{
    if (reviewing == m_reviewing)
        return;
    m_reviewing = reviewing;
    m_clock->setPaused(GameClock::PauseReason::Review, reviewing);
    if (reviewing) {
        cancelTurns();
        cancelHint();
    } else {
        scheduleTurn();
    }
    emit reviewingChanged(reviewing);
    emit undoRedoChanged();
}

void GameController::onFlagFell(Side seat)
{
    if (!m_model->hasGame() || m_model->isOver())
        return;
    if (player(seat) && player(seat)->kind() == PlayerKind::Network)
        return; // the peer's clock decides; it sends "flag" (NetSession)
    // Time is lost by the player, so by the colour that seat holds now.
    const Side colour = m_model->position().colourOfSeat(seat);
    m_model->endGame(core::GameResult::win(core::opposite(colour), core::EndReason::Time));
}

} // namespace qiju::model
