#include "ataxxmove.h"

#include <cctype>

#include "ataxxbitboard.h"

namespace qiju::ataxx {

std::string squareText(int sq)
{
    if (sq < 0 || sq >= kSquares)
        return "?";
    return {static_cast<char>('a' + fileOf(sq)), static_cast<char>('1' + rankOf(sq))};
}

std::optional<int> parseSquare(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    const char file = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    const char rank = text[1];
    if (file < 'a' || file > 'g' || rank < '1' || rank > '7')
        return std::nullopt;
    return squareAt(file - 'a', rank - '1');
}

std::string moveText(AtaxxMove m)
{
    if (m.isPass())
        return "0000";
    if (m.isNone() || m.to >= kSquares)
        return "?";
    if (m.isClone())
        return squareText(m.to);
    return squareText(m.from) + squareText(m.to);
}

std::optional<AtaxxMove> parseMove(std::string_view text)
{
    if (text == "0000" || text == "pass" || text == "PASS")
        return AtaxxMove::pass();
    if (text.size() == 2) {
        const auto to = parseSquare(text);
        if (!to)
            return std::nullopt;
        return AtaxxMove::clone(*to);
    }
    if (text.size() != 4)
        return std::nullopt;
    const auto from = parseSquare(text.substr(0, 2));
    const auto to = parseSquare(text.substr(2, 2));
    if (!from || !to)
        return std::nullopt;
    switch (distance(*from, *to)) {
    case 1: return AtaxxMove::clone(*to);
    case 2: return AtaxxMove::jump(*from, *to);
    default: return std::nullopt;
    }
}

} // namespace qiju::ataxx
