// The table of games: one row per game with its key, display name, board kind, rule presets,
// factories and the rule facts code elsewhere branches on (passes, draws, captures, komi, SGF,
// move text). Code outside the games' folders asks these rows and never names a game. The AI
// (ai/gameprofile) and the widgets (widgets/gameui) keep their own row per game, because this
// layer may not know them; docs/ADDING-A-GAME.md lists the steps. Constant data; any thread.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "common/boardsetup.h"
#include "common/game.h"

namespace qiju::core {

enum class BoardKind : std::uint8_t { Cells, Intersections };

// How a player may pass.
enum class PassRule : std::uint8_t {
    Never,   // no passing (Gomoku, NoGo; Ataxx under Botzone rules)
    Forced,  // only a side without a move passes (Othello; Ataxx under UAI rules)
    Anytime, // a pass is always a legal move (Go)
};

struct GameInfo
{
    GameId id;
    std::string_view key;  // "othello": saves, settings, command lines
    std::string_view name; // English display name; widgets translate it
    BoardKind board;
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

    // Board sizes (square boards): a record's default, the range the rules accept (one size
    // when min == max) and the customary sizes offered to players.
    int defaultSize;
    int minSize;
    int maxSize;
    std::span<const int> commonSizes;

    // Rule facts.
    PassRule passes;   // the strictest preset's rule is not meant: the loosest one
    bool draws;        // some end of the game is a draw
    bool captures;     // captured stones are removed and counted as prisoners
    bool blockedCells; // a position may hold blocked cells
    bool komi;         // the rules carry a komi (GTP komi, SGF KM)
    bool handicap;     // fixed handicap stones (GTP fixed_handicap, SGF HA)
    bool noMoveLoses;  // a side without a legal move loses the game
    bool jumps;        // a move may go from one square to another (Botzone x0 y0 x1 y1)

    // Text forms.
    bool lowerCaseMoves;             // move text in lower case (UAI "a7a5"); else GTP upper case
    int sgfGame;                     // SGF GM number; 0 = the game has no SGF form
    std::string_view sgfRules;       // the SGF RU word that tells this game apart within its GM
    bool sgfNamedPoints;             // SGF points in the game's own notation ("f5"), PL always
    std::string_view engineProtocol; // the engine protocol made for this game ("uai"), or empty

    // A game's typical length in plies: `typicalPlies` plus `typicalPliesPerPoint` per board
    // point (the scores of lost games are measured against it).
    double typicalPlies;
    double typicalPliesPerPoint;
};

std::span<const GameInfo> gameRegistry();
const GameInfo &gameInfo(GameId id);
// Every game's id, in the table's order (the order menus and tiles show).
std::span<const GameId> allGames();

// The stable lowercase key of the game's row ("othello", "nogo", ...), and back.
std::string_view gameKey(GameId id);
std::optional<GameId> gameFromKey(std::string_view key);
// The game whose own engine protocol is `protocol` ("uai", "gomocup"), if one is.
std::optional<GameId> gameForProtocol(std::string_view protocol);

// Convenience: create with the default rules; fails only for invalid rules.
std::unique_ptr<Game> createGame(GameId id, std::string_view rules = {},
                                 ParseError *error = nullptr);

// The game `id` under `rules` started from `setup`: nullptr with *check saying why when the game
// refuses the position (checkSetup()), or with WrongBoard when the rules or the board do not
// fit. The result's positionText() is what a save or GameSetup::startPosition keeps.
std::unique_ptr<Game> gameFromSetup(
    GameId id, std::string_view rules, const BoardSetup &setup, SetupCheck *check = nullptr);

} // namespace qiju::core
