// Ataxx position, FEN and move text, and every expectation of tests/data/ataxx/rules_tests.txt
// (libataxx's is_gameover, result, passing, score and counters tests), played under the "uai"
// preset, which is libataxx's rule set. Hand-made cases name the diagram they check.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;
using ataxx::AtaxxMove;
using ataxx::AtaxxPosition;

namespace {

// The rows of one "## <section>" of rules_tests.txt as (FEN, expected) pairs.
QList<QPair<QString, QString>> section(const QString &name)
{
    QList<QPair<QString, QString>> rows;
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/ataxx/rules_tests.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    bool inside = false;
    while (!f.atEnd()) {
        const QString line = QString::fromLatin1(f.readLine()).trimmed();
        if (line.startsWith(QLatin1String("## "))) {
            inside = line.mid(3).startsWith(name);
            continue;
        }
        if (!inside || line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList parts = line.split('|');
        if (parts.size() == 2)
            rows.push_back({parts[0].trimmed(), parts[1].trimmed()});
    }
    return rows;
}

QString counterLine()
{
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/ataxx/rules_tests.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    while (!f.atEnd()) {
        const QString line = QString::fromLatin1(f.readLine()).trimmed();
        if (line.startsWith(QLatin1String("## counters")))
            return line;
    }
    return {};
}

std::unique_ptr<core::Game> uaiGame(const QString &fen)
{
    return core::gameInfo(core::GameId::Ataxx).fromText("uai", fen.toStdString(), nullptr);
}

void addRows(const QString &name, int expectedCount)
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");
    const auto rows = section(name);
    QCOMPARE(rows.size(), expectedCount); // the whole section is used
    int i = 0;
    for (const auto &[fen, expected] : rows)
        QTest::addRow("%d: %s", ++i, qPrintable(fen)) << fen << expected;
}

} // namespace

class TestAtaxxPosition : public QObject
{
    Q_OBJECT

private slots:
    void startPosition();
    void fenRoundTrip_data();
    void fenRoundTrip();
    void badFenRejected_data();
    void badFenRejected();
    void moveText();
    void pointMapping();
    void conversion();
    void jumpEmptiesOrigin();
    void isGameOver_data() { addRows(QStringLiteral("is_gameover"), 13); }
    void isGameOver();
    void result_data() { addRows(QStringLiteral("result"), 33); }
    void result();
    void mustPass_data() { addRows(QStringLiteral("must_pass"), 11); }
    void mustPass();
    void score_data() { addRows(QStringLiteral("score"), 10); }
    void score();
    void counters();
};

void TestAtaxxPosition::startPosition()
{
    const AtaxxPosition p = AtaxxPosition::start();
    QCOMPARE(p.toFen(), std::string("x5o/7/7/7/7/7/o5x x 0 1"));
    QCOMPARE(p.sideToMove(), core::Side::Black);
    QCOMPARE(p.cell(ataxx::squareAt(0, 6)), core::Cell::Black); // a7
    QCOMPARE(p.cell(ataxx::squareAt(6, 0)), core::Cell::Black); // g1
    QCOMPARE(p.cell(ataxx::squareAt(6, 6)), core::Cell::White); // g7
    QCOMPARE(p.cell(ataxx::squareAt(0, 0)), core::Cell::White); // a1
    // Each corner piece: 3 clones and 5 jumps.
    AtaxxMove moves[ataxx::kMaxMoves];
    QCOMPARE(p.generateMoves(moves), 16);
    QCOMPARE(p.countMoves(), 16);
    QVERIFY(AtaxxPosition::fromFen("startpos") == p);
}

void TestAtaxxPosition::fenRoundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << "x5o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("white to move") << "x5o/7/7/7/7/7/o5x o 3 7";
    QTest::newRow("blocked") << "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1";
    QTest::newRow("full") << "ooooooo/ooooooo/ooooooo/ooo-xxx/xxxxxxx/xxxxxxx/xxxxxxx o 99 50";
    QTest::newRow("empty") << "7/7/7/7/7/7/7 x 0 1";
}

void TestAtaxxPosition::fenRoundTrip()
{
    QFETCH(QString, fen);
    const auto p = AtaxxPosition::fromFen(fen.toStdString());
    QVERIFY(p);
    QCOMPARE(QString::fromStdString(p->toFen()), fen);
}

void TestAtaxxPosition::badFenRejected_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("empty text") << "";
    QTest::newRow("no side") << "x5o/7/7/7/7/7/o5x";
    QTest::newRow("bad side") << "x5o/7/7/7/7/7/o5x y 0 1";
    QTest::newRow("six ranks") << "x5o/7/7/7/7/o5x x 0 1";
    QTest::newRow("eight ranks") << "x5o/7/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("short rank") << "x4o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("long rank") << "x6o/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("digit 8") << "8/7/7/7/7/7/7 x 0 1";
    QTest::newRow("bad piece") << "x5q/7/7/7/7/7/o5x x 0 1";
    QTest::newRow("one counter") << "x5o/7/7/7/7/7/o5x x 0";
    QTest::newRow("negative clock") << "x5o/7/7/7/7/7/o5x x -1 1";
    QTest::newRow("fullmove 0") << "x5o/7/7/7/7/7/o5x x 0 0";
    QTest::newRow("trailing junk") << "x5o/7/7/7/7/7/o5x x 0 1 junk";
    QTest::newRow("double slash") << "x5o//7/7/7/7/7/o5x x 0 1";
}

void TestAtaxxPosition::badFenRejected()
{
    QFETCH(QString, fen);
    QVERIFY(!AtaxxPosition::fromFen(fen.toStdString()));
    core::ParseError error = core::ParseError::None;
    QVERIFY(!core::gameInfo(core::GameId::Ataxx).fromText("", fen.toStdString(), &error));
    QCOMPARE(error, core::ParseError::BadPosition);
}

void TestAtaxxPosition::moveText()
{
    QCOMPARE(ataxx::moveText(AtaxxMove::clone(ataxx::squareAt(5, 0))), std::string("f1"));
    QCOMPARE(ataxx::moveText(AtaxxMove::jump(ataxx::squareAt(6, 0), ataxx::squareAt(4, 2))),
        std::string("g1e3"));
    QCOMPARE(ataxx::moveText(AtaxxMove::pass()), std::string("0000"));
    QVERIFY(ataxx::parseMove("f1") == AtaxxMove::clone(ataxx::squareAt(5, 0)));
    QVERIFY(
        ataxx::parseMove("G1E3") == AtaxxMove::jump(ataxx::squareAt(6, 0), ataxx::squareAt(4, 2)));
    QVERIFY(ataxx::parseMove("0000") == AtaxxMove::pass());
    // A four-letter clone ("g1f2") is the clone to its target.
    QVERIFY(ataxx::parseMove("g1f2") == AtaxxMove::clone(ataxx::squareAt(5, 1)));
    for (const char *bad : {"", "h1", "a8", "a0", "g1d4", "a1a1", "f", "f1f", "00000", "e3 "})
        QVERIFY2(!ataxx::parseMove(bad), bad);
}

void TestAtaxxPosition::pointMapping()
{
    // Display row 0 is rank 7; x is the file.
    QCOMPARE(ataxx::AtaxxGame::pointOf(ataxx::squareAt(0, 6)), (core::Point{0, 0})); // a7
    QCOMPARE(ataxx::AtaxxGame::pointOf(ataxx::squareAt(6, 0)), (core::Point{6, 6})); // g1
    QCOMPARE(ataxx::AtaxxGame::squareOf({4, 4}), ataxx::squareAt(4, 2));             // e3
    const auto game = core::gameInfo(core::GameId::Ataxx).create("", nullptr);
    QCOMPARE(game->cell({0, 0}), core::Cell::Black);
    QCOMPARE(game->cell({6, 0}), core::Cell::White);
    QCOMPARE(game->moveText(core::Move::jump({6, 6}, {4, 4})), std::string("g1e3"));
    QVERIFY(game->parseMove("g2") == core::Move::place({6, 5}));
}

void TestAtaxxPosition::conversion()
{
    //   a b c d
    // 2 . o o o     x clones to b1 and converts every o piece next to b1 (b2, c2, c1),
    // 1 x . o .     but not d2, two files away.
    auto p = AtaxxPosition::fromFen("7/7/7/7/7/1ooo3/x1o4 x 0 1");
    QVERIFY(p);
    const auto b1 = ataxx::squareAt(1, 0);
    QVERIFY(p->isLegal(AtaxxMove::clone(b1)));
    const ataxx::Bitboard converted = p->play(AtaxxMove::clone(b1));
    QCOMPARE(core::popCount(converted), 3);
    QCOMPARE(p->toFen(), std::string("7/7/7/7/7/1xxo3/xxx4 o 0 1"));
}

void TestAtaxxPosition::jumpEmptiesOrigin()
{
    auto p = AtaxxPosition::start();
    const AtaxxMove m = *ataxx::parseMove("g1e3");
    QVERIFY(p.isLegal(m));
    QVERIFY(!p.isLegal(AtaxxMove::jump(ataxx::squareAt(6, 0), ataxx::squareAt(3, 3)))); // g1d4
    QVERIFY(
        !p.isLegal(AtaxxMove::jump(ataxx::squareAt(0, 0), ataxx::squareAt(2, 2)))); // White's a1
    QVERIFY(!p.isLegal(AtaxxMove::clone(ataxx::squareAt(3, 3)))); // d4: no piece near
    p.play(m);
    QCOMPARE(p.toFen(), std::string("x5o/7/7/7/4x2/7/o6 o 1 1"));
}

void TestAtaxxPosition::isGameOver()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const auto game = uaiGame(fen);
    QVERIFY(game);
    QCOMPARE(game->result().has_value(), expected == QLatin1String("true"));
    QCOMPARE(game->legalMoves().empty(), expected == QLatin1String("true"));
}

void TestAtaxxPosition::result()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const auto game = uaiGame(fen);
    QVERIFY(game);
    const auto r = game->result();
    QString actual = QStringLiteral("None");
    if (r) {
        actual = r->outcome == core::Outcome::BlackWins ? QStringLiteral("BlackWin")
            : r->outcome == core::Outcome::WhiteWins    ? QStringLiteral("WhiteWin")
                                                        : QStringLiteral("Draw");
    }
    QCOMPARE(actual, expected);
}

void TestAtaxxPosition::mustPass()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const auto game = uaiGame(fen);
    QVERIFY(game);
    const auto moves = game->legalMoves();
    const bool mustPass = moves.size() == 1 && moves.front().isPass();
    QCOMPARE(mustPass, expected == QLatin1String("true"));
    QCOMPARE(game->check(core::Move::pass()) == core::MoveError::None, mustPass);
}

void TestAtaxxPosition::score()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    const auto game = uaiGame(fen);
    QVERIFY(game);
    QCOMPARE(game->pieceCount(core::Side::Black) - game->pieceCount(core::Side::White),
        expected.toInt());
}

void TestAtaxxPosition::counters()
{
    const QString line = counterLine();
    const auto movesMatch = QRegularExpression(QStringLiteral("play ([^;]*);")).match(line);
    QVERIFY(movesMatch.hasMatch());
    const QStringList moves = movesMatch.captured(1).split(' ', Qt::SkipEmptyParts);
    QList<QPair<int, int>> expected;
    auto it = QRegularExpression(QStringLiteral("\\((\\d+),(\\d+)\\)")).globalMatch(line);
    while (it.hasNext()) {
        const auto m = it.next();
        expected.push_back({m.captured(1).toInt(), m.captured(2).toInt()});
    }
    QCOMPARE(moves.size(), 8);
    QCOMPARE(expected.size(), moves.size());
    auto game = core::gameInfo(core::GameId::Ataxx).create("uai", nullptr);
    for (int i = 0; i < moves.size(); ++i) {
        const auto move = game->parseMove(moves[i].toStdString());
        QVERIFY2(move, qPrintable(moves[i]));
        QCOMPARE(game->check(*move), core::MoveError::None);
        game->play(*move);
        const auto &pos = static_cast<const ataxx::AtaxxGame &>(*game).position();
        QCOMPARE(pos.halfmoves(), expected[i].first);
        QCOMPARE(pos.fullmoves(), expected[i].second);
    }
}

QTEST_GUILESS_MAIN(TestAtaxxPosition)
#include "tst_ataxxposition.moc"
