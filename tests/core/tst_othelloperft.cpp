// Othello perft from the start position against the published table
// (tests/data/othello/perft_startpos.txt: Aart Bik's counts and OEIS A124004).
// Convention: Edax / OEIS ("edax" column): a forced pass is a ply, a finished game is no leaf.
// Both conventions agree up to depth 9; depth 10 is the Edax column's, deeper ones are checked
// via qiju-engine. From depth 6 perft keeps subtree sizes in a table shared by the eight images
// of a position under the board's symmetries: checked here against a plain count written in this
// test (the slow, ray-walking flips of othellobitboard.h) from positions without symmetry.
#include <QFile>
#include <QTest>

#include "ai/othello/othellokernel.h"
#include "ai/perft.h"
#include "games/gameregistry.h"
#include "games/othello/othellogame.h"

using namespace qiju;

class TestOthelloPerft : public QObject
{
    Q_OBJECT

private slots:
    void startPosition_data();
    void startPosition();
    void divideSumsToTotal();
    void boardSymmetries();
    void tableMatchesPlainCount_data();
    void tableMatchesPlainCount();
};

namespace {

using core::Bitboard;

Bitboard square(const char *name)
{
    return Bitboard {1} << ((name[1] - '1') * 8 + (name[0] - 'a'));
}

// Edax convention, one ray-walking flip per move, no table.
std::uint64_t plainCount(Bitboard player, Bitboard opponent, int depth)
{
    const Bitboard moves = othello::legalMoves(player, opponent);
    if (!moves) {
        if (!othello::legalMoves(opponent, player))
            return 0;
        return depth == 1 ? 1 : plainCount(opponent, player, depth - 1);
    }
    std::uint64_t total = 0;
    for (int sq = 0; sq < 64; ++sq) {
        if (!(moves & (Bitboard {1} << sq)))
            continue;
        const Bitboard f = othello::flips(player, opponent, sq);
        const Bitboard placed = f | (Bitboard {1} << sq);
        total += depth == 1 ? 1 : plainCount(opponent ^ f, player ^ placed, depth - 1);
    }
    return total;
}

} // namespace

void TestOthelloPerft::startPosition_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("expected");
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/othello/perft_startpos.txt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    while (!f.atEnd()) {
        const QString line = QString::fromLatin1(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList cols = line.split(' ', Qt::SkipEmptyParts);
        const int depth = cols.at(0).toInt();
            if (depth > 10)
            continue; // deeper counts: `qiju-engine perft othello 11` (212258216)
        QTest::addRow("depth %d", depth) << depth << cols.at(2).toULongLong();
    }
}

void TestOthelloPerft::startPosition()
{
    QFETCH(int, depth);
    QFETCH(qulonglong, expected);
    const auto game = core::createGame(core::GameId::Othello);
    QCOMPARE(ai::perft(*game, depth).value_or(0), expected);
}

void TestOthelloPerft::divideSumsToTotal()
{
    const auto game = core::createGame(core::GameId::Othello);
    const auto parts = ai::perftDivide(*game, 5);
    QCOMPARE(parts.size(), std::size_t(4)); // by symmetry each opening move has 1396 / 4
    for (const auto &[move, count] : parts)
        QCOMPARE(count, std::uint64_t(349));
}

// Squares worked by hand on the diagram of the board (a1 top left, h1 top right).
void TestOthelloPerft::boardSymmetries()
{
    using namespace ai::othello;
    QCOMPARE(flipDiagonal(square("b1")), square("a2"));
    QCOMPARE(flipDiagonal(square("h1")), square("a8"));
    QCOMPARE(flipDiagonal(square("c5")), square("e3"));
    QCOMPARE(flipDiagonal(square("g7")), square("g7")); // on the diagonal
    QCOMPARE(flipFiles(square("b1") | square("c5")), square("g1") | square("f5"));
    QCOMPARE(flipRanks(square("b1") | square("c5")), square("b8") | square("c4"));
    const Bitboard shape = square("a1") | square("b1") | square("d2") | square("h6");
    QCOMPARE(flipDiagonal(flipDiagonal(shape)), shape);
}

void TestOthelloPerft::tableMatchesPlainCount_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("depth");
    QTest::addRow("after f5 d6 c3") << QStringLiteral("f5 d6 c3") << 7;
    QTest::addRow("after f5 f6 e6 f4 e3") << QStringLiteral("f5 f6 e6 f4 e3") << 7;
    QTest::addRow("after c4 c3 d3 c5 b4 e3") << QStringLiteral("c4 c3 d3 c5 b4 e3") << 6;
}

void TestOthelloPerft::tableMatchesPlainCount()
{
    QFETCH(QString, moves);
    QFETCH(int, depth);
    othello::OthelloGame game;
    for (const QString &m : moves.split(QLatin1Char(' '))) {
        const auto move = game.parseMove(m.toStdString());
        QVERIFY(move);
        QCOMPARE(game.check(*move), core::MoveError::None);
        game.play(*move);
    }
    const auto &pos = game.position();
    const std::uint64_t expected = plainCount(pos.player(), pos.opponent(), depth);
    QVERIFY(expected > 100000);
    QCOMPARE(ai::perft(game, depth).value_or(0), expected);
}

QTEST_GUILESS_MAIN(TestOthelloPerft)
#include "tst_othelloperft.moc"
