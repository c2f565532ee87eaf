// SGF records of whole game trees for import, export and the clipboard: the first game of a
// collection becomes a GameSetup (game, rules, start, player names) and a GameTree with every
// variation (SGF order kept, children[0] the main line) and every comment; export writes the
// whole tree back with the game info. The SGF conventions are in formats/sgfgame.h. Go and NoGo
// records are read even while the GUI does not offer those games (the caller decides).
// Stateless; any thread.
#pragma once

#include "storage/textformats.h"

namespace qiju::model {

// Reads SGF text. On error: BadSgf (sgfError, line, column), UnknownGame (detail: GM),
// BadRules, BadPosition (setup), IllegalMove (detail "ply: value").
ImportResult importSgf(const QString &text);

// The whole tree as SGF (a set-up start as AB/AW/PL in the root), or empty when the game has
// no SGF form (Ataxx).
QString exportSgf(const GameSetup &setup, const GameTree &tree);

} // namespace qiju::model
