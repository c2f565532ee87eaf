#include "gameresult.h"
#include "moveerror.h"
#include "types.h"

namespace qiju::core {

std::string_view sideKey(Side s) { return s == Side::Black ? "black" : "white"; }

std::optional<Side> sideFromKey(std::string_view key)
{
    if (key == "black")
        return Side::Black;
    if (key == "white")
        return Side::White;
    return std::nullopt;
}

std::string_view moveErrorKey(MoveError e)
{
    switch (e) {
    case MoveError::None: return "none";
    case MoveError::Malformed: return "malformed";
    case MoveError::OutOfBoard: return "out-of-board";
    case MoveError::Occupied: return "occupied";
    case MoveError::NoFlips: return "no-flips";
    case MoveError::MustPass: return "must-pass";
    case MoveError::PassNotAllowed: return "pass-not-allowed";
    case MoveError::NotYourPiece: return "not-your-piece";
    case MoveError::TooFar: return "too-far";
    case MoveError::Repetition: return "repetition";
    case MoveError::Suicide: return "suicide";
    case MoveError::Ko: return "ko";
    case MoveError::Superko: return "superko";
    case MoveError::Capture: return "capture";
    case MoveError::CentreForbidden: return "centre-forbidden";
    case MoveError::Forbidden33: return "forbidden-33";
    case MoveError::Forbidden44: return "forbidden-44";
    case MoveError::Overline: return "overline";
    case MoveError::GameOver: return "game-over";
    }
    return "none";
}

std::string_view outcomeKey(Outcome o)
{
    switch (o) {
    case Outcome::BlackWins: return "black";
    case Outcome::WhiteWins: return "white";
    case Outcome::Draw: return "draw";
    }
    return "draw";
}

std::string_view endReasonKey(EndReason r)
{
    switch (r) {
    case EndReason::Count: return "count";
    case EndReason::FiveInRow: return "five";
    case EndReason::BoardFull: return "board-full";
    case EndReason::NoMoves: return "no-moves";
    case EndReason::TurnLimit: return "turn-limit";
    case EndReason::Resignation: return "resignation";
    case EndReason::Time: return "time";
    case EndReason::Forfeit: return "forfeit";
    case EndReason::Agreement: return "agreement";
    }
    return "count";
}

} // namespace qiju::core
