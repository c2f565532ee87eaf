// Gomoku game adapter: rule and position text forms (round trips, rejected garbage), move
// text ("H8" from the bottom-left like GTP), illegal-move codes, the swap and Swap2 opening
// protocols (who decides, who holds which colour), and the incremental line keys, patterns,
// near points, value sums and hash agreeing with a position built from scratch and with the
// same figures computed from the stones alone.
#include <QTest>

#include <cstdlib>
#include <random>

#include "games/gameregistry.h"
#include "games/gomoku/gomokugame.h"
#include "games/gomoku/gomokujournal.h"

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
    void incrementalKeysMatchScratch();
    void journalUndoMatchesRecomputation();
    void journalSurvivesOutOfOrderRemoves();
    void farNeighboursUnderFiveOrMore();
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

namespace {

// The line key of p along d for s, from the stones alone: each neighbour within five points
// empty (0), s's (1), or the other colour's or off the board (2), in base 3 by slot.
int keyFromStones(const GomokuPosition &pos, int p, Side s, int d)
{
    const Point at = pointOf(p);
    int key = 0;
    int weight = 1;
    for (int k = -kHalfLine; k <= kHalfLine; ++k) {
        if (k == 0)
            continue;
        const int x = at.x + k * kDirX[d];
        const int y = at.y + k * kDirY[d];
        int state = kBlocked;
        if (x >= 0 && y >= 0 && x < kSize && y < kSize) {
            const core::Cell c = pos.cell(y * kSize + x);
            state = c == core::Cell::Empty ? kEmpty : c == core::cellOf(s) ? kOwn : kBlocked;
        }
        key += state * weight;
        weight *= 3;
    }
    return key;
}

// A made-up value table: lane i of entry `packed` is a mix of the patterns' bits.
const std::vector<PointValues> &testValues()
{
    static const std::vector<PointValues> table = [] {
        std::vector<PointValues> t(1 << 16);
        for (int packed = 0; packed < (1 << 16); ++packed) {
            for (int i = 0; i < kValueLanes; ++i)
                t[static_cast<std::size_t>(packed)][static_cast<std::size_t>(i)]
                    = (packed * (2 * i + 7)) % 1001 - 500;
        }
        return t;
    }();
    return table;
}

// Everything a search reads from a position: stones, side, hash, near counts and points, line
// keys, the patterns and flags of the empty points, the threat sets and the value sums.
bool sameState(const GomokuPosition &a, const GomokuPosition &b)
{
    if (!(a == b) || a.hash() != b.hash() || a.stoneCount() != b.stoneCount()
        || !(a.nearPoints() == b.nearPoints()))
        return false;
    for (Side s : {Side::Black, Side::White}) {
        if (a.valueSum(s) != b.valueSum(s) || !(a.fivePoints(s) == b.fivePoints(s))
            || !(a.flex4Points(s) == b.flex4Points(s)) || !(a.fourPoints(s) == b.fourPoints(s))
            || !(a.threePoints(s) == b.threePoints(s)))
            return false;
        for (int p = 0; p < kPoints; ++p) {
            if (a.nearCount(p) != b.nearCount(p) || a.flags(p, s) != b.flags(p, s))
                return false;
            if (a.isEmpty(p) && a.packedPatterns(p, s) != b.packedPatterns(p, s))
                return false;
            for (int d = 0; d < kDirections; ++d) {
                if (a.lineKey(p, s, d) != b.lineKey(p, s, d))
                    return false;
            }
        }
    }
    return true;
}

// Two positions that take the same stones, one with a journal attached, both with the test
// values: the journal's undo against recomputation.
struct JournalTwins
{
    explicit JournalTwins(WinRule rule)
        : pos(rule)
        , plain(rule)
    {
        pos.setPointValues(testValues().data());
        plain.setPointValues(testValues().data());
        pos.setJournal(&journal);
    }
    ~JournalTwins() { pos.setJournal(nullptr); }
    JournalTwins(const JournalTwins &) = delete;
    JournalTwins &operator=(const JournalTwins &) = delete;
    void put(int p, Side s)
    {
        pos.put(p, s);
        plain.put(p, s);
    }
    void remove(int p)
    {
        pos.remove(p);
        plain.remove(p);
    }
    bool same() const { return sameState(pos, plain); }

    MoveJournal journal;
    GomokuPosition pos;
    GomokuPosition plain;
};

} // namespace

// After a random sequence of puts and removes, every line key, pattern, threat set, near
// point, value sum and the hash equal those of the same stones set up from scratch; the keys,
// patterns, near points and sums also equal those computed from the stones alone.
void TestGomokuGame::incrementalKeysMatchScratch()
{
    std::mt19937 rng(20240611);
    for (WinRule rule : {WinRule::Freestyle, WinRule::ExactFive, WinRule::Renju}) {
        GomokuPosition pos(rule);
        pos.setPointValues(testValues().data());
        std::vector<int> stones;
        for (int step = 0; step < 400; ++step) {
            if (!stones.empty() && rng() % 3 == 0) {
                const std::size_t i = rng() % stones.size();
                pos.remove(stones[i]);
                stones.erase(stones.begin() + static_cast<long>(i));
            } else {
                int p = static_cast<int>(rng() % kPoints);
                while (!pos.isEmpty(p))
                    p = (p + 1) % kPoints;
                pos.put(p, rng() % 2 ? Side::Black : Side::White);
                stones.push_back(p);
            }
        }
        auto scratch = GomokuPosition::fromText(pos.toText(), rule);
        QVERIFY(scratch);
        scratch->setPointValues(testValues().data());
        QCOMPARE(scratch->hash(), pos.hash());
        QVERIFY(scratch->nearPoints() == pos.nearPoints());
        for (Side s : {Side::Black, Side::White}) {
            QCOMPARE(scratch->valueSum(s), pos.valueSum(s));
            const LineRule lineRule
                = rule == WinRule::Freestyle || (rule == WinRule::Renju && s == Side::White)
                ? LineRule::FiveOrMore
                : LineRule::ExactFive;
            PointValues sum{};
            for (int p = 0; p < kPoints; ++p) {
                bool near = false;
                for (int q = 0; q < kPoints; ++q) {
                    const int dx = std::abs(q % kSize - p % kSize);
                    const int dy = std::abs(q / kSize - p / kSize);
                    near = near || (q != p && dx <= 2 && dy <= 2 && !pos.isEmpty(q));
                }
                QCOMPARE(pos.nearPoints().contains(p), near && pos.isEmpty(p));
                for (int d = 0; d < kDirections; ++d) {
                    const int key = keyFromStones(pos, p, s, d);
                    QCOMPARE(int{pos.lineKey(p, s, d)}, key);
                    if (pos.isEmpty(p))
                        QCOMPARE(pos.pattern(p, s, d),
                            linePattern(lineRule, static_cast<std::uint16_t>(key)));
                }
                if (pos.isEmpty(p))
                    QCOMPARE(pos.flags(p, s), pointFlags(pos.packedPatterns(p, s)));
                if (near && pos.isEmpty(p)) {
                    const PointValues &v = testValues()[pos.packedPatterns(p, s)];
                    for (int i = 0; i < kValueLanes; ++i)
                        sum[static_cast<std::size_t>(i)] += v[static_cast<std::size_t>(i)];
                }
            }
            QCOMPARE(pos.valueSum(s), sum);
        }
        for (int p = 0; p < kPoints; ++p) {
            QCOMPARE(scratch->nearCount(p), pos.nearCount(p));
            for (Side s : {Side::Black, Side::White}) {
                for (int d = 0; d < kDirections; ++d)
                    QCOMPARE(scratch->lineKey(p, s, d), pos.lineKey(p, s, d));
                QCOMPARE(scratch->flags(p, s), pos.flags(p, s));
                if (pos.isEmpty(p))
                    QCOMPARE(scratch->packedPatterns(p, s), pos.packedPatterns(p, s));
            }
        }
        for (Side s : {Side::Black, Side::White}) {
            QVERIFY(scratch->fivePoints(s) == pos.fivePoints(s));
            QVERIFY(scratch->flex4Points(s) == pos.flex4Points(s));
            QVERIFY(scratch->fourPoints(s) == pos.fourPoints(s));
            QVERIFY(scratch->threePoints(s) == pos.threePoints(s));
            // The sets agree with the patterns they summarise.
            for (int p = 0; p < kPoints; ++p) {
                bool five = false;
                for (int d = 0; d < kDirections && pos.isEmpty(p); ++d)
                    five = five || pos.pattern(p, s, d) == LinePattern::Five;
                QCOMPARE(pos.fivePoints(s).contains(p), five);
            }
        }
        for (int p : stones)
            pos.remove(p);
        QCOMPARE(pos.valueSum(Side::Black), PointValues{});
        QCOMPARE(pos.valueSum(Side::White), PointValues{});
        QVERIFY(pos.nearPoints().empty());
        QCOMPARE(pos, GomokuPosition(rule));
        QCOMPARE(pos.hash(), GomokuPosition(rule).hash());
        for (int p = 0; p < kPoints; ++p) {
            QCOMPARE(pos.nearCount(p), 0);
            for (int d = 0; d < kDirections; ++d)
                QCOMPARE(pos.lineKey(p, Side::Black, d), emptyBoardKeys()[p][d]);
        }
    }
}

// With an undo journal attached, a search-like walk (random stones, each removed again in
// the reverse order, lines longer than the journal holds) leaves the position equal, after
// every step, to the same walk without a journal (checked against the stones alone above),
// and to the same stones set up from text.
void TestGomokuGame::journalUndoMatchesRecomputation()
{
    std::mt19937 rng(20261205);
    for (WinRule rule : {WinRule::Freestyle, WinRule::ExactFive, WinRule::Renju}) {
        JournalTwins twins(rule);
        GomokuPosition &pos = twins.pos;
        std::vector<int> line;
        int deepest = 0;
        for (int step = 0; step < 1500; ++step) {
            // Up to 200 stones (more than the journal's plies), then up and down.
            const bool climb = step < 600 ? rng() % 6 != 0 : rng() % 2 == 0;
            if (!line.empty() && (!climb || line.size() >= 200)) {
                twins.remove(line.back());
                line.pop_back();
            } else {
                int p = static_cast<int>(rng() % kPoints);
                while (!pos.isEmpty(p))
                    p = (p + 1) % kPoints;
                const Side s = rng() % 2 ? Side::Black : Side::White;
                twins.put(p, s);
                line.push_back(p);
            }
            deepest = std::max(deepest, static_cast<int>(line.size()));
            QVERIFY2(twins.same(), qPrintable(QString::number(step)));
        }
        QVERIFY(deepest >= 200);
        auto scratch = GomokuPosition::fromText(pos.toText(), rule);
        QVERIFY(scratch);
        scratch->setPointValues(testValues().data());
        QVERIFY(sameState(pos, *scratch));
        // A copy starts without the journal: its removes recompute.
        GomokuPosition copy = pos;
        while (!line.empty()) {
            copy.remove(line.back());
            pos.remove(line.back());
            line.pop_back();
            QVERIFY(sameState(pos, copy));
        }
        QCOMPARE(twins.journal.depth(), 0);
        QVERIFY(sameState(pos, GomokuPosition(rule)));
    }
}

// Against the journal's precondition, a caller removes a stone other than the latest one: the
// position recomputes and forgets the records, so later removes stay right.
void TestGomokuGame::journalSurvivesOutOfOrderRemoves()
{
    std::mt19937 rng(20261206);
    for (WinRule rule : {WinRule::Freestyle, WinRule::Renju}) {
        JournalTwins twins(rule);
        std::vector<int> stones;
        for (int step = 0; step < 800; ++step) {
            const unsigned roll = rng() % 8;
            if (!stones.empty() && roll < 3) {
                // Mostly the latest stone, sometimes any other.
                const std::size_t i = roll == 0 ? rng() % stones.size() : stones.size() - 1;
                twins.remove(stones[i]);
                stones.erase(stones.begin() + static_cast<std::ptrdiff_t>(i));
            } else if (stones.size() < 120) {
                int p = static_cast<int>(rng() % kPoints);
                while (!twins.pos.isEmpty(p))
                    p = (p + 1) % kPoints;
                twins.put(p, rng() % 2 ? Side::Black : Side::White);
                stones.push_back(p);
            }
            QVERIFY2(twins.same(), qPrintable(QString::number(step)));
        }
    }
}

// Under five or more, no pattern depends on the neighbours five points away (a stone there
// can only lengthen a five, which still wins), so a position skips those refreshes for such a
// colour; under exact five they count (four own stones to one side make a five, and an
// overline with a fifth one five points away).
void TestGomokuGame::farNeighboursUnderFiveOrMore()
{
    for (LineRule rule : {LineRule::FiveOrMore, LineRule::ExactFive}) {
        int dependent = 0;
        for (int key = 0; key < kLineKeys; ++key) {
            for (int slot : {0, kLineSlots - 1}) {
                const int weight = kPow3[static_cast<std::size_t>(slot)];
                const int base = key - key / weight % 3 * weight;
                for (int state = 0; state < 3; ++state) {
                    const auto other = static_cast<std::uint16_t>(base + state * weight);
                    if (linePattern(rule, other)
                        != linePattern(rule, static_cast<std::uint16_t>(key)))
                        ++dependent;
                }
            }
        }
        if (rule == LineRule::FiveOrMore)
            QCOMPARE(dependent, 0);
        else
            QVERIFY(dependent > 0);
    }
    int four = 0; // own stones at offsets -4..-1
    for (int k = -4; k <= -1; ++k)
        four += kOwn * kPow3[static_cast<std::size_t>(lineSlot(k))];
    const auto five = static_cast<std::uint16_t>(four);
    const auto six
        = static_cast<std::uint16_t>(four + kOwn * kPow3[static_cast<std::size_t>(lineSlot(-5))]);
    QCOMPARE(linePattern(LineRule::FiveOrMore, five), LinePattern::Five);
    QCOMPARE(linePattern(LineRule::FiveOrMore, six), LinePattern::Five);
    QCOMPARE(linePattern(LineRule::ExactFive, five), LinePattern::Five);
    QCOMPARE(linePattern(LineRule::ExactFive, six), LinePattern::Overline);
}

QTEST_GUILESS_MAIN(TestGomokuGame)
#include "tst_gomokugame.moc"
