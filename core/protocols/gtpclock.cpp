// GtpServer's clock commands: time_settings (GTP v2 section 6.3.3: main time, then Canadian
// periods of so many stones), kgs-time_settings (KGS's extension: none, absolute, Japanese
// byo-yomi, Canadian) and time_left. Numbers from the controller are checked before they are
// turned into milliseconds: negative, non-finite or beyond a week is refused.
#include "gtpserver.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "textutil.h"

#include "common/checkednumber.h"

namespace qiju::protocols {

namespace {

// A week of thinking and a million stones per period: anything larger is not a real clock.
constexpr std::int64_t kMaxGtpMs = std::int64_t(7) * 24 * 3600 * 1000;
constexpr long long kMaxGtpStones = 1'000'000;

// GTP seconds (already finite and >= 0) as milliseconds; nullopt beyond a week.
std::optional<int> gtpMilliseconds(double seconds)
{
    const auto ms = core::wholeNumber(std::floor(seconds * 1000), 0, kMaxGtpMs);
    return ms ? std::optional<int>(static_cast<int>(*ms)) : std::nullopt;
}

// Seconds and a stone (or period) count as the clock takes them.
struct ClockArgs
{
    double seconds = 0;
    int ms = 0;
    int stones = 0;
};

// Reads "SECONDS STONES" pairs into `out`. On failure returns GTP's answer: "syntax error" for
// a malformed or negative number anywhere, else "time out of range" beyond a week of time or
// a million stones.
std::optional<std::string> readClock(
    std::initializer_list<std::pair<std::string_view, std::string_view>> pairs,
    std::vector<ClockArgs> &out)
{
    std::vector<std::pair<double, long long>> raw;
    for (const auto &[seconds, stones] : pairs) {
        const auto time = parseDouble(seconds);
        const auto count = parseInt(stones);
        if (!time || !count || *time < 0 || *count < 0)
            return "syntax error";
        raw.emplace_back(*time, *count);
    }
    for (const auto &[seconds, stones] : raw) {
        const auto ms = gtpMilliseconds(seconds);
        if (!ms || stones > kMaxGtpStones)
            return "time out of range";
        out.push_back({seconds, *ms, static_cast<int>(stones)});
    }
    return std::nullopt;
}

} // namespace

GtpServer::Reply GtpServer::timeSettings(const std::vector<std::string> &args)
{
    if (args.size() != 3)
        return {false, "syntax error"};
    std::vector<ClockArgs> c; // main time; overtime period and its stones
    if (const auto error = readClock({{args[0], "0"}, {args[1], args[2]}}, c))
        return {false, *error};
    if (c[0].seconds == 0 && c[1].seconds == 0 && c[1].stones == 0) // "0 0 0": no limit
        m_session.clock().clearClock();
    else
        m_session.clock().setClock(c[0].ms, c[1].ms, c[1].stones);
    return {};
}

GtpServer::Reply GtpServer::kgsTimeSettings(const std::vector<std::string> &args)
{
    // KGS: "none", "absolute MAIN", "byoyomi MAIN PERIOD PERIODS", "canadian MAIN PERIOD STONES".
    if (args.empty())
        return {false, "syntax error"};
    const std::string kind = toLower(args[0]);
    const std::size_t count = kind == "none" ? 1 : kind == "absolute" ? 2 : 4;
    if ((kind != "none" && kind != "absolute" && kind != "byoyomi" && kind != "canadian")
        || args.size() != count)
        return {false, "syntax error"};
    if (kind == "none") {
        m_session.clock().clearClock();
        return {};
    }
    std::vector<ClockArgs> c; // main time; overtime period and its periods or stones
    const auto error = count == 4 ? readClock({{args[1], "0"}, {args[2], args[3]}}, c)
                                  : readClock({{args[1], "0"}, {"0", "0"}}, c);
    if (error)
        return {false, *error};
    if (c[1].ms == 0 || c[1].stones == 0)
        m_session.clock().setClock(c[0].ms, 0, 0); // no overtime: absolute time
    else if (kind == "byoyomi")
        m_session.clock().setJapaneseClock(c[0].ms, c[1].ms, c[1].stones);
    else
        m_session.clock().setClock(c[0].ms, c[1].ms, c[1].stones);
    return {};
}

GtpServer::Reply GtpServer::timeLeft(const std::vector<std::string> &args)
{
    if (args.size() != 3)
        return {false, "syntax error"};
    const auto colour = parseColour(args[0]);
    if (!colour)
        return {false, "syntax error"};
    std::vector<ClockArgs> c;
    if (const auto error = readClock({{args[1], args[2]}}, c))
        return {false, *error};
    m_session.clock().setTimeLeft(*colour, c[0].ms, c[0].stones);
    return {};
}

} // namespace qiju::protocols
