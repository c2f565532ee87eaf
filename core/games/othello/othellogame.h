// Othello behind the game-independent core::Game interface (model and views use this; the
// search uses OthelloPosition directly). Value-like; not thread-safe.
#pragma once

#include "othelloposition.h"

#include "common/game.h"

namespace qiju::othello {

inline constexpr std::string_view kOthelloPresets[] = {"standard"};

class OthelloGame final : public core::Game
{
public:
    explicit OthelloGame(const OthelloPosition &start = OthelloPosition::start())
        : m_position(start)
    {}

    static std::unique_ptr<core::Game> create(std::string_view rules, core::ParseError *error);
    static std::unique_ptr<core::Game> fromText(std::string_view rules, std::string_view position,
                                                core::ParseError *error);

    // The discs and side to move of `setup` (8x8, no blocked squares). See
    // core::GameInfo::arrange.
    static std::unique_ptr<core::Game> arrange(std::string_view rules,
                                               const core::BoardSetup &setup);

    const OthelloPosition &position() const { return m_position; }

    core::GameId id() const override { return core::GameId::Othello; }
    std::unique_ptr<core::Game> clone() const override;
    int width() const override { return 8; }
    int height() const override { return 8; }
    core::Cell cell(core::Point p) const override;
    core::Side sideToMove() const override { return m_position.sideToMove(); }
    std::vector<core::Move> legalMoves() const override;
    core::MoveError check(const core::Move &move) const override;
    core::MoveTransition play(const core::Move &move) override;
    std::optional<core::GameResult> result() const override;
    // A set-up position must have the four centre squares d4, e4, d5, e5 occupied (every game
    // starts with them filled and discs are never removed, so every real position has them),
    // and the side to move must have a move: not a forced pass (give the move to the other
    // side instead), not a finished game.
    core::SetupCheck checkSetup() const override;
    int pieceCount(core::Side s) const override;
    int plyCount() const override { return m_plies; }
    std::string positionText() const override { return m_position.toText(); }
    std::string rulesText() const override { return "standard"; }
    std::string moveText(const core::Move &move) const override;
    std::optional<core::Move> parseMove(std::string_view text) const override;
    std::uint64_t hash() const override { return m_position.hash(); }

    static int squareOf(core::Point p) { return p.y * 8 + p.x; }
    static core::Point pointOf(int sq) { return {sq % 8, sq / 8}; }
    static core::Move moveOf(int sq);

private:
    OthelloPosition m_position;
    int m_plies = 0;
};

} // namespace qiju::othello
