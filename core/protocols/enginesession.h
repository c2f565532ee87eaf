// EngineSession: what every protocol server keeps between commands — the game being played
// (rules, start position, the moves since, undo), Qiju's search engine for it, the strength
// (level name and time per move) and the clock. Game-generic: every game goes through
// core::Game and the registries. Not thread-safe; think() may run on another thread while the
// caller only reads nothing else of the session.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "timemanager.h"

#include "ai/engine.h"
#include "ai/levels.h"
#include "common/game.h"

namespace qiju::protocols {

class EngineSession
{
public:
    explicit EngineSession(core::GameId game = {});
    ~EngineSession();

    // A new game of `game` under `rules` (empty = the default preset) from its start position.
    // Changes nothing and returns false when the game is unavailable or the rules invalid.
    bool reset(core::GameId game, const std::string &rules, core::ParseError *error = nullptr);
    // Starts from a position text (as positionText() writes it) under the current rules.
    bool setStartPosition(const std::string &text, core::ParseError *error = nullptr);
    // Other rules for the same game, keeping a set-up start position and the moves played so
    // far as long as they stay legal (the rest is dropped). False (nothing changed) for
    // invalid rules or a set-up start the new rules cannot hold.
    bool changeRules(const std::string &rules, core::ParseError *error = nullptr);
    // Back to the start position (the last one set), keeping game and rules.
    void restart();
    // Starts from a position text (empty: the rules' standard start) as a protocol sends it
    // before every search (UAI's `position`): when that is the start already set, only goes
    // back to it (restart()), so the engine keeps its tables from the searches before.
    bool startFrom(const std::string &text, core::ParseError *error = nullptr);
    // A new game from the rules' standard start position.
    void newGame() { reset(m_game, m_rules); }

    core::GameId gameId() const { return m_game; }
    const std::string &rules() const { return m_rules; }
    const core::Game &position() const { return *m_history.back(); }
    const core::Game &startPosition() const { return *m_history.front(); }
    const std::vector<core::Move> &moves() const { return m_moves; }
    bool isOver() const { return position().result().has_value(); }

    // Plays `move` for the side to move if legal; returns why not otherwise.
    core::MoveError play(const core::Move &move);
    bool undo();

    void setLevel(ai::Level level) { m_level = level; }
    ai::Level level() const { return m_level; }
    // The time per move when no clock is set (and the cap a weaker level applies).
    void setMoveTime(int ms) { m_moveTimeMs = ms; }
    int moveTime() const { return m_moveTimeMs; }
    // Go and NoGo: a fixed number of playouts per move instead of the level's, with no time
    // limit (reproducible strength tests); 0 = the level's.
    void setPlayouts(std::int64_t playouts) { m_playouts = playouts; }
    // Alpha-beta games: a fixed node budget per move instead of the clock (reproducible
    // strength tests between two builds); 0 = the clock's.
    void setNodes(std::int64_t nodes) { m_nodes = nodes; }
    std::int64_t nodes() const { return m_nodes; }
    // Search threads instead of the level's; 0 = the level's.
    void setThreads(int threads) { m_threads = threads; }
    TimeManager &clock() { return m_clock; }

    bool hasAi() const { return m_engine != nullptr; }
    // The limits for the side to move's next search: the level's, with the clock's budget.
    ai::SearchLimits nextLimits() const;
    // The level's limits for a budget of `budgetMs`, with the fixed playouts, nodes and
    // threads set above.
    ai::SearchLimits limitsFor(int budgetMs) const;
    // Qiju's choice in the current position (not played). best is Move{} when the game is over
    // or the game has no AI. Runs on the calling thread; honours `stop`.
    ai::SearchInfo think(const ai::SearchLimits &limits, const std::atomic<bool> &stop,
        const ai::ProgressFn &progress = {});

private:
    core::GameId m_game;
    std::string m_rules;
    std::vector<std::unique_ptr<core::Game>> m_history; // [0] is the start position
    std::vector<core::Move> m_moves;
    std::unique_ptr<ai::Engine> m_engine;
    ai::Level m_level = ai::Level::Expert;
    int m_moveTimeMs = 1000;
    std::int64_t m_playouts = 0;
    std::int64_t m_nodes = 0;
    int m_threads = 0;
    TimeManager m_clock;

    // A start position from its text (empty: the rules' standard start); null if invalid.
    std::unique_ptr<core::Game> startGame(const std::string &text, core::ParseError *error) const;
    // Starts from `start` with no moves, clearing the engine's tables.
    void install(std::unique_ptr<core::Game> start);
};

// Empty points on the board (for time estimates).
int emptyPoints(const core::Game &position);

} // namespace qiju::protocols
