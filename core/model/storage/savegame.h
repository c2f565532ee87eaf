// SavedGame and the .qiju JSON format (version 1): everything needed to continue a game
// exactly — game, rules, players, the whole history tree with variations, the redo branch,
// comments, results decided outside the rules — plus documented places for state other
// features own ("clocks", "extra"). Game-generic: moves are written in each game's own
// notation (Game::moveText) and the start position as its one-line text, so every game in the
// registry plugs in without code here. Value types; any thread (no QObject).
//
// The file, as written by toJson():
//   {"format": "qiju-save", "version": 1, "saved": "<ISO 8601 UTC>",
//    "game": "othello", "rules": "standard", "timePerMoveMs": 3000,
//    "players": [{"side": "black", "kind": "human", "name": "Ann"},
//                {"side": "white", "kind": "computer", "name": "", "level": "medium"}],
//    (an engine seat: "kind": "engine", its stand-in "level" and "engine": {...} as
//    engineToJson() writes it; the id finds it again among the registered engines)
//    "setup": "<position text of the root>", "comment": "<root comment>", "redo": 0,
//    "moves": [<entry>, ...],          // the main line: children[0] of each node
//    "current": [0, 0, 1],             // child indices from the root to the current node
//    "position": "<position text of the current node>",  // checked against the replay
//    "result": null | {"outcome": "black"|"white"|"draw", "reason": "count", ...},
//    "playedMs": 0,                    // time spent playing so far (records' duration)
//    "clocks": {},                     // owned by the clock feature; kept verbatim
//    "extra": {},                      // per-game/feature state, keyed by feature; verbatim
//    "recordInfo": [["EV", "Meijin"], ["DT", "2002-09-12"], ...]}  // only for a game imported
//                                      // from a record: its game information (GameTree::recordInfo)
// An <entry> is the move text ("f5"), or an object when the node has more to say:
//   {"move": "f5", "comment": "...", "end": {<result decided outside the rules>},
//    "redo": 1, "variations": [[<entry>, ...], ...]}
// where "variations" are the alternatives to this move (its later siblings, in order) and
// "redo" the child that redo follows from this node (omitted when 0).
#pragma once

#include <QDateTime>
#include <QJsonObject>

#include <memory>

#include "session/gamesetup.h"
#include "session/gametree.h"

namespace qiju::model {

// Why a save could not be read or written. The widgets layer turns each into a sentence.
enum class SaveError : std::uint8_t {
    None,
    CannotRead,   // the file does not exist or cannot be opened
    CannotWrite,  // the folder is missing or read-only, or the disk is full
    TooLarge,     // bigger than SaveFile::kMaxBytes
    NotText,      // binary data: not a text file at all
    Truncated,    // the JSON text stops in the middle
    Damaged,      // the JSON text is malformed
    Foreign,      // valid JSON, but not a Qiju save
    NewerVersion, // written by a newer Qiju (version > kSaveVersion)
    BadField,     // a field is missing or has the wrong type
    UnknownGame,  // a game this build does not know or cannot play
    BadRules,     // rules text the game does not accept
    BadPosition,  // the start position text is invalid
    IllegalMove,  // a move in the history is not legal where it stands
    Inconsistent, // the stored current position differs from the replayed history
};

inline constexpr int kSaveVersion = 1;

// State that other features keep in a save; stored and restored verbatim.
struct SaveExtras
{
    QJsonObject clocks;  // the clock feature's state (times left, periods, ...)
    QJsonObject extra;   // other per-game state keyed by feature, e.g. "goMarking"
    qint64 playedMs = 0; // playing time so far
    QDateTime saved;     // when it was written (UTC)
};

struct SavedGame
{
    GameSetup setup; // setup.startPosition is the root's position text
    std::unique_ptr<GameTree> tree;
    SaveExtras extras;
};

struct LoadResult
{
    SaveError error = SaveError::None;
    QString detail; // the offending field, or "12: d3" for a move (ply and text)
    SavedGame game;

    bool ok() const { return error == SaveError::None; }
};

// A result as {"outcome": "black", "reason": "count", "black": 40, "white": 24}.
QJsonObject resultToJson(const core::GameResult &result);
std::optional<core::GameResult> resultFromJson(const QJsonObject &json);

// The JSON object of a game at its current node, or at `current` (a node of `tree`) when given:
// a save made while reviewing keeps the game where it stands, not the position shown.
QJsonObject saveToJson(const GameSetup &setup, const GameTree &tree, const SaveExtras &extras,
    const GameNode *current = nullptr);

// Reads a parsed JSON object back: checks format and version, replays every move of every
// variation through the rules (each must be legal) and restores the current node, the redo
// choices, comments and results decided outside the rules.
LoadResult saveFromJson(const QJsonObject &json);

} // namespace qiju::model
