// Ataxx perft on bitboards, libataxx convention (as rulesdata/ataxx/perft.txt): a forced pass
// is one move (one node), a finished game has no moves (no pieces for a side, no empty square
// either side can reach, or the half-move clock at `clockLimit`). Counted this way whatever the
// game's rules preset is, because that is the convention published counts use.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "games/ataxx/ataxxposition.h"

namespace qiju::ai {

std::uint64_t ataxxPerft(const qiju::ataxx::AtaxxPosition &pos, int depth, int clockLimit = 100);
// Per-move subtotals in generation order (a lone "0000" when the mover must pass).
std::vector<std::pair<std::string, std::uint64_t>> ataxxPerftDivide(
    const qiju::ataxx::AtaxxPosition &pos, int depth, int clockLimit = 100);

} // namespace qiju::ai
