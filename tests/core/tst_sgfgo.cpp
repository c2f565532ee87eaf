// GNU Go's regression games (tests/data/go, see SOURCES.md) read through formats/sgfgame and
// replayed on GoGame, checked against tests/data/go/EXPECTED.txt, made by an independent
// replay (tools/sgfcheck.py of the reference data): board size, komi, handicap, the number of
// moves and passes, every move legal, the captures of each side, and the Tromp-Taylor area
// count of the final position (all stones alive, komi to White). Where EXPECTED.txt says the
// game was played out (TT equals the recorded RE) that count is the recorded result.
// Also the mapping's conventions on small hand-written records.
#include <QTest>

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include "formats/sgfgame.h"
#include "formats/sgfreader.h"
#include "games/go/gogame.h"
#include "games/nogo/nogogame.h"
#include "games/othello/othellogame.h"

using namespace qiju;
using core::Move;
using core::Side;
using formats::SgfGameError;

namespace {

struct Expected
{
    QString file;
    int size = 0;
    double komi = 0;
    int handicap = 0;
    int moves = 0;
    int passes = 0;
    QString recorded; // RE
    QString area;     // TT
    int capturesBlack = 0;
    int capturesWhite = 0;
};

} // namespace

Q_DECLARE_METATYPE(Expected)

namespace {

QList<Expected> expectations()
{
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/go/EXPECTED.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    static const QRegularExpression row(QStringLiteral(
        R"(^(\S+) \| SZ=(\d+) \| KM=(\S+) \| HA=(\d+) \| RU=.* \| moves=(\d+) \| passes=(\d+) \| )"
        R"(RE=(\S+) \| TT=(\S+) \| caps=\{'B': (\d+), 'W': (\d+)\})"));
    QList<Expected> list;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        const auto m = row.match(line);
        if (!m.hasMatch())
            continue;
        list.append({m.captured(1), m.captured(2).toInt(), m.captured(3).toDouble(),
            m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).toInt(), m.captured(7),
            m.captured(8), m.captured(9).toInt(), m.captured(10).toInt()});
    }
    return list;
}

// "B+18.5" / "W+0.5" / "B+31" from an area count (Black's total minus White's with komi).
QString areaText(double black, double white)
{
    const double d = black - white;
    if (d == 0)
        return QStringLiteral("0");
    return QStringLiteral("%1+%2").arg(d > 0 ? 'B' : 'W').arg(std::abs(d));
}

std::string read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

} // namespace

class TestSgfGo : public QObject
{
    Q_OBJECT

private slots:
    void gnugoGames_data()
    {
        QTest::addColumn<Expected>("e");
        const QList<Expected> list = expectations();
        QCOMPARE(list.size(), 13);
        for (const Expected &e : list)
            QTest::newRow(qPrintable(e.file)) << e;
    }

    void gnugoGames()
    {
        QFETCH(Expected, e);
        const auto parsed
            = formats::parseSgf(read(QStringLiteral(QIJU_TEST_DATA_DIR "/go/") + e.file));
        QVERIFY(parsed.ok());
        const formats::SgfTree &tree = parsed.trees.front();
        const formats::SgfGameStart start = formats::readSgfStart(tree);
        QVERIFY2(start.ok(), start.detail.c_str());
        QCOMPARE(start.game, core::GameId::Go);
        const auto &go0 = static_cast<const go::GoGame &>(*start.start);
        QCOMPARE(go0.size(), e.size);
        QCOMPARE(go0.rules().komi, e.komi);
        // The handicap stones are on the board (as the rule or as setup stones).
        QVERIFY(go0.pieceCount(Side::Black) >= e.handicap);

        std::unique_ptr<core::Game> pos = start.start->clone();
        const int setupBlack = pos->pieceCount(Side::Black);
        const int setupWhite = pos->pieceCount(Side::White);
        int moves = 0;
        int passes = 0;
        int placed[2] = {0, 0};
        int ply = 0;
        for (int i = start.movesFrom; !tree.node(i).children.empty();) {
            i = tree.node(i).children.front();
            const formats::SgfNode &node = tree.node(i);
            if (const auto v = node.find("B") ? node.value("B") : node.value("W"))
                ++(v->empty() || *v == "tt" ? passes : moves); // as sgfcheck.py counts
            const auto nm = formats::sgfNodeMoves(node, *pos, ++ply);
            QVERIFY2(nm.error == SgfGameError::None, nm.detail.c_str());
            for (const Move &m : nm.moves) {
                QCOMPARE(pos->check(m), core::MoveError::None);
                if (!m.isPass())
                    ++placed[core::index(pos->sideToMove())];
                pos->play(m);
            }
        }
        QCOMPARE(moves, e.moves);
        QCOMPARE(passes, e.passes);
        QCOMPARE(pos->captures(Side::Black), e.capturesBlack);
        QCOMPARE(pos->captures(Side::White), e.capturesWhite);
        // Stones on the board = setup + placed - taken by the opponent.
        QCOMPARE(pos->pieceCount(Side::Black), setupBlack + placed[0] - e.capturesWhite);
        QCOMPARE(pos->pieceCount(Side::White), setupWhite + placed[1] - e.capturesBlack);

        const auto &g = static_cast<const go::GoGame &>(*pos);
        const go::GoScore area = go::scoreArea(g.board(), {}, g.rules().komi);
        QCOMPARE(areaText(area.black, area.white), e.area);
        if (e.area == e.recorded) // played out: the count is the recorded result
            QCOMPARE(areaText(area.black, area.white),
                QString::fromStdString(*tree.node(0).value("RE")));
    }

    void rulesFromProperties()
    {
        auto start = [](const char *text) {
            return formats::readSgfStart(formats::parseSgf(text).trees.front());
        };
        auto rules = [&](const char *text) {
            const auto s = start(text);
            return s.ok() ? static_cast<const go::GoGame &>(*s.start).rules() : go::GoRules{};
        };
        QCOMPARE(
            rules("(;GM[1]SZ[9]KM[6.5]RU[Japanese])").toText(), std::string("japanese size=9"));
        QCOMPARE(rules("(;SZ[13]RU[TT--]KM[7.5])").toText(), std::string("tromp-taylor size=13"));
        QCOMPARE(rules("(;SZ[19])").komi, 0.0); // no KM: no komi
        QCOMPARE(rules("(;SZ[19]KM[6.4])").komi, 6.5);
        // HA with the standard stones (GTP fixed_handicap: D4 Q16 on 19x19) is the rule.
        QCOMPARE(rules("(;SZ[19]KM[0.5]HA[2]AB[dp][pd]PL[W])").handicap, 2);
        // Our own QR wins over RU.
        QCOMPARE(rules("(;GM[1]SZ[9]RU[Japanese]QR[ing size=9 komi=8])").toText(),
            std::string("ing size=9"));
        QCOMPARE(start("(;GM[1]SZ[4])").error, SgfGameError::BadSize);
        QCOMPARE(start("(;GM[3])").error, SgfGameError::UnknownGame);
        QCOMPARE(start("(;GM[1]KM[lots])").error, SgfGameError::BadRules);
        QCOMPARE(start("(;GM[1]SZ[9]QR[nonsense])").error, SgfGameError::BadRules);
        QCOMPARE(start("(;GM[1]SZ[9]AB[zz])").error, SgfGameError::BadSetup);
        // NoGo: GM[1] marked in RU; foreign records follow Botzone (no centre rule).
        const auto nogo = start("(;GM[1]SZ[9]RU[NoGo];B[ee])");
        QVERIFY(nogo.ok());
        QCOMPARE(nogo.game, core::GameId::Nogo);
        QCOMPARE(nogo.rules, std::string("botzone"));
        QCOMPARE(start("(;GM[1]SZ[19]RU[NoGo])").error, SgfGameError::BadSize);
    }

    void setupNodesFoldIntoTheStart()
    {
        // doubleko.sgf style: the stones come in a move-less node after the root.
        const auto parsed
            = formats::parseSgf("(;GM[1]SZ[5]C[one];AB[aa][ba]AW[ca]C[two]PL[W];W[da])");
        const auto s = formats::readSgfStart(parsed.trees.front());
        QVERIFY(s.ok());
        QVERIFY(!s.standardStart);
        QCOMPARE(s.movesFrom, 1);
        QCOMPARE(s.comment, std::string("one\ntwo"));
        QCOMPARE(s.start->cell({1, 0}), core::Cell::Black);
        QCOMPARE(s.start->cell({2, 0}), core::Cell::White);
        QCOMPARE(s.start->sideToMove(), Side::White);
    }

    void nodeMoves()
    {
        auto go9 = go::GoGame::create("chinese size=9", nullptr);
        formats::SgfNode n;
        n.set("B", {"tt"});
        auto r = formats::sgfNodeMoves(n, *go9, 1);
        QCOMPARE(r.moves, std::vector<Move>{Move::pass()});
        // White to play "B": White passes first.
        n.set("B", {"ee"});
        auto w = go9->clone();
        w->play(Move::place({0, 0}));
        r = formats::sgfNodeMoves(n, *w, 2);
        QCOMPARE(r.moves, (std::vector<Move>{Move::pass(), Move::place({4, 4})}));
        // Occupied point, outside the board.
        n.set("B", {"ee"});
        auto occupied = go9->clone();
        occupied->play(Move::place({4, 4}));
        occupied->play(Move::pass());
        QCOMPARE(formats::sgfNodeMoves(n, *occupied, 3).error, SgfGameError::IllegalMove);
        n.set("B", {"jj"});
        QCOMPARE(formats::sgfNodeMoves(n, *go9, 1).error, SgfGameError::BadMove);
        QCOMPARE(formats::sgfNodeMoves(n, *go9, 1).detail, std::string("1: jj"));
        // Othello: its own "f5" spelling; no pass where the mover has moves.
        auto oth = othello::OthelloGame::create({}, nullptr);
        n.set("B", {"f5"});
        QCOMPARE(formats::sgfNodeMoves(n, *oth, 1).moves, std::vector<Move>{Move::place({5, 4})});
        n.remove("B");
        n.set("W", {"fe"});
        QCOMPARE(formats::sgfNodeMoves(n, *oth, 1).error, SgfGameError::IllegalMove);
    }

    void resultText()
    {
        using core::GameResult;
        QCOMPARE(
            formats::sgfResultText({core::Outcome::WhiteWins, core::EndReason::Count, 40, 41.5}),
            std::string("W+1.5"));
        QCOMPARE(formats::sgfResultText(GameResult::win(Side::Black, core::EndReason::Resignation)),
            std::string("B+R"));
        QCOMPARE(formats::sgfResultText({}), std::string("0"));
    }
};

QTEST_GUILESS_MAIN(TestSgfGo)
#include "tst_sgfgo.moc"
