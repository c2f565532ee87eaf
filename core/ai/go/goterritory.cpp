#include "goterritory.h"

#include "goestimator.h"

#include "games/go/goscore.h"

namespace qiju::ai::go {

using core::Cell;
using qiju::go::GoBoard;
using qiju::go::Stone;

TerritoryAdvice territoryAdvice(
    const GoBoard &board, const qiju::go::GoRules &rules, std::uint64_t seed)
{
    const std::vector<bool> dead = estimateDeadStones(board, kDefaultEstimatePlayouts, seed);
    const qiju::go::GoScore count = qiju::go::score(board, dead, rules);
    const int size = board.size();
    const auto at = [&](int p) {
        const core::Point c = board.toPoint(p);
        return static_cast<std::size_t>(c.y * size + c.x);
    };
    const bool black = board.toMove() == core::Side::Black;
    const Cell mine = black ? Cell::Black : Cell::White;

    // The size of every region of empty points and dead stones (what the count fills).
    std::vector<int> regionSize(qiju::go::kMaxPoints, 0);
    std::vector<int> stack;
    std::vector<int> region;
    for (int i = 0; i < board.emptyCount(); ++i) {
        const int start = board.emptyAt(i);
        if (regionSize[start] > 0)
            continue;
        region.assign(1, start);
        stack.assign(1, start);
        regionSize[start] = -1; // queued
        while (!stack.empty()) {
            const int p = stack.back();
            stack.pop_back();
            for (int nb : board.neighbours(p)) {
                const Stone s = board.at(nb);
                const bool open = s == Stone::Empty
                    || ((s == Stone::Black || s == Stone::White) && dead[at(nb)]);
                if (open && regionSize[nb] == 0) {
                    regionSize[nb] = -1;
                    stack.push_back(nb);
                    region.push_back(nb);
                }
            }
        }
        for (int p : region)
            regionSize[p] = static_cast<int>(region.size());
    }
    // A region of one colour larger than half the board is not territory yet: one stone on
    // an empty board borders a single region too.
    const int maxTerritory = size * size / 2;

    TerritoryAdvice advice;
    const core::GameResult r = qiju::go::resultOf(count, rules);
    advice.moverResult
        = r.outcome == core::Outcome::Draw ? 0.5 : (r.isWinFor(board.toMove()) ? 1.0 : 0.0);
    advice.settled = true;
    for (int i = 0; i < board.emptyCount(); ++i) {
        const int p = board.emptyAt(i);
        bool tactical = false;      // a liberty of a live chain with at most two liberties
        bool openNeighbour = false; // next to another point that belongs to nobody
        for (int nb : board.neighbours(p)) {
            const Stone s = board.at(nb);
            if (s == Stone::Empty) {
                openNeighbour = openNeighbour || count.ownership[at(nb)] == Cell::Empty
                    || regionSize[nb] > maxTerritory;
            } else if ((s == Stone::Black || s == Stone::White) && !dead[at(nb)])
                tactical = tactical || board.liberties(nb, 3) <= 2;
        }
        const Cell owner = regionSize[p] > maxTerritory ? Cell::Empty : count.ownership[at(p)];
        if (owner == mine && !tactical)
            advice.ownTerritory.push_back(p);
        // Nobody's and next to another such point: a boundary still open (a lone neutral
        // point, or a seki eye, is worth nothing to either side).
        if (tactical || (owner == Cell::Empty && openNeighbour))
            advice.settled = false;
    }
    return advice;
}

} // namespace qiju::ai::go
