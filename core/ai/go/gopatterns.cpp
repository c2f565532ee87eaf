#include "gopatterns.h"

#include <array>
#include <bitset>

namespace qiju::ai::go {

using qiju::go::GoBoard;
using qiju::go::Stone;

namespace {

// Rows top to bottom; the centre is the empty point to play. 'X' a stone of one colour, 'O' of
// the other, '.' empty, 'x' not X, 'o' not O (the border included), '#' the border, '?' anything.
constexpr const char *kShapes[] = {
    "XOX"
    "..."
    "???", // hane: enclosing hane
    "XO."
    "..."
    "?.?", // hane: non-cutting hane
    "XO?"
    "X.."
    "x.?", // hane: magari
    "XOO"
    "..."
    "?.?", // hane: thin hane
    ".O."
    "X.."
    "...", // diagonal attachment (katatsuke)
    "XO?"
    "O.o"
    "?o?", // cut: unprotected cut
    "XO?"
    "O.X"
    "???", // cut: peeped cut
    "?X?"
    "O.O"
    "ooo", // cut: de (pushing between two stones)
    "OX?"
    "o.O"
    "???", // cut: keima cut
    "X.?"
    "O.?"
    "###", // edge: chase
    "OX?"
    "X.O"
    "###", // edge: block the side cut
    "?X?"
    "x.O"
    "###", // edge: block the side connection
    "?XO"
    "x.x"
    "###", // edge: sagari
    "?OX"
    "X.O"
    "###", // edge: cut
};

// Neighbour order of the index: NW N NE W E SW S SE, two bits each (Stone values).
constexpr int kCells[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

// The neighbour contents a shape character allows when X is `x`, as a bit set over Stone.
unsigned allowed(char c, Stone x)
{
    const auto bit = [](Stone s) { return 1u << static_cast<unsigned>(s); };
    const Stone o = qiju::go::other(x);
    switch (c) {
    case 'X': return bit(x);
    case 'O': return bit(o);
    case '.': return bit(Stone::Empty);
    case 'x': return 15u & ~bit(x);
    case 'o': return 15u & ~bit(o);
    case '#': return bit(Stone::Border);
    default: return 15u;
    }
}

// Marks every neighbourhood code whose cells i.. take one of their allowed contents.
void expand(std::bitset<65536> &table, const std::array<unsigned, 8> &sets, int i, unsigned code)
{
    if (i == 8) {
        table[code] = true;
        return;
    }
    for (unsigned s = 0; s < 4; ++s) {
        if (sets[static_cast<std::size_t>(i)] & (1u << s))
            expand(table, sets, i + 1, code | (s << (2 * i)));
    }
}

std::bitset<65536> buildTable()
{
    std::bitset<65536> table;
    for (const char *shape : kShapes) {
        for (int t = 0; t < 8; ++t) {
            for (Stone x : {Stone::Black, Stone::White}) {
                // Symmetry t maps the shape's cell (r, c) onto the neighbour (br, bc).
                std::array<unsigned, 8> sets{};
                for (int i = 0; i < 8; ++i) {
                    const int br = kCells[i][0];
                    const int bc = kCells[i][1];
                    int r = br;
                    int c = bc;
                    if (t & 4)
                        std::swap(r, c);
                    if (t & 1)
                        r = -r;
                    if (t & 2)
                        c = -c;
                    sets[static_cast<std::size_t>(i)] = allowed(shape[(r + 1) * 3 + (c + 1)], x);
                }
                expand(table, sets, 0, 0);
            }
        }
    }
    return table;
}

} // namespace

bool matchesPattern(const GoBoard &b, int p)
{
    static const std::bitset<65536> table = buildTable();
    const int w = b.stride();
    const int offsets[8] = {-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1};
    unsigned code = 0;
    for (int i = 0; i < 8; ++i)
        code |= static_cast<unsigned>(b.at(p + offsets[i])) << (2 * i);
    return table[code];
}

} // namespace qiju::ai::go
