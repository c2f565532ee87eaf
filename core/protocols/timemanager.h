// TimeManager: how long the engine may think for its next move, from whatever the protocol
// told it — a fixed time per move (--time, UAI movetime, Botzone's limit), a GTP clock
// (time_settings / time_left, Canadian byo-yomi), a UAI clock (wtime/btime/winc/binc/movestogo)
// or Gomocup's timeout_turn/timeout_match/time_left. Value type; not thread-safe.
#pragma once

#include <array>

#include "common/types.h"

namespace qiju::protocols {

class TimeManager
{
public:
    // A fixed time per move, used while no clock is set (0 = the caller's default).
    void setMoveTime(int ms) { m_moveMs = ms; }
    int moveTime() const { return m_moveMs; }

    // GTP time_settings: main time, then byo-yomi periods of `byoMs` for `byoStones` stones.
    // GTP's special cases: byoMs > 0 with byoStones == 0 means no time limit at all.
    void setClock(int mainMs, int byoMs, int byoStones);
    // GTP time_left: `stones` > 0 means the side is in a byo-yomi period with that many stones
    // still to play in `ms`.
    void setTimeLeft(core::Side side, int ms, int stones);
    // UAI / Gomocup style: the time left and the increment per move; movesToGo 0 = unknown.
    void setRemaining(core::Side side, int ms, int incrementMs, int movesToGo = 0);
    // A hard cap per move (Gomocup timeout_turn); 0 = none.
    void setTurnLimit(int ms) { m_turnLimitMs = ms; }
    void clearClock();
    bool hasClock() const { return m_clock; }

    // The time to spend on the next move of `side`; `movesLeft` estimates the moves this side
    // still has to play in the game. Returns `fallbackMs` when neither a clock nor a fixed time
    // applies.
    int budgetMs(core::Side side, int movesLeft, int fallbackMs) const;

private:
    struct SideClock
    {
        int leftMs = 0;
        int stones = 0; // > 0: in a byo-yomi period
        int incrementMs = 0;
        int movesToGo = 0;
    };

    int m_moveMs = 0;
    int m_turnLimitMs = 0;
    bool m_clock = false;
    bool m_unlimited = false;
    int m_byoMs = 0;
    int m_byoStones = 0;
    std::array<SideClock, 2> m_sides{};
};

// An estimate of the moves `side` still has to play: half the empty points, within [8, 60].
int estimateMovesLeft(int emptyPoints);

} // namespace qiju::protocols
