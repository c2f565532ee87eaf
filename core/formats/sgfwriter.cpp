#include "sgfwriter.h"

namespace qiju::formats {

namespace {

constexpr std::size_t kLineWidth = 72;

class Writer
{
public:
    void tree(const SgfTree &t)
    {
        // Tasks: a node index opens a variation "(" and its sequence; -1 closes one.
        std::vector<int> todo{t.root()};
        bool first = true;
        while (!todo.empty()) {
            const int task = todo.back();
            todo.pop_back();
            if (task < 0) {
                put(")");
                continue;
            }
            if (!first)
                newLine();
            first = false;
            put("(");
            todo.push_back(-1);
            int i = task;
            while (true) {
                node(t.node(i), i == t.root());
                const auto &children = t.node(i).children;
                if (children.size() == 1) {
                    i = children.front();
                    continue;
                }
                for (auto it = children.rbegin(); it != children.rend(); ++it)
                    todo.push_back(*it);
                break;
            }
        }
        newLine();
    }

    std::string take() { return std::move(m_out); }

private:
    void node(const SgfNode &n, bool root)
    {
        if (m_column > kLineWidth)
            newLine();
        put(";");
        for (const SgfProperty &p : n.properties) {
            if (m_column + p.id.size() + 4 > kLineWidth && m_column > 1)
                newLine();
            put(p.id);
            for (const std::string &v : p.values) {
                std::string text(1, '[');
                text += escapeSgfValue(v);
                text += ']';
                if (m_column + text.size() > kLineWidth && m_column > p.id.size() + 1
                    && &v != &p.values.front())
                    newLine();
                put(text);
            }
        }
        if (root)
            newLine();
    }

    void put(std::string_view s)
    {
        m_out += s;
        const std::size_t nl = s.rfind('\n');
        m_column = nl == std::string_view::npos ? m_column + s.size() : s.size() - nl - 1;
    }

    void newLine()
    {
        if (m_column > 0)
            put("\n");
    }

    std::string m_out;
    std::size_t m_column = 0;
};

} // namespace

std::string escapeSgfValue(std::string_view value)
{
    std::string out;
    out.reserve(value.size());
    for (const char c : value) {
        if (c == ']' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

std::string writeSgf(const SgfTree &tree)
{
    Writer w;
    w.tree(tree);
    return w.take();
}

std::string writeSgf(const std::vector<SgfTree> &collection)
{
    Writer w;
    for (const SgfTree &t : collection)
        w.tree(t);
    return w.take();
}

} // namespace qiju::formats
