// qiju-engine gomocup driven through a real process, replies as the Piskvork protocol
// (plastovicka.github.io/protocl2en.htm) defines them: OK / ERROR / UNKNOWN, 0-based "x,y".
// Positions by hand: four brain stones on row 0 with the only open end at 4,0 must be
// completed; under INFO rule 4 (renju) Black's overline square is forbidden.
#include <QTest>

#include "enginedriver.h"

class TestGomocupServer : public QObject
{
    Q_OBJECT

private slots:
    void startAboutAndErrors();
    void boardWinsAndTakeback();
    void renjuForbidsBlackOverline();
    void fullGameAgainstItself();
};

void TestGomocupServer::startAboutAndErrors()
{
    EngineDriver e({"gomocup"});
    e.send("START 20");
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("START 15");
    QCOMPARE(e.readLine(), QByteArray("OK"));
    e.send("ABOUT");
    QVERIFY(e.readLine().startsWith("name=\"Qiju\""));
    e.send("INFO timeout_turn 200");
    e.send("INFO timeout_match 100000");
    e.send("INFO time_left 100000");
    e.send("INFO max_memory 83886080");
    e.send("INFO rule 8"); // caro
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("INFO rule 0");
    e.send("FROBNICATE");
    QVERIFY(e.readLine().startsWith("UNKNOWN"));
    e.send("TURN 7,7");
    const QByteArray reply = e.readLine();
    QVERIFY2(QRegularExpression("^\\d+,\\d+$").match(QString::fromLatin1(reply)).hasMatch(), reply);
    QVERIFY(reply != "7,7");
    e.send("TURN 7,7"); // occupied
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("TURN 15,3"); // off the board
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("TURN seven");
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("BEGIN"); // the board is not empty
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("RESTART");
    QCOMPARE(e.readLine(), QByteArray("OK"));
    e.send("BEGIN");
    QVERIFY(QRegularExpression("^\\d+,\\d+$").match(QString::fromLatin1(e.readLine())).hasMatch());
    e.send("END");
    QVERIFY(e.exitsCleanly());
}

void TestGomocupServer::boardWinsAndTakeback()
{
    EngineDriver e({"gomocup"});
    e.send("START 15");
    QCOMPARE(e.readLine(), QByteArray("OK"));
    e.send("INFO timeout_turn 500");
    e.send("BOARD");
    for (const char *line :
        {"0,0,1", "1,0,1", "2,0,1", "3,0,1", "10,10,2", "12,10,2", "10,12,2", "12,12,2"})
        e.send(line);
    e.send("DONE");
    QCOMPARE(e.readLine(), QByteArray("4,0"));
    e.send("TAKEBACK 4,0");
    QCOMPARE(e.readLine(), QByteArray("OK"));
    e.send("TAKEBACK 4,0"); // already taken back
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("BOARD"); // a malformed line poisons the board
    e.send("1,1");
    e.send("DONE");
    QVERIFY(e.readLine().startsWith("ERROR"));
    e.send("BOARD"); // impossible counts: three own stones against one
    for (const char *line : {"0,0,1", "1,0,1", "2,0,1", "9,9,2"})
        e.send(line);
    e.send("DONE");
    QVERIFY(e.readLine().startsWith("ERROR"));
}

void TestGomocupServer::renjuForbidsBlackOverline()
{
    // Brain = Black (equal counts) with 0..3,0 and 5,0: 4,0 would make six, an overline that
    // renju forbids to Black, so the brain must play elsewhere; in freestyle 4,0 wins.
    const QList<const char *> board = {"0,0,1", "1,0,1", "2,0,1", "3,0,1", "5,0,1", "10,10,2",
        "12,10,2", "10,12,2", "12,12,2", "14,14,2"};
    {
        EngineDriver e({"gomocup"});
        e.send("INFO rule 0");
        e.send("START 15");
        QCOMPARE(e.readLine(), QByteArray("OK"));
        e.send("BOARD");
        for (const char *line : board)
            e.send(line);
        e.send("DONE");
        QCOMPARE(e.readLine(), QByteArray("4,0"));
    }
    EngineDriver e({"gomocup"});
    e.send("INFO rule 4");
    e.send("START 15");
    QCOMPARE(e.readLine(), QByteArray("OK"));
    e.send("INFO timeout_turn 300");
    e.send("BOARD");
    for (const char *line : board)
        e.send(line);
    e.send("DONE");
    const QByteArray reply = e.readLine();
    QVERIFY2(!reply.isEmpty() && reply != "4,0", reply);
}

void TestGomocupServer::fullGameAgainstItself()
{
    // Two brains: each one's answer is the other's TURN until a brain reports the game over.
    EngineDriver a({"gomocup", "--level", "beginner"});
    EngineDriver b({"gomocup", "--level", "beginner"});
    for (EngineDriver *e : {&a, &b}) {
        e->send("START 15");
        QCOMPARE(e->readLine(), QByteArray("OK"));
        e->send("INFO timeout_turn 50");
    }
    a.send("BEGIN");
    QByteArray move = a.readLine();
    EngineDriver *next = &b;
    int stones = 1;
    while (!move.startsWith("ERROR") && stones < 225) {
        next->send("TURN " + move);
        move = next->readLine();
        QVERIFY2(!move.isNull(), "no reply");
        next = next == &a ? &b : &a;
        ++stones;
    }
    // The game ended: the brain told of the last move sees a five or a full board.
    QVERIFY2(move.startsWith("ERROR"), move);
    QVERIFY(stones >= 9);
}

QTEST_GUILESS_MAIN(TestGomocupServer)
#include "tst_gomocupserver.moc"
