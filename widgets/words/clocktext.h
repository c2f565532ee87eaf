// ClockText: the words and numbers of the clocks — a time system's name, a remaining time
// ("4:07", "0:09.3"), the overtime detail of a side's clock ("3 periods of 0:30", "7 stones")
// and a time control summary for the New Game dialog. GUI thread only.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "clocks/sideclock.h"
#include "clocks/timecontrol.h"

namespace qiju::widgets {

class ClockText
{
    Q_DECLARE_TR_FUNCTIONS(qiju::widgets::ClockText)

public:
    static QString systemName(model::TimeSystem system);
    // What a refused time control lacks, as a sentence.
    static QString error(model::TimeControlError error);
    // h:mm:ss, m:ss, or under 10 s seconds with tenths.
    static QString duration(qint64 ms);
    // The big number of a side's clock: the main time, or in overtime the running period.
    static QString main(const model::TimeControl &tc, const model::SideClock &clock);
    // The small line under it: what follows the main time or what is left of the overtime.
    static QString detail(const model::TimeControl &tc, const model::SideClock &clock);
    // "10:00 + 5 × 0:30 byo-yomi" and the like.
    static QString summary(const model::TimeControl &tc);
};

} // namespace qiju::widgets
