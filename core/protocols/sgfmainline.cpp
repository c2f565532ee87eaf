#include "sgfmainline.h"

#include <algorithm>
#include <string>

#include "textutil.h"

namespace qiju::protocols {

namespace {

std::optional<core::Point> sgfPoint(std::string_view v)
{
    if (v.size() != 2)
        return std::nullopt;
    auto coord = [](char c) {
        if (c >= 'a' && c <= 'z')
            return c - 'a';
        if (c >= 'A' && c <= 'Z')
            return c - 'A' + 26;
        return -1;
    };
    const int x = coord(v[0]);
    const int y = coord(v[1]);
    if (x < 0 || y < 0)
        return std::nullopt;
    return core::Point{x, y};
}

} // namespace

bool SgfMainLine::matchesStart(const core::Game &start) const
{
    if (setupBlack.empty() && setupWhite.empty())
        return true;
    for (int y = 0; y < start.height(); ++y) {
        for (int x = 0; x < start.width(); ++x) {
            const core::Point p{x, y};
            const bool black
                = std::find(setupBlack.begin(), setupBlack.end(), p) != setupBlack.end();
            const bool white
                = std::find(setupWhite.begin(), setupWhite.end(), p) != setupWhite.end();
            const core::Cell c = start.cell(p);
            if (black != (c == core::Cell::Black) || white != (c == core::Cell::White))
                return false;
        }
    }
    return true;
}

std::optional<SgfMainLine> readSgfMainLine(std::string_view text)
{
    SgfMainLine record;
    std::size_t i = text.find('(');
    if (i == std::string_view::npos)
        return std::nullopt;
    ++i;
    int depth = 1;
    bool inMainLine = true; // false inside a later variation of the first tree
    std::string ident;
    bool afterValue = false;
    while (i < text.size() && depth > 0) {
        const char c = text[i];
        if (c == '(') {
            ++depth;
            ++i;
            continue;
        }
        if (c == ')') {
            --depth;
            // After the first variation closes, later siblings are not the main line.
            inMainLine = false;
            ++i;
            continue;
        }
        if (c == ';') {
            ident.clear();
            afterValue = false;
            ++i;
            continue;
        }
        if (c >= 'A' && c <= 'Z') {
            if (afterValue)
                ident.clear(); // a new property after the values of the last one
            afterValue = false;
            ident += c;
            ++i;
            continue;
        }
        if (c == '[') {
            std::string value;
            ++i;
            while (i < text.size() && text[i] != ']') {
                if (text[i] == '\\' && i + 1 < text.size())
                    ++i;
                value += text[i++];
            }
            if (i >= text.size())
                return std::nullopt; // unterminated value
            ++i;
            afterValue = true;
            if (!inMainLine)
                continue;
            if (ident == "SZ") {
                const auto n = parseInt(trim(value));
                if (!n || *n < 1 || *n > 52)
                    return std::nullopt;
                record.size = static_cast<int>(*n);
            } else if (ident == "KM") {
                record.komi = parseDouble(trim(value));
            } else if (ident == "AB" || ident == "AW") {
                const auto p = sgfPoint(value);
                if (!p)
                    return std::nullopt;
                (ident == "AB" ? record.setupBlack : record.setupWhite).push_back(*p);
            } else if (ident == "B" || ident == "W") {
                const core::Side side = ident == "B" ? core::Side::Black : core::Side::White;
                const bool pass = value.empty() || (value == "tt" && record.size <= 19);
                const auto p = sgfPoint(value);
                if (!pass && !p)
                    return std::nullopt;
                record.moves.emplace_back(side, pass ? core::Move::pass() : core::Move::place(*p));
            }
            continue;
        }
        ++i; // blanks and lower-case letters of long property names
    }
    return record;
}

} // namespace qiju::protocols
