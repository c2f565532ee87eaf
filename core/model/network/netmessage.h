// NetMessage: the messages of Qiju's network protocol (docs/network-protocol.md) and their
// codec: one compact JSON object per line, {"type": "...", ...fields}. decodeNetLine() checks
// the shape of a line — size, JSON, a known type, the fields that type needs with the right
// JSON types and ranges — and nothing about the game; NetSession checks the rest (version,
// turn, legality). Value types and free functions; any thread.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>

namespace qiju::model {

inline constexpr int kNetProtocolVersion = 1;
// The port Qiju offers to host on and join at until the user picks another.
inline constexpr quint16 kNetDefaultPort = 26262;
// A longer line (newline excluded) is refused without being parsed.
inline constexpr int kNetMaxLineBytes = 64 * 1024;
// Longest chat text and nickname, in UTF-16 code units.
inline constexpr int kNetMaxChatLength = 1000;
inline constexpr int kNetMaxNicknameLength = 40;

enum class NetMessageType : std::uint8_t {
    Hello,
    Move,
    UndoRequest,
    UndoAccept,
    UndoDecline,
    Resign,
    Flag, // the sender's own clock ran out: the sender loses on time
    DrawOffer,
    DrawAccept,
    DrawDecline,
    Chat,
    Ping,
    Pong,
    Bye,
    Error,
};

// Why a line or a message was refused. The key (netErrorKey) is the "code" of the error
// reply; the widgets layer words the local message.
enum class NetError : std::uint8_t {
    None,
    TooLong,     // the line is longer than kNetMaxLineBytes
    BadJson,     // not UTF-8 JSON, or not one JSON object
    UnknownType, // "type" missing or not a message of this protocol
    BadField,    // a field the type needs is missing, of the wrong JSON type or out of range
    Version,     // a hello with another protocol version
    BadSetup,    // the host's game cannot be played here (game, rules, position, clocks)
    Unexpected,  // a message that makes no sense now (a move before hello, an answer to
                 // nothing)
    OutOfTurn,   // a move when it is not the sender's turn, or with the wrong move number
    IllegalMove, // a move the rules do not allow here
    Busy,        // the host already has an opponent
};

struct NetMessage
{
    NetMessageType type = NetMessageType::Ping;
    QJsonObject fields; // the whole object, "type" included

    QString string(const char *key) const { return fields.value(QLatin1String(key)).toString(); }
    int integer(const char *key) const { return fields.value(QLatin1String(key)).toInt(); }
};

struct NetDecoded
{
    NetError error = NetError::None;
    QString detail; // the offending field or type, for the error reply
    NetMessage message;

    bool ok() const { return error == NetError::None; }
};

// Stable keys: "hello", "move", "undo-request", ... (the "type" field).
QString netMessageTypeKey(NetMessageType type);
std::optional<NetMessageType> netMessageTypeFromKey(const QString &key);
// Stable keys: "too-long", "bad-json", ... (the "code" of an error reply).
QString netErrorKey(NetError error);
std::optional<NetError> netErrorFromKey(const QString &key);

// One line (with its '\n') carrying `fields` under `type`.
QByteArray encodeNetMessage(NetMessageType type, QJsonObject fields = {});
// Checks and parses one line (without its newline; a trailing '\r' is allowed).
NetDecoded decodeNetLine(const QByteArray &line);

} // namespace qiju::model
