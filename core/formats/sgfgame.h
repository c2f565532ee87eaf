// SGF game trees <-> Qiju games, for Go (GM[1]), NoGo (GM[1] with RU[NoGo]), Othello (GM[2])
// and Gomoku (GM[4]). The start: game, rules, setup stones and player names from the root; the
// moves: one B/W property per node. Conventions (also in the README):
//  - points are SGF letter pairs ("aa" top-left, column first), except that Othello records
//    are written in Othello's own spelling ("f5", rows from the top) with the four start discs
//    as AB[e4][d5]AW[d4][e5]PL[B], as Othello programs (Cassio, OthelloTk) write them; both
//    spellings are read; a pass is B[] (and B[tt] on boards up to 19x19, and "pass");
//  - QR[<rules text>] is Qiju's own property with the exact rules (preset and options); RU
//    (Go: Japanese/Chinese/Ing/Tromp-Taylor/AGA/NZ, else Chinese) is read when QR is absent.
//    NoGo is GM[1] with "NoGo" in RU; foreign NoGo records (no QR) follow the Botzone preset;
//  - Go without KM has komi 0; a komi is rounded to the nearest half point;
//  - HA[n] with exactly the standard handicap stones becomes the handicap rule, other setups
//    (AB/AW/AE/PL, also in move-less nodes before the first move) a start position in every
//    game (arranged by core::GameInfo::arrange and read back from its position text; a
//    Gomoku setup skips the opening protocol); PL is written when White is to move (always
//    for Othello);
//  - a node whose colour is not the side to move gets a pass first where the game has passes
//    (Othello's implicit forced passes); a pass after the game already ended by passes is
//    ignored (GNU Go writes three); moves that are neither Place nor Pass (Gomoku's swap) go in
//    QM[<move text>].
// Plain functions; no Qt; any thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sgftree.h"

#include "common/game.h"

namespace qiju::formats {

enum class SgfGameError : std::uint8_t {
    None,
    UnknownGame, // a GM Qiju does not play (detail: the GM value)
    BadSize,     // a board size the game cannot have (detail: SZ)
    BadRules,    // QR/KM/HA the game does not accept (detail: the value)
    BadSetup,    // setup stones that make no valid position, or setup after the first move
    BadMove,     // a move value that is no point of the board (detail: "n: value")
    IllegalMove, // a move the rules do not allow where it stands (detail: "n: value")
};

struct SgfGameStart
{
    SgfGameError error = SgfGameError::None;
    std::string detail;
    core::GameId game{};
    std::string rules;                 // canonical rules text of the game
    std::unique_ptr<core::Game> start; // the position before the first move
    bool standardStart = true;         // start is the rules' own start (no setup position)
    int movesFrom = 0;                 // the node whose children hold the first moves
    std::string comment;               // C of the root and of the setup nodes folded into it
    std::string black;                 // PB
    std::string white;                 // PW
    // The root's other game information, in file order: EV, PC, GN, DT, BR, WR, RO, SO, US,
    // AN, GC, RE, TM... and properties Qiju does not know. Not kept: what Qiju reads into the
    // game itself or writes from it (FF, GM, CA, AP, SZ, PB, PW, KM, HA, RU, QR, AB, AW, AE,
    // PL, C).
    std::vector<SgfProperty> info;

    bool ok() const { return error == SgfGameError::None; }
};

// Reads the start of a game tree. Works for every game of the registry, also one the GUI does
// not offer yet (it calls the table's factories directly).
SgfGameStart readSgfStart(const SgfTree &tree);

struct SgfNodeMoves
{
    SgfGameError error = SgfGameError::None;
    std::string detail;            // "ply: value"
    std::vector<core::Move> moves; // to play in order (a pass may come before the move)
    bool hasMove = false;          // the node has B, W or QM
};

// The moves node `n` asks for in `pos`; each is checked legal in turn. `ply` (the node's move
// number) only goes into the error detail.
SgfNodeMoves sgfNodeMoves(const SgfNode &n, const core::Game &pos, int ply);

// The comment of a node: its C values joined by line breaks.
std::string sgfComment(const SgfNode &n);

struct SgfGameInfo
{
    std::string black;                      // PB
    std::string white;                      // PW
    std::string date;                       // DT, "YYYY-MM-DD"
    std::optional<core::GameResult> result; // RE of the main line's end
    // An imported record's own game information (SgfGameStart::info), written back in its
    // order after PB/PW: its RE stands over `result` (the record says what happened, e.g.
    // with agreed dead stones), and `date` is not used (no date is made up for a record).
    std::optional<std::vector<SgfProperty>> record;
};

// A root node for a game starting at `start` (rules from start.rulesText()): FF, GM, CA, AP,
// SZ, game info, KM/HA/RU/QR, and the setup (AB/AW/PL) when `start` is not the rules' own
// start position.
SgfNode sgfRootNode(const core::Game &start, const SgfGameInfo &info);
// The property of `move` played in `pos` (B/W/QM).
SgfProperty sgfMoveProperty(const core::Game &pos, const core::Move &move);
// "B+3.5", "W+R", "B+T", "W+F", "0" (draw), "B+" for a win by five or no moves.
std::string sgfResultText(const core::GameResult &result);

std::string_view sgfGameErrorKey(SgfGameError e);

} // namespace qiju::formats
