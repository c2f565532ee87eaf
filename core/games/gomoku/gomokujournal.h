// Undo by copy for GomokuPosition: while a journal is attached (GomokuPosition::setJournal()),
// put() records what it changes — the patterns and flags of the line neighbours whose patterns
// changed, the point sets, the near points and the value sums — and remove() of that stone
// copies them back instead of recomputing every neighbour's patterns. Only the line keys and
// the near counts are undone by arithmetic. Kept outside the position (which is copied by
// value) and reused from search to search; one per thread.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "gomokuposition.h"

namespace qiju::gomoku {

class MoveJournal
{
public:
    MoveJournal();
    // Forgets every record: the next remove()s recompute until put() records again.
    void clear()
    {
        m_plies = 0;
        m_changes = 0;
    }
    int depth() const { return m_plies; }

private:
    friend class GomokuPosition;

    static constexpr int kMaxPlies = 160;
    // A stone changes the patterns of at most this many points (ten per line).
    static constexpr int kMaxChangesPerPly = 2 * kHalfLine * kDirections;

    // One empty point's patterns and flags for both colours before the put.
    struct Change
    {
        std::int16_t point;
        std::array<PackedPatterns, 2> packed;
        std::array<std::uint8_t, 2> flags;
    };
    struct Ply
    {
        int point;
        int firstChange;
        std::array<std::array<PointSet, kFlagSets>, 2> sets;
        PointSet nearPoints;
        std::array<PointValues, 2> valueSums;
        std::array<std::uint8_t, 2> flags; // of the point itself
    };

    std::vector<Ply> m_ply;
    std::vector<Change> m_change;
    int m_plies = 0;
    int m_changes = 0;
};

// Attaches a journal to a position for the lifetime of the scope.
class JournalScope
{
public:
    JournalScope(GomokuPosition &pos, MoveJournal &journal)
        : m_pos(pos)
    {
        m_pos.setJournal(&journal);
    }
    ~JournalScope() { m_pos.setJournal(nullptr); }
    JournalScope(const JournalScope &) = delete;
    JournalScope &operator=(const JournalScope &) = delete;

private:
    GomokuPosition &m_pos;
};

} // namespace qiju::gomoku
