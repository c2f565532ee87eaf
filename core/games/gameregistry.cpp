#include "gameregistry.h"

#include "common/boardsetup.h"

#include <array>

#include "games/ataxx/ataxxgame.h"
#include "games/go/gogame.h"
#include "games/gomoku/gomokugame.h"
#include "games/nogo/nogogame.h"
#include "games/othello/othellogame.h"

namespace qiju::core {

namespace {

const std::array<GameInfo, 5> kGames = {{
    {GameId::Go, "go", "Go", BoardKind::Intersections, true, go::kGoPresets,
     &go::GoGame::create, &go::GoGame::fromText,
     &go::GoGame::arrange},
    {GameId::Gomoku, "gomoku", "Gomoku", BoardKind::Intersections, true, gomoku::kGomokuPresets,
     &gomoku::GomokuGame::create, &gomoku::GomokuGame::fromText,
     &gomoku::GomokuGame::arrange},
    {GameId::Othello, "othello", "Othello", BoardKind::Cells, true, othello::kOthelloPresets,
     &othello::OthelloGame::create, &othello::OthelloGame::fromText,
     &othello::OthelloGame::arrange},
    {GameId::Ataxx, "ataxx", "Ataxx", BoardKind::Cells, true, ataxx::kAtaxxPresets,
     &ataxx::AtaxxGame::create, &ataxx::AtaxxGame::fromText,
     &ataxx::AtaxxGame::arrange},
    {GameId::Nogo, "nogo", "NoGo", BoardKind::Intersections, true, nogo::kNogoPresets,
     &nogo::NogoGame::create, &nogo::NogoGame::fromText,
     &nogo::NogoGame::arrange},
}};

} // namespace

std::span<const GameInfo> gameRegistry() { return kGames; }

const GameInfo &gameInfo(GameId id)
{
    for (const GameInfo &g : kGames) {
        if (g.id == id)
            return g;
    }
    return kGames[0];
}

std::unique_ptr<Game> createGame(GameId id, std::string_view rules, ParseError *error)
{
    const GameInfo &info = gameInfo(id);
    if (!info.available || !info.create) {
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
