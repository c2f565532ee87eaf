// SideClock: one player's time under a TimeControl, and its arithmetic — spend elapsed time,
// finish a move (Fischer increment, a byo-yomi period restored, a Canadian stone counted), the
// time left before the flag falls, the low-time warning and the computer's budget for a move.
// Value type with a JSON form; no timers here (GameClock measures, this only counts).
#pragma once

#include <QJsonObject>

#include <cstdint>
#include <optional>

#include "clocks/timecontrol.h"

namespace qiju::model {

struct SideClock
{
    std::int64_t mainMs = 0;   // main time left
    int periods = 0;           // byo-yomi: periods left, the running one included
    std::int64_t periodMs = 0; // byo-yomi/Canadian: time left in the running period
    int stones = 0;            // Canadian: stones still to play in the running period
    bool flagged = false;      // out of time (the last byo-yomi period used up)

    // Below this much time for the current move the clock shows its warning.
    static constexpr std::int64_t kLowTimeMs = 10000;
    // What a move costs beyond the search itself (hand-over to the GUI thread, a busy event
    // loop); the computer's budget leaves this much per move it expects to play.
    static constexpr std::int64_t kMoveOverheadMs = 150;

    // A full clock at the start of a game.
    static SideClock start(const TimeControl &tc);

    // Charges `elapsedMs` of thinking: main time first, then byo-yomi periods (each one used
    // up entirely is lost, the next starts full) or the Canadian period. Sets `flagged` when
    // the time runs out. Returns true if a byo-yomi period was used up by this call.
    bool spend(const TimeControl &tc, std::int64_t elapsedMs);
    // The player completed a move: Fischer adds the increment; in overtime a byo-yomi period
    // starts full again, and a Canadian period counts the stone (a new period after N).
    void moveDone(const TimeControl &tc);

    // In byo-yomi/Canadian overtime (the main time is used up).
    bool inOvertime(const TimeControl &tc) const;
    // Time for the current move before the flag falls or a byo-yomi period is lost;
    // nullopt when the game has no time limit.
    std::optional<std::int64_t> safeMs(const TimeControl &tc) const;
    // Time before the flag falls for good (all byo-yomi periods included); nullopt = untimed.
    std::optional<std::int64_t> untilFlagMs(const TimeControl &tc) const;
    // The warning colour: less than kLowTimeMs for this move (per stone in Canadian overtime).
    bool isLowTime(const TimeControl &tc) const;

    // What the computer may spend on its next move so that it never flags and never loses a
    // byo-yomi period: a share of the main time spread over `movesToGo` moves (each with its
    // overhead) plus most of the increment or period, always leaving a reserve of up to 0.5 s.
    // At least 1; 0 = no limit (untimed game).
    std::int64_t moveBudgetMs(const TimeControl &tc, int movesToGo) const;

    QJsonObject toJson() const;
    // Refuses values out of range for `tc` (e.g. more periods than the control has).
    static std::optional<SideClock> fromJson(const QJsonObject &json, const TimeControl &tc);

    friend bool operator==(const SideClock &, const SideClock &) = default;
};

} // namespace qiju::model
