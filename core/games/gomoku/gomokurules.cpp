#include "gomokurules.h"

#include <cctype>

namespace qiju::gomoku {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<WinRule> winFrom(std::string_view s)
{
    if (s == "freestyle" || s == "free")
        return WinRule::Freestyle;
    if (s == "standard" || s == "exactfive" || s == "exact")
        return WinRule::ExactFive;
    if (s == "renju")
        return WinRule::Renju;
    return std::nullopt;
}

std::optional<OpeningRule> openingFrom(std::string_view s)
{
    if (s == "none")
        return OpeningRule::None;
    if (s == "swap" || s == "swap1")
        return OpeningRule::Swap;
    if (s == "swap2")
        return OpeningRule::Swap2;
    return std::nullopt;
}

} // namespace

std::string_view winRuleKey(WinRule r)
{
    switch (r) {
    case WinRule::Freestyle: return "freestyle";
    case WinRule::ExactFive: return "standard";
    case WinRule::Renju: return "renju";
    }
    return "freestyle";
}

std::string_view openingRuleKey(OpeningRule r)
{
    switch (r) {
    case OpeningRule::None: return "none";
    case OpeningRule::Swap: return "swap";
    case OpeningRule::Swap2: return "swap2";
    }
    return "none";
}

std::string GomokuRules::toText() const
{
    std::string s(winRuleKey(win));
    if (opening != OpeningRule::None) {
        s += ' ';
        s += openingRuleKey(opening);
    }
    return s;
}

std::optional<GomokuRules> GomokuRules::fromText(std::string_view text)
{
    GomokuRules rules;
    bool haveWin = false;
    bool haveOpening = false;
    const std::string t = lower(text);
    std::size_t i = 0;
    while (i < t.size()) {
        const char c = t[i];
        if (c == ' ' || c == '\t' || c == ',' || c == '+') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < t.size() && t[j] != ' ' && t[j] != '\t' && t[j] != ',' && t[j] != '+')
            ++j;
        std::string_view token(t.data() + i, j - i);
        i = j;
        // Optional "win=" / "opening=" prefixes name the field explicitly.
        int field = 0; // 0 = either, 1 = win, 2 = opening
        if (token.starts_with("win=")) {
            field = 1;
            token.remove_prefix(4);
        } else if (token.starts_with("opening=")) {
            field = 2;
            token.remove_prefix(8);
        }
        if (field != 2) {
            if (const auto w = winFrom(token)) {
                if (haveWin)
                    return std::nullopt;
                rules.win = *w;
                haveWin = true;
                continue;
            }
        }
        if (field != 1) {
            if (const auto o = openingFrom(token)) {
                if (haveOpening)
                    return std::nullopt;
                rules.opening = *o;
                haveOpening = true;
                continue;
            }
        }
        return std::nullopt;
    }
    return rules;
}

} // namespace qiju::gomoku
