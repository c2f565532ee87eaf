// The table of games: one row per game with its key, display name, board kind, rule presets
// and factories. Adding a game = one folder + one row in gameregistry.cpp. The AI and the
// widgets keep their own one-row-per-game tables (ai/engineregistry, widgets/scenefactory)
// because the layers below them may not know them.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "common/boardsetup.h"
#include "common/game.h"

namespace qiju::core {

enum class BoardKind : std::uint8_t { Cells, Intersections };

struct GameInfo
{
    GameId id;
    std::string_view key;  // "othello"
    std::string_view name; // English display name; widgets translate it
    BoardKind board;
    bool available;                           // false while the game is still being built
    std::span<const std::string_view> presets; // rule preset names; the first is the default
    // A new game at the start position. Empty rules = the default preset.
    // Returns nullptr and sets *error when the rules text is invalid.
    std::unique_ptr<Game> (*create)(std::string_view rules, ParseError *error);
    // A game from a one-line position text (as positionText() writes it).
    std::unique_ptr<Game> (*fromText)(std::string_view rules, std::string_view position,
                                      ParseError *error);
    // The game under `rules` with exactly the points and side to move of `setup`, not judged
    // (see Game::checkSetup()): any mix of the game's kinds of points. nullptr when the rules
    // are invalid or the board does not fit the game (size; blocked points outside Ataxx).
    std::unique_ptr<Game> (*arrange)(std::string_view rules, const BoardSetup &setup);
};

std::span<const GameInfo> gameRegistry();
const GameInfo &gameInfo(GameId id);

// Convenience: create with the default rules; never fails for an available game.
std::unique_ptr<Game> createGame(GameId id, std::string_view rules = {},
                                 ParseError *error = nullptr);

// The game `id` under `rules` started from `setup`: nullptr with *check saying why when the game
// refuses the position (checkSetup()), or with WrongBoard when the rules or the board do not
// fit. The result's positionText() is what a save or GameSetup::startPosition keeps.
std::unique_ptr<Game> gameFromSetup(
    GameId id, std::string_view rules, const BoardSetup &setup, SetupCheck *check = nullptr);

} // namespace qiju::core
