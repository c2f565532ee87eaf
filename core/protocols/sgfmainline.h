// The main line of an SGF record, just enough for GTP's loadsgf: board size, komi, setup
// stones (AB/AW) and the B/W moves of the first variation. Points are SGF letter pairs ("aa" =
// top-left, x the column, y the row), in a GM[2] record also Othello's "e4"; an empty value or
// "tt" on a board up to 19 is a pass.
// Read with formats::parseSgf (compressed point lists, escapes and old-style property names
// included). Value type; the reader never throws and rejects what it cannot read.
#pragma once

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "common/game.h"

namespace qiju::protocols {

struct SgfMainLine
{
    int size = 0; // SZ, 0 when absent
    std::optional<double> komi;
    std::vector<core::Point> setupBlack;
    std::vector<core::Point> setupWhite;
    std::vector<std::pair<core::Side, core::Move>> moves;

    // True when the setup stones are absent or exactly the stones of `start` (Othello records
    // list the four start discs).
    bool matchesStart(const core::Game &start) const;
};

std::optional<SgfMainLine> readSgfMainLine(std::string_view text);

} // namespace qiju::protocols
