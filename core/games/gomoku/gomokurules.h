// Gomoku rules as a struct of named fields: how a game is won (five or more, exactly five, or
// Renju with forbidden points for Black) and the opening protocol (none, swap after the third
// stone, Swap2). Value type with a text form ("renju", "freestyle swap2") and named presets.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace qiju::gomoku {

enum class WinRule : std::uint8_t {
    Freestyle, // five or more in a row wins, for both colours
    ExactFive, // exactly five wins; an overline does not win (but is allowed)
    Renju,     // RIF: Black wins by exactly five and may not make 3-3, 4-4 or an overline;
               // White wins by five or more and is unrestricted
};

enum class OpeningRule : std::uint8_t {
    None,  // Black simply moves first
    Swap,  // the first player places three stones (black, white, black), then the second
           // player chooses a colour (stays White by placing the fourth stone, or swaps)
    Swap2, // as Swap, and the second player may instead place two more stones (white, black)
           // and leave the choice of colour to the first player
};

struct GomokuRules
{
    WinRule win = WinRule::Freestyle;
    OpeningRule opening = OpeningRule::None;

    // "freestyle", "standard", "renju", optionally followed by " swap" / " swap2".
    std::string toText() const;
    // Accepts the canonical text, the preset names, "exactfive"/"exact" for standard, and the
    // opening as a separate token ("none", "swap", "swap2") separated by blanks, ',' or '+';
    // "win=..." / "opening=..." spellings too. Empty text = the default preset (freestyle).
    static std::optional<GomokuRules> fromText(std::string_view text);

    friend bool operator==(const GomokuRules &, const GomokuRules &) = default;
};

std::string_view winRuleKey(WinRule r);         // "freestyle" / "standard" / "renju"
std::string_view openingRuleKey(OpeningRule r); // "none" / "swap" / "swap2"

// Preset names for the registry; the first is the default.
inline constexpr std::string_view kGomokuPresets[] = {"freestyle", "standard", "renju"};

} // namespace qiju::gomoku
