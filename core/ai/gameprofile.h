// The AI's table of games: one GameProfile row per game with its engine factory, difficulty
// levels, bench and perft entries, review and move-value budgets and match openings. Code in
// the AI and above asks these rows and never names a game (the game's own facts are in
// games/gameregistry.h, its widgets in widgets/gameui/gameui.h). Constant data; any thread.
#pragma once

#include <atomic>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine.h"
#include "levels.h"
#include "movevalues.h"
#include "searchtypes.h"

#include "common/game.h"

namespace qiju::ai {

// One position's evaluation for the critical moments, when the game measures it its own way.
struct ReviewSample
{
    bool known = false;
    bool reliable = false; // searched enough for a loss measured with it to count
    double value = 0;      // the side to move's view, in the row's reviewUnit
    core::Move best;
};

// Learned data that a game's AI reads when it first searches (a weights file) and could not
// use; the AI then plays with simpler built-in knowledge.
struct DataProblem
{
    std::string source; // the file's path; empty: the data built into Qiju
    std::string reason; // one line, in English
};

struct GameProfile
{
    core::GameId id;
    // A fresh engine for the game.
    std::unique_ptr<Engine> (*createEngine)();
    // The limits of a difficulty level; `userTimeMs` is the player's time per move.
    SearchLimits (*levelLimits)(Level level, int userTimeMs);
    // The game's bench: one line per position, last "Bench: <nodes> nodes <nps> nps".
    bool (*bench)(std::ostream &out);
    // Leaves of the legal-move tree (the game's fast perft, or gamePerft()).
    std::uint64_t (*perft)(const core::Game &game, int depth);
    // Per-move subtotals, when the game counts them its own way; nullptr: perft() per move.
    std::vector<std::pair<std::string, std::uint64_t>> (*perftDivide)(const core::Game &game,
                                                                      int depth);
    bool playouts; // the engine is an MCTS that takes a fixed playout budget

    // Critical moments (criticalmoments.h): the unit of the values compared, the budget of one
    // position's evaluation (threads and seed are set by reviewLimits()), the search's score
    // as a value in that unit, whether a position is judged at all (not in an opening
    // protocol), and the smallest loss reported. The opening's moves are never judged: the
    // first (board area / openingAreaPerMove). A loss counts only when both evaluations are
    // reliable: reviewSearch() says so, or (when it is nullptr) the engine's search proved
    // its value or completed reviewMinimumDepth.
    ScoreUnit reviewUnit;
    SearchLimits (*reviewBudget)(const core::Game &position);
    double (*reviewValue)(double score);
    bool (*reviewable)(const core::Game &position);
    double minimumSwing;
    int openingAreaPerMove;
    int reviewMinimumDepth;
    ReviewSample (*reviewSearch)(Engine &engine, const core::Game &position,
                                 const SearchLimits &limits, const std::atomic<bool> &stop);
    // An exact search result is a proven win or loss (else an exact final count).
    bool exactIsWin;

    // The board overlay's move values (movevalues.h).
    MoveValues (*moveValues)(const core::Game &game, const std::atomic<bool> &stop);

    // Random plies from the start before each game of a match, for variety.
    int matchOpeningPlies;

    // The problem with the game's learned data, if any (loads it on the first call); nullptr:
    // the game's AI reads no such data.
    std::optional<DataProblem> (*dataProblem)();
};

// Every game's row, in the bench's order.
std::span<const GameProfile> gameProfiles();
const GameProfile &gameProfile(core::GameId game);

// A fresh engine for `game` (its row's factory).
std::unique_ptr<Engine> createEngine(core::GameId game);

} // namespace qiju::ai
