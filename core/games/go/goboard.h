// GoBoard: the fast Go board shared by Go and NoGo — stones, chains (a ring of stones per chain),
// pseudo-liberties with sum and sum of squares (exact atari test, as in libEgo/Pachi),
// captures, suicide check, simple ko point and a Zobrist hash of the stones. Sizes 5-25.
// No history: superko lives in GoGame. Value type (about 12 KB, copied per playout);
// not thread-safe.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "gorules.h"

#include "common/types.h"

namespace qiju::go {

// Points are indices into a (size+2)^2 array with a border ring; kNoPoint is "none".
inline constexpr int kMaxStride = kMaxSize + 2;
inline constexpr int kMaxPoints = kMaxStride * kMaxStride;
inline constexpr int kNoPoint = 0;

enum class Stone : std::uint8_t { Empty = 0, Black = 1, White = 2, Border = 3 };

constexpr Stone stoneOf(core::Side s) { return s == core::Side::Black ? Stone::Black : Stone::White; }
constexpr core::Cell toCell(Stone s)
{
    return s == Stone::Black ? core::Cell::Black
                             : (s == Stone::White ? core::Cell::White : core::Cell::Empty);
}
constexpr Stone other(Stone s) { return s == Stone::Black ? Stone::White : Stone::Black; }

class GoBoard
{
public:
    explicit GoBoard(int size = 19);

    int size() const { return m_size; }
    int stride() const { return m_size + 2; }
    int point(int x, int y) const { return (y + 1) * stride() + x + 1; } // display coordinates
    int point(core::Point p) const { return point(p.x, p.y); }
    core::Point toPoint(int p) const { return {p % stride() - 1, p / stride() - 1}; }
    bool onBoard(int p) const { return p > 0 && p < kMaxPoints && m_stone[p] != Stone::Border; }
    // The four neighbours of p (some may be the border).
    std::array<int, 4> neighbours(int p) const
    {
        return {p - stride(), p - 1, p + 1, p + stride()};
    }

    Stone at(int p) const { return m_stone[p]; }
    core::Side toMove() const { return m_toMove; }
    void setToMove(core::Side s) { m_toMove = s; }
    int koPoint() const { return m_ko; } // illegal for the side to move; kNoPoint if none
    void setKoPoint(int p) { m_ko = p; }  // from a position text
    std::uint64_t stonesHash() const { return m_hash; } // the stones only
    int stoneCount(Stone s) const { return m_count[static_cast<int>(s)]; }
    int captures(core::Side s) const { return m_captures[core::index(s)]; }
    void setCaptures(int black, int white) { m_captures = {black, white}; }

    // The empty points in no particular order (for playouts).
    int emptyCount() const { return m_emptyCount; }
    int emptyAt(int i) const { return m_empty[i]; }

    // Chains: every stone p has a head; the chain's data lives at the head.
    int chainHead(int p) const { return m_head[p]; }
    int chainSize(int p) const { return m_chainStones[m_head[p]]; }
    int nextInChain(int p) const { return m_next[p]; }
    bool inAtari(int p) const; // the chain at p has exactly one liberty
    int atariLiberty(int p) const; // precondition: inAtari(p)
    int liberties(int p) const;    // exact count (walks the chain)
    int liberties(int p, int cap) const; // exact count, stops at cap
    std::vector<int> chainStones(int p) const;

    // Whether `s` playing at empty p would capture, be a suicide, and what it would make.
    bool wouldCapture(int p, Stone s) const;
    bool isSuicide(int p, Stone s) const; // no liberty after its captures
    // A point whose four neighbours are `s` or the border and at most one diagonal (none on
    // the edge) is the opponent's: a true eye for playouts not to fill.
    bool isEye(int p, Stone s) const;
    // Stones hash after `s` plays at empty p (captures and, if it is a suicide, the own chain
    // removed), without playing.
    std::uint64_t hashAfter(int p, Stone s) const;

    // Plays `s` at empty p: captures, then (if the chain has no liberty) removes it as a
    // suicide. Records the simple ko point for the opponent. Appends removed stones to
    // *captured (may be null). Precondition: p empty and not the ko point. Flips toMove.
    void play(int p, Stone s, std::vector<int> *captured = nullptr);
    void pass();
    // Places a stone outside the move order (setup/handicap); no captures are made, so the
    // caller keeps the position valid. Precondition: p empty.
    void setup(int p, Stone s);
    // Removes one stone outside the move order (SGF AE). Precondition: p holds a stone.
    void clearPoint(int p);

    // Rows top to bottom, '.' 'X' 'O', each ending in '\n' (tests and debugging).
    std::string diagram() const;

    friend bool operator==(const GoBoard &a, const GoBoard &b)
    {
        return a.m_size == b.m_size && a.m_hash == b.m_hash && a.m_toMove == b.m_toMove
            && a.m_stone == b.m_stone;
    }

private:
    void addStone(int p, Stone s);
    void removeChain(int head, std::vector<int> *captured);
    void mergeChains(int keep, int gone);
    void addLib(int head, int lib);
    void removeLib(int head, int lib);
    // XORs the keys of every stone of the chain at `head` into h, once per chain: `done`
    // remembers the heads already counted.
    void xorChainOnce(int head, std::uint64_t &h, std::array<int, 4> &done, int &nDone) const;
    void removeEmpty(int p);
    void addEmpty(int p);

    int m_size;
    core::Side m_toMove = core::Side::Black;
    int m_ko = kNoPoint;
    std::uint64_t m_hash = 0;
    std::array<int, 4> m_count{};
    std::array<int, 2> m_captures{};
    int m_emptyCount = 0;
    std::array<Stone, kMaxPoints> m_stone{};
    std::array<std::int16_t, kMaxPoints> m_head{};
    std::array<std::int16_t, kMaxPoints> m_next{};
    std::array<std::int16_t, kMaxPoints> m_emptyIndex{};
    std::array<std::int16_t, kMaxSize * kMaxSize> m_empty{};
    // Per chain head.
    std::array<std::int16_t, kMaxPoints> m_chainStones{};
    std::array<std::int16_t, kMaxPoints> m_plibs{};
    std::array<std::int32_t, kMaxPoints> m_libSum{};
    std::array<std::int64_t, kMaxPoints> m_libSumSq{};
};

// The Zobrist key of a stone of colour s on point p.
std::uint64_t stoneKey(int p, Stone s);

} // namespace qiju::go
