// EngineDefinition: an external program the user registered as a player — how to run it
// (program, arguments, working directory), which protocol it speaks and for which games, its
// time per move and what happens when it fails. Stored by Settings (the "engines" list) and,
// for an engine seat, in saves; value type.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include "common/types.h"
#include "protocols/protocolclient.h"

namespace qiju::model {

// What becomes of a game when its engine fails (crash, hang, garbage, illegal move).
enum class EngineFaultPolicy : std::uint8_t {
    Replace, // Qiju's AI takes the seat and the game goes on
    Forfeit, // the engine loses the game (Botzone's rule)
};

// "replace", "forfeit" (settings and saves).
QString faultPolicyKey(EngineFaultPolicy policy);
EngineFaultPolicy faultPolicyFromKey(const QString &key); // unknown: Replace

struct EngineDefinition
{
    QString id;      // stable key (saves and the last setup refer to it); see newEngineId()
    QString name;    // shown in the seat list ("GNU Go")
    QString program; // path or a name found in PATH
    QStringList arguments;
    QString workingDirectory; // empty = the program's own folder is not forced
    protocols::ClientProtocol protocol = protocols::ClientProtocol::Gtp;
    QList<core::GameId> games;
    int timePerMoveMs = 0; // 0 = the game's time per move (New Game dialog)
    EngineFaultPolicy onFault = EngineFaultPolicy::Replace;
    // The last test (Engines dialog) passed the handshake with these settings; only tested
    // engines are offered for a seat. Editing how it runs clears it.
    bool tested = false;

    bool isValid() const { return !name.trimmed().isEmpty() && !program.trimmed().isEmpty(); }
    bool plays(core::GameId game) const { return games.contains(game); }
    // The time per move given to it when the game's is `gameTimeMs`.
    int moveTimeMs(int gameTimeMs) const { return timePerMoveMs > 0 ? timePerMoveMs : gameTimeMs; }
    // Same program, arguments, folder and protocol (what a test depends on).
    bool runsLike(const EngineDefinition &o) const
    {
        return program == o.program && arguments == o.arguments
            && workingDirectory == o.workingDirectory && protocol == o.protocol;
    }
    friend bool operator==(const EngineDefinition &, const EngineDefinition &) = default;
};

// Splits a command line as a shell would for simple cases: blanks separate words, double or
// single quotes group them (no escapes inside single quotes; \" inside double quotes).
QStringList splitCommandLine(const QString &commandLine);
// The inverse, quoting words that contain blanks or quotes.
QString joinCommandLine(const QStringList &words);

// The definition in a save: {"id", "name", "program", "arguments": [...], "workingDirectory",
// "protocol": "gtp", "games": ["go"], "timePerMoveMs", "onFault": "replace"} ("tested" is this
// machine's business and stays out). Reading takes what it can; unknown games are skipped.
QJsonObject engineToJson(const EngineDefinition &engine);
EngineDefinition engineFromJson(const QJsonObject &json);

// A fresh random id for a new definition.
QString newEngineId();

// Engines found on this machine: GNU Go (id "gnugo", "--mode gtp") when
// /usr/games/gnugo (Debian package gnugo) exists. Debian's "pachi" is a platform game, not the
// Go engine, and is never offered.
QList<EngineDefinition> detectedEngines();
// `registered` plus the detected engines whose id or program is not among them yet.
QList<EngineDefinition> withDetectedEngines(QList<EngineDefinition> registered);

} // namespace qiju::model
