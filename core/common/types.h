// Basic value types shared by every game: sides, cell contents, board points and game ids.
// Plain values; no Qt, no allocation; safe to copy between threads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qiju::core {

enum class Side : std::uint8_t { Black, White };

constexpr Side opposite(Side s) { return s == Side::Black ? Side::White : Side::Black; }
constexpr int index(Side s) { return s == Side::Black ? 0 : 1; }

enum class Cell : std::uint8_t { Empty, Black, White, Blocked };

constexpr Cell cellOf(Side s) { return s == Side::Black ? Cell::Black : Cell::White; }

// A board point in display coordinates: x is the column from the left, y the row from the top.
// Each game maps its own notation (Othello "d3", Go "D4" counted from the bottom) onto it.
struct Point
{
    int x = -1;
    int y = -1;

    constexpr bool isValid() const { return x >= 0 && y >= 0; }
    friend constexpr bool operator==(Point, Point) = default;
    friend constexpr auto operator<=>(Point, Point) = default;
};

// The games' ids. What a game is (its key, rules, facts) lives in its row of the game table,
// games/gameregistry.h; GameId{} is the default where no game has been chosen yet.
enum class GameId : std::uint8_t { Othello, Ataxx, Gomoku, Go, Nogo };

std::string_view sideKey(Side s); // "black" / "white"
std::optional<Side> sideFromKey(std::string_view key);

} // namespace qiju::core
