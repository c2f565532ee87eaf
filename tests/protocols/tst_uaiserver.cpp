// qiju-engine uai driven through a real process. Positions worked by hand from the Ataxx rules
// (DESIGN.md §3, UAI preset): the start x5o/7/7/7/7/7/o5x with Black ('x') on a7 and g1;
// a position where Black's only piece is walled in must pass ("0000").
// ctest-timeout: 600
#include <QTest>

#include "enginedriver.h"

#include "games/gameregistry.h"

class TestUaiServer : public QObject
{
    Q_OBJECT

private slots:
    void handshake();
    void positionsMovesAndErrors();
    void forcedPassIsZeroes();
    void infiniteSearchStops();
    void fullGameAgainstItself();
    void tablesKeptWhileTheStartStays();
    void fixedNodesAndThreads();
    void badNodesAndThreadsRefused();
};

namespace {

// True when `move` (UAI text) is legal after `moves` from the start under UAI rules.
bool legalAfter(const QStringList &moves, const QByteArray &move)
{
    auto game = qiju::core::createGame(qiju::core::GameId::Ataxx, "uai");
    for (const QString &m : moves)
        game->play(*game->parseMove(m.toStdString()));
    const auto parsed = game->parseMove(move.toStdString());
    return parsed && game->check(*parsed) == qiju::core::MoveError::None;
}

// Sends `position` and `go`, and returns the node count of the last "info" line before the
// bestmove (-1 if none); `seen` gets every line.
qint64 searchNodes(EngineDriver &e, const QByteArray &position, const QByteArray &go,
    QByteArrayList *seen = nullptr)
{
    QByteArrayList lines;
    e.send(position);
    e.send(go);
    if (e.readUntil("bestmove", &lines).isNull())
        return -1;
    if (seen)
        *seen = lines;
    qint64 nodes = -1;
    for (const QByteArray &line : lines) {
        const QByteArrayList words = line.split(' ');
        const auto at = words.indexOf("nodes");
        if (words.first() == "info" && at >= 0 && at + 1 < words.size())
            nodes = words[at + 1].toLongLong();
    }
    return nodes;
}

} // namespace

void TestUaiServer::handshake()
{
    EngineDriver e({"uai"});
    e.send("uai");
    QByteArrayList seen;
    QCOMPARE(e.readUntil("uaiok", &seen), QByteArray("uaiok"));
    QVERIFY(seen.first().startsWith("id name Qiju"));
    e.send("isready");
    QCOMPARE(e.readLine(), QByteArray("readyok"));
    e.send("quit");
    QVERIFY(e.exitsCleanly());
}

void TestUaiServer::positionsMovesAndErrors()
{
    EngineDriver e({"uai", "--time", "0.05"});
    e.send("frobnicate");
    QCOMPARE(e.readLine(), QByteArray("info string unknown command frobnicate"));
    e.send("position startpos moves a7a4"); // three squares: no Ataxx move
    QCOMPARE(e.readLine(), QByteArray("info string illegal move a7a4"));
    e.send("position sideways");
    QCOMPARE(e.readLine(), QByteArray("info string expected startpos or fen"));
    e.send("position fen x5o/7/7/nonsense x 0 1");
    QVERIFY(e.readLine().startsWith("info string invalid fen"));
    e.send("go depth lots");
    QCOMPARE(e.readLine(), QByteArray("info string bad value for depth"));
    // A clone next to a7 and a jump from a1: both legal, then Black is to move again.
    e.send("uainewgame");
    e.send("position startpos moves b6 a1c3");
    e.send("go depth 2");
    const QByteArray best = e.readUntil("bestmove");
    QVERIFY2(legalAfter({"b6", "a1c3"}, best.mid(9)), best);
    // The same from a FEN: the start position written out.
    e.send("position fen x5o/7/7/7/7/7/o5x x 0 1 moves g1f2");
    e.send("go nodes 2000");
    const QByteArray best2 = e.readUntil("bestmove");
    QVERIFY2(legalAfter({"g1f2"}, best2.mid(9)), best2);
    e.closeInput();
    QVERIFY(e.exitsCleanly());
}

void TestUaiServer::forcedPassIsZeroes()
{
    // Black's only piece a7 is surrounded two deep by White (b7 c7, a6-c6, a5-c5): no clone,
    // no jump; under UAI rules Black passes.
    EngineDriver e({"uai"});
    e.send("position fen xoo4/ooo4/ooo4/7/7/7/7 x 0 1");
    e.send("go movetime 100");
    QCOMPARE(e.readUntil("bestmove"), QByteArray("bestmove 0000"));
    // After the pass White moves: any answer but a pass.
    e.send("position fen xoo4/ooo4/ooo4/7/7/7/7 x 0 1 moves 0000");
    e.send("go depth 1");
    const QByteArray best = e.readUntil("bestmove");
    QVERIFY2(best != "bestmove 0000" && !best.isNull(), best);
}

void TestUaiServer::infiniteSearchStops()
{
    EngineDriver e({"uai"});
    e.send("position startpos");
    e.send("go infinite");
    e.send("isready"); // answered while searching
    QCOMPARE(e.readUntil("readyok"), QByteArray("readyok"));
    e.send("stop");
    const QByteArray best = e.readUntil("bestmove");
    QVERIFY2(legalAfter({}, best.mid(9)), best);
    e.send("quit");
    QVERIFY(e.exitsCleanly());
}

void TestUaiServer::fullGameAgainstItself()
{
    EngineDriver e({"uai", "--level", "beginner", "--time", "0.02"});
    auto game = qiju::core::createGame(qiju::core::GameId::Ataxx, "uai");
    QStringList moves;
    while (!game->result() && moves.size() < 400) {
        e.send("position startpos moves " + moves.join(' ').toLatin1());
        e.send("go movetime 20");
        const QByteArray best = e.readUntil("bestmove");
        QVERIFY2(!best.isNull(), "no bestmove");
        const auto move = game->parseMove(best.mid(9).toStdString());
        QVERIFY2(move && game->check(*move) == qiju::core::MoveError::None, best);
        game->play(*move);
        moves << QString::fromLatin1(best.mid(9));
    }
    QVERIFY(game->result().has_value());
}

void TestUaiServer::tablesKeptWhileTheStartStays()
{
    // Regression: every `position` command cleared the engine's tables, so each move of a game
    // searched from an empty table. One thread and a fixed depth make the node counts
    // deterministic: the same search again finds the first one's results in the table and
    // visits fewer nodes; after uainewgame, or from another start, it is a fresh search again.
    EngineDriver e({"uai", "--threads", "1"});
    const QByteArray line = "position startpos moves b6 a1c3";
    const QByteArray fenLine = "position fen x5o/7/7/7/7/7/o5x x 0 1 moves b6 a1c3";
    const QByteArray otherLine = "position fen x5o/7/3-3/7/7/7/o5x x 0 1 moves b6";
    const qint64 fresh = searchNodes(e, line, "go depth 5");
    QVERIFY2(fresh > 0, "no info line");
    const qint64 again = searchNodes(e, line, "go depth 5");
    QVERIFY2(again > 0 && again < fresh, qPrintable(QString("%1 then %2").arg(fresh).arg(again)));
    // The start written as a FEN is the same start: the table is kept.
    const qint64 asFen = searchNodes(e, fenLine, "go depth 5");
    QVERIFY2(asFen > 0 && asFen < fresh, qPrintable(QString("%1 then %2").arg(fresh).arg(asFen)));
    e.send("uainewgame");
    QCOMPARE(searchNodes(e, line, "go depth 5"), fresh);

    // Another start clears the table: its search counts as in a new game both times.
    e.send("uainewgame");
    const qint64 otherFresh = searchNodes(e, otherLine, "go depth 5");
    QVERIFY(otherFresh > 0);
    QVERIFY(searchNodes(e, line, "go depth 5") > 0);
    QCOMPARE(searchNodes(e, otherLine, "go depth 5"), otherFresh);
    e.send("quit");
    QVERIFY(e.exitsCleanly());
}

void TestUaiServer::fixedNodesAndThreads()
{
    // --nodes replaces the time, whatever the `go` command's clock says: every iteration
    // reported stays within the budget, and the same budget gives the same search twice.
    // (Were the time used, a minute per move would run past readUntil's 30 s.)
    QByteArrayList runs[2];
    for (QByteArrayList &seen : runs) {
        EngineDriver e({"uai", "--nodes", "3000", "--threads", "1"});
        const QByteArray start = "position startpos moves g2";
        QVERIFY(searchNodes(e, start, "go movetime 60000", &seen) > 0);
        QByteArrayList clockLines;
        QVERIFY(searchNodes(e, start, "go wtime 600000 btime 600000", &clockLines) > 0);
        seen += clockLines;
        for (const QByteArray &l : seen) {
            const QByteArrayList words = l.split(' ');
            const auto at = words.indexOf("nodes");
            if (at >= 0)
                QVERIFY2(words.value(at + 1).toLongLong() <= 3000, l.constData());
        }
        QVERIFY(seen.last().startsWith("bestmove"));
        e.send("quit");
        QVERIFY(e.exitsCleanly());
    }
    // Times differ between runs; everything else is the same.
    for (QByteArrayList &seen : runs) {
        for (QByteArray &l : seen) {
            const QByteArrayList words = l.split(' ');
            const auto at = words.indexOf("time");
            if (at >= 0)
                l.replace(" time " + words.value(at + 1) + " ", " time - ");
        }
    }
    QCOMPARE(runs[0], runs[1]);
}

void TestUaiServer::badNodesAndThreadsRefused()
{
    for (const QStringList &args : {QStringList{"uai", "--nodes", "0"},
             QStringList{"uai", "--nodes", "many"}, QStringList{"uai", "--threads", "0"},
             QStringList{"uai", "--threads", "1.5"}, QStringList{"uai", "--threads", "65"},
             QStringList{"gtp", "--game", "go", "--nodes", "1000"}}) {
        EngineDriver bad(args);
        QVERIFY(bad.process().waitForFinished(10000));
        QCOMPARE(bad.process().exitCode(), 2);
        const QByteArray error = bad.process().readAllStandardError();
        QVERIFY2(error.contains(args[args.size() - 2].toLatin1()), error.constData());
    }
}

QTEST_GUILESS_MAIN(TestUaiServer)
#include "tst_uaiserver.moc"
