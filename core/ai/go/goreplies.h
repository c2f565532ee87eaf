// The "last good reply with forgetting" playout memory (Drake 2009; Baier and Drake 2010): for
// each colour and each opponent move, the reply that colour played in the last simulation it
// won; a stored reply that was played in a lost simulation is forgotten. The playout policy
// tries the stored reply to the last move before its shapes and random moves. One table per
// search thread; not thread-safe.
#pragma once

#include <array>
#include <cstdint>

#include "gorollout.h"

namespace qiju::ai::go {

class ReplyTable
{
public:
    // The reply `s` remembers to the opponent's move at p, or qiju::go::kNoPoint.
    int reply(Stone s, int p) const
    {
        return p > 0 ? m_reply[side(s)][static_cast<std::size_t>(p)] : qiju::go::kNoPoint;
    }

    // Learns from one simulation whose moves are in `record`; `blackResult` 1 win, 0 loss, 0.5
    // a tie (nothing learnt).
    void learn(const MoveRecord &record, double blackResult)
    {
        if (blackResult == 0.5)
            return;
        const Stone winner = blackResult > 0.5 ? Stone::Black : Stone::White;
        for (int i = 1; i < record.kept(); ++i) {
            const MoveRecord::Played prev = record.at(i - 1);
            const MoveRecord::Played move = record.at(i);
            if (prev.point <= 0 || move.point <= 0 || prev.stone == move.stone)
                continue;
            auto &slot = m_reply[side(move.stone)][static_cast<std::size_t>(prev.point)];
            if (move.stone == winner)
                slot = move.point;
            else if (slot == move.point)
                slot = qiju::go::kNoPoint;
        }
    }

private:
    static std::size_t side(Stone s) { return s == Stone::Black ? 0 : 1; }

    std::array<std::array<std::int16_t, qiju::go::kMaxPoints>, 2> m_reply{};
};

} // namespace qiju::ai::go
