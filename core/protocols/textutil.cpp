#include "textutil.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <istream>

namespace qiju::protocols {

using core::isBlank;

std::vector<std::string> splitFields(std::string_view line, char sep)
{
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = line.find(sep, start);
        fields.emplace_back(
            trim(line.substr(start, end == std::string_view::npos ? end : end - start)));
        if (end == std::string_view::npos)
            break;
        start = end + 1;
    }
    return fields;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isBlank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back()))
        s.remove_suffix(1);
    return s;
}

void appendWord(std::string &text, std::string_view word, char separator)
{
    if (!text.empty())
        text += separator;
    text += word;
}

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

std::optional<long long> parseInt(std::string_view s)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    long long value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return value;
}

std::optional<double> parseDouble(std::string_view s)
{
    if (s.empty() || s.size() > 64)
        return std::nullopt;
    const std::string text(s);
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(value)) // junk, inf, nan, 1e999
        return std::nullopt;
    return value;
}

LineRead readBoundedLine(std::istream &in, std::string &line, std::size_t maxBytes)
{
    line.clear();
    std::streambuf *buf = in.rdbuf();
    if (!in.good() || !buf) {
        in.setstate(std::ios::failbit);
        return LineRead::End;
    }
    using Traits = std::streambuf::traits_type;
    bool any = false;
    bool tooLong = false;
    for (;;) {
        const Traits::int_type c = buf->sbumpc();
        if (Traits::eq_int_type(c, Traits::eof())) {
            in.setstate(any ? std::ios::eofbit : std::ios::eofbit | std::ios::failbit);
            if (!any)
                return LineRead::End;
            break;
        }
        any = true;
        if (Traits::to_char_type(c) == '\n')
            break;
        if (line.size() < maxBytes)
            line.push_back(Traits::to_char_type(c));
        else
            tooLong = true;
    }
    if (tooLong) {
        line.clear();
        line.shrink_to_fit();
        return LineRead::TooLong;
    }
    return LineRead::Line;
}

} // namespace qiju::protocols
