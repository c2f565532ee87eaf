#include "gotree.h"

#include <utility>

namespace qiju::ai::go {

MctsTree::MctsTree(std::size_t maxNodes)
    : m_maxNodes(maxNodes < 1 ? 1 : maxNodes)
{
    reset();
}

void MctsTree::reset()
{
    m_nodes.clear();
    m_nodes.emplace_back();
}

bool MctsTree::expand(int parent, const std::vector<MctsChild> &children)
{
    if (full(children.size()))
        return false;
    const auto first = static_cast<std::int32_t>(m_nodes.size());
    for (const MctsChild &c : children) {
        MctsNode n;
        n.move = static_cast<std::int16_t>(c.move);
        n.amafVisits = c.priorVisits;
        n.amafWins = c.priorWins;
        n.prior = c.prior;
        m_nodes.push_back(n);
    }
    MctsNode &p = node(parent);
    p.firstChild = first;
    p.childCount = static_cast<std::uint16_t>(children.size());
    return true;
}

int MctsTree::child(int parent, int move) const
{
    const MctsNode &p = node(parent);
    if (!p.expanded())
        return -1;
    for (int i = 0; i < p.childCount; ++i) {
        if (node(p.firstChild + i).move == move)
            return p.firstChild + i;
    }
    return -1;
}

std::size_t MctsTree::reroot(int newRoot)
{
    if (newRoot == kRoot)
        return m_nodes.size();
    std::vector<MctsNode> kept;
    kept.reserve(m_nodes.size() / 2 + 1);
    kept.push_back(node(newRoot));
    // Breadth first: node kept[i] still points into the old pool; its children are copied as
    // one block and its index rewritten.
    for (std::size_t i = 0; i < kept.size(); ++i) {
        if (!kept[i].expanded())
            continue;
        const std::int32_t oldFirst = kept[i].firstChild;
        const int count = kept[i].childCount;
        kept[i].firstChild = static_cast<std::int32_t>(kept.size());
        for (int c = 0; c < count; ++c)
            kept.push_back(m_nodes[static_cast<std::size_t>(oldFirst + c)]);
    }
    m_nodes = std::move(kept);
    return m_nodes.size();
}

} // namespace qiju::ai::go
