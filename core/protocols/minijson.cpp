#include "minijson.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace qiju::protocols {

JsonValue JsonValue::boolean(bool b)
{
    JsonValue v;
    v.m_type = Type::Bool;
    v.m_bool = b;
    return v;
}

JsonValue JsonValue::number(double d)
{
    JsonValue v;
    v.m_type = Type::Number;
    v.m_number = d;
    return v;
}

JsonValue JsonValue::string(std::string s)
{
    JsonValue v;
    v.m_type = Type::String;
    v.m_string = std::move(s);
    return v;
}

JsonValue JsonValue::array(std::vector<JsonValue> items)
{
    JsonValue v;
    v.m_type = Type::Array;
    v.m_items = std::move(items);
    return v;
}

JsonValue JsonValue::object()
{
    JsonValue v;
    v.m_type = Type::Object;
    return v;
}

const JsonValue *JsonValue::find(std::string_view key) const
{
    for (const auto &[k, v] : m_members) {
        if (k == key)
            return &v;
    }
    return nullptr;
}

JsonValue &JsonValue::set(std::string key, JsonValue value)
{
    m_type = Type::Object;
    for (auto &[k, v] : m_members) {
        if (k == key) {
            v = std::move(value);
            return v;
        }
    }
    m_members.emplace_back(std::move(key), std::move(value));
    return m_members.back().second;
}

namespace {

void dumpString(const std::string &s, std::string &out)
{
    out += '"';
    for (char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

class Reader
{
public:
    explicit Reader(std::string_view text)
        : m_text(text)
    { }

    std::optional<JsonValue> document()
    {
        auto v = value(0);
        skipBlanks();
        if (!v || m_pos != m_text.size())
            return std::nullopt;
        return v;
    }

private:
    void skipBlanks()
    {
        while (m_pos < m_text.size()
            && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n'
                || m_text[m_pos] == '\r'))
            ++m_pos;
    }
    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }

    std::optional<JsonValue> value(int depth)
    {
        if (depth > 64)
            return std::nullopt;
        skipBlanks();
        if (m_pos >= m_text.size())
            return std::nullopt;
        const char c = m_text[m_pos];
        if (c == '{')
            return object(depth);
        if (c == '[')
            return array(depth);
        if (c == '"') {
            auto s = string();
            return s ? std::optional(JsonValue::string(std::move(*s))) : std::nullopt;
        }
        if (literal("true"))
            return JsonValue::boolean(true);
        if (literal("false"))
            return JsonValue::boolean(false);
        if (literal("null"))
            return JsonValue();
        return number();
    }

    std::optional<JsonValue> number()
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size()
            && (std::string_view("+-.eE0123456789").find(m_text[m_pos]) != std::string_view::npos))
            ++m_pos;
        if (m_pos == start)
            return std::nullopt;
        const std::string token(m_text.substr(start, m_pos - start));
        char *end = nullptr;
        const double d = std::strtod(token.c_str(), &end);
        if (end != token.c_str() + token.size() || !std::isfinite(d))
            return std::nullopt;
        return JsonValue::number(d);
    }

    std::optional<std::string> string()
    {
        ++m_pos; // opening quote
        std::string out;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                return std::nullopt;
            const char e = m_text[m_pos++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                if (m_pos + 4 > m_text.size())
                    return std::nullopt;
                const std::string hex(m_text.substr(m_pos, 4));
                char *end = nullptr;
                const unsigned long cp = std::strtoul(hex.c_str(), &end, 16);
                if (end != hex.c_str() + 4)
                    return std::nullopt;
                m_pos += 4;
                appendUtf8(static_cast<unsigned>(cp), out);
                break;
            }
            default: return std::nullopt;
            }
        }
        return std::nullopt;
    }

    static void appendUtf8(unsigned cp, std::string &out)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    std::optional<JsonValue> array(int depth)
    {
        ++m_pos;
        JsonValue v = JsonValue::array();
        skipBlanks();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            return v;
        }
        while (true) {
            auto item = value(depth + 1);
            if (!item)
                return std::nullopt;
            v.append(std::move(*item));
            skipBlanks();
            if (m_pos >= m_text.size())
                return std::nullopt;
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == ']') {
                ++m_pos;
                return v;
            }
            return std::nullopt;
        }
    }

    std::optional<JsonValue> object(int depth)
    {
        ++m_pos;
        JsonValue v = JsonValue::object();
        skipBlanks();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            return v;
        }
        while (true) {
            skipBlanks();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return std::nullopt;
            auto key = string();
            skipBlanks();
            if (!key || m_pos >= m_text.size() || m_text[m_pos] != ':')
                return std::nullopt;
            ++m_pos;
            auto member = value(depth + 1);
            if (!member)
                return std::nullopt;
            v.set(std::move(*key), std::move(*member));
            skipBlanks();
            if (m_pos >= m_text.size())
                return std::nullopt;
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (m_text[m_pos] == '}') {
                ++m_pos;
                return v;
            }
            return std::nullopt;
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

std::string JsonValue::dump() const
{
    std::string out;
    switch (m_type) {
    case Type::Null: return "null";
    case Type::Bool: return m_bool ? "true" : "false";
    case Type::Number: {
        if (std::floor(m_number) == m_number && std::fabs(m_number) < 1e15)
            return std::to_string(static_cast<long long>(m_number));
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.17g", m_number);
        return buf;
    }
    case Type::String: dumpString(m_string, out); return out;
    case Type::Array:
        out += '[';
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (i)
                out += ',';
            out += m_items[i].dump();
        }
        out += ']';
        return out;
    case Type::Object:
        out += '{';
        for (std::size_t i = 0; i < m_members.size(); ++i) {
            if (i)
                out += ',';
            dumpString(m_members[i].first, out);
            out += ':';
            out += m_members[i].second.dump();
        }
        out += '}';
        return out;
    }
    return out;
}

std::optional<JsonValue> JsonValue::parse(std::string_view text) { return Reader(text).document(); }

} // namespace qiju::protocols
