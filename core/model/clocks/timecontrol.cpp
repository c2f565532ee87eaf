#include "timecontrol.h"

#include <QJsonValue>
#include <QStringList>

#include <cmath>

namespace qiju::model {

namespace {

struct SystemKey
{
    TimeSystem system;
    const char *key;
};

constexpr SystemKey kKeys[] = {
    {TimeSystem::None, "none"},
    {TimeSystem::Absolute, "absolute"},
    {TimeSystem::Fischer, "fischer"},
    {TimeSystem::ByoYomi, "byoyomi"},
    {TimeSystem::Canadian, "canadian"},
};

// Seconds as written in the text form ("600", "1.5") -> ms; nullopt if not a number >= 0.
std::optional<std::int64_t> secondsToMs(const QString &text)
{
    bool ok = false;
    const double s = text.toDouble(&ok);
    if (!ok || !std::isfinite(s) || s < 0 || s * 1000 > double(TimeControl::kMaxMs))
        return std::nullopt;
    return static_cast<std::int64_t>(std::llround(s * 1000));
}

std::optional<int> count(const QString &text)
{
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < 0 || n > TimeControl::kMaxCount)
        return std::nullopt;
    return n;
}

QString msToSeconds(std::int64_t ms)
{
    if (ms % 1000 == 0)
        return QString::number(ms / 1000);
    return QString::number(double(ms) / 1000.0, 'g', 12);
}

// "a<sep>b" -> the two halves, or nullopt.
std::optional<std::pair<QString, QString>> splitPair(const QString &text, QChar sep)
{
    const QStringList parts = text.split(sep);
    if (parts.size() != 2)
        return std::nullopt;
    return std::pair(parts[0], parts[1]);
}

std::optional<TimeControl> fail(TimeControlError *error, TimeControlError why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

std::optional<TimeControl> checked(const TimeControl &tc, TimeControlError *error)
{
    const TimeControlError why = tc.validate();
    if (why != TimeControlError::None)
        return fail(error, why);
    if (error)
        *error = TimeControlError::None;
    return tc;
}

} // namespace

QString timeSystemKey(TimeSystem system)
{
    for (const SystemKey &k : kKeys) {
        if (k.system == system)
            return QString::fromLatin1(k.key);
    }
    return QStringLiteral("none");
}

std::optional<TimeSystem> timeSystemFromKey(const QString &key)
{
    for (const SystemKey &k : kKeys) {
        if (key == QLatin1String(k.key))
            return k.system;
    }
    return std::nullopt;
}

TimeControl TimeControl::absolute(std::int64_t mainMs)
{
    TimeControl tc;
    tc.system = TimeSystem::Absolute;
    tc.mainMs = mainMs;
    return tc;
}

TimeControl TimeControl::fischer(std::int64_t mainMs, std::int64_t incrementMs)
{
    TimeControl tc = absolute(mainMs);
    tc.system = TimeSystem::Fischer;
    tc.incrementMs = incrementMs;
    return tc;
}

TimeControl TimeControl::byoYomi(std::int64_t mainMs, int periods, std::int64_t periodMs)
{
    TimeControl tc = absolute(mainMs);
    tc.system = TimeSystem::ByoYomi;
    tc.periods = periods;
    tc.periodMs = periodMs;
    return tc;
}

TimeControl TimeControl::canadian(std::int64_t mainMs, int stones, std::int64_t periodMs)
{
    TimeControl tc = absolute(mainMs);
    tc.system = TimeSystem::Canadian;
    tc.stones = stones;
    tc.periodMs = periodMs;
    return tc;
}

TimeControlError TimeControl::validate() const
{
    for (std::int64_t ms : {mainMs, incrementMs, periodMs}) {
        if (ms < 0 || ms > kMaxMs)
            return TimeControlError::OutOfRange;
    }
    for (int n : {periods, stones}) {
        if (n < 0 || n > kMaxCount)
            return TimeControlError::OutOfRange;
    }
    switch (system) {
    case TimeSystem::None:
        return TimeControlError::None;
    case TimeSystem::Absolute:
    case TimeSystem::Fischer:
        return mainMs > 0 ? TimeControlError::None : TimeControlError::NoTime;
    case TimeSystem::ByoYomi:
        // At least one period of some length (with none it would be absolute time).
        if (periods > 0 && periodMs > 0)
            return TimeControlError::None;
        return TimeControlError::NoTime;
    case TimeSystem::Canadian:
        return stones > 0 && periodMs > 0 ? TimeControlError::None : TimeControlError::NoTime;
    }
    return TimeControlError::UnknownSystem;
}

QString TimeControl::text() const
{
    const QString key = timeSystemKey(system);
    switch (system) {
    case TimeSystem::None:
        return key;
    case TimeSystem::Absolute:
        return key + QLatin1Char(' ') + msToSeconds(mainMs);
    case TimeSystem::Fischer:
        return QStringLiteral("%1 %2+%3").arg(key, msToSeconds(mainMs), msToSeconds(incrementMs));
    case TimeSystem::ByoYomi:
        return QStringLiteral("%1 %2 %3x%4")
            .arg(key, msToSeconds(mainMs))
            .arg(periods)
            .arg(msToSeconds(periodMs));
    case TimeSystem::Canadian:
        return QStringLiteral("%1 %2 %3/%4")
            .arg(key, msToSeconds(mainMs))
            .arg(stones)
            .arg(msToSeconds(periodMs));
    }
    return key;
}

std::optional<TimeControl> TimeControl::fromText(const QString &text, TimeControlError *error)
{
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return fail(error, TimeControlError::Syntax);
    const auto system = timeSystemFromKey(words[0].toLower());
    if (!system)
        return fail(error, TimeControlError::UnknownSystem);
    const int expected = *system == TimeSystem::None ? 1
        : (*system == TimeSystem::ByoYomi || *system == TimeSystem::Canadian) ? 3
                                                                              : 2;
    if (words.size() != expected)
        return fail(error, TimeControlError::Syntax);
    if (*system == TimeSystem::None)
        return checked(none(), error);

    TimeControl tc;
    tc.system = *system;
    QString mainText = words[1];
    QString incrementText;
    if (*system == TimeSystem::Fischer) {
        const auto pair = splitPair(words[1], QLatin1Char('+'));
        if (!pair)
            return fail(error, TimeControlError::Syntax);
        mainText = pair->first;
        incrementText = pair->second;
    }
    const auto main = secondsToMs(mainText);
    if (!main)
        return fail(error, TimeControlError::OutOfRange);
    tc.mainMs = *main;
    if (*system == TimeSystem::Fischer) {
        const auto inc = secondsToMs(incrementText);
        if (!inc)
            return fail(error, TimeControlError::OutOfRange);
        tc.incrementMs = *inc;
    }
    if (*system == TimeSystem::ByoYomi || *system == TimeSystem::Canadian) {
        const bool byo = *system == TimeSystem::ByoYomi;
        const auto pair = splitPair(words[2], byo ? QLatin1Char('x') : QLatin1Char('/'));
        if (!pair)
            return fail(error, TimeControlError::Syntax);
        const auto n = count(pair->first);
        const auto t = secondsToMs(pair->second);
        if (!n || !t)
            return fail(error, TimeControlError::OutOfRange);
        (byo ? tc.periods : tc.stones) = *n;
        tc.periodMs = *t;
    }
    return checked(tc, error);
}

QJsonObject TimeControl::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("system"), timeSystemKey(system));
    if (system == TimeSystem::None)
        return o;
    o.insert(QStringLiteral("mainMs"), qint64(mainMs));
    if (system == TimeSystem::Fischer)
        o.insert(QStringLiteral("incrementMs"), qint64(incrementMs));
    if (system == TimeSystem::ByoYomi)
        o.insert(QStringLiteral("periods"), periods);
    if (system == TimeSystem::Canadian)
        o.insert(QStringLiteral("stones"), stones);
    if (system == TimeSystem::ByoYomi || system == TimeSystem::Canadian)
        o.insert(QStringLiteral("periodMs"), qint64(periodMs));
    return o;
}

std::optional<TimeControl> TimeControl::fromJson(const QJsonObject &json, TimeControlError *error)
{
    const QJsonValue key = json.value(QStringLiteral("system"));
    if (!key.isString())
        return fail(error, TimeControlError::Syntax);
    const auto system = timeSystemFromKey(key.toString());
    if (!system)
        return fail(error, TimeControlError::UnknownSystem);
    TimeControl tc;
    tc.system = *system;
    // Whole numbers only: a fraction, a string or a huge double is refused, not truncated.
    auto integer = [&json](const char *name, std::int64_t limit) -> std::optional<std::int64_t> {
        const QJsonValue v = json.value(QLatin1String(name));
        if (v.isUndefined())
            return 0;
        if (!v.isDouble())
            return std::nullopt;
        const double d = v.toDouble();
        if (d != std::floor(d) || d < 0 || d > double(limit))
            return std::nullopt;
        return static_cast<std::int64_t>(d);
    };
    const auto main = integer("mainMs", kMaxMs);
    const auto inc = integer("incrementMs", kMaxMs);
    const auto period = integer("periodMs", kMaxMs);
    const auto periods = integer("periods", kMaxCount);
    const auto stones = integer("stones", kMaxCount);
    if (!main || !inc || !period || !periods || !stones)
        return fail(error, TimeControlError::OutOfRange);
    if (tc.system != TimeSystem::None) {
        tc.mainMs = *main;
        tc.incrementMs = tc.system == TimeSystem::Fischer ? *inc : 0;
        tc.periods = tc.system == TimeSystem::ByoYomi ? int(*periods) : 0;
        tc.stones = tc.system == TimeSystem::Canadian ? int(*stones) : 0;
        tc.periodMs = (tc.system == TimeSystem::ByoYomi || tc.system == TimeSystem::Canadian)
            ? *period
            : 0;
    }
    return checked(tc, error);
}

} // namespace qiju::model
