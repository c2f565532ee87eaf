// Gomoku rules: every expectation of the AlphaGomoku rule tests (tests/data/gomoku: Renju
// fouls, Standard vs Freestyle outcomes), a five in every direction at every place on the
// board (edges included), overlines under each rule, and the full-board draw.
#include <QFile>
#include <QTest>

#include <algorithm>
#include <array>

#include "games/gomoku/gomokugame.h"

using namespace qiju;
using namespace qiju::gomoku;
using core::Move;
using core::MoveError;
using core::Point;
using core::Side;

namespace {

// A board in the data files' orientation (row 0 printed first, columns a..o), written out in
// Qiju's position text without going through the code under test.
QString boardText(const std::array<QString, kSize> &rows, Side toMove)
{
    QStringList out;
    for (const QString &row : rows) {
        QString r;
        int empties = 0;
        for (const QString &cell : row.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (cell == QLatin1String("_")) {
                ++empties;
                continue;
            }
            if (empties)
                r += QString::number(empties);
            empties = 0;
            r += cell == QLatin1String("X") ? QLatin1Char('x') : QLatin1Char('o');
        }
        if (empties)
            r += QString::number(empties);
        out << r;
    }
    return out.join(QLatin1Char('/'))
        + (toMove == Side::Black ? QStringLiteral(" b") : QStringLiteral(" w"));
}

// "k7" in the data files: column letter, then the row counted from the top, from 0.
Point dataPoint(const QString &text) { return {text.at(0).toLatin1() - 'a', text.mid(1).toInt()}; }

Side dataSide(const QString &text)
{
    return text == QLatin1String("X") ? Side::Black : Side::White;
}

QString rulesOf(const QString &header)
{
    for (const char *r : {"renju", "standard", "freestyle"}) {
        if (header.contains(QStringLiteral("rules=%1").arg(QLatin1String(r))))
            return QLatin1String(r);
    }
    return {};
}

} // namespace

class TestGomokuRules : public QObject
{
    Q_OBJECT

private slots:
    void referenceData_data();
    void referenceData();
    void fiveEverywhere();
    void overlineByRule();
    void fiveWinsOverFoul();
    void fullBoardDraw_data();
    void fullBoardDraw();
};

// One row per expectation line. Stones added by `play`/`remove` lines before an expectation
// are part of its board. Columns: rules, board (Qiju text, X to move), command, side, point,
// expected.
void TestGomokuRules::referenceData_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("side");
    QTest::addColumn<Point>("point");
    QTest::addColumn<QString>("expected");

    int rows = 0;
    for (const char *file : {"alphagomoku_renju_tests.txt", "alphagomoku_standard_tests.txt",
             "alphagomoku_freestyle_tests.txt"}) {
        QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/gomoku/") + QLatin1String(file));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
        QString test;
        QString rules;
        std::array<QString, kSize> board;
        for (int i = 0; i < lines.size(); ++i) {
            const QString line = lines[i].trimmed();
            if (line.startsWith(QLatin1String("# test "))) {
                test = line.section(QLatin1Char(' '), 2, 2);
                rules = rulesOf(line);
                continue;
            }
            if (line == QLatin1String("board")) {
                for (int r = 0; r < kSize; ++r)
                    board[r] = lines[i + 1 + r].trimmed();
                i += kSize + 1; // the rows and "end"
                continue;
            }
            const QStringList w = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (w.size() < 3)
                continue;
            const Point p = dataPoint(w[2]);
            if (w[0] == QLatin1String("play") || w[0] == QLatin1String("remove")) {
                QString row;
                QStringList cells = board[p.y].split(QLatin1Char(' '), Qt::SkipEmptyParts);
                cells[p.x] = w[0] == QLatin1String("play") ? w[1] : QStringLiteral("_");
                board[p.y] = cells.join(QLatin1Char(' '));
                continue;
            }
            QVERIFY2(w[0] == QLatin1String("forbidden") || w[0] == QLatin1String("outcome_after"),
                qPrintable(line));
            const Side s = dataSide(w[1]);
            QTest::addRow("%s %s:%d %s", file, qPrintable(test), i + 1, qPrintable(line))
                << rules << boardText(board, s) << w[0] << int(s) << p << w[3];
            ++rows;
        }
    }
    QCOMPARE(rows, 65 + 16 + 16); // every expectation line of the three files
}

void TestGomokuRules::referenceData()
{
    QFETCH(QString, rules);
    QFETCH(QString, board);
    QFETCH(QString, command);
    QFETCH(int, side);
    QFETCH(Point, point);
    QFETCH(QString, expected);

    core::ParseError error = core::ParseError::None;
    auto game = GomokuGame::fromText(rules.toStdString(), board.toStdString(), &error);
    QVERIFY2(game, qPrintable(board));
    QCOMPARE(game->sideToMove(), Side(side));
    QVERIFY(!game->result());
    const Move move = Move::place(point);

    if (command == QLatin1String("forbidden")) {
        const MoveError e = game->check(move);
        const bool foul = e == MoveError::Forbidden33 || e == MoveError::Forbidden44
            || e == MoveError::Overline;
        QVERIFY2(e == MoveError::None || foul, core::moveErrorKey(e).data());
        QCOMPARE(foul ? QStringLiteral("yes") : QStringLiteral("no"), expected);
        return;
    }
    // outcome_after: AlphaGomoku lets Black play a foul and scores it as a White win
    // (CIRCLE_WIN); Qiju refuses the move with the foul's code instead.
    const MoveError e = game->check(move);
    if (expected == QLatin1String("CIRCLE_WIN") && Side(side) == Side::Black) {
        QVERIFY2(
            e == MoveError::Forbidden33 || e == MoveError::Forbidden44 || e == MoveError::Overline,
            core::moveErrorKey(e).data());
        return;
    }
    QCOMPARE(e, MoveError::None);
    game->play(move);
    const auto result = game->result();
    if (expected == QLatin1String("UNKNOWN")) {
        QVERIFY(!result);
        return;
    }
    QVERIFY(result);
    QCOMPARE(result->reason, core::EndReason::FiveInRow);
    QCOMPARE(result->outcome,
        expected == QLatin1String("CROSS_WIN") ? core::Outcome::BlackWins
                                               : core::Outcome::WhiteWins);
}

// Every five on the board: all four directions, every start point, each of the five stones
// played last; for both colours. The winning line is the five, in order along the line.
void TestGomokuRules::fiveEverywhere()
{
    int fives = 0;
    for (Side s : {Side::Black, Side::White}) {
        for (int d = 0; d < kDirections; ++d) {
            for (int y = 0; y < kSize; ++y) {
                for (int x = 0; x < kSize; ++x) {
                    const int ex = x + 4 * kDirX[d];
                    const int ey = y + 4 * kDirY[d];
                    if (ex < 0 || ey < 0 || ex >= kSize || ey >= kSize)
                        continue;
                    std::vector<Point> line;
                    for (int i = 0; i < 5; ++i)
                        line.push_back({x + i * kDirX[d], y + i * kDirY[d]});
                    for (int last = 0; last < 5; ++last) {
                        GomokuGame g(GomokuRules{WinRule::Freestyle, OpeningRule::None});
                        // Four stones of `s` answered by the other colour on points with both
                        // coordinates even (no two of them are neighbours), off the line.
                        int far = 0;
                        auto playFar = [&] {
                            auto usable = [&](int i) {
                                const Point p = pointOf(i);
                                return p.x % 2 == 0 && p.y % 2 == 0
                                    && g.cell(p) == core::Cell::Empty
                                    && std::find(line.begin(), line.end(), p) == line.end();
                            };
                            while (!usable(far))
                                ++far;
                            g.play(Move::place(pointOf(far)));
                        };
                        if (s == Side::White)
                            playFar();
                        for (int i = 0; i < 5; ++i) {
                            if (i == last)
                                continue;
                            g.play(Move::place(line[i]));
                            QVERIFY(!g.result());
                            playFar();
                        }
                        QCOMPARE(g.check(Move::place(line[last])), MoveError::None);
                        g.play(Move::place(line[last]));
                        QVERIFY(g.result());
                        QVERIFY(g.result()->isWinFor(s));
                        QCOMPARE(g.result()->reason, core::EndReason::FiveInRow);
                        QCOMPARE(g.winningLine(), line);
                        QCOMPARE(g.legalMoves().size(), std::size_t(0));
                        QCOMPARE(g.check(Move::place(pointOf(far + 1))), MoveError::GameOver);
                        QCOMPARE(g.check(Move::place(line[last])), MoveError::GameOver);
                        ++fives;
                    }
                }
            }
        }
    }
    // Per colour: 2 * 15 * 11 straight lines + 2 * 11 * 11 diagonals, five ways each.
    QCOMPARE(fives, 2 * (2 * 15 * 11 + 2 * 11 * 11) * 5);
}

// Six in a row made by filling the gap of "xxx.xx" on the top edge (A15-F15), hand-worked:
// Freestyle wins, Standard does not, Renju Black may not play it, Renju White wins.
void TestGomokuRules::overlineByRule()
{
    const std::string black = "xxx1xx9/15/15/15/15/15/15/15/15/15/15/15/15/15/oooo11 b";
    const std::string white = "ooo1oo9/15/15/15/15/15/15/15/15/15/15/15/15/15/xxxx11 w";
    const Move gap = Move::place({3, 0});
    struct Case
    {
        const char *rules;
        const std::string *board;
        MoveError error;
        bool wins;
    };
    const Case cases[] = {
        {"freestyle", &black, MoveError::None, true},
        {"standard", &black, MoveError::None, false},
        {"renju", &black, MoveError::Overline, false},
        {"renju", &white, MoveError::None, true},
        {"standard", &white, MoveError::None, false},
        {"freestyle", &white, MoveError::None, true},
    };
    for (const Case &c : cases) {
        auto g = GomokuGame::fromText(c.rules, *c.board, nullptr);
        QVERIFY(g);
        QCOMPARE(g->check(gap), c.error);
        if (c.error != MoveError::None)
            continue;
        g->play(gap);
        QCOMPARE(bool(g->result()), c.wins);
        if (c.wins)
            QCOMPARE(static_cast<GomokuGame &>(*g).winningLine().size(), std::size_t(6));
    }
}

// A black five wins even when the same stone makes a double four or a double three elsewhere
// (hand-worked: H8 completes E8-I8 and also makes fours on the H file and the diagonal).
void TestGomokuRules::fiveWinsOverFoul()
{
    // Row 8 (y = 7): x at E, F, G, I -> H8 makes five. Column H: H9, H10, H11 -> a four.
    // Diagonal: G7, F6, E5 -> another four through H8.
    const std::string text = "15/15/15/15/7x7/7x7/7x7/4xxx1x6/6x8/5x9/4x10/15/15/15/15 b";
    auto g = GomokuGame::fromText("renju", text, nullptr);
    QVERIFY(g);
    QCOMPARE(g->check(Move::place({7, 7})), MoveError::None);
    g->play(Move::place({7, 7}));
    QVERIFY(g->result());
    QVERIFY(g->result()->isWinFor(Side::Black));
    // The same stone without the five (E8 removed) is a double four: a foul.
    const std::string noFive = "15/15/15/15/7x7/7x7/7x7/5xx1x6/6x8/5x9/4x10/15/15/15/15 b";
    auto h = GomokuGame::fromText("renju", noFive, nullptr);
    QVERIFY(h);
    QCOMPARE(h->check(Move::place({7, 7})), MoveError::Forbidden44);
}

void TestGomokuRules::fullBoardDraw_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("freestyle") << QStringLiteral("freestyle");
    QTest::newRow("standard") << QStringLiteral("standard");
}

// The board filled with the pattern Black where (x + 2y) mod 4 < 2: rows repeat XXOO, columns
// alternate, both diagonals repeat in runs of two, so no line holds three stones of one
// colour in a row; 113 black and 112 white points. Played out move by move, it ends in a
// draw on the last stone.
void TestGomokuRules::fullBoardDraw()
{
    QFETCH(QString, rules);
    std::vector<Point> black;
    std::vector<Point> white;
    for (int y = 0; y < kSize; ++y) {
        for (int x = 0; x < kSize; ++x)
            ((x + 2 * y) % 4 < 2 ? black : white).push_back({x, y});
    }
    QCOMPARE(black.size(), std::size_t(113));
    QCOMPARE(white.size(), std::size_t(112));
    auto g = GomokuGame::create(rules.toStdString(), nullptr);
    QVERIFY(g);
    for (std::size_t i = 0; i < black.size(); ++i) {
        QVERIFY(!g->result());
        QCOMPARE(g->check(Move::place(black[i])), MoveError::None);
        g->play(Move::place(black[i]));
        if (i < white.size()) {
            QVERIFY(!g->result());
            g->play(Move::place(white[i]));
        }
    }
    QVERIFY(g->result());
    QCOMPARE(g->result()->outcome, core::Outcome::Draw);
    QCOMPARE(g->result()->reason, core::EndReason::BoardFull);
    QVERIFY(g->legalMoves().empty());
    QCOMPARE(g->plyCount(), kPoints);
}

QTEST_GUILESS_MAIN(TestGomokuRules)
#include "tst_gomokurules.moc"
