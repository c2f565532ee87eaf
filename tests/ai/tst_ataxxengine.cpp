// The Ataxx engine: legal answers under both rule presets, determinism under node limits and a
// seed, stop and time limits, simple tactics and endings with a known best move (worked out by
// hand), Botzone's repetition rule at the root, the level table, and a whole engine-vs-engine
// game that ends with a valid result.
#include <QTest>

#include <set>
#include <thread>

#include "ai/ataxx/ataxxengine.h"
#include "ai/ataxx/ataxxlevels.h"
#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;

namespace {

std::unique_ptr<core::Game> game(const char *rules, const char *fen = nullptr)
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Ataxx);
    return fen ? info.fromText(rules, fen, nullptr) : info.create(rules, nullptr);
}

ai::SearchInfo think(const core::Game &g, const ai::SearchLimits &limits)
{
    ai::ataxx::AtaxxEngine engine(4);
    std::atomic<bool> stop{false};
    return engine.search(g, limits, stop);
}

ai::SearchLimits depth(int d)
{
    ai::SearchLimits l;
    l.maxDepth = d;
    return l;
}

} // namespace

class TestAtaxxEngine : public QObject
{
    Q_OBJECT

private slots:
    void legalFromStart_data();
    void legalFromStart();
    void deterministicUnderNodeLimit();
    void twoThreadsReachTheDepth();
    void noiseFollowsTheSeed();
    void stopFlagHonoured();
    void timeLimitHonoured();
    void takesTheBigCapture();
    void takesTheLastPiece();
    void passesWhenItMust();
    void avoidsRepetition();
    void levelTable();
    void mediumBeatsBeginner();
    void wholeGame_data();
    void wholeGame();
};

void TestAtaxxEngine::legalFromStart_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("fen");
    QTest::newRow("botzone start") << "botzone"
                                   << "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("uai blocked") << "uai"
                                 << "x5o/7/2-1-2/3-3/2-1-2/7/o5x o 0 1";
    QTest::newRow("one empty") << "botzone"
                               << "xxxoooo/xxxooo1/xxxxooo/oxxxooo/xxxxxxx/xxooooo/xxoo1oo x 1 41";
}

void TestAtaxxEngine::legalFromStart()
{
    QFETCH(QString, rules);
    QFETCH(QString, fen);
    const auto g = game(rules.toUtf8().constData(), fen.toUtf8().constData());
    QVERIFY(g);
    const ai::SearchInfo info = think(*g, depth(4));
    QCOMPARE(g->check(info.best), core::MoveError::None);
    QVERIFY(info.depth >= 1);
    QVERIFY(!info.pv.empty());
    QVERIFY(info.pv.front() == info.best);
}

void TestAtaxxEngine::twoThreadsReachTheDepth()
{
    // Lazy SMP: with a helper thread on the shared table the main search still completes each
    // depth and answers with a legal move, under both presets.
    for (const char *rules : {"botzone", "uai"}) {
        const auto g = game(rules, "x5x/1o3o1/1xxoo2/1xxoo2/3xx2/6o/o1o2oo x 2 16");
        ai::SearchLimits limits = depth(5);
        limits.threads = 2;
        const ai::SearchInfo info = think(*g, limits);
        QCOMPARE(info.depth, 5);
        QCOMPARE(g->check(info.best), core::MoveError::None);
    }
}

void TestAtaxxEngine::deterministicUnderNodeLimit()
{
    const auto g = game("botzone", "x5x/1o3o1/1xxoo2/1xxoo2/3xx2/6o/o1o2oo x 2 16");
    ai::SearchLimits limits;
    limits.maxNodes = 60000;
    const ai::SearchInfo a = think(*g, limits);
    const ai::SearchInfo b = think(*g, limits);
    QVERIFY(a.best == b.best);
    QCOMPARE(a.nodes, b.nodes);
    QCOMPARE(a.nodes, std::int64_t(60000)); // the budget is exact
    QCOMPARE(a.depth, b.depth);
    QCOMPARE(a.score, b.score);
}

void TestAtaxxEngine::noiseFollowsTheSeed()
{
    const auto g = game("botzone");
    const ai::SearchLimits beginner = ai::ataxxLevelLimits(ai::Level::Beginner, 1000);
    QVERIFY(beginner.randomness > 0);
    ai::SearchLimits limits = depth(1);
    limits.randomness = beginner.randomness;
    std::set<std::string> chosen;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        limits.seed = seed;
        const ai::SearchInfo a = think(*g, limits);
        const ai::SearchInfo b = think(*g, limits);
        QVERIFY(a.best == b.best); // the same seed replays the same choice
        QCOMPARE(g->check(a.best), core::MoveError::None);
        chosen.insert(g->moveText(a.best));
    }
    QVERIFY(chosen.size() >= 2); // and different seeds vary it
}

void TestAtaxxEngine::stopFlagHonoured()
{
    const auto g = game("botzone");
    ai::ataxx::AtaxxEngine engine(4);
    std::atomic<bool> stop{false};
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stop = true;
    });
    const ai::SearchInfo info = engine.search(*g, {}, stop); // no limit but the flag
    stopper.join();
    QVERIFY(info.stopped);
    QCOMPARE(g->check(info.best), core::MoveError::None);
    // Raised before the search starts: an answer at once, still legal.
    const ai::SearchInfo early = engine.search(*g, {}, stop);
    QCOMPARE(g->check(early.best), core::MoveError::None);
}

void TestAtaxxEngine::timeLimitHonoured()
{
    const auto g = game("botzone", "x2o2x/2ooox1/1oxxxx1/1oooo2/2oox2/5xx/2o2xx x 1 21");
    ai::SearchLimits limits;
    limits.timeMs = 300;
    // Returns by itself (the time taken is checked by qiju-engine timecheck).
    const ai::SearchInfo info = think(*g, limits);
    QCOMPARE(g->check(info.best), core::MoveError::None);
}

void TestAtaxxEngine::takesTheBigCapture()
{
    //   a b c d e f g
    // 7 . . . . . . .
    // 6 . o o o . . .
    // 5 . o . o . . .      x's clone c4 -> c5 converts all five o pieces around c5
    // 4 . . x . . . .      (b6 c6 d6 b5 d5): no other move comes close.
    // 3 . . . . . . .
    // 2 . . . . . . .
    // 1 o . . . . . x
    const auto g = game("botzone", "7/1ooo3/1o1o3/2x4/7/7/o5x x 0 1");
    QVERIFY(g);
    const ai::SearchInfo info = think(*g, depth(3));
    QCOMPARE(g->moveText(info.best), std::string("c5"));
}

void TestAtaxxEngine::takesTheLastPiece()
{
    // x on c2 can clone to b2 or jump to a2, either converting o's only piece a1; Botzone then
    // ends the game with every empty square credited to x: an exact win by 49.
    const auto g = game("botzone", "6x/7/7/7/7/2x4/o6 x 0 1");
    const ai::SearchInfo info = think(*g, depth(2));
    QVERIFY(info.exact);
    QCOMPARE(info.score, 49.0);
    auto after = g->clone();
    after->play(info.best);
    QVERIFY(after->result());
    QCOMPARE(after->result()->outcome, core::Outcome::BlackWins);
}

void TestAtaxxEngine::passesWhenItMust()
{
    const auto g = game("uai", "7/7/7/7/4ooo/4ooo/4oox x 0 1");
    const ai::SearchInfo info = think(*g, depth(3));
    QVERIFY(info.best.isPass());
}

void TestAtaxxEngine::avoidsRepetition()
{
    // The corridor of tst_ataxxgame with a3 opened: after a1-c1, g7-e7, c1-a1, e7-g7 x's jump
    // a1-c1 would repeat a position by the same move; a1-a3 is x's only legal move.
    const auto g = game("botzone", "2--1-o/2-----/2-----/7/1----2/-----2/x-1--2 x 0 1");
    QVERIFY(g);
    for (const char *m : {"a1c1", "g7e7", "c1a1", "e7g7"}) {
        const auto mv = g->parseMove(m);
        QVERIFY2(mv && g->check(*mv) == core::MoveError::None, m);
        g->play(*mv);
    }
    QCOMPARE(g->legalMoves().size(), std::size_t(1));
    const ai::SearchInfo info = think(*g, depth(4));
    QCOMPARE(g->moveText(info.best), std::string("a1a3"));
}

void TestAtaxxEngine::levelTable()
{
    int previousDepth = 0;
    for (ai::Level level : ai::kAllLevels) {
        const ai::SearchLimits l = ai::ataxxLevelLimits(level, 2000);
        QVERIFY(l.timeMs > 0 && l.timeMs <= 2000);
        if (level != ai::Level::Expert) {
            QVERIFY(l.maxDepth > previousDepth); // each level looks deeper than the last
            previousDepth = l.maxDepth;
        }
    }
    QCOMPARE(ai::ataxxLevelLimits(ai::Level::Beginner, 2000).maxDepth, 1);
    QVERIFY(ai::ataxxLevelLimits(ai::Level::Beginner, 2000).randomness
        > ai::ataxxLevelLimits(ai::Level::Medium, 2000).randomness);
    const ai::SearchLimits expert = ai::ataxxLevelLimits(ai::Level::Expert, 5000);
    QCOMPARE(expert.timeMs, 5000); // the user's whole time
    QCOMPARE(expert.maxDepth, 0);
    QCOMPARE(expert.randomness, 0.0);
    QCOMPARE(ai::ataxxLevelLimits(ai::Level::Expert, 0).timeMs, 3000); // unset: 3 s
}

void TestAtaxxEngine::mediumBeatsBeginner()
{
    // Both colours from the start; depth limits decide (the time caps are far away), and the
    // noise is seeded, so the games replay exactly.
    for (const bool mediumIsBlack : {true, false}) {
        auto g = game("botzone");
        ai::ataxx::AtaxxEngine engines[2] = {ai::ataxx::AtaxxEngine(4), ai::ataxx::AtaxxEngine(4)};
        std::atomic<bool> stop{false};
        while (!g->result()) {
            const bool black = g->sideToMove() == core::Side::Black;
            const ai::Level level
                = black == mediumIsBlack ? ai::Level::Medium : ai::Level::Beginner;
            ai::SearchLimits limits = ai::ataxxLevelLimits(level, 5000);
            limits.seed = static_cast<std::uint64_t>(g->plyCount()) * 7919 + 11;
            const ai::SearchInfo info = engines[black ? 0 : 1].search(*g, limits, stop);
            QCOMPARE(g->check(info.best), core::MoveError::None);
            g->play(info.best);
        }
        QVERIFY(g->result()->isWinFor(mediumIsBlack ? core::Side::Black : core::Side::White));
    }
}

void TestAtaxxEngine::wholeGame_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("botzone") << "botzone";
    QTest::newRow("uai") << "uai";
}

void TestAtaxxEngine::wholeGame()
{
    // Two engines with small node budgets and noise (seeded) play a whole game.
    QFETCH(QString, rules);
    auto g = game(rules.toUtf8().constData());
    ai::ataxx::AtaxxEngine black(4);
    ai::ataxx::AtaxxEngine white(4);
    std::atomic<bool> stop{false};
    int plies = 0;
    while (!g->result() && plies < 1000) {
        ai::SearchLimits limits;
        limits.maxNodes = 3000;
        limits.randomness = 0.5;
        limits.seed = static_cast<std::uint64_t>(plies);
        const ai::SearchInfo info
            = (g->sideToMove() == core::Side::Black ? black : white).search(*g, limits, stop);
        QCOMPARE(g->check(info.best), core::MoveError::None);
        g->play(info.best);
        ++plies;
    }
    const auto r = g->result();
    QVERIFY(r);
    QVERIFY(g->legalMoves().empty());
    QCOMPARE(r->blackScore, double(g->pieceCount(core::Side::Black)));
    QCOMPARE(r->whiteScore, double(g->pieceCount(core::Side::White)));
    if (r->reason != core::EndReason::TurnLimit) {
        const core::Outcome byCount = r->blackScore > r->whiteScore ? core::Outcome::BlackWins
            : r->whiteScore > r->blackScore                         ? core::Outcome::WhiteWins
                                                                    : core::Outcome::Draw;
        QCOMPARE(r->outcome, byCount);
    }
}

QTEST_GUILESS_MAIN(TestAtaxxEngine)
#include "tst_ataxxengine.moc"
