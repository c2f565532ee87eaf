#include "gosetup.h"

#include "gorules.h"

namespace qiju::go {

std::optional<GoBoard> arrangeBoard(const core::BoardSetup &setup, int size)
{
    const int n = setup.width;
    if (setup.height != n || n < kMinSize || n > kMaxSize || (size != 0 && n != size)
        || setup.cells.size() != static_cast<std::size_t>(n * n))
        return std::nullopt;
    GoBoard board(n);
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            switch (setup.at({x, y})) {
            case core::Cell::Empty: break;
            case core::Cell::Black: board.setup(board.point(x, y), Stone::Black); break;
            case core::Cell::White: board.setup(board.point(x, y), Stone::White); break;
            case core::Cell::Blocked: return std::nullopt;
            }
        }
    }
    board.setToMove(setup.toMove);
    return board;
}

core::SetupCheck checkLiberties(const GoBoard &board)
{
    std::vector<core::Point> dead;
    const int n = board.size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const int p = board.point(x, y);
            if (board.at(p) != Stone::Empty && board.liberties(p, 1) == 0)
                dead.push_back({x, y});
        }
    }
    if (dead.empty())
        return {};
    return core::SetupCheck::fail(core::SetupError::NoLiberties, std::move(dead));
}

} // namespace qiju::go
