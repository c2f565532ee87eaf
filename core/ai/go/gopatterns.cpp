#include "gopatterns.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdlib>
#include <vector>

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

void LibertyMap::compute(const GoBoard &b)
{
    libs.fill(0);
    const int n = b.size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = b.point(x, y);
            const Stone s = b.at(p);
            if (s != Stone::Black && s != Stone::White)
                continue;
            const int head = b.chainHead(p);
            if (libs[static_cast<std::size_t>(head)] == 0)
                libs[static_cast<std::size_t>(head)]
                    = static_cast<std::uint8_t>(std::min(b.liberties(head, 3), 3));
            libs[static_cast<std::size_t>(p)] = libs[static_cast<std::size_t>(head)];
        }
    }
}

namespace {

int gridcular(int dx, int dy)
{
    dx = std::abs(dx);
    dy = std::abs(dy);
    return dx + dy + std::max(dx, dy);
}

// The offsets of the largest pattern in order of distance, each one's image under the 8
// symmetries, and the Zobrist keys of (offset, contents).
struct SpatialTables
{
    static constexpr int kStates = 8; // empty, border, own 1/2/3+ liberties, opponent's 1/2/3+
    std::vector<std::array<int, 2>> offsets;
    std::vector<int> distance;
    std::vector<std::array<int, 8>> image; // image[i][t]: index of offset i under symmetry t
    std::vector<std::array<std::uint64_t, kStates>> keys;
    std::array<std::uint64_t, kPatternSizeCount> sizeSalt{};

    SpatialTables()
    {
        const int maxD = kPatternSizes.back();
        for (int d = 2; d <= maxD; ++d) {
            for (int dy = -maxD; dy <= maxD; ++dy) {
                for (int dx = -maxD; dx <= maxD; ++dx) {
                    if (gridcular(dx, dy) == d) {
                        offsets.push_back({dx, dy});
                        distance.push_back(d);
                    }
                }
            }
        }
        const auto transform = [](int t, int dx, int dy) {
            if (t & 4)
                std::swap(dx, dy);
            if (t & 1)
                dx = -dx;
            if (t & 2)
                dy = -dy;
            return std::array<int, 2>{dx, dy};
        };
        image.resize(offsets.size());
        for (std::size_t i = 0; i < offsets.size(); ++i) {
            for (int t = 0; t < 8; ++t) {
                const auto to = transform(t, offsets[i][0], offsets[i][1]);
                image[i][static_cast<std::size_t>(t)] = static_cast<int>(
                    std::find(offsets.begin(), offsets.end(), to) - offsets.begin());
            }
        }
        std::uint64_t state = 0x5EED0F60BA5Eull;
        const auto next = [&state] {
            std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            return z ^ (z >> 31);
        };
        keys.resize(offsets.size());
        for (auto &k : keys) {
            for (auto &v : k)
                v = next();
        }
        for (auto &s : sizeSalt)
            s = next();
    }
};

const SpatialTables &spatialTables()
{
    static const SpatialTables tables;
    return tables;
}

} // namespace

void spatialPatterns(const GoBoard &b, const LibertyMap &libs, int p, Stone me, SpatialHashes *out)
{
    const SpatialTables &t = spatialTables();
    const core::Point c = b.toPoint(p);
    const int n = b.size();
    const int w = b.stride();
    std::array<std::uint64_t, 8> h{};
    std::size_t size = 0;
    const std::size_t count = t.offsets.size();
    for (std::size_t i = 0; i < count; ++i) {
        const int d = t.distance[i];
        while (d > kPatternSizes[size]) {
            (*out)[size] = *std::min_element(h.begin(), h.end()) ^ t.sizeSalt[size];
            ++size;
        }
        const int x = c.x + t.offsets[i][0];
        const int y = c.y + t.offsets[i][1];
        int state = 1; // off the board
        if (x >= 0 && y >= 0 && x < n && y < n) {
            const int q = p + t.offsets[i][1] * w + t.offsets[i][0];
            const Stone s = b.at(q);
            if (s == Stone::Empty) {
                state = 0;
            } else {
                const int base = s == me ? 2 : 5;
                state = base + (d <= 3 ? libs.libs[static_cast<std::size_t>(q)] - 1 : 2);
            }
        }
        const auto &img = t.image[i];
        for (int s = 0; s < 8; ++s)
            h[static_cast<std::size_t>(s)]
                ^= t.keys[static_cast<std::size_t>(img[static_cast<std::size_t>(s)])]
                         [static_cast<std::size_t>(state)];
    }
    for (; size < kPatternSizeCount; ++size)
        (*out)[size] = *std::min_element(h.begin(), h.end()) ^ t.sizeSalt[size];
}

} // namespace qiju::ai::go
