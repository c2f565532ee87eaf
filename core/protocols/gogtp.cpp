#include "gogtp.h"

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

} // namespace qiju::protocols
