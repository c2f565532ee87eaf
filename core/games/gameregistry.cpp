#include "gameregistry.h"

#include "gamerow.h"

#include "common/boardsetup.h"

#include <array>
#include <vector>

#include "games/ataxx/ataxxgame.h"
#include "games/go/gogame.h"
#include "games/gomoku/gomokugame.h"
#include "games/nogo/nogogame.h"
#include "games/othello/othellogame.h"

namespace qiju::core {

namespace {

constexpr int kGoSizes[] = {9, 13, 19};
constexpr int kGomokuSizes[] = {15};
constexpr int kOthelloSizes[] = {8};
constexpr int kAtaxxSizes[] = {7};
constexpr int kNogoSizes[] = {9};

// The SGF defaults (SZ 19 for GM 1, 8 for GM 2, 15 for GM 4) are the default sizes.
const std::array<GameInfo, 5> kGames = {{
    {.id = GameId::Go, .key = "go", .name = "Go", .board = BoardKind::Intersections,
     .presets = go::kGoPresets, .create = &go::GoGame::create,
     .fromText = &go::GoGame::fromText, .arrange = &go::GoGame::arrange,
     .defaultSize = 19, .minSize = go::kMinSize, .maxSize = go::kMaxSize,
     .commonSizes = kGoSizes, .passes = PassRule::Anytime, .draws = true, .captures = true,
     .blockedCells = false, .komi = true, .handicap = true, .noMoveLoses = false,
     .jumps = false, .lowerCaseMoves = false, .sgfGame = 1, .sgfRules = {},
     .sgfNamedPoints = false, .engineProtocol = {}, .typicalPlies = 0,
     .typicalPliesPerPoint = 0.7},
    {.id = GameId::Gomoku, .key = "gomoku", .name = "Gomoku", .board = BoardKind::Intersections,
     .presets = gomoku::kGomokuPresets, .create = &gomoku::GomokuGame::create,
     .fromText = &gomoku::GomokuGame::fromText, .arrange = &gomoku::GomokuGame::arrange,
     .defaultSize = 15, .minSize = 15, .maxSize = 15, .commonSizes = kGomokuSizes,
     .passes = PassRule::Never, .draws = true, .captures = false, .blockedCells = false,
     .komi = false, .handicap = false, .noMoveLoses = false, .jumps = false,
     .lowerCaseMoves = false, .sgfGame = 4, .sgfRules = {}, .sgfNamedPoints = false,
     .engineProtocol = "gomocup", .typicalPlies = 50, .typicalPliesPerPoint = 0},
    {.id = GameId::Othello, .key = "othello", .name = "Othello", .board = BoardKind::Cells,
     .presets = othello::kOthelloPresets, .create = &othello::OthelloGame::create,
     .fromText = &othello::OthelloGame::fromText, .arrange = &othello::OthelloGame::arrange,
     .defaultSize = 8, .minSize = 8, .maxSize = 8, .commonSizes = kOthelloSizes,
     .passes = PassRule::Forced, .draws = true, .captures = false, .blockedCells = false,
     .komi = false, .handicap = false, .noMoveLoses = false, .jumps = false,
     .lowerCaseMoves = false, .sgfGame = 2, .sgfRules = {}, .sgfNamedPoints = true,
     .engineProtocol = {}, .typicalPlies = 60, .typicalPliesPerPoint = 0},
    {.id = GameId::Ataxx, .key = "ataxx", .name = "Ataxx", .board = BoardKind::Cells,
     .presets = ataxx::kAtaxxPresets, .create = &ataxx::AtaxxGame::create,
     .fromText = &ataxx::AtaxxGame::fromText, .arrange = &ataxx::AtaxxGame::arrange,
     .defaultSize = 7, .minSize = 7, .maxSize = 7, .commonSizes = kAtaxxSizes,
     .passes = PassRule::Forced, .draws = true, .captures = false, .blockedCells = true,
     .komi = false, .handicap = false, .noMoveLoses = false, .jumps = true,
     .lowerCaseMoves = true, .sgfGame = 0, .sgfRules = {}, .sgfNamedPoints = false,
     .engineProtocol = "uai", .typicalPlies = 100, .typicalPliesPerPoint = 0},
    {.id = GameId::Nogo, .key = "nogo", .name = "NoGo", .board = BoardKind::Intersections,
     .presets = nogo::kNogoPresets, .create = &nogo::NogoGame::create,
     .fromText = &nogo::NogoGame::fromText, .arrange = &nogo::NogoGame::arrange,
     .defaultSize = nogo::kNogoSize, .minSize = nogo::kNogoSize, .maxSize = nogo::kNogoSize,
     .commonSizes = kNogoSizes, .passes = PassRule::Never, .draws = false, .captures = false,
     .blockedCells = false, .komi = false, .handicap = false, .noMoveLoses = true,
     .jumps = false, .lowerCaseMoves = false, .sgfGame = 1, .sgfRules = "NoGo",
     .sgfNamedPoints = false, .engineProtocol = {}, .typicalPlies = 0,
     .typicalPliesPerPoint = 0.7},
}};

} // namespace

std::span<const GameInfo> gameRegistry() { return kGames; }

std::span<const GameId> allGames()
{
    static const std::vector<GameId> kIds = [] {
        std::vector<GameId> ids;
        for (const GameInfo &g : kGames)
            ids.push_back(g.id);
        return ids;
    }();
    return kIds;
}

std::string_view gameKey(GameId id) { return gameInfo(id).key; }

std::optional<GameId> gameFromKey(std::string_view key)
{
    for (const GameInfo &g : kGames) {
        if (g.key == key)
            return g.id;
    }
    return std::nullopt;
}

std::optional<GameId> gameForProtocol(std::string_view protocol)
{
    for (const GameInfo &g : kGames) {
        if (!protocol.empty() && g.engineProtocol == protocol)
            return g.id;
    }
    return std::nullopt;
}

const GameInfo &gameInfo(GameId id) { return gameRow<GameInfo>(kGames, id); }

std::unique_ptr<Game> createGame(GameId id, std::string_view rules, ParseError *error)
{
    const GameInfo &info = gameInfo(id);
    if (!info.create) {
        if (error)
            *error = ParseError::UnknownRules;
        return nullptr;
    }
    return info.create(rules, error);
}

std::unique_ptr<Game> gameFromSetup(
    GameId id, std::string_view rules, const BoardSetup &setup, SetupCheck *check)
{
    auto verdict = [check](SetupCheck c) {
        if (check)
            *check = std::move(c);
    };
    const GameInfo &info = gameInfo(id);
    std::unique_ptr<Game> arranged = info.arrange ? info.arrange(rules, setup) : nullptr;
    if (!arranged) {
        verdict(SetupCheck::fail(SetupError::WrongBoard));
        return nullptr;
    }
    SetupCheck c = arranged->checkSetup();
    if (!c.ok()) {
        verdict(std::move(c));
        return nullptr;
    }
    // The position text is what saves keep: start from it, so a game set up here and the
    // same game loaded later are one and the same.
    ParseError pe = ParseError::None;
    std::unique_ptr<Game> game
        = info.fromText(arranged->rulesText(), arranged->positionText(), &pe);
    verdict(game ? SetupCheck{} : SetupCheck::fail(SetupError::WrongBoard));
    return game;
}

} // namespace qiju::core
