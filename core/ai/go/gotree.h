// The Monte-Carlo search tree of the Go and NoGo engine: a pool of nodes whose children lie in
// one contiguous block, each with its real statistics and its AMAF (RAVE) statistics seeded by
// priors, and re-rooting onto a descendant so the next search keeps what it learned.
// Owned by one search thread at a time; not thread-safe.
#pragma once

#include <cstdint>
#include <vector>

namespace qiju::ai::go {

struct MctsNode
{
    std::int32_t firstChild = -1; // index of the first child; -1 until expanded
    std::int16_t move = 0;        // the board point played to reach this node, or kPassMove
    std::uint16_t childCount = 0;
    // Results for the player who played `move` (the parent's side to move).
    float visits = 0;
    float wins = 0;
    float amafVisits = 0; // AMAF statistics, starting with the prior's virtual games
    float amafWins = 0;
    float prior = 0;     // the learned move model's probability of `move` (0 without it)
    bool pruned = false; // not to be played here (illegal at the root by superko, ...)

    bool expanded() const { return firstChild >= 0; }
    double winRate() const { return visits > 0 ? wins / visits : 0.5; }
};

// A child to add: its move, its hand-made prior as virtual AMAF games and wins, and the learned
// model's probability (0 without it).
struct MctsChild
{
    int move = 0;
    float priorVisits = 0;
    float priorWins = 0;
    float prior = 0;
};

class MctsTree
{
public:
    explicit MctsTree(std::size_t maxNodes = 1 << 22);

    static constexpr int kRoot = 0;

    // Drops everything: a single unexpanded root.
    void reset();
    std::size_t size() const { return m_nodes.size(); }
    bool full(std::size_t more) const { return m_nodes.size() + more > m_maxNodes; }

    MctsNode &node(int i) { return m_nodes[static_cast<std::size_t>(i)]; }
    const MctsNode &node(int i) const { return m_nodes[static_cast<std::size_t>(i)]; }

    // Gives `parent` its children (in one block). False (and nothing added) if the pool is
    // full. Precondition: parent is not expanded.
    bool expand(int parent, const std::vector<MctsChild> &children);

    // The child of `parent` that plays `move`, or -1.
    int child(int parent, int move) const;

    // Keeps only the subtree under `newRoot`, which becomes the root; returns the number of
    // nodes kept.
    std::size_t reroot(int newRoot);

private:
    std::size_t m_maxNodes;
    std::vector<MctsNode> m_nodes;
};

} // namespace qiju::ai::go
