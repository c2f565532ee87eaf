// Go rules as a struct of named fields (scoring, ko, suicide, komi, tie-break) plus the board
// size and handicap a new game starts with, with a text form and the named presets Chinese
// (default), Japanese, Ing and Tromp-Taylor (after KataGo's rules.h). Value type.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace qiju::go {

inline constexpr int kMinSize = 5;
inline constexpr int kMaxSize = 25;

enum class Scoring : std::uint8_t {
    Area,      // stones + surrounded empty points (Chinese, Ing, Tromp-Taylor)
    Territory, // surrounded empty points + prisoners; seki eyes count for nobody (Japanese)
};

enum class KoRule : std::uint8_t {
    Simple,     // only the immediate retake of a single-stone ko is illegal
    Positional, // no move may recreate an earlier whole-board position
    Situational // no move may recreate an earlier board with the same side to move
};

struct GoRules
{
    int size = 19;
    double komi = 7.5;
    Scoring scoring = Scoring::Area;
    KoRule ko = KoRule::Positional;
    bool suicide = false;      // a move that leaves its own chain without liberties is legal
    bool blackWinsTie = false; // Ing: an even count goes to Black
    bool markDead = true;      // after two passes the players mark dead stones; false =
                               // Tromp-Taylor: every stone on the board is alive when counted
    int handicap = 0;          // 0 or 2..9 stones at the standard points; White then moves first

    static GoRules chinese();
    static GoRules japanese();
    static GoRules ing();
    static GoRules trompTaylor();

    // Canonical text: the preset name, then only what differs from it, e.g.
    // "chinese", "japanese size=9 komi=5.5", "chinese size=13 handicap=3 komi=0.5".
    std::string toText() const;
    // Reads the canonical text and any "field=value" list (scoring=area|territory,
    // ko=simple|positional|situational, suicide=yes|no, tie=draw|black, komi=, size=,
    // dead=mark|none, handicap=) on top of an optional preset name. Empty text = Chinese 19x19.
    // nullopt for unknown words or values out of range (size 5-25, komi -150..150 in halves,
    // handicap 0 or 2-9 and only where the board has the points).
    static std::optional<GoRules> fromText(std::string_view text);

    friend bool operator==(const GoRules &, const GoRules &) = default;
};

// The number of standard handicap points a board has (0 below 7x7, 4 on 7x7 and even sizes,
// else 9).
int maxHandicap(int size);

std::string_view scoringKey(Scoring s); // "area" / "territory"
std::string_view koRuleKey(KoRule k);   // "simple" / "positional" / "situational"

inline constexpr std::string_view kGoPresets[] = {"chinese", "japanese", "ing", "tromp-taylor"};

} // namespace qiju::go
