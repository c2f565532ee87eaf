#include "netmessage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <array>
#include <span>

#include "common/checkednumber.h"

namespace qiju::model {

namespace {

struct TypeRow
{
    NetMessageType type;
    const char *key;
};

constexpr std::array<TypeRow, 15> kTypes{{
    {NetMessageType::Hello, "hello"},
    {NetMessageType::Move, "move"},
    {NetMessageType::UndoRequest, "undo-request"},
    {NetMessageType::UndoAccept, "undo-accept"},
    {NetMessageType::UndoDecline, "undo-decline"},
    {NetMessageType::Resign, "resign"},
    {NetMessageType::Flag, "flag"},
    {NetMessageType::DrawOffer, "draw-offer"},
    {NetMessageType::DrawAccept, "draw-accept"},
    {NetMessageType::DrawDecline, "draw-decline"},
    {NetMessageType::Chat, "chat"},
    {NetMessageType::Ping, "ping"},
    {NetMessageType::Pong, "pong"},
    {NetMessageType::Bye, "bye"},
    {NetMessageType::Error, "error"},
}};

struct ErrorRow
{
    NetError error;
    const char *key;
};

constexpr std::array<ErrorRow, 10> kErrors{{
    {NetError::TooLong, "too-long"},
    {NetError::BadJson, "bad-json"},
    {NetError::UnknownType, "unknown-type"},
    {NetError::BadField, "bad-field"},
    {NetError::Version, "version"},
    {NetError::BadSetup, "bad-setup"},
    {NetError::Unexpected, "unexpected"},
    {NetError::OutOfTurn, "out-of-turn"},
    {NetError::IllegalMove, "illegal-move"},
    {NetError::Busy, "busy"},
}};

enum class Kind : std::uint8_t { String, Integer, Object, StringArray };

struct FieldRule
{
    const char *key;
    Kind kind;
    bool required = true;
    int maxLength = 0; // strings: longest allowed (0 = kNetMaxLineBytes); integers: maximum
};

constexpr int kMaxPly = 100000;
constexpr int kMaxMoveText = 32;

constexpr FieldRule kHello[] = {
    {"protocol", Kind::Integer, true, 1 << 30},
    {"app", Kind::String, true, 100},
    {"nickname", Kind::String, true, kNetMaxNicknameLength},
    {"role", Kind::String, true, 10},
    {"secret", Kind::String, false, 64}, // the host's first hello; every guest hello after it
};
// A host's hello also carries the game (see docs/network-protocol.md).
constexpr FieldRule kHostHello[] = {
    {"game", Kind::String, true, 20},
    {"rules", Kind::String, true, 200},
    {"setup", Kind::String, true, 0},
    {"timeControl", Kind::Object},
    {"hostSide", Kind::String, true, 10},
    {"gameId", Kind::String, true, 64},
    {"moves", Kind::StringArray},
    {"clocks", Kind::Object, false},
};
constexpr FieldRule kMove[] = {
    {"number", Kind::Integer, true, kMaxPly},
    {"move", Kind::String, true, kMaxMoveText},
};
constexpr FieldRule kUndoRequest[] = {
    {"number", Kind::Integer, true, kMaxPly},
    {"to", Kind::Integer, true, kMaxPly},
};
constexpr FieldRule kNumbered[] = {{"number", Kind::Integer, true, kMaxPly}};
constexpr FieldRule kChat[] = {{"text", Kind::String, true, kNetMaxChatLength}};
constexpr FieldRule kPing[] = {{"id", Kind::Integer, true, 1 << 30}};
constexpr FieldRule kBye[] = {{"reason", Kind::String, false, 200}};
constexpr FieldRule kError[] = {
    {"code", Kind::String, true, 40},
    {"message", Kind::String, false, 1000},
};

std::span<const FieldRule> rulesFor(NetMessageType type)
{
    switch (type) {
    case NetMessageType::Hello: return kHello;
    case NetMessageType::Move: return kMove;
    case NetMessageType::UndoRequest: return kUndoRequest;
    case NetMessageType::UndoAccept:
    case NetMessageType::UndoDecline:
    case NetMessageType::DrawOffer:
    case NetMessageType::DrawAccept:
    case NetMessageType::DrawDecline: return kNumbered;
    case NetMessageType::Chat: return kChat;
    case NetMessageType::Ping:
    case NetMessageType::Pong: return kPing;
    case NetMessageType::Bye: return kBye;
    case NetMessageType::Error: return kError;
    case NetMessageType::Resign:
    case NetMessageType::Flag: return {};
    }
    return {};
}

bool fieldOk(const QJsonObject &o, const FieldRule &rule)
{
    const QJsonValue v = o.value(QLatin1String(rule.key));
    if (v.isUndefined())
        return !rule.required;
    switch (rule.kind) {
    case Kind::String: {
        if (!v.isString())
            return false;
        const int limit = rule.maxLength > 0 ? rule.maxLength : kNetMaxLineBytes;
        return v.toString().size() <= limit;
    }
    case Kind::Integer: {
        if (!v.isDouble())
            return false;
        return core::wholeNumber(v.toDouble(), 0, rule.maxLength).has_value();
    }
    case Kind::Object: return v.isObject();
    case Kind::StringArray: {
        if (!v.isArray())
            return false;
        const QJsonArray a = v.toArray();
        if (a.size() > kMaxPly)
            return false;
        for (const QJsonValue &e : a) {
            if (!e.isString() || e.toString().size() > kMaxMoveText)
                return false;
        }
        return true;
    }
    }
    return false;
}

// The first rule `o` breaks, or nullptr.
const FieldRule *brokenRule(const QJsonObject &o, std::span<const FieldRule> rules)
{
    for (const FieldRule &r : rules) {
        if (!fieldOk(o, r))
            return &r;
    }
    return nullptr;
}

} // namespace

QString netMessageTypeKey(NetMessageType type)
{
    for (const TypeRow &r : kTypes) {
        if (r.type == type)
            return QLatin1String(r.key);
    }
    return {};
}

std::optional<NetMessageType> netMessageTypeFromKey(const QString &key)
{
    for (const TypeRow &r : kTypes) {
        if (key == QLatin1String(r.key))
            return r.type;
    }
    return std::nullopt;
}

QString netErrorKey(NetError error)
{
    for (const ErrorRow &r : kErrors) {
        if (r.error == error)
            return QLatin1String(r.key);
    }
    return QStringLiteral("none");
}

std::optional<NetError> netErrorFromKey(const QString &key)
{
    for (const ErrorRow &r : kErrors) {
        if (key == QLatin1String(r.key))
            return r.error;
    }
    return std::nullopt;
}

QByteArray encodeNetMessage(NetMessageType type, QJsonObject fields)
{
    fields.insert(QStringLiteral("type"), netMessageTypeKey(type));
    return QJsonDocument(fields).toJson(QJsonDocument::Compact) + '\n';
}

NetDecoded decodeNetLine(const QByteArray &line)
{
    NetDecoded d;
    QByteArray text = line;
    if (text.endsWith('\r'))
        text.chop(1);
    if (text.size() > kNetMaxLineBytes) {
        d.error = NetError::TooLong;
        d.detail = QString::number(text.size());
        return d;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        d.error = NetError::BadJson;
        d.detail = parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                : QStringLiteral("not an object");
        return d;
    }
    const QJsonObject o = doc.object();
    const QJsonValue typeValue = o.value(QLatin1String("type"));
    const auto type = netMessageTypeFromKey(typeValue.toString());
    if (!typeValue.isString() || !type) {
        d.error = NetError::UnknownType;
        d.detail = typeValue.isString() ? typeValue.toString().left(40) : QStringLiteral("type");
        return d;
    }
    if (*type == NetMessageType::Hello) {
        // Another version may shape its hello differently: its version decides first.
        const QJsonValue v = o.value(QLatin1String("protocol"));
        if (v.isDouble() && v.toDouble() != kNetProtocolVersion) {
            d.error = NetError::Version;
            d.detail = QString::number(v.toDouble());
            return d;
        }
    }
    const FieldRule *broken = brokenRule(o, rulesFor(*type));
    if (!broken && *type == NetMessageType::Hello
        && o.value(QLatin1String("role")).toString() == QLatin1String("host"))
        broken = brokenRule(o, kHostHello);
    if (broken) {
        d.error = NetError::BadField;
        d.detail = QLatin1String(broken->key);
        return d;
    }
    if (*type == NetMessageType::Hello) {
        const QString role = o.value(QLatin1String("role")).toString();
        if (role != QLatin1String("host") && role != QLatin1String("guest")) {
            d.error = NetError::BadField;
            d.detail = QStringLiteral("role");
            return d;
        }
    }
    d.message = {*type, o};
    return d;
}

} // namespace qiju::model
