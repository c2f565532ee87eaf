// A compact Ataxx move for the rules and the search: a clone names only its target (from == to,
// as in libataxx and UAI "f1"), a jump names origin and target ("g1e3"), a pass is "0000".
// Value type of two bytes; squares as in ataxxbitboard.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qiju::ataxx {

struct AtaxxMove
{
    static constexpr std::uint8_t kPassSquare = 49;
    static constexpr std::uint8_t kNoSquare = 0xFF;

    std::uint8_t from = kNoSquare;
    std::uint8_t to = kNoSquare;

    static constexpr AtaxxMove clone(int to)
    {
        return {static_cast<std::uint8_t>(to), static_cast<std::uint8_t>(to)};
    }
    static constexpr AtaxxMove jump(int from, int to)
    {
        return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
    }
    static constexpr AtaxxMove pass() { return {kPassSquare, kPassSquare}; }
    static constexpr AtaxxMove none() { return {}; }

    constexpr bool isNone() const { return to == kNoSquare; }
    constexpr bool isPass() const { return to == kPassSquare; }
    constexpr bool isClone() const { return from == to && to < kPassSquare; }
    constexpr bool isJump() const { return from != to; }
    // 16-bit code for tables (transposition table, history); 0xFFFF for none.
    constexpr std::uint16_t code() const { return static_cast<std::uint16_t>(from | (to << 8)); }
    static constexpr AtaxxMove fromCode(std::uint16_t c)
    {
        return {static_cast<std::uint8_t>(c & 0xFF), static_cast<std::uint8_t>(c >> 8)};
    }
    friend constexpr bool operator==(AtaxxMove, AtaxxMove) = default;
};

// "a1".."g7".
std::string squareText(int sq);
// "a1".."g7" in either case; nullopt otherwise.
std::optional<int> parseSquare(std::string_view text);

// UAI move text: "f1" (clone), "g1e3" (jump), "0000" (pass).
std::string moveText(AtaxxMove m);
// Accepts the UAI forms (either case) and "pass"; a 4-character move whose squares are one step
// apart is read as the clone to its target (some programs write clones that way). Checks the
// shape only (squares on the board, a jump at distance 2), not legality in a position.
std::optional<AtaxxMove> parseMove(std::string_view text);

} // namespace qiju::ataxx
