#include "othelloposition.h"

#include <cctype>

#include "common/zobrist.h"

namespace qiju::othello {

using core::Cell;
using core::Side;

OthelloPosition OthelloPosition::start()
{
    // d5 (sq 35) and e4 (sq 28) Black; d4 (27) and e5 (36) White.
    return fromBoards(core::bit(35) | core::bit(28), core::bit(27) | core::bit(36), Side::Black);
}

OthelloPosition OthelloPosition::fromBoards(Bitboard black, Bitboard white, Side toMove)
{
    OthelloPosition p;
    p.m_side = toMove;
    p.m_player = toMove == Side::Black ? black : white;
    p.m_opponent = toMove == Side::Black ? white : black;
    return p;
}

std::optional<OthelloPosition> OthelloPosition::fromText(std::string_view text)
{
    Bitboard black = 0;
    Bitboard white = 0;
    std::size_t i = 0;
    int sq = 0;
    while (sq < 64) {
        if (i >= text.size())
            return std::nullopt;
        const char c = text[i++];
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (sq == 0)
                continue; // leading blanks
            return std::nullopt;
        }
        switch (c) {
        case 'X': case 'x': case '*': case 'B': case 'b': black |= core::bit(sq); break;
        case 'O': case 'o': case 'W': case 'w': white |= core::bit(sq); break;
        case '-': case '.': case '_': break;
        default: return std::nullopt;
        }
        ++sq;
    }
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    if (i >= text.size())
        return std::nullopt;
    Side side;
    switch (text[i]) {
    case 'X': case 'x': case '*': case 'B': case 'b': side = Side::Black; break;
    case 'O': case 'o': case 'W': case 'w': side = Side::White; break;
    default: return std::nullopt;
    }
    ++i;
    // The side must be a token of its own ("X;" or "X moves..." are fine, "Xyz" is not).
    if (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) && text[i] != ';')
        return std::nullopt;
    return fromBoards(black, white, side);
}

std::string OthelloPosition::toText() const
{
    std::string s(66, '-');
    for (int sq = 0; sq < 64; ++sq) {
        const Cell c = cell(sq);
        s[sq] = c == Cell::Black ? 'X' : c == Cell::White ? 'O' : '-';
    }
    s[64] = ' ';
    s[65] = m_side == Side::Black ? 'X' : 'O';
    return s;
}

Cell OthelloPosition::cell(int sq) const
{
    const Bitboard b = core::bit(sq);
    if (m_player & b)
        return core::cellOf(m_side);
    if (m_opponent & b)
        return core::cellOf(core::opposite(m_side));
    return Cell::Empty;
}

bool OthelloPosition::isLegal(int sq) const
{
    return sq >= 0 && sq < 64 && (legalMoves() & core::bit(sq));
}

bool OthelloPosition::mustPass() const
{
    return legalMoves() == 0 && othello::legalMoves(m_opponent, m_player) != 0;
}

bool OthelloPosition::isGameOver() const
{
    return legalMoves() == 0 && othello::legalMoves(m_opponent, m_player) == 0;
}

Bitboard OthelloPosition::play(int sq)
{
    const Bitboard f = flips(sq);
    play(sq, f);
    return f;
}

int OthelloPosition::finalScore() const
{
    const int mine = core::popCount(m_player);
    const int theirs = core::popCount(m_opponent);
    const int empty = 64 - mine - theirs;
    if (mine > theirs)
        return mine - theirs + empty;
    if (mine < theirs)
        return mine - theirs - empty;
    return 0;
}

std::uint64_t OthelloPosition::hash() const
{
    const std::uint64_t h = core::bitboardHash(discs(Side::Black), discs(Side::White));
    return m_side == Side::White ? h ^ core::kZobristSideKey : h;
}

std::string squareText(int sq)
{
    if (sq == kPassSquare)
        return "pass";
    return {static_cast<char>('a' + sq % 8), static_cast<char>('1' + sq / 8)};
}

std::optional<int> parseSquare(std::string_view text)
{
    if (text == "pass" || text == "PASS" || text == "ps" || text == "PS" || text == "--")
        return kPassSquare;
    if (text.size() != 2)
        return std::nullopt;
    const char file = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    const char rank = text[1];
    if (file < 'a' || file > 'h' || rank < '1' || rank > '8')
        return std::nullopt;
    return (rank - '1') * 8 + (file - 'a');
}

} // namespace qiju::othello
