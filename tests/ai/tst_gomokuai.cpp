// The Gomoku AI: hand-worked tactical positions (win in one, block a four, answer an open
// three, stop a four-three, win by VCF and by a double three, White winning through Black's
// Renju foul), Renju legality over whole games, the swap opening, determinism, the stop flag,
// level noise, the level table and the threat solver's share of a search. Searches are
// node-limited, so the results do not depend on the machine's load. Positions are written in
// Qiju's position text (row 15 first).
#include <QTest>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "ai/gomoku/gomokucontrol.h"
#include "ai/gomoku/gomokuengine.h"
#include "ai/gomoku/gomokulevels.h"
#include "ai/gomoku/gomokusearch.h"
#include "ai/gomoku/gomokusolver.h"
#include "ai/levels.h"
#include "ai/levelthreads.h"
#include "games/gomoku/gomokugame.h"

#include "../support/gomokutext.h"

using namespace qiju;
using namespace qiju::gomoku;
using ai::Level;
using ai::gomoku::GomokuEngine;
using core::Move;
using core::MoveError;
using core::Side;
using test::gomokuFromText;

namespace {

Move at(const char *text) { return Move::place(pointOf(*parsePoint(text))); }

// A level's limits without the clock and on one thread: the same search on any machine.
ai::SearchLimits levelNodes(Level level, std::int64_t nodes, std::uint64_t seed = 1)
{
    ai::SearchLimits limits = ai::gomokuLevelLimits(level, 1000);
    limits.timeMs = 0;
    limits.threads = 1;
    limits.maxNodes = nodes;
    limits.seed = seed;
    return limits;
}

Move bestMove(GomokuEngine &engine, const GomokuGame &g, const ai::SearchLimits &limits)
{
    std::atomic<bool> stop{false};
    return engine.search(g, limits, stop).best;
}

// Plays the game out with the engine on both sides; returns the winner (or nullopt).
std::optional<Side> playOut(GomokuGame &g, Level level, int maxMoves, int *moves = nullptr)
{
    GomokuEngine engine;
    int n = 0;
    while (!g.result() && n < maxMoves) {
        const Move m = bestMove(engine, g, levelNodes(level, 60000, n));
        if (g.check(m) != MoveError::None)
            return std::nullopt;
        g.play(m);
        ++n;
    }
    if (moves)
        *moves = n;
    if (!g.result() || g.result()->outcome == core::Outcome::Draw)
        return std::nullopt;
    return g.result()->isWinFor(Side::Black) ? Side::Black : Side::White;
}

bool hasVcf(GomokuPosition pos, Side attacker)
{
    std::atomic<bool> stop{false};
    ai::gomoku::SearchBudget budget(stop, 0, 0);
    ai::gomoku::ThreatSolver solver;
    pos.setSideToMove(attacker);
    return solver.findVcf(pos, budget, 30, 2000000) >= 0;
}

} // namespace

class TestGomokuAi : public QObject
{
    Q_OBJECT

private slots:
    void winInOne_data();
    void winInOne();
    void blockFour_data();
    void blockFour();
    void fiveBeforeBlock();
    void answerOpenThree_data();
    void answerOpenThree();
    void stopFourThree();
    void winByVcf();
    void winByDoubleThree();
    void renjuNeverPlaysAFoul();
    void renjuWhiteWinsThroughFoul();
    void renjuWholeGamesAreLegal();
    void swapOpening();
    void deterministic();
    void stopFlag();
    void timeLimit();
    void beginnerIsRandomised();
    void levelTable();
    void solverShare();
    void twoThreads();
};

void TestGomokuAi::winInOne_data()
{
    QTest::addColumn<int>("level");
    for (Level l : ai::kAllLevels)
        QTest::newRow(ai::levelKey(l).data()) << int(l);
}

// Black D8 E8 F8 G8 (row 8), White C8 and far stones: H8 is the only five.
void TestGomokuAi::winInOne()
{
    QFETCH(int, level);
    auto g = gomokuFromText("freestyle", "o14/15/15/15/15/15/15/2oxxxx8/15/15/15/15/15/15/o13o b");
    QVERIFY(g);
    GomokuEngine engine;
    std::atomic<bool> stop{false};
    const auto info = engine.search(*g, levelNodes(Level(level), 20000), stop);
    QCOMPARE(info.best, at("H8"));
    QVERIFY(info.exact);
    QVERIFY(info.score > 0);
}

void TestGomokuAi::blockFour_data() { winInOne_data(); }

// The same four with White to move and nothing of its own: every level blocks at H8.
void TestGomokuAi::blockFour()
{
    QFETCH(int, level);
    auto g = gomokuFromText("freestyle", "o14/15/15/15/15/15/15/2oxxxx8/15/15/15/15/15/15/o14 w");
    QVERIFY(g);
    GomokuEngine engine;
    QCOMPARE(bestMove(engine, *g, levelNodes(Level(level), 20000)), at("H8"));
}

// Both sides have a four; the side to move makes five instead of blocking. White A14 A13 A12
// A11 (A10 is Black): A15 is White's five; Black's D8-G8 threatens H8.
void TestGomokuAi::fiveBeforeBlock()
{
    auto g
        = gomokuFromText("freestyle", "15/o14/o14/o14/o14/x14/15/2oxxxx8/15/15/15/15/15/15/14x w");
    QVERIFY(g);
    GomokuEngine engine;
    for (Level l : ai::kAllLevels)
        QCOMPARE(bestMove(engine, *g, levelNodes(l, 20000)), at("A15"));
}

void TestGomokuAi::answerOpenThree_data()
{
    QTest::addColumn<int>("level");
    for (Level l : {Level::Easy, Level::Medium, Level::Hard, Level::Expert})
        QTest::newRow(ai::levelKey(l).data()) << int(l);
}

// Black F8 G8 H8 with C8..E8 and I8..K8 empty: an open three. White (to move) has nothing;
// only E8 and I8 stop the straight four (after C8 or K8 Black still gets one).
void TestGomokuAi::answerOpenThree()
{
    QFETCH(int, level);
    auto g = gomokuFromText("freestyle", "o14/15/15/15/15/15/15/5xxx7/15/15/15/15/15/15/14o w");
    QVERIFY(g);
    GomokuEngine engine;
    const Move m = bestMove(engine, *g, levelNodes(Level(level), 50000));
    QVERIFY2(m == at("E8") || m == at("I8"), g->moveText(m).c_str());
}

// Black E8 F8 G8 (closed by White D8) and H10 H9: H8 would be a four-three, a win by fours.
// White's defences: H8, I8 (kills the row), H11 or H7 (closes the file). After the engine's
// move Black has no win by continuous fours left.
void TestGomokuAi::stopFourThree()
{
    const char *text = "14o/15/15/15/15/7x7/7x7/3oxxx8/15/15/15/15/15/15/o13o w";
    auto g = gomokuFromText("freestyle", text);
    QVERIFY(g);
    QVERIFY(hasVcf(g->position(), Side::Black));
    for (Level l : {Level::Easy, Level::Medium, Level::Hard, Level::Expert}) {
        GomokuEngine engine;
        const Move m = bestMove(engine, *g, levelNodes(l, 100000));
        const std::set<std::string> defences = {"H8", "I8", "H11", "H7"};
        QVERIFY2(defences.count(g->moveText(m)), g->moveText(m).c_str());
        GomokuGame after = *g;
        after.play(m);
        QVERIFY(!hasVcf(after.position(), Side::Black));
    }
}

// Worked on paper (Black to move, White's stones scattered): row E8 F8 (closed by White D8)
// and file H11 H10 (closed by White H12) meet at H8. G8 comes with the four G8-G7-G6-G5
// (White must block G9), H9 with the four G8-H9-I10-J11 (closed by K12; White must block F7);
// then H8 makes two fours. The engine may find a shorter line (G9 is a four on the G file
// too); either way every black move is a four and Black wins within its fifth move.
void TestGomokuAi::winByVcf()
{
    const char *text = "o1o12/15/o14/7o2o4/7x1x5/7xx6/15/3oxx9/6x8/6x8/6x8/6o8/15/15/12o1o b";
    auto g = gomokuFromText("freestyle", text);
    QVERIFY(g);
    QVERIFY(hasVcf(g->position(), Side::Black));
    GomokuEngine engine;
    std::atomic<bool> stop{false};
    for (int blackMoves = 1; blackMoves <= 5 && !g->result(); ++blackMoves) {
        const auto info = engine.search(*g, levelNodes(Level::Medium, 100000), stop);
        QVERIFY(info.exact && info.score > 0);
        const int p = pointIndex(info.best.to);
        QVERIFY2(g->position().fourPoints(Side::Black).contains(p), g->moveText(info.best).c_str());
        g->play(info.best);
        if (g->result())
            break;
        // White's reply is forced: a point that stops a five (with two, Black wins anyway).
        const auto &fives = g->position().fivePoints(Side::Black);
        QVERIFY(fives.size() >= 1);
        QVERIFY(g->position().fivePoints(Side::White).empty());
        g->play(Move::place(pointOf(fives.first())));
    }
    QVERIFY(g->result());
    QVERIFY(g->result()->isWinFor(Side::Black));
}

// Black F8 G8 and H10 H9 (all ends open): H8 makes two open threes. Freestyle: Black wins
// (the threat solver finds a VCT); Renju: H8 is a foul and is never played.
void TestGomokuAi::winByDoubleThree()
{
    const char *text = "o13o/15/15/15/15/7x7/7x7/5xx8/15/15/15/15/15/15/o13o b";
    auto g = gomokuFromText("freestyle", text);
    QVERIFY(g);
    GomokuEngine engine;
    std::atomic<bool> stop{false};
    const auto info = engine.search(*g, levelNodes(Level::Medium, 100000), stop);
    QVERIFY(info.exact && info.score > 0);
    QCOMPARE(playOut(*g, Level::Hard, 30), std::optional<Side>(Side::Black));
}

void TestGomokuAi::renjuNeverPlaysAFoul()
{
    const char *text = "o13o/15/15/15/15/7x7/7x7/5xx8/15/15/15/15/15/15/o13o b";
    auto g = gomokuFromText("renju", text);
    QVERIFY(g);
    QCOMPARE(g->check(at("H8")), MoveError::Forbidden33);
    for (Level l : ai::kAllLevels) {
        for (std::uint64_t seed = 0; seed < 4; ++seed) {
            GomokuEngine engine;
            const Move m = bestMove(engine, *g, levelNodes(l, 30000, seed));
            QVERIFY(m != at("H8"));
            QCOMPARE(g->check(m), MoveError::None);
        }
    }
}

// White E11 F10 G9 on a diagonal closed by Black C13 and I7: D12 makes a four whose only five
// point is H8, and Black's F8 G8 and H10 H9 make H8 a double three. Renju: Black may not
// block there, so White wins by fours. Freestyle: Black blocks (White has no win by fours).
void TestGomokuAi::renjuWhiteWinsThroughFoul()
{
    const char *text = "14o/15/2x12/15/4o10/5o1x7/6ox7/5xx8/8x6/15/15/15/15/15/14o w";
    auto renju = gomokuFromText("renju", text);
    QVERIFY(renju);
    QVERIFY(hasVcf(renju->position(), Side::White));
    QCOMPARE(playOut(*renju, Level::Medium, 6), std::optional<Side>(Side::White));
    auto free = gomokuFromText("freestyle", text);
    QVERIFY(free);
    QVERIFY(!hasVcf(free->position(), Side::White));
}

// Whole engine-vs-engine Renju games (with the swap opening too): every move is legal, no
// black stone is ever a foul, and the game ends with a result.
void TestGomokuAi::renjuWholeGamesAreLegal()
{
    for (const char *rules : {"renju", "renju swap2"}) {
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            auto g0 = GomokuGame::create(rules, nullptr);
            auto &g = static_cast<GomokuGame &>(*g0);
            GomokuEngine black;
            GomokuEngine white;
            int n = 0;
            while (!g.result() && n < 225) {
                GomokuEngine &e = g.seatToMove() == Side::Black ? black : white;
                const Level level = g.seatToMove() == Side::Black ? Level::Easy : Level::Medium;
                const Move m = bestMove(e, g, levelNodes(level, 8000, seed * 1000 + n));
                QCOMPARE(g.check(m), MoveError::None);
                if (m.kind == Move::Kind::Place && g.sideToMove() == Side::Black)
                    QVERIFY(!g.position().isFoul(pointIndex(m.to), Side::Black));
                g.play(m);
                ++n;
            }
            QVERIFY(g.result());
        }
    }
}

// The opening protocol: the engine places the first stones, and at the choice it either
// swaps or places a white stone.
void TestGomokuAi::swapOpening()
{
    GomokuGame g(*GomokuRules::fromText("freestyle swap"));
    GomokuEngine engine;
    for (int i = 0; i < 3; ++i) {
        const Move m = bestMove(engine, g, levelNodes(Level::Medium, 20000, 7));
        QCOMPARE(m.kind, Move::Kind::Place);
        QCOMPARE(g.check(m), MoveError::None);
        g.play(m);
    }
    QCOMPARE(g.openingStage(), OpeningStage::Choice);
    const Move choice = bestMove(engine, g, levelNodes(Level::Medium, 20000, 7));
    QVERIFY(choice.kind == Move::Kind::Swap || choice.kind == Move::Kind::Place);
    QCOMPARE(g.check(choice), MoveError::None);
}

void TestGomokuAi::deterministic()
{
    auto g = gomokuFromText("freestyle", "15/15/15/15/15/6o8/6xo7/5xxo7/7x7/15/15/15/15/15/15 w");
    QVERIFY(g);
    for (Level l : ai::kAllLevels) {
        GomokuEngine a;
        GomokuEngine b;
        std::atomic<bool> stop{false};
        const auto limits = levelNodes(l, 30000, 42);
        const auto ia = a.search(*g, limits, stop);
        const auto ib = b.search(*g, limits, stop);
        QCOMPARE(ia.best, ib.best);
        QCOMPARE(ia.nodes, ib.nodes);
        QCOMPARE(ia.score, ib.score);
        // The same engine again, after clear(): the same answer.
        a.clear();
        const auto ic = a.search(*g, limits, stop);
        QCOMPARE(ic.best, ia.best);
        QCOMPARE(ic.nodes, ia.nodes);
    }
}

void TestGomokuAi::stopFlag()
{
    auto g = gomokuFromText("renju", "15/15/15/15/15/6o8/6xo7/5xxo7/7x7/15/15/15/15/15/15 w");
    QVERIFY(g);
    GomokuEngine engine;
    // Already stopped: answers at once with a legal move.
    std::atomic<bool> stop{true};
    ai::SearchLimits unlimited;
    auto info = engine.search(*g, unlimited, stop);
    QCOMPARE(g->check(info.best), MoveError::None);
    // Stopped from another thread while searching without limits.
    stop = false;
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        stop = true;
    });
    info = engine.search(*g, unlimited, stop);
    stopper.join();
    QCOMPARE(g->check(info.best), MoveError::None);
    QVERIFY(info.stopped);
}

void TestGomokuAi::timeLimit()
{
    auto g = gomokuFromText("freestyle", "15/15/15/15/15/6o8/6xo7/5xxo7/7x7/15/15/15/15/15/15 w");
    QVERIFY(g);
    GomokuEngine engine;
    std::atomic<bool> stop{false};
    ai::SearchLimits limits = ai::gomokuLevelLimits(Level::Expert, 300);
    // Returns by itself (the time taken is checked by qiju-engine timecheck).
    const auto info = engine.search(*g, limits, stop);
    QCOMPARE(g->check(info.best), MoveError::None);
}

// Beginner varies with the seed (and always answers legally); Expert does not.
void TestGomokuAi::beginnerIsRandomised()
{
    auto g = gomokuFromText("freestyle", "15/15/15/15/15/6o8/6xo7/5xxo7/7x7/15/15/15/15/15/15 w");
    QVERIFY(g);
    std::set<std::string> beginner;
    std::set<std::string> expert;
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
        GomokuEngine engine;
        const Move b = bestMove(engine, *g, levelNodes(Level::Beginner, 5000, seed));
        QCOMPARE(g->check(b), MoveError::None);
        beginner.insert(g->moveText(b));
        expert.insert(g->moveText(bestMove(engine, *g, levelNodes(Level::Expert, 20000, seed))));
    }
    QVERIFY(beginner.size() >= 3);
    QCOMPARE(expert.size(), std::size_t(1));
}

void TestGomokuAi::levelTable()
{
    int previousDepth = 1;
    for (Level l : ai::kAllLevels) {
        const auto limits = ai::gomokuLevelLimits(l, 5000);
        QVERIFY(limits.timeMs > 0 && limits.timeMs <= 5000);
        QCOMPARE(limits.threads, ai::levelThreads(l));
        if (limits.maxDepth > 0) {
            QVERIFY(limits.maxDepth >= previousDepth);
            previousDepth = limits.maxDepth;
        }
    }
    QCOMPARE(ai::gomokuLevelLimits(Level::Expert, 5000).timeMs, 5000); // the user's time
    QCOMPARE(ai::gomokuLevelLimits(Level::Expert, 5000).maxDepth, 0);
    QVERIFY(ai::gomokuLevelLimits(Level::Beginner, 5000).randomness > 0);
    QCOMPARE(ai::gomokuLevelLimits(Level::Hard, 5000).randomness, 0.0);
    QVERIFY(ai::gomokuLevelLimits(Level::Beginner, 100).timeMs <= 100);
    // The shared table hands Gomoku requests to this one.
    for (Level l : ai::kAllLevels) {
        const auto a = ai::levelLimits(core::GameId::Gomoku, l, 2500);
        const auto b = ai::gomokuLevelLimits(l, 2500);
        QCOMPARE(a.maxDepth, b.maxDepth);
        QCOMPARE(a.timeMs, b.timeMs);
        QCOMPARE(a.randomness, b.randomness);
    }
}

// The threat solver may use about a fifth of a search: 30 nodes a millisecond of the clock, a
// fifth of a node limit, the smaller of the two, at least 2,000 (values worked out by hand).
void TestGomokuAi::solverShare()
{
    using ai::gomoku::solverNodeShare;
    QCOMPARE(solverNodeShare(0, 0), 0);           // neither: no cap
    QCOMPARE(solverNodeShare(1000, 0), 30000);    // 1 s
    QCOMPARE(solverNodeShare(0, 40000), 8000);    // 40,000 nodes
    QCOMPARE(solverNodeShare(9000, 40000), 8000); // Gomocup's turn time with --nodes
    QCOMPARE(solverNodeShare(100, 40000), 3000);  // the clock's share is smaller
    QCOMPARE(solverNodeShare(10, 0), 2000);       // the floor
    QCOMPARE(solverNodeShare(0, 5000), 2000);
}

// Lazy SMP. The win by fours worked on paper for winByVcf: the alpha-beta alone (no threat
// solver in front) finds it with two threads as with one, starting with a four; the engine's
// two-thread Expert search proves it too; a two-thread search of a middle game without a
// (the bench's free28) answers legally.
void TestGomokuAi::twoThreads()
{
    const char *text = "o1o12/15/o14/7o2o4/7x1x5/7xx6/15/3oxx9/6x8/6x8/6x8/6o8/15/15/12o1o b";
    auto g = gomokuFromText("freestyle", text);
    QVERIFY(g);
    std::atomic<bool> stop{false};
    for (int threads : {1, 2}) {
        GomokuPosition pos = g->position();
        ai::gomoku::PointList cands;
        ai::gomoku::candidates(pos, cands);
        const std::vector<int> roots(cands.points.begin(), cands.points.begin() + cands.size);
        ai::gomoku::AlphaBeta search;
        ai::gomoku::AlphaBeta::Options options;
        options.maxDepth = 6;
        options.threads = threads;
        ai::gomoku::SearchBudget budget(stop, 0, 0);
        const auto info = search.run(pos, roots, options, budget, {}, nullptr);
        QVERIFY(info.exact && info.score > ai::gomoku::kWinThreshold);
        QVERIFY2(g->position().fourPoints(Side::Black).contains(pointIndex(info.best.to)),
            g->moveText(info.best).c_str());
        QCOMPARE(pos.toText(), g->position().toText());
    }
    GomokuEngine engine;
    ai::SearchLimits limits = levelNodes(Level::Expert, 100000);
    limits.threads = 2;
    const auto info = engine.search(*g, limits, stop);
    QVERIFY(info.exact && info.score > 0);
    QVERIFY(g->position().fourPoints(Side::Black).contains(pointIndex(info.best.to)));

    auto middle = gomokuFromText("freestyle",
        "15/15/3x11/4ox1o7/4oox8/2o1oxoo7/2oxxxxo7/3o1o1xx6/2x1xxo1x6/9o5/15/15/15/15/15 b");
    QVERIFY(middle);
    limits = levelNodes(Level::Hard, 60000);
    limits.threads = 2;
    const auto answer = engine.search(*middle, limits, stop);
    QCOMPARE(middle->check(answer.best), MoveError::None);
    QVERIFY(answer.depth >= 1);
}

QTEST_GUILESS_MAIN(TestGomokuAi)
#include "tst_gomokuai.moc"
