// EngineTexts: the words for external engines — protocol names, what went wrong (EngineFault)
// and what happens then (EngineFaultPolicy). GUI thread only.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "players/engineplayer.h"

namespace qiju::widgets {

class EngineTexts
{
    Q_DECLARE_TR_FUNCTIONS(qiju::widgets::EngineTexts)

public:
    static QString protocolName(protocols::ClientProtocol protocol);
    static QString protocolDescription(protocols::ClientProtocol protocol);
    // "It crashed", "It did not answer in time", ...
    static QString fault(model::EngineFault fault);
    static QString policyName(model::EngineFaultPolicy policy);
    // The whole message after a failure in a game: who, what, the detail and what happens now.
    static QString failureMessage(const QString &engineName, const QString &seatName,
        model::EngineFault fault, const QString &detail, model::EngineFaultPolicy policy);
    // One exchanged line as a line of HTML for a log view: "→ sent" (blue), "← received"
    // (green), "! stderr" (brown) or a note in grey italics; the text is escaped. Empty for
    // a blank received line (not worth a line in a log).
    static QString logHtml(model::EngineLogKind kind, const QString &line);
};

} // namespace qiju::widgets
