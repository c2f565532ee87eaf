// The Ataxx evaluation and its fitting: the features of a hand-worked position, the blend of
// the open and the full board's weights by the empties, the trainer's reading of match logs
// (a seven-ply game worked by hand) and the logistic fit recovering the weights that drew
// synthetic outcomes.
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

#include "ai/ataxx/ataxxeval.h"
#include "ai/ataxx/ataxxtrainer.h"
#include "ai/logisticfit.h"
#include "games/ataxx/ataxxposition.h"

using namespace qiju;
using namespace qiju::ai::ataxx;
using qiju::ataxx::AtaxxPosition;

namespace {

void writeText(const std::string &path, const char *text)
{
    std::ofstream out(path);
    out << text;
}

} // namespace

class TestAtaxxEval : public QObject
{
    Q_OBJECT

private slots:
    void handWorkedFeatures();
    void weightsBlendByEmpties();
    void trainerReadsGames();
    void logisticFitRecoversWeights();
};

// Black (to move) on a1, White on c1, the rest empty (47 squares). Black clones to a2, b1, b2
// (3), White to b1, b2, c2, d1, d2 (5). Black reaches a1-c3 less the two pieces (7 squares),
// White a1-e3 less them (13). Each piece is next to a square the other reaches (c1 next to
// b1, a1 next to a2): exposed 1 - 1. No piece is walled in. Black's best capture: a clone to
// b1 or b2 takes c1 (2 + 1 = 3); White's the same on a1 (b1 or b2: 3). Empties only one side
// can clone into and the other cannot reach: none for Black, d1 and d2 for White.
void TestAtaxxEval::handWorkedFeatures()
{
    const auto p = AtaxxPosition::fromFen("7/7/7/7/7/7/x1o4 x 0 1");
    QVERIFY(p);
    int empties = 0;
    const EvalFeatures f = evalFeatures(p->player(), p->opponent(), p->blocked(), &empties);
    QCOMPARE(empties, 47);
    QCOMPARE(f[kFeatMaterial], 0);
    QCOMPARE(f[kFeatMobility], 3 - 5);
    QCOMPARE(f[kFeatExposed], 0);
    QCOMPARE(f[kFeatSafe], 0);
    QCOMPARE(f[kFeatMoverThreat], 3);
    QCOMPARE(f[kFeatOtherThreat], 3);
    QCOMPARE(f[kFeatOwnEmpties], 0 - 2);
    QCOMPARE(f[kFeatTempo], 1);
    // With the hand weights: 4 * -2 + 70 * 3 - 40 * 3 = 82 centipieces.
    QCOMPARE(evaluate(p->player(), p->opponent(), p->blocked(), kHandWeights), 82);
}

// Four full ranks (15 Black pieces, 14 White) and 20 empties: 20/45 of the open board's
// weight and 25/45 of the full board's. A piece worth 100 open and 300 full is worth
// (100 * 20 + 300 * 25) / 45 = 211 (rounded towards zero).
void TestAtaxxEval::weightsBlendByEmpties()
{
    const auto p = AtaxxPosition::fromFen("xxxxxxx/ooooooo/xxxxxxx/ooooooo/7/7/x6 x 0 1");
    QVERIFY(p);
    EvalWeights w;
    w.open[kFeatMaterial] = 100;
    w.full[kFeatMaterial] = 300;
    QCOMPARE(evaluate(p->player(), p->opponent(), p->blocked(), w), 211);
    const auto columns = fitColumns(EvalFeatures{1, 0, 0, 0, 0, 0, 0, 1}, 20);
    QCOMPARE(columns.size(), std::size_t{kFitColumns});
    QCOMPARE(columns[kFeatMaterial], 20.0 / 45);
    QCOMPARE(columns[kEvalFeatures + kFeatMaterial], 25.0 / 45);
}

// a7c6 a1c2 d6 c2d4 d6f7 (takes g7) e5 d5 (takes d4 and e5): White has no piece left after
// seven plies and Black wins 7-0. Seven positions, Black to move on even plies; the start has
// 45 empties, so its columns are all the open board's. The same game again, and a game that
// stops before its end, add nothing; a bad move or a missing file fails.
void TestAtaxxEval::trainerReadsGames()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("match.log").toStdString();
    writeText(path,
        "Moves 1: a7c6 a1c2 d6 c2d4 d6f7 e5 d5\n"
        "Moves 2: a7c6 a1c2 d6 c2d4 d6f7 e5 d5\n"
        "Moves 3: a7c6 a1c2 d6\n");
    ai::LogisticData data;
    std::vector<std::string> seen;
    std::ostringstream log;
    QVERIFY(loadGames(path, "uai", &data, &seen, log));
    QCOMPARE(seen.size(), std::size_t{1});
    QCOMPARE(data.size(), std::size_t{7});
    QCOMPARE(data.features, kFitColumns);
    for (std::size_t i = 0; i < data.size(); ++i)
        QCOMPARE(data.outcome[i], i % 2 == 0 ? 1.0 : 0.0);
    const double *start = data.row(0);
    QCOMPARE(start[kFeatTempo], 1.0);
    QCOMPARE(start[kFeatMaterial], 0.0);
    QCOMPARE(start[kEvalFeatures + kFeatTempo], 0.0);

    writeText(path, "Moves 1: a7c6 z9\n");
    QVERIFY(!loadGames(path, "uai", &data, &seen, log));
    QVERIFY(!loadGames(dir.filePath("missing.log").toStdString(), "uai", &data, &seen, log));
}

// Outcomes drawn with probability sigmoid(0.4 a - 0.7 b + 0.2) from 30,000 random (a, b):
// the fit on nine games in ten finds the three weights within a few hundredths (their
// standard errors are below 0.02), and the hold-out loss beats a coin's log 2.
void TestAtaxxEval::logisticFitRecoversWeights()
{
    const double truth[3] = {0.4, -0.7, 0.2};
    std::mt19937_64 rng(12345);
    std::uniform_int_distribution<int> a(-5, 5), b(-3, 3);
    std::uniform_real_distribution<double> u(0, 1);
    ai::LogisticData data;
    data.features = 3;
    for (int i = 0; i < 30000; ++i) {
        const double x[3] = {double(a(rng)), double(b(rng)), 1.0};
        const double z = truth[0] * x[0] + truth[1] * x[1] + truth[2] * x[2];
        data.x.insert(data.x.end(), x, x + 3);
        data.outcome.push_back(u(rng) < 1 / (1 + std::exp(-z)) ? 1.0 : 0.0);
        data.game.push_back(i / 10);
    }
    std::ostringstream log;
    const std::vector<double> w = ai::fitLogistic(data, 0.0, 2, 10, log);
    QCOMPARE(w.size(), std::size_t{3});
    for (int i = 0; i < 3; ++i)
        QVERIFY2(std::fabs(w[static_cast<std::size_t>(i)] - truth[i]) < 0.08, log.str().c_str());
    QVERIFY(ai::holdOutLoss(data, ai::scores(data, w)).loss < std::log(2.0));
}

QTEST_GUILESS_MAIN(TestAtaxxEval)
#include "tst_ataxxeval.moc"
