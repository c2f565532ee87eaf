// qiju-engine gtp driven through a real process: replies and errors as the GTP v2 spec
// (lysator.liu.se/~gunnar/gtp) writes them, the GoGui rules extension, and whole games.
// Expected moves are worked by hand from the rules: Othello's four opening moves d3 c4 f5 e6
// and White's three replies to d3 (c3 e3 c5); Ataxx clones/jumps from the start squares a7,
// g1 (Black) and g7, a1 (White); Gomoku columns A-O without a skipped I; loadsgf of a setup
// position (SGF points: "aa" is A9 on 9x9, the top-left).
// ctest-timeout: 1200
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "enginedriver.h"

class TestGtpServer : public QObject
{
    Q_OBJECT

private slots:
    void handshakeAndErrors();
    void othelloPlayUndoAndLegalMoves();
    void othelloFullGameScoresTheBoard();
    void ataxxVertices();
    void gomokuColumnsIncludeI();
    void goBoardsizeKomiHandicapAndScore();
    void goFreeHandicap();
    void goFixedHandicapLimits();
    void nogoCentreRule();
    void goLoadsgfSetupPosition();
    void timeControlCommands();
    void hostileNumbersAreRefused_data();
    void hostileNumbersAreRefused();
    void overlongLineAndFileAreRefused();
    void badOptionsAreRefused();
    void goFixedPlayouts();
};

namespace {

QSet<QByteArray> words(const QByteArray &reply)
{
    QSet<QByteArray> out;
    for (const QByteArray &w : reply.mid(2).split(' ')) {
        if (!w.isEmpty())
            out.insert(w);
    }
    return out;
}

} // namespace

void TestGtpServer::handshakeAndErrors()
{
    EngineDriver e({"gtp", "--game", "othello", "--level", "beginner"});
    QVERIFY(e.started());
    QCOMPARE(e.gtp("protocol_version"), QByteArray("= 2"));
    QCOMPARE(e.gtp("7 name"), QByteArray("=7 Qiju"));
    QCOMPARE(e.gtp("known_command genmove"), QByteArray("= true"));
    QCOMPARE(e.gtp("known_command frobnicate"), QByteArray("= false"));
    // Garbage, a comment-only line (no reply at all) and control characters.
    QCOMPARE(e.gtp("frobnicate the board"), QByteArray("? unknown command"));
    e.send("# just a comment");
    QCOMPARE(e.gtp("12 play"), QByteArray("?12 syntax error"));
    QCOMPARE(e.gtp("play purple D3"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("play black Z9"), QByteArray("? invalid coordinate"));
    QCOMPARE(e.gtp("boardsize 19"), QByteArray("? unacceptable size"));
    QCOMPARE(e.gtp("boardsize 8"), QByteArray("="));
    QCOMPARE(e.gtp("komi 6.5"), QByteArray("=")); // accepted and ignored by Othello
    QCOMPARE(e.gtp("komi lots"), QByteArray("? syntax error"));
    const QByteArray list = e.gtp("list_commands");
    for (const char *c : {"play", "genmove", "undo", "final_score", "time_left", "loadsgf",
             "gogui-rules_legal_moves", "gogui-rules_board", "qiju-game"})
        QVERIFY2(
            list.split('\n').contains(c) || list.split('\n').contains(QByteArray("= ") + c), c);
    QCOMPARE(e.gtp("quit"), QByteArray("="));
    QVERIFY(e.exitsCleanly());
}

void TestGtpServer::othelloPlayUndoAndLegalMoves()
{
    EngineDriver e({"gtp", "--game", "othello", "--time", "0.05"});
    QCOMPARE(e.gtp("gogui-rules_game_id"), QByteArray("= Othello"));
    QCOMPARE(e.gtp("gogui-rules_board_size"), QByteArray("= 8"));
    QCOMPARE(words(e.gtp("gogui-rules_legal_moves")), (QSet<QByteArray>{"D3", "C4", "F5", "E6"}));
    QCOMPARE(e.gtp("play black A1"), QByteArray("? illegal move"));
    QCOMPARE(e.gtp("genmove white"), QByteArray("? it is not white's turn"));
    QCOMPARE(e.gtp("play b d3"), QByteArray("=")); // lower case is accepted
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    QCOMPARE(words(e.gtp("gogui-rules_legal_moves")), (QSet<QByteArray>{"C3", "E3", "C5"}));
    // d3 flipped d4: rows 3-5 of the board now read ...X...., ...XX..., ...XO...
    const QByteArray board = e.gtp("gogui-rules_board");
    const QList<QByteArray> rows = board.split('\n');
    QCOMPARE(rows.size(), 9); // "= " line, then 8 rows from the top (rank 1)
    QCOMPARE(rows[3], QByteArray(". . . X . . . ."));
    QCOMPARE(rows[4], QByteArray(". . . X X . . ."));
    QCOMPARE(rows[5], QByteArray(". . . X O . . ."));
    QCOMPARE(e.gtp("undo"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= black"));
    QCOMPARE(e.gtp("undo"), QByteArray("? cannot undo"));
    const QByteArray reply = e.gtp("genmove black");
    QVERIFY2(QSet<QByteArray>({"= D3", "= C4", "= F5", "= E6"}).contains(reply), reply);
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    QCOMPARE(e.gtp("gogui-rules_final_result"), QByteArray("= unknown"));
    QCOMPARE(e.gtp("clear_board"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= black"));
    e.closeInput(); // EOF ends the session cleanly
    QVERIFY(e.exitsCleanly());
}

void TestGtpServer::othelloFullGameScoresTheBoard()
{
    EngineDriver e({"gtp", "--game", "othello", "--level", "beginner", "--time", "0.02"});
    int plies = 0;
    QByteArray side = "black";
    while (e.gtp("gogui-rules_final_result") == "= unknown" && plies < 130) {
        side = e.gtp("gogui-rules_side_to_move").mid(2);
        const QByteArray move = e.gtp("genmove " + side);
        QVERIFY2(move.startsWith("= "), move);
        ++plies;
    }
    QVERIFY(plies >= 9); // the shortest Othello game has 9 moves
    const QByteArray result = e.gtp("gogui-rules_final_result");
    QVERIFY2(result == "= black" || result == "= white" || result == "= draw", result);
    int black = 0;
    int white = 0;
    for (char c : e.gtp("gogui-rules_board")) {
        black += c == 'X';
        white += c == 'O';
    }
    // final_score: the disc difference, the empties of an early finish going to the winner.
    const QByteArray score = e.gtp("final_score");
    const int empties = 64 - black - white;
    if (black == white) {
        QCOMPARE(score, QByteArray("= 0"));
        QCOMPARE(result, QByteArray("= draw"));
    } else if (black > white) {
        QCOMPARE(score, "= B+" + QByteArray::number(black + empties - white));
        QCOMPARE(result, QByteArray("= black"));
    } else {
        QCOMPARE(score, "= W+" + QByteArray::number(white + empties - black));
        QCOMPARE(result, QByteArray("= white"));
    }
    QCOMPARE(e.gtp("genmove black"), QByteArray("= resign")); // nothing left to play
    QCOMPARE(e.gtp("play black D3"), QByteArray("? illegal move"));
}

void TestGtpServer::ataxxVertices()
{
    EngineDriver e({"gtp", "--game", "ataxx", "--time", "0.05"});
    QCOMPARE(e.gtp("gogui-rules_game_id"), QByteArray("= Ataxx"));
    QCOMPARE(e.gtp("boardsize 7"), QByteArray("="));
    QCOMPARE(e.gtp("play b a5a4"), QByteArray("? illegal move"));       // a5 is empty
    QCOMPARE(e.gtp("play b a7a4"), QByteArray("? invalid coordinate")); // 3 squares away
    QCOMPARE(e.gtp("play b b6"), QByteArray("="));                      // a clone next to a7
    QCOMPARE(e.gtp("play w a1c3"), QByteArray("="));                    // a jump from a1
    const QList<QByteArray> rows = e.gtp("gogui-rules_board").split('\n');
    QCOMPARE(rows[1], QByteArray("X . . . . . O")); // rank 7
    QCOMPARE(rows[2], QByteArray(". X . . . . .")); // rank 6: the clone
    QCOMPARE(rows[5], QByteArray(". . O . . . .")); // rank 3: the jump target
    QCOMPARE(rows[7], QByteArray(". . . . . . X")); // rank 1: a1 was emptied
    QCOMPARE(e.gtp("undo"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    const QByteArray move = e.gtp("genmove w");
    QVERIFY2(move.startsWith("= ") && move.size() >= 4, move);
    QVERIFY2(move.mid(2) == move.mid(2).toLower(), move); // Ataxx vertices are lower case
    // Switch game inside the session.
    QCOMPARE(e.gtp("qiju-game othello"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_board_size"), QByteArray("= 8"));
    QCOMPARE(e.gtp("qiju-game chess"), QByteArray("? unknown game"));
}

void TestGtpServer::gomokuColumnsIncludeI()
{
    EngineDriver e({"gtp", "--game", "gomoku", "--time", "0.05"});
    QCOMPARE(e.gtp("gogui-rules_board_size"), QByteArray("= 15"));
    QCOMPARE(e.gtp("play b P8"), QByteArray("? invalid coordinate")); // columns end at O
    for (const char *m : {"b H8", "w A1", "b I8", "w A2", "b J8", "w A3", "b K8", "w A4"})
        QCOMPARE(e.gtp(QByteArray("play ") + m), QByteArray("="));
    QCOMPARE(e.gtp("play w A5"), QByteArray("? illegal move")); // Black is to move
    QCOMPARE(e.gtp("play b I8"), QByteArray("? illegal move")); // occupied
    QCOMPARE(e.gtp("gogui-rules_final_result"), QByteArray("= unknown"));
    // Black must complete H8..L8 (or G8); the engine finds it.
    const QByteArray move = e.gtp("genmove b");
    QVERIFY2(move == "= L8" || move == "= G8", move);
    QCOMPARE(e.gtp("gogui-rules_final_result"), QByteArray("= black"));
    QCOMPARE(e.gtp("final_score"), QByteArray("= B+"));
}

void TestGtpServer::goBoardsizeKomiHandicapAndScore()
{
    // Expected values from the GTP spec and the rules: no I column; on an empty board under
    // area scoring nobody owns anything, so the count is the komi; the 9x9 two-stone handicap
    // points are C3 and G7 (GTP spec 4.1.1, third line on boards under 13x13).
    EngineDriver e({"gtp", "--game", "go", "--time", "0.05"});
    QCOMPARE(e.gtp("boardsize 9"), QByteArray("="));
    QCOMPARE(e.gtp("boardsize 42"), QByteArray("? unacceptable size"));
    QCOMPARE(e.gtp("gogui-rules_board_size"), QByteArray("= 9"));
    QCOMPARE(e.gtp("komi 6.5"), QByteArray("="));
    QCOMPARE(e.gtp("final_score"), QByteArray("= W+6.5"));
    QCOMPARE(e.gtp("play b I5"), QByteArray("? invalid coordinate"));
    QCOMPARE(e.gtp("play b J9"), QByteArray("="));
    QCOMPARE(e.gtp("play b J9"), QByteArray("? illegal move")); // White to move, J9 occupied
    QCOMPARE(e.gtp("undo"), QByteArray("="));
    QCOMPARE(e.gtp("fixed_handicap 2"), QByteArray("= C3 G7"));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    QCOMPARE(e.gtp("fixed_handicap 2"), QByteArray("? board not empty"));
    QCOMPARE(e.gtp("clear_board"), QByteArray("="));
    QCOMPARE(e.gtp("boardsize 9"), QByteArray("=")); // back to an even game
    QVERIFY(e.gtp("genmove b").startsWith("= "));
    QVERIFY(e.gtp("genmove w").startsWith("= "));
    QCOMPARE(e.gtp("clear_board"), QByteArray("="));
    QCOMPARE(e.gtp("play b pass"), QByteArray("="));
    QCOMPARE(e.gtp("play w pass"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_final_result"), QByteArray("= white"));
    QCOMPARE(e.gtp("final_score"), QByteArray("= W+6.5"));
    QCOMPARE(e.gtp("final_status_list dead"), QByteArray("="));
}

void TestGtpServer::goFreeHandicap()
{
    // GTP v2 spec 6.3.2: set_free_handicap takes at least two distinct vertices, no pass, on an
    // empty board; place_free_handicap needs at least two stones; both fail with "board not
    // empty" once a stone is down; the stones are not moves (undo cannot remove them) and White
    // moves next; a komi command keeps them. Counts by hand: under area scoring with komi 0.5, a 9x9 board whose only
    // stones are Black's owns all 81 points for Black (B+80.5); an empty board is W+0.5.
    EngineDriver e({"gtp", "--game", "go", "--level", "beginner", "--time", "0.05"});
    QCOMPARE(e.gtp("boardsize 9"), QByteArray("="));
    QCOMPARE(e.gtp("komi 0.5"), QByteArray("="));
    QCOMPARE(e.gtp("set_free_handicap"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("set_free_handicap C3"), QByteArray("? bad vertex list"));
    QCOMPARE(e.gtp("set_free_handicap C3 C3"), QByteArray("? bad vertex list"));
    QCOMPARE(e.gtp("set_free_handicap C3 pass"), QByteArray("? bad vertex list"));
    QCOMPARE(e.gtp("set_free_handicap C3 Z9"), QByteArray("? bad vertex list"));
    QCOMPARE(e.gtp("set_free_handicap C3 I5"), QByteArray("? bad vertex list")); // no I column
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= black"));          // nothing placed
    QCOMPARE(e.gtp("7 set_free_handicap c3 E5 G7"), QByteArray("=7"));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    for (const char *taken : {"C3", "E5", "G7"})
        QCOMPARE(e.gtp(QByteArray("play w ") + taken), QByteArray("? illegal move"));
    QCOMPARE(e.gtp("undo"), QByteArray("? cannot undo"));
    QCOMPARE(e.gtp("final_score"), QByteArray("= B+80.5"));
    // komi after the stones (as Qiju's own match tool sends it) keeps them: B+81 - 1.5.
    QCOMPARE(e.gtp("komi 1.5"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    QCOMPARE(e.gtp("final_score"), QByteArray("= B+79.5"));
    QCOMPARE(e.gtp("komi 0.5"), QByteArray("="));
    QCOMPARE(e.gtp("set_free_handicap D4 D5"), QByteArray("? board not empty"));
    QCOMPARE(e.gtp("place_free_handicap 2"), QByteArray("? board not empty"));
    QCOMPARE(e.gtp("fixed_handicap 2"), QByteArray("? board not empty"));
    const QByteArray reply = e.gtp("genmove w");
    QVERIFY2(
        reply.startsWith("= ") && !QByteArrayList({"= C3", "= E5", "= G7"}).contains(reply), reply);
    QCOMPARE(e.gtp("undo"), QByteArray("=")); // White's move; the handicap stays
    QCOMPARE(e.gtp("undo"), QByteArray("? cannot undo"));

    // clear_board empties the board and Black moves first again.
    QCOMPARE(e.gtp("clear_board"), QByteArray("="));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= black"));
    QCOMPARE(e.gtp("final_score"), QByteArray("= W+0.5"));

    QCOMPARE(e.gtp("place_free_handicap"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("place_free_handicap two"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("place_free_handicap 1"), QByteArray("? invalid number of stones"));
    QCOMPARE(e.gtp("place_free_handicap 81"), QByteArray("? invalid number of stones"));
    // Up to nine stones Qiju takes the standard points (GTP 4.1.1's 9x9 star points).
    QCOMPARE(words(e.gtp("place_free_handicap 4")), (QSet<QByteArray>{"C3", "G7", "C7", "G3"}));
    QCOMPARE(e.gtp("gogui-rules_side_to_move"), QByteArray("= white"));
    QCOMPARE(e.gtp("play w G3"), QByteArray("? illegal move"));
    QCOMPARE(e.gtp("final_score"), QByteArray("= B+80.5"));
    // Beyond the nine standard points each stone goes where it has the most room, off the
    // first two lines: D6, F6, D4 and F4 are sqrt(2) from the nearest stones (every other point
    // of lines 3-7 is 1 away); ties go to the top row first.
    QCOMPARE(e.gtp("clear_board"), QByteArray("="));
    QCOMPARE(e.gtp("place_free_handicap 11"), QByteArray("= C3 G7 C7 G3 C5 G5 E3 E7 E5 D6 F6"));
    for (const QByteArray &v : words("= C3 G7 C7 G3 C5 G5 E3 E7 E5 D6 F6"))
        QCOMPARE(e.gtp("play w " + v), QByteArray("? illegal move"));
    // 5x5 has no standard points: the centre first, then the farthest point of lines 2-4.
    QCOMPARE(e.gtp("boardsize 5"), QByteArray("="));
    QCOMPARE(e.gtp("place_free_handicap 2"), QByteArray("= C3 B4"));
    QCOMPARE(e.gtp("quit"), QByteArray("="));
    QVERIFY(e.exitsCleanly());
}

void TestGtpServer::goFixedHandicapLimits()
{
    // GTP v2 spec 4.1.1 / GNU Go: 2-9 stones on odd boards from 9x9, at most 4 on even boards
    // and on 7x7, none below 7x7; Go only.
    EngineDriver e({"gtp", "--game", "go", "--time", "0.05"});
    QCOMPARE(e.gtp("boardsize 7"), QByteArray("="));
    QCOMPARE(e.gtp("fixed_handicap 5"), QByteArray("? invalid number of stones"));
    QCOMPARE(e.gtp("fixed_handicap 1"), QByteArray("? invalid number of stones"));
    QCOMPARE(words(e.gtp("fixed_handicap 4")), (QSet<QByteArray>{"C3", "E5", "C5", "E3"}));
    QCOMPARE(e.gtp("boardsize 10"), QByteArray("="));
    QCOMPARE(e.gtp("fixed_handicap 5"), QByteArray("? invalid number of stones"));
    QCOMPARE(e.gtp("boardsize 6"), QByteArray("="));
    QCOMPARE(e.gtp("fixed_handicap 2"), QByteArray("? invalid number of stones"));
    QCOMPARE(e.gtp("boardsize 19"), QByteArray("="));
    QCOMPARE(e.gtp("fixed_handicap 10"), QByteArray("? invalid number of stones"));
    QCOMPARE(e.gtp("fixed_handicap nine"), QByteArray("? syntax error"));
    QCOMPARE(words(e.gtp("fixed_handicap 9")),
        (QSet<QByteArray>{"D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"}));
    QCOMPARE(e.gtp("qiju-game othello"), QByteArray("="));
    QCOMPARE(e.gtp("fixed_handicap 2"), QByteArray("? no handicap in this game"));
    QCOMPARE(e.gtp("set_free_handicap D3 E6"), QByteArray("? no handicap in this game"));
    QCOMPARE(e.gtp("place_free_handicap 2"), QByteArray("? no handicap in this game"));
}

void TestGtpServer::goLoadsgfSetupPosition()
{
    // Setup stones (AB/AW/PL) that are not the game's start: the SGF's start position, then
    // the moves, up to (not including) the move number GTP's loadsgf may give.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("setup.sgf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("(;GM[1]SZ[9]KM[0]AB[aa][ba]AW[ca]PL[W];W[da];B[ee])");
    f.close();
    EngineDriver e({"gtp", "--game", "go", "--time", "0.05"});
    QCOMPARE(e.gtp("loadsgf " + path.toUtf8()), QByteArray("= white"));
    for (const char *occupied : {"A9", "B9", "C9", "D9", "E5"}) // aa ba ca da ee
        QCOMPARE(e.gtp(QByteArray("play w ") + occupied), QByteArray("? illegal move"));
    QCOMPARE(e.gtp("loadsgf " + path.toUtf8() + " 2"), QByteArray("= black"));
    QCOMPARE(e.gtp("play b E5"), QByteArray("="));
    // GNU Go's regression problem ko1.sgf: 19x19, 5 handicap stones and more, Black to move.
    QCOMPARE(e.gtp("loadsgf " QIJU_TEST_DATA_DIR "/go/ko1.sgf"), QByteArray("= black"));
    QCOMPARE(e.gtp("play b H19"), QByteArray("? illegal move")); // AB[ha]
}

void TestGtpServer::nogoCentreRule()
{
    // Course rules forbid Black's first move on the centre (E5); Botzone's allow it.
    EngineDriver course({"gtp", "--game", "nogo", "--time", "0.05"});
    QCOMPARE(course.gtp("play b E5"), QByteArray("? illegal move"));
    QCOMPARE(course.gtp("play b pass"), QByteArray("? illegal move")); // NoGo has no pass
    QCOMPARE(course.gtp("play b D5"), QByteArray("="));
    const QByteArray reply = course.gtp("genmove w");
    QVERIFY2(reply.startsWith("= ") && reply != "= pass", reply);
    EngineDriver botzone({"gtp", "--game", "nogo", "--rules", "botzone"});
    QCOMPARE(botzone.gtp("play b E5"), QByteArray("="));
}

void TestGtpServer::timeControlCommands()
{
    EngineDriver e({"gtp", "--game", "othello"});
    QCOMPARE(e.gtp("time_settings 60 0 0"), QByteArray("="));
    QCOMPARE(e.gtp("time_left black 1 0"), QByteArray("="));
    QCOMPARE(e.gtp("time_left black -1 0"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("time_settings 1 2"), QByteArray("? syntax error"));
    QVERIFY(e.gtp("genmove black").startsWith("= "));
    QCOMPARE(e.gtp("time_settings 0 0 0"), QByteArray("=")); // no time limit
    QVERIFY(e.gtp("genmove white").startsWith("= "));
    // KGS's form: none, absolute, byoyomi (Japanese) and canadian.
    QCOMPARE(e.gtp("kgs-time_settings byoyomi 0 1 3"), QByteArray("="));
    QVERIFY(e.gtp("genmove black").startsWith("= "));
    QCOMPARE(e.gtp("kgs-time_settings canadian 60 30 5"), QByteArray("="));
    QCOMPARE(e.gtp("kgs-time_settings absolute 60"), QByteArray("="));
    QCOMPARE(e.gtp("kgs-time_settings none"), QByteArray("="));
    QCOMPARE(e.gtp("kgs-time_settings byoyomi 60 30"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("kgs-time_settings absolute 60 30 5"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("kgs-time_settings fischer 60 5"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("kgs-time_settings byoyomi inf 30 5"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("kgs-time_settings"), QByteArray("? syntax error"));
    QCOMPARE(e.gtp("known_command kgs-time_settings"), QByteArray("= true"));
}

void TestGtpServer::hostileNumbersAreRefused_data()
{
    QTest::addColumn<QByteArray>("command");
    QTest::addColumn<QByteArray>("reply");
    // Issue 16: "time_settings inf inf 1" was accepted and genmove then thought for ever.
    QTest::newRow("settings inf") << QByteArray("time_settings inf inf 1") << QByteArray("? syntax error");
    QTest::newRow("settings nan") << QByteArray("time_settings nan 0 0") << QByteArray("? syntax error");
    QTest::newRow("settings 1e300") << QByteArray("time_settings 1e300 0 0")
                                    << QByteArray("? time out of range");
    QTest::newRow("settings -1e300") << QByteArray("time_settings -1e300 0 0")
                                     << QByteArray("? syntax error");
    QTest::newRow("settings stones") << QByteArray("time_settings 0 60 2147483648")
                                     << QByteArray("? time out of range");
    QTest::newRow("left inf") << QByteArray("time_left black inf 0") << QByteArray("? syntax error");
    QTest::newRow("left 1e300") << QByteArray("time_left white 1e300 0")
                                << QByteArray("? time out of range");
    QTest::newRow("left 2147483648") << QByteArray("time_left white 2147483648 0")
                                     << QByteArray("? time out of range");
    QTest::newRow("komi inf") << QByteArray("komi inf") << QByteArray("? syntax error");
    QTest::newRow("komi nan") << QByteArray("komi nan") << QByteArray("? syntax error");
    QTest::newRow("boardsize 2147483648") << QByteArray("boardsize 2147483648")
                                          << QByteArray("? unacceptable size");
}

void TestGtpServer::hostileNumbersAreRefused()
{
    QFETCH(QByteArray, command);
    QFETCH(QByteArray, reply);
    EngineDriver e({"gtp", "--game", "go", "--rules", "size=9", "--time", "0.2"});
    QCOMPARE(e.gtp(command), reply);
    // The engine still answers at once with its own time per move.
    QVERIFY(e.gtp("genmove black").startsWith("= "));
}

void TestGtpServer::overlongLineAndFileAreRefused()
{
    // Issue 16: input lines had no bound (a 64 MB line cost 266 MB); loadsgf read any size.
    EngineDriver e({"gtp", "--game", "go", "--rules", "size=9"});
    QCOMPARE(e.gtp("1 name " + QByteArray(1024 * 1024, 'x')), QByteArray("? line too long"));
    QCOMPARE(e.gtp("2 name"), QByteArray("=2 Qiju"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.sgf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("(;GM[1]FF[4]SZ[9]C[" + QByteArray(4 * 1024 * 1024, 'x') + "];B[ee])");
    f.close();
    QCOMPARE(e.gtp("loadsgf " + path.toUtf8()), QByteArray("? file too large"));
    QVERIFY(f.resize(4 * 1024 * 1024 - 64));
    QVERIFY(f.open(QIODevice::Append));
    f.write("])");
    f.close();
    QCOMPARE(e.gtp("loadsgf " + path.toUtf8()), QByteArray("= black")); // to move next
}

void TestGtpServer::badOptionsAreRefused()
{
    EngineDriver e({"gtp", "--level", "grandmaster"});
    QVERIFY(e.process().waitForFinished(10000));
    QCOMPARE(e.process().exitCode(), 2);
    QVERIFY(e.process().readAllStandardOutput().isEmpty()); // diagnostics go to stderr
    QVERIFY(e.process().readAllStandardError().contains("grandmaster"));
}

void TestGtpServer::goFixedPlayouts()
{
    // A fixed budget replaces the time: with 30 s per move, 300 playouts answer at once, and
    // on one thread the same budget gives the same moves each run (two threads share one tree
    // in whatever order the machine runs them).
    QStringList moves[2];
    for (QStringList &line : moves) {
        EngineDriver e(
            {"gtp", "--game", "go", "--time", "30", "--playouts", "300", "--threads", "1"});
        QCOMPARE(e.gtp("boardsize 9"), QByteArray("="));
        for (const char *side : {"black", "white", "black", "white"}) {
            const QByteArray answer = e.gtp(QByteArray("genmove ") + side, 15000);
            QVERIFY2(answer.startsWith("= "), answer.constData());
            line << QString::fromLatin1(answer);
        }
    }
    QCOMPARE(moves[0], moves[1]);

    for (const QStringList &args : {QStringList{"gtp", "--game", "go", "--playouts", "0"},
             QStringList{"gtp", "--game", "go", "--playouts", "many"},
             QStringList{"gtp", "--game", "go", "--playouts", "2.5"},
             QStringList{"gtp", "--game", "othello", "--playouts", "100"}}) {
        EngineDriver bad(args);
        QVERIFY(bad.process().waitForFinished(10000));
        QCOMPARE(bad.process().exitCode(), 2);
        QVERIFY(bad.process().readAllStandardError().contains("playouts"));
    }
}

QTEST_GUILESS_MAIN(TestGtpServer)
#include "tst_gtpserver.moc"
