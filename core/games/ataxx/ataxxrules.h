// The Ataxx rule set as named fields (DESIGN.md §3), its text form and the two presets:
//   botzone (default): no passing; the game ends when a side has no pieces or when, after a
//     move, either side has no legal move, and then every empty square goes to the side that
//     can still move; after 400 moves (plies) the pieces are counted; a move that repeats an
//     earlier position by the same move is illegal.
//   uai (libataxx / tournament): a side without a move passes; the game ends when a side has
//     no pieces, when neither side can move, or (drawn) when the half-move clock reaches 100;
//     empties go to nobody.
// Blocked squares come from the position text under both. Value type.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "common/game.h"

namespace qiju::ataxx {

inline constexpr std::string_view kAtaxxPresets[] = {"botzone", "uai"};

struct AtaxxRules
{
    enum class EndRule : std::uint8_t {
        Botzone, // no pass; a side without a move ends the game; empties to the side that can move
        Uai,     // forced pass; ends when neither side can move; empties to nobody
    };

    EndRule endRule = EndRule::Botzone;
    // Moves (plies, passes included) after which the game ends and the pieces are counted;
    // counted from the start of the game (the FEN's move counters). 0 = no cap.
    int turnCap = 400;
    // Half-move clock (reset by a clone, advanced by a jump or a pass) at which the game ends
    // in a draw, as libataxx. 0 = no clock.
    int clockLimit = 0;

    bool passes() const { return endRule == EndRule::Uai; }
    bool creditsEmpties() const { return endRule == EndRule::Botzone; }
    bool forbidsRepetition() const { return endRule == EndRule::Botzone; }

    static AtaxxRules botzone() { return {}; }
    static AtaxxRules uai() { return {EndRule::Uai, 0, 100}; }
    static std::optional<AtaxxRules> preset(std::string_view name);

    // Empty text = the default preset. Otherwise comma- or space-separated tokens: an optional
    // preset name first, then overrides "end=botzone|uai", "turns=N" (0..10000),
    // "clock=N" (0..10000). nullopt for an unknown preset or key (*error = UnknownRules) or a
    // bad value (*error = BadValue).
    static std::optional<AtaxxRules> fromText(
        std::string_view text, core::ParseError *error = nullptr);
    // A preset's name when the rules equal a preset, else "end=...,turns=N,clock=N".
    std::string toText() const;

    friend bool operator==(const AtaxxRules &, const AtaxxRules &) = default;
};

} // namespace qiju::ataxx
