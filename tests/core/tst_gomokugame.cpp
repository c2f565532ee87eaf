// Gomoku game adapter: rule and position text forms (round trips, rejected garbage), move
// text ("H8" from the bottom-left like GTP), illegal-move codes, the swap and Swap2 opening
// protocols (who decides, who holds which colour). The position's incremental state is
// tst_gomokuposition's.
#include <QTest>

#include "games/gameregistry.h"
#include "games/gomoku/gomokugame.h"

using namespace qiju;
using namespace qiju::gomoku;
using core::Move;
using core::MoveError;
using core::ParseError;
using core::Point;
using core::Side;

namespace {

const std::string kEmptyBoard = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";

std::unique_ptr<GomokuGame> gameFrom(const std::string &rules, const std::string &text)
{
    auto g = GomokuGame::fromText(rules, text, nullptr);
    return std::unique_ptr<GomokuGame>(static_cast<GomokuGame *>(g.release()));
}

Move at(const char *text) { return Move::place(pointOf(*parsePoint(text))); }

} // namespace

class TestGomokuGame : public QObject
{
    Q_OBJECT

private slots:
    void registryRow();
    void rulesText_data();
    void rulesText();
    void rulesRejectGarbage_data();
    void rulesRejectGarbage();
    void positionTextRoundTrip();
    void positionTextRejectsGarbage_data();
    void positionTextRejectsGarbage();
    void moveText();
    void moveTextRejectsGarbage_data();
    void moveTextRejectsGarbage();
    void illegalMoveCodes();
    void renjuFoulCodes();
    void swapOpening();
    void swapOpeningKeepWhite();
    void swap2Balance();
    void openingTextRoundTrip();
};

void TestGomokuGame::registryRow()
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Gomoku);
    QCOMPARE(info.key, std::string_view("gomoku"));
    QCOMPARE(info.board, core::BoardKind::Intersections);
    QCOMPARE(info.presets.size(), std::size_t(3));
    QCOMPARE(info.presets.front(), std::string_view("freestyle"));
    QVERIFY(info.create && info.fromText);
    auto g = info.create("", nullptr);
    QVERIFY(g);
    QCOMPARE(g->rulesText(), std::string("freestyle"));
    QCOMPARE(g->positionText(), kEmptyBoard);
    QCOMPARE(g->legalMoves().size(), std::size_t(225));
    QCOMPARE(g->sideToMove(), Side::Black);
}

void TestGomokuGame::rulesText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::newRow("default") << ""
                             << "freestyle";
    QTest::newRow("freestyle") << "freestyle"
                               << "freestyle";
    QTest::newRow("standard") << "standard"
                              << "standard";
    QTest::newRow("exact") << "exactfive"
                           << "standard";
    QTest::newRow("renju") << "renju"
                           << "renju";
    QTest::newRow("renju swap") << "renju swap"
                                << "renju swap";
    QTest::newRow("swap2 first") << "swap2, standard"
                                 << "standard swap2";
    QTest::newRow("plus") << "Renju+Swap2"
                          << "renju swap2";
    QTest::newRow("fields") << "win=renju opening=swap"
                            << "renju swap";
    QTest::newRow("opening only") << "swap"
                                  << "freestyle swap";
    QTest::newRow("none") << "standard none"
                          << "standard";
}

void TestGomokuGame::rulesText()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const auto r = GomokuRules::fromText(text.toStdString());
    QVERIFY(r);
    QCOMPARE(QString::fromStdString(r->toText()), canonical);
    QCOMPARE(GomokuRules::fromText(r->toText()), r);
}

void TestGomokuGame::rulesRejectGarbage_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("unknown") << "caro";
    QTest::newRow("two wins") << "renju standard";
    QTest::newRow("two openings") << "swap swap2";
    QTest::newRow("bad field") << "win=swap";
    QTest::newRow("bad opening field") << "opening=renju";
    QTest::newRow("binary") << QString::fromLatin1("\x01\xff");
}

void TestGomokuGame::rulesRejectGarbage()
{
    QFETCH(QString, text);
    QVERIFY(!GomokuRules::fromText(text.toStdString()));
    ParseError e = ParseError::None;
    QVERIFY(!GomokuGame::create(text.toStdString(), &e));
    QCOMPARE(e, ParseError::UnknownRules);
}

void TestGomokuGame::positionTextRoundTrip()
{
    GomokuGame g;
    for (const char *m : {"H8", "H9", "J10", "A1", "O15", "A15", "O1"})
        g.play(at(m));
    // Worked by hand: H8 = (x 7, y 7), H9 = (7, 6), J10 = (9, 5), A1 = (0, 14), O15 = (14, 0),
    // A15 = (0, 0), O1 = (14, 14); Black played H8, J10, O15, O1; White is to move.
    const std::string text = "o13x/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/o13x w";
    QCOMPARE(g.positionText(), text);
    QCOMPARE(g.pieceCount(Side::Black), 4);
    QCOMPARE(g.pieceCount(Side::White), 3);
    auto back = gameFrom("freestyle", text);
    QVERIFY(back);
    QCOMPARE(back->position(), g.position());
    QCOMPARE(back->hash(), g.hash());
    QCOMPARE(back->positionText(), text);
    QCOMPARE(back->cell(pointOf(*parsePoint("J10"))), core::Cell::Black);
    // Alternative spellings: '.' / '-' / '_' for single empty points, upper-case stones,
    // 'X'/'O' for the side, surrounding blanks.
    auto alt = gameFrom("freestyle",
        "  O......_______X/15/15/15/15/9X5/7o7/7x7/15/15/15/15/15/"
        "15/o......7X   O  ");
    QVERIFY(alt);
    QCOMPARE(alt->positionText(), text);
    // One point too many in the first row.
    QVERIFY(!gameFrom("freestyle",
        "O......________X/15/15/15/15/9X5/7o7/7x7/15/15/15/15/15/"
        "15/o......7X O"));
}

void TestGomokuGame::positionTextRejectsGarbage_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("no side") << "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";
    QTest::newRow("bad side") << "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 q";
    QTest::newRow("side glued") << "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 bw";
    QTest::newRow("14 rows") << "15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("16 rows") << "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("short row") << "14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("long row") << "15x/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("run 16") << "16/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("run 0") << "0x14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("huge run") << "99999999999999999999/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("bad char") << "x14/15/15/15/15/15/15/15/15/15/15/15/z14/15/15 b";
    QTest::newRow("empty row") << "15//15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("unknown stage") << "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b later";
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff garbage");
    // Both colours with a five.
    QTest::newRow("two fives") << "xxxxx10/15/ooooo10/15/15/15/15/15/15/15/15/15/15/15/15 b";
}

void TestGomokuGame::positionTextRejectsGarbage()
{
    QFETCH(QString, text);
    ParseError e = ParseError::None;
    QVERIFY(!GomokuGame::fromText("freestyle", text.toStdString(), &e));
    QCOMPARE(e, ParseError::BadPosition);
}

void TestGomokuGame::moveText()
{
    GomokuGame g;
    QCOMPARE(g.parseMove("H8"), Move::place({7, 7}));
    QCOMPARE(g.parseMove("h8"), Move::place({7, 7}));
    QCOMPARE(g.parseMove("A1"), Move::place({0, 14}));
    QCOMPARE(g.parseMove("a15"), Move::place({0, 0}));
    QCOMPARE(g.parseMove("O15"), Move::place({14, 0}));
    QCOMPARE(g.parseMove("I9"), Move::place({8, 6})); // no letter is skipped
    QCOMPARE(g.parseMove("swap"), Move::swap());
    QCOMPARE(g.parseMove("balance"), Move::balance());
    QCOMPARE(g.moveText(Move::place({7, 7})), std::string("H8"));
    QCOMPARE(g.moveText(Move::place({14, 14})), std::string("O1"));
    QCOMPARE(g.moveText(Move::swap()), std::string("swap"));
    for (int p = 0; p < kPoints; ++p) {
        const Move m = Move::place(pointOf(p));
        QCOMPARE(g.parseMove(g.moveText(m)), m);
    }
}

void TestGomokuGame::moveTextRejectsGarbage_data()
{
    QTest::addColumn<QString>("text");
    for (const char *t :
        {"", "H", "8", "P1", "A0", "A16", "H08", "H8x", " H8", "pass", "Z9", "H-1", "swapp", "@1"})
        QTest::newRow(t) << QString::fromLatin1(t);
}

void TestGomokuGame::moveTextRejectsGarbage()
{
    QFETCH(QString, text);
    GomokuGame g;
    QVERIFY(!g.parseMove(text.toStdString()));
}

void TestGomokuGame::illegalMoveCodes()
{
    GomokuGame g;
    QCOMPARE(g.check(at("H8")), MoveError::None);
    g.play(at("H8"));
    QCOMPARE(g.check(at("H8")), MoveError::Occupied);
    QCOMPARE(g.check(Move::place({15, 3})), MoveError::OutOfBoard);
    QCOMPARE(g.check(Move::place({-1, 3})), MoveError::OutOfBoard);
    QCOMPARE(g.check(Move::pass()), MoveError::PassNotAllowed);
    QCOMPARE(g.check(Move::jump({1, 1}, {2, 2})), MoveError::Malformed);
    QCOMPARE(g.check(Move{}), MoveError::Malformed);
    QCOMPARE(g.check(Move::swap()), MoveError::Malformed); // no swap without an opening rule
    QCOMPARE(g.check(Move::balance()), MoveError::Malformed);
    QCOMPARE(g.placementError({3, 3}), MoveError::None);
}

// Hand-made fouls at H8 (x 7, y 7), worked out on paper; White may play every one of them, and
// so may Black under Freestyle and Standard.
//   3-3: F8 G8 and H9 H10 -> two open threes (F8-H8 with D8 E8 I8 J8 empty; H8-H10 open).
//   4-4: E8 F8 G8 closed by White D8, and H9 H10 H11 closed by White H12 -> two fours.
//   overline: D8 E8 F8 G8 and I8 -> six from D8 to I8.
//   4-4 on one line: E8 G8 I8 K8 -> "x.xxx.x", F8 and J8 both make five.
void TestGomokuGame::renjuFoulCodes()
{
    struct Case
    {
        const char *name;
        const char *board;
        MoveError black;
    };
    const Case cases[] = {
        {"33", "15/15/15/15/15/7x7/7x7/5xx8/15/15/15/15/15/15/o14 b", MoveError::Forbidden33},
        {"44", "15/15/15/7o7/7x7/7x7/7x7/3oxxx8/15/15/15/15/15/15/15 b", MoveError::Forbidden44},
        {"overline", "15/15/15/15/15/15/15/3xxxx1x6/15/15/15/o14/o14/o14/o14 b",
            MoveError::Overline},
        {"44 in one line", "15/15/15/15/15/15/15/4x1x1x1x4/15/15/15/o14/o14/o14/15 b",
            MoveError::Forbidden44},
    };
    for (const Case &c : cases) {
        auto renju = gameFrom("renju", c.board);
        QVERIFY2(renju, c.name);
        QCOMPARE(renju->check(at("H8")), c.black);
        QCOMPARE(renju->placementError({7, 7}), c.black);
        bool listed = false;
        for (const Move &m : renju->legalMoves())
            listed = listed || m == at("H8");
        QVERIFY2(!listed, c.name);
        // The same board under the other rules, and White on the same point: legal.
        for (const char *rules : {"freestyle", "standard"}) {
            auto other = gameFrom(rules, c.board);
            QVERIFY(other);
            const MoveError e = other->check(at("H8"));
            QCOMPARE(e, MoveError::None);
        }
        std::string whiteBoard = c.board;
        for (char &ch : whiteBoard)
            ch = ch == 'x' ? 'o' : ch == 'o' ? 'x' : ch;
        whiteBoard.back() = 'w';
        auto white = gameFrom("renju", whiteBoard);
        QVERIFY(white);
        QCOMPARE(white->check(at("H8")), MoveError::None);
    }
}

void TestGomokuGame::swapOpening()
{
    GomokuGame g(*GomokuRules::fromText("freestyle swap"));
    QCOMPARE(g.openingStage(), OpeningStage::Placing);
    // The first player places black, white, black.
    for (const char *m : {"H8", "H9", "J10"}) {
        QCOMPARE(g.seatToMove(), Side::Black);
        QCOMPARE(g.check(Move::swap()), MoveError::Malformed);
        g.play(at(m));
    }
    QCOMPARE(g.openingStage(), OpeningStage::Choice);
    QCOMPARE(g.sideToMove(), Side::White);
    QCOMPARE(g.seatToMove(), Side::White); // the second player decides
    auto moves = g.legalMoves();
    QCOMPARE(moves.size(), std::size_t(225 - 3 + 1));
    QCOMPARE(moves.back(), Move::swap());
    QCOMPARE(g.check(Move::balance()), MoveError::Malformed); // Swap2 only
    const auto t = g.play(Move::swap());
    QVERIFY(t.placed.empty());
    QVERIFY(g.coloursSwapped());
    QCOMPARE(g.openingStage(), OpeningStage::Done);
    QCOMPARE(g.sideToMove(), Side::White); // the fourth stone is still white ...
    QCOMPARE(g.seatToMove(), Side::Black); // ... and the first player places it
    QCOMPARE(g.colourOfSeat(Side::Black), Side::White);
    QCOMPARE(g.colourOfSeat(Side::White), Side::Black);
    QCOMPARE(g.plyCount(), 4);
    QCOMPARE(g.stoneCount(), 3);
    QCOMPARE(g.check(Move::swap()), MoveError::Malformed);
    g.play(at("K11"));
    QCOMPARE(g.sideToMove(), Side::Black);
    QCOMPARE(g.seatToMove(), Side::White); // the second player now holds Black
    QCOMPARE(g.legalMoves().size(), std::size_t(225 - 4));
}

void TestGomokuGame::swapOpeningKeepWhite()
{
    GomokuGame g(*GomokuRules::fromText("renju swap"));
    for (const char *m : {"H8", "H9", "J10"})
        g.play(at(m));
    QCOMPARE(g.seatToMove(), Side::White);
    g.play(at("G7")); // the second player keeps White
    QVERIFY(!g.coloursSwapped());
    QCOMPARE(g.openingStage(), OpeningStage::Done);
    QCOMPARE(g.seatToMove(), Side::Black);
    QCOMPARE(g.sideToMove(), Side::Black);
}

void TestGomokuGame::swap2Balance()
{
    GomokuGame g(*GomokuRules::fromText("renju swap2"));
    for (const char *m : {"H8", "H9", "J10"})
        g.play(at(m));
    QCOMPARE(g.openingStage(), OpeningStage::Choice);
    auto moves = g.legalMoves();
    QCOMPARE(moves.size(), std::size_t(225 - 3 + 2));
    QCOMPARE(g.check(Move::balance()), MoveError::None);
    g.play(Move::balance());
    QCOMPARE(g.openingStage(), OpeningStage::Balancing);
    QCOMPARE(g.sideToMove(), Side::White);
    // The second player places a white and a black stone.
    QCOMPARE(g.seatToMove(), Side::White);
    QCOMPARE(g.check(Move::swap()), MoveError::Malformed);
    g.play(at("G9"));
    QCOMPARE(g.seatToMove(), Side::White);
    QCOMPARE(g.sideToMove(), Side::Black);
    g.play(at("G8"));
    QCOMPARE(g.openingStage(), OpeningStage::Choice2);
    QCOMPARE(g.sideToMove(), Side::White);
    QCOMPARE(g.seatToMove(), Side::Black); // the first player chooses, holding White
    QCOMPARE(g.colourOfSeat(Side::Black), Side::White);
    QCOMPARE(g.check(Move::balance()), MoveError::Malformed);
    QCOMPARE(g.check(Move::swap()), MoveError::None);

    GomokuGame keep = g; // the first player keeps White and places the sixth stone
    keep.play(at("F7"));
    QCOMPARE(keep.openingStage(), OpeningStage::Done);
    QVERIFY(keep.coloursSwapped());
    QCOMPARE(keep.seatToMove(), Side::White); // the second player holds Black

    g.play(Move::swap()); // the first player takes Black back
    QVERIFY(!g.coloursSwapped());
    QCOMPARE(g.openingStage(), OpeningStage::Done);
    QCOMPARE(g.sideToMove(), Side::White);
    QCOMPARE(g.seatToMove(), Side::White); // the second player places the sixth stone
    QCOMPARE(g.stoneCount(), 5);
    QCOMPARE(g.plyCount(), 7);
}

void TestGomokuGame::openingTextRoundTrip()
{
    const std::vector<Move> line = {
        at("H8"), at("H9"), at("J10"), Move::balance(), at("G9"), at("G8"), Move::swap(), at("F7")};
    GomokuGame g(*GomokuRules::fromText("standard swap2"));
    const char *expectedStages[] = {"placing", "placing", "placing", "choice", "balancing",
        "balancing", "choice2", "done", "done"};
    for (std::size_t i = 0; i <= line.size(); ++i) {
        QCOMPARE(openingStageKey(g.openingStage()), std::string_view(expectedStages[i]));
        const std::string text = g.positionText();
        auto back = gameFrom("standard swap2", text);
        QVERIFY2(back, text.c_str());
        QCOMPARE(back->positionText(), text);
        QCOMPARE(back->openingStage(), g.openingStage());
        QCOMPARE(back->coloursSwapped(), g.coloursSwapped());
        QCOMPARE(back->seatToMove(), g.seatToMove());
        QCOMPARE(back->legalMoves(), g.legalMoves());
        QCOMPARE(back->hash(), g.hash());
        if (i < line.size())
            g.play(line[i]);
    }
    // Written by hand for the choice point: three stones, White to move.
    QVERIFY(gameFrom("renju swap", "15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 w choice"));
    // Stages that do not fit the rules or the stones are refused.
    for (const char *bad : {"15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 w placing",
             "15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 w balancing",
             "15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 w swapped choice",
             "15/15/15/15/15/9x5/7o7/7x7/15/15/15/15/15/15/15 b choice"}) {
        ParseError e = ParseError::None;
        QVERIFY2(!GomokuGame::fromText("renju swap", bad, &e), bad);
        QCOMPARE(e, ParseError::BadPosition);
    }
    QVERIFY(!gameFrom("renju", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b placing"));
}

QTEST_GUILESS_MAIN(TestGomokuGame)
#include "tst_gomokugame.moc"
