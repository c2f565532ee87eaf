#include "enginedefinition.h"

#include <QFileInfo>

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

QList<EngineDefinition> detectedEngines()
{
    QList<EngineDefinition> found;
    const QString gnugo = QStringLiteral("/usr/games/gnugo");
    if (QFileInfo(gnugo).isExecutable()) {
        EngineDefinition d;
        d.name = QStringLiteral("GNU Go");
        d.program = gnugo;
        d.arguments = {QStringLiteral("--mode"), QStringLiteral("gtp")};
        d.protocol = protocols::ClientProtocol::Gtp;
        d.games = {core::GameId::Go};
        found << d;
    }
    return found;
}

} // namespace qiju::model
