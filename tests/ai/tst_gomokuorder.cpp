// The Gomoku move order fitted to a teacher's moves: the compiled order on a hand-worked
// position (the points of a straight four, for the side that makes it and for the side that
// must block it, ahead of a quiet point), the reading of match logs for the teacher's games
// (its colour from the names, the opening plies, excluded openings, repeated and unnamed
// games), and the fit on games of a synthetic teacher whose rule is known (a four first,
// then an open three), which the fitted order must follow on positions it was not fitted on.
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <sstream>

#include "ai/gomoku/gomokueval.h"
#include "ai/gomoku/gomokuordertrainer.h"
#include "ai/gomoku/gomokusearchmoves.h"
#include "ai/gomoku/gomokuthreats.h"
#include "games/gomoku/gomokugame.h"
#include "games/gomoku/gomokujournal.h"

#include "../support/gomokutext.h"

using namespace qiju;
using namespace qiju::ai::gomoku;

class TestGomokuOrder : public QObject
{
    Q_OBJECT

private slots:
    void compiledOrderRanksAStraightFourFirst();
    void readsTheTeachersGames();
    void fitFollowsTheTeacher();
};

// Black G8 H8 I8 (an open three in row 8). F8 and J8 make a straight four for Black, which
// wins: with Black to move they are its best points, with White to move the points White must
// take. G11, three rows above the three and two points from nothing else, makes no more than
// a lone stone's patterns for either side.
void TestGomokuOrder::compiledOrderRanksAStraightFourFirst()
{
    const int *values = orderValues();
    for (const char *text : {"15/15/15/15/15/15/15/6xxx6/15/15/15/15/15/15/15 b",
             "15/15/15/15/15/15/15/6xxx6/15/15/15/15/15/15/15 w"}) {
        const auto g = test::gomokuFromText("freestyle", text);
        QVERIFY(g);
        const auto &pos = g->position();
        const int f8 = gomoku::pointIndex({5, 7});
        const int j8 = gomoku::pointIndex({9, 7});
        const int g11 = gomoku::pointIndex({6, 10});
        QCOMPARE(classify(pos, f8, core::Side::Black), Threat::Flex4);
        QCOMPARE(classify(pos, g11, core::Side::Black), Threat::None);
        QVERIFY2(orderScore(pos, f8, values) > orderScore(pos, g11, values), text);
        QVERIFY2(orderScore(pos, j8, values) > orderScore(pos, g11, values), text);
    }
}

void TestGomokuOrder::readsTheTeachersGames()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string log = dir.filePath("match.log").toStdString();
    const std::string openings = dir.filePath("openings.txt").toStdString();
    const std::string exclude = dir.filePath("exclude.txt").toStdString();
    {
        std::ofstream out(log);
        out << "Game 1: qiju gomocup (black) vs teacher.sh (white): 1-0 (five), 9 plies\n"
               "Moves 1: H8 A1 H9 A2 H10 A3 H11 A4 H12\n"
               "garbage: Game 7\n"
               "Game 2: teacher.sh (black) vs qiju gomocup (white): 1-0 (five), 9 plies\n"
               "Game 3: qiju (black) vs qiju (white): 1-0 (five), 9 plies\n"
               "Moves 2: J8 A1 J9 A2 J10 A3 J11 A4 J12\n"
               "Moves 3: K8 A1 K9 A2 K10 A3 K11 A4 K12\n"
               "Moves 4: L8 A1 L9 A2 L10 A3 L11 A4 L12\n"
               "Game 5: teacher.sh (black) vs qiju (white): 1-0 (five), 9 plies\n"
               "Moves 5: H8 A1 H9 A2 H10 A3 H11 A4 H12\n"
               "Game x: teacher.sh (black) vs qiju (white): 1-0 (five), 9 plies\n";
        std::ofstream(openings) << "H8 A1\nH8 A1 H9\nJ8 B1\n";
        std::ofstream(exclude) << "J8 A1 J9\n";
    }
    // Game 1: the teacher is White, the opening "H8 A1 H9" (the longest that fits). Game 2:
    // the teacher is Black, no opening. Game 3: no teacher; game 4: no names; game 5: the
    // same moves as game 1.
    TeacherOptions options;
    options.logs = {log};
    options.teacher = "teacher";
    options.openings = {openings};
    std::vector<TeacherGame> games;
    std::ostringstream messages;
    QVERIFY(readTeacherGames(options, &games, messages));
    QCOMPARE(games.size(), std::size_t{2});
    QCOMPARE(games[0].teacherIsBlack, false);
    QCOMPARE(games[0].openingPlies, 3);
    QCOMPARE(games[0].moves.size(), std::size_t{9});
    QCOMPARE(games[0].moves[2], std::string("H9"));
    QCOMPARE(games[1].teacherIsBlack, true);
    QCOMPARE(games[1].openingPlies, 0);
    QCOMPARE(games[1].moves.front(), std::string("J8"));

    options.exclude = {exclude};
    games.clear();
    QVERIFY(readTeacherGames(options, &games, messages));
    QCOMPARE(games.size(), std::size_t{1});
    QCOMPARE(games[0].moves.front(), std::string("H8"));

    options.logs.push_back(dir.filePath("missing.log").toStdString());
    QVERIFY(!readTeacherGames(options, &games, messages));
}

namespace {

// A deterministic pseudo-random number in [0, n).
int nextRandom(std::uint64_t &state, int n)
{
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
}

// The points the search would order.
std::vector<int> orderedPoints(gomoku::GomokuPosition pos)
{
    gomoku::MoveJournal journal;
    const gomoku::JournalScope attach(pos, journal);
    PointList threats, points;
    flex4Points(pos, core::opposite(pos.sideToMove()), threats);
    searchedPoints(pos, threats, points);
    return std::vector<int>(points.points.begin(), points.points.begin() + points.size);
}

// What a move of `s` at p makes: 2 a four (or better), 1 an open three (or two), 0 less.
int kindOf(const gomoku::GomokuPosition &pos, int p, core::Side s)
{
    const Threat t = classify(pos, p, s);
    if (t == Threat::Block4 || t >= Threat::FourThree)
        return 2;
    return t == Threat::Flex3 || t == Threat::DoubleThree ? 1 : 0;
}

// The synthetic teacher's move (Black): the lowest point making a four, else the lowest
// making an open three, else a pseudo-random point (`kind` 2, 1 or 0). White plays a
// pseudo-random point, or blocks a five.
int teacherMove(const gomoku::GomokuPosition &pos, std::uint64_t &random, int *kind)
{
    const core::Side me = pos.sideToMove();
    const std::vector<int> points = orderedPoints(pos);
    *kind = 0;
    if (me == core::Side::White && !pos.fivePoints(core::Side::Black).empty())
        return pos.fivePoints(core::Side::Black).first();
    int best = -1;
    if (me == core::Side::Black) {
        for (int p : points) {
            const int k = kindOf(pos, p, me);
            if (k > *kind || (k == *kind && k > 0 && p < best)) {
                *kind = k;
                best = p;
            }
        }
    }
    if (best >= 0)
        return best;
    return points[static_cast<std::size_t>(nextRandom(random, static_cast<int>(points.size())))];
}

} // namespace

// Games of the synthetic teacher against a random White, from a random first stone: the fit
// on them must put the teacher's kind of move first. Measured on new games of the same
// players: where the teacher made a four, the fitted order's first point must make a four;
// where it made an open three (having no four), an open three.
void TestGomokuOrder::fitFollowsTheTeacher()
{
    auto play = [](std::uint64_t seed, int count, std::vector<TeacherGame> *games,
                    std::vector<std::pair<gomoku::GomokuPosition, int>> *checks) {
        std::uint64_t random = seed;
        core::ParseError error = core::ParseError::None;
        const auto start = gomoku::GomokuGame::create("freestyle", &error);
        for (int k = 0; k < count; ++k) {
            auto g = start->clone();
            const auto &gomoku = static_cast<gomoku::GomokuGame &>(*g);
            TeacherGame game;
            game.teacherIsBlack = true;
            game.openingPlies = 1;
            int p = gomoku::pointIndex({4 + nextRandom(random, 7), 4 + nextRandom(random, 7)});
            while (!g->result()) {
                const auto move = core::Move::place(gomoku::pointOf(p));
                game.moves.push_back(g->moveText(move));
                g->play(move);
                if (g->result())
                    break;
                int kind = 0;
                p = teacherMove(gomoku.position(), random, &kind);
                if (checks && kind > 0 && gomoku.position().fivePoints(core::Side::Black).empty()
                    && gomoku.position().fivePoints(core::Side::White).empty())
                    checks->emplace_back(gomoku.position(), kind);
            }
            games->push_back(std::move(game));
        }
    };
    std::vector<TeacherGame> games;
    play(1, 400, &games, nullptr);
    std::ostringstream log;
    const std::vector<double> w = fitOrder(games, "freestyle", 40, 1e-5, log);
    QCOMPARE(w.size(), std::size_t{2 * kPointClasses});

    std::vector<TeacherGame> unused;
    std::vector<std::pair<gomoku::GomokuPosition, int>> checks;
    play(2, 100, &unused, &checks);
    QVERIFY(checks.size() >= 100);
    int right = 0;
    for (const auto &[pos, kind] : checks) {
        const core::Side me = pos.sideToMove();
        int best = -1;
        double bestLogit = -1e300;
        for (int p : orderedPoints(pos)) {
            const double l = w[static_cast<std::size_t>(pointClass(pos.packedPatterns(p, me)))]
                + w[static_cast<std::size_t>(
                    kPointClasses + pointClass(pos.packedPatterns(p, core::opposite(me))))];
            if (l > bestLogit) {
                bestLogit = l;
                best = p;
            }
        }
        right += kindOf(pos, best, me) == kind;
    }
    // A class of the point's shape tells a four and an open three apart exactly; what the
    // pseudo-random White adds is shapes the 400 games never showed.
    QVERIFY2(right >= static_cast<int>(checks.size()) * 95 / 100,
        qPrintable(QString("%1 of %2").arg(right).arg(checks.size())));
}

QTEST_GUILESS_MAIN(TestGomokuOrder)
#include "tst_gomokuorder.moc"
