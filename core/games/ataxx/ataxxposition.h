// A 7x7 Ataxx position on bitboards stored relative to the side to move (as OthelloPosition):
// mover's pieces, opponent's pieces, blocked squares, the side to move and the FEN move
// counters. Move generation, the 8-neighbour conversion, FEN text and the end of the game under
// AtaxxRules (history-free: Botzone's repetition rule lives in AtaxxGame).
// Value type, 32 bytes; not thread-safe, copy it to hand it to another thread.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ataxxbitboard.h"
#include "ataxxmove.h"
#include "ataxxrules.h"

#include "common/gameresult.h"
#include "common/types.h"

namespace qiju::ataxx {

// An upper bound on the moves of one position: 49 clones + 240 (empty, piece) pairs at distance 2.
inline constexpr int kMaxMoves = 320;

// How a game ended: the result, and the empties credited to a side (Botzone) if any.
struct AtaxxOutcome
{
    core::GameResult result;
    bool emptiesCredited = false;
    core::Side creditedSide = core::Side::Black;
};

class AtaxxPosition
{
public:
    // x5o/7/7/7/7/7/o5x x 0 1: Black (x) on a7 and g1, White (o) on g7 and a1, Black to move.
    static AtaxxPosition start();
    static AtaxxPosition fromBoards(Bitboard black, Bitboard white, Bitboard blocked,
        core::Side toMove, int halfmoves = 0, int fullmoves = 1);

    // FEN: ranks 7..1 separated by '/', 'x'/'b' Black, 'o'/'w' White, '-' blocked, digits
    // 1..7 empties; then the side ('x'/'b' or 'o'/'w'); optional half-move clock and full-move
    // number (default 0 and 1). "startpos" is the start. nullopt for anything malformed
    // (a rank not 7 squares wide, pieces on blocked squares are impossible by construction).
    static std::optional<AtaxxPosition> fromFen(std::string_view text);
    std::string toFen() const;

    Bitboard player() const { return m_player; }
    Bitboard opponent() const { return m_opponent; }
    Bitboard blocked() const { return m_blocked; }
    Bitboard empty() const { return kBoardMask & ~(m_player | m_opponent | m_blocked); }
    Bitboard pieces(core::Side s) const { return s == m_side ? m_player : m_opponent; }
    core::Side sideToMove() const { return m_side; }
    int halfmoves() const { return m_halfmoves; }
    int fullmoves() const { return m_fullmoves; }
    // Moves (plies) since the start of the game as the counters tell: 2 (fullmove - 1) + (White
    // to move ? 1 : 0).
    int plies() const { return 2 * (m_fullmoves - 1) + (m_side == core::Side::White ? 1 : 0); }
    core::Cell cell(int sq) const;

    // Whether the mover / the opponent has any clone or jump (passes aside).
    bool hasMoves() const { return reachable(m_player, empty()) != 0; }
    bool opponentHasMoves() const { return reachable(m_opponent, empty()) != 0; }

    // Every clone and jump of the mover (no pass), clones first; returns the count.
    int generateMoves(AtaxxMove *out) const;
    // The number of clones and jumps, without listing them (perft leaves).
    int countMoves() const;
    // A clone or a jump of the mover (precondition-free: rejects anything else).
    bool isLegal(AtaxxMove m) const;
    // The opponent pieces a move to `to` converts.
    Bitboard captures(int to) const { return kAdjacent[to] & m_opponent; }

    // Precondition: isLegal(m), or m is a pass. Returns the converted pieces. Counters as
    // libataxx: the half-move clock resets on a clone and advances on a jump or a pass; the
    // full-move number advances after White's move.
    Bitboard play(AtaxxMove m);
    void pass();

    // The end of the game under `rules`, or nullopt while it goes on. `moverBlocked` says the
    // mover's moves are all forbidden by a rule outside the position (Botzone repetition).
    std::optional<AtaxxOutcome> outcome(const AtaxxRules &rules, bool moverBlocked = false) const;
    // UAI/libataxx: the game is not over and the mover has no clone or jump.
    bool mustPass() const { return !hasMoves() && opponentHasMoves(); }

    // Zobrist hash of (black, white, blocked, side to move); the counters are not hashed.
    std::uint64_t hash() const;

    friend bool operator==(const AtaxxPosition &, const AtaxxPosition &) = default;

private:
    Bitboard m_player = 0;
    Bitboard m_opponent = 0;
    Bitboard m_blocked = 0;
    core::Side m_side = core::Side::Black;
    int m_halfmoves = 0;
    int m_fullmoves = 1;
};

} // namespace qiju::ataxx
