// Move values for the board overlay (ai/movevalues.h): the exact Othello values of a position
// worked out by hand, Gomoku threat levels from the rule of five, Go and NoGo win rates (an
// obviously winning capture on top, a stop honoured), and which games have values.
#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

#include "ai/movevalues.h"
#include "games/gameregistry.h"

using namespace qiju;

class TestMoveValues : public QObject
{
    Q_OBJECT

private slots:
    void othelloHandWorked();
    void othelloStopReturnsIncomplete();
    void gomokuFivesAndBlocks();
    void goCaptureRanksTop();
    void goStopReturnsIncomplete();
    void nogoWinRates();
    void everyGameHasValues();
};

namespace {

std::unique_ptr<core::Game> gameOf(core::GameId id, const char *text)
{
    return core::gameInfo(id).fromText({}, text, nullptr);
}

const ai::MoveValue *valueAt(const ai::MoveValues &values, int x, int y)
{
    for (const ai::MoveValue &v : values.moves) {
        if (v.move.to == core::Point{x, y})
            return &v;
    }
    return nullptr;
}

} // namespace

void TestMoveValues::othelloHandWorked()
{
    // Two empties, a1 and h8; Black (X) to move. Counted by hand:
    //   a1 flips b1 (c1 is X). White's only reply h8 flips h7 (h6 is O) and g7, f6 (e5 is O);
    //   the board is full: X 12 + 2 - 3 = 11, O 50 - 1 + 4 = 53, so a1 is worth 11 - 53 = -42.
    //   h8 flips g8 (f8 is X). White's only reply a1 flips a2 (a3 is O) and b2 (c3 is O):
    //   X 12 + 2 - 2 = 12, O 50 - 1 + 3 = 52, so h8 is worth 12 - 52 = -40.
    auto game = gameOf(core::GameId::Othello,
        "-OXXXXXX"
        "XXOOOOOO"
        "OOOOOOOO"
        "OOOOOOOO"
        "OOOOOOOO"
        "OOOOOXOO"
        "OOOOOOXX"
        "OOOOOXO- X");
    QVERIFY(game);
    QCOMPARE(game->pieceCount(core::Side::Black), 12);
    QCOMPARE(game->pieceCount(core::Side::White), 50);
    std::atomic<bool> stop{false};
    const ai::MoveValues values = ai::evaluateMoves(*game, stop);
    QVERIFY(values.complete);
    QCOMPARE(values.unit, ai::ScoreUnit::Discs);
    QCOMPARE(values.moves.size(), std::size_t(2));
    const ai::MoveValue *a1 = valueAt(values, 0, 0);
    const ai::MoveValue *h8 = valueAt(values, 7, 7);
    QVERIFY(a1 && h8);
    QCOMPARE(a1->value, -42.0);
    QCOMPARE(h8->value, -40.0);
    QVERIFY(a1->exact && h8->exact);
}

void TestMoveValues::othelloStopReturnsIncomplete()
{
    auto game = core::createGame(core::GameId::Othello);
    std::atomic<bool> stop{true};
    const ai::MoveValues values = ai::evaluateMoves(*game, stop);
    QVERIFY(!values.complete);
    QVERIFY(values.moves.empty());
    stop = false;
    const ai::MoveValues all = ai::evaluateMoves(*game, stop);
    QVERIFY(all.complete);
    QCOMPARE(all.moves.size(), std::size_t(4)); // d3, c4, f5, e6
    // The start position is symmetric: the four moves are worth the same.
    for (const ai::MoveValue &v : all.moves)
        QCOMPARE(v.value, all.moves.front().value);
}

void TestMoveValues::gomokuFivesAndBlocks()
{
    // Black has four in a row, d8-g8, open at both ends (c8 and h8); White's stones sit in the
    // corners, far from anything. A five is the strongest level there is.
    const char *board = "o13o/15/15/15/15/15/15/3xxxx8/15/15/15/15/15/15/o13o";
    for (const char *side : {" b", " w"}) {
        auto game = gameOf(core::GameId::Gomoku, (std::string(board) + side).c_str());
        QVERIFY(game);
        std::atomic<bool> stop{false};
        const ai::MoveValues values = ai::evaluateMoves(*game, stop);
        QVERIFY(values.complete);
        QCOMPARE(values.unit, ai::ScoreUnit::Points);
        // Black makes five there; White must block there (the threat it takes away).
        for (int x : {2, 7}) {
            const ai::MoveValue *v = valueAt(values, x, 7);
            QVERIFY2(v, side);
            QCOMPARE(v->value, double(ai::ThreatLevel::Five));
        }
        // Only points that make or take away a threat are listed; nothing is stronger.
        QVERIFY(!valueAt(values, 7, 0));
        QVERIFY(!valueAt(values, 11, 11));
        for (const ai::MoveValue &v : values.moves) {
            QVERIFY(v.value >= double(ai::ThreatLevel::Three));
            QVERIFY(v.value <= double(ai::ThreatLevel::Five));
        }
    }
}

// Black's five stones B6-F6 have one liberty left, G6, between two white walls (the position
// of tests/ai/tst_goengine.cpp). White to move: taking the five stones at G6 leaves Black
// nothing in the middle of the board, and every other move lets Black escape at G6. The
// capture must be the most searched move, with the highest win rate, clearly winning. (The
// learned priors steer nearly every playout to it, so it may be the only move listed.)
void TestMoveValues::goCaptureRanksTop()
{
    // White A7-F7, A6 and A5-F5 around Black's B6-F6; Black fills the 2nd line.
    auto game
        = core::gameInfo(core::GameId::Go)
              .fromText("chinese size=9", "9/9/oooooo3/oxxxxx3/oooooo3/9/9/xxxxxxxxx/9 w", nullptr);
    QVERIFY(game);
    std::atomic<bool> stop{false};
    const ai::MoveValues values = ai::evaluateMoves(*game, stop);
    QVERIFY(values.complete);
    QCOMPARE(values.unit, ai::ScoreUnit::WinRate);
    QVERIFY(!values.moves.empty());
    const ai::MoveValue &first = values.moves.front(); // the most visited
    QCOMPARE(QString::fromStdString(game->moveText(first.move)), QStringLiteral("G6"));
    QVERIFY(!first.rough);
    for (const ai::MoveValue &v : values.moves) {
        QVERIFY(v.value >= 0 && v.value <= 1);
        QVERIFY(game->check(v.move) == core::MoveError::None);
        QVERIFY(!v.move.isPass());
        if (!v.rough)
            QVERIFY2(v.value <= first.value, game->moveText(v.move).c_str());
    }
    QVERIFY2(first.value > 0.6, std::to_string(first.value).c_str());
}

// A stop raised while the search runs ends it: the values come back incomplete (the overlay
// then shows nothing), as they do when the stop is already set.
void TestMoveValues::goStopReturnsIncomplete()
{
    auto game = core::gameInfo(core::GameId::Go).create("chinese", nullptr); // 19x19
    std::atomic<bool> stop{true};
    QVERIFY(!ai::evaluateMoves(*game, stop).complete);
    stop = false;
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        stop = true;
    });
    const ai::MoveValues values = ai::evaluateMoves(*game, stop);
    stopper.join();
    QVERIFY(!values.complete);
    QVERIFY(values.moves.empty());
}

// NoGo (course rules): from the empty board every listed point is legal (never the centre,
// which the rules forbid for Black's first stone) with a win rate in [0, 1].
void TestMoveValues::nogoWinRates()
{
    auto game = core::gameInfo(core::GameId::Nogo).create("course", nullptr);
    std::atomic<bool> stop{false};
    const ai::MoveValues values = ai::evaluateMoves(*game, stop);
    QVERIFY(values.complete);
    QCOMPARE(values.unit, ai::ScoreUnit::WinRate);
    QVERIFY(!values.moves.empty());
    QVERIFY(!valueAt(values, 4, 4));
    for (const ai::MoveValue &v : values.moves) {
        QVERIFY(game->check(v.move) == core::MoveError::None);
        QVERIFY(v.value >= 0 && v.value <= 1);
    }
}

void TestMoveValues::everyGameHasValues()
{
    std::atomic<bool> stop{false};
    // Ataxx: a value for every legal move (clones and jumps) from the start.
    auto ataxx = core::createGame(core::GameId::Ataxx);
    const ai::MoveValues values = ai::evaluateMoves(*ataxx, stop);
    QVERIFY(values.complete);
    QCOMPARE(values.moves.size(), ataxx->legalMoves().size());
    // A finished game has none.
    auto over = gameOf(core::GameId::Othello,
        "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X");
    QVERIFY(over && over->result());
    QVERIFY(ai::evaluateMoves(*over, stop).moves.empty());
}

QTEST_APPLESS_MAIN(TestMoveValues)
#include "tst_movevalues.moc"
