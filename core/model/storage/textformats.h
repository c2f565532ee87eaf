// The standard text forms of games that other programs read and write, for import, export and
// the clipboard: SGF (Go, NoGo, Gomoku, Othello; see sgfrecord.h), the plain Othello transcript
// ("f5d6c3d3..."), Ataxx PGN (tags with a FEN start, UAI move text, "0000" for a pass) and the
// one-line position text of every game. importText() recognises which one it is given.
// Stateless; any thread.
#pragma once

#include <QString>

#include <memory>
#include <optional>

#include "session/gamesetup.h"
#include "session/gametree.h"

#include "formats/sgfreader.h"

namespace qiju::model {

enum class TextFormat : std::uint8_t {
    PositionText,      // the game's one-line position (core::Game::positionText)
    OthelloTranscript, // squares from the standard start, passes implicit
    AtaxxPgn,          // PGN with [FEN] and UAI moves
    Sgf,               // SGF FF[4]: the whole tree with variations and comments
};

enum class ImportError : std::uint8_t {
    None,
    Empty,       // nothing but blanks
    Unknown,     // none of the formats Qiju reads
    BadPosition, // a FEN or position text that describes no valid position
    BadRules,    // a rules tag the game does not accept
    IllegalMove, // detail: the move number and text
    BadSgf,      // SGF that does not parse: sgfError, line and column say why and where
    UnknownGame, // an SGF game (GM) Qiju does not play; detail: the GM value
    Unbalanced,  // a '(' or '{' of PGN move text that is never closed, or a ')' never opened
    TooLarge,    // more than kMaxImportBytes of text or kMaxImportNodes moves
};

// Limits of one import (file, paste or record): the text's size in UTF-8 bytes, and the moves
// of the whole tree (each node holds a position, so a tree's memory grows with its nodes).
inline constexpr qsizetype kMaxImportBytes = 4 * 1024 * 1024;
inline constexpr int kMaxImportNodes = 200'000;

struct ImportResult
{
    ImportError error = ImportError::None;
    QString detail;
    TextFormat format = TextFormat::PositionText;
    // game, rules, startPosition (empty for the standard start) and player names when the
    // text names them; the seats' kinds are left as people.
    GameSetup setup;
    std::unique_ptr<GameTree> tree; // the moves as the main line, current at its end
    formats::SgfError sgfError = formats::SgfError::None; // BadSgf only
    int line = 0;                                         // BadSgf: where, both from 1
    int column = 0;

    bool ok() const { return error == ImportError::None; }
};

// Recognises and reads any of the formats. `preferred` is tried first when the text could
// be a position of several games.
ImportResult importText(const QString &text, std::optional<core::GameId> preferred = {});

// The main line of the game (from the root to the end of children[0]... as far as the current
// node's line goes) in `format`. Empty when the format does not fit the game (a transcript of
// a game not started from Othello's standard start, PGN for another game).
QString exportText(const GameSetup &setup, const GameTree &tree, TextFormat format);

// A seat's name in a record: the nickname, or "Qiju AI (level)" for the computer; empty when
// the seat has no name.
QString recordPlayerName(const GameSetup &setup, core::Side side);

// The formats that can express this game.
std::vector<TextFormat> exportFormats(core::GameId game);

} // namespace qiju::model
