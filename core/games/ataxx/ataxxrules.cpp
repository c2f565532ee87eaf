#include "ataxxrules.h"

#include <cctype>
#include <charconv>

namespace qiju::ataxx {

namespace {

bool isSeparator(char c)
{
    return c == ',' || c == ';' || std::isspace(static_cast<unsigned char>(c));
}

std::optional<int> parseCount(std::string_view v)
{
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < 0 || n > 10000)
        return std::nullopt;
    return n;
}

} // namespace

std::optional<AtaxxRules> AtaxxRules::preset(std::string_view name)
{
    if (name == "botzone")
        return botzone();
    if (name == "uai")
        return uai();
    return std::nullopt;
}

std::optional<AtaxxRules> AtaxxRules::fromText(std::string_view text, core::ParseError *error)
{
    auto fail = [error](core::ParseError e) -> std::optional<AtaxxRules> {
        if (error)
            *error = e;
        return std::nullopt;
    };
    AtaxxRules rules;
    bool first = true;
    std::size_t i = 0;
    while (i < text.size()) {
        if (isSeparator(text[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !isSeparator(text[j]))
            ++j;
        const std::string_view token = text.substr(i, j - i);
        i = j;
        const std::size_t eq = token.find('=');
        if (eq == std::string_view::npos) {
            const auto p = preset(token);
            if (!first || !p)
                return fail(core::ParseError::UnknownRules);
            rules = *p;
            first = false;
            continue;
        }
        first = false;
        const std::string_view key = token.substr(0, eq);
        const std::string_view value = token.substr(eq + 1);
        if (key == "end") {
            if (value == "botzone")
                rules.endRule = EndRule::Botzone;
            else if (value == "uai")
                rules.endRule = EndRule::Uai;
            else
                return fail(core::ParseError::BadValue);
        } else if (key == "turns" || key == "clock") {
            const auto n = parseCount(value);
            if (!n)
                return fail(core::ParseError::BadValue);
            (key == "turns" ? rules.turnCap : rules.clockLimit) = *n;
        } else {
            return fail(core::ParseError::UnknownRules);
        }
    }
    return rules;
}

std::string AtaxxRules::toText() const
{
    for (std::string_view name : kAtaxxPresets) {
        if (*preset(name) == *this)
            return std::string(name);
    }
    return std::string("end=") + (endRule == EndRule::Botzone ? "botzone" : "uai")
        + ",turns=" + std::to_string(turnCap) + ",clock=" + std::to_string(clockLimit);
}

} // namespace qiju::ataxx
