#include "sideclock.h"

#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace qiju::model {

namespace {

// Kept back from every budget for the latency between the search's deadline and the move
// reaching the clock (result hand-over, a busy GUI thread); at most a quarter of what is left.
constexpr std::int64_t kReserveMs = 500;

// An even share of `ms` over `moves` moves after each move's overhead (as in Stockfish's
// time manager): sudden death then never runs out from the overhead alone.
std::int64_t share(std::int64_t ms, std::int64_t moves)
{
    return std::max<std::int64_t>(0, ms - SideClock::kMoveOverheadMs * moves) / moves;
}

} // namespace

SideClock SideClock::start(const TimeControl &tc)
{
    SideClock c;
    c.mainMs = tc.mainMs;
    if (tc.system == TimeSystem::ByoYomi) {
        c.periods = tc.periods;
        c.periodMs = tc.periodMs;
    } else if (tc.system == TimeSystem::Canadian) {
        c.stones = tc.stones;
        c.periodMs = tc.periodMs;
    }
    if (tc.system == TimeSystem::None)
        c.mainMs = 0;
    return c;
}

bool SideClock::spend(const TimeControl &tc, std::int64_t elapsedMs)
{
    if (!tc.isTimed() || flagged || elapsedMs <= 0)
        return false;
    const std::int64_t fromMain = std::min(elapsedMs, mainMs);
    mainMs -= fromMain;
    std::int64_t rest = elapsedMs - fromMain;
    switch (tc.system) {
    case TimeSystem::None:
        return false;
    case TimeSystem::Absolute:
    case TimeSystem::Fischer:
        flagged = mainMs <= 0;
        return false;
    case TimeSystem::ByoYomi: {
        bool periodLost = false;
        while (rest > 0 && !flagged) {
            if (rest < periodMs) {
                periodMs -= rest;
                rest = 0;
            } else {
                // This period is used up: the next one starts full, or the flag falls.
                rest -= periodMs;
                --periods;
                periodLost = true;
                if (periods <= 0) {
                    periods = 0;
                    periodMs = 0;
                    flagged = true;
                } else {
                    periodMs = tc.periodMs;
                }
            }
        }
        return periodLost;
    }
    case TimeSystem::Canadian:
        if (rest >= periodMs && rest > 0) {
            periodMs = 0;
            flagged = true;
        } else {
            periodMs -= rest;
        }
        return false;
    }
    return false;
}

void SideClock::moveDone(const TimeControl &tc)
{
    if (flagged)
        return;
    switch (tc.system) {
    case TimeSystem::None:
    case TimeSystem::Absolute:
        break;
    case TimeSystem::Fischer:
        mainMs = std::min(mainMs + tc.incrementMs, TimeControl::kMaxMs);
        break;
    case TimeSystem::ByoYomi:
        if (inOvertime(tc))
            periodMs = tc.periodMs;
        break;
    case TimeSystem::Canadian:
        if (inOvertime(tc) && --stones <= 0) {
            stones = tc.stones;
            periodMs = tc.periodMs;
        }
        break;
    }
}

bool SideClock::inOvertime(const TimeControl &tc) const
{
    return (tc.system == TimeSystem::ByoYomi || tc.system == TimeSystem::Canadian) && mainMs <= 0;
}

std::optional<std::int64_t> SideClock::safeMs(const TimeControl &tc) const
{
    if (!tc.isTimed())
        return std::nullopt;
    if (flagged)
        return 0;
    switch (tc.system) {
    case TimeSystem::ByoYomi:
    case TimeSystem::Canadian:
        return mainMs + periodMs;
    default:
        return mainMs;
    }
}

std::optional<std::int64_t> SideClock::untilFlagMs(const TimeControl &tc) const
{
    const auto safe = safeMs(tc);
    if (safe && tc.system == TimeSystem::ByoYomi && !flagged && periods > 1)
        return *safe + std::int64_t(periods - 1) * tc.periodMs;
    return safe;
}

bool SideClock::isLowTime(const TimeControl &tc) const
{
    if (!tc.isTimed())
        return false;
    if (flagged)
        return true;
    if (tc.system == TimeSystem::Canadian) {
        const std::int64_t perStone = inOvertime(tc) ? periodMs / std::max(1, stones)
                                                     : mainMs + tc.periodMs / std::max(1, tc.stones);
        return perStone < kLowTimeMs;
    }
    return *safeMs(tc) < kLowTimeMs;
}

std::int64_t SideClock::moveBudgetMs(const TimeControl &tc, int movesToGo) const
{
    if (!tc.isTimed())
        return 0;
    const std::int64_t safe = *safeMs(tc);
    const std::int64_t cap = safe - std::min(kReserveMs, safe / 4);
    const std::int64_t n = std::max(1, movesToGo);
    const bool overtime = inOvertime(tc);
    std::int64_t budget = 0;
    switch (tc.system) {
    case TimeSystem::None:
        return 0;
    case TimeSystem::Absolute:
        budget = share(mainMs, n);
        break;
    case TimeSystem::Fischer:
        budget = share(mainMs, n) + tc.incrementMs * 3 / 4;
        break;
    case TimeSystem::ByoYomi:
        // A period not used up comes back whole after the move: most of it is free to use.
        budget = (overtime ? 0 : share(mainMs, n)) + periodMs * 3 / 4;
        break;
    case TimeSystem::Canadian:
        // Overtime is sudden death for the stones still to play.
        budget = overtime ? share(periodMs, std::max(1, stones))
                          : share(mainMs, n) + share(tc.periodMs, std::max(1, tc.stones)) * 3 / 4;
        break;
    }
    return std::max<std::int64_t>(1, std::min(budget, cap));
}

QJsonObject SideClock::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("mainMs"), qint64(mainMs));
    o.insert(QStringLiteral("periods"), periods);
    o.insert(QStringLiteral("periodMs"), qint64(periodMs));
    o.insert(QStringLiteral("stones"), stones);
    o.insert(QStringLiteral("flagged"), flagged);
    return o;
}

std::optional<SideClock> SideClock::fromJson(const QJsonObject &json, const TimeControl &tc)
{
    auto integer = [&json](const char *name, std::int64_t low,
                           std::int64_t high) -> std::optional<std::int64_t> {
        const QJsonValue v = json.value(QLatin1String(name));
        if (!v.isDouble())
            return std::nullopt;
        const double d = v.toDouble();
        if (d != std::floor(d) || d < double(low) || d > double(high))
            return std::nullopt;
        return static_cast<std::int64_t>(d);
    };
    const bool fischer = tc.system == TimeSystem::Fischer;
    const auto main = integer("mainMs", 0, fischer ? TimeControl::kMaxMs : tc.mainMs);
    const auto periods = integer("periods", 0, tc.system == TimeSystem::ByoYomi ? tc.periods : 0);
    const auto periodMs = integer("periodMs", 0, tc.periodMs);
    const auto stones = integer("stones", 0, tc.system == TimeSystem::Canadian ? tc.stones : 0);
    const QJsonValue flagged = json.value(QStringLiteral("flagged"));
    if (!main || !periods || !periodMs || !stones || !(flagged.isBool() || flagged.isUndefined()))
        return std::nullopt;
    SideClock c;
    c.mainMs = *main;
    c.periods = int(*periods);
    c.periodMs = *periodMs;
    c.stones = int(*stones);
    c.flagged = flagged.toBool(false);
    if (!c.flagged && tc.system == TimeSystem::ByoYomi && c.periods == 0)
        return std::nullopt; // a byo-yomi clock without periods has flagged
    if (!c.flagged && tc.system == TimeSystem::Canadian && c.stones == 0)
        return std::nullopt;
    return c;
}

} // namespace qiju::model
