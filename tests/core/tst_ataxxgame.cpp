// AtaxxGame: the rules presets and their text, the Botzone end rule and repetition rule
// (cases written by hand from DESIGN.md §3: "no passing; the game ends when a side has no
// pieces, or when, after a move, either side has no legal move — then every empty square goes
// to the side that can still move; 400 turns then count; repeating an earlier position by the
// same move is illegal"), move errors, and the MoveTransition each kind of move produces.
#include <QTest>

#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::Move;
using core::MoveError;
using core::Point;
using core::Side;

namespace {

std::unique_ptr<core::Game> game(const char *rules, const char *fen = nullptr)
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Ataxx);
    return fen ? info.fromText(rules, fen, nullptr) : info.create(rules, nullptr);
}

// Plays UAI move text; fails the test if it is not legal.
bool playText(core::Game &g, const char *text)
{
    const auto m = g.parseMove(text);
    if (!m || g.check(*m) != MoveError::None)
        return false;
    g.play(*m);
    return true;
}

Point at(const char *square) // "a7" -> display point
{
    return ataxx::AtaxxGame::pointOf(*ataxx::parseSquare(square));
}

} // namespace

class TestAtaxxGame : public QObject
{
    Q_OBJECT

private slots:
    void registryRow();
    void rulesText_data();
    void rulesText();
    void badRules();
    void botzoneHasNoPass();
    void botzoneMoverCannotMove();
    void botzoneMoverStuckAfterOwnMove();
    void botzoneLastPieceTaken();
    void botzoneTurnCap();
    void uaiPassesInstead();
    void repetitionIsIllegal();
    void repetitionCanEndTheGame();
    void repetitionAllowedUnderUai();
    void moveErrors();
    void cloneTransition();
    void jumpTransition();
    void oneStepJumpIsAClone();
};

void TestAtaxxGame::registryRow()
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Ataxx);
    QCOMPARE(info.key, std::string_view("ataxx"));
    QCOMPARE(info.presets.size(), std::size_t(2));
    QCOMPARE(info.presets[0], std::string_view("botzone")); // the default comes first
    QCOMPARE(info.presets[1], std::string_view("uai"));
    const auto g = game("");
    QVERIFY(g);
    QCOMPARE(g->rulesText(), std::string("botzone"));
    QCOMPARE(g->positionText(), std::string("x5o/7/7/7/7/7/o5x x 0 1"));
    QCOMPARE(g->width(), 7);
    QCOMPARE(g->legalMoves().size(), std::size_t(16));
}

void TestAtaxxGame::rulesText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("botzone") << "botzone"
                             << "botzone";
    QTest::newRow("uai") << "uai"
                         << "uai";
    QTest::newRow("explicit botzone") << "end=botzone,turns=400,clock=0"
                                      << "botzone";
    QTest::newRow("explicit uai") << "end=uai turns=0 clock=100"
                                  << "uai";
    QTest::newRow("override") << "botzone,turns=300"
                              << "end=botzone,turns=300,clock=0";
    QTest::newRow("uai no clock") << "uai;clock=0"
                                  << "end=uai,turns=0,clock=0";
}

void TestAtaxxGame::rulesText()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const auto rules = ataxx::AtaxxRules::fromText(text.toStdString());
    QVERIFY(rules);
    QCOMPARE(QString::fromStdString(rules->toText()), canonical);
    QVERIFY(ataxx::AtaxxRules::fromText(rules->toText()) == rules);
}

void TestAtaxxGame::badRules()
{
    core::ParseError error = core::ParseError::None;
    QVERIFY(!core::gameInfo(core::GameId::Ataxx).create("standard", &error));
    QCOMPARE(error, core::ParseError::UnknownRules);
    QVERIFY(!core::gameInfo(core::GameId::Ataxx).create("botzone,colour=red", &error));
    QCOMPARE(error, core::ParseError::UnknownRules);
    QVERIFY(!core::gameInfo(core::GameId::Ataxx).create("turns=-1", &error));
    QCOMPARE(error, core::ParseError::BadValue);
    QVERIFY(!core::gameInfo(core::GameId::Ataxx).create("end=chess", &error));
    QCOMPARE(error, core::ParseError::BadValue);
    QVERIFY(!core::gameInfo(core::GameId::Ataxx).create("turns=1,uai", &error));
    QCOMPARE(error, core::ParseError::UnknownRules); // a preset only comes first
}

void TestAtaxxGame::botzoneHasNoPass()
{
    const auto g = game("botzone");
    QCOMPARE(g->check(Move::pass()), MoveError::PassNotAllowed);
    for (const Move &m : g->legalMoves())
        QVERIFY(!m.isPass());
}

void TestAtaxxGame::botzoneMoverCannotMove()
{
    // x on g1 is walled in by o (libataxx's must-pass case): under Botzone there is no pass,
    // the game is over and the 40 empties go to o, the side that can still move.
    const auto g = game("botzone", "7/7/7/7/4ooo/4ooo/4oox x 0 1");
    QVERIFY(g);
    const auto r = g->result();
    QVERIFY(r);
    QCOMPARE(r->outcome, core::Outcome::WhiteWins);
    QCOMPARE(r->reason, core::EndReason::Count);
    QCOMPARE(r->blackScore, 1.0);
    QCOMPARE(r->whiteScore, 8.0 + 40.0);
    QVERIFY(g->legalMoves().empty());
    QCOMPARE(g->check(Move::place(at("a7"))), MoveError::GameOver);
    // The credited squares read as o's pieces; the position text keeps the board as played.
    QCOMPARE(g->cell(at("a7")), core::Cell::White);
    QCOMPARE(g->pieceCount(Side::White), 48);
    QCOMPARE(g->pieceCount(Side::Black), 1);
    QCOMPARE(g->positionText(), std::string("7/7/7/7/4ooo/4ooo/4oox x 0 1"));
}

void TestAtaxxGame::botzoneMoverStuckAfterOwnMove()
{
    // o's only move is the clone a1-a2 into a walled pocket (blocked squares all round):
    //   7 . . . . . . x
    //   4 - - - . . . .
    //   3 - - - . . . .
    //   2 . - - . . . .
    //   1 o - - . . . .
    // After it o has no legal move while x has: the game ends at once and the 36 empties
    // are x's.
    const auto g = game("botzone", "6x/7/7/---4/---4/1--4/o--4 o 0 1");
    QVERIFY(g);
    QVERIFY(!g->result());
    const auto moves = g->legalMoves();
    QCOMPARE(moves.size(), std::size_t(1));
    QVERIFY(moves[0] == Move::place(at("a2")));
    const core::MoveTransition t = g->play(moves[0]);
    const auto r = g->result();
    QVERIFY(r);
    QCOMPARE(r->outcome, core::Outcome::BlackWins);
    QCOMPARE(r->reason, core::EndReason::Count);
    QCOMPARE(r->blackScore, 1.0 + 36.0);
    QCOMPARE(r->whiteScore, 2.0);
    QCOMPARE(t.placed, std::vector<Point>{at("a2")});
    QCOMPARE(t.filled.size(), std::size_t(36));
    QCOMPARE(t.filledSide, Side::Black);
    // Under UAI rules the same move leaves o passing from then on: no end, no credit.
    const auto u = game("uai", "6x/7/7/---4/---4/1--4/o--4 o 0 1");
    const core::MoveTransition tu = u->play(Move::place(at("a2")));
    QVERIFY(!u->result());
    QVERIFY(tu.filled.empty());
}

void TestAtaxxGame::botzoneLastPieceTaken()
{
    // x (a1) clones to a2 and converts o's only piece (b2): o has no pieces, the game ends
    // and the 46 empties go to x, who can still move.
    const auto g = game("botzone", "7/7/7/7/7/1o5/x6 x 0 1");
    QVERIFY(playText(*g, "a2"));
    const auto r = g->result();
    QVERIFY(r);
    QCOMPARE(r->outcome, core::Outcome::BlackWins);
    QCOMPARE(r->reason, core::EndReason::NoMoves);
    QCOMPARE(r->blackScore, 49.0);
    QCOMPARE(r->whiteScore, 0.0);
}

void TestAtaxxGame::botzoneTurnCap()
{
    // Full-move 200 with o to move: 399 moves played. o's move is the 400th: the pieces count.
    const auto g = game("botzone", "x5o/7/7/7/7/7/o5x o 0 200");
    QVERIFY(!g->result());
    QVERIFY(playText(*g, "f6")); // o clones next to g7: 3 o against 2 x
    auto r = g->result();
    QVERIFY(r);
    QCOMPARE(r->reason, core::EndReason::TurnLimit);
    QCOMPARE(r->outcome, core::Outcome::WhiteWins);
    QCOMPARE(r->whiteScore, 3.0);
    QCOMPARE(r->blackScore, 2.0);
    // A custom cap counts from the start as well.
    const auto c = game("botzone,turns=2");
    QVERIFY(playText(*c, "g2"));
    QVERIFY(!c->result());
    QVERIFY(playText(*c, "a1c3")); // a jump: 2 o, 3 x
    r = c->result();
    QVERIFY(r);
    QCOMPARE(r->reason, core::EndReason::TurnLimit);
    QCOMPARE(r->outcome, core::Outcome::BlackWins);
}

void TestAtaxxGame::uaiPassesInstead()
{
    const auto g = game("uai", "7/7/7/7/4ooo/4ooo/4oox x 0 1");
    QVERIFY(!g->result());
    QCOMPARE(g->legalMoves(), std::vector<Move>{Move::pass()});
    QCOMPARE(g->check(Move::place(at("d4"))), MoveError::MustPass);
    const core::MoveTransition t = g->play(Move::pass());
    QVERIFY(t.move.isPass());
    QCOMPARE(g->sideToMove(), Side::White);
    QCOMPARE(g->positionText(), std::string("7/7/7/7/4ooo/4ooo/4oox o 1 1"));
    QCOMPARE(g->check(Move::pass()), MoveError::PassNotAllowed);
}

void TestAtaxxGame::repetitionIsIllegal()
{
    // x a7-c7, o g7-e7, x c7-a7, o e7-g7: the start position again (only the counters differ).
    // Now x's a7-c7 would reach the position after move 1 by the same move: illegal. Other
    // moves, including another jump from a7, stay legal.
    const auto g = game("botzone");
    for (const char *m : {"a7c7", "g7e7", "c7a7", "e7g7"})
        QVERIFY2(playText(*g, m), m);
    QCOMPARE(g->check(*g->parseMove("a7c7")), MoveError::Repetition);
    const auto moves = g->legalMoves();
    QCOMPARE(moves.size(), std::size_t(15));
    QVERIFY(std::find(moves.begin(), moves.end(), *g->parseMove("a7c7")) == moves.end());
    QCOMPARE(g->check(*g->parseMove("a7c6")), MoveError::None);
    QCOMPARE(g->check(*g->parseMove("g1e1")), MoveError::None);
    QVERIFY(!g->result());
    // The history travels with a copy of the game.
    const auto copy = g->clone();
    QCOMPARE(copy->check(*g->parseMove("a7c7")), MoveError::Repetition);
}

void TestAtaxxGame::repetitionCanEndTheGame()
{
    // Each side owns one piece shuttling between two squares of a walled corridor:
    //   x: a1 <-> c1 (every other square within two steps of them is blocked)
    //   o: g7 <-> e7
    // After x a1-c1, o g7-e7, x c1-a1, o e7-g7, x's only move a1-c1 repeats: x has no legal
    // move, so the game ends and the 21 empties go to o, who can still move.
    const char *fen = "2--1-o/2-----/2-----/7/-----2/-----2/x-1--2 x 0 1";
    const auto g = game("botzone", fen);
    QVERIFY(g);
    QCOMPARE(g->legalMoves().size(), std::size_t(1));
    for (const char *m : {"a1c1", "g7e7", "c1a1"})
        QVERIFY2(playText(*g, m), m);
    QVERIFY(!g->result());
    const auto m = *g->parseMove("e7g7");
    QCOMPARE(g->check(m), MoveError::None);
    const core::MoveTransition t = g->play(m);
    const auto r = g->result();
    QVERIFY(r);
    QCOMPARE(r->outcome, core::Outcome::WhiteWins);
    QCOMPARE(r->blackScore, 1.0);
    QCOMPARE(r->whiteScore, 1.0 + 21.0);
    QCOMPARE(t.filledSide, Side::White);
    QCOMPARE(t.filled.size(), std::size_t(21));
    QVERIFY(g->legalMoves().empty());
}

void TestAtaxxGame::repetitionAllowedUnderUai()
{
    const auto g = game("uai");
    for (const char *m : {"a7c7", "g7e7", "c7a7", "e7g7", "a7c7"})
        QVERIFY2(playText(*g, m), m);
    QCOMPARE(g->positionText(), std::string("2x3o/7/7/7/7/7/o5x o 5 3"));
}

void TestAtaxxGame::moveErrors()
{
    const auto g = game("botzone");
    QCOMPARE(g->check(Move::place(at("d4"))), MoveError::TooFar); // no piece of x near
    QCOMPARE(g->check(Move::place(at("a7"))), MoveError::Occupied);
    QCOMPARE(g->check(Move::place({7, 0})), MoveError::OutOfBoard);
    QCOMPARE(g->check(Move::jump(at("g7"), at("e7"))), MoveError::NotYourPiece);
    QCOMPARE(g->check(Move::jump(at("d4"), at("d6"))), MoveError::NotYourPiece);
    QCOMPARE(g->check(Move::jump(at("a7"), at("d7"))), MoveError::TooFar);
    QCOMPARE(g->check(Move::jump(at("a7"), at("a7"))), MoveError::Malformed);
    QCOMPARE(g->check(Move::jump({-1, 0}, at("a6"))), MoveError::OutOfBoard);
    QCOMPARE(g->check(Move{}), MoveError::Malformed);
    const auto blocked = game("botzone", "x5o/1-5/7/7/7/7/o5x x 0 1");
    QCOMPARE(blocked->check(Move::place(at("b6"))), MoveError::Occupied);
}

void TestAtaxxGame::cloneTransition()
{
    // The conversion diagram of tst_ataxxposition: x clones to b1 next to three o pieces.
    const auto g = game("botzone", "7/7/7/7/7/1ooo3/x1o4 x 0 1");
    const core::MoveTransition t = g->play(Move::place(at("b1")));
    QCOMPARE(t.mover, Side::Black);
    QVERIFY(t.move == Move::place(at("b1")));
    QCOMPARE(t.placed, std::vector<Point>{at("b1")});
    QVERIFY(!t.movedFrom.isValid());
    QCOMPARE(t.grewFrom, at("a1")); // the only x next to b1: the clone grows from it
    // Clockwise from the square above the target: b2, c2, c1.
    QCOMPARE(t.flipped, (std::vector<Point>{at("b2"), at("c2"), at("c1")}));
    QVERIFY(t.filled.empty());
    QCOMPARE(g->pieceCount(Side::Black), 5);
    QCOMPARE(g->pieceCount(Side::White), 1);
}

void TestAtaxxGame::jumpTransition()
{
    const auto g = game("botzone", "7/7/7/7/7/1ooo3/x1o4 x 0 1");
    const core::MoveTransition t = g->play(Move::jump(at("a1"), at("c3")));
    QVERIFY(t.move == Move::jump(at("a1"), at("c3")));
    QVERIFY(t.placed.empty());
    QCOMPARE(t.movedFrom, at("a1"));
    QVERIFY(!t.grewFrom.isValid());
    QCOMPARE(t.flipped, (std::vector<Point>{at("d2"), at("c2"), at("b2")}));
    QCOMPARE(g->cell(at("a1")), core::Cell::Empty);
    QCOMPARE(g->positionText(), std::string("7/7/7/7/2x4/1xxx3/2o4 o 1 1"));
}

void TestAtaxxGame::oneStepJumpIsAClone()
{
    // A person who picks g1 and then f2 means the clone to f2.
    const auto g = game("botzone");
    const Move picked = Move::jump(at("g1"), at("f2"));
    QCOMPARE(g->check(picked), MoveError::None);
    QCOMPARE(g->moveText(picked), std::string("f2"));
    const core::MoveTransition t = g->play(picked);
    QVERIFY(t.move == Move::place(at("f2")));
    QCOMPARE(t.placed, std::vector<Point>{at("f2")});
    QCOMPARE(g->cell(at("g1")), core::Cell::Black); // the source stays
    // The source must still be one's own piece.
    QCOMPARE(g->check(Move::jump(at("a1"), at("b2"))), MoveError::None); // o's turn, o's a1
    QCOMPARE(g->check(Move::jump(at("g1"), at("f1"))), MoveError::NotYourPiece);
}

QTEST_GUILESS_MAIN(TestAtaxxGame)
#include "tst_ataxxgame.moc"
