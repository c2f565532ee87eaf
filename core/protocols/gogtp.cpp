#include "gogtp.h"

#include <algorithm>

#include "games/go/gogame.h"

namespace qiju::protocols {

std::optional<core::GameResult> goCountNow(const core::Game &position)
{
    const auto *go = dynamic_cast<const go::GoGame *>(&position);
    if (!go)
        return std::nullopt;
    const go::GoScore s = go::score(go->board(), {}, go->rules());
    return go::resultOf(s, go->rules());
}

std::vector<core::Point> goDeadStones(const core::Game &position)
{
    std::vector<core::Point> out;
    const auto *go = dynamic_cast<const go::GoGame *>(&position);
    if (!go)
        return out;
    const std::vector<bool> &dead = go->deadStones();
    for (int y = 0; y < go->size(); ++y) {
        for (int x = 0; x < go->size(); ++x) {
            const auto i = static_cast<std::size_t>(y * go->size() + x);
            if (i < dead.size() && dead[i])
                out.push_back({x, y});
        }
    }
    return out;
}

std::optional<core::Point> goSpreadPoint(int size, const std::vector<core::Point> &stones)
{
    const int inner = size >= 9 ? 2 : 1; // the lowest line allowed, from 0 at the edge
    std::optional<core::Point> best;
    bool bestInner = false;
    int bestSpace = -1;
    int bestCentre = 0;
    const int mid2 = size - 1; // twice the centre coordinate
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const core::Point p{x, y};
            if (std::find(stones.begin(), stones.end(), p) != stones.end())
                continue;
            int space = 4 * size * size; // no stone yet: every point has all the room
            for (core::Point s : stones)
                space = std::min(space, (s.x - x) * (s.x - x) + (s.y - y) * (s.y - y));
            const bool isInner = std::min({x, y, size - 1 - x, size - 1 - y}) >= inner;
            const int centre = (2 * x - mid2) * (2 * x - mid2) + (2 * y - mid2) * (2 * y - mid2);
            const bool better = !best
                || (isInner != bestInner     ? isInner
                        : space != bestSpace ? space > bestSpace
                                             : centre < bestCentre);
            if (better) {
                best = p;
                bestInner = isInner;
                bestSpace = space;
                bestCentre = centre;
            }
        }
    }
    return best;
}

std::optional<double> goKomi(const core::Game &position)
{
    const auto *go = dynamic_cast<const go::GoGame *>(&position);
    if (!go)
        return std::nullopt;
    return go->rules().komi;
}

std::vector<core::Point> goHandicapPoints(int size, int stones)
{
    return go::handicapPoints(size, stones);
}

int goMaxHandicap(int size) { return go::maxHandicap(size); }

} // namespace qiju::protocols
