// SgfTree: one game tree of an SGF FF[4] collection as plain data — nodes with their properties
// (identifier + decoded values, in file order, unknown ones included) and children, children[0]
// being the main line. Nodes live in one flat vector addressed by index, so deep or huge trees
// never recurse (no stack overflow on hostile input). Also the SGF point helpers ("aa" = top-left,
// first letter the column) and compressed point lists ("aa:cc"). Value type; no Qt; any thread.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/types.h"

namespace qiju::formats {

struct SgfProperty
{
    std::string id;                  // upper-case letters, e.g. "AB"
    std::vector<std::string> values; // decoded: escapes and soft line breaks removed, "\n" breaks

    friend bool operator==(const SgfProperty &, const SgfProperty &) = default;
};

struct SgfNode
{
    std::vector<SgfProperty> properties;
    int parent = -1;
    std::vector<int> children; // indices into the tree; [0] is the main line

    const SgfProperty *find(std::string_view id) const;
    // The first value of `id`, if the node has it.
    std::optional<std::string> value(std::string_view id) const;
    // Appends the values to `id` (created at the end if missing).
    void add(std::string_view id, std::vector<std::string> values);
    // Replaces `id`'s values (created at the end if missing).
    void set(std::string_view id, std::vector<std::string> values);
    void remove(std::string_view id);
};

class SgfTree
{
public:
    SgfTree(); // one empty root node

    int root() const { return 0; }
    int size() const { return int(m_nodes.size()); }
    const SgfNode &node(int i) const { return m_nodes[std::size_t(i)]; }
    SgfNode &node(int i) { return m_nodes[std::size_t(i)]; }
    // A new last child of `parent`; returns its index.
    int addChild(int parent);

    // Structural equality: same properties per node and the same children in the same order,
    // whatever the order the nodes were created in.
    friend bool operator==(const SgfTree &a, const SgfTree &b);

private:
    std::vector<SgfNode> m_nodes;
};

// "aa" -> {0,0}; letters a-z then A-Z (boards up to 52). nullopt for anything else.
std::optional<core::Point> sgfPoint(std::string_view value);
std::string sgfPointText(core::Point p);
// The spelling Othello programs (Cassio, OthelloTk, ...) use in GM[2] records: "e4" = column e,
// row 4 counted from the top, as in Othello notation; case-insensitive. nullopt otherwise.
std::optional<core::Point> othelloPoint(std::string_view value);
std::string othelloPointText(core::Point p);
// An SGF point, or (when `othello`) also an othelloPoint.
std::optional<core::Point> recordPoint(std::string_view value, bool othello);
// Every point of a list of values, each a point (see recordPoint) or a compressed rectangle
// "aa:cc". nullopt if a value is neither.
std::optional<std::vector<core::Point>> sgfPointList(
    const std::vector<std::string> &values, bool othello = false);

} // namespace qiju::formats
