// Go behind the game-independent core::Game interface: GoBoard plus the history its rules
// need (positional or situational superko, consecutive passes), handicap placement, the end
// after two passes and the count with the stones marked dead (see goscore.h). After two passes
// result() is the count with deadStones(); the GUI's marking step changes them with
// setDeadStones()/toggleDeadChain(), pre-filled by ai::go::estimateDeadStones() (see
// model::GoMarking).
// Value-like (clone() copies the history); not thread-safe.
#pragma once

#include "goboard.h"
#include "gorules.h"
#include "goscore.h"
#include "gotext.h"

#include "common/game.h"

namespace qiju::go {

class GoGame final : public core::Game
{
public:
    explicit GoGame(const GoRules &rules = {});

    static std::unique_ptr<core::Game> create(std::string_view rules, core::ParseError *error);
    // Position text as positionText() writes it: rows top to bottom separated by '/', 'x'
    // Black, 'o' White, a number for a run of empty points; then "b" or "w" to move; then
    // optional "captures=B,W", "ko=D5" (the point the side to move may not retake) and
    // "passes=N". The board size comes from the rows (it overrides the rules' size).
    static std::unique_ptr<core::Game> fromText(
        std::string_view rules, std::string_view position, core::ParseError *error);

    // The stones and side to move of `setup` (its size overrides the rules' size; no
    // handicap rule: the stones are the setup's). See core::GameInfo::arrange.
    static std::unique_ptr<core::Game> arrange(std::string_view rules,
                                               const core::BoardSetup &setup);

    const GoBoard &board() const { return m_board; }
    const GoRules &rules() const { return m_rules; }
    int size() const { return m_board.size(); }
    int consecutivePasses() const { return m_passes; }
    // Both players passed: the game is over and is counted with deadStones().
    bool endedByPasses() const { return m_passes >= 2; }
    // Whether a marking step makes sense (the game ended by passes and the rules count dead
    // stones; Tromp-Taylor counts every stone as it stands).
    bool needsMarking() const { return endedByPasses() && m_rules.markDead; }
    bool awaitsMarking() const override { return needsMarking(); }

    // One flag per point in display order (y * size + x); all false until marked.
    const std::vector<bool> &deadStones() const { return m_dead; }
    // Replaces the marks (flags on empty points are ignored) and recounts the result.
    void setDeadStones(std::vector<bool> dead);
    // Toggles the whole chain at p (nothing if p is empty) and recounts.
    void toggleDeadChain(core::Point p);
    // The count now, with the marked dead stones, under the game's rules.
    GoScore score() const;

    // Why the side to move may not play at p: Occupied, Ko, Suicide, Superko, ... or None.
    core::MoveError placementError(core::Point p) const;
    // Liberties of the chain at p (0 for an empty point), for the GUI's liberty display.
    bool hasChains() const override { return true; }
    int liberties(core::Point p) const override;

    core::GameId id() const override { return core::GameId::Go; }
    std::unique_ptr<core::Game> clone() const override;
    int width() const override { return size(); }
    int height() const override { return size(); }
    core::Cell cell(core::Point p) const override;
    core::Side sideToMove() const override { return m_board.toMove(); }
    std::vector<core::Move> legalMoves() const override;
    core::MoveError check(const core::Move &move) const override;
    core::MoveTransition play(const core::Move &move) override;
    std::optional<core::GameResult> result() const override { return m_result; }
    // A set-up position may not hold a chain without liberties (it would have been captured).
    core::SetupCheck checkSetup() const override;
    int pieceCount(core::Side s) const override;
    int captures(core::Side s) const override { return m_board.captures(s); }
    int plyCount() const override { return m_plies; }
    std::string positionText() const override;
    std::string rulesText() const override { return m_rules.toText(); }
    std::string moveText(const core::Move &move) const override;
    std::optional<core::Move> parseMove(std::string_view text) const override;
    std::uint64_t hash() const override;

    // The superko key of the current position under the game's ko rule, and whether a key
    // was seen before (the search uses both to keep its tree legal).
    std::uint64_t historyKey(std::uint64_t stonesHash, core::Side toMove) const;
    bool seen(std::uint64_t key) const;

private:
    void recordPosition();
    void recount();

    GoBoard m_board;
    GoRules m_rules;
    std::vector<std::uint64_t> m_history; // superko keys of every position so far
    std::vector<bool> m_dead;
    std::optional<core::GameResult> m_result;
    int m_passes = 0;
    int m_plies = 0;
};

} // namespace qiju::go
