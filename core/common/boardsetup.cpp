#include "boardsetup.h"

#include <algorithm>

#include "game.h"

namespace qiju::core {

BoardSetup::BoardSetup(int w, int h)
    : width(w)
    , height(h)
    , cells(static_cast<std::size_t>(w * h), Cell::Empty)
{ }

BoardSetup BoardSetup::of(const Game &game)
{
    BoardSetup s(game.width(), game.height());
    for (int y = 0; y < s.height; ++y) {
        for (int x = 0; x < s.width; ++x)
            s.set({x, y}, game.cell({x, y}));
    }
    s.toMove = game.sideToMove();
    return s;
}

Cell BoardSetup::at(Point p) const
{
    return contains(p) ? cells[static_cast<std::size_t>(p.y * width + p.x)] : Cell::Empty;
}

void BoardSetup::set(Point p, Cell c)
{
    if (contains(p))
        cells[static_cast<std::size_t>(p.y * width + p.x)] = c;
}

int BoardSetup::count(Cell c) const
{
    return static_cast<int>(std::count(cells.begin(), cells.end(), c));
}

void BoardSetup::clear() { std::fill(cells.begin(), cells.end(), Cell::Empty); }

std::string_view setupErrorKey(SetupError e)
{
    switch (e) {
    case SetupError::None: return "ok";
    case SetupError::WrongBoard: return "wrong board";
    case SetupError::NoLiberties: return "chain without liberties";
    case SetupError::CentreEmpty: return "centre square empty";
    case SetupError::SideCannotMove: return "side to move cannot move";
    case SetupError::BlockedForbidden: return "blocked squares not allowed";
    case SetupError::NoPieces: return "a side has no pieces";
    case SetupError::FiveOnBoard: return "five on the board";
    case SetupError::StoneCounts: return "stone counts";
    case SetupError::GameOver: return "game over";
    }
    return "error";
}

} // namespace qiju::core
