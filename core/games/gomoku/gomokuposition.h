// A 15x15 Gomoku board with incremental line information: for every point, direction and
// colour, a base-3 key of its ten line neighbours, updated by put()/remove() (80 small adds per
// stone); from it, the pattern a stone would make on every empty point in each line (one table
// lookup per changed line) and the sets of points where each colour makes five, a straight
// four, a four or an open three — so threats are found without scanning the board
// (gomokupatterns.h). Also counts stones near each point and keeps a Zobrist hash, and on
// request sums per-point values of a caller's table over the points near the stones (an
// evaluation kept up to date move by move). Knows the win rule (five or more / exactly five /
// Renju fouls for Black); the opening protocol and the game's end live in GomokuGame. Value
// type (about 6 KB); not thread-safe, copy it to share.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gomokupatterns.h"
#include "gomokurules.h"
#include "pointset.h"

#include "common/moveerror.h"
#include "common/types.h"
#include "common/zobrist.h"

namespace qiju::gomoku {

// What a caller's table gives a point for one colour's four patterns: kValueLanes numbers,
// summed lane by lane (see GomokuPosition::setPointValues()). A multiple of four, so that the
// sums take whole vector registers.
inline constexpr int kValueLanes = 24;
using PointValues = std::array<std::int32_t, kValueLanes>;

class MoveJournal;

class GomokuPosition
{
public:
    explicit GomokuPosition(WinRule rule = WinRule::Freestyle);

    // One line: 15 rows from the top, separated by '/'; in a row 'x' is Black, 'o' White and a
    // number a run of empty points (FEN-like); then a blank and the side to move 'b' or 'w'.
    // The empty board is "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b". The reader also
    // takes 'X'/'B'/'*' and 'O'/'W' for stones, '.', '-', '_' for one empty point, and 'x'/'o'
    // for the side. Exactly two tokens; anything else is rejected.
    static std::optional<GomokuPosition> fromText(std::string_view text, WinRule rule);
    std::string toText() const;

    WinRule winRule() const { return m_rule; }
    core::Side sideToMove() const { return m_side; }
    void setSideToMove(core::Side s);

    core::Cell cell(int p) const { return m_cells[p]; }
    bool isEmpty(int p) const { return m_cells[p] == core::Cell::Empty; }
    int stoneCount() const { return m_stones; }
    bool isFull() const { return m_stones == kPoints; }
    // Stones of either colour within two points (in both x and y) of p, p itself excluded.
    int nearCount(int p) const { return m_near[p]; }
    // The empty points with a stone near them (nearCount() > 0).
    const PointSet &nearPoints() const { return m_nearPoints; }
    std::uint64_t hash() const { return m_hash; }
    // hash() after play(p) (for prefetching what a search will look up there).
    std::uint64_t hashAfterPlay(int p) const
    {
        return m_hash ^ kZobrist[static_cast<std::size_t>(core::index(m_side) * kPoints + p)]
            ^ kSideKey;
    }

    // The line key of p's neighbours along `dir`, seen by `s` (own / blocked / empty).
    std::uint16_t lineKey(int p, core::Side s, int dir) const
    {
        return static_cast<std::uint16_t>(m_keys[p][dir] >> (16 * core::index(s)));
    }
    // The pattern a stone of `s` on the empty point p makes along `dir`, under the win rule
    // of `s` (Renju: exactly five for Black, five or more for White).
    LinePattern pattern(int p, core::Side s, int dir) const
    {
        return patternOf(m_packed[core::index(s)][p], dir);
    }
    // All four patterns of the empty point p for `s`, packed (see gomokupatterns.h).
    PackedPatterns packedPatterns(int p, core::Side s) const { return m_packed[core::index(s)][p]; }
    // PointFlag bits of the empty point p for `s` (0 for an occupied point).
    std::uint8_t flags(int p, core::Side s) const { return m_flags[core::index(s)][p]; }
    // The empty points where `s` makes five / a straight four (or two fours) / a four / an
    // open three. Fouls are not removed (see isFoul()).
    const PointSet &fivePoints(core::Side s) const { return m_sets[core::index(s)][0]; }
    const PointSet &flex4Points(core::Side s) const { return m_sets[core::index(s)][1]; }
    const PointSet &fourPoints(core::Side s) const { return m_sets[core::index(s)][2]; }
    const PointSet &threePoints(core::Side s) const { return m_sets[core::index(s)][3]; }
    const LinePattern *table(core::Side s) const { return m_tables[core::index(s)]; }
    // A stone of `s` on the empty point p makes a winning five. Never a foul, even in Renju.
    bool makesFive(int p, core::Side s) const { return flags(p, s) & kFlagFive; }

    // Renju only: why a black stone on the empty point p would be a foul (Overline,
    // Forbidden44, Forbidden33) or MoveError::None. A five is never a foul. A three counts only
    // if it can become a straight four by a move that is itself not a foul (checked
    // recursively, as the RIF rules ask). Always None for White and for the other rules.
    core::MoveError foul(int p, core::Side s = core::Side::Black) const;
    // Cheap test: false means foul(p) is certainly None; true means it must be checked.
    bool mayBeFoul(int p, core::Side s) const
    {
        return m_rule == WinRule::Renju && s == core::Side::Black && (m_flags[0][p] & kFlagMayFoul);
    }
    bool isFoul(int p, core::Side s) const
    {
        return mayBeFoul(p, s) && foul(p, s) != core::MoveError::None;
    }

    // Optional sums: with a `table` of 65536 entries indexed by PackedPatterns (it must outlive
    // the position and its copies), the position keeps, per colour s, the lane-wise sum of
    // table[packedPatterns(p, s)] over the empty points p with a stone near them
    // (nearCount(p) > 0), up to date in put() and remove(). nullptr (the default) stops it.
    void setPointValues(const PointValues *table);
    const PointValues *pointValues() const { return m_values; }
    const PointValues &valueSum(core::Side s) const { return m_valueSums[core::index(s)]; }

    // Setting stones (no rule checks). Precondition: p is empty (put) / occupied (remove).
    void put(int p, core::Side s);
    void remove(int p);

    // Undo by copy (gomokujournal.h): with a journal attached, put() records what it changes
    // and remove() of the last stone recorded copies it back instead of recomputing it (the
    // same position, cheaper). It pays when every remove() undoes the latest put() not yet
    // undone (as a search does); removing another stone recomputes and drops the records, so
    // the position stays right either way. The journal must outlive the attachment; a copy
    // of the position starts without one, and assigning to the position clears it. nullptr
    // detaches. Attaching clears the journal.
    void setJournal(MoveJournal *journal);
    // Plays/undoes a stone of the side to move and passes the turn (search hot path; no rule
    // checks). Precondition as put()/remove().
    void play(int p)
    {
        put(p, m_side);
        flipSide();
    }
    void undo(int p)
    {
        flipSide();
        remove(p);
    }

    // The stones of the winning run through the occupied point p, in order along the line
    // (five or more; exactly five where the rule of p's colour asks for it), or empty.
    std::vector<int> winningRun(int p) const;

    friend bool operator==(const GomokuPosition &a, const GomokuPosition &b)
    {
        return a.m_rule == b.m_rule && a.m_side == b.m_side && a.m_cells == b.m_cells;
    }

private:
    // The hash's keys: a stone of colour c on p (c * kPoints + p), and the side to move (XORed in
    // at every change of side).
    static constexpr auto kZobrist = core::makeZobristKeys<2 * kPoints>(0x60A0C0DEull);
    static constexpr std::uint64_t kSideKey = 0xC3A5C85C97CB3127ull;

    void flipSide();
    core::MoveError foulRecursive(int p);
    // Line `dir` of the empty point q changed: refresh its pattern there for the colours in
    // the mask Colours / `colours` (bit 0 Black, bit 1 White; not 0).
    template<int Colours> void refresh(int q, int dir);
    void refreshColours(int q, int dir, int colours);
    // The empty point q joins (Sign +1) or leaves (-1) the points whose values are summed.
    template<int Sign> void addValues(int q);
    // The empty point q: recompute all its patterns (after remove(), and at construction).
    void refreshAll(int q);
    void setFlags(int colour, int q, std::uint8_t f);
    // Adds (Sign +1) or subtracts (-1) a stone of `own` on p to its line neighbours' keys and
    // calls visit(q, dir, colours) for each empty neighbour q, with the colours whose pattern
    // there may change (m_farColours five points away, both nearer).
    template<int Sign, typename Visit> void shiftKeys(int p, int own, Visit &&visit);
    void removeRecorded(int p, int own);

    // A journal pointer that copies do not take: a copy starts detached; an assignment keeps
    // the target's journal and clears it (its records describe the old position).
    struct JournalLink
    {
        MoveJournal *journal = nullptr;
        JournalLink() = default;
        JournalLink(const JournalLink &) { }
        JournalLink &operator=(const JournalLink &);
    };

    // Line keys, Black's in the low 16 bits and White's in the high ones (one add for both).
    std::array<std::array<std::uint32_t, kDirections>, kPoints> m_keys;
    std::array<std::array<PackedPatterns, kPoints>, 2> m_packed{};
    std::array<std::array<std::uint8_t, kPoints>, 2> m_flags{};
    std::array<std::array<PointSet, kFlagSets>, 2> m_sets{};
    std::array<core::Cell, kPoints> m_cells{};
    std::array<std::uint8_t, kPoints> m_near{};
    PointSet m_nearPoints;
    const LinePattern *m_tables[2];
    const std::uint8_t *m_flagTable;
    const PointValues *m_values = nullptr;
    std::array<PointValues, 2> m_valueSums{};
    std::uint64_t m_hash = 0;
    int m_stones = 0;
    int m_farColours = 3; // the colours under an exact-five rule (see the constructor)
    WinRule m_rule;
    core::Side m_side = core::Side::Black;
    JournalLink m_link;
};

inline int pointIndex(core::Point p) { return p.y * kSize + p.x; }
inline core::Point pointOf(int index) { return {index % kSize, index / kSize}; }

// "H8": column letter A..O from the left, row number 1..15 from the bottom (as in Go and GTP,
// but no letter is skipped).
std::string pointText(int p);
// Accepts "H8" and "h8"; nullopt for anything else (including trailing text).
std::optional<int> parsePoint(std::string_view text);

} // namespace qiju::gomoku
