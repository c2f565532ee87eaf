#include "enginetexts.h"

namespace qiju::widgets {

using model::EngineFault;
using protocols::ClientProtocol;

QString EngineTexts::protocolName(ClientProtocol protocol)
{
    switch (protocol) {
    case ClientProtocol::Gtp: return tr("GTP (Go Text Protocol)");
    case ClientProtocol::Uai: return tr("UAI (Universal Ataxx Interface)");
    case ClientProtocol::Gomocup: return tr("Gomocup (Piskvork brain)");
    case ClientProtocol::BotzoneJson: return tr("Botzone bot, JSON interaction");
    case ClientProtocol::BotzoneSimple: return tr("Botzone bot, simple interaction");
    }
    return {};
}

QString EngineTexts::protocolDescription(ClientProtocol protocol)
{
    switch (protocol) {
    case ClientProtocol::Gtp:
        return tr("Go and NoGo engines such as GNU Go, Pachi or KataGo (\"gnugo --mode gtp\"); "
                  "also Othello, Gomoku and Ataxx engines that speak GTP.");
    case ClientProtocol::Uai: return tr("Ataxx engines.");
    case ClientProtocol::Gomocup: return tr("Gomoku brains written for Piskvork or Gomocup.");
    case ClientProtocol::BotzoneJson:
    case ClientProtocol::BotzoneSimple:
        return tr("A bot written for Botzone, given the whole game on each turn. A bot that "
                  "prints >>>BOTZONE_REQUEST_KEEP_RUNNING<<< keeps running between moves and "
                  "then gets only the new move, as on Botzone.");
    }
    return {};
}

QString EngineTexts::fault(EngineFault fault)
{
    switch (fault) {
    case EngineFault::StartFailed: return tr("The program could not be started.");
    case EngineFault::HandshakeFailed:
        return tr("The program did not answer the protocol's greeting properly.");
    case EngineFault::Crashed: return tr("The program stopped while it had to answer.");
    case EngineFault::Timeout: return tr("The program did not answer in time.");
    case EngineFault::Garbage:
        return tr("The program answered something the protocol does not allow.");
    case EngineFault::IllegalMove: return tr("The program played an illegal move.");
    }
    return {};
}

QString EngineTexts::policyName(model::EngineFaultPolicy policy)
{
    return policy == model::EngineFaultPolicy::Forfeit
        ? tr("It loses the game (forfeit, as on Botzone)")
        : tr("Qiju's AI takes its seat");
}

QString EngineTexts::failureMessage(const QString &engineName, const QString &seatName,
    EngineFault f, const QString &detail, model::EngineFaultPolicy policy)
{
    const QString what = fault(f);
    const QString then = policy == model::EngineFaultPolicy::Forfeit
        ? tr("%1 loses the game by forfeit. The moves played so far are kept.").arg(seatName)
        : tr("Qiju's AI now plays %1 and the game goes on.").arg(seatName);
    QString text = tr("The engine %1 (%2) failed.").arg(engineName, seatName) + u' ' + what;
    if (!detail.isEmpty())
        text += u'\n' + tr("Details: %1").arg(detail);
    return text + QStringLiteral("\n\n") + then;
}

QString EngineTexts::logHtml(model::EngineLogKind kind, const QString &line)
{
    const char *colour = "#1a5fb4";
    QString mark = QStringLiteral("\u2192 ");
    switch (kind) {
    case model::EngineLogKind::Sent: break;
    case model::EngineLogKind::Received:
        if (line.trimmed().isEmpty())
            return {}; // the blank line that ends a GTP reply
        colour = "#26803a";
        mark = QStringLiteral("\u2190 ");
        break;
    case model::EngineLogKind::Stderr:
        colour = "#a0522d";
        mark = QStringLiteral("! ");
        break;
    case model::EngineLogKind::Note:
        return QStringLiteral("<span style=\"color:#777777\"><i>\u00b7 %1</i></span>")
            .arg(line.toHtmlEscaped());
    }
    return QStringLiteral("<span style=\"color:%1; white-space:pre\">%2%3</span>")
        .arg(QLatin1String(colour), mark, line.toHtmlEscaped());
}

} // namespace qiju::widgets
