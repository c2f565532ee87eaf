// NoGo behind the core::Game interface, on the shared GoBoard: a placement that would
// capture or leave its own chain without liberties is illegal, there is no pass, and the side
// to move without a legal move has lost (result() then says so and legalMoves() is empty).
// Value-like; not thread-safe.
#pragma once

#include "nogorules.h"

#include "common/game.h"
#include "games/go/goboard.h"

namespace qiju::nogo {

class NogoGame final : public core::Game
{
public:
    explicit NogoGame(const NogoRules &rules = {});

    static std::unique_ptr<core::Game> create(std::string_view rules, core::ParseError *error);
    // "<rows> <b|w>" as for Go (9 rows); a position must not hold a chain without liberty.
    static std::unique_ptr<core::Game> fromText(
        std::string_view rules, std::string_view position, core::ParseError *error);

    // The stones and side to move of `setup` (9x9). See core::GameInfo::arrange.
    static std::unique_ptr<core::Game> arrange(std::string_view rules,
                                               const core::BoardSetup &setup);

    const go::GoBoard &board() const { return m_board; }
    const NogoRules &rules() const { return m_rules; }
    // Why `side` may not play at p (None if legal), independent of whose turn it is.
    core::MoveError placementError(core::Point p, core::Side side) const;
    // What makes an illegal placement illegal, to show on the board: for Capture the
    // opponent's stones that would be taken, for Suicide the own chain (with the new stone)
    // that would have no liberty. Empty for other errors.
    std::vector<core::Point> illegalCause(core::Point p) const override;
    bool hasChains() const override { return true; }
    int liberties(core::Point p) const override;
    // Every empty point the side to move may not play (Capture or Suicide).
    std::vector<std::pair<core::Point, core::MoveError>> forbiddenPoints() const override;

    core::GameId id() const override { return core::GameId::Nogo; }
    std::unique_ptr<core::Game> clone() const override;
    int width() const override { return kNogoSize; }
    int height() const override { return kNogoSize; }
    core::Cell cell(core::Point p) const override;
    core::Side sideToMove() const override { return m_board.toMove(); }
    std::vector<core::Move> legalMoves() const override;
    core::MoveError check(const core::Move &move) const override;
    core::MoveTransition play(const core::Move &move) override;
    std::optional<core::GameResult> result() const override { return m_result; }
    // A set-up position may not hold a chain without liberties (a captured group, which NoGo
    // never allows), and the side to move must have a legal move (else it has lost at once).
    core::SetupCheck checkSetup() const override;
    int pieceCount(core::Side s) const override;
    int plyCount() const override { return m_plies; }
    std::string positionText() const override;
    std::string rulesText() const override { return m_rules.toText(); }
    std::string moveText(const core::Move &move) const override;
    std::optional<core::Move> parseMove(std::string_view text) const override;
    std::uint64_t hash() const override;

private:
    void updateResult();

    go::GoBoard m_board;
    NogoRules m_rules;
    std::optional<core::GameResult> m_result;
    int m_plies = 0;
};

} // namespace qiju::nogo
