#include "gamemodel.h"

namespace qiju::model {

GameModel::GameModel(QObject *parent)
    : QObject(parent)
{}

GameModel::~GameModel() = default;

void GameModel::newGame(std::unique_ptr<core::Game> start)
{
    Q_ASSERT(start);
    loadGame(std::make_unique<GameTree>(std::move(start)));
}

void GameModel::loadGame(std::unique_ptr<GameTree> tree)
{
    Q_ASSERT(tree);
    const bool couldUndo = canUndo();
    const bool couldRedo = canRedo();
    m_tree = std::move(tree);
    emit positionReset();
    emit sideToMoveChanged(position().sideToMove());
    if (couldUndo != canUndo())
        emit canUndoChanged(canUndo());
    if (couldRedo != canRedo())
        emit canRedoChanged(canRedo());
    if (const auto r = result())
        emit gameOver(*r);
    if (isMarking())
        emit markingStarted();
}

const GameNode *GameModel::lastNode() const
{
    if (!hasGame() || !m_tree->current().parent)
        return nullptr;
    return &m_tree->current();
}

core::MoveError GameModel::play(const core::Move &move)
{
    if (!hasGame())
        return core::MoveError::GameOver;
    if (isOver())
        return core::MoveError::GameOver;
    const core::MoveError error = position().check(move);
    if (error != core::MoveError::None)
        return error;
    const bool couldUndo = canUndo();
    const bool couldRedo = canRedo();
    const core::Side side = position().sideToMove();
    const GameNode &node = m_tree->play(move);
    emit moveApplied(node.transition);
    announce(false, couldUndo, couldRedo, side);
    return core::MoveError::None;
}

void GameModel::undo()
{
    if (!canUndo())
        return;
    const bool couldRedo = canRedo();
    const core::Side side = position().sideToMove();
    m_tree->undo();
    emit positionReset();
    announce(true, true, couldRedo, side);
}

void GameModel::redo()
{
    if (!canRedo())
        return;
    const bool couldUndo = canUndo();
    const core::Side side = position().sideToMove();
    const GameNode &node = m_tree->redo();
    emit moveApplied(node.transition);
    announce(false, couldUndo, true, side);
}

void GameModel::goTo(const GameNode &node)
{
    if (!hasGame())
        return;
    const bool couldUndo = canUndo();
    const bool couldRedo = canRedo();
    const core::Side side = position().sideToMove();
    m_tree->setCurrent(node);
    emit positionReset();
    announce(true, couldUndo, couldRedo, side);
}

void GameModel::setComment(const std::string &text)
{
    if (!hasGame() || m_tree->current().comment == text)
        return;
    m_tree->current().comment = text;
    emit commentChanged();
}

void GameModel::endGame(const core::GameResult &result)
{
    if (!hasGame() || isOver())
        return;
    m_tree->current().endOverride = result;
    emit gameOver(result);
}

std::optional<core::GameResult> GameModel::result() const
{
    if (!hasGame())
        return std::nullopt;
    if (m_tree->current().endOverride)
        return m_tree->current().endOverride;
    if (position().awaitsMarking())
        return std::nullopt;
    return position().result();
}

bool GameModel::isMarking() const
{
    return hasGame() && !m_tree->current().endOverride && position().awaitsMarking();
}

void GameModel::announce(bool wasReset, bool couldUndo, bool couldRedo, core::Side previousSide)
{
    if (position().sideToMove() != previousSide || wasReset)
        emit sideToMoveChanged(position().sideToMove());
    if (canUndo() != couldUndo)
        emit canUndoChanged(canUndo());
    if (canRedo() != couldRedo)
        emit canRedoChanged(canRedo());
    if (!wasReset) {
        if (const auto r = result())
            emit gameOver(*r);
    }
    if (isMarking())
        emit markingStarted();
}

} // namespace qiju::model
