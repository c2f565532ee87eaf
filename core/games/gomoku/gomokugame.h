// Gomoku behind the game-independent core::Game interface, with the opening protocol (swap,
// Swap2) and the end of the game (five in a row, full board). The search uses GomokuPosition
// directly. Value-like; not thread-safe.
#pragma once

#include "gomokuposition.h"
#include "gomokurules.h"

#include "common/game.h"

namespace qiju::gomoku {

// Opening protocol. Seats are the players as they sat down (seat Black = the first player).
// Under Swap the first player places three stones (black, white, black); then the second
// player, holding White, decides: a placement keeps White, Move::swap() takes Black (the first
// player then holds White and plays the fourth stone). Under Swap2 the second player may also
// answer Move::balance(): they place two more stones (white, then black) and the first player,
// now holding White, decides the same way. seatToMove() says which seat acts next and
// coloursSwapped() which colour each seat now holds; the GUI shows the decision as buttons
// ("Take Black", "Place two more stones") beside the board, where a click keeps White.
enum class OpeningStage : std::uint8_t {
    Done,      // normal play: each seat places its own colour
    Placing,   // the first player places the first three stones
    Choice,    // the second player (holding White) chooses: place, swap (or balance in Swap2)
    Balancing, // Swap2: the second player places a white and a black stone
    Choice2,   // Swap2: the first player (holding White) chooses: place or swap
};

class GomokuGame final : public core::Game
{
public:
    explicit GomokuGame(const GomokuRules &rules = {});

    static std::unique_ptr<core::Game> create(std::string_view rules, core::ParseError *error);
    // Position text as positionText() writes it: the board text of GomokuPosition, then, while
    // the opening protocol runs, its stage ("placing", "choice", "balancing", "choice2"), and
    // "swapped" once the seats hold the other colours.
    static std::unique_ptr<core::Game> fromText(
        std::string_view rules, std::string_view position, core::ParseError *error);

    // The stones and side to move of `setup` (15x15), opening protocol done (a set-up game
    // skips the swap). See core::GameInfo::arrange.
    static std::unique_ptr<core::Game> arrange(std::string_view rules,
                                               const core::BoardSetup &setup);

    const GomokuPosition &position() const { return m_position; }
    const GomokuRules &rules() const { return m_rules; }
    OpeningStage openingStage() const { return m_stage; }
    // The seats now hold the opposite colours (the first player plays White).
    bool coloursSwapped() const { return m_swapped; }
    // The seat whose decision is next (differs from sideToMove() during the opening protocol
    // and after a swap). Meaningless once the game is over.
    core::Side seatToMove() const override;
    core::Side colourOfSeat(core::Side seat) const override
    {
        return m_swapped ? core::opposite(seat) : seat;
    }
    // The stones of the winning five (or overline), in order along the line; empty otherwise.
    std::vector<core::Point> winningLine() const override;
    // Renju's forbidden points while Black is to move (double three, double four, overline);
    // empty under the other rules and for White.
    std::vector<std::pair<core::Point, core::MoveError>> forbiddenPoints() const override;
    // Why the side to move may not place a stone on p: Occupied, OutOfBoard, a Renju foul, or
    // None. For showing forbidden points on the board.
    core::MoveError placementError(core::Point p) const;
    // Number of stones on the board (the GUI numbers stones, not plies: swaps place nothing).
    int stoneCount() const { return m_position.stoneCount(); }

    core::GameId id() const override { return core::GameId::Gomoku; }
    std::unique_ptr<core::Game> clone() const override;
    int width() const override { return kSize; }
    int height() const override { return kSize; }
    core::Cell cell(core::Point p) const override;
    core::Side sideToMove() const override { return m_position.sideToMove(); }
    std::vector<core::Move> legalMoves() const override;
    core::MoveError check(const core::Move &move) const override;
    core::MoveTransition play(const core::Move &move) override;
    std::optional<core::GameResult> result() const override { return m_result; }
    // A set-up position may not hold a five already (the game would be over), nor be full;
    // under Renju, whose rules differ by colour, the stones must count as after alternate
    // moves from an empty board with Black first: as many of each with Black to move, one
    // black stone more with White to move. Freestyle and Standard treat both colours alike and
    // accept any counts (problem positions). Black's forbidden points play no part here.
    core::SetupCheck checkSetup() const override;
    int pieceCount(core::Side s) const override;
    int plyCount() const override { return m_plies; }
    std::string positionText() const override;
    std::string rulesText() const override { return m_rules.toText(); }
    std::string moveText(const core::Move &move) const override;
    std::optional<core::Move> parseMove(std::string_view text) const override;
    std::uint64_t hash() const override;

private:
    void updateResultAfter(int p);
    // The result from the board as it stands (a five, else a full board); false when both
    // colours have a five (m_result then holds the first one found).
    bool settleResult();
    bool hasPlayablePoint() const;

    GomokuPosition m_position;
    GomokuRules m_rules;
    std::optional<core::GameResult> m_result;
    std::vector<int> m_winningRun;
    OpeningStage m_stage = OpeningStage::Done;
    bool m_swapped = false;
    int m_plies = 0;
};

std::string_view openingStageKey(OpeningStage s); // "done", "placing", "choice", ...

} // namespace qiju::gomoku
