// GameTreeLayout: where each node of a game tree sits on a grid, for the game tree dock — a
// node's ply is its row along the line, its column says which line it belongs to. The main
// line keeps column 0; every variation takes the nearest column to the right of its parent's
// line that is free from the row before its first move to the end of its own line, so lines
// never share a cell or touch end to start. Plain value; computed afresh from the tree.
#pragma once

#include <unordered_map>
#include <vector>

#include "session/gametree.h"

namespace qiju::widgets {

class GameTreeLayout
{
public:
    struct Entry
    {
        const model::GameNode *node;
        int ply;
        int column;
        int parent; // index of the parent's entry; -1 at the root
    };

    GameTreeLayout() = default;
    explicit GameTreeLayout(const model::GameNode &root);

    const std::vector<Entry> &entries() const { return m_entries; }
    int rows() const { return m_rows; }       // plies of the deepest node + 1
    int columns() const { return m_columns; } // lines side by side
    // The number of variations (nodes that are not their parent's first child).
    int variations() const { return m_variations; }
    // The entry of `node`, or -1 when it is not in this layout.
    int indexOf(const model::GameNode *node) const;
    // The node at (ply, column), or null.
    const model::GameNode *nodeAt(int ply, int column) const;

private:
    void placeLine(const model::GameNode &first, int ply, int column, int parent);
    bool isFree(int column, int fromPly, int toPly) const;
    void occupy(int column, int ply, int entry);

    std::vector<Entry> m_entries;
    std::vector<std::vector<int>> m_grid; // [column][ply] -> entry index, -1 free
    std::unordered_map<const model::GameNode *, int> m_index;
    int m_rows = 0;
    int m_columns = 0;
    int m_variations = 0;
};

} // namespace qiju::widgets
