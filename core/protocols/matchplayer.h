// MatchPlayer: one side of an engine-vs-engine match — Qiju's own AI in this process at a
// level, or an external program over GTP/UAI/Gomocup/Botzone (Subprocess + ProtocolClient).
// Both answer "your move after these moves, in this much time" and keep time statistics.
// Not thread-safe.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "enginesession.h"
#include "protocolclient.h"
#include "subprocess.h"

namespace qiju::protocols {

struct PlayerAnswer
{
    enum class Kind : std::uint8_t { Move, Resign, Fault };
    Kind kind = Kind::Fault;
    core::Move move;
    std::string error; // Fault: crash, timeout, garbage
};

class MatchPlayer
{
public:
    virtual ~MatchPlayer() = default;
    virtual std::string name() const = 0;
    // Prepares a game starting at `start`; false (with *error) if the engine is unusable.
    virtual bool newGame(const core::Game &start, int timeMs, std::string *error) = 0;
    // `timeMs` is the time per move the player is told; an answer later than `timeoutMs` is a
    // fault (a time forfeit).
    virtual PlayerAnswer move(
        const core::Game &start, const std::vector<core::Move> &moves, int timeMs, int timeoutMs)
        = 0;
    virtual void finish() { }

    double averageMs() const { return m_moves ? m_totalMs / m_moves : 0; }
    double maxMs() const { return m_maxMs; }

protected:
    void record(double ms)
    {
        m_totalMs += ms;
        m_maxMs = std::max(m_maxMs, ms);
        ++m_moves;
    }

private:
    double m_totalMs = 0;
    double m_maxMs = 0;
    int m_moves = 0;
};

// "qiju" or "qiju:<level>" (Qiju's AI at that level, expert by default).
std::unique_ptr<MatchPlayer> makeQijuPlayer(
    core::GameId game, const std::string &rules, ai::Level level);
std::unique_ptr<MatchPlayer> makeExternalPlayer(
    const std::string &commandLine, ClientProtocol protocol);

} // namespace qiju::protocols
