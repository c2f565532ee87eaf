#include "timemanager.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace qiju::protocols {

void TimeManager::setClock(int mainMs, int byoMs, int byoStones)
{
    m_clock = true;
    m_japanese = false;
    m_unlimited = byoMs > 0 && byoStones == 0;
    m_byoMs = byoMs;
    m_byoStones = byoStones;
    for (SideClock &c : m_sides)
        c = {mainMs, 0, 0, 0};
    if (mainMs == 0 && byoStones > 0) {
        for (SideClock &c : m_sides)
            c = {byoMs, byoStones, 0, 0};
    }
}

void TimeManager::setJapaneseClock(int mainMs, int periodMs, int periods)
{
    setClock(mainMs, periodMs, periods);
    m_japanese = periods > 0 && periodMs > 0;
    m_unlimited = false;
}

void TimeManager::charge(core::Side side, int ms)
{
    if (!m_clock || m_unlimited)
        return;
    SideClock &c = m_sides[static_cast<std::size_t>(core::index(side))];
    ms = std::max(0, ms);
    if (c.stones == 0) {
        if (c.leftMs >= ms) {
            c.leftMs -= ms;
            return;
        }
        ms -= c.leftMs;
        c.leftMs = 0;
        if (m_byoStones <= 0 || m_byoMs <= 0)
            return; // absolute time: lost on time (the controller says so)
        // Into byo-yomi with the rest of this move.
        c.leftMs = m_byoMs;
        c.stones = m_byoStones;
    }
    if (m_japanese) {
        // Each period overrun is lost; the move made in time gets a fresh period.
        c.stones = std::max(1, c.stones - ms / m_byoMs);
        c.leftMs = m_byoMs;
        return;
    }
    c.leftMs = std::max(0, c.leftMs - ms);
    if (--c.stones <= 0) {
        c.leftMs = m_byoMs;
        c.stones = m_byoStones;
    }
}

void TimeManager::setTimeLeft(core::Side side, int ms, int stones)
{
    if (!m_clock)
        m_clock = true;
    SideClock &c = m_sides[static_cast<std::size_t>(core::index(side))];
    c.leftMs = std::max(0, ms);
    c.stones = std::max(0, stones);
}

void TimeManager::setRemaining(core::Side side, int ms, int incrementMs, int movesToGo)
{
    m_clock = true;
    m_unlimited = false;
    m_japanese = false;
    SideClock &c = m_sides[static_cast<std::size_t>(core::index(side))];
    c = {std::max(0, ms), 0, std::max(0, incrementMs), std::max(0, movesToGo)};
}

void TimeManager::clearClock()
{
    m_clock = false;
    m_unlimited = false;
    m_japanese = false;
    m_byoMs = 0;
    m_byoStones = 0;
    m_sides = {};
}

int TimeManager::budgetMs(core::Side side, int movesLeft, int fallbackMs) const
{
    // 64-bit arithmetic: times up to INT_MAX from a protocol must not overflow below.
    using Ms = std::int64_t;
    Ms budget = m_moveMs > 0 ? m_moveMs : fallbackMs;
    if (m_clock && !m_unlimited) {
        const SideClock &c = m_sides[static_cast<std::size_t>(core::index(side))];
        const Ms safety = 50; // pipe latency and the answer itself
        const Ms increment = Ms(c.incrementMs) * 4 / 5;
        const Ms byo = m_byoStones <= 0 ? 0
            : m_japanese               ? Ms(m_byoMs) * 4 / 5
                                       : Ms(m_byoMs) / m_byoStones * 4 / 5;
        if (c.stones > 0 && m_japanese) {
            // The current period, never more: overrunning it costs a period.
            budget = std::min<Ms>(c.leftMs, m_byoMs) * 9 / 10 - safety;
        } else if (c.stones > 0) {
            budget = Ms(c.leftMs) / c.stones - safety;
        } else {
            const Ms togo = c.movesToGo > 0 ? c.movesToGo : std::max(movesLeft, 1);
            // Absolute time with nothing to refill it: keep a reserve for a game longer than
            // estimated (about 100 more moves of a fast answer and its latency).
            const Ms reserve = increment == 0 && byo == 0 && c.movesToGo == 0
                ? std::min<Ms>(c.leftMs / 2, 100 * 60)
                : 0;
            budget = (c.leftMs - reserve) / togo + increment + byo;
            // Never stake more than a fraction of what is left on one move, unless byo-yomi or
            // an increment refills it.
            const Ms cap = m_byoStones > 0 ? c.leftMs + byo : c.leftMs / 3 + increment;
            budget = std::min(budget, cap) - safety;
        }
    }
    // Gomocup's turn limit is a hard one (an engine over it loses the game): stay a tenth
    // and 30 ms under it. The searches stop by their deadlines a little before the budget
    // (searchDeadlineMs) and answer within a few milliseconds of it.
    if (m_turnLimitMs > 0)
        budget = std::min(budget, Ms(m_turnLimitMs) * 9 / 10 - 30);
    return int(std::clamp<Ms>(budget, 10, INT_MAX));
}

int estimateMovesLeft(int emptyPoints) { return std::clamp(emptyPoints / 2, 8, 60); }

} // namespace qiju::protocols
