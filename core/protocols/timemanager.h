// TimeManager: how long the engine may think for its next move, from whatever the protocol
// told it — a fixed time per move (--time, UAI movetime, Botzone's limit), a GTP clock
// (time_settings / kgs-time_settings / time_left: absolute, Canadian or Japanese byo-yomi), a
// UAI clock (wtime/btime/winc/binc/movestogo) or Gomocup's timeout_turn/timeout_match/time_left.
// A GTP clock also runs on the engine's own moves (charge()), so a controller that never sends
// time_left cannot make it overrun. Value type; not thread-safe.
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
    // KGS's Japanese byo-yomi: main time, then `periods` periods of `periodMs` each; a move made
    // within a period keeps it, a period overrun is lost. While in byo-yomi, time_left's
    // `stones` is the number of periods left and its time that of the current period.
    void setJapaneseClock(int mainMs, int periodMs, int periods);
    // GTP time_left: `stones` > 0 means the side is in a byo-yomi period with that many stones
    // still to play in `ms`.
    void setTimeLeft(core::Side side, int ms, int stones);
    // UAI / Gomocup style: the time left and the increment per move; movesToGo 0 = unknown.
    void setRemaining(core::Side side, int ms, int incrementMs, int movesToGo = 0);
    // A hard cap per move (Gomocup timeout_turn); 0 = none.
    void setTurnLimit(int ms) { m_turnLimitMs = ms; }
    void clearClock();
    // After `side` (the engine) took `ms` for a move on a GTP clock: runs its clock as the
    // controller's would (main time, then the periods), until time_left says otherwise.
    void charge(core::Side side, int ms);
    // What the clock of `side` shows: the time left (in main time or in the current period) and
    // the stones (Canadian) or periods (Japanese) left in byo-yomi, 0 in main time.
    int timeLeftMs(core::Side side) const { return clockOf(side).leftMs; }
    int overtimeLeft(core::Side side) const { return clockOf(side).stones; }
    bool hasClock() const { return m_clock; }

    // The time to spend on the next move of `side`; `movesLeft` estimates the moves this side
    // still has to play in the game. Returns `fallbackMs` when neither a clock nor a fixed time
    // applies.
    // In main time the share is what is left over the moves left, so the opening and the
    // middle game get more than the endgame (estimateMovesLeft() counts at most 60 to go: each
    // move spends at most 1/60 of what is left); a byo-yomi period's time per move is added on
    // top, as the periods are there whatever happens. Japanese byo-yomi never stakes a period.
    int budgetMs(core::Side side, int movesLeft, int fallbackMs) const;

private:
    struct SideClock
    {
        int leftMs = 0;
        int stones = 0; // > 0: in byo-yomi (Canadian: stones left in the period; Japanese:
                        // periods left)
        int incrementMs = 0;
        int movesToGo = 0;
    };

    const SideClock &clockOf(core::Side side) const
    {
        return m_sides[static_cast<std::size_t>(core::index(side))];
    }

    int m_moveMs = 0;
    int m_turnLimitMs = 0;
    bool m_clock = false;
    bool m_unlimited = false;
    int m_byoMs = 0;
    int m_byoStones = 0; // Canadian: stones per period; Japanese: the periods
    bool m_japanese = false;
    std::array<SideClock, 2> m_sides{};
};

// An estimate of the moves `side` still has to play: half the empty points, within [8, 60].
int estimateMovesLeft(int emptyPoints);

} // namespace qiju::protocols
