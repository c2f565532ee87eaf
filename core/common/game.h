// The one small virtual interface the model and the views use for every game.
// Search never goes through it: the AI is templated on each concrete position type and only
// downcasts at its own boundary. A Game is a value-like object (clone() copies it fully,
// including any history its rules need, e.g. Go superko); not thread-safe, but a clone may be
// handed to another thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "boardsetup.h"
#include "gameresult.h"
#include "moveerror.h"
#include "movetransition.h"

namespace qiju::core {

enum class ParseError : std::uint8_t {
    None,
    Syntax,       // not the expected shape at all
    UnknownRules, // a preset or rule option this game does not have
    BadValue,     // a rule value out of range (komi, board size, ...)
    BadPosition,  // a position text that does not describe a valid position
    IllegalMove,  // a move in a record that the rules do not allow
};

class Game
{
public:
    virtual ~Game() = default;

    virtual GameId id() const = 0;
    virtual std::unique_ptr<Game> clone() const = 0;

    virtual int width() const = 0;
    virtual int height() const = 0;
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width() && p.y < height(); }
    virtual Cell cell(Point p) const = 0;
    virtual Side sideToMove() const = 0;

    // Every legal move for the side to move; contains exactly Move::pass() when passing is the
    // only legal option. Empty when the game is over (or, in NoGo, when the mover has lost).
    virtual std::vector<Move> legalMoves() const = 0;
    virtual MoveError check(const Move &move) const = 0;
    // Precondition: check(move) == MoveError::None.
    virtual MoveTransition play(const Move &move) = 0;

    virtual std::optional<GameResult> result() const = 0;
    // The rules ended the game but the players still agree on its count (Go's dead stones
    // after two passes): result() holds the count with the current marks, and the model treats
    // the game as not over until the marking is accepted.
    virtual bool awaitsMarking() const { return false; }

    // Seats are the players as they sat down: seat Black is the player who started with
    // Black. Only games with an opening protocol (Gomoku's swap / Swap2) ever tell seats and
    // colours apart; there one player may place stones of both colours, and the players may
    // exchange colours. The seat whose decision is next:
    virtual Side seatToMove() const { return sideToMove(); }
    // The colour the player of `seat` plays now. An involution: also maps a colour to the
    // seat holding it.
    virtual Side colourOfSeat(Side seat) const { return seat; }

    // Whether this position may start a game (a position made in the setup mode, see
    // boardsetup.h): the game's own rule for set-up positions. Games arranged by the registry's
    // arrange() may hold anything; games reached by play always pass.
    virtual SetupCheck checkSetup() const = 0;

    virtual int pieceCount(Side s) const = 0;
    virtual int captures(Side) const { return 0; }
    // Number of moves (including passes) played since the start position.
    virtual int plyCount() const = 0;

    // One-line text of the whole position, readable by the registry's fromText().
    virtual std::string positionText() const = 0;
    // The canonical text of this game's rules, readable by the registry's create().
    virtual std::string rulesText() const = 0;
    // Move text in the game's usual notation ("d3", "D4", "g1e3", "pass").
    virtual std::string moveText(const Move &move) const = 0;
    virtual std::optional<Move> parseMove(std::string_view text) const = 0;

    // Hash of the position including the side to move (Zobrist).
    virtual std::uint64_t hash() const = 0;

    // What a board shows besides its pieces. Views ask these instead of casting to a game;
    // the defaults fit games that have none of it.
    //
    // Whether pieces form chains with liberties (Go, NoGo), and the liberties of the chain on
    // p (0 on an empty point).
    virtual bool hasChains() const { return false; }
    virtual int liberties(Point) const { return 0; }
    // Empty points where the side to move may not play and that the rules make worth marking
    // before a move is tried, each with its reason (NoGo's captures and suicides, Renju's
    // forbidden points for Black); points that are merely occupied are not listed.
    virtual std::vector<std::pair<Point, MoveError>> forbiddenPoints() const { return {}; }
    // The pieces that make a placement on p illegal, to show on the board (NoGo: the group it
    // would capture, or its own chain left without liberty); empty when there are none.
    virtual std::vector<Point> illegalCause(Point) const { return {}; }
    // The pieces that won the game, in order along the line (Gomoku's five); empty otherwise.
    virtual std::vector<Point> winningLine() const { return {}; }
};

} // namespace qiju::core
