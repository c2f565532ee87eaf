// MatchPlayer: one side of an engine-vs-engine match — Qiju's own AI in this process at a
// level, or an external program over GTP/UAI/Gomocup/Botzone (Subprocess + ProtocolClient).
// Both answer "your move after these moves, in this much time" and keep time statistics.
// Not thread-safe.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
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

// Qiju's AI in this process: a level's limits, optionally replaced by a fixed budget (node
// count and/or depth, then no clock, so the result does not depend on the machine's load)
// and a thread count.
struct QijuPlayerOptions
{
    ai::Level level = ai::Level::Expert;
    std::int64_t nodes = 0; // 0 = the level's (time) budget
    int depth = 0;          // 0 = the level's
    int threads = 0;        // 0 = the level's
};

// Parses "qiju[:level][,nodes=N][,depth=D][,threads=T]"; nullopt (with *error) otherwise.
std::optional<QijuPlayerOptions> parseQijuSpec(const std::string &spec, std::string *error);

std::unique_ptr<MatchPlayer> makeQijuPlayer(
    core::GameId game, const std::string &rules, const QijuPlayerOptions &options);
std::unique_ptr<MatchPlayer> makeExternalPlayer(
    const std::string &commandLine, ClientProtocol protocol);

} // namespace qiju::protocols
