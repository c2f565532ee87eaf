#include "clocktext.h"

namespace qiju::widgets {

using model::TimeSystem;

QString ClockText::systemName(TimeSystem system)
{
    switch (system) {
    case TimeSystem::None: return tr("No time limit");
    case TimeSystem::Absolute: return tr("Sudden death");
    case TimeSystem::Fischer: return tr("Fischer increment");
    case TimeSystem::ByoYomi: return tr("Byo-yomi");
    case TimeSystem::Canadian: return tr("Canadian overtime");
    }
    return {};
}

QString ClockText::error(model::TimeControlError error)
{
    switch (error) {
    case model::TimeControlError::None: return {};
    case model::TimeControlError::NoTime:
        return tr("The clock would run out before the first move: give some main time, "
                  "periods or stones.");
    case model::TimeControlError::OutOfRange: return tr("A time is out of range.");
    case model::TimeControlError::Syntax:
    case model::TimeControlError::UnknownSystem: return tr("Unknown time control.");
    }
    return {};
}

QString ClockText::duration(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    if (ms < 10000) // the last seconds with tenths, rounded down (never shows time not left)
        return QStringLiteral("%1.%2").arg(ms / 1000).arg((ms % 1000) / 100);
    const qint64 s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString ClockText::main(const model::TimeControl &tc, const model::SideClock &clock)
{
    if (!tc.isTimed())
        return {};
    if (clock.inOvertime(tc))
        return duration(clock.periodMs);
    return duration(clock.mainMs);
}

QString ClockText::detail(const model::TimeControl &tc, const model::SideClock &clock)
{
    if (clock.flagged)
        return tr("Time is up");
    switch (tc.system) {
    case TimeSystem::None:
    case TimeSystem::Absolute: return {};
    case TimeSystem::Fischer: return tr("+%1 a move").arg(duration(tc.incrementMs));
    case TimeSystem::ByoYomi:
        if (clock.inOvertime(tc))
            return tr("Byo-yomi: %n period(s) left", nullptr, clock.periods);
        return tr("then %1 × %2").arg(clock.periods).arg(duration(tc.periodMs));
    case TimeSystem::Canadian:
        if (clock.inOvertime(tc))
            return tr("%n stone(s) to play in this period", nullptr, clock.stones);
        return tr("then %1 stones in %2").arg(tc.stones).arg(duration(tc.periodMs));
    }
    return {};
}

QString ClockText::summary(const model::TimeControl &tc)
{
    switch (tc.system) {
    case TimeSystem::None: return systemName(tc.system);
    case TimeSystem::Absolute: return tr("%1 each").arg(duration(tc.mainMs));
    case TimeSystem::Fischer:
        return tr("%1 each, +%2 a move").arg(duration(tc.mainMs), duration(tc.incrementMs));
    case TimeSystem::ByoYomi:
        return tr("%1 each, then %2 periods of %3")
            .arg(duration(tc.mainMs))
            .arg(tc.periods)
            .arg(duration(tc.periodMs));
    case TimeSystem::Canadian:
        return tr("%1 each, then %2 stones in %3")
            .arg(duration(tc.mainMs))
            .arg(tc.stones)
            .arg(duration(tc.periodMs));
    }
    return {};
}

} // namespace qiju::widgets
