// The features of one candidate move of the learned Go move model (gomovemodel.h), after
// Coulom (2007): one level per tactical group (pass, capture, escape from atari, atari,
// self-atari, distance to the last move and to the one before, line) and the canonical hashes
// of the spatial patterns around the point (gopatterns.h). Every feature is the same under the
// 8 board symmetries and a colour swap. GoFeatureContext holds the per-position part; it
// points at the board it was set on (which must outlive it). No allocation; not thread-safe.
#pragma once

#include <array>
#include <cstdint>

#include "gopatterns.h"

#include "games/go/goboard.h"

namespace qiju::ai::go {

enum class FeatureGroup : std::uint8_t {
    Pass,      // 1 after a pass, 2 otherwise
    Capture,   // 1 takes the last move's chain, 2 takes a chain next to an own chain in atari,
               // 3 takes one stone, 4 takes more
    Escape,    // from atari: 1 into a ladder, 2 from the last move's atari, 3 other
    Atari,     // 1 starts a working ladder, 2 with a ko on the board, 3 other
    SelfAtari, // 1 a lone stone, 2 a chain
    DistLast,  // 1..17: gridcular distance to the last move minus 1 (17 = 18 or more)
    DistPrev,  // the same for the move before it
    Line,      // 1..5: distance to the edge (5 = five or more)
    Count
};
inline constexpr int kTacticalGroups = static_cast<int>(FeatureGroup::Count);
inline constexpr std::array<int, kTacticalGroups> kGroupLevels = {2, 4, 3, 3, 2, 17, 17, 5};

struct MoveFeatures
{
    std::array<std::uint8_t, kTacticalGroups> level{}; // 0: the group has no feature here
    SpatialHashes patterns{};                          // zero for the pass
    bool pass = false;

    friend bool operator==(const MoveFeatures &, const MoveFeatures &) = default;
};

class GoFeatureContext
{
public:
    // b with its side to move; lastMove and prevMove are points, kPassMove or kNoPoint.
    void set(const qiju::go::GoBoard &b, int lastMove, int prevMove);
    const qiju::go::GoBoard &board() const { return *m_board; }

    // The features of p (an empty point where the side to move may play, or kPassMove).
    void extract(int p, MoveFeatures *out) const;

private:
    const qiju::go::GoBoard *m_board = nullptr;
    int m_last = 0;
    int m_prev = 0;
    qiju::go::Stone m_me = qiju::go::Stone::Black;
    LibertyMap m_libs;
};

} // namespace qiju::ai::go
