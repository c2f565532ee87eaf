// GameSetup: everything chosen in the New Game dialog — game, rules, who sits where, time per
// move, the clocks' time control, optional start position — enough to start (or restart) a
// game. Value type.
#pragma once

#include <QList>
#include <QString>

#include <array>
#include <memory>

#include "clocks/timecontrol.h"
#include "engines/enginedefinition.h"
#include "players/player.h"

#include "ai/levels.h"
#include "common/game.h"

namespace qiju::model {

struct SeatSetup
{
    PlayerKind kind = PlayerKind::Human;
    QString name;                       // nickname (human) or a display name
    ai::Level level = ai::Level::Medium; // Computer (and an Engine seat's stand-in after a fault)
    EngineDefinition engine;             // Engine
};

struct GameSetup
{
    core::GameId game{};
    QString rules;                       // empty = the game's default preset
    std::array<SeatSetup, 2> seats;      // [0] Black, [1] White
    int timePerMoveMs = 3000;            // the strongest level thinks this long
    QString startPosition;               // empty = the standard start
    TimeControl timeControl;             // the same for both seats; none by default

    const SeatSetup &seat(core::Side s) const { return seats[core::index(s)]; }
    SeatSetup &seat(core::Side s) { return seats[core::index(s)]; }

    // The start position; nullptr (and *error) if the rules or position text are invalid.
    std::unique_ptr<core::Game> createGame(core::ParseError *error = nullptr) const;
    // For a loaded game: each engine seat takes the registered engine with the same id (its
    // current settings), if that engine passed its test and plays this game. Returns the
    // seats whose engine is gone; those keep the saved definition and must be given to
    // someone else before the game starts (replaceMissingEngine).
    QList<core::Side> adoptEngines(const QList<EngineDefinition> &registered);
    // The seat becomes Qiju's AI at the seat's level (or a person when `computer` is false).
    void replaceMissingEngine(core::Side s, bool computer = true);
    // A new player for side `s`, parented to `parent`.
    Player *createPlayer(core::Side s, QObject *parent) const;
};

} // namespace qiju::model
