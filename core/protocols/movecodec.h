// The per-game move notations of the protocols, all behind core::Game:
//   GTP vertices: the game's own move text ("D4" Go/NoGo without I, "H8" Gomoku A-O, "D3"
//     Othello, "b2"/"a1c3" Ataxx), case-insensitive on input, "pass" where the rules pass;
//   Botzone numbers: Reversi/Gomoku/NoGo/Go "x y", Ataxx "x0 y0 x1 y1", with x the column
//     from the left and y the row from the top (0-based), -1 for "no move" (the first request,
//     a pass);
//   Gomocup "x,y": 0-based column and row from the top.
// A new game only needs a row in botzoneShape() when its Botzone form is not "x y".
// Pure functions of the position before the move; no state.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/game.h"

namespace qiju::protocols {

std::string gtpVertex(const core::Game &position, const core::Move &move);
// Shape only (no legality check); nullopt for text that names no move of this game.
std::optional<core::Move> parseGtpVertex(const core::Game &position, std::string_view text);

// The JSON keys of one Botzone move of this game: {"x","y"} or {"x0","y0","x1","y1"}.
const std::vector<std::string> &botzoneKeys(core::GameId game);
// Numbers of `move` played in `position` (-1s for a pass). An Ataxx clone names one of the
// mover's pieces next to the target as its origin.
std::vector<int> toBotzone(const core::Game &position, const core::Move &move);
// The move the numbers name in `position`; Move::pass() for all -1; nullopt for a wrong count or
// a point off the board.
std::optional<core::Move> fromBotzone(const core::Game &position, const std::vector<int> &numbers);
// "x y" / "x0 y0 x1 y1" and back; parse returns nullopt for non-numbers or the wrong count.
std::string botzoneText(const std::vector<int> &numbers);
std::optional<std::vector<int>> parseBotzoneText(core::GameId game, std::string_view line);
// One Botzone JSON number: a whole number in [-1, 99]; nullopt for a fraction, inf, nan or 1e300.
std::optional<int> botzoneNumber(double value);

std::string gomocupText(core::Point p);
// "7,7" (blanks allowed around the numbers); nullopt otherwise.
std::optional<core::Point> parseGomocupPoint(std::string_view text);

} // namespace qiju::protocols
