// The answers to an open three (defencesAgainst, which the search and the threat solver use at
// every node that must answer one): two hand-worked shapes, and on thousands of positions from
// random games under all three rules the same set of points as a brute force that tries a
// defender's stone on every empty point of the board and keeps those after which none of the
// threats still makes a straight four (a foul of a Renju Black threat counts as stopped; only
// there may the brute force find more, far from the threats' lines, and on those lines it
// finds the same).
#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <vector>

#include "ai/gomoku/gomokuthreats.h"
#include "games/gomoku/gomokugame.h"

#include "../support/gomokutext.h"

using namespace qiju;
using namespace qiju::gomoku;
using ai::gomoku::PointList;
using core::Side;

namespace {

std::vector<int> sorted(const PointList &list)
{
    std::vector<int> v(list.points.begin(), list.points.begin() + list.size);
    std::sort(v.begin(), v.end());
    return v;
}

std::vector<int> defences(GomokuPosition pos, Side attacker)
{
    PointList threats;
    ai::gomoku::flex4Points(pos, attacker, threats);
    PointList out;
    ai::gomoku::defencesAgainst(pos, attacker, threats, out);
    return sorted(out);
}

// q lies on a line through one of `threats`, at most five steps from it.
bool onThreatLine(int q, const PointList &threats)
{
    for (int i = 0; i < threats.size; ++i) {
        const int dx = std::abs(q % kSize - threats[i] % kSize);
        const int dy = std::abs(q / kSize - threats[i] / kSize);
        if ((dx == 0 || dy == 0 || dx == dy) && std::max(dx, dy) <= 5)
            return true;
    }
    return false;
}

// Every empty point the defender may play (with `onThreatLines`, only those on a threat's
// line within five steps of it), tried in turn.
std::vector<int> bruteForce(GomokuPosition pos, Side attacker, bool onThreatLines = false)
{
    PointList threats;
    ai::gomoku::flex4Points(pos, attacker, threats);
    const Side defender = core::opposite(attacker);
    std::vector<int> out;
    for (int q = 0; q < kPoints; ++q) {
        if (!pos.isEmpty(q) || pos.isFoul(q, defender)
            || (onThreatLines && !onThreatLine(q, threats)))
            continue;
        pos.put(q, defender);
        bool stopped = true;
        for (int i = 0; i < threats.size; ++i) {
            const int r = threats[i];
            if (r != q && (pos.flags(r, attacker) & kFlagFlex4) && !pos.isFoul(r, attacker))
                stopped = false;
        }
        pos.remove(q);
        if (stopped)
            out.push_back(q);
    }
    return out;
}

std::vector<int> points(std::initializer_list<const char *> names)
{
    std::vector<int> v;
    for (const char *n : names)
        v.push_back(*parsePoint(n));
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestGomokuDefence : public QObject
{
    Q_OBJECT

private slots:
    void handWorked_data();
    void handWorked();
    void matchesBruteForce_data();
    void matchesBruteForce();
};

void TestGomokuDefence::handWorked_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<std::vector<int>>("expected");
    // G8 H8 I8 with the whole row open: F8 and J8 make straight fours. A White stone on F8
    // leaves J8 only a four blocked at F8 (and F8 itself taken), J8 the same the other way;
    // E8 or K8 leave the other side's straight four (J8 with F8 and K8 open). So F8 and J8.
    QTest::newRow("three") << "15/15/15/15/15/15/15/6xxx6/15/15/15/15/15/15/15 w"
                           << points({"F8", "J8"});
    // G8 H8 J8, a split three: only I8 makes a straight four (F8 and K8 open beside it); F8
    // or K8 blocks one end of it, I8 fills the gap. So F8, I8 and K8.
    QTest::newRow("split") << "15/15/15/15/15/15/15/6xx1x5/15/15/15/15/15/15/15 w"
                           << points({"F8", "I8", "K8"});
}

void TestGomokuDefence::handWorked()
{
    QFETCH(QString, text);
    QFETCH(std::vector<int>, expected);
    const auto g = test::gomokuFromText("freestyle", text.toLatin1().constData());
    QVERIFY(g);
    QCOMPARE(defences(g->position(), Side::Black), expected);
    QCOMPARE(bruteForce(g->position(), Side::Black), expected);
}

void TestGomokuDefence::matchesBruteForce_data()
{
    QTest::addColumn<int>("rule");
    QTest::newRow("freestyle") << static_cast<int>(WinRule::Freestyle);
    QTest::newRow("exact five") << static_cast<int>(WinRule::ExactFive);
    QTest::newRow("renju") << static_cast<int>(WinRule::Renju);
}

// Random games near the centre (no move that makes five), checked after every move for both
// colours as the attacker whenever that colour has a straight-four point.
void TestGomokuDefence::matchesBruteForce()
{
    QFETCH(int, rule);
    std::mt19937 rng(20261205u + static_cast<unsigned>(rule));
    int checked = 0;
    int withManyThreats = 0;
    int farFoulCases = 0;
    for (int game = 0; game < 150; ++game) {
        GomokuPosition pos(static_cast<WinRule>(rule));
        for (int ply = 0; ply < 70; ++ply) {
            std::vector<int> moves;
            for (int p = 0; p < kPoints; ++p) {
                const int x = p % kSize;
                const int y = p / kSize;
                if (pos.isEmpty(p) && x >= 2 && x <= 12 && y >= 2 && y <= 12
                    && !pos.makesFive(p, pos.sideToMove()) && !pos.isFoul(p, pos.sideToMove()))
                    moves.push_back(p);
            }
            if (moves.empty())
                break;
            pos.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
            for (const Side attacker : {Side::Black, Side::White}) {
                PointList threats;
                ai::gomoku::flex4Points(pos, attacker, threats);
                if (threats.empty())
                    continue;
                ++checked;
                if (threats.size >= 3)
                    ++withManyThreats;
                const std::vector<int> got = defences(pos, attacker);
                const std::vector<int> want = bruteForce(pos, attacker);
                // Under Renju a White stone far from a Black threat can make its point a foul
                // (a three of it may stop counting once a point that would complete it is no
                // longer a foul itself); only points on the threats' lines are tried, so
                // there the answers are exactly the real ones on those lines (most settled by
                // the patterns alone, the rest with the stone on the board).
                const bool farFouls
                    = rule == static_cast<int>(WinRule::Renju) && attacker == Side::Black;
                if (farFouls && got != want)
                    ++farFoulCases;
                if (farFouls ? got != bruteForce(pos, attacker, true)
                            || !std::includes(want.begin(), want.end(), got.begin(), got.end())
                             : got != want)
                    QFAIL(qPrintable(QStringLiteral("%1, attacker %2: %3 defences, brute force %4")
                                         .arg(QString::fromStdString(pos.toText()))
                                         .arg(attacker == Side::Black ? "Black" : "White")
                                         .arg(got.size())
                                         .arg(want.size())));
            }
        }
    }
    // The games must have reached many threats, some of several points at once.
    QVERIFY2(checked > 1000, qPrintable(QString::number(checked)));
    QVERIFY2(withManyThreats > 100, qPrintable(QString::number(withManyThreats)));
    if (farFoulCases > 0)
        qInfo("%d of %d Renju positions had a far defence through a foul", farFoulCases, checked);
}

QTEST_GUILESS_MAIN(TestGomokuDefence)
#include "tst_gomokudefence.moc"
