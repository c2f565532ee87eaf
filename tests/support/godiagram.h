// Go and NoGo test positions drawn as text diagrams: rows of 'X' (Black), 'O' (White) and '.'
// (empty), blanks ignored, turned into the rows of the one-line position text. Header-only
// test helper.
#pragma once

#include <initializer_list>
#include <string>

namespace qiju::test {

inline std::string goRows(std::initializer_list<const char *> lines)
{
    std::string s;
    for (const char *line : lines) {
        if (!s.empty())
            s += '/';
        int run = 0;
        for (const char *c = line; *c; ++c) {
            if (*c == ' ')
                continue;
            if (*c == '.') {
                ++run;
                continue;
            }
            if (run > 0)
                s += std::to_string(run);
            run = 0;
            s += *c == 'X' ? 'x' : 'o';
        }
        if (run > 0)
            s += std::to_string(run);
    }
    return s;
}

} // namespace qiju::test
