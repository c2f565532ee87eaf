#include "godynkomi.h"

#include <algorithm>

namespace qiju::ai::go {

using qiju::go::Stone;

namespace {

constexpr double kKomiPerStone = 7.0;
constexpr double kHorizon19 = 200.0;
constexpr int kMaxHandicap = 9;

} // namespace

namespace {

// The stones each side has placed: on the board now, or captured since.
int placed(const qiju::go::GoBoard &b, core::Side side)
{
    const Stone own = side == core::Side::Black ? Stone::Black : Stone::White;
    return b.stoneCount(own) + b.captures(core::opposite(side));
}

} // namespace

int handicapStones(const qiju::go::GoBoard &b)
{
    // An even game: Black is one stone ahead with White to move, level with Black to move.
    const int extra = placed(b, core::Side::Black) - placed(b, core::Side::White)
        - (b.toMove() == core::Side::White ? 1 : 0);
    return extra >= 1 ? std::min(extra + 1, kMaxHandicap) : 0;
}

double dynamicKomi(const qiju::go::GoBoard &b, int plies)
{
    const int handicap = handicapStones(b);
    if (handicap == 0)
        return 0.0;
    const int moves = std::max(plies,
        placed(b, core::Side::Black) + placed(b, core::Side::White) - handicap);
    const double horizon = kHorizon19 * b.size() * b.size() / (19.0 * 19.0);
    const double left = 1.0 - moves / horizon;
    return left > 0 ? kKomiPerStone * handicap * left : 0.0;
}

} // namespace qiju::ai::go
