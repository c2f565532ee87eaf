#include "sgftree.h"

#include <algorithm>
#include <utility>

namespace qiju::formats {

const SgfProperty *SgfNode::find(std::string_view id) const
{
    for (const SgfProperty &p : properties) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

std::optional<std::string> SgfNode::value(std::string_view id) const
{
    const SgfProperty *p = find(id);
    if (!p || p->values.empty())
        return std::nullopt;
    return p->values.front();
}

void SgfNode::add(std::string_view id, std::vector<std::string> values)
{
    for (SgfProperty &p : properties) {
        if (p.id == id) {
            for (std::string &v : values)
                p.values.push_back(std::move(v));
            return;
        }
    }
    properties.push_back({std::string(id), std::move(values)});
}

void SgfNode::set(std::string_view id, std::vector<std::string> values)
{
    for (SgfProperty &p : properties) {
        if (p.id == id) {
            p.values = std::move(values);
            return;
        }
    }
    properties.push_back({std::string(id), std::move(values)});
}

void SgfNode::remove(std::string_view id)
{
    std::erase_if(properties, [id](const SgfProperty &p) { return p.id == id; });
}

SgfTree::SgfTree()
    : m_nodes(1)
{ }

int SgfTree::addChild(int parent)
{
    const int index = size();
    SgfNode n;
    n.parent = parent;
    m_nodes.push_back(std::move(n));
    m_nodes[std::size_t(parent)].children.push_back(index);
    return index;
}

bool operator==(const SgfTree &a, const SgfTree &b)
{
    if (a.size() != b.size())
        return false;
    std::vector<std::pair<int, int>> todo{{a.root(), b.root()}};
    while (!todo.empty()) {
        const auto [i, j] = todo.back();
        todo.pop_back();
        const SgfNode &x = a.node(i);
        const SgfNode &y = b.node(j);
        if (x.properties != y.properties || x.children.size() != y.children.size())
            return false;
        for (std::size_t k = 0; k < x.children.size(); ++k)
            todo.emplace_back(x.children[k], y.children[k]);
    }
    return true;
}

namespace {

int coordinate(char c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

char letter(int v) { return v < 26 ? char('a' + v) : char('A' + v - 26); }

} // namespace

std::optional<core::Point> sgfPoint(std::string_view value)
{
    if (value.size() != 2)
        return std::nullopt;
    const int x = coordinate(value[0]);
    const int y = coordinate(value[1]);
    if (x < 0 || y < 0)
        return std::nullopt;
    return core::Point{x, y};
}

std::string sgfPointText(core::Point p)
{
    if (p.x < 0 || p.y < 0 || p.x >= 52 || p.y >= 52)
        return {};
    return {letter(p.x), letter(p.y)};
}

std::optional<core::Point> othelloPoint(std::string_view value)
{
    if (value.size() < 2 || value.size() > 3)
        return std::nullopt;
    const char c = value[0];
    const int x = c >= 'a' && c <= 'z' ? c - 'a' : (c >= 'A' && c <= 'Z' ? c - 'A' : -1);
    int row = 0;
    for (const char d : value.substr(1)) {
        if (d < '0' || d > '9')
            return std::nullopt;
        row = row * 10 + (d - '0');
    }
    if (x < 0 || row < 1 || value[1] == '0')
        return std::nullopt;
    return core::Point{x, row - 1};
}

std::string othelloPointText(core::Point p)
{
    if (p.x < 0 || p.y < 0 || p.x >= 26)
        return {};
    return char('a' + p.x) + std::to_string(p.y + 1);
}

std::optional<core::Point> recordPoint(std::string_view value, bool othello)
{
    if (const auto p = sgfPoint(value))
        return p;
    return othello ? othelloPoint(value) : std::nullopt;
}

std::optional<std::vector<core::Point>> sgfPointList(
    const std::vector<std::string> &values, bool othello)
{
    std::vector<core::Point> points;
    for (const std::string &v : values) {
        const std::size_t colon = v.find(':');
        if (colon == std::string::npos) {
            const auto p = recordPoint(v, othello);
            if (!p)
                return std::nullopt;
            points.push_back(*p);
            continue;
        }
        const auto a = recordPoint(std::string_view(v).substr(0, colon), othello);
        const auto b = recordPoint(std::string_view(v).substr(colon + 1), othello);
        if (!a || !b)
            return std::nullopt;
        for (int y = std::min(a->y, b->y); y <= std::max(a->y, b->y); ++y) {
            for (int x = std::min(a->x, b->x); x <= std::max(a->x, b->x); ++x)
                points.push_back({x, y});
        }
    }
    return points;
}

} // namespace qiju::formats
