// Go rules on GoBoard/GoGame, each case a hand-drawn diagram (rows top to bottom, 'X' Black,
// 'O' White, '.' empty; points named as on a Go board, A1 bottom left): captures, a
// multi-stone capture, a snapback, suicide (illegal; legal under Tromp-Taylor), simple ko and a
// triple-ko superko cycle, seki under area and territory counting (points worked out by hand
// in the comments), handicap placement (GTP fixed_handicap table), rules text and presets
// (DESIGN.md §3), passes and the end of the game, position text.
#include <QTest>

#include "games/gameregistry.h"
#include "games/go/gogame.h"

#include "../support/godiagram.h"

using namespace qiju;
using core::Move;
using core::MoveError;
using core::Point;
using core::Side;
using go::GoGame;

namespace {

// A diagram ("X.O" rows) as position text.
std::string rows(std::initializer_list<const char *> lines) { return test::goRows(lines); }

std::unique_ptr<GoGame> diagram(const char *rules, std::initializer_list<const char *> lines,
    const char *side = "b")
{
    auto g = GoGame::fromText(rules, rows(lines) + ' ' + side, nullptr);
    return std::unique_ptr<GoGame>(static_cast<GoGame *>(g.release()));
}

MoveError tryPlay(GoGame &g, const char *text)
{
    const auto m = g.parseMove(text);
    if (!m)
        return MoveError::Malformed;
    const MoveError e = g.check(*m);
    if (e == MoveError::None)
        g.play(*m);
    return e;
}

std::vector<std::string> texts(const GoGame &g, const std::vector<Point> &pts)
{
    std::vector<std::string> out;
    for (Point p : pts)
        out.push_back(go::pointText(p, g.size()));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestGoGame : public QObject
{
    Q_OBJECT

private slots:
    void registryRow();
    void rulesText_data();
    void rulesText();
    void badRules_data();
    void badRules();
    void handicap();
    void singleCapture();
    void multiStoneCapture();
    void snapback();
    void suicide();
    void simpleKo();
    void tripleKoSuperko();
    void sekiAreaAndTerritory();
    void deadStonesCount();
    void twoPassesEndTheGame();
    void positionText();
    void badPositions();
};

void TestGoGame::registryRow()
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Go);
    QCOMPARE(info.key, std::string_view("go"));
    QCOMPARE(info.presets.size(), std::size_t(4));
    QCOMPARE(info.presets[0], std::string_view("chinese"));
    auto g = info.create("", nullptr);
    QVERIFY(g);
    QCOMPARE(g->rulesText(), std::string("chinese"));
    QCOMPARE(g->width(), 19);
    QCOMPARE(g->legalMoves().size(), std::size_t(361 + 1)); // every point and the pass
    QCOMPARE(g->sideToMove(), Side::Black);
}

void TestGoGame::rulesText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<double>("komi");
    QTest::addColumn<int>("scoring"); // 0 area, 1 territory
    QTest::addColumn<int>("ko");      // 0 simple, 1 positional, 2 situational
    QTest::addColumn<bool>("suicide");
    QTest::newRow("default") << "" << "chinese" << 7.5 << 0 << 1 << false;
    QTest::newRow("japanese") << "japanese" << "japanese" << 6.5 << 1 << 0 << false;
    QTest::newRow("ing") << "Ing" << "ing" << 8.0 << 0 << 2 << true;
    QTest::newRow("tt") << "tromp-taylor" << "tromp-taylor" << 7.5 << 0 << 1 << true;
    QTest::newRow("fields") << "japanese size=9 komi=5.5" << "japanese size=9 komi=5.5" << 5.5
                            << 1 << 0 << false;
    QTest::newRow("handicap") << "chinese handicap=4 komi=0.5 size=13"
                              << "chinese size=13 handicap=4 komi=0.5" << 0.5 << 0 << 1 << false;
    QTest::newRow("custom") << "chinese ko=simple" << "chinese ko=simple" << 7.5
                            << 0 << 0 << false;
}

void TestGoGame::rulesText()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const auto r = go::GoRules::fromText(text.toStdString());
    QVERIFY(r);
    QCOMPARE(QString::fromStdString(r->toText()), canonical);
    QFETCH(double, komi);
    QFETCH(int, scoring);
    QFETCH(int, ko);
    QFETCH(bool, suicide);
    QCOMPARE(r->komi, komi);
    QCOMPARE(static_cast<int>(r->scoring), scoring);
    QCOMPARE(static_cast<int>(r->ko), ko);
    QCOMPARE(r->suicide, suicide);
    QCOMPARE(go::GoRules::fromText(r->toText()), r); // the canonical text reads back
}

void TestGoGame::badRules_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("unknown word") << "canadian";
    QTest::newRow("size 4") << "chinese size=4";
    QTest::newRow("size 26") << "size=26";
    QTest::newRow("quarter komi") << "komi=7.25";
    QTest::newRow("handicap 1") << "handicap=1";
    QTest::newRow("handicap 5 even") << "size=10 handicap=5";
    QTest::newRow("handicap 2 on 5x5") << "size=5 handicap=2";
    QTest::newRow("bad ko") << "ko=whatever";
    QTest::newRow("preset late") << "komi=5 japanese";
}

void TestGoGame::badRules()
{
    QFETCH(QString, text);
    QVERIFY(!go::GoRules::fromText(text.toStdString()));
    core::ParseError e = core::ParseError::None;
    QVERIFY(!GoGame::create(text.toStdString(), &e));
    QCOMPARE(e, core::ParseError::UnknownRules);
}

void TestGoGame::handicap()
{
    // GTP fixed_handicap: 2 = D4 Q16, 3 = + D16, 4 = + Q4, 5 = + K10, 6 = 4 + D10 Q10,
    // 7 = 6 + K10, 8 = 6 + K4 K16, 9 = 8 + K10. 9x9 uses the third line (C3, G7).
    auto g = GoGame::create("chinese handicap=4", nullptr);
    QVERIFY(g);
    const auto &go = static_cast<const GoGame &>(*g);
    std::vector<Point> stones;
    for (int y = 0; y < 19; ++y) {
        for (int x = 0; x < 19; ++x) {
            if (go.cell({x, y}) == core::Cell::Black)
                stones.push_back({x, y});
        }
    }
    QCOMPARE(texts(go, stones), (std::vector<std::string>{"D16", "D4", "Q16", "Q4"}));
    QCOMPARE(g->sideToMove(), Side::White);
    QCOMPARE(texts(go, go::handicapPoints(19, 9)),
        (std::vector<std::string>{"D10", "D16", "D4", "K10", "K16", "K4", "Q10", "Q16", "Q4"}));
    QCOMPARE(texts(go, go::handicapPoints(19, 5)),
        (std::vector<std::string>{"D16", "D4", "K10", "Q16", "Q4"}));
    QCOMPARE(texts(go, go::handicapPoints(19, 7)),
        (std::vector<std::string>{"D10", "D16", "D4", "K10", "Q10", "Q16", "Q4"}));
    auto small = GoGame::create("size=9 handicap=2", nullptr);
    QVERIFY(small);
    QCOMPARE(small->cell(*go::parsePointText("C3", 9)), core::Cell::Black);
    QCOMPARE(small->cell(*go::parsePointText("G7", 9)), core::Cell::Black);
    QCOMPARE(small->pieceCount(Side::Black), 2);
    QVERIFY(go::handicapPoints(10, 5).empty()); // even boards have no centre point
}

void TestGoGame::singleCapture()
{
    auto g = diagram("chinese", {
                                    ". . . . .",
                                    ". . X . .",
                                    ". X O . .",
                                    ". . X . .",
                                    ". . . . .",
                                });
    const auto m = g->parseMove("D3");
    QVERIFY(m);
    QCOMPARE(g->check(*m), MoveError::None);
    const auto t = g->play(*m);
    QCOMPARE(texts(*g, t.placed), (std::vector<std::string>{"D3"}));
    QCOMPARE(texts(*g, t.captured), (std::vector<std::string>{"C3"}));
    QCOMPARE(g->cell(*go::parsePointText("C3", 5)), core::Cell::Empty);
    QCOMPARE(g->captures(Side::Black), 1);
    QCOMPARE(g->captures(Side::White), 0);
    QCOMPARE(g->pieceCount(Side::White), 0);
}

void TestGoGame::multiStoneCapture()
{
    // White's three stones on the first line have one liberty left, E1; two black chains
    // also touch it.
    auto g = diagram("chinese", {
                                    ". . . . .",
                                    ". . . . .",
                                    ". X X X .",
                                    "X O O O .",
                                    "X O O O .",
                                });
    QCOMPARE(g->liberties(*go::parsePointText("B1", 5)), 2); // E1, E2
    QCOMPARE(tryPlay(*g, "E2"), MoveError::None);
    QCOMPARE(tryPlay(*g, "A5"), MoveError::None); // White elsewhere
    const auto m = g->parseMove("E1");
    const auto t = g->play(*m);
    QCOMPARE(t.captured.size(), std::size_t(6));
    QCOMPARE(g->captures(Side::Black), 6);
    QCOMPARE(g->pieceCount(Side::White), 1); // A5
}

void TestGoGame::snapback()
{
    // Black throws in at A1; White takes it at B1 and is left with A1 as the only liberty of
    // its five stones; Black takes all five (no ko: more than one stone).
    auto g = diagram("chinese", {
                                    ". . . . .",
                                    ". . . . .",
                                    "X X X . .",
                                    "O O O X .",
                                    ". . O X .",
                                });
    QCOMPARE(tryPlay(*g, "A1"), MoveError::None); // self-atari, legal
    QCOMPARE(g->liberties(*go::parsePointText("A1", 5)), 1);
    auto t = g->play(*g->parseMove("B1"));
    QCOMPARE(texts(*g, t.captured), (std::vector<std::string>{"A1"}));
    QCOMPARE(g->liberties(*go::parsePointText("B1", 5)), 1);
    QCOMPARE(g->check(*g->parseMove("A1")), MoveError::None); // not a ko
    t = g->play(*g->parseMove("A1"));
    QCOMPARE(texts(*g, t.captured),
        (std::vector<std::string>{"A2", "B1", "B2", "C1", "C2"}));
    QCOMPARE(g->captures(Side::Black), 5);
    QCOMPARE(g->captures(Side::White), 1);
}

void TestGoGame::suicide()
{
    // Black B1 would leave A1+B1 without liberties and capture nothing.
    const auto lines = {
        ". . . . .",
        ". . . . .",
        ". . . . .",
        "O O . . .",
        "X . O . .",
    };
    auto cn = diagram("chinese", lines);
    QCOMPARE(cn->check(*cn->parseMove("B1")), MoveError::Suicide);
    QVERIFY(!cn->legalMoves().empty());
    for (const Move &m : cn->legalMoves())
        QVERIFY(m.isPass() || go::pointText(m.to, 5) != "B1");

    auto tt = diagram("tromp-taylor", lines);
    QCOMPARE(tt->check(*tt->parseMove("B1")), MoveError::None);
    const auto t = tt->play(*tt->parseMove("B1"));
    QVERIFY(t.placed.empty()); // the stone is removed with its chain
    QCOMPARE(texts(*tt, t.captured), (std::vector<std::string>{"A1", "B1"}));
    QCOMPARE(tt->captures(Side::White), 2);
    QCOMPARE(tt->pieceCount(Side::Black), 0);
    // A lone-stone suicide under Tromp-Taylor leaves the board as it was: superko.
    auto lone = diagram("tromp-taylor", {
                                            ". . . . .",
                                            ". . . . .",
                                            ". . . . .",
                                            "O . . . .",
                                            ". O . . .",
                                        });
    QCOMPARE(lone->check(*lone->parseMove("A1")), MoveError::Superko);
}

void TestGoGame::simpleKo()
{
    auto g = diagram("japanese", {
                                     ". X O . .",
                                     "X O . O .",
                                     ". X O . .",
                                     ". . . . .",
                                     ". . . . .",
                                 });
    const auto t = g->play(*g->parseMove("C4")); // Black takes the ko
    QCOMPARE(texts(*g, t.captured), (std::vector<std::string>{"B4"}));
    QCOMPARE(g->check(*g->parseMove("B4")), MoveError::Ko); // immediate retake
    QCOMPARE(g->placementError(*go::parsePointText("B4", 5)), MoveError::Ko);
    QCOMPARE(tryPlay(*g, "E1"), MoveError::None); // a ko threat elsewhere
    QCOMPARE(tryPlay(*g, "D1"), MoveError::None); // the answer
    QCOMPARE(tryPlay(*g, "B4"), MoveError::None); // now White may retake
    QCOMPARE(g->captures(Side::White), 1);
}

void TestGoGame::tripleKoSuperko()
{
    // Three kos, each taken in turn: after six captures the board is the start position
    // again. Positional superko (Chinese) forbids the sixth capture; Japanese (simple ko)
    // allows it and the cycle goes on.
    const auto lines = {
        ". X O . . . . . . . .", // ko 1: White stone on B10, Black takes at C10
        "X O . O . . . . . . .", //
        ". X O . . . . . . . .", //
        ". . . . . . . . . . .", //
        ". X O . . . . . . . .", // ko 2: Black stone on C6, White takes at B6
        "X . X O . . . . . . .", //
        ". X O . . . . . . . .", //
        ". . . . . . . . . . .", //
        ". X O . . . . . . . .", // ko 3: White stone on B2, Black takes at C2
        "X O . O . . . . . . .", //
        ". X O . . . . . . . .", //
    };
    const char *cycle[] = {"C10", "B6", "C2", "B10", "C6"};
    for (const char *rules : {"chinese", "japanese"}) {
        auto g = diagram(rules, lines);
        const std::string start = g->positionText();
        for (const char *m : cycle)
            QCOMPARE(tryPlay(*g, m), MoveError::None);
        const bool superko = std::string(rules) == "chinese";
        QCOMPARE(g->check(*g->parseMove("B2")),
            superko ? MoveError::Superko : MoveError::None);
        if (!superko) {
            g->play(*g->parseMove("B2"));
            QCOMPARE(g->positionText().substr(0, start.find(' ')),
                start.substr(0, start.find(' ')));
        }
    }
}

void TestGoGame::sekiAreaAndTerritory()
{
    // Black's inner chain (B7 A6 B6 C6) has the eye A7; White's inner chain (D7 F7 D6 E6 F6)
    // has the eye E7; they share C7, which neither can fill (self-atari): seki.
    // Counted by hand, komi 0:
    //   Black stones 4 + 10 = 14, White stones 5 + 7 = 12;
    //   Black's surrounded area bottom right 3 x 4 = 12, White's bottom left 2 x 4 = 8.
    //   Area: Black 14 + 12 + eye A7 = 27, White 12 + 8 + eye E7 = 21 (C7 is dame).
    //   Territory: the eyes are in seki and count for nobody: Black 12, White 8.
    const auto lines = {
        ". X . O . O X", //
        "X X X O O O X", //
        "O O O X X X X", //
        ". . O X . . .", //
        ". . O X . . .", //
        ". . O X . . .", //
        ". . O X . . .", //
    };
    auto area = diagram("chinese komi=0", lines);
    area->play(Move::pass());
    area->play(Move::pass());
    QVERIFY(area->result());
    QCOMPARE(area->result()->blackScore, 27.0);
    QCOMPARE(area->result()->whiteScore, 21.0);
    QCOMPARE(area->result()->outcome, core::Outcome::BlackWins);
    const go::GoScore a = area->score();
    QCOMPARE(a.dame, 1);
    QCOMPARE(a.ownership[0], core::Cell::Black); // A7
    QCOMPARE(a.ownership[4], core::Cell::White); // E7

    auto territory = diagram("japanese komi=0", lines);
    territory->play(Move::pass());
    territory->play(Move::pass());
    QCOMPARE(territory->result()->blackScore, 12.0);
    QCOMPARE(territory->result()->whiteScore, 8.0);
    const go::GoScore t = territory->score();
    QCOMPARE(t.blackTerritory, 12);
    QCOMPARE(t.whiteTerritory, 8);
    QCOMPARE(t.dame, 3); // A7, C7, E7
    QCOMPARE(t.ownership[0], core::Cell::Empty);
    QCOMPARE(t.ownership[4], core::Cell::Empty);
    QVERIFY(t.seki[1]);  // B7 is in seki
    QVERIFY(!t.seki[6]); // G7 is not
}

void TestGoGame::deadStonesCount()
{
    // The white stone on B2 is dead inside Black's side. Counted by hand, komi 0:
    //   nothing marked: A-B columns touch both colours: Black has its 5 stones (area) or 0
    //   (territory);
    //   B2 dead: Black owns the 10 points of A-B (9 empty + the dead stone's point) and has 5
    //   stones: 15 by area; 10 + 1 prisoner = 11 by territory. White: 5 stones + E column 5
    //   = 10 by area, 5 by territory.
    const auto lines = {
        ". . X O .", //
        ". . X O .", //
        ". . X O .", //
        ". O X O .", //
        ". . X O .", //
    };
    for (const char *rules : {"chinese komi=0", "japanese komi=0"}) {
        auto g = diagram(rules, lines);
        g->play(Move::pass());
        g->play(Move::pass());
        QVERIFY(g->needsMarking());
        // Nothing marked: the white stone stands, A and B columns are nobody's.
        const bool area = std::string(rules).starts_with("chinese");
        QCOMPARE(g->result()->blackScore, area ? 5.0 : 0.0);
        g->toggleDeadChain(*go::parsePointText("B2", 5));
        QVERIFY(g->deadStones()[3 * 5 + 1]);
        QCOMPARE(g->result()->blackScore, area ? 15.0 : 11.0);
        QCOMPARE(g->result()->whiteScore, area ? 10.0 : 5.0);
        QCOMPARE(g->score().ownership[3 * 5 + 1], core::Cell::Black);
        g->toggleDeadChain(*go::parsePointText("B2", 5)); // and back
        QCOMPARE(g->result()->blackScore, area ? 5.0 : 0.0);
    }
    // Tromp-Taylor counts the board as it stands.
    auto tt = diagram("tromp-taylor komi=0", lines);
    tt->play(Move::pass());
    tt->play(Move::pass());
    QVERIFY(!tt->needsMarking());
    tt->toggleDeadChain(*go::parsePointText("B2", 5));
    QCOMPARE(tt->result()->blackScore, 5.0);
}

void TestGoGame::twoPassesEndTheGame()
{
    auto g = GoGame::create("size=9", nullptr);
    QCOMPARE(g->legalMoves().size(), std::size_t(82));
    g->play(Move::pass());
    QVERIFY(!g->result());
    g->play(Move::place({4, 4})); // White E5
    g->play(Move::pass()); // a pass, a move, a pass: not two in a row
    QVERIFY(!g->result());
    g->play(Move::pass());
    QVERIFY(g->result());
    // White's lone stone owns the whole board: 81 + komi 7.5 to nothing.
    QCOMPARE(g->result()->blackScore, 0.0);
    QCOMPARE(g->result()->whiteScore, 88.5);
    QCOMPARE(g->check(Move::pass()), MoveError::GameOver);
    QVERIFY(g->legalMoves().empty());
    QCOMPARE(g->plyCount(), 4);
    // Ing: an even count goes to Black.
    auto ing = GoGame::create("ing size=9 komi=81", nullptr);
    ing->play(Move::place({4, 4}));
    ing->play(Move::pass());
    ing->play(Move::pass());
    QCOMPARE(ing->result()->outcome, core::Outcome::BlackWins);
    auto cn = GoGame::create("chinese size=9 komi=81", nullptr);
    cn->play(Move::place({4, 4}));
    cn->play(Move::pass());
    cn->play(Move::pass());
    QCOMPARE(cn->result()->outcome, core::Outcome::Draw);
}

void TestGoGame::positionText()
{
    auto g = diagram("japanese", {
                                     ". X O . .",
                                     "X O . O .",
                                     ". X O . .",
                                     ". . . . .",
                                     ". . . . .",
                                 });
    g->play(*g->parseMove("C4"));
    const std::string text = g->positionText();
    QCOMPARE(text, std::string("1xo2/x1xo1/1xo2/5/5 w captures=1,0 ko=B4"));
    auto back = GoGame::fromText("japanese", text, nullptr);
    QVERIFY(back);
    QCOMPARE(back->positionText(), text);
    QCOMPARE(back->check(*back->parseMove("B4")), MoveError::Ko);
    QCOMPARE(back->captures(Side::Black), 1);
    QCOMPARE(back->width(), 5); // the rows decide the size
    QCOMPARE(GoGame::create("", nullptr)->positionText(),
        std::string("19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b"));
}

void TestGoGame::badPositions()
{
    for (const char *text : {"", "5/5/5/5/5", "5/5/5/5/5 x", "5/5/5/5 b", "4/4/4/4 b",
             "6/5/5/5/5 b", "xo3/ox3/5/5/5 b", "5/5/5/5/5 b ko=Z9", "5/5/5/5/5 b what=1",
             "5/5/5/5/5 b captures=1"}) {
        core::ParseError e = core::ParseError::None;
        QVERIFY2(!GoGame::fromText("chinese", text, &e), text);
        QCOMPARE(e, core::ParseError::BadPosition);
    }
}

QTEST_GUILESS_MAIN(TestGoGame)
#include "tst_gogame.moc"
