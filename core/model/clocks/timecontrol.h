// TimeControl: the time system of a game, chosen in the New Game dialog and given to every
// seat alike — none, absolute (sudden death), Fischer increment, byo-yomi (main time, then N
// periods of S each) or Canadian (main time, then N stones in T). Value type with a short text
// form (settings, command lines) and a JSON form (saves, network hello). Times are in ms.
#pragma once

#include <QJsonObject>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>

namespace qiju::model {

enum class TimeSystem : std::uint8_t { None, Absolute, Fischer, ByoYomi, Canadian };

// Why a time control text or JSON object was refused; the widgets layer words it.
enum class TimeControlError : std::uint8_t {
    None,
    Syntax,       // not "<system> ..." in one of the documented shapes
    UnknownSystem,
    OutOfRange,   // a negative value, or beyond the limits below
    NoTime,       // the system would flag before the first move (e.g. absolute with 0 s)
};

struct TimeControl
{
    TimeSystem system = TimeSystem::None;
    std::int64_t mainMs = 0;      // every timed system: the main time
    std::int64_t incrementMs = 0; // Fischer: added after each move
    int periods = 0;              // byo-yomi: number of periods
    std::int64_t periodMs = 0;    // byo-yomi: length of one period; Canadian: T
    int stones = 0;               // Canadian: stones to play in each period T

    static constexpr std::int64_t kMaxMs = 24LL * 3600 * 1000; // any one time value
    static constexpr int kMaxCount = 1000;                      // periods, stones

    static TimeControl none() { return {}; }
    static TimeControl absolute(std::int64_t mainMs);
    static TimeControl fischer(std::int64_t mainMs, std::int64_t incrementMs);
    static TimeControl byoYomi(std::int64_t mainMs, int periods, std::int64_t periodMs);
    static TimeControl canadian(std::int64_t mainMs, int stones, std::int64_t periodMs);

    bool isTimed() const { return system != TimeSystem::None; }
    // Values in range and the clock can start (TimeControlError::None) or why not.
    TimeControlError validate() const;

    // "none", "absolute 600", "fischer 300+5", "byoyomi 600 5x30", "canadian 600 25/300"
    // (seconds; fractions allowed, e.g. "byoyomi 0 3x1.5").
    QString text() const;
    static std::optional<TimeControl> fromText(const QString &text,
                                               TimeControlError *error = nullptr);

    // {"system":"byoyomi","mainMs":600000,"periods":5,"periodMs":30000}; only the fields the
    // system uses are written, missing ones read as 0.
    QJsonObject toJson() const;
    static std::optional<TimeControl> fromJson(const QJsonObject &json,
                                               TimeControlError *error = nullptr);

    friend bool operator==(const TimeControl &, const TimeControl &) = default;
};

// Stable keys: "none", "absolute", "fischer", "byoyomi", "canadian".
QString timeSystemKey(TimeSystem system);
std::optional<TimeSystem> timeSystemFromKey(const QString &key);

} // namespace qiju::model

Q_DECLARE_METATYPE(qiju::model::TimeControl)
