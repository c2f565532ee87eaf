// The client side of the protocols: Qiju drives an external engine or bot. A ProtocolClient is
// a transport-free state machine — it says which lines to write and reads every stdout line
// of the engine into events — so the headless match (Subprocess) and the GUI (QProcess,
// EnginePlayer) share it. Moves the engine names are parsed in the position they answer, not
// checked for legality: the caller validates them with Qiju's rules. Not thread-safe.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/game.h"

namespace qiju::protocols {

// The longest line an external engine may print; a longer one is a protocol fault (the
// transports stop buffering there, so an engine printing without newlines costs no memory).
inline constexpr std::size_t kMaxEngineLineBytes = 64 * 1024;

enum class ClientProtocol : std::uint8_t { Gtp, Uai, Gomocup, BotzoneJson, BotzoneSimple };

inline constexpr ClientProtocol kAllClientProtocols[] = {ClientProtocol::Gtp, ClientProtocol::Uai,
    ClientProtocol::Gomocup, ClientProtocol::BotzoneJson, ClientProtocol::BotzoneSimple};

// "gtp", "uai", "gomocup", "botzone-json", "botzone-simple" (stable keys for settings and
// command lines).
std::string_view clientProtocolKey(ClientProtocol p);
std::optional<ClientProtocol> clientProtocolFromKey(std::string_view key);

struct ClientEvent
{
    enum class Kind : std::uint8_t {
        None,   // nothing yet (an info line, part of a reply)
        Ready,  // the handshake finished; text = the engine's name if it told one
        Move,   // the engine's move for the requested position
        Resign, // the engine gave up
        Error,  // the engine refused a command or answered garbage; text says what
    };
    Kind kind = Kind::None;
    core::Move move;
    std::string text;
};

class ProtocolClient
{
public:
    virtual ~ProtocolClient() = default;

    static std::unique_ptr<ProtocolClient> create(ClientProtocol protocol);

    virtual ClientProtocol protocol() const = 0;
    // Whether begin()'s lines get an answer that ends in Ready (Botzone bots have no
    // handshake: they are ready at once).
    virtual bool hasHandshake() const { return true; }
    // Lines that open a game starting at `start`; `timeMs` is the time per move.
    virtual std::vector<std::string> begin(const core::Game &start, int timeMs) = 0;
    // True when the engine process must be started afresh before requestMove()'s lines
    // (a Botzone bot that does not keep running, or whose kept state no longer matches).
    virtual bool needsFreshProcess(const std::vector<core::Move> &) const { return false; }
    // A Botzone bot without keep-running exits after each answer; that is no crash.
    virtual bool mayExitBetweenMoves() const { return false; }
    // Lines that ask for the move after `moves` from `start` (begin()'s start position).
    virtual std::vector<std::string> requestMove(
        const core::Game &start, const std::vector<core::Move> &moves, int timeMs)
        = 0;
    // One line the engine wrote on stdout (without the newline).
    virtual ClientEvent onLine(std::string_view line) = 0;
    virtual std::vector<std::string> quitLines() const { return {}; }

    const std::string &engineName() const { return m_name; }

protected:
    std::string m_name;
};

// The position after `moves` from `start`, or nullptr if a move is illegal there.
std::unique_ptr<core::Game> replay(const core::Game &start, const std::vector<core::Move> &moves);

} // namespace qiju::protocols
