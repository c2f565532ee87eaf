// NoGo rules as a struct of named fields with a text form and the presets Course (default:
// Black's first move may not be the centre point) and Botzone (no restriction). The rest is
// fixed: 9x9, Black first, a move that captures or is a suicide is illegal, no passing, the
// side with no legal move loses. Value type.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace qiju::nogo {

inline constexpr int kNogoSize = 9;

struct NogoRules
{
    bool centreFirstForbidden = true;

    // "course" or "botzone"; fromText also reads "centre=forbidden|allowed" and empty text
    // (the default, course).
    std::string toText() const;
    static std::optional<NogoRules> fromText(std::string_view text);

    friend bool operator==(const NogoRules &, const NogoRules &) = default;
};

inline constexpr std::string_view kNogoPresets[] = {"course", "botzone"};

} // namespace qiju::nogo
