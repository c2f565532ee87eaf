// Small ASCII text helpers shared by the rules, position and protocol parsers. Plain
// functions; thread-safe.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace qiju::core {

// ASCII lowercase copy (rule and move texts are ASCII).
inline std::string toLower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// ASCII uppercase copy.
inline std::string toUpper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

} // namespace qiju::core
