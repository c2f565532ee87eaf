// The Go and NoGo engines: a whole computer-vs-computer game per game runs headless and ends
// with a valid result (Go: two passes and a count; NoGo: the side to move has no legal move),
// every move the engine chooses being legal.
#include <QTest>

#include "ai/engineregistry.h"
#include "ai/levels.h"
#include "common/gameregistry.h"
#include "games/go/gogame.h"

using namespace qiju;

namespace {

// Plays engine against itself; returns the finished game (or nullptr on an illegal move or
// a game that does not end).
std::unique_ptr<core::Game> selfPlay(core::GameId id, const char *rules, ai::Level level,
    int maxPlies)
{
    auto game = core::gameInfo(id).create(rules, nullptr);
    auto engine = ai::createEngine(id);
    if (!game || !engine)
        return nullptr;
    std::atomic<bool> stop{false};
    for (int ply = 0; ply < maxPlies && !game->result(); ++ply) {
        ai::SearchLimits limits = ai::levelLimits(id, level, 200);
        limits.timeMs = 0;
        limits.seed = 1234 + static_cast<std::uint64_t>(ply);
        limits.threads = 1;
        const ai::SearchInfo info = engine->search(*game, limits, stop);
        if (game->check(info.best) != core::MoveError::None)
            return nullptr;
        game->play(info.best);
    }
    return game->result() ? std::move(game) : nullptr;
}

} // namespace

class TestGoEngine : public QObject
{
    Q_OBJECT

private slots:
    void goGameEnds();
    void nogoGameEnds();
};

void TestGoEngine::goGameEnds()
{
    auto game = selfPlay(core::GameId::Go, "chinese size=9", ai::Level::Beginner, 400);
    QVERIFY(game);
    const auto &go = static_cast<const go::GoGame &>(*game);
    QVERIFY(go.endedByPasses());
    const auto r = *game->result();
    QCOMPARE(r.reason, core::EndReason::Count);
    // An area count covers the board: stones, territory and dame add up to 81; komi 7.5
    // rules out a draw.
    const go::GoScore s = go.score();
    QCOMPARE(s.blackStones + s.whiteStones + s.blackTerritory + s.whiteTerritory + s.dame, 81);
    QCOMPARE(r.whiteScore - r.blackScore > 0, r.outcome == core::Outcome::WhiteWins);
    QVERIFY(r.outcome != core::Outcome::Draw);
}

void TestGoEngine::nogoGameEnds()
{
    auto game = selfPlay(core::GameId::Nogo, "course", ai::Level::Beginner, 81);
    QVERIFY(game);
    QCOMPARE(game->result()->reason, core::EndReason::NoMoves);
    QVERIFY(game->legalMoves().empty());
    QVERIFY(game->result()->isWinFor(core::opposite(game->sideToMove())));
}

QTEST_GUILESS_MAIN(TestGoEngine)
#include "tst_goengine.moc"
