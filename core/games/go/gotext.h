// Text forms shared by Go and NoGo: "D4" point text (columns A-Z without I, rows counted from
// the bottom), the board rows of the one-line position text, and the standard handicap points.
// Plain functions; thread-safe.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "goboard.h"

namespace qiju::go {

std::string pointText(core::Point p, int size);
// Case-insensitive; nullopt outside the board or for "I" columns.
std::optional<core::Point> parsePointText(std::string_view text, int size);

// Rows top to bottom separated by '/': 'x' Black, 'o' White, a number for a run of empties.
std::string boardRowsText(const GoBoard &board);
// Reads rows text into a fresh board (stones by setup); false if malformed, not square,
// outside 5-25, or a chain has no liberty.
bool parseBoardRows(std::string_view rows, GoBoard *board);

// The standard handicap points in GTP fixed_handicap order; empty if the board has not
// that many (see maxHandicap()).
std::vector<core::Point> handicapPoints(int size, int stones);

} // namespace qiju::go
