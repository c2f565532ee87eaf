// An 8x8 Othello position on two bitboards stored relative to the side to move (as Edax does),
// so one evaluation serves both colours and a move is an XOR of its flip mask.
// Value type, 17 bytes of state; not thread-safe, copy it to hand it to another thread.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "othellobitboard.h"

#include "common/types.h"

namespace qiju::othello {

inline constexpr int kPassSquare = 64; // "move" index of a pass in search and transcripts

class OthelloPosition
{
public:
    // The standard start: d4, e5 White; d5, e4 Black; Black to move.
    static OthelloPosition start();
    static OthelloPosition fromBoards(Bitboard black, Bitboard white, core::Side toMove);

    // The one-line form of .obf files: 64 chars a1..h1, a2..h8 ('X' Black, 'O' White, '-'
    // empty), then the side to move. Also accepts '*'/'x'/'b' and 'o'/'w' and '.'/'_';
    // trailing text after the side (";", move lists) is ignored.
    static std::optional<OthelloPosition> fromText(std::string_view text);
    std::string toText() const;

    Bitboard player() const { return m_player; }
    Bitboard opponent() const { return m_opponent; }
    core::Side sideToMove() const { return m_side; }
    Bitboard discs(core::Side s) const { return s == m_side ? m_player : m_opponent; }
    Bitboard empties() const { return ~(m_player | m_opponent); }
    int emptyCount() const { return core::popCount(empties()); }
    core::Cell cell(int sq) const;

    Bitboard legalMoves() const { return othello::legalMoves(m_player, m_opponent); }
    Bitboard flips(int sq) const { return othello::flips(m_player, m_opponent, sq); }
    bool isLegal(int sq) const;
    // No placement for the mover, but the opponent has one.
    bool mustPass() const;
    bool isGameOver() const;

    // Precondition: isLegal(sq). Returns the flipped discs.
    Bitboard play(int sq);
    // Applies a move whose flips are already known (search hot path).
    void play(int sq, Bitboard flipped)
    {
        const Bitboard p = m_player ^ (flipped | core::bit(sq));
        m_player = m_opponent ^ flipped;
        m_opponent = p;
        m_side = core::opposite(m_side);
    }
    void pass()
    {
        std::swap(m_player, m_opponent);
        m_side = core::opposite(m_side);
    }

    // Final disc difference from the mover's view under the WOF rule: empties go to the winner.
    int finalScore() const;

    // Zobrist hash of (black, white, side to move).
    std::uint64_t hash() const;

    friend bool operator==(const OthelloPosition &, const OthelloPosition &) = default;

private:
    Bitboard m_player = 0;
    Bitboard m_opponent = 0;
    core::Side m_side = core::Side::Black;
};

// "a1".."h8"; "pass" for kPassSquare.
std::string squareText(int sq);
// Accepts "a1".."h8" in either case and "pass"/"ps"/"--"; nullopt otherwise.
std::optional<int> parseSquare(std::string_view text);

} // namespace qiju::othello
