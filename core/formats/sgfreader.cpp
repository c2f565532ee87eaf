#include "sgfreader.h"

#include <string>

namespace qiju::formats {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }

class Reader
{
public:
    explicit Reader(std::string_view text)
        : m_text(text)
    { }

    SgfParseResult run()
    {
        SgfParseResult r;
        m_pos = m_text.find('(');
        if (m_pos == std::string_view::npos)
            return fail(SgfError::NoGameTree, m_text.size());
        while (true) {
            if (!readTree(r.trees))
                return std::move(m_result);
            skipBlanks();
            if (m_pos >= m_text.size() || m_text[m_pos] != '(')
                break; // trailing text after the collection is ignored
        }
        return r;
    }

private:
    SgfParseResult fail(SgfError e, std::size_t at)
    {
        m_result = {};
        m_result.error = e;
        m_result.offset = at;
        m_result.line = 1;
        m_result.column = 1;
        for (std::size_t i = 0; i < at && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++m_result.line;
                m_result.column = 1;
            } else {
                ++m_result.column;
            }
        }
        return m_result;
    }

    void skipBlanks()
    {
        while (m_pos < m_text.size() && isBlank(m_text[m_pos]))
            ++m_pos;
    }

    // At a top-level '('. Reads one game tree; false (with m_result set) on error.
    bool readTree(std::vector<SgfTree> &trees)
    {
        SgfTree tree;
        // For each open '(': the node its first node hangs from (-1 for the top level).
        // `last` is the last node of the current sequence, `closed` says a variation of the
        // current sequence has ended (then only '(' or ')' may follow).
        std::vector<int> open;
        int last = -1;
        bool closed = false;
        bool rootUsed = false;
        while (true) {
            skipBlanks();
            if (m_pos >= m_text.size()) {
                fail(SgfError::UnclosedTree, m_text.size());
                return false;
            }
            const char c = m_text[m_pos];
            if (c == '(') {
                if (!open.empty() && last < 0) {
                    fail(SgfError::ExpectedNode, m_pos);
                    return false;
                }
                open.push_back(last);
                ++m_pos;
                skipBlanks();
                if (m_pos >= m_text.size() || m_text[m_pos] != ';') {
                    fail(m_pos >= m_text.size() ? SgfError::UnclosedTree : SgfError::ExpectedNode,
                        m_pos);
                    return false;
                }
                closed = false;
                continue;
            }
            if (c == ')') {
                const int parent = open.back();
                open.pop_back();
                ++m_pos;
                if (open.empty()) {
                    trees.push_back(std::move(tree));
                    return true;
                }
                last = parent;
                closed = true;
                continue;
            }
            if (c == ';') {
                if (closed) {
                    fail(SgfError::NodeAfterVariation, m_pos);
                    return false;
                }
                ++m_pos;
                if (last < 0 && !rootUsed) {
                    last = tree.root();
                    rootUsed = true;
                } else {
                    last = tree.addChild(last);
                }
                if (!readProperties(tree.node(last)))
                    return false;
                continue;
            }
            fail(SgfError::UnexpectedChar, m_pos);
            return false;
        }
    }

    // The properties of one node, up to the next ';', '(' or ')'.
    bool readProperties(SgfNode &node)
    {
        while (true) {
            skipBlanks();
            if (m_pos >= m_text.size())
                return true; // the caller reports the unclosed tree
            const char c = m_text[m_pos];
            if (c == ';' || c == '(' || c == ')')
                return true;
            if (!isUpper(c) && !isLower(c)) {
                fail(SgfError::UnexpectedChar, m_pos);
                return false;
            }
            const std::size_t start = m_pos;
            std::string id;
            while (m_pos < m_text.size() && (isUpper(m_text[m_pos]) || isLower(m_text[m_pos]))) {
                if (isUpper(m_text[m_pos]))
                    id += m_text[m_pos];
                ++m_pos;
            }
            skipBlanks();
            if (id.empty() || m_pos >= m_text.size() || m_text[m_pos] != '[') {
                fail(SgfError::BadProperty, start);
                return false;
            }
            std::vector<std::string> values;
            while (m_pos < m_text.size() && m_text[m_pos] == '[') {
                std::string v;
                if (!readValue(v))
                    return false;
                values.push_back(std::move(v));
                skipBlanks();
            }
            node.add(id, std::move(values));
        }
    }

    // At '['. Decodes up to the closing ']'.
    bool readValue(std::string &out)
    {
        const std::size_t start = m_pos;
        ++m_pos;
        while (m_pos < m_text.size()) {
            char c = m_text[m_pos];
            if (c == ']') {
                ++m_pos;
                return true;
            }
            if (c == '\\') {
                ++m_pos;
                if (m_pos >= m_text.size())
                    break;
                c = m_text[m_pos];
                if (c == '\n' || c == '\r') {
                    skipLineBreak(); // a soft line break: removed
                    continue;
                }
                out += c;
                ++m_pos;
                continue;
            }
            if (c == '\n' || c == '\r') {
                skipLineBreak();
                out += '\n';
                continue;
            }
            out += c;
            ++m_pos;
        }
        fail(SgfError::UnterminatedValue, start);
        return false;
    }

    // At '\n' or '\r': one line break of any convention (\n, \r, \r\n, \n\r).
    void skipLineBreak()
    {
        const char first = m_text[m_pos++];
        if (m_pos < m_text.size()) {
            const char second = m_text[m_pos];
            if ((second == '\n' || second == '\r') && second != first)
                ++m_pos;
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    SgfParseResult m_result;
};

} // namespace

SgfParseResult parseSgf(std::string_view text) { return Reader(text).run(); }

bool looksLikeSgf(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::size_t i = 0;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    if (i >= text.size() || text[i] != '(')
        return false;
    ++i;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    return i < text.size() && text[i] == ';';
}

std::string_view sgfErrorKey(SgfError e)
{
    switch (e) {
    case SgfError::None: return "ok";
    case SgfError::NoGameTree: return "no game tree";
    case SgfError::ExpectedNode: return "node expected";
    case SgfError::UnexpectedChar: return "unexpected character";
    case SgfError::BadProperty: return "bad property";
    case SgfError::UnterminatedValue: return "unterminated value";
    case SgfError::NodeAfterVariation: return "node after variation";
    case SgfError::UnclosedTree: return "unclosed game tree";
    }
    return "error";
}

} // namespace qiju::formats
