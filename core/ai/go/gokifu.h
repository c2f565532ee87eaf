// Game records for fitting and testing the Go move model: the one-game-per-line kifu format of
// ../shared/gogames (`ID<TAB>;B[pd];W[dp];...`, SGF points, B[] a pass, 19x19, no handicap),
// SGF files (the main line of each game), and reading a file that may be xz-compressed (through
// the `xz` program). Each game is replayed on a GoBoard to check its moves. Plain functions.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/go/goboard.h"

namespace qiju::ai::go {

struct KifuMove
{
    int x = -1; // -1: a pass
    int y = -1;
    qiju::go::Stone colour = qiju::go::Stone::Black;
};

struct KifuGame
{
    std::string id;
    int line = 0; // where it starts in its file, from 1
    int size = 19;
    std::vector<KifuMove> moves;
};

// One kifu line; nullopt with *reason if it is malformed or a move is illegal.
std::optional<KifuGame> parseKifuLine(std::string_view line, std::string *reason);

// The games of a text, kifu lines or an SGF collection. A malformed line (or SGF game) is
// reported to `refused` (line number, reason) and skipped. At most maxGames (0: all).
std::vector<KifuGame> readGames(std::string_view text, int maxGames,
    const std::function<void(int line, const std::string &reason)> &refused);

// The whole content of a file, decompressed by `xz -dc` if its name ends in ".xz".
bool readRecordFile(const std::string &path, std::string *text, std::string *error);

// Replays `game` from the empty board: calls visit(board before the move, move point or
// kPassMove, last move, the move before) for each move; stops early when visit returns false.
// Colours out of turn are honoured (the side to move is set to the record's colour).
void replayGame(const KifuGame &game,
    const std::function<bool(const qiju::go::GoBoard &, int move, int last, int prev)> &visit);

} // namespace qiju::ai::go
