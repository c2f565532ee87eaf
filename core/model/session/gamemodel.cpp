#include "gamemodel.h"

#include <algorithm>

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

core::MoveError GameModel::play(const core::Move &move, Undone undone)
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
    const GameNode &here = m_tree->current();
    bool known = false;
    for (const auto &child : here.children)
        known = known || child->move == move;
    const GameNode *node = nullptr;
    if (undone == Undone::Replace && m_undone && m_undone->parent == &here && !known) {
        int index = 0;
        while (here.children[static_cast<std::size_t>(index)].get() != m_undone)
            ++index;
        m_undone = nullptr; // dropped with its line
        node = &m_tree->playInstead(index, move);
    } else {
        node = &m_tree->play(move);
        followUndone(*node);
    }
    emit moveApplied(node->transition);
    announce(false, couldUndo, couldRedo, side);
    return core::MoveError::None;
}

void GameModel::followUndone(const GameNode &reached)
{
    // Replaying an undone move: the rest of the undone line stays undone.
    if (m_undone == &reached && !reached.children.empty()) {
        const int last = static_cast<int>(reached.children.size()) - 1;
        m_undone = reached.children[static_cast<std::size_t>(
                                        std::clamp(reached.redoChild, 0, last))]
                       .get();
    } else {
        m_undone = nullptr;
    }
}

void GameModel::undo()
{
    if (!canUndo())
        return;
    const bool couldRedo = canRedo();
    const core::Side side = position().sideToMove();
    m_undone = &m_tree->current();
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
    followUndone(node);
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

void GameModel::removeVariation(const GameNode &node)
{
    if (!hasGame() || !node.parent || GameTree::leadsTo(node, m_tree->current()))
        return;
    const bool couldRedo = canRedo();
    if (m_undone && GameTree::leadsTo(node, *m_undone))
        m_undone = nullptr;
    m_tree->remove(node);
    emit treeChanged();
    if (canRedo() != couldRedo)
        emit canRedoChanged(canRedo());
}

void GameModel::promoteVariation(const GameNode &node)
{
    if (!hasGame() || !node.parent)
        return;
    m_tree->promote(node);
    emit treeChanged();
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
