// Othello rules: text forms, legal moves against the FFO problem files (Edax's .obf lists every
// legal move of each position), illegal-move codes, passes, transcripts and game end.
#include <QFile>
#include <QTest>

#include <set>

#include "games/gameregistry.h"
#include "games/othello/othellogame.h"
#include "games/othello/othellotranscript.h"

using namespace qiju;
using namespace qiju::othello;
using core::Move;
using core::MoveError;
using core::Point;

class TestOthelloPosition : public QObject
{
    Q_OBJECT

private slots:
    void startPosition();
    void textRoundTrip();
    void textRejectsGarbage_data();
    void textRejectsGarbage();
    void ffoLegalMoves_data();
    void ffoLegalMoves();
    void illegalMoveCodes();
    void forcedPass();
    void shortestGame();
    void transcriptRejectsIllegal();
    void gameEndEmptiesGoToWinner();
    void hashDistinguishesSide();
};

void TestOthelloPosition::startPosition()
{
    const OthelloPosition p = OthelloPosition::start();
    QCOMPARE(QString::fromStdString(p.toText()),
             QStringLiteral("---------------------------OX------XO--------------------------- X"));
    // The four opening moves of every Othello book: d3, c4, f5, e6.
    std::set<std::string> moves;
    for (Bitboard m = p.legalMoves(); m; m &= m - 1)
        moves.insert(squareText(core::lowestBit(m)));
    QCOMPARE(moves, (std::set<std::string>{"d3", "c4", "f5", "e6"}));
}

void TestOthelloPosition::textRoundTrip()
{
    OthelloPosition p = OthelloPosition::start();
    p.play(*parseSquare("f5"));
    p.play(*parseSquare("d6"));
    const auto back = OthelloPosition::fromText(p.toText());
    QVERIFY(back);
    QCOMPARE(*back, p);
    // Alternative spellings accepted by the reader.
    const auto alt = OthelloPosition::fromText(
        "...........................ox......xo........................... *");
    QVERIFY(alt);
    QCOMPARE(*alt, OthelloPosition::start());
}

void TestOthelloPosition::textRejectsGarbage_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("short") << "---------------------------OX------XO----- X";
    QTest::newRow("no side") << "---------------------------OX------XO---------------------------";
    QTest::newRow("bad char") << "---------------------------OZ------XO--------------------------- X";
    QTest::newRow("bad side") << "---------------------------OX------XO--------------------------- Q";
    QTest::newRow("side glued") << "---------------------------OX------XO--------------------------- Xyz";
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff garbage");
}

void TestOthelloPosition::textRejectsGarbage()
{
    QFETCH(QString, text);
    QVERIFY(!OthelloPosition::fromText(text.toStdString()));
}

void TestOthelloPosition::ffoLegalMoves_data()
{
    QTest::addColumn<QString>("line");
    for (const char *name : {"fforum-1-19.obf", "fforum-20-39.obf", "fforum-40-59.obf",
                             "fforum-60-79.obf"}) {
        QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/othello/") + QLatin1String(name));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        int n = 0;
        while (!f.atEnd()) {
            const QString line = QString::fromLatin1(f.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith('%'))
                continue;
            QTest::addRow("%s:%d", name, ++n) << line;
        }
    }
}

void TestOthelloPosition::ffoLegalMoves()
{
    QFETCH(QString, line);
    const auto pos = OthelloPosition::fromText(line.toStdString());
    QVERIFY(pos);
    // After "X;" or "O;" come "A2:+38; C7:+36; ..." — one entry per legal move.
    std::set<std::string> expected;
    const QStringList parts = line.section(';', 1).split(';', Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QString sq = part.trimmed().section(':', 0, 0).toLower();
        if (!sq.isEmpty())
            expected.insert(sq.toStdString());
    }
    std::set<std::string> actual;
    for (Bitboard m = pos->legalMoves(); m; m &= m - 1)
        actual.insert(squareText(core::lowestBit(m)));
    QCOMPARE(actual, expected);
}

void TestOthelloPosition::illegalMoveCodes()
{
    OthelloGame g;
    QCOMPARE(g.check(Move::place({3, 3})), MoveError::Occupied);   // d4 holds a White disc
    QCOMPARE(g.check(Move::place({0, 0})), MoveError::NoFlips);    // a1 outflanks nothing
    QCOMPARE(g.check(Move::place({8, 0})), MoveError::OutOfBoard);
    QCOMPARE(g.check(Move::pass()), MoveError::PassNotAllowed);
    QCOMPARE(g.check(Move::jump({0, 0}, {2, 2})), MoveError::Malformed);
    QCOMPARE(g.check(Move::place({3, 2})), MoveError::None);       // d3
}

void TestOthelloPosition::forcedPass()
{
    // Black a1, White b1, White to move: White outflanks nothing, Black can take b1 via c1.
    const auto pos = OthelloPosition::fromText(
        "XO-------------------------------------------------------------- O");
    QVERIFY(pos);
    QVERIFY(pos->mustPass());
    QVERIFY(!pos->isGameOver());
    OthelloGame g(*pos);
    QCOMPARE(g.legalMoves(), std::vector<Move>{Move::pass()});
    QCOMPARE(g.check(Move::place({2, 0})), MoveError::MustPass);
    QCOMPARE(g.check(Move::pass()), MoveError::None);
    g.play(Move::pass());
    QCOMPARE(g.sideToMove(), core::Side::Black);
    QCOMPARE(g.check(Move::place({2, 0})), MoveError::None);
    const auto t = g.play(Move::place({2, 0}));
    QCOMPARE(t.flipped, (std::vector<Point>{Point{1, 0}}));
    // Now only Black discs remain: the game is over, Black wins 3-0 with 61 empties credited.
    const auto r = g.result();
    QVERIFY(r);
    QCOMPARE(r->outcome, core::Outcome::BlackWins);
    QCOMPARE(r->blackScore, 64.0);
    QCOMPARE(r->whiteScore, 0.0);
}

void TestOthelloPosition::shortestGame()
{
    // The shortest possible Othello game (Maruo, 1975; Wikipedia "Reversi"): nine moves, after
    // which White has no disc left and Black has 13.
    const auto moves = parseTranscript("e6f4e3f6g5d6e7f5c5");
    QVERIFY(moves);
    QCOMPARE(moves->size(), std::size_t(9));
    OthelloPosition p = OthelloPosition::start();
    for (int sq : *moves)
        p.play(sq);
    QVERIFY(p.isGameOver());
    QCOMPARE(core::popCount(p.discs(core::Side::Black)), 13);
    QCOMPARE(core::popCount(p.discs(core::Side::White)), 0);
    QCOMPARE(QString::fromStdString(transcriptText(*moves)), QStringLiteral("e6f4e3f6g5d6e7f5c5"));
}

void TestOthelloPosition::transcriptRejectsIllegal()
{
    QVERIFY(!parseTranscript("f5f5"));   // occupied
    QVERIFY(!parseTranscript("a1"));     // flips nothing
    QVERIFY(!parseTranscript("f5d"));    // truncated
    QVERIFY(!parseTranscript("z9"));     // not a square
    QVERIFY(!parseTranscript("pass"));   // pass while moves exist
    QVERIFY(parseTranscript("F5 D6 c3"));
}

void TestOthelloPosition::gameEndEmptiesGoToWinner()
{
    OthelloGame g;
    for (const char *m : {"e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5"}) {
        const auto move = g.parseMove(m);
        QVERIFY(move);
        QCOMPARE(g.check(*move), MoveError::None);
        g.play(*move);
    }
    QVERIFY(g.legalMoves().empty());
    QCOMPARE(g.check(Move::place({0, 0})), MoveError::GameOver);
    const auto r = g.result();
    QVERIFY(r);
    QCOMPARE(r->outcome, core::Outcome::BlackWins);
    QCOMPARE(r->blackScore, 64.0); // 13 discs + 51 empties
    QCOMPARE(g.plyCount(), 9);
}

void TestOthelloPosition::hashDistinguishesSide()
{
    const OthelloPosition a = OthelloPosition::start();
    OthelloPosition b = a;
    b.pass();
    QVERIFY(a.hash() != b.hash());
    b.pass();
    QCOMPARE(a.hash(), b.hash());
    auto game = core::createGame(core::GameId::Othello);
    QVERIFY(game);
    QCOMPARE(game->hash(), a.hash());
}

QTEST_GUILESS_MAIN(TestOthelloPosition)
#include "tst_othelloposition.moc"
