// Set-up positions (core/common/boardsetup.h): each game's checkSetup() rule on hand-drawn
// diagrams, and gameFromSetup() starting a game from them. Expected verdicts follow the rules
// as stated in each game's header: Go/NoGo refuse a chain without liberties, NoGo also a side
// to move without a legal move; Othello needs the four centre squares and a move for the side
// to move; Ataxx refuses blocked squares under Botzone, a side without pieces and a finished
// position; Gomoku refuses a five on the board and, under Renju only, stone counts that do not
// fit the side to move. Diagrams: rows from the top, 'X' Black, 'O' White, '#' blocked, '.'
// empty; Go coordinates as "D4" (rows from the bottom), Othello/Ataxx "a1"-style in comments.
#include <QTest>

#include "common/boardsetup.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::BoardSetup;
using core::Cell;
using core::GameId;
using core::Point;
using core::SetupError;
using core::Side;

namespace {

// A board of `size` x `size` with the diagram's rows at the top (missing rows empty).
BoardSetup diagram(int size, std::initializer_list<const char *> rows, Side toMove)
{
    BoardSetup s(size, size);
    int y = 0;
    for (const char *row : rows) {
        int x = 0;
        for (const char *c = row; *c; ++c) {
            if (*c == ' ')
                continue;
            s.set({x, y},
                *c == 'X'       ? Cell::Black
                    : *c == 'O' ? Cell::White
                    : *c == '#' ? Cell::Blocked
                                : Cell::Empty);
            ++x;
        }
        ++y;
    }
    s.toMove = toMove;
    return s;
}

core::SetupCheck check(GameId game, const char *rules, const BoardSetup &setup)
{
    const auto arranged = core::gameInfo(game).arrange(rules, setup);
    if (!arranged)
        return core::SetupCheck::fail(SetupError::WrongBoard);
    return arranged->checkSetup();
}

using Points = std::vector<Point>;

Points sorted(Points p)
{
    std::sort(p.begin(), p.end());
    return p;
}

} // namespace

class TestBoardSetup : public QObject
{
    Q_OBJECT

private slots:
    void goChainWithoutLiberties();
    void goFreeHandicapAndSize();
    void nogoCapturedGroupAndLostPosition();
    void othelloCentreAndMoves();
    void ataxxBlockedPiecesAndEnd();
    void gomokuFiveAndCounts();
    void wrongBoardIsRefused();
    void gameFromSetupKeepsThePosition();
};

void TestBoardSetup::goChainWithoutLiberties()
{
    // A5 White between B5 and A4 Black: no liberty left.
    BoardSetup one = diagram(5, {"O X . . .", "X . . . .", ".....", ".....", "....."}, Side::Black);
    auto c = check(GameId::Go, "", one);
    QCOMPARE(c.error, SetupError::NoLiberties);
    QCOMPARE(c.cause, (Points{{0, 0}}));

    // A two-stone chain A5-B5 closed by A4, B4, C5: both stones are named.
    BoardSetup two = diagram(5, {"O O X . .", "X X . . .", ".....", ".....", "....."}, Side::White);
    c = check(GameId::Go, "", two);
    QCOMPARE(c.error, SetupError::NoLiberties);
    QCOMPARE(sorted(c.cause), (Points{{0, 0}, {1, 0}}));

    // A5 empty: it is the one liberty of Black B5 (C5 and B4 are White); Black A4 has A5 and
    // A3, White B4 has C4 and B3, White C5 has D5 and C4. Legal with either side to move.
    BoardSetup fine
        = diagram(5, {". X O . .", "X O . . .", ".....", ".....", "....."}, Side::White);
    QVERIFY(check(GameId::Go, "", fine).ok());
    fine.toMove = Side::Black;
    QVERIFY(check(GameId::Go, "", fine).ok());
}

void TestBoardSetup::goFreeHandicapAndSize()
{
    // Three black stones anywhere (not the standard points) on 9x9, White to move, under
    // rules that said 19x19 with a handicap of 4: the setup's size wins and no handicap rule
    // adds stones.
    BoardSetup s = diagram(9,
        {"X........", ".........", "....X....", ".........", ".........", ".........", ".........",
            ".........", "........X"},
        Side::White);
    core::SetupCheck c;
    const auto game = core::gameFromSetup(GameId::Go, "chinese size=19 handicap=4", s, &c);
    QVERIFY(c.ok());
    QVERIFY(game);
    QCOMPARE(game->width(), 9);
    QCOMPARE(game->pieceCount(Side::Black), 3);
    QCOMPARE(game->pieceCount(Side::White), 0);
    QCOMPARE(game->sideToMove(), Side::White);
    QCOMPARE(core::BoardSetup::of(*game), s);
    QVERIFY(QString::fromStdString(game->rulesText()).contains(QLatin1String("size=9")));
    QVERIFY(!QString::fromStdString(game->rulesText()).contains(QLatin1String("handicap")));
}

void TestBoardSetup::nogoCapturedGroupAndLostPosition()
{
    BoardSetup captured = diagram(9, {"O X", "X"}, Side::Black);
    const auto c = check(GameId::Nogo, "", captured);
    QCOMPARE(c.error, SetupError::NoLiberties);
    QCOMPARE(c.cause, (Points{{0, 0}}));

    // White everywhere except the 25 points with both coordinates even: White is one chain
    // (through the odd rows and columns) with 25 liberties. Each empty point touches only
    // White, so a black stone there has no liberty and captures nothing: Black has no legal
    // move and has lost. White to move plays into its own liberties: legal.
    BoardSetup full(9, 9);
    for (int y = 0; y < 9; ++y) {
        for (int x = 0; x < 9; ++x)
            full.set({x, y}, (x % 2 == 0 && y % 2 == 0) ? Cell::Empty : Cell::White);
    }
    full.toMove = Side::Black;
    const auto lost = check(GameId::Nogo, "", full);
    QCOMPARE(lost.error, SetupError::GameOver);
    QCOMPARE(lost.side, Side::Black);
    full.toMove = Side::White;
    QVERIFY(check(GameId::Nogo, "", full).ok());
    QVERIFY(check(GameId::Nogo, "course", BoardSetup(9, 9)).ok());
}

void TestBoardSetup::othelloCentreAndMoves()
{
    const auto start = core::createGame(GameId::Othello);
    QVERIFY(start->checkSetup().ok());

    // d5 empty (d4 White, e4 Black, e5 White): the centre is not filled.
    BoardSetup gap
        = diagram(8, {"........", "........", "........", "...OX...", "....O..."}, Side::Black);
    auto c = check(GameId::Othello, "", gap);
    QCOMPARE(c.error, SetupError::CentreEmpty);
    QCOMPARE(c.cause, (Points{{3, 4}}));

    // Black a1 in the corner, White on the diagonal b2-c3-d4-e5 and on e4, d5. Black plays
    // f6 (flanking e5-d4-c3-b2 against a1). White would need a black disc with an empty
    // square behind it: a1 has the board's edge behind it, so White has no move.
    BoardSetup corner
        = diagram(8, {"X.......", ".O......", "..O.....", "...OO...", "...OO..."}, Side::White);
    c = check(GameId::Othello, "", corner);
    QCOMPARE(c.error, SetupError::SideCannotMove);
    QCOMPARE(c.side, Side::White);
    corner.toMove = Side::Black;
    QVERIFY(check(GameId::Othello, "", corner).ok());

    // Only White on the board: nobody can flank anything.
    BoardSetup white
        = diagram(8, {"........", "........", "........", "...OO...", "...OO..."}, Side::Black);
    QCOMPARE(check(GameId::Othello, "", white).error, SetupError::GameOver);
}

void TestBoardSetup::ataxxBlockedPiecesAndEnd()
{
    for (const char *rules : {"botzone", "uai"})
        QVERIFY2(core::createGame(GameId::Ataxx, rules)->checkSetup().ok(), rules);

    // The standard start plus blocked d4 and d5 (the middle of the board).
    BoardSetup blocked = diagram(7,
        {"X.....O", ".......", ".......", "...#...", "...#...", ".......", "O.....X"}, Side::Black);
    auto c = check(GameId::Ataxx, "botzone", blocked);
    QCOMPARE(c.error, SetupError::BlockedForbidden);
    QCOMPARE(sorted(c.cause), (Points{{3, 3}, {3, 4}}));
    QVERIFY(check(GameId::Ataxx, "uai", blocked).ok());

    BoardSetup lonely = diagram(7,
        {"X......", ".......", ".......", ".......", ".......", ".......", "......X"}, Side::Black);
    c = check(GameId::Ataxx, "uai", lonely);
    QCOMPARE(c.error, SetupError::NoPieces);
    QCOMPARE(c.side, Side::White);

    // White a7 with every square within two steps taken by Black: White cannot move, Black
    // can. Botzone ends the game there; UAI lets White pass.
    BoardSetup boxed = diagram(7,
        {"OXX....", "XXX....", "XXX....", ".......", ".......", ".......", "......."}, Side::Black);
    QCOMPARE(check(GameId::Ataxx, "botzone", boxed).error, SetupError::GameOver);
    QVERIFY(check(GameId::Ataxx, "uai", boxed).ok());
}

void TestBoardSetup::gomokuFiveAndCounts()
{
    for (const char *rules : {"freestyle", "standard", "renju", "renju swap2"})
        QVERIFY2(check(GameId::Gomoku, rules, BoardSetup(15, 15)).ok(), rules);

    // Black h8-l8 (five in a row on the middle line), four White stones below.
    BoardSetup five(15, 15);
    for (int x = 7; x <= 11; ++x) {
        five.set({x, 7}, Cell::Black);
        if (x < 11)
            five.set({x, 8}, Cell::White);
    }
    five.toMove = Side::White;
    for (const char *rules : {"freestyle", "standard", "renju"}) {
        const auto c = check(GameId::Gomoku, rules, five);
        QCOMPARE(c.error, SetupError::FiveOnBoard);
        QCOMPARE(c.side, Side::Black);
        QCOMPARE(sorted(c.cause), (Points{{7, 7}, {8, 7}, {9, 7}, {10, 7}, {11, 7}}));
    }

    // Three Black, one White: alternate moves from an empty board with Black first never
    // leave Black more than one stone ahead, and with Black to move the counts are equal.
    BoardSetup counts = diagram(15, {"X.X.X", "O"}, Side::Black);
    QCOMPARE(check(GameId::Gomoku, "renju", counts).error, SetupError::StoneCounts);
    QVERIFY(check(GameId::Gomoku, "freestyle", counts).ok());
    QVERIFY(check(GameId::Gomoku, "standard", counts).ok());
    BoardSetup alternate = diagram(15, {"X.X", "O"}, Side::White);
    QVERIFY(check(GameId::Gomoku, "renju", alternate).ok());
    alternate.toMove = Side::Black;
    QCOMPARE(check(GameId::Gomoku, "renju", alternate).error, SetupError::StoneCounts);
}

void TestBoardSetup::wrongBoardIsRefused()
{
    core::SetupCheck c;
    BoardSetup blockedGo = diagram(9, {"#"}, Side::Black);
    QVERIFY(!core::gameFromSetup(GameId::Go, "", blockedGo, &c));
    QCOMPARE(c.error, SetupError::WrongBoard);
    QVERIFY(!core::gameFromSetup(GameId::Othello, "", BoardSetup(7, 7), &c));
    QCOMPARE(c.error, SetupError::WrongBoard);
    QVERIFY(!core::gameFromSetup(GameId::Nogo, "", BoardSetup(13, 13), &c));
    QCOMPARE(c.error, SetupError::WrongBoard);
    QVERIFY(!core::gameFromSetup(GameId::Gomoku, "no such rules", BoardSetup(15, 15), &c));
    QCOMPARE(c.error, SetupError::WrongBoard);
    QVERIFY(!core::gameFromSetup(GameId::Go, "", BoardSetup(4, 4), &c));
}

void TestBoardSetup::gameFromSetupKeepsThePosition()
{
    const struct
    {
        GameId game;
        const char *rules;
        BoardSetup setup;
    } cases[] = {
        {GameId::Go, "japanese", diagram(9, {"..X", ".XO", "..X"}, Side::White)},
        {GameId::Nogo, "course", diagram(9, {"..X", ".XO"}, Side::White)},
        {GameId::Othello, "",
            diagram(8, {"X.......", ".O......", "..O.....", "...OO...", "...OO..."}, Side::Black)},
        {GameId::Ataxx, "uai",
            diagram(7, {"X#....O", "...O...", "", "", "", "", "O.....X"}, Side::White)},
        {GameId::Gomoku, "renju swap",
            diagram(15, {"", "", "", "", "", "", "", ".......XO", ".......X"}, Side::White)},
    };
    for (const auto &t : cases) {
        core::SetupCheck c;
        const auto game = core::gameFromSetup(t.game, t.rules, t.setup, &c);
        QVERIFY2(game, core::gameKey(t.game).data());
        QVERIFY(c.ok());
        QCOMPARE(BoardSetup::of(*game), t.setup);
        QCOMPARE(game->plyCount(), 0);
        QVERIFY(!game->result());
        QVERIFY(!game->legalMoves().empty());
        // The text a save keeps brings back the same game.
        const auto again
            = core::gameInfo(t.game).fromText(game->rulesText(), game->positionText(), nullptr);
        QVERIFY(again);
        QCOMPARE(again->positionText(), game->positionText());
        QCOMPARE(again->hash(), game->hash());
    }
}

QTEST_GUILESS_MAIN(TestBoardSetup)
#include "tst_boardsetup.moc"
