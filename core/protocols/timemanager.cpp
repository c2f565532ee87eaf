#include "timemanager.h"

#include <algorithm>
#include <climits>
#include <cstdint>

namespace qiju::protocols {

void TimeManager::setClock(int mainMs, int byoMs, int byoStones)
{
    m_clock = true;
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
    SideClock &c = m_sides[static_cast<std::size_t>(core::index(side))];
    c = {std::max(0, ms), 0, std::max(0, incrementMs), std::max(0, movesToGo)};
}

void TimeManager::clearClock()
{
    m_clock = false;
    m_unlimited = false;
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
        const Ms byo = m_byoStones > 0 ? Ms(m_byoMs) / m_byoStones * 4 / 5 : 0;
        if (c.stones > 0) {
            budget = Ms(c.leftMs) / c.stones - safety;
        } else {
            const Ms togo = c.movesToGo > 0 ? c.movesToGo : std::max(movesLeft, 1);
            budget = c.leftMs / togo + increment + byo;
            // Never stake more than a fraction of what is left on one move, unless byo-yomi or
            // an increment refills it.
            const Ms cap = m_byoStones > 0 ? c.leftMs + byo : c.leftMs / 3 + increment;
            budget = std::min(budget, cap) - safety;
        }
    }
    if (m_turnLimitMs > 0)
        budget = std::min(budget, Ms(m_turnLimitMs) * 4 / 5 - 30);
    return int(std::clamp<Ms>(budget, 10, INT_MAX));
}

int estimateMovesLeft(int emptyPoints) { return std::clamp(emptyPoints / 2, 8, 60); }

} // namespace qiju::protocols
