// The lookup the three per-game tables share (GameInfo, ai::GameProfile, widgets::GameUi): the
// row of a game in a table that has one row per game (tests/widgets/tst_gamerows checks that).
// Header only; constant data, any thread.
#pragma once

#include <span>

#include "common/types.h"

namespace qiju::core {

// The row whose `id` is `game`; the table's first row for an id without one.
template <typename Row>
const Row &gameRow(std::span<const Row> rows, GameId game)
{
    for (const Row &row : rows) {
        if (row.id == game)
            return row;
    }
    return rows.front();
}

} // namespace qiju::core
