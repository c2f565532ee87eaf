#include "records.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <tuple>

#include "storage/savegame.h"
#include "support/qtstrings.h"
#include "games/gameregistry.h"

#include "common/checkednumber.h"

namespace qiju::model {

GameRecord GameRecord::fromGame(const GameSetup &setup, const core::Game &position,
    const core::GameResult &result, int moves, qint64 durationMs)
{
    GameRecord r;
    r.time = QDateTime::currentDateTimeUtc();
    r.game = setup.game;
    r.rules = QString::fromStdString(position.rulesText());
    r.result = result;
    r.moves = moves;
    r.durationMs = durationMs;
    const int points = position.width() * position.height();
    for (core::Side seat : {core::Side::Black, core::Side::White}) {
        const SeatSetup &s = setup.seat(seat);
        RecordPlayer &p = r.players[core::index(seat)];
        p.kind = s.kind;
        p.name = s.name;
        if (s.kind == PlayerKind::Computer)
            p.level = s.level;
        p.colour = position.colourOfSeat(seat);
        p.score = score(setup.game, points, result, p.colour, moves);
    }
    return r;
}

double GameRecord::typicalLength(core::GameId game, int boardPoints)
{
    const core::GameInfo &info = core::gameInfo(game);
    return std::max(1.0, std::round(info.typicalPlies + info.typicalPliesPerPoint * boardPoints));
}

double GameRecord::score(core::GameId game, int boardPoints, const core::GameResult &result,
    core::Side colour, int moves)
{
    if (result.isWinFor(colour))
        return 100;
    if (result.outcome == core::Outcome::Draw)
        return 80;
    const double held = std::min(1.0, std::max(0, moves) / typicalLength(game, boardPoints));
    return std::round(70 * held * 10) / 10;
}

QString RecordFile::defaultPath()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (base.isEmpty())
        return {};
    QDir().mkpath(base);
    return base + QStringLiteral("/records.jsonl");
}

QByteArray RecordFile::line(const GameRecord &r)
{
    QJsonArray players;
    for (core::Side seat : {core::Side::Black, core::Side::White}) {
        const RecordPlayer &p = r.players[core::index(seat)];
        QJsonObject o{{QStringLiteral("side"), qs(core::sideKey(seat))},
            {QStringLiteral("colour"), qs(core::sideKey(p.colour))},
            {QStringLiteral("kind"), playerKindKey(p.kind)}, {QStringLiteral("name"), p.name},
            {QStringLiteral("score"), p.score}};
        if (p.level)
            o.insert(QStringLiteral("level"), qs(ai::levelKey(*p.level)));
        players.append(o);
    }
    const QJsonObject result = resultToJson(r.result);
    QJsonObject o{{QStringLiteral("time"), r.time.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("game"), qs(core::gameKey(r.game))}, {QStringLiteral("rules"), r.rules},
        {QStringLiteral("players"), players},
        {QStringLiteral("result"), result.value(QLatin1String("outcome"))},
        {QStringLiteral("reason"), result.value(QLatin1String("reason"))},
        {QStringLiteral("black"), r.result.blackScore},
        {QStringLiteral("white"), r.result.whiteScore}, {QStringLiteral("moves"), r.moves},
        {QStringLiteral("durationMs"), double(r.durationMs)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<GameRecord> RecordFile::parseLine(const QByteArray &bytes)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    GameRecord r;
    r.time = QDateTime::fromString(o.value(QLatin1String("time")).toString(), Qt::ISODate);
    const auto game = core::gameFromKey(o.value(QLatin1String("game")).toString().toStdString());
    const QJsonValue players = o.value(QLatin1String("players"));
    const QJsonValue moves = o.value(QLatin1String("moves"));
    const QJsonValue duration = o.value(QLatin1String("durationMs"));
    const auto moveCount
        = moves.isDouble() ? core::wholeNumber(moves.toDouble(), 0, INT_MAX) : std::nullopt;
    const auto durationMs = duration.isUndefined() ? std::optional<std::int64_t>(0)
        : duration.isDouble() ? core::wholeNumber(duration.toDouble(), 0, core::kMaxExactInteger)
                              : std::nullopt;
    if (!r.time.isValid() || !game || !players.isArray() || players.toArray().size() != 2
        || !moveCount || !durationMs || !o.value(QLatin1String("rules")).isString())
        return std::nullopt;
    r.game = *game;
    r.rules = o.value(QLatin1String("rules")).toString();
    r.moves = int(*moveCount);
    r.durationMs = *durationMs;
    QJsonObject result{{QStringLiteral("outcome"), o.value(QLatin1String("result"))},
        {QStringLiteral("reason"), o.value(QLatin1String("reason"))},
        {QStringLiteral("black"), o.value(QLatin1String("black"))},
        {QStringLiteral("white"), o.value(QLatin1String("white"))}};
    const auto res = resultFromJson(result);
    if (!res)
        return std::nullopt;
    r.result = *res;
    std::array<bool, 2> seen{};
    for (const QJsonValue &pv : players.toArray()) {
        const QJsonObject p = pv.toObject();
        const auto seat
            = core::sideFromKey(p.value(QLatin1String("side")).toString().toStdString());
        const auto colour
            = core::sideFromKey(p.value(QLatin1String("colour")).toString().toStdString());
        const auto kind = playerKindFromKey(p.value(QLatin1String("kind")).toString());
        if (!seat || !kind || seen[core::index(*seat)])
            return std::nullopt;
        seen[core::index(*seat)] = true;
        RecordPlayer &rp = r.players[core::index(*seat)];
        rp.kind = *kind;
        rp.colour = colour.value_or(*seat);
        rp.name = p.value(QLatin1String("name")).toString();
        rp.score = p.value(QLatin1String("score")).toDouble(0);
        if (p.contains(QLatin1String("level"))) {
            rp.level = ai::levelFromKey(p.value(QLatin1String("level")).toString().toStdString());
            if (!rp.level)
                return std::nullopt;
        }
    }
    return r;
}

bool RecordFile::append(const QString &path, const GameRecord &record, QString *why)
{
    QFile f(path);
    const auto failed = [&f, why] {
        if (why)
            *why = f.errorString();
        return false;
    };
    if (!f.open(QIODevice::ReadWrite | QIODevice::Append))
        return failed();
    QByteArray bytes = line(record) + '\n';
    if (f.size() > 0) {
        // A line cut short by a crash: end it, so this record stands on a line of its own.
        f.seek(f.size() - 1);
        if (f.read(1) != "\n")
            bytes.prepend('\n');
    }
    if (f.write(bytes) != bytes.size() || !f.flush())
        return failed();
    return true;
}

RecordReadResult RecordFile::read(const QString &path)
{
    RecordReadResult out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    int number = 0;
    while (!f.atEnd()) {
        const QByteArray raw = f.readLine(1 << 20);
        ++number;
        if (raw.trimmed().isEmpty())
            continue;
        if (auto r = parseLine(raw.trimmed()))
            out.records.push_back(std::move(*r));
        else
            out.damagedLines.push_back(number);
    }
    return out;
}

std::vector<PlayerStats> playerStatistics(const std::vector<GameRecord> &records)
{
    // Key: name, game, opponent level (-1 for a person or an engine).
    std::map<std::tuple<QString, int, int>, PlayerStats> rows;
    for (const GameRecord &r : records) {
        for (int i = 0; i < 2; ++i) {
            const RecordPlayer &p = r.players[i];
            if (p.kind != PlayerKind::Human)
                continue;
            const RecordPlayer &opp = r.players[1 - i];
            const int level = opp.kind == PlayerKind::Computer && opp.level ? int(*opp.level) : -1;
            PlayerStats &s = rows[{p.name, int(r.game), level}];
            if (s.played == 0) {
                s.name = p.name;
                s.game = r.game;
                if (level >= 0)
                    s.opponentLevel = ai::Level(level);
                s.bestScore = p.score;
            }
            ++s.played;
            if (p.won(r.result))
                ++s.won;
            else if (p.lost(r.result))
                ++s.lost;
            else
                ++s.drawn;
            s.bestScore = std::max(s.bestScore, p.score);
        }
    }
    std::vector<PlayerStats> out;
    for (auto &[key, s] : rows)
        out.push_back(s);
    return out;
}

} // namespace qiju::model
