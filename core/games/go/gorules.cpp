#include "gorules.h"

#include "common/textutil.h"

#include <charconv>
#include <cmath>
#include <sstream>

namespace qiju::go {

namespace {

std::optional<GoRules> preset(std::string_view name)
{
    if (name == "chinese" || name == "cn")
        return GoRules::chinese();
    if (name == "japanese" || name == "jp" || name == "korean")
        return GoRules::japanese();
    if (name == "ing")
        return GoRules::ing();
    if (name == "tromp-taylor" || name == "tromptaylor" || name == "tt")
        return GoRules::trompTaylor();
    return std::nullopt;
}

bool sameRuleFields(const GoRules &a, const GoRules &b)
{
    return a.scoring == b.scoring && a.ko == b.ko && a.suicide == b.suicide
        && a.blackWinsTie == b.blackWinsTie && a.markDead == b.markDead;
}

std::optional<double> parseNumber(std::string_view s)
{
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<bool> parseBool(std::string_view s)
{
    if (s == "yes" || s == "true" || s == "1" || s == "allowed")
        return true;
    if (s == "no" || s == "false" || s == "0" || s == "illegal")
        return false;
    return std::nullopt;
}

std::string numberText(double v)
{
    std::ostringstream out;
    out << v;
    return out.str();
}

} // namespace

GoRules GoRules::chinese() { return {}; }

GoRules GoRules::japanese()
{
    GoRules r;
    r.komi = 6.5;
    r.scoring = Scoring::Territory;
    r.ko = KoRule::Simple;
    return r;
}

GoRules GoRules::ing()
{
    GoRules r;
    r.komi = 8;
    r.ko = KoRule::Situational;
    r.suicide = true;
    r.blackWinsTie = true;
    return r;
}

GoRules GoRules::trompTaylor()
{
    GoRules r;
    r.suicide = true;
    r.markDead = false;
    return r;
}

int maxHandicap(int size)
{
    if (size < 7)
        return 0;
    // Even sizes have no centre point; on 7x7 the side points would touch the corner ones
    // (GNU Go places at most four there too).
    return size % 2 == 0 || size == 7 ? 4 : 9;
}

std::string_view scoringKey(Scoring s) { return s == Scoring::Area ? "area" : "territory"; }

std::string_view koRuleKey(KoRule k)
{
    switch (k) {
    case KoRule::Simple: return "simple";
    case KoRule::Positional: return "positional";
    case KoRule::Situational: return "situational";
    }
    return "positional";
}

std::string GoRules::toText() const
{
    std::string base = "chinese";
    GoRules ref = chinese();
    for (std::string_view name : kGoPresets) {
        const GoRules p = *preset(name);
        if (sameRuleFields(p, *this)) {
            base = std::string(name);
            ref = p;
            break;
        }
    }
    std::string s = base;
    if (scoring != ref.scoring)
        s += " scoring=" + std::string(scoringKey(scoring));
    if (ko != ref.ko)
        s += " ko=" + std::string(koRuleKey(ko));
    if (suicide != ref.suicide)
        s += suicide ? " suicide=yes" : " suicide=no";
    if (blackWinsTie != ref.blackWinsTie)
        s += blackWinsTie ? " tie=black" : " tie=draw";
    if (markDead != ref.markDead)
        s += markDead ? " dead=mark" : " dead=none";
    if (size != 19)
        s += " size=" + std::to_string(size);
    if (handicap != 0)
        s += " handicap=" + std::to_string(handicap);
    if (komi != ref.komi)
        s += " komi=" + numberText(komi);
    return s;
}

std::optional<GoRules> GoRules::fromText(std::string_view text)
{
    const std::string t = core::toLower(text);
    std::istringstream in(t);
    std::string token;
    GoRules rules;
    bool first = true;
    while (in >> token) {
        const bool wasFirst = first;
        first = false;
        const auto eq = token.find('=');
        if (eq == std::string::npos) {
            const auto p = preset(token);
            if (!p || !wasFirst)
                return std::nullopt;
            rules = *p;
            continue;
        }
        const std::string key = token.substr(0, eq);
        const std::string value = token.substr(eq + 1);
        if (key == "scoring") {
            if (value == "area")
                rules.scoring = Scoring::Area;
            else if (value == "territory")
                rules.scoring = Scoring::Territory;
            else
                return std::nullopt;
        } else if (key == "ko") {
            if (value == "simple")
                rules.ko = KoRule::Simple;
            else if (value == "positional" || value == "superko")
                rules.ko = KoRule::Positional;
            else if (value == "situational")
                rules.ko = KoRule::Situational;
            else
                return std::nullopt;
        } else if (key == "suicide") {
            const auto b = parseBool(value);
            if (!b)
                return std::nullopt;
            rules.suicide = *b;
        } else if (key == "tie") {
            if (value == "black")
                rules.blackWinsTie = true;
            else if (value == "draw")
                rules.blackWinsTie = false;
            else
                return std::nullopt;
        } else if (key == "dead") {
            if (value == "mark")
                rules.markDead = true;
            else if (value == "none")
                rules.markDead = false;
            else
                return std::nullopt;
        } else if (key == "komi") {
            const auto v = parseNumber(value);
            // Komi comes in half points.
            if (!v || std::abs(*v) > 150 || std::floor(*v * 2) != *v * 2)
                return std::nullopt;
            rules.komi = *v;
        } else if (key == "size") {
            const auto v = parseNumber(value);
            if (!v || *v != std::floor(*v) || *v < kMinSize || *v > kMaxSize)
                return std::nullopt;
            rules.size = static_cast<int>(*v);
        } else if (key == "handicap") {
            const auto v = parseNumber(value);
            if (!v || *v != std::floor(*v) || *v < 0 || *v > 9)
                return std::nullopt;
            rules.handicap = static_cast<int>(*v);
        } else {
            return std::nullopt;
        }
    }
    if (rules.handicap == 1 || rules.handicap > maxHandicap(rules.size))
        return std::nullopt;
    return rules;
}

} // namespace qiju::go
