// Othello game transcripts: the moves of a game as one string of squares ("f5d6c3d3..."),
// passes implicit (inserted where the mover has no move), as on every Othello server.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "othelloposition.h"

namespace qiju::othello {

// Parses a transcript played from `start`; returns the squares played including a
// kPassSquare for every forced pass. Blanks and "--"/"pass" are allowed between moves.
// nullopt if a square is malformed or illegal (the transcript is rejected as a whole).
std::optional<std::vector<int>> parseTranscript(std::string_view text,
                                                OthelloPosition start = OthelloPosition::start());

// Writes the squares (passes omitted) as lowercase "f5d6c3".
std::string transcriptText(const std::vector<int> &squares);

} // namespace qiju::othello
