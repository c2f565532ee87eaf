// NoGo rules (DESIGN.md §3): a placement that captures or is a suicide is illegal, no pass,
// the side to move without a legal move loses; Course forbids Black's first move on the
// centre, Botzone does not. Expected counts from the rule text: an empty 9x9 board has 81
// points, 80 without the centre.
#include <QTest>

#include "games/gameregistry.h"
#include "games/go/gotext.h"
#include "games/nogo/nogogame.h"

#include <random>

using namespace qiju;
using core::Move;
using core::MoveError;
using core::Point;
using core::Side;
using nogo::NogoGame;

namespace {

Point at(const char *text) { return *go::parsePointText(text, 9); }

std::unique_ptr<core::Game> position(const char *rules, const char *text)
{
    return NogoGame::fromText(rules, text, nullptr);
}

} // namespace

class TestNogoGame : public QObject
{
    Q_OBJECT

private slots:
    void registryRow();
    void emptyBoardCounts();
    void centreOnlyForBlacksFirstMove();
    void captureIsIllegal();
    void suicideIsIllegal();
    void noPass();
    void noLegalMoveLoses();
    void randomGameEnds();
    void badText();
};

void TestNogoGame::registryRow()
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Nogo);
    QCOMPARE(info.key, std::string_view("nogo"));
    QCOMPARE(info.presets.size(), std::size_t(2));
    QCOMPARE(info.presets[0], std::string_view("course"));
    auto g = info.create("", nullptr);
    QVERIFY(g);
    QCOMPARE(g->rulesText(), std::string("course"));
    QCOMPARE(g->width(), 9);
    QCOMPARE(g->positionText(), std::string("9/9/9/9/9/9/9/9/9 b"));
    QVERIFY(!info.create("chinese", nullptr));
}

void TestNogoGame::emptyBoardCounts()
{
    QCOMPARE(NogoGame::create("course", nullptr)->legalMoves().size(), std::size_t(80));
    QCOMPARE(NogoGame::create("botzone", nullptr)->legalMoves().size(), std::size_t(81));
}

void TestNogoGame::centreOnlyForBlacksFirstMove()
{
    auto g = NogoGame::create("course", nullptr);
    QCOMPARE(g->check(Move::place(at("E5"))), MoveError::CentreForbidden);
    g->play(Move::place(at("A1")));
    QCOMPARE(g->check(Move::place(at("E5"))), MoveError::None); // White may
    QCOMPARE(g->legalMoves().size(), std::size_t(80));
    g->play(Move::place(at("J9")));
    QCOMPARE(g->check(Move::place(at("E5"))), MoveError::None); // Black's second move may
}

void TestNogoGame::captureIsIllegal()
{
    // White A9 has one liberty, A8: Black may not take it. The cause is the white stone.
    auto g = position("botzone", "ox7/9/9/9/9/9/9/9/9 b");
    QVERIFY(g);
    QCOMPARE(g->check(Move::place(at("A8"))), MoveError::Capture);
    const auto &n = static_cast<const NogoGame &>(*g);
    QCOMPARE(n.illegalCause(at("A8")), (std::vector<Point>{at("A9")}));
    QCOMPARE(g->legalMoves().size(), std::size_t(78)); // 79 empty points, A8 excluded
    QCOMPARE(n.placementError(at("A8"), Side::White), MoveError::None);
}

void TestNogoGame::suicideIsIllegal()
{
    // A9 is surrounded by White: a black stone there has no liberty and captures nothing.
    // Black's chain B8-C8... joined with no liberty is a suicide too.
    auto g = position("botzone", "1o7/o8/9/9/9/9/9/9/9 b");
    QCOMPARE(g->check(Move::place(at("A9"))), MoveError::Suicide);
    const auto &n = static_cast<const NogoGame &>(*g);
    QCOMPARE(n.illegalCause(at("A9")), (std::vector<Point>{at("A9")}));
    // White may play its own eye: it neither captures nor loses its last liberty.
    QCOMPARE(n.placementError(at("A9"), Side::White), MoveError::None);
    // Black B9 would join A9 (whose only liberty it is) and leave the chain without any: C9,
    // A8 and B8 are White, and none of them is in atari. The cause is the whole chain.
    auto h = position("botzone", "x1o6/oo7/9/9/9/9/9/9/9 b");
    QCOMPARE(h->check(Move::place(at("B9"))), MoveError::Suicide);
    auto cause = static_cast<const NogoGame &>(*h).illegalCause(at("B9"));
    std::sort(cause.begin(), cause.end());
    QCOMPARE(cause, (std::vector<Point>{at("A9"), at("B9")}));
}

void TestNogoGame::noPass()
{
    auto g = NogoGame::create("", nullptr);
    QCOMPARE(g->check(Move::pass()), MoveError::PassNotAllowed);
    for (const Move &m : g->legalMoves())
        QVERIFY(!m.isPass());
}

void TestNogoGame::noLegalMoveLoses()
{
    // White everywhere but nine one-point eyes: Black cannot play anywhere (each point is a
    // suicide), so Black, to move, has lost.
    const char *text = "ooooooooo/o1oo1oo1o/ooooooooo/ooooooooo/o1oo1oo1o/ooooooooo/"
                       "ooooooooo/o1oo1oo1o/ooooooooo b";
    auto g = position("botzone", text);
    QVERIFY(g);
    QVERIFY(g->legalMoves().empty());
    QVERIFY(g->result());
    QCOMPARE(g->result()->outcome, core::Outcome::WhiteWins);
    QCOMPARE(g->result()->reason, core::EndReason::NoMoves);
    QCOMPARE(g->check(Move::place(at("B8"))), MoveError::GameOver);
    // With White to move the same board is not over: White may fill eight of its eyes.
    std::string white = text;
    white.back() = 'w';
    auto w = position("botzone", white.c_str());
    QVERIFY(!w->result());
    QCOMPARE(w->legalMoves().size(), std::size_t(9));
}

void TestNogoGame::randomGameEnds()
{
    for (unsigned seed = 1; seed <= 5; ++seed) {
        std::mt19937 rng(seed);
        auto g = NogoGame::create("course", nullptr);
        int plies = 0;
        while (!g->result()) {
            const auto moves = g->legalMoves();
            QVERIFY(!moves.empty());
            const Move m = moves[rng() % moves.size()];
            QCOMPARE(g->check(m), MoveError::None);
            const auto t = g->play(m);
            QVERIFY(t.captured.empty()); // nothing is ever captured in NoGo
            QVERIFY(++plies <= 81);
        }
        // The loser is the side to move, and it has no legal move.
        QVERIFY(g->result()->isWinFor(core::opposite(g->sideToMove())));
        QVERIFY(g->legalMoves().empty());
        const auto &n = static_cast<const NogoGame &>(*g);
        for (int y = 0; y < 9; ++y) {
            for (int x = 0; x < 9; ++x)
                QVERIFY(n.placementError({x, y}, g->sideToMove()) != MoveError::None);
        }
        QCOMPARE(g->plyCount(), plies);
    }
}

void TestNogoGame::badText()
{
    for (const char *text : {"", "9/9/9/9/9/9/9/9/9", "5/5/5/5/5 b", "9/9/9/9/9/9/9/9/9 b x",
             "xo7/o8/9/9/9/9/9/9/9 b"}) {
        core::ParseError e = core::ParseError::None;
        QVERIFY2(!NogoGame::fromText("", text, &e), text);
        QCOMPARE(e, core::ParseError::BadPosition);
    }
}

QTEST_GUILESS_MAIN(TestNogoGame)
#include "tst_nogogame.moc"
