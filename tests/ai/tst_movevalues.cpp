// Move values for the board overlay (ai/movevalues.h): the exact Othello values of a position
// worked out by hand, Gomoku threat levels from the rule of five, and which games have values.
#include <QTest>

#include <atomic>

#include "ai/movevalues.h"
#include "common/gameregistry.h"

using namespace qiju;

class TestMoveValues : public QObject
{
    Q_OBJECT

private slots:
    void othelloHandWorked();
    void othelloStopReturnsIncomplete();
    void gomokuFivesAndBlocks();
    void gamesWithoutValues();
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

void TestMoveValues::gamesWithoutValues()
{
    QVERIFY(ai::hasMoveValues(core::GameId::Othello));
    QVERIFY(ai::hasMoveValues(core::GameId::Ataxx));
    QVERIFY(ai::hasMoveValues(core::GameId::Gomoku));
    QVERIFY(!ai::hasMoveValues(core::GameId::Go));
    QVERIFY(!ai::hasMoveValues(core::GameId::Nogo));
    std::atomic<bool> stop{false};
    auto go = core::gameInfo(core::GameId::Go).create({}, nullptr);
    QVERIFY(go);
    QVERIFY(ai::evaluateMoves(*go, stop).moves.empty());
    // Ataxx: a value for every legal move (clones and jumps) from the start.
    auto ataxx = core::createGame(core::GameId::Ataxx);
    const ai::MoveValues values = ai::evaluateMoves(*ataxx, stop);
    QVERIFY(values.complete);
    QCOMPARE(values.moves.size(), ataxx->legalMoves().size());
}

QTEST_APPLESS_MAIN(TestMoveValues)
#include "tst_movevalues.moc"
