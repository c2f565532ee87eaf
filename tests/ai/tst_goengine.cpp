// The Go and NoGo engines (MCTS with RAVE): hand-drawn positions with one obvious move (capture
// a chain in atari, rescue an own chain from atari), passing instead of filling its own eyes,
// (with one thread and with two on one shared tree), passing instead of filling its own eyes,
// every playout counted once in a tree two threads share,
// resigning a hopeless position only when allowed and never in the opening, NoGo's Beginner
// level (a uniformly random legal point), tree reuse between moves (the kept-node counter) and
// whole computer-vs-computer games of both games that end with a valid result, every move
// legal and no Go move filling the mover's own eye; under territory rules a finished game is
// passed, not played on inside one's own territory.
#include <QTest>

#include <set>

#include "ai/gameprofile.h"
#include "ai/go/goengine.h"
#include "ai/go/goterritory.h"
#include "ai/levels.h"
#include "games/gameregistry.h"
#include "games/go/gogame.h"
#include "games/nogo/nogogame.h"

#include "../support/godiagram.h"

using namespace qiju;

namespace {

std::unique_ptr<core::Game> goPosition(
    const char *rules, std::initializer_list<const char *> lines, const char *side)
{
    return go::GoGame::fromText(rules, test::goRows(lines) + ' ' + side, nullptr);
}

ai::SearchLimits playouts(std::int64_t n, std::uint64_t seed = 1, int threads = 1)
{
    ai::SearchLimits limits;
    limits.playouts = n;
    limits.seed = seed;
    limits.threads = threads;
    return limits;
}

ai::SearchInfo think(const core::Game &game, const ai::SearchLimits &limits)
{
    auto engine = ai::createEngine(game.id());
    std::atomic<bool> stop{false};
    return engine->search(game, limits, stop);
}

// Whether `m` fills an eye of the side to move in a Go game.
bool fillsOwnEye(const core::Game &game, const core::Move &m)
{
    if (game.id() != core::GameId::Go || m.kind != core::Move::Kind::Place)
        return false;
    const go::GoBoard &b = static_cast<const go::GoGame &>(game).board();
    return b.isEye(b.point(m.to), go::stoneOf(game.sideToMove()));
}

// Plays engine against itself; returns the finished game (or nullptr on an illegal move, an
// own eye filled or a game that does not end).
std::unique_ptr<core::Game> selfPlay(
    core::GameId id, const char *rules, ai::Level level, int maxPlies)
{
    auto game = core::gameInfo(id).create(rules, nullptr);
    auto engine = ai::createEngine(id);
    if (!game || !engine)
        return nullptr;
    std::atomic<bool> stop{false};
    for (int ply = 0; ply < maxPlies && !game->result(); ++ply) {
        ai::SearchLimits limits = ai::levelLimits(id, level, 200);
        limits.timeMs = 0; // the level's playout count alone: the game replays exactly
        limits.seed = 1234 + static_cast<std::uint64_t>(ply);
        limits.threads = 1;
        const ai::SearchInfo info = engine->search(*game, limits, stop);
        if (game->check(info.best) != core::MoveError::None || fillsOwnEye(*game, info.best))
            return nullptr;
        game->play(info.best);
    }
    return game->result() ? std::move(game) : nullptr;
}

// A 9x9 board where Black's chain B6-F6, between two white walls, has one liberty: G6.
const std::initializer_list<const char *> kAtariShape = {
    ". . . . . . . . .",
    ". . . . . . . . .",
    "O O O O O O . . .",
    "O X X X X X . . .",
    "O O O O O O . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    "X X X X X X X X X",
    ". . . . . . . . .",
};

// A 7x7 board where each side has one chain with two eyes and nothing else is left: Black's
// eyes are A7 and A5, White's G7 and G5.
const std::initializer_list<const char *> kTwoEyesEach = {
    ". X X O O O .",
    "X X X O O O O",
    ". X X O O O .",
    "X X X O O O O",
    "X X X O O O O",
    "X X X O O O O",
    "X X X O O O O",
};

// A finished 9x9 game: Black's wall on the D line and White's on the E line run from edge to
// edge, so Black owns the 27 points of A-C and White the 36 of F-J; no neutral point is left
// and nothing can be fought over.
const std::initializer_list<const char *> kFinishedWalls = {
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
};

// The same walls with a gap on the 5th line (D5 and E5 empty): the boundary is still open.
const std::initializer_list<const char *> kOpenWalls = {
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . . . . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
    ". . . X O . . . .",
};

// The points of columns [x0, x1] on a 9x9 board, as GoBoard indices.
std::set<int> columns(const go::GoBoard &b, int x0, int x1)
{
    std::set<int> points;
    for (int y = 0; y < 9; ++y) {
        for (int x = x0; x <= x1; ++x)
            points.insert(b.point(x, y));
    }
    return points;
}

} // namespace

class TestGoEngine : public QObject
{
    Q_OBJECT

private slots:
    void capturesChainInAtari_data();
    void capturesChainInAtari();
    void rescuesChainFromAtari_data();
    void rescuesChainFromAtari();
    void sharedTreeCountsEveryPlayoutOnce_data();
    void sharedTreeCountsEveryPlayoutOnce();
    void passesRatherThanFillingOwnEyes();
    void resignsOnlyLostGamesAfterTheOpening();
    void territoryAdviceOnFinishedWalls();
    void territoryRulesPassAFinishedGame();
    void treeReuseKeepsNodes();
    void nogoBeginnerPlaysRandomLegalPoints();
    void goGameEnds();
    void nogoGameEnds_data();
    void nogoGameEnds();
};

// Black's five stones B6-F6 have one liberty left, G6. White to move captures them there;
// Black to move rescues them there (G6 gives the chain three liberties: G7, H6 and G5, and
// cuts the white walls apart). One thread, and two searching one tree.
void TestGoEngine::capturesChainInAtari_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("one thread") << 1;
    QTest::newRow("two threads") << 2;
}

void TestGoEngine::capturesChainInAtari()
{
    QFETCH(int, threads);
    const auto game = goPosition("chinese", kAtariShape, "w");
    QVERIFY(game);
    const ai::SearchInfo info = think(*game, playouts(3000, 1, threads));
    QCOMPARE(QString::fromStdString(game->moveText(info.best)), QStringLiteral("G6"));
}

void TestGoEngine::rescuesChainFromAtari_data() { capturesChainInAtari_data(); }

void TestGoEngine::rescuesChainFromAtari()
{
    QFETCH(int, threads);
    const auto game = goPosition("chinese", kAtariShape, "b");
    QVERIFY(game);
    const ai::SearchInfo info = think(*game, playouts(3000, 1, threads));
    QCOMPARE(QString::fromStdString(game->moveText(info.best)), QStringLiteral("G6"));
}

// Two threads on one tree: each playout passes through exactly one root child, so the root
// children's visits add up to the playouts searched, whatever the threads' interleaving (a
// virtual loss left behind, or counted again by the backup, would break the sum). A new
// node's children (with the learned priors) are worked out outside the tree's lock.
void TestGoEngine::sharedTreeCountsEveryPlayoutOnce_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("count");
    QTest::newRow("9x9") << QStringLiteral("chinese size=9") << 4000;
    QTest::newRow("19x19") << QStringLiteral("chinese size=19") << 1500;
}

void TestGoEngine::sharedTreeCountsEveryPlayoutOnce()
{
    QFETCH(QString, rules);
    QFETCH(int, count);
    auto game = core::gameInfo(core::GameId::Go).create(rules.toStdString(), nullptr);
    QVERIFY(game);
    ai::go::GoEngine engine(core::GameId::Go);
    std::atomic<bool> stop{false};
    const auto stats = engine.analyse(*game, playouts(count, 7, 2), stop);
    QVERIFY(!stats.empty());
    double visits = 0;
    for (const auto &s : stats) {
        QVERIFY(s.winRate >= 0 && s.winRate <= 1);
        visits += s.visits;
    }
    QCOMPARE(visits, double(count));
}

// Filling an own eye is legal but suicidal; playing in the other side's eye is suicide: the
// only sensible move is a pass, for either side, whether or not the other side passed.
void TestGoEngine::passesRatherThanFillingOwnEyes()
{
    for (const char *side : {"b", "w", "b passes=1", "w passes=1"}) {
        const auto game = goPosition("chinese size=7", kTwoEyesEach, side);
        QVERIFY2(game, side);
        QVERIFY2(game->check(core::Move::place({0, 0})) == core::MoveError::None
                || game->sideToMove() == core::Side::White,
            "filling an own eye is legal for Black");
        const ai::SearchInfo info = think(*game, playouts(500));
        QVERIFY2(info.best.isPass(), side);
        QVERIFY(!info.resign);
    }
}

// White has walled off seven of nine rows with two eyes: Black, to move, has lost. With a
// resignation threshold the engine resigns (still naming a legal move); without one, or on an
// empty board, it never does.
void TestGoEngine::resignsOnlyLostGamesAfterTheOpening()
{
    const auto game = goPosition("chinese size=9",
        {
            "O . O O O O O . O",
            "O O O O O O O O O",
            "O O O O O O O O O",
            "O O O O O O O O O",
            "O O O O O O O O O",
            "O O O O O O O O O",
            "O O O O O O O O O",
            ". . . . . . . . .",
            ". . . . . . . . .",
        },
        "b");
    QVERIFY(game);
    ai::SearchLimits limits = playouts(2000);
    limits.resignBelow = 0.1;
    ai::SearchInfo info = think(*game, limits);
    QVERIFY(info.resign);
    QCOMPARE(game->check(info.best), core::MoveError::None);
    QVERIFY(info.score < 0.1);

    limits.resignBelow = 0;
    QVERIFY(!think(*game, limits).resign);

    const auto empty = core::gameInfo(core::GameId::Go).create("chinese size=9", nullptr);
    limits.resignBelow = 0.99; // would resign anything, but not in the opening
    QVERIFY(!think(*empty, limits).resign);
}

// Territory rules' view of kFinishedWalls: the mover's territory is exactly A-C for Black and
// F-J for White, the count is settled and White wins it (Black 27 against White 36 + 6.5
// komi); with the gap in kOpenWalls the board is one open region: nobody's territory, not
// settled.
void TestGoEngine::territoryAdviceOnFinishedWalls()
{
    for (const char *side : {"b", "w"}) {
        const auto game = goPosition("japanese size=9", kFinishedWalls, side);
        QVERIFY(game);
        const auto &go = static_cast<const go::GoGame &>(*game);
        const ai::go::TerritoryAdvice advice = ai::go::territoryAdvice(go.board(), go.rules(), 1);
        QVERIFY2(advice.settled, side);
        const std::set<int> own(advice.ownTerritory.begin(), advice.ownTerritory.end());
        const bool black = side[0] == 'b';
        QVERIFY2(own == (black ? columns(go.board(), 0, 2) : columns(go.board(), 5, 8)), side);
        QCOMPARE(advice.moverResult, black ? 0.0 : 1.0);
    }
    const auto open = goPosition("japanese size=9", kOpenWalls, "b");
    QVERIFY(open);
    const auto &go = static_cast<const go::GoGame &>(*open);
    const ai::go::TerritoryAdvice advice = ai::go::territoryAdvice(go.board(), go.rules(), 1);
    QVERIFY(!advice.settled);
    QVERIFY(advice.ownTerritory.empty());
}

// Under Japanese rules every stone played in kFinishedWalls stands inside the player's own
// territory (a point lost) or the opponent's (a prisoner given), while area playouts see no
// difference between those moves and a pass: either side passes, whether or not the other
// passed, with any seed.
void TestGoEngine::territoryRulesPassAFinishedGame()
{
    for (const char *side : {"b", "w", "b passes=1", "w passes=1"}) {
        const auto game = goPosition("japanese size=9", kFinishedWalls, side);
        QVERIFY2(game, side);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const ai::SearchInfo info = think(*game, playouts(2000, seed));
            QVERIFY2(
                info.best.isPass(), (std::string(side) + ": " + game->moveText(info.best)).c_str());
        }
    }
}

// After a search, the position two moves later (the engine's move and a reply) descends from
// the searched root: the next search starts with the kept subtree. clear() drops it, and an
// unrelated position starts afresh.
void TestGoEngine::treeReuseKeepsNodes()
{
    ai::go::GoEngine engine(core::GameId::Go);
    auto game = core::gameInfo(core::GameId::Go).create("chinese size=9", nullptr);
    std::atomic<bool> stop{false};
    const ai::SearchInfo first = engine.search(*game, playouts(3000), stop);
    QCOMPARE(engine.reusedNodes(), std::size_t{0});
    QVERIFY(first.pv.size() >= 2);
    game->play(first.best);
    game->play(first.pv[1]);
    engine.search(*game, playouts(500), stop);
    QVERIFY2(engine.reusedNodes() > 0, "the subtree of the two moves played was dropped");

    const std::size_t kept = engine.reusedNodes();
    engine.search(*game, playouts(500), stop); // the same root again: everything is kept
    QVERIFY(engine.reusedNodes() > kept);

    engine.clear();
    engine.search(*game, playouts(500), stop);
    QCOMPARE(engine.reusedNodes(), std::size_t{0});

    const auto other = goPosition("chinese size=9",
        {"X........", ".........", ".........", ".........", ".........", ".........", ".........",
            ".........", "........O"},
        "b");
    engine.search(*other, playouts(500), stop);
    QCOMPARE(engine.reusedNodes(), std::size_t{0});
}

// Beginner NoGo: a uniformly random legal point. From the empty board (course rules: not the
// centre) 40 seeds give many different points, every one legal.
void TestGoEngine::nogoBeginnerPlaysRandomLegalPoints()
{
    const auto game = core::gameInfo(core::GameId::Nogo).create("course", nullptr);
    std::set<std::string> seen;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        ai::SearchLimits limits = ai::levelLimits(core::GameId::Nogo, ai::Level::Beginner, 1000);
        limits.seed = seed;
        const ai::SearchInfo info = think(*game, limits);
        QCOMPARE(game->check(info.best), core::MoveError::None);
        seen.insert(game->moveText(info.best));
    }
    QVERIFY2(seen.size() >= 20, std::to_string(seen.size()).c_str());
    QVERIFY(!seen.contains("E5"));
}

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

void TestGoEngine::nogoGameEnds_data()
{
    QTest::addColumn<ai::Level>("level");
    QTest::newRow("beginner") << ai::Level::Beginner;
    QTest::newRow("easy") << ai::Level::Easy;
}

void TestGoEngine::nogoGameEnds()
{
    QFETCH(ai::Level, level);
    auto game = selfPlay(core::GameId::Nogo, "course", level, 81);
    QVERIFY(game);
    QCOMPARE(game->result()->reason, core::EndReason::NoMoves);
    QVERIFY(game->legalMoves().empty());
    QVERIFY(game->result()->isWinFor(core::opposite(game->sideToMove())));
}

QTEST_GUILESS_MAIN(TestGoEngine)
#include "tst_goengine.moc"
