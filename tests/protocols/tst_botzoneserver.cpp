// qiju-engine botzone driven through a real process, in Botzone's JSON and simple interaction
// and its keep-running mode (wiki.botzone.org.cn, "Bot"). Coordinates: x the column from the
// left, y the row from the top, 0-based; -1s for "no move". Hand-worked facts: Reversi's four
// opening moves are (3,2) (2,3) (5,4) (4,5); Ataxx's Black starts on (0,0) and (6,6).
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include "enginedriver.h"

#include "games/gameregistry.h"

using qiju::core::GameId;

class TestBotzoneServer : public QObject
{
    Q_OBJECT

private slots:
    void reversiJsonFirstMove();
    void simpleInteractionReplaysHistory();
    void ataxxJumpShape();
    void badInputKeepsRunning();
    void hostileNumbersAreRefused();
    void keepRunningFullGame();
    void deepNestingRefused();
};

namespace {

QJsonObject readJson(EngineDriver &e) { return QJsonDocument::fromJson(e.readLine()).object(); }

const QSet<QPair<int, int>> kOpenings = {{3, 2}, {2, 3}, {5, 4}, {4, 5}};

} // namespace

void TestBotzoneServer::reversiJsonFirstMove()
{
    EngineDriver e({"botzone", "reversi", "--no-keep-running"});
    e.send(R"({"requests":[{"x":-1,"y":-1}],"responses":[]})");
    const QJsonObject reply = readJson(e);
    const QJsonObject r = reply["response"].toObject();
    QVERIFY2(kOpenings.contains({r["x"].toInt(), r["y"].toInt()}), QJsonDocument(reply).toJson());
    QVERIFY(!reply.contains("debug"));
    e.closeInput();
    QVERIFY(e.exitsCleanly());
}

void TestBotzoneServer::simpleInteractionReplaysHistory()
{
    // The bot is White: Black played d3 (3,2), the bot answered c3 (2,2), Black played c4
    // (2,3); the bot's answer must be legal after those three moves.
    EngineDriver e({"botzone", "othello", "--no-keep-running"});
    e.send("2");
    e.send("3 2");
    e.send("2 2");
    e.send("2 3");
    const QByteArray line = e.readLine();
    auto game = qiju::core::createGame(GameId::Othello);
    for (const char *m : {"d3", "c3", "c4"})
        game->play(*game->parseMove(m));
    const QList<QByteArray> xy = line.split(' ');
    QCOMPARE(xy.size(), 2);
    const qiju::core::Move move = qiju::core::Move::place({xy[0].toInt(), xy[1].toInt()});
    QVERIFY2(game->check(move) == qiju::core::MoveError::None, line);
}

void TestBotzoneServer::ataxxJumpShape()
{
    EngineDriver e({"botzone", "ataxx", "--no-keep-running"});
    e.send(R"({"requests":[{"x0":-1,"y0":-1,"x1":-1,"y1":-1}],"responses":[]})");
    const QJsonObject r = readJson(e)["response"].toObject();
    const int x0 = r["x0"].toInt(), y0 = r["y0"].toInt(), x1 = r["x1"].toInt(),
              y1 = r["y1"].toInt();
    QVERIFY((x0 == 0 && y0 == 0) || (x0 == 6 && y0 == 6)); // one of Black's pieces
    const int distance = std::max(std::abs(x1 - x0), std::abs(y1 - y0));
    QVERIFY(distance == 1 || distance == 2);
    QVERIFY(x1 >= 0 && x1 < 7 && y1 >= 0 && y1 < 7);
}

void TestBotzoneServer::badInputKeepsRunning()
{
    EngineDriver e({"botzone", "reversi"});
    e.send("{garbage");
    QJsonObject reply = readJson(e);
    QCOMPARE(reply["response"].toObject()["x"].toInt(), -1);
    QVERIFY(reply.contains("debug"));
    QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
    // Black opening on a1 is illegal (no disc flips).
    e.send(R"({"requests":[{"x":0,"y":0}],"responses":[]})");
    reply = readJson(e);
    QCOMPARE(reply["response"].toObject()["x"].toInt(), -1);
    QVERIFY(reply["debug"].toString().contains("illegal"));
    QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
    // A bare request with no game to continue.
    e.send(R"({"x":2,"y":2})");
    QVERIFY(readJson(e).contains("debug"));
    QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
    // Simple interaction garbage.
    e.send("hello bot");
    QCOMPARE(e.readLine(), QByteArray("-1 -1"));
    QCOMPARE(e.readLine(), QByteArray("malformed input line"));
    QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
    // Still answering a good request.
    e.send(R"({"requests":[{"x":-1,"y":-1}],"responses":[]})");
    const QJsonObject r = readJson(e)["response"].toObject();
    QVERIFY(kOpenings.contains({r["x"].toInt(), r["y"].toInt()}));
}

void TestBotzoneServer::hostileNumbersAreRefused()
{
    // Issue 16: the numbers were cast to int unchecked, so 3.5 played d3 (3,2) and 1e300 was
    // undefined behaviour; each is now a malformed request answered with -1 and a reason.
    for (const char *x : {"3.5", "1e300", "-1e300", "2147483648", "-2"}) {
        EngineDriver e({"botzone", "reversi", "--no-keep-running"});
        e.send(QByteArray(R"({"requests":[{"x":)") + x + R"(,"y":2}],"responses":[]})");
        const QJsonObject reply = readJson(e);
        QCOMPARE(reply["response"].toObject()["x"].toInt(), -1);
        QVERIFY2(reply.contains("debug"), x);
    }
}

void TestBotzoneServer::keepRunningFullGame()
{
    // The bot plays Black in keep-running mode; the test plays White with its first legal
    // move (Move::pass() when it must pass, sent as -1 -1) until the game ends.
    EngineDriver e({"botzone", "reversi", "--level", "beginner", "--time", "0.02"});
    auto game = qiju::core::createGame(GameId::Othello);
    e.send(R"({"requests":[{"x":-1,"y":-1}],"responses":[]})");
    int turns = 0;
    while (true) {
        const QJsonObject reply = readJson(e);
        QVERIFY2(!reply.contains("debug"), QJsonDocument(reply).toJson());
        QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
        const QJsonObject r = reply["response"].toObject();
        const int x = r["x"].toInt(), y = r["y"].toInt();
        const auto botMove = x < 0 ? qiju::core::Move::pass() : qiju::core::Move::place({x, y});
        QVERIFY2(
            game->check(botMove) == qiju::core::MoveError::None, QJsonDocument(reply).toJson());
        game->play(botMove);
        if (game->result())
            break;
        const qiju::core::Move mine = game->legalMoves().front();
        game->play(mine);
        if (game->result())
            break;
        const int mx = mine.isPass() ? -1 : mine.to.x;
        const int my = mine.isPass() ? -1 : mine.to.y;
        e.send(QStringLiteral(R"({"x":%1,"y":%2})").arg(mx).arg(my).toLatin1());
        ++turns;
        QVERIFY(turns < 70);
    }
    QVERIFY(game->result().has_value());
    QVERIFY(turns >= 4);
}

void TestBotzoneServer::deepNestingRefused()
{
    // A request with an extra member of 64 nested arrays inside its object is read; one level
    // more is refused as malformed JSON, and so is a line of a million '['.
    const auto request = [](int levels) {
        return QByteArray(R"({"requests":[{"x":-1,"y":-1}],"responses":[],"d":)")
            + QByteArray(levels, '[') + QByteArray(levels, ']') + "}";
    };
    EngineDriver e({"botzone", "reversi"});
    e.send(request(64));
    QJsonObject reply = readJson(e);
    QVERIFY2(kOpenings.contains({reply["response"].toObject()["x"].toInt(),
                 reply["response"].toObject()["y"].toInt()}),
        QJsonDocument(reply).toJson());
    QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
    for (const QByteArray &line : {request(65), QByteArray(R"({"d":)") + QByteArray(1000000, '[')}) {
        e.send(line);
        reply = readJson(e);
        QCOMPARE(reply["response"].toObject()["x"].toInt(), -1);
        QCOMPARE(reply["debug"].toString(), QStringLiteral("malformed JSON"));
        QCOMPARE(e.readLine(), QByteArray(">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"));
    }
}

QTEST_GUILESS_MAIN(TestBotzoneServer)
#include "tst_botzoneserver.moc"
