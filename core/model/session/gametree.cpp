#include "gametree.h"

#include <algorithm>

namespace qiju::model {

GameTree::GameTree(std::unique_ptr<core::Game> start)
    : m_root(std::make_unique<GameNode>())
{
    m_root->position = std::move(start);
    m_current = m_root.get();
}

std::vector<core::Move> GameTree::currentLine() const
{
    std::vector<core::Move> line;
    for (const GameNode *n = m_current; n->parent; n = n->parent)
        line.push_back(n->move);
    std::reverse(line.begin(), line.end());
    return line;
}

int GameTree::depth() const
{
    int d = 0;
    for (const GameNode *n = m_current; n->parent; n = n->parent)
        ++d;
    return d;
}

const GameNode &GameTree::play(const core::Move &move)
{
    auto &children = m_current->children;
    for (std::size_t i = 0; i < children.size(); ++i) {
        if (children[i]->move == move) {
            m_current->redoChild = static_cast<int>(i);
            m_current = children[i].get();
            return *m_current;
        }
    }
    auto node = std::make_unique<GameNode>();
    node->position = m_current->position->clone();
    node->transition = node->position->play(move);
    node->move = move;
    node->parent = m_current;
    children.push_back(std::move(node));
    m_current->redoChild = static_cast<int>(children.size() - 1);
    m_current = children.back().get();
    return *m_current;
}

const GameNode &GameTree::playInstead(int index, const core::Move &move)
{
    auto node = std::make_unique<GameNode>();
    node->position = m_current->position->clone();
    node->transition = node->position->play(move);
    node->move = move;
    node->parent = m_current;
    m_current->children[static_cast<std::size_t>(index)] = std::move(node);
    m_current->redoChild = index;
    m_current = m_current->children[static_cast<std::size_t>(index)].get();
    return *m_current;
}

void GameTree::undo()
{
    if (m_current->parent)
        m_current = m_current->parent;
}

const GameNode &GameTree::redo()
{
    if (!m_current->children.empty()) {
        const int i = std::clamp(m_current->redoChild, 0,
                                 static_cast<int>(m_current->children.size()) - 1);
        m_current = m_current->children[i].get();
    }
    return *m_current;
}

void GameTree::setCurrent(const GameNode &node)
{
    m_current = const_cast<GameNode *>(&node);
    // Make redo from every ancestor lead back here.
    for (GameNode *n = m_current; n->parent; n = n->parent) {
        auto &siblings = n->parent->children;
        for (std::size_t i = 0; i < siblings.size(); ++i) {
            if (siblings[i].get() == n)
                n->parent->redoChild = static_cast<int>(i);
        }
    }
}

bool GameTree::leadsTo(const GameNode &node, const GameNode &of)
{
    for (const GameNode *n = &of; n; n = n->parent) {
        if (n == &node)
            return true;
    }
    return false;
}

namespace {

int childIndex(const GameNode &node)
{
    const auto &siblings = node.parent->children;
    int i = 0;
    while (siblings[static_cast<std::size_t>(i)].get() != &node)
        ++i;
    return i;
}

} // namespace

void GameTree::remove(const GameNode &node)
{
    GameNode *parent = node.parent;
    const int index = childIndex(node);
    parent->children.erase(parent->children.begin() + index);
    if (parent->redoChild == index)
        parent->redoChild = 0;
    else if (parent->redoChild > index)
        --parent->redoChild;
}

void GameTree::promote(const GameNode &node)
{
    for (const GameNode *n = &node; n->parent; n = n->parent) {
        GameNode *parent = n->parent;
        const int index = childIndex(*n);
        auto &children = parent->children;
        std::rotate(children.begin(), children.begin() + index, children.begin() + index + 1);
        if (parent->redoChild == index)
            parent->redoChild = 0;
        else if (parent->redoChild < index)
            ++parent->redoChild;
    }
}

} // namespace qiju::model
