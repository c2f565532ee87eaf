// A minimal JSON value, reader and writer for Botzone's one-line JSON interaction (the layer
// below Qt has no JSON library). Reads RFC 8259 text including \u escapes (to UTF-8); numbers
// are doubles; objects keep their keys in order. The reader returns nullopt for anything
// malformed, never throws, and limits nesting to 64 levels. Value type.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace qiju::protocols {

class JsonValue
{
public:
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

    JsonValue() = default;
    static JsonValue boolean(bool b);
    static JsonValue number(double d);
    static JsonValue string(std::string s);
    static JsonValue array(std::vector<JsonValue> items = {});
    static JsonValue object();

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }
    double toNumber(double fallback = 0) const { return isNumber() ? m_number : fallback; }
    const std::string &toString() const { return m_string; }
    const std::vector<JsonValue> &items() const { return m_items; }
    // Object members; nullptr when absent or not an object.
    const JsonValue *find(std::string_view key) const;
    // Sets (or replaces) a member; turns a null value into an object.
    JsonValue &set(std::string key, JsonValue value);
    void append(JsonValue value) { m_items.push_back(std::move(value)); }

    std::string dump() const;
    static std::optional<JsonValue> parse(std::string_view text);

private:
    Type m_type = Type::Null;
    bool m_bool = false;
    double m_number = 0;
    std::string m_string;
    std::vector<JsonValue> m_items;                           // Array
    std::vector<std::pair<std::string, JsonValue>> m_members; // Object
};

} // namespace qiju::protocols
