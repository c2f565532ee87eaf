// Ataxx perft against tests/data/ataxx/perft.txt (libataxx's own test table).
// Convention (libataxx, stated in the file): a forced pass is one move (one node) and a finished
// game has no moves — no pieces for a side, no empty square either side can reach, or the
// half-move clock at 100. Our perft counts this way whatever the rules preset.
// Two walks: the fast bitboard perft checks every line to every depth given (the deepest,
// 4752668 leaves, takes milliseconds); the slow walk over the core::Game interface (AtaxxGame,
// "uai" rules: legalMoves(), pass, end) is capped at 200000 leaves per row so the whole test
// stays within a few seconds. The start position at depth 6 (141865520) and 7 (5023479496) are
// checked with `qiju-engine perft ataxx 6|7`.
#include <QFile>
#include <QTest>

#include "ai/ataxx/ataxxperft.h"
#include "ai/perft.h"
#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;

namespace {

struct PerftRow
{
    QString fen;
    QList<qulonglong> counts; // counts[d] = perft(d)
};

QList<PerftRow> perftRows()
{
    QList<PerftRow> rows;
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/ataxx/perft.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    while (!f.atEnd()) {
        const QString line = QString::fromLatin1(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QStringList parts = line.split('|');
        if (parts.size() != 2)
            continue;
        PerftRow row{parts[0].trimmed(), {}};
        for (const QString &n : parts[1].split(' ', Qt::SkipEmptyParts))
            row.counts.push_back(n.toULongLong());
        rows.push_back(row);
    }
    return rows;
}

// Leaves under the Game interface: legalMoves() is empty when the game is over and {pass}
// when the mover must pass, which is the libataxx convention under the "uai" rules.
std::uint64_t gamePerft(const core::Game &game, int depth)
{
    if (depth == 0)
        return 1;
    const auto moves = game.legalMoves();
    if (depth == 1)
        return moves.size();
    std::uint64_t total = 0;
    for (const core::Move &m : moves) {
        auto child = game.clone();
        if (child->check(m) != core::MoveError::None)
            return 0; // a listed move must be legal; makes the count fail visibly
        child->play(m);
        total += gamePerft(*child, depth - 1);
    }
    return total;
}

} // namespace

class TestAtaxxPerft : public QObject
{
    Q_OBJECT

private slots:
    void dataFileRead();
    void fastPerft_data();
    void fastPerft();
    void gamePerft_data();
    void gamePerft();
    void startPositionDepth5();
    void divideSumsToTotal();
};

void TestAtaxxPerft::dataFileRead()
{
    QCOMPARE(perftRows().size(), 20); // every line of the table is used
}

void TestAtaxxPerft::fastPerft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("expected");
    int line = 0;
    for (const PerftRow &row : perftRows()) {
        ++line;
        for (int d = 0; d < row.counts.size(); ++d)
            QTest::addRow("line %d depth %d", line, d) << row.fen << d << row.counts[d];
    }
}

void TestAtaxxPerft::fastPerft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, expected);
    const auto pos = ataxx::AtaxxPosition::fromFen(fen.toStdString());
    QVERIFY(pos);
    QCOMPARE(qulonglong(ai::ataxxPerft(*pos, depth)), expected);
}

void TestAtaxxPerft::gamePerft_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("expected");
    int line = 0;
    for (const PerftRow &row : perftRows()) {
        ++line;
        for (int d = 0; d < row.counts.size() && row.counts[d] <= 200000; ++d)
            QTest::addRow("line %d depth %d", line, d) << row.fen << d << row.counts[d];
    }
}

void TestAtaxxPerft::gamePerft()
{
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, expected);
    core::ParseError error = core::ParseError::None;
    const auto game
        = core::gameInfo(core::GameId::Ataxx).fromText("uai", fen.toStdString(), &error);
    QVERIFY(game);
    QCOMPARE(qulonglong(::gamePerft(*game, depth)), expected);
}

void TestAtaxxPerft::startPositionDepth5()
{
    // Through the public dispatch, with the default (Botzone) rules: the count is libataxx's.
    const auto game = core::gameInfo(core::GameId::Ataxx).create("", nullptr);
    QVERIFY(game);
    QCOMPARE(ai::perft(*game, 5).value_or(0), std::uint64_t(4752668));
}

void TestAtaxxPerft::divideSumsToTotal()
{
    const auto game = core::gameInfo(core::GameId::Ataxx).create("", nullptr);
    const auto parts = ai::perftDivide(*game, 4);
    QCOMPARE(parts.size(), std::size_t(16));
    std::uint64_t total = 0;
    for (const auto &[move, count] : parts)
        total += count;
    QCOMPARE(total, std::uint64_t(155888));
    // A position where the mover must pass divides into the single pass.
    const auto pass = core::gameInfo(core::GameId::Ataxx)
                          .fromText("uai", "7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1", nullptr);
    const auto passParts = ai::perftDivide(*pass, 2);
    QCOMPARE(passParts.size(), std::size_t(1));
    QCOMPARE(passParts[0].first, std::string("0000"));
    QCOMPARE(passParts[0].second, std::uint64_t(75));
}

QTEST_GUILESS_MAIN(TestAtaxxPerft)
#include "tst_ataxxperft.moc"
