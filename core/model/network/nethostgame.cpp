#include "nethostgame.h"

#include <QJsonArray>

#include "network/netmessage.h"
#include "storage/savegame.h"

#include "games/gameregistry.h"
#include "support/qtstrings.h"

namespace qiju::model {

void writeNetHostGame(QJsonObject &hello, const GameSetup &setup, core::Side hostSide,
    const QString &gameId, const GameTree *tree, const QJsonObject &clocks,
    const std::optional<core::GameResult> &decided)
{
    // The game as it stands: empty moves for a new game, the line so far on a reconnect.
    QJsonArray moves;
    QString rules = setup.rules;
    if (tree) {
        std::vector<const GameNode *> line;
        for (const GameNode *n = &tree->current(); n->parent; n = n->parent)
            line.push_back(n);
        for (auto it = line.rbegin(); it != line.rend(); ++it)
            moves.append(qs((*it)->parent->position->moveText((*it)->move)));
        rules = qs(tree->root().position->rulesText());
        hello.insert(QStringLiteral("clocks"), clocks);
        if (decided)
            hello.insert(QStringLiteral("result"), resultToJson(*decided));
    } else if (auto start = setup.createGame()) {
        rules = qs(start->rulesText());
    }
    hello.insert(QStringLiteral("game"), qs(core::gameKey(setup.game)));
    hello.insert(QStringLiteral("rules"), rules);
    hello.insert(QStringLiteral("setup"), setup.startPosition);
    hello.insert(QStringLiteral("timeControl"), setup.timeControl.toJson());
    hello.insert(QStringLiteral("hostSide"), qs(core::sideKey(hostSide)));
    hello.insert(QStringLiteral("gameId"), gameId);
    hello.insert(QStringLiteral("moves"), moves);
}

std::optional<NetHostGame> readNetHostGame(
    const NetMessage &m, const QString &expectedGameId, QString *badField)
{
    auto refuse = [badField](const QString &field) -> std::optional<NetHostGame> {
        *badField = field;
        return std::nullopt;
    };
    NetHostGame g;
    const auto game = core::gameFromKey(m.string("game").toStdString());
    if (!game)
        return refuse(QStringLiteral("game"));
    g.setup.game = *game;
    g.setup.rules = m.string("rules");
    g.setup.startPosition = m.string("setup");
    const auto hostSide = core::sideFromKey(m.string("hostSide").toStdString());
    if (!hostSide)
        return refuse(QStringLiteral("hostSide"));
    g.hostSide = *hostSide;
    const auto tc = TimeControl::fromJson(m.fields.value(QLatin1String("timeControl")).toObject());
    if (!tc)
        return refuse(QStringLiteral("timeControl"));
    g.setup.timeControl = *tc;
    g.gameId = m.string("gameId");
    if (!expectedGameId.isEmpty() && g.gameId != expectedGameId)
        return refuse(QStringLiteral("gameId"));
    auto start = g.setup.createGame();
    if (!start)
        return refuse(QStringLiteral("rules/setup"));
    g.tree = std::make_unique<GameTree>(std::move(start));
    const QJsonArray moves = m.fields.value(QLatin1String("moves")).toArray();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const core::Game &position = g.tree->position();
        const auto move = position.parseMove(moves[i].toString().toStdString());
        if (!move || position.check(*move) != core::MoveError::None)
            return refuse(QStringLiteral("moves %1").arg(i + 1));
        g.tree->play(*move);
    }
    if (m.fields.contains(QLatin1String("result"))) {
        g.decided = resultFromJson(m.fields.value(QLatin1String("result")).toObject());
        if (!g.decided)
            return refuse(QStringLiteral("result"));
    }
    g.clocks = m.fields.value(QLatin1String("clocks")).toObject();
    return g;
}

} // namespace qiju::model
