// Why a move is illegal, as a code. The core never builds sentences; the widgets layer turns
// these codes into translated text and may highlight the cause on the board.
#pragma once

#include <cstdint>
#include <string_view>

namespace qiju::core {

enum class MoveError : std::uint8_t {
    None,            // the move is legal
    Malformed,       // wrong kind of move for this game, or unparsable text
    OutOfBoard,      // a point outside the board
    Occupied,        // the target is not empty
    NoFlips,         // Othello: the disc would not outflank anything
    MustPass,        // the side to move has no placement and must pass
    PassNotAllowed,  // a pass while a real move exists, or in a game without passing
    NotYourPiece,    // Ataxx: the origin is not one of the mover's pieces
    TooFar,          // Ataxx: the target is more than two squares away
    Repetition,      // Ataxx (Botzone): repeats an earlier position by the same move
    Suicide,         // Go/NoGo: the stone would have no liberties
    Ko,              // Go: retakes a ko immediately
    Superko,         // Go: repeats an earlier whole-board position
    Capture,         // NoGo: the move would capture
    CentreForbidden, // NoGo (course rules): Black's first move on the centre point
    Forbidden33,     // Renju: double-three for Black
    Forbidden44,     // Renju: double-four for Black
    Overline,        // Renju: six or more for Black
    GameOver,        // the game has ended
};

// Stable identifier for logs and protocols ("occupied", "suicide", ...); never shown to users.
std::string_view moveErrorKey(MoveError e);

} // namespace qiju::core
