// The host's game as its hello carries it (docs/network-protocol.md, "hello"): the host writes
// the setup, its seat, the game id and the moves so far; the guest reads them back into a
// setup and a game tree, checking everything (game, rules, position, clocks, every move)
// before anything of its own changes. Value type and free functions; any thread.
#pragma once

#include <QJsonObject>
#include <QString>

#include <memory>
#include <optional>

#include "session/gamesetup.h"
#include "session/gametree.h"

namespace qiju::model {

struct NetMessage;

struct NetHostGame
{
    GameSetup setup; // game, rules, start position, time control; the seats are not filled
    core::Side hostSide = core::Side::Black;
    QString gameId;
    std::unique_ptr<GameTree> tree;          // the start position and the moves so far
    std::optional<core::GameResult> decided; // ended by the players (resign, time, agreement)
    QJsonObject clocks;                      // the clocks' state, empty for a new game
};

// Adds the host's game to `hello`. `tree` is null for a game not begun yet; otherwise its
// line so far goes out with `clocks` and the result the players `decided`, if any.
void writeNetHostGame(QJsonObject &hello, const GameSetup &setup, core::Side hostSide,
    const QString &gameId, const GameTree *tree, const QJsonObject &clocks,
    const std::optional<core::GameResult> &decided);

// Reads the host's game from its hello; a non-empty `expectedGameId` must match (a
// reconnect). On failure: nullopt and the refused field in `badField`.
std::optional<NetHostGame> readNetHostGame(
    const NetMessage &hello, const QString &expectedGameId, QString *badField);

} // namespace qiju::model
