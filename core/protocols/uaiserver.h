// UaiServer: the Universal Ataxx Interface (UCI for Ataxx, as libataxx and the Ataxx
// tournament tools speak it): uai, isready, uainewgame, position startpos|fen ... [moves ...],
// go depth|nodes|movetime|wtime/btime/winc/binc/movestogo|infinite, stop, quit; answers
// "info ..." lines and "bestmove <move>" ("0000" for a pass or when no move exists). The
// search runs on its own thread so `stop` and `isready` are answered while it thinks.
// Malformed commands get "info string ..." and the session goes on. Output lines are written
// whole under a mutex. Call handle() from one thread.
#pragma once

#include <atomic>
#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "enginesession.h"
#include "gtpserver.h"

namespace qiju::protocols {

class UaiServer
{
public:
    UaiServer(EngineSession &session, EngineIdentity identity, std::ostream &out,
        std::ostream *log = nullptr);
    ~UaiServer();

    void handle(std::string_view line);
    bool quitRequested() const { return m_quit; }
    // Reads commands until quit or end of input, then stops any search.
    int run(std::istream &in);
    // Stops a running search (its bestmove is still printed) and waits for it.
    void stopSearch();

private:
    void position(const std::vector<std::string> &args);
    void go(const std::vector<std::string> &args);
    void say(const std::string &line);

    EngineSession &m_session;
    EngineIdentity m_identity;
    std::ostream &m_out;
    std::ostream *m_log;
    std::mutex m_outMutex;
    std::thread m_search;
    std::atomic<bool> m_stop{false};
    bool m_quit = false;
};

} // namespace qiju::protocols
