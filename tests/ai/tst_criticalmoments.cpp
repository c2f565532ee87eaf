// Critical moments (ai/criticalmoments.h): in a hand-made Gomoku game where Black ignores a
// five (the gap of XX_XX) the blunder is the biggest swing, with the five as the better move;
// a move the engine agrees with is never reported; a set stop flag gives an incomplete review.
// Go: the opening of a professional 19x19 game (Meijin title game) lists nothing, nor does a
// two-move game (the review's best moves there have a handful of visits: noise).
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <atomic>

#include "ai/criticalmoments.h"
#include "games/gameregistry.h"

using namespace qiju;

namespace {

// Rows from the top (row 15 first). Black (x): F8 G8 . I8 J8 — the five is at H8 — and B6;
// White (o): B2 B3 B4 B5 — a four whose five is at B1 (B6 is Black's) — and K12.
// Black to move: H8 wins at once; anything else lets White answer.
const char *const kFiveOrFour = "15/15/15/10o4/15/15/15/5xx1xx5/15/1x13/1o13/1o13/1o13/1o13/15 b";

struct Line
{
    std::vector<std::unique_ptr<core::Game>> positions;
    std::vector<core::Move> moves;
};

Line lineFrom(std::unique_ptr<core::Game> start, const QStringList &moves)
{
    Line line;
    line.positions.push_back(std::move(start));
    for (const QString &m : moves) {
        auto next = line.positions.back()->clone();
        const auto move = next->parseMove(m.toStdString());
        if (!move || next->check(*move) != core::MoveError::None)
            qFatal("bad test move %s", qPrintable(m));
        next->play(*move);
        line.moves.push_back(*move);
        line.positions.push_back(std::move(next));
    }
    return line;
}

Line lineOf(core::GameId id, const char *start, const QStringList &moves)
{
    return lineFrom(core::gameInfo(id).fromText({}, start, nullptr), moves);
}

// The first `count` moves of an SGF game record as Go move text ("pd" -> "Q16" on 19x19).
QStringList sgfMoves(const QString &file, int count)
{
    QFile f(QStringLiteral(QIJU_TEST_DATA_DIR "/go/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    const QString text = QString::fromLatin1(f.readAll());
    const QString columns = QStringLiteral("ABCDEFGHJKLMNOPQRST");
    QStringList out;
    static const QRegularExpression move(QStringLiteral(";[BW]\\[([a-s])([a-s])\\]"));
    for (auto it = move.globalMatch(text); it.hasNext() && out.size() < count;) {
        const auto m = it.next();
        const int x = m.captured(1).at(0).unicode() - 'a';
        const int y = m.captured(2).at(0).unicode() - 'a';
        out << columns.at(x) + QString::number(19 - y);
    }
    return out;
}

QString moveText(const core::Game &g, const core::Move &m)
{
    return QString::fromStdString(g.moveText(m));
}

} // namespace

class TestCriticalMoments : public QObject
{
    Q_OBJECT

private slots:
    void gomokuIgnoredFiveIsTheBiggestSwing();
    void gomokuForcedBlockIsNotReported();
    void stopGivesIncompleteReview();
    void openingLengthFollowsTheBoard();
    void goTwoMoveGameListsNothing();
    void goProfessionalOpeningListsNothing();
};

void TestCriticalMoments::gomokuIgnoredFiveIsTheBiggestSwing()
{
    QVERIFY(core::gameInfo(core::GameId::Gomoku).fromText({}, kFiveOrFour, nullptr));
    // Black plays M3 instead of H8; White makes five at B1.
    const Line line = lineOf(core::GameId::Gomoku, kFiveOrFour, {"M3", "B1"});
    QVERIFY(line.positions.back()->result());
    std::atomic<bool> stop{false};
    int calls = 0;
    const ai::CriticalReview r = ai::findCriticalMoments(
        line.positions, line.moves, 5, stop, [&calls](int done, int total) {
            ++calls;
            QCOMPARE(total, 3);
            QCOMPARE(done, calls);
        });
    QVERIFY(r.complete);
    QCOMPARE(calls, 3);
    QCOMPARE(r.unit, ai::ScoreUnit::WinRate);
    QCOMPARE(int(r.moments.size()), 1); // White's five is what the engine plays too
    const ai::CriticalMoment &m = r.moments.front();
    QCOMPARE(m.ply, 1);
    QCOMPARE(m.mover, core::Side::Black);
    QCOMPARE(moveText(*line.positions[0], m.played), QStringLiteral("M3"));
    QCOMPARE(moveText(*line.positions[0], m.better), QStringLiteral("H8"));
    QCOMPARE(m.before, 1.0); // a five on the board: a proven win
    QCOMPARE(m.after, 0.0);  // the game is lost: White made five
    QCOMPARE(m.swing(), 1.0);
}

void TestCriticalMoments::gomokuForcedBlockIsNotReported()
{
    // Black blocks White's four at B1 instead of making five; White must block H8 (the
    // engine's choice too); Black plays on. Only Black's first move cost anything, and not
    // the whole game: after the blocks neither side has a four.
    const Line line = lineOf(core::GameId::Gomoku, kFiveOrFour, {"B1", "H8", "L4"});
    std::atomic<bool> stop{false};
    const ai::CriticalReview r = ai::findCriticalMoments(line.positions, line.moves, 5, stop);
    QVERIFY(r.complete);
    QVERIFY(!r.moments.empty());
    const ai::CriticalMoment &m = r.moments.front();
    QCOMPARE(m.ply, 1);
    QCOMPARE(moveText(*line.positions[0], m.better), QStringLiteral("H8"));
    QCOMPARE(m.before, 1.0);
    QVERIFY2(m.after > 0.0 && m.after < 1.0, qPrintable(QString::number(m.after)));
    for (const ai::CriticalMoment &other : r.moments)
        QVERIFY2(other.ply != 2, "White's forced block at H8 was reported");
    for (std::size_t i = 1; i < r.moments.size(); ++i)
        QVERIFY(r.moments[i - 1].swing() >= r.moments[i].swing());
}

void TestCriticalMoments::stopGivesIncompleteReview()
{
    const Line line = lineOf(core::GameId::Othello,
        "---------------------------OX------XO--------------------------- X",
        {"f5", "d6", "c3", "d3", "c4"});
    std::atomic<bool> stop{true};
    const ai::CriticalReview r = ai::findCriticalMoments(line.positions, line.moves, 5, stop);
    QVERIFY(!r.complete);
    QVERIFY(r.moments.empty());
    QCOMPARE(r.evaluated, 0);
}

void TestCriticalMoments::openingLengthFollowsTheBoard()
{
    // The examples: 20 moves on 19x19, proportionally fewer on smaller boards.
    QCOMPARE(ai::openingMoves(*core::createGame(core::GameId::Go, "chinese size=19")), 20);
    QCOMPARE(ai::openingMoves(*core::createGame(core::GameId::Go, "chinese size=13")), 9);
    QCOMPARE(ai::openingMoves(*core::createGame(core::GameId::Go, "chinese size=9")), 4);
    QCOMPARE(ai::openingMoves(*core::createGame(core::GameId::Othello)), 4);
    QCOMPARE(ai::openingMoves(*core::createGame(core::GameId::Gomoku)), 4);
}

void TestCriticalMoments::goTwoMoveGameListsNothing()
{
    // The report that started this: 1. Q16 listed as a 25 % loss after a two-move game.
    const Line line = lineFrom(core::createGame(core::GameId::Go, "chinese size=19"),
        {"Q16", "D4"});
    std::atomic<bool> stop{false};
    const ai::CriticalReview r = ai::findCriticalMoments(line.positions, line.moves, 5, stop);
    QVERIFY(r.complete);
    QCOMPARE(int(r.moments.size()), 0);
}

void TestCriticalMoments::goProfessionalOpeningListsNothing()
{
    // Cho Chikun - Yoda Norimoto, 27th Meijin game 1 (2002): a title game's first 40 moves hold
    // no blunder a review should list.
    const QStringList moves = sgfMoves(QStringLiteral("nando_meijin27_g1.sgf"), 40);
    QCOMPARE(moves.size(), 40);
    QCOMPARE(moves.front(), QStringLiteral("Q16")); // B[pd]
    const Line line
        = lineFrom(core::createGame(core::GameId::Go, "chinese size=19 komi=5.5"), moves);
    std::atomic<bool> stop{false};
    const ai::CriticalReview r = ai::findCriticalMoments(line.positions, line.moves, 5, stop);
    QVERIFY(r.complete);
    QString listed;
    for (const ai::CriticalMoment &m : r.moments)
        listed += QStringLiteral(" %1.%2 (%3)").arg(m.ply).arg(moveText(*line.positions[0], m.played)).arg(m.swing());
    QVERIFY2(r.moments.empty(), qPrintable(listed));
}

QTEST_GUILESS_MAIN(TestCriticalMoments)
#include "tst_criticalmoments.moc"
