// Gomoku test positions from their one-line position text (rules name, rows, side to move),
// as the concrete GomokuGame the searches take. Header-only test helper.
#pragma once

#include <memory>

#include "games/gomoku/gomokugame.h"

namespace qiju::test {

inline std::unique_ptr<gomoku::GomokuGame> gomokuFromText(const char *rules, const char *text)
{
    auto g = gomoku::GomokuGame::fromText(rules, text, nullptr);
    return std::unique_ptr<gomoku::GomokuGame>(static_cast<gomoku::GomokuGame *>(g.release()));
}

} // namespace qiju::test
