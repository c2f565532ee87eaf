// Small ASCII text helpers shared by the rules, position and protocol parsers and the
// trainers' log readers. Plain functions; thread-safe.
#pragma once

#include <cctype>
#include <string>
#include <string_view>
#include <vector>

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

// A blank between words: space, tab, CR or LF.
inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Words separated by blanks; empty words are dropped.
inline std::vector<std::string> splitWords(std::string_view line)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isBlank(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && !isBlank(line[i]))
            ++i;
        if (i > start)
            words.emplace_back(line.substr(start, i - start));
    }
    return words;
}

} // namespace qiju::core
