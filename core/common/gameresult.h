// The outcome of a finished game: who won, why, and the final score or counts.
// Value type; produced by the rules (counting, five in a row, no moves) or by the model
// (resignation, time, forfeit).
#pragma once

#include "types.h"

namespace qiju::core {

enum class Outcome : std::uint8_t { BlackWins, WhiteWins, Draw };

enum class EndReason : std::uint8_t {
    Count,       // counting pieces/points at the end (Othello, Ataxx, Go scoring)
    FiveInRow,   // Gomoku
    BoardFull,   // Gomoku draw
    NoMoves,     // NoGo: the side to move has no legal move; Ataxx: a side has no pieces
    TurnLimit,   // Ataxx turn cap / half-move clock
    Resignation, // a player resigned
    Time,        // a player ran out of time
    Forfeit,     // an external engine crashed, hung or played an illegal move
    Agreement,   // a draw by agreement
};

struct GameResult
{
    Outcome outcome = Outcome::Draw;
    EndReason reason = EndReason::Count;
    double blackScore = 0; // discs / pieces / points counted for Black (komi included for White)
    double whiteScore = 0;

    static GameResult win(Side winner, EndReason why)
    {
        return {winner == Side::Black ? Outcome::BlackWins : Outcome::WhiteWins, why, 0, 0};
    }
    bool isWinFor(Side s) const
    {
        return outcome == (s == Side::Black ? Outcome::BlackWins : Outcome::WhiteWins);
    }
    friend bool operator==(const GameResult &, const GameResult &) = default;
};

std::string_view outcomeKey(Outcome o);      // "black" / "white" / "draw"
std::string_view endReasonKey(EndReason r);  // "count", "resignation", ...

} // namespace qiju::core
