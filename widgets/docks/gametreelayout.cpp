#include "gametreelayout.h"

#include <algorithm>

namespace qiju::widgets {

namespace {

// Plies of the line that starts at `first` and follows each node's first child.
int lineLength(const model::GameNode &first)
{
    int length = 1;
    for (const model::GameNode *n = &first; !n->children.empty(); n = n->children.front().get())
        ++length;
    return length;
}

} // namespace

GameTreeLayout::GameTreeLayout(const model::GameNode &root) { placeLine(root, 0, 0, -1); }

int GameTreeLayout::indexOf(const model::GameNode *node) const
{
    const auto it = m_index.find(node);
    return it == m_index.end() ? -1 : it->second;
}

const model::GameNode *GameTreeLayout::nodeAt(int ply, int column) const
{
    if (column < 0 || column >= int(m_grid.size()) || ply < 0
        || ply >= int(m_grid[std::size_t(column)].size()))
        return nullptr;
    const int entry = m_grid[std::size_t(column)][std::size_t(ply)];
    return entry < 0 ? nullptr : m_entries[std::size_t(entry)].node;
}

bool GameTreeLayout::isFree(int column, int fromPly, int toPly) const
{
    if (column >= int(m_grid.size()))
        return true;
    const std::vector<int> &cells = m_grid[std::size_t(column)];
    for (int ply = std::max(0, fromPly); ply <= toPly && ply < int(cells.size()); ++ply) {
        if (cells[std::size_t(ply)] >= 0)
            return false;
    }
    return true;
}

void GameTreeLayout::occupy(int column, int ply, int entry)
{
    if (column >= int(m_grid.size()))
        m_grid.resize(std::size_t(column) + 1);
    std::vector<int> &cells = m_grid[std::size_t(column)];
    if (ply >= int(cells.size()))
        cells.resize(std::size_t(ply) + 1, -1);
    cells[std::size_t(ply)] = entry;
    m_rows = std::max(m_rows, ply + 1);
    m_columns = std::max(m_columns, column + 1);
}

void GameTreeLayout::placeLine(const model::GameNode &first, int ply, int column, int parent)
{
    // The line itself first, so its own variations see it in place.
    const int start = int(m_entries.size());
    int previous = parent;
    int p = ply;
    for (const model::GameNode *n = &first;; n = n->children.front().get(), ++p) {
        const int entry = int(m_entries.size());
        m_entries.push_back({n, p, column, previous});
        m_index.emplace(n, entry);
        occupy(column, p, entry);
        previous = entry;
        if (n->children.empty())
            break;
    }
    const int end = int(m_entries.size());
    // Then the variations branching off it, top to bottom.
    for (int e = start; e < end; ++e) {
        const model::GameNode &node = *m_entries[std::size_t(e)].node;
        const int childPly = m_entries[std::size_t(e)].ply + 1;
        for (std::size_t i = 1; i < node.children.size(); ++i) {
            const model::GameNode &child = *node.children[i];
            const int last = childPly + lineLength(child) - 1;
            int c = column + 1;
            while (!isFree(c, childPly - 1, last))
                ++c;
            ++m_variations;
            placeLine(child, childPly, c, e);
        }
    }
}

} // namespace qiju::widgets
