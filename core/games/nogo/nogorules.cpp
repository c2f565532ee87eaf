#include "nogorules.h"

#include "common/textutil.h"

#include <sstream>

namespace qiju::nogo {

std::string NogoRules::toText() const { return centreFirstForbidden ? "course" : "botzone"; }

std::optional<NogoRules> NogoRules::fromText(std::string_view text)
{
    std::istringstream in(core::toLower(text));
    std::string token;
    NogoRules rules;
    while (in >> token) {
        if (token == "course")
            rules.centreFirstForbidden = true;
        else if (token == "botzone")
            rules.centreFirstForbidden = false;
        else if (token == "centre=forbidden" || token == "center=forbidden")
            rules.centreFirstForbidden = true;
        else if (token == "centre=allowed" || token == "center=allowed")
            rules.centreFirstForbidden = false;
        else
            return std::nullopt;
    }
    return rules;
}

} // namespace qiju::nogo
