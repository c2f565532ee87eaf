// The history of one game as a tree: the main line plus variations, one position snapshot
// per node (cheap for these games, and undo becomes a pointer move, as in Leela Zero).
// Each node remembers which child was visited last, so redo follows the line you undid.
// Plain C++ value owner; GUI thread only (owned by GameModel).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/game.h"
#include "formats/sgftree.h"

namespace qiju::model {

struct GameNode
{
    std::unique_ptr<core::Game> position; // the position after `move`
    core::Move move;                      // none at the root
    core::MoveTransition transition;      // what `move` changed
    GameNode *parent = nullptr;
    std::vector<std::unique_ptr<GameNode>> children; // children[0] is the main line
    int redoChild = 0;                                // the child redo follows
    std::optional<core::GameResult> endOverride;      // resignation, time, forfeit at this node
    std::string comment;
};

class GameTree
{
public:
    explicit GameTree(std::unique_ptr<core::Game> start);

    const GameNode &root() const { return *m_root; }
    const GameNode &current() const { return *m_current; }
    GameNode &current() { return *m_current; }
    const core::Game &position() const { return *m_current->position; }

    // Moves from the root to the current node.
    std::vector<core::Move> currentLine() const;
    int depth() const; // plies from the root to the current node

    // Adds (or follows, if it exists) the child for `move` and makes it current.
    // Precondition: the move is legal in the current position.
    const GameNode &play(const core::Move &move);

    // Plays `move` in place of the current node's child at `index`, which is dropped with
    // everything after it; the new node takes its place among the children (children[0] stays
    // the main line). Preconditions: `index` is a child's and the move is legal here.
    const GameNode &playInstead(int index, const core::Move &move);

    bool canUndo() const { return m_current->parent != nullptr; }
    bool canRedo() const { return !m_current->children.empty(); }
    void undo();
    // Follows the remembered child. Returns the node reached.
    const GameNode &redo();
    // Jumps to any node of this tree (review, load).
    void setCurrent(const GameNode &node);

    // Whether `node` is `of` or one of its ancestors (lies on the line from the root to `of`).
    static bool leadsTo(const GameNode &node, const GameNode &of);
    // Drops `node` and everything after it. Precondition: `node` is not the root and does not
    // lead to the current node. Its parent's redo choice stays on the same sibling (or the
    // first one if it was `node`).
    void remove(const GameNode &node);
    // Makes the line through `node` the main line: at each node above it the child on the way
    // to `node` becomes children[0], the other children keeping their order. Redo choices
    // follow their children.
    void promote(const GameNode &node);

    // The game information of an imported record that Qiju keeps to write back (event, place,
    // date, ranks, round, unknown properties...: formats::SgfGameStart::info), in its order;
    // nullopt for a game that did not come from a record.
    using RecordInfo = std::optional<std::vector<formats::SgfProperty>>;
    const RecordInfo &recordInfo() const { return m_recordInfo; }
    void setRecordInfo(RecordInfo info) { m_recordInfo = std::move(info); }

private:
    std::unique_ptr<GameNode> m_root;
    GameNode *m_current = nullptr;
    RecordInfo m_recordInfo;
};

} // namespace qiju::model
