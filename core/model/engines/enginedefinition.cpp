#include "enginedefinition.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QUuid>
#include "games/gameregistry.h"

namespace qiju::model {

QStringList splitCommandLine(const QString &commandLine)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < commandLine.size(); ++i) {
        const QChar c = commandLine.at(i);
        if (!quote.isNull()) {
            if (c == quote) {
                quote = QChar();
            } else if (c == u'\\' && quote == u'"' && i + 1 < commandLine.size()
                && (commandLine.at(i + 1) == u'"' || commandLine.at(i + 1) == u'\\')) {
                word += commandLine.at(++i);
            } else {
                word += c;
            }
            continue;
        }
        if (c == u'"' || c == u'\'') {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

QString joinCommandLine(const QStringList &words)
{
    QStringList out;
    for (QString w : words) {
        if (w.isEmpty() || w.contains(u' ') || w.contains(u'"') || w.contains(u'\'')
            || w.contains(u'\t')) {
            w.replace(u'\\', QStringLiteral("\\\\"));
            w.replace(u'"', QStringLiteral("\\\""));
            w = u'"' + w + u'"';
        }
        out << w;
    }
    return out.join(u' ');
}

QString faultPolicyKey(EngineFaultPolicy policy)
{
    return policy == EngineFaultPolicy::Forfeit ? QStringLiteral("forfeit")
                                                : QStringLiteral("replace");
}

EngineFaultPolicy faultPolicyFromKey(const QString &key)
{
    return key == QLatin1String("forfeit") ? EngineFaultPolicy::Forfeit
                                           : EngineFaultPolicy::Replace;
}

QJsonObject engineToJson(const EngineDefinition &engine)
{
    QJsonArray games;
    for (core::GameId g : engine.games)
        games.append(QString::fromLatin1(core::gameKey(g).data(), qsizetype(core::gameKey(g).size())));
    return {{QStringLiteral("id"), engine.id},
        {QStringLiteral("name"), engine.name},
        {QStringLiteral("program"), engine.program},
        {QStringLiteral("arguments"), QJsonArray::fromStringList(engine.arguments)},
        {QStringLiteral("workingDirectory"), engine.workingDirectory},
        {QStringLiteral("protocol"),
            QString::fromLatin1(protocols::clientProtocolKey(engine.protocol).data())},
        {QStringLiteral("games"), games},
        {QStringLiteral("timePerMoveMs"), engine.timePerMoveMs},
        {QStringLiteral("onFault"), faultPolicyKey(engine.onFault)}};
}

EngineDefinition engineFromJson(const QJsonObject &json)
{
    EngineDefinition d;
    d.id = json.value(QLatin1String("id")).toString();
    d.name = json.value(QLatin1String("name")).toString();
    d.program = json.value(QLatin1String("program")).toString();
    for (const QJsonValue &a : json.value(QLatin1String("arguments")).toArray())
        d.arguments << a.toString();
    d.workingDirectory = json.value(QLatin1String("workingDirectory")).toString();
    d.protocol = protocols::clientProtocolFromKey(
                     json.value(QLatin1String("protocol")).toString().toStdString())
                     .value_or(protocols::ClientProtocol::Gtp);
    for (const QJsonValue &g : json.value(QLatin1String("games")).toArray()) {
        if (const auto game = core::gameFromKey(g.toString().toStdString()))
            d.games << *game;
    }
    d.timePerMoveMs = std::clamp(json.value(QLatin1String("timePerMoveMs")).toInt(0), 0, 3600000);
    d.onFault = faultPolicyFromKey(json.value(QLatin1String("onFault")).toString());
    return d;
}

QString newEngineId() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

QList<EngineDefinition> detectedEngines()
{
    QList<EngineDefinition> found;
    const QString gnugo = QStringLiteral("/usr/games/gnugo");
    if (QFileInfo(gnugo).isExecutable()) {
        EngineDefinition d;
        d.id = QStringLiteral("gnugo");
        d.name = QStringLiteral("GNU Go");
        d.program = gnugo;
        d.arguments = {QStringLiteral("--mode"), QStringLiteral("gtp")};
        d.protocol = protocols::ClientProtocol::Gtp;
        d.games = {*core::gameFromKey("go")};
        found << d;
    }
    return found;
}

QList<EngineDefinition> withDetectedEngines(QList<EngineDefinition> registered)
{
    for (const EngineDefinition &d : detectedEngines()) {
        bool known = false;
        for (const EngineDefinition &r : registered)
            known = known || r.id == d.id || r.program == d.program;
        if (!known)
            registered << d;
    }
    return registered;
}

} // namespace qiju::model
