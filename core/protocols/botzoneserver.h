// BotzoneServer: qiju-engine as a Botzone bot for any game. Each turn's input is one JSON line
// ({"requests":[...],"responses":[...]}) or the simple interaction (a count n, then 2n-1 lines
// alternating request/response), detected from the first character. The history is replayed
// from the start position (requests are the opponent's moves, the first one all -1 when the
// bot moves first; responses are the bot's own earlier moves), Qiju answers within the time
// limit, and with keep-running on it prints ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<" and then
// reads only the next request (a full input is accepted there too). Malformed or illegal
// input gets a "no move" answer (-1s) with a debug message, and the bot keeps running.
// Coordinates: movecodec.h. Not thread-safe.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "enginesession.h"

namespace qiju::protocols {

class BotzoneServer
{
public:
    BotzoneServer(EngineSession &session, bool keepRunning, std::ostream *log = nullptr);

    // Reads turns until end of input.
    int run(std::istream &in, std::ostream &out);

    static constexpr std::string_view kKeepRunning = ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<";

private:
    using Numbers = std::vector<int>;
    struct Answer
    {
        Numbers move;
        std::string debug; // non-empty: what went wrong with the input
    };

    // A full history; replays it and answers.
    Answer fullTurn(const std::vector<Numbers> &requests, const std::vector<Numbers> &responses);
    // One more request on top of the kept state (keep-running).
    Answer nextRequest(const Numbers &request);
    Answer answer();
    Answer failure(const std::string &why) const;
    std::optional<Numbers> numbersOf(const nlohmann::json &request) const;
    void write(std::ostream &out, const Answer &a, bool json) const;

    EngineSession &m_session;
    bool m_keepRunning;
    std::ostream *m_log;
    bool m_haveState = false; // a turn was answered: the session holds the game so far
};

} // namespace qiju::protocols
