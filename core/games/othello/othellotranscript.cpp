#include "othellotranscript.h"

#include <cctype>

namespace qiju::othello {

std::optional<std::vector<int>> parseTranscript(std::string_view text, OthelloPosition pos)
{
    std::vector<int> out;
    std::size_t i = 0;
    while (true) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
            ++i;
        if (i >= text.size())
            break;
        std::string_view token;
        if (text.substr(i, 4) == "pass" || text.substr(i, 4) == "PASS") {
            token = text.substr(i, 4);
            i += 4;
        } else if (i + 2 <= text.size()) {
            token = text.substr(i, 2);
            i += 2;
        } else {
            return std::nullopt;
        }
        const auto sq = parseSquare(token);
        if (!sq)
            return std::nullopt;
        if (*sq == kPassSquare) {
            if (!pos.mustPass())
                return std::nullopt;
            pos.pass();
            out.push_back(kPassSquare);
            continue;
        }
        if (pos.mustPass()) {
            pos.pass();
            out.push_back(kPassSquare);
        }
        if (!pos.isLegal(*sq))
            return std::nullopt;
        pos.play(*sq);
        out.push_back(*sq);
    }
    return out;
}

std::string transcriptText(const std::vector<int> &squares)
{
    std::string s;
    for (int sq : squares) {
        if (sq != kPassSquare)
            s += squareText(sq);
    }
    return s;
}

} // namespace qiju::othello
