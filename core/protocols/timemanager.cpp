#include "timemanager.h"

#include <algorithm>

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
    int budget = m_moveMs > 0 ? m_moveMs : fallbackMs;
    if (m_clock && !m_unlimited) {
        const SideClock &c = m_sides[static_cast<std::size_t>(core::index(side))];
        const int safety = 50; // pipe latency and the answer itself
        if (c.stones > 0) {
            budget = c.leftMs / c.stones - safety;
        } else {
            const int togo = c.movesToGo > 0 ? c.movesToGo : std::max(movesLeft, 1);
            budget = c.leftMs / togo + c.incrementMs * 4 / 5;
            if (m_byoStones > 0)
                budget += m_byoMs / m_byoStones * 4 / 5;
            // Never stake more than a fraction of what is left on one move, unless byo-yomi or
            // an increment refills it.
            const int cap = m_byoStones > 0 ? c.leftMs + m_byoMs / m_byoStones * 4 / 5
                                            : c.leftMs / 3 + c.incrementMs * 4 / 5;
            budget = std::min(budget, cap) - safety;
        }
    }
    if (m_turnLimitMs > 0)
        budget = std::min(budget, m_turnLimitMs * 4 / 5 - 30);
    return std::max(budget, 10);
}

int estimateMovesLeft(int emptyPoints) { return std::clamp(emptyPoints / 2, 8, 60); }

} // namespace qiju::protocols
