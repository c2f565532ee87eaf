// Whole-game playouts for the Go and NoGo tree search: from a board, both sides play the
// policy of goplayout.h to the end (Go: two passes, a move cap or the mercy rule; NoGo: the side
// to move has no legal point), every move is recorded for AMAF, and the end is scored from
// Black's view. Plain functions over a GoBoard copy; thread-safe (each thread owns its Rng and
// its MoveRecord).
#pragma once

#include <array>
#include <cstdint>

#include "goplayout.h"

namespace qiju::ai::go {

// The pass in the tree and in move records (GoBoard points are > 0).
inline constexpr int kPassMove = -1;

// The moves of one simulation in order (tree part, then playout), with the first index at
// which each colour played each point: the data of the AMAF (all moves as first) update.
class MoveRecord
{
public:
    void clear()
    {
        ++m_stamp;
        m_length = 0;
    }
    int length() const { return m_length; }
    // Records point p (or kPassMove) played by `s`.
    void add(int p, Stone s)
    {
        const int i = m_length++;
        if (i < kKept)
            m_moves[static_cast<std::size_t>(i)] = {static_cast<std::int16_t>(p), s};
        if (p <= 0)
            return;
        auto &first = s == Stone::Black ? m_firstBlack : m_firstWhite;
        if (first[p].stamp != m_stamp)
            first[p] = {m_stamp, i};
    }
    // The index at which `s` first played p in this simulation, or -1.
    int firstIndex(int p, Stone s) const
    {
        if (p <= 0)
            return -1;
        const auto &first = s == Stone::Black ? m_firstBlack : m_firstWhite;
        return first[p].stamp == m_stamp ? first[p].index : -1;
    }

    // The i-th move recorded (i < min(length(), kKept)): its point (or kPassMove) and colour.
    struct Played
    {
        std::int16_t point = 0;
        Stone stone = Stone::Empty;
    };
    static constexpr int kKept = 4 * qiju::go::kMaxPoints;
    int kept() const { return m_length < kKept ? m_length : kKept; }
    Played at(int i) const { return m_moves[static_cast<std::size_t>(i)]; }

private:
    struct Entry
    {
        std::uint32_t stamp = 0;
        int index = 0;
    };
    std::array<Played, kKept> m_moves{};
    std::uint32_t m_stamp = 1;
    int m_length = 0;
    std::array<Entry, qiju::go::kMaxPoints> m_firstBlack{};
    std::array<Entry, qiju::go::kMaxPoints> m_firstWhite{};
};

// How a finished Go playout is counted: area (stones + empty points whose neighbours are all
// one colour) against komi. Territory rules are counted by area too in playouts: the
// difference is prisoners and seki, which matters little to a win/loss estimate.
struct GoCount
{
    double komi = 7.5;
    bool blackWinsTie = false;
};

// Black's result of a board counted as it stands: 1 win, 0.5 tie (a draw), 0 loss.
double goAreaResult(const GoBoard &b, const GoCount &count);

// Black's result (1, 0.5, 0) of the count of b under `rules` with every stone alive.
double goCountResult(const GoBoard &b, const qiju::go::GoRules &rules);

// Plays a Go playout on b from `passes` consecutive passes and `lastMove` (kNoPoint if none);
// returns Black's result (1, 0.5 or 0). Moves are added to `record`.
// `replies` (may be null) are passed to the policy.
class ReplyTable;
double goPlayout(GoBoard &b, int passes, int lastMove, const GoCount &count, Rng &rng,
    MoveRecord &record, const ReplyTable *replies = nullptr);

// Plays a NoGo playout on b; returns Black's result (1 or 0): the side that cannot move loses.
double nogoPlayout(GoBoard &b, Rng &rng, MoveRecord &record);

} // namespace qiju::ai::go
