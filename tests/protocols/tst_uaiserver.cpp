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

QTEST_GUILESS_MAIN(TestUaiServer)
#include "tst_uaiserver.moc"
