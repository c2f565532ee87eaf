// EngineDefinition: an external program the user registered as a player — how to run it
// (program, arguments, working directory), which protocol it speaks and for which games.
// Stored by Settings (the "engines" list); value type.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "common/types.h"
#include "protocols/protocolclient.h"

namespace qiju::model {

struct EngineDefinition
{
    QString name;    // shown in the seat list ("GNU Go")
    QString program; // path or a name found in PATH
    QStringList arguments;
    QString workingDirectory; // empty = the program's own folder is not forced
    protocols::ClientProtocol protocol = protocols::ClientProtocol::Gtp;
    QList<core::GameId> games;

    bool isValid() const { return !name.trimmed().isEmpty() && !program.trimmed().isEmpty(); }
    bool plays(core::GameId game) const { return games.contains(game); }
    friend bool operator==(const EngineDefinition &, const EngineDefinition &) = default;
};

// Splits a command line as a shell would for simple cases: blanks separate words, double or
// single quotes group them (no escapes inside single quotes; \" inside double quotes).
QStringList splitCommandLine(const QString &commandLine);
// The inverse, quoting words that contain blanks or quotes.
QString joinCommandLine(const QStringList &words);

// Engines found on this machine that the user has not added yet: GNU Go when
// /usr/games/gnugo (Debian package gnugo) exists. Debian's "pachi" is a platform game, not the
// Go engine, and is never offered.
QList<EngineDefinition> detectedEngines();

} // namespace qiju::model
