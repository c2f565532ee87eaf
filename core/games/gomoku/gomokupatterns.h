// Line patterns: what placing a stone on an empty point makes along one of the four lines
// through it (five, overline, open/closed four, open/closed three, ...), looked up in a table
// indexed by the line key — the five neighbours on each side, each empty / own / blocked
// (an opponent stone or the board edge), in base 3. Tables are built once, on first use, and
// are read-only afterwards (safe to share between threads).
#pragma once

#include <array>
#include <cstdint>

namespace qiju::gomoku {

inline constexpr int kSize = 15;
inline constexpr int kPoints = kSize * kSize;
inline constexpr int kHalfLine = 5; // neighbours in a line key on each side
inline constexpr int kLineSlots = 2 * kHalfLine;
inline constexpr int kLineKeys = 59049; // 3^10
inline constexpr int kDirections = 4;   // horizontal, vertical, diagonal, anti-diagonal

// Steps of the four directions in display coordinates (x right, y down).
inline constexpr int kDirX[kDirections] = {1, 0, 1, 1};
inline constexpr int kDirY[kDirections] = {0, 1, 1, -1};

// Neighbour states in a line key.
inline constexpr int kEmpty = 0;
inline constexpr int kOwn = 1;
inline constexpr int kBlocked = 2;

// Ordered by strength, except Overline which is a dead end (no five through this point).
enum class LinePattern : std::uint8_t {
    None,       // no five can ever pass through this point on this line
    Overline,   // the stone would make six or more (exact-five rules: not a win)
    Block1,     // one stone that could grow into a closed two
    Flex1,      // ... into an open two
    Block2,     // can become a closed three
    Flex2,      // can become an open three
    Block3,     // can become a four, but not a straight four
    Flex3,      // can become a straight four (an open three once the stone is placed)
    Block4,     // a four: one point left to make five
    Flex4,      // a straight four: two points make five
    DoubleFour, // two separate fours on this one line (e.g. X.XXX.X)
    Five,       // the stone makes a winning five
};

// Which table: five-or-more wins (Freestyle, White in Renju) or exactly five (Standard,
// Black in Renju).
enum class LineRule : std::uint8_t { FiveOrMore, ExactFive };

// Slot of the neighbour at offset k (k = -5..-1, 1..5) along a line.
constexpr int lineSlot(int k) { return k < 0 ? k + kHalfLine : k + kHalfLine - 1; }

inline constexpr std::array<std::uint16_t, kLineSlots> kPow3
    = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

// The table for `rule`: entry [key] is the pattern an own stone on the centre point makes,
// given the line key of its neighbours. kLineKeys entries.
const LinePattern *lineTable(LineRule rule);
inline LinePattern linePattern(LineRule rule, std::uint16_t key) { return lineTable(rule)[key]; }

// [p][dir][k + kHalfLine]: index of the point k steps from p along dir, or -1 off the board.
// Built by the compiler (no call and no guard on the hot paths that walk lines).
using NeighbourTable
    = std::array<std::array<std::array<std::int16_t, 2 * kHalfLine + 1>, kDirections>, kPoints>;
inline constexpr NeighbourTable kNeighbourTable = [] {
    NeighbourTable at{};
    for (int p = 0; p < kPoints; ++p) {
        for (int d = 0; d < kDirections; ++d) {
            for (int k = -kHalfLine; k <= kHalfLine; ++k) {
                const int x = p % kSize + k * kDirX[d];
                const int y = p / kSize + k * kDirY[d];
                const bool inside = x >= 0 && y >= 0 && x < kSize && y < kSize;
                at[static_cast<std::size_t>(p)][static_cast<std::size_t>(d)]
                  [static_cast<std::size_t>(k + kHalfLine)]
                    = static_cast<std::int16_t>(inside ? y * kSize + x : -1);
            }
        }
    }
    return at;
}();
constexpr const NeighbourTable &neighbourTable() { return kNeighbourTable; }
constexpr int neighbourOf(int p, int dir, int k)
{
    return kNeighbourTable[static_cast<std::size_t>(p)][static_cast<std::size_t>(dir)]
                          [static_cast<std::size_t>(k + kHalfLine)];
}

// The four line patterns of a point for one colour, 4 bits each (direction d at bits 4d).
using PackedPatterns = std::uint16_t;
constexpr LinePattern patternOf(PackedPatterns packed, int dir)
{
    return static_cast<LinePattern>((packed >> (4 * dir)) & 0xF);
}

// What a stone of one colour on a point makes, from its four patterns (see pointFlags()).
enum PointFlag : std::uint8_t {
    kFlagFive = 1,    // a five in some line
    kFlagFlex4 = 2,   // a straight four, a double four in one line, or fours in two lines
    kFlagFour = 4,    // at least one four (or better)
    kFlagThree = 8,   // at least one open three
    kFlagMayFoul = 16 // no five, and an overline, two fours or two open threes: a Renju foul
                      // for Black unless the threes turn out not to be real
};
inline constexpr int kFlagSets = 4; // Five, Flex4, Four, Three are kept as point sets

// [packed]: the PointFlag bits of a point with these four patterns. 65536 entries.
const std::uint8_t *pointFlagTable();
inline std::uint8_t pointFlags(PackedPatterns packed) { return pointFlagTable()[packed]; }

// Line keys of every point of the empty board (only the edges are blocked), per direction.
const std::array<std::array<std::uint16_t, kDirections>, kPoints> &emptyBoardKeys();

} // namespace qiju::gomoku
