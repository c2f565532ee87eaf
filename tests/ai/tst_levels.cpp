// Difficulty levels: keys, a legal and quick answer at every level, strength ordered
// (Medium beats Beginner), Expert within the user's time, and noise replayable by seed.
#include <QTest>

#include <atomic>
#include <chrono>
#include <set>

#include "ai/gameprofile.h"
#include "ai/levels.h"
#include "games/othello/othellogame.h"

using namespace qiju;
using qiju::othello::OthelloGame;
using qiju::othello::OthelloPosition;

namespace {

// Plays one game, black and white each searching with their own level limits and seeds.
// Returns Black's final disc difference.
int playGame(ai::Level black, ai::Level white, std::uint64_t seed)
{
    auto engines = std::array {
        ai::createEngine(core::GameId::Othello), ai::createEngine(core::GameId::Othello)};
    const ai::Level levels[2] = {black, white};
    OthelloGame game;
    std::atomic<bool> stop {false};
    while (!game.result()) {
        const int side = core::index(game.sideToMove());
        ai::SearchLimits limits = ai::levelLimits(core::GameId::Othello, levels[side], 1000);
        limits.seed = seed + static_cast<std::uint64_t>(game.plyCount()) * 7919;
        const ai::SearchInfo info = engines[side]->search(game, limits, stop);
        if (game.check(info.best) != core::MoveError::None)
            return -1000; // flagged by the caller
        game.play(info.best);
    }
    const core::GameResult r = *game.result();
    return static_cast<int>(r.blackScore - r.whiteScore);
}

} // namespace

class TestLevels : public QObject
{
    Q_OBJECT

private slots:
    void keysRoundTrip();
    void limitsAreOrdered();
    void everyLevelAnswersAtOpening();
    void mediumBeatsBeginner();
    void noiseIsReproducible();
    void expertAnswersWithinUserTime();
};

void TestLevels::keysRoundTrip()
{
    for (ai::Level level : ai::kAllLevels) {
        const auto back = ai::levelFromKey(ai::levelKey(level));
        QVERIFY(back);
        QCOMPARE(*back, level);
    }
    QCOMPARE(ai::levelKey(ai::Level::Beginner), std::string_view("beginner"));
    QCOMPARE(ai::levelKey(ai::Level::Expert), std::string_view("expert"));
    QVERIFY(!ai::levelFromKey("grandmaster"));
    QVERIFY(!ai::levelFromKey(""));
}

void TestLevels::limitsAreOrdered()
{
    const ai::SearchLimits beginner
        = ai::levelLimits(core::GameId::Othello, ai::Level::Beginner, 3000);
    const ai::SearchLimits expert = ai::levelLimits(core::GameId::Othello, ai::Level::Expert, 3000);
    QVERIFY(beginner.randomness > 0);
    QCOMPARE(expert.randomness, 0.0);
    QCOMPARE(expert.timeMs, 3000);
    QVERIFY(expert.exactEmpties >= 20);
    int previousExact = -1;
    for (ai::Level level : ai::kAllLevels) {
        const ai::SearchLimits l = ai::levelLimits(core::GameId::Othello, level, 3000);
        QVERIFY(l.timeMs > 0 && l.timeMs <= 3000); // never longer than the user's setting
        QVERIFY(l.exactEmpties >= previousExact);
        previousExact = l.exactEmpties;
        QCOMPARE(l.probCut, level >= ai::Level::Hard); // selective from Hard only
    }
    // A short user setting caps every level.
    for (ai::Level level : ai::kAllLevels)
        QVERIFY(ai::levelLimits(core::GameId::Othello, level, 200).timeMs <= 200);
}

void TestLevels::everyLevelAnswersAtOpening()
{
    OthelloGame game;
    std::atomic<bool> stop {false};
    for (ai::Level level : ai::kAllLevels) {
        auto engine = ai::createEngine(core::GameId::Othello);
        ai::SearchLimits limits = ai::levelLimits(core::GameId::Othello, level, 500);
        limits.seed = 1;
        const ai::SearchInfo info = engine->search(game, limits, stop);
        QCOMPARE(game.check(info.best), core::MoveError::None);
    }
}

void TestLevels::mediumBeatsBeginner()
{
    // Four seeded games, colours alternating: Medium must win at least three.
    int mediumWins = 0;
    for (int g = 0; g < 4; ++g) {
        const bool mediumBlack = g % 2 == 0;
        const int diff = mediumBlack ? playGame(ai::Level::Medium, ai::Level::Beginner, 100 + g)
                                     : playGame(ai::Level::Beginner, ai::Level::Medium, 100 + g);
        QVERIFY(diff != -1000);
        const int mediumDiff = mediumBlack ? diff : -diff;
        mediumWins += mediumDiff > 0;
    }
    QVERIFY2(mediumWins >= 3, qPrintable(QStringLiteral("Medium won %1 of 4").arg(mediumWins)));
}

void TestLevels::noiseIsReproducible()
{
    // Same seed, same answer; across seeds the noisy Beginner does not always play alike.
    OthelloGame game;
    for (const char *m : {"f5", "d6", "c3", "d3", "c4", "f4"})
        game.play(*game.parseMove(m));
    std::atomic<bool> stop {false};
    auto engine = ai::createEngine(core::GameId::Othello);
    std::set<int> distinct;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        ai::SearchLimits limits = ai::levelLimits(core::GameId::Othello, ai::Level::Beginner, 1000);
        limits.seed = seed;
        const ai::SearchInfo a = engine->search(game, limits, stop);
        engine->clear();
        const ai::SearchInfo b = engine->search(game, limits, stop);
        QVERIFY(a.best == b.best);
        distinct.insert(OthelloGame::squareOf(a.best.to));
    }
    QVERIFY(distinct.size() >= 2);
}

void TestLevels::expertAnswersWithinUserTime()
{
    // FFO #41 (22 empties, within Expert's exact range) cannot be solved in 400 ms here (the
    // solve takes about 2 s of CPU): the engine must give up the solve and answer with a legal
    // move. How long it took is measured by `qiju-engine timecheck`, not here.
    const auto pos = OthelloPosition::fromText(
        "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X");
    QVERIFY(pos);
    OthelloGame game(*pos);
    std::atomic<bool> stop {false};
    auto engine = ai::createEngine(core::GameId::Othello);
    const ai::SearchLimits limits = ai::levelLimits(core::GameId::Othello, ai::Level::Expert, 400);
    const ai::SearchInfo info = engine->search(game, limits, stop);
    QCOMPARE(game.check(info.best), core::MoveError::None);
}

QTEST_GUILESS_MAIN(TestLevels)
#include "tst_levels.moc"
