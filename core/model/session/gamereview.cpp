#include "gamereview.h"

#include <algorithm>

namespace qiju::model {

namespace {

const GameNode &redoChildOf(const GameNode &node)
{
    const int last = static_cast<int>(node.children.size()) - 1;
    return *node.children[std::clamp(node.redoChild, 0, last)];
}

} // namespace

GameReview::GameReview(GameController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
{
    GameModel *m = controller->model();
    connect(m, &GameModel::moveApplied, this, &GameReview::changed);
    connect(m, &GameModel::positionReset, this, &GameReview::changed);
    connect(m, &GameModel::commentChanged, this, &GameReview::changed);
    connect(m, &GameModel::treeChanged, this, &GameReview::changed);
    connect(controller, &GameController::reviewingChanged, this, [this](bool active) {
        if (!active)
            m_live = nullptr;
        emit activeChanged(active);
        emit changed();
    });
    connect(controller, &GameController::reviewMoveRequested, this, [this](const core::Move &m) {
        if (m_exploring)
            model()->play(m); // a new move here becomes a variation; a known one is followed
    });
}

std::vector<const GameNode *> GameReview::line() const
{
    if (!model()->hasGame())
        return {};
    return lineThrough(model()->tree().current());
}

std::vector<const GameNode *> GameReview::lineThrough(const GameNode &node)
{
    std::vector<const GameNode *> nodes;
    for (const GameNode *n = &node; n; n = n->parent)
        nodes.push_back(n);
    std::reverse(nodes.begin(), nodes.end());
    for (const GameNode *n = &node; !n->children.empty();) {
        n = &redoChildOf(*n);
        nodes.push_back(n);
    }
    return nodes;
}

const GameNode *GameReview::gameNode() const
{
    if (!model()->hasGame())
        return nullptr;
    return isActive() && m_live ? m_live : &model()->tree().current();
}

int GameReview::currentIndex() const
{
    return model()->hasGame() ? model()->ply() : 0;
}

bool GameReview::isMainLine(const GameNode &node)
{
    for (const GameNode *n = &node; n->parent; n = n->parent) {
        if (n->parent->children.front().get() != n)
            return false;
    }
    return true;
}

void GameReview::start()
{
    if (!model()->hasGame() || isActive())
        return;
    m_live = &model()->tree().current();
    m_controller->setReviewing(true);
}

void GameReview::goTo(const GameNode &node)
{
    if (!model()->hasGame())
        return;
    const bool here = &node == &model()->tree().current();
    if (!isActive()) {
        if (here)
            return; // already there: no reason to stop the game
        start();
    }
    if (!here)
        model()->goTo(node);
    if (m_exploring && &node == m_live && !model()->isOver())
        backToGame(); // (a study keeps the review on wherever it goes)
}

void GameReview::goToIndex(int index)
{
    const auto nodes = line();
    if (nodes.empty())
        return;
    goTo(*nodes[std::clamp(index, 0, static_cast<int>(nodes.size()) - 1)]);
}

void GameReview::returnToMainLine()
{
    if (!model()->hasGame())
        return;
    const GameNode *n = &model()->tree().root();
    for (int ply = currentIndex(); ply > 0 && !n->children.empty(); --ply)
        n = n->children.front().get();
    goTo(*n);
}

std::vector<const GameNode *> GameReview::choices() const
{
    std::vector<const GameNode *> nodes;
    if (!model()->hasGame())
        return nodes;
    for (const auto &child : model()->tree().current().children)
        nodes.push_back(child.get());
    return nodes;
}

void GameReview::choose(int index)
{
    const auto nodes = choices();
    if (index >= 0 && index < static_cast<int>(nodes.size()))
        goTo(*nodes[index]);
}

bool GameReview::canDelete(const GameNode &node) const
{
    // A study walks its own line through the tree: it is not edited under it.
    const GameNode *game = gameNode();
    return m_exploring && game && node.parent && !GameTree::leadsTo(node, *game);
}

void GameReview::deleteVariation(const GameNode &node)
{
    if (!canDelete(node))
        return;
    if (GameTree::leadsTo(node, model()->tree().current()))
        goTo(*node.parent);
    model()->removeVariation(node);
}

void GameReview::promote(const GameNode &node)
{
    if (model()->hasGame())
        model()->promoteVariation(node);
}

bool GameReview::canContinue() const
{
    return isActive() && model()->hasGame() && !model()->isOver();
}

void GameReview::continueFromHere()
{
    if (!canContinue())
        return;
    m_controller->setReviewing(false);
}

void GameReview::backToGame()
{
    if (!isActive() || !m_live)
        return;
    if (&model()->tree().current() != m_live)
        model()->goTo(*m_live);
    if (!model()->isOver())
        m_controller->setReviewing(false);
}

} // namespace qiju::model
