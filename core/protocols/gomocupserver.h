// GomocupServer: the Piskvork/Gomocup brain protocol for Gomoku: START, RECTSTART, RESTART,
// BEGIN, TURN, BOARD ... DONE, TAKEBACK, INFO (timeout_turn, timeout_match, time_left,
// max_memory, game_type, rule, evaluate, folder), ABOUT, END. Points are 0-based "x,y" (column,
// row from the top). INFO rule is a bitmask: 1 exactly five (standard), 4 renju, 2 continuous
// game (accepted, a game still ends at five), 8 caro (refused with ERROR). Errors answer
// "ERROR ...", unknown commands "UNKNOWN ...", and the brain keeps running. SWAP2BOARD (the
// Gomocup 2020 extension, gomocupswap2.cpp) answers the Swap2 opening with the Gomoku AI: the
// first three stones, SWAP or more stones after three, SWAP or a sixth stone after five; no rule
// bit announces Swap2, it applies under whatever INFO rule says. Not thread-safe.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "enginesession.h"
#include "gtpserver.h"

namespace qiju::protocols {

class GomocupServer
{
public:
    GomocupServer(EngineSession &session, EngineIdentity identity, std::ostream *log = nullptr);

    // One input line; returns the reply lines (possibly none).
    std::vector<std::string> handle(std::string_view line);
    bool quitRequested() const { return m_quit; }
    int run(std::istream &in, std::ostream &out);

private:
    // Qiju's search in the current position with the turn and match time.
    ai::SearchInfo search();
    std::string think();
    std::vector<std::string> finishBoard();
    std::vector<std::string> finishSwap2();
    std::string swap2Answer();
    std::string rulesText() const;
    void applyRules();

    EngineSession &m_session;
    EngineIdentity m_identity;
    std::ostream *m_log;
    bool m_quit = false;
    bool m_inBoard = false;
    std::vector<std::pair<core::Point, int>> m_board; // BOARD lines: point, field
    bool m_boardError = false;
    bool m_inSwap2 = false; // BOARD mode reads SWAP2BOARD's "x,y" lines
    std::vector<core::Point> m_swap2Stones;
    int m_ruleMask = 0;
    int m_timeoutTurnMs = 5000;
    int m_timeoutMatchMs = 0;
    int m_timeLeftMs = 0;
};

} // namespace qiju::protocols
