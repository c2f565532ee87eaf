// Ataxx behind the game-independent core::Game interface (model and views use this; the search
// uses AtaxxPosition directly). Adds what the position cannot know: the rules and, for
// Botzone, the positions already reached by each jump (a move that repeats an earlier
// position by the same move is illegal, MoveError::Repetition). Value-like; not thread-safe.
//
// Moves at the core::Move boundary: a clone is Move::place(to), a jump Move::jump(from, to).
// A Move::jump(from, to) whose squares are one step apart is accepted as the clone to `to`
// (a person may pick the source of a clone on the board; every clone to a square is the same
// move), and is written as the clone ("f1"). Points: x = file a..g, y = 0 for rank 7.
//
// When a Botzone game ends with the empties credited to a side, cell() and pieceCount() show
// those squares as that side's pieces (as the Botzone judge counts them); positionText()
// keeps the board as played.
#pragma once

#include <vector>

#include "ataxxposition.h"

#include "common/game.h"

namespace qiju::ataxx {

class AtaxxGame final : public core::Game
{
public:
    explicit AtaxxGame(const AtaxxRules &rules = AtaxxRules::botzone(),
        const AtaxxPosition &start = AtaxxPosition::start());

    static std::unique_ptr<core::Game> create(std::string_view rules, core::ParseError *error);
    static std::unique_ptr<core::Game> fromText(
        std::string_view rules, std::string_view position, core::ParseError *error);

    // The pieces, blocked squares and side to move of `setup` (7x7; move counters 0 and 1).
    // See core::GameInfo::arrange.
    static std::unique_ptr<core::Game> arrange(std::string_view rules,
                                               const core::BoardSetup &setup);

    const AtaxxPosition &position() const { return m_position; }
    const AtaxxRules &rules() const { return m_rules; }
    // The ending, with the credited empties if any; nullopt while the game goes on.
    const std::optional<AtaxxOutcome> &outcome() const { return m_outcome; }
    // Botzone: whether playing m now would repeat an earlier position by the same move.
    bool repeats(AtaxxMove m) const;
    // The legal moves in the position's order, repetitions removed (no pass).
    std::vector<AtaxxMove> legalAtaxxMoves() const;

    core::GameId id() const override { return core::GameId::Ataxx; }
    std::unique_ptr<core::Game> clone() const override;
    int width() const override { return kSide; }
    int height() const override { return kSide; }
    core::Cell cell(core::Point p) const override;
    core::Side sideToMove() const override { return m_position.sideToMove(); }
    std::vector<core::Move> legalMoves() const override;
    core::MoveError check(const core::Move &move) const override;
    core::MoveTransition play(const core::Move &move) override;
    std::optional<core::GameResult> result() const override;
    // A set-up position may hold blocked squares only under rules that read them from the
    // position (UAI; Botzone's board has none), needs at least one piece of each side, and
    // must not be over at once under the rules.
    core::SetupCheck checkSetup() const override;
    int pieceCount(core::Side s) const override;
    int plyCount() const override { return m_plies; }
    std::string positionText() const override { return m_position.toFen(); }
    std::string rulesText() const override { return m_rules.toText(); }
    std::string moveText(const core::Move &move) const override;
    std::optional<core::Move> parseMove(std::string_view text) const override;
    std::uint64_t hash() const override { return m_position.hash(); }

    static int squareOf(core::Point p) { return squareAt(p.x, kSide - 1 - p.y); }
    static core::Point pointOf(int sq) { return {fileOf(sq), kSide - 1 - rankOf(sq)}; }
    static core::Move toMove(AtaxxMove m);
    // The AtaxxMove a core::Move names (a one-step jump becomes the clone), or nullopt if it
    // is not an Ataxx move shape at all (off the board, distance 0 or more than 2).
    static std::optional<AtaxxMove> fromMove(const core::Move &m);

private:
    void updateOutcome();

    AtaxxRules m_rules;
    AtaxxPosition m_position;
    int m_plies = 0;
    std::vector<std::uint64_t> m_jumpKeys; // Botzone: (position reached, jump) of every jump
    std::optional<AtaxxOutcome> m_outcome;
};

} // namespace qiju::ataxx
