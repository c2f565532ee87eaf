// BoardSetup: a position as a setup mode edits it — the contents of every point and the side to
// move, with no history — and SetupCheck, the verdict of a game on such a position as the start
// of a game (core::Game::checkSetup()). The registry's arrange() turns a BoardSetup into a game
// without judging it; gameFromSetup() (games/gameregistry.h) judges it and starts a game from it.
// Value types; no Qt; any thread.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "types.h"

namespace qiju::core {

class Game;

struct BoardSetup
{
    int width = 0;
    int height = 0;
    std::vector<Cell> cells; // y * width + x
    Side toMove = Side::Black;

    BoardSetup() = default;
    BoardSetup(int w, int h);
    // The points and the side to move of `game` as they stand.
    static BoardSetup of(const Game &game);

    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
    // Empty outside the board.
    Cell at(Point p) const;
    // Nothing outside the board.
    void set(Point p, Cell c);
    int count(Cell c) const;
    void clear();
    friend bool operator==(const BoardSetup &, const BoardSetup &) = default;
};

// Why a set-up position cannot start a game. The widgets turn each into a sentence.
enum class SetupError : std::uint8_t {
    None,
    WrongBoard,       // the size or a kind of point (blocked) the game does not have
    NoLiberties,      // Go/NoGo: a chain without liberties (cause: its stones)
    CentreEmpty,      // Othello: a centre square is empty (cause: the empty centre squares)
    SideCannotMove,   // Othello: the side to move has no move while the other has one
    BlockedForbidden, // Ataxx: blocked squares under rules that have none (cause: the squares)
    NoPieces,         // Ataxx: `side` has no piece on the board
    FiveOnBoard,      // Gomoku: a five is already on the board (cause: the line)
    StoneCounts,      // Gomoku Renju: Black's and White's stones do not fit the side to move
    GameOver,         // the rules end the game at once in this position
};

struct SetupCheck
{
    SetupError error = SetupError::None;
    std::vector<Point> cause; // points to highlight
    Side side = Side::Black;  // the side the error is about, where it is about one

    bool ok() const { return error == SetupError::None; }
    static SetupCheck fail(SetupError e, std::vector<Point> cause = {}, Side side = Side::Black)
    {
        return {e, std::move(cause), side};
    }
};

std::string_view setupErrorKey(SetupError e);


} // namespace qiju::core
