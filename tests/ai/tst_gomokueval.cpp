// The Gomoku evaluation and its fitting: features of a hand-worked position (an open three),
// the classes of a point's shape (the multisets of four patterns), the evaluation as the
// weighted sum of the features and classes plus the residual network on the features (its
// tables against the plain sum, Renju included; kept up to date move by move, over random
// games of all three rules), the network's arithmetic, the classes' fit (the network's is in
// tst_gomokuresidualfit.cpp), and the trainer's reading of match logs (which positions become
// samples, their outcome for the side to move, repeated and unfinished games skipped), labels
// from searches (and their cache) and the targets blended from them and the outcomes.
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "ai/gomoku/gomokueval.h"
#include "ai/gomoku/gomokutrainer.h"
#include "ai/logisticfit.h"
#include "games/gomoku/gomokugame.h"

#include "../support/gomokutext.h"

using namespace qiju;
using namespace qiju::ai::gomoku;

class TestGomokuEval : public QObject
{
    Q_OBJECT

private slots:
    void openThreeFeatures();
    void pointClassesAreTheMultisets();
    void classesOfAnOpenThree();
    void classWeightsFollowTheOutcomes();
    void evaluateIsTheWeightedSum_data();
    void evaluateIsTheWeightedSum();
    void trackedEvaluationIsTheWeightedSum();
    void residualNetworkArithmetic();
    void trainerReadsGames();
    void searchLabels();
    void blendedTargets();
    void evenTargetsFitZeroWeights();
};

// Black G8 H8 I8 on an empty board, Black to move. F8 and J8 make a straight four (two
// points), E8 and K8 a four with a gap (X.XXX): two more. Neither makes two threats at once,
// so no winning double-threat point; Black's best point is a straight four. White, with no
// stones, makes no four or open three anywhere. Pairs of lines: only E8 and K8 make a four
// that is not straight, and each has nothing but its own stone on its other three lines (a
// lone stone with room on both sides): three pairs of a four and a one each.
// Black has four points that make a four (so two or more threat points and four points).
void TestGomokuEval::openThreeFeatures()
{
    const auto g
        = test::gomokuFromText("freestyle", "15/15/15/15/15/15/15/6xxx6/15/15/15/15/15/15/15 b");
    QVERIFY(g);
    const EvalFeatures f = evalFeatures(g->position());
    QCOMPARE(f[kFeatFlex4], 2);
    QCOMPARE(f[kFeatBlock4], 2);
    QCOMPARE(f[kFeatWinPoint], 0);
    QCOMPARE(f[kFeatHasWin], 1);
    QCOMPARE(f[kFeatHasThreeTwo], 1); // cumulative: a straight-four point ranks above both
    QCOMPARE(f[kFeatHasThree], 1);
    QCOMPARE(f[kFeatPairFirst + pairFeature(5, 0)], 6); // a four (Block4) and a Flex1
    QCOMPARE(f[kFeatPairFirst + pairFeature(5, 1)], 0);
    QCOMPARE(f[kFeatTwoThreePoints], 1);
    QCOMPARE(f[kFeatTwoFourPoints], 1);
    QCOMPARE(f[kSideFeatures + kFeatPairFirst + pairFeature(5, 0)], 0);
    QCOMPARE(f[kSideFeatures + kFeatTwoThreePoints], 0);
    QCOMPARE(f[kSideFeatures + kFeatTwoFourPoints], 0);
    QCOMPARE(f[kSideFeatures + kFeatFlex4], 0);
    QCOMPARE(f[kSideFeatures + kFeatBlock4], 0);
    QCOMPARE(f[kSideFeatures + kFeatFlex3], 0);
    QCOMPARE(f[kSideFeatures + kFeatHasThree], 0);
    QCOMPARE(f[kFeatBias], 1);
}

// Every way of giving the four lines a pattern (12 kinds each): the class depends only on the
// multiset of the four, different multisets have different classes, and there are C(15, 4)
// = 1365 multisets of four out of 12 kinds, numbered 0 to 1364.
void TestGomokuEval::pointClassesAreTheMultisets()
{
    constexpr int kKinds = 12;
    std::map<std::array<int, 4>, int> classOf;
    std::set<int> classes;
    for (int a = 0; a < kKinds; ++a) {
        for (int b = 0; b < kKinds; ++b) {
            for (int c = 0; c < kKinds; ++c) {
                for (int d = 0; d < kKinds; ++d) {
                    const auto packed
                        = static_cast<qiju::gomoku::PackedPatterns>(a | b << 4 | c << 8 | d << 12);
                    const int cls = pointClass(packed);
                    std::array<int, 4> key = {a, b, c, d};
                    std::sort(key.begin(), key.end());
                    const auto [it, inserted] = classOf.emplace(key, cls);
                    QCOMPARE(it->second, cls);
                    if (inserted)
                        QVERIFY(classes.insert(cls).second);
                }
            }
        }
    }
    QCOMPARE(int(classes.size()), 1365);
    QCOMPARE(kPointClasses, 1365);
    QCOMPARE(*classes.begin(), 0);
    QCOMPARE(*classes.rbegin(), kPointClasses - 1);
}

// The position of openThreeFeatures(): Black's three G8-I8 alone on the board, Black to move.
// Near the stones (within two points) are the 7 x 5 points E6-K10 minus the three stones:
// 32 empty points for each side, in increasing order of class. For Black F8 and J8 make a
// straight four, with a lone stone on each of the three empty lines (Flex4 and three Flex1);
// no other point has that class.
void TestGomokuEval::classesOfAnOpenThree()
{
    using qiju::gomoku::LinePattern;
    const auto g
        = test::gomokuFromText("freestyle", "15/15/15/15/15/15/15/6xxx6/15/15/15/15/15/15/15 b");
    QVERIFY(g);
    const std::vector<ClassCount> classes = evalClasses(g->position());
    auto pack = [](LinePattern a, LinePattern b, LinePattern c, LinePattern d) {
        return static_cast<qiju::gomoku::PackedPatterns>(
            int(a) | int(b) << 4 | int(c) << 8 | int(d) << 12);
    };
    int total[2] = {};
    int straightFours = 0;
    const int straightFour = pointClass(
        pack(LinePattern::Flex4, LinePattern::Flex1, LinePattern::Flex1, LinePattern::Flex1));
    for (std::size_t i = 0; i < classes.size(); ++i) {
        total[classes[i].index / kPointClasses] += classes[i].count;
        if (i > 0)
            QVERIFY(classes[i - 1].index < classes[i].index);
        if (classes[i].index == straightFour)
            straightFours = classes[i].count;
    }
    QCOMPARE(total[0], 32);
    QCOMPARE(total[1], 32);
    QCOMPARE(straightFours, 2);
}

// Samples whose outcome a class foretells, the features saying nothing (a Flex1 count at
// random, the same for wins and losses): the class seen in the games won gets a positive
// weight, the one in the games lost a negative one, a class never seen none; with no stones
// on the board the later phase learns nothing new, so both phases' weights are equal.
void TestGomokuEval::classWeightsFollowTheOutcomes()
{
    constexpr int kWin = 100;
    constexpr int kLoss = kPointClasses + 200;
    std::mt19937 rng(45);
    std::vector<TrainingSample> samples;
    for (int i = 0; i < 400; ++i) {
        TrainingSample s;
        s.game = i;
        s.features[kFeatBias] = 1;
        s.features[kFeatFlex1] = static_cast<int>(rng() % 6);
        s.outcome = rng() % 4 == 0 ? 0.0 : 1.0;
        const bool foretold = rng() % 5 != 0; // the class is right four times in five
        const bool won = (s.outcome == 1.0) == foretold;
        s.classes.push_back({static_cast<std::uint16_t>(won ? kWin : kLoss), 1});
        samples.push_back(s);
    }
    std::ostringstream log;
    const FittedEval fit = fitEval(samples, 1.0, log);
    constexpr std::size_t kPhase1 = 2 * kPointClasses;
    QCOMPARE(fit.classWeights.size(), 2 * kPhase1);
    QVERIFY2(fit.classWeights[kWin] > 0, log.str().c_str());
    QVERIFY2(fit.classWeights[kLoss] < 0, log.str().c_str());
    QCOMPARE(fit.classWeights[kWin + 1], 0.0);
    QCOMPARE(fit.classWeights[kPhase1 + kWin], fit.classWeights[kWin]);
    QCOMPARE(fit.classWeights[kPhase1 + kLoss], fit.classWeights[kLoss]);
}

void TestGomokuEval::evaluateIsTheWeightedSum_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "freestyle"
                           << "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 b";
    QTest::newRow("free28") << "freestyle"
                            << "15/15/3x11/4ox1o7/4oox8/2o1oxoo7/2oxxxxo7/3o1o1xx6/2x1xxo1x6/9o5/"
                               "15/15/15/15/15 b";
    QTest::newRow("std8") << "standard"
                          << "15/15/15/15/15/15/6ooo6/5x1x7/3oxx9/15/15/15/15/15/15 w";
    QTest::newRow("renju lost") << "renju"
                                << "15/15/15/15/15/15/5xx8/6ox7/3oxoooox5/4x1ooo6/5xox1o5/"
                                   "6x3x4/5x1x7/8o6/15 b";
    QTest::newRow("renju white") << "renju"
                                 << "15/15/15/15/15/15/5xx8/6ox7/3oxoooox5/4x1ooo6/5xox1o5/"
                                    "6x3x4/5x1x7/8o6/15 w";
}

namespace {

// The evaluation as documented: the features' and the classes' weighted sums, blended by the
// stones.
int weightedSum(const qiju::gomoku::GomokuPosition &pos)
{
    const EvalFeatures f = evalFeatures(pos);
    const std::vector<ClassCount> classes = evalClasses(pos);
    int sum[kEvalPhases] = {};
    for (int phase = 0; phase < kEvalPhases; ++phase) {
        for (int i = 0; i < kEvalFeatures; ++i)
            sum[phase] += f[static_cast<std::size_t>(i)] * kEvalWeights[phase][i];
        for (const ClassCount &c : classes) {
            sum[phase] += c.count
                * kEvalClassWeights[phase][c.index / kPointClasses][c.index % kPointClasses];
        }
    }
    const int k = std::min(pos.stoneCount(), kEvalPhaseStones);
    const int blended = (sum[0] * (kEvalPhaseStones - k) + sum[1] * k) / kEvalPhaseStones;
    return std::clamp(blended / kEvalWeightScale, -kEvalLimit + 1, kEvalLimit - 1);
}

// The residual network as gomokuevalresidual.h states it, unit by unit.
double networkPoints(const ResidualInputs &x)
{
    double out = kResidualOutputBias;
    for (int h = 0; h < kResidualHidden; ++h) {
        double a = kResidualHiddenBias[h];
        for (int i = 0; i < kResidualInputs; ++i)
            a += double(kResidualHiddenWeights[i][h]) * x[static_cast<std::size_t>(i)];
        out += std::max(a, 0.0) * kResidualOutputWeights[h];
    }
    return out;
}

// The whole evaluation: the weighted sum plus the network on the scanned features.
int documentedEvaluation(const qiju::gomoku::GomokuPosition &pos)
{
    const int linear = weightedSum(pos);
    ResidualInputs x{};
    const EvalFeatures f = evalFeatures(pos);
    for (int i = 0; i < kFeatBias; ++i)
        x[static_cast<std::size_t>(i)] = static_cast<float>(f[static_cast<std::size_t>(i)]);
    x[kFeatBias]
        = static_cast<float>(std::min(pos.stoneCount(), kEvalPhaseStones)) / kEvalPhaseStones;
    x[kFeatBias + 1] = static_cast<float>(linear) / 1000.0F;
    const double residual = networkPoints(x);
    return std::clamp(linear + static_cast<int>(residual), -kEvalLimit + 1, kEvalLimit - 1);
}

} // namespace

// evaluate() sums precomputed per-point tables; evalFeatures() counts shapes point by point.
// The network's float sums run in another order than the test's, so a residual within
// rounding of a whole point may come out one point apart.
void TestGomokuEval::evaluateIsTheWeightedSum()
{
    QFETCH(QString, rules);
    QFETCH(QString, text);
    const auto g = test::gomokuFromText(rules.toUtf8().constData(), text.toUtf8().constData());
    QVERIFY(g);
    QCOMPARE(linearEvaluate(g->position()), weightedSum(g->position()));
    QVERIFY(std::abs(evaluate(g->position()) - documentedEvaluation(g->position())) <= 1);
}

// With trackEvaluation() the position keeps the sums up to date through play() and undo():
// random games near the stones (Renju fouls played too, the evaluation does not care), taken
// back and replayed at random; after every move the linear evaluation equals the weighted sum,
// the whole evaluation the documented one (within the rounding above), and the untracked scan
// of the same stones gives the same values.
void TestGomokuEval::trackedEvaluationIsTheWeightedSum()
{
    using qiju::gomoku::GomokuPosition;
    using qiju::gomoku::WinRule;
    std::mt19937 rng(361);
    for (WinRule rule : {WinRule::Freestyle, WinRule::ExactFive, WinRule::Renju}) {
        for (int game = 0; game < 6; ++game) {
            GomokuPosition pos(rule);
            trackEvaluation(pos);
            std::vector<int> played;
            for (int step = 0; step < 160; ++step) {
                if (!played.empty() && rng() % 4 == 0) {
                    pos.undo(played.back());
                    played.pop_back();
                } else {
                    std::vector<int> near;
                    pos.nearPoints().forEach([&](int p) { near.push_back(p); });
                    if (near.empty())
                        near.push_back(static_cast<int>(rng() % qiju::gomoku::kPoints));
                    const int p = near[rng() % near.size()];
                    pos.play(p);
                    played.push_back(p);
                }
                GomokuPosition scan(rule);
                for (std::size_t i = 0; i < played.size(); ++i)
                    scan.play(played[i]);
                QCOMPARE(scan.sideToMove(), pos.sideToMove());
                QCOMPARE(linearEvaluate(pos), weightedSum(pos));
                QCOMPARE(linearEvaluate(scan), weightedSum(pos));
                QVERIFY(std::abs(evaluate(pos) - documentedEvaluation(pos)) <= 1);
                QCOMPARE(evaluate(scan), evaluate(pos)); // the same features, the same sums
            }
        }
    }
}

// residualPoints() against the network written out unit by unit, on inputs with zeros (which
// it skips) and without.
void TestGomokuEval::residualNetworkArithmetic()
{
    std::mt19937 rng(48);
    for (int trial = 0; trial < 50; ++trial) {
        ResidualInputs x{};
        for (float &v : x)
            v = rng() % 3 == 0 ? 0.0F : static_cast<float>(rng() % 40) / 4.0F;
        const double expected = networkPoints(x);
        QVERIFY2(std::fabs(residualPoints(x) - expected) < 1e-3 * (1 + std::fabs(expected)),
            qPrintable(QString::number(residualPoints(x)) + " " + QString::number(expected)));
    }
}

// Black makes five down the H file on its fifth stone; White's four on the A file comes too
// late. The positions after 0-6 stones are quiet; after the seventh Black has a five to make
// (White must block) and after the eighth Black makes it: neither is a sample. The same game
// again, and a game that stops without five, add nothing.
void TestGomokuEval::trainerReadsGames()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("match.log").toStdString();
    {
        std::ofstream out(path);
        out << "Game 1: a (black) vs b (white): 1-0 (five), 9 plies\n"
               "Moves 1: H8 A1 H9 A2 H10 A3 H11 A4 H12\n"
               "Moves 2: H8 A1 H9 A2 H10 A3 H11 A4 H12\n"
               "Moves 3: H8 A1 H9\n";
    }
    std::vector<TrainingSample> samples;
    std::vector<std::string> seen;
    std::ostringstream log;
    QVERIFY(loadGames(path, "freestyle", &samples, &seen, log));
    QCOMPARE(seen.size(), std::size_t{1});
    QCOMPARE(samples.size(), std::size_t{7});
    for (std::size_t i = 0; i < samples.size(); ++i)
        QCOMPARE(samples[i].outcome, i % 2 == 0 ? 1.0 : 0.0); // Black to move on even plies
    QCOMPARE(samples[0].features[kFeatBias], 1);
    QCOMPARE(samples[0].features[kFeatFlex1], 0); // the empty board has no point near a stone

    {
        std::ofstream out(path);
        out << "Moves 1: H8 A1 Z99\n";
    }
    QVERIFY(!loadGames(path, "freestyle", &samples, &seen, log));
    QVERIFY(
        !loadGames(dir.filePath("missing.log").toStdString(), "freestyle", &samples, &seen, log));
}

namespace {

int lineCount(const std::string &path)
{
    std::ifstream in(path);
    std::string line;
    int n = 0;
    while (std::getline(in, line))
        ++n;
    return n;
}

} // namespace

// The game above labelled by searches, every position (positions after 0-6 stones). After 6
// Black, to move, has the open three H8-H10 (H7 and H11 free) and White only the closed three
// A1-A3 on the edge: Black's straight four wins before White's four can (a proven win). With
// two stones or fewer a side has nothing to prove. The cache holds one line per search; read
// back, it gives the same scores without a search (the file does not grow), and only for the
// same number of nodes.
void TestGomokuEval::searchLabels()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("match.log").toStdString();
    {
        std::ofstream out(path);
        out << "Moves 1: H8 A1 H9 A2 H10 A3 H11 A4 H12\n";
    }
    SearchLabels labels;
    labels.nodes = 3000;
    labels.cache = dir.filePath("labels.txt").toStdString();
    std::vector<TrainingSample> samples;
    std::vector<std::string> seen;
    std::ostringstream log;
    QVERIFY(loadGames(path, "freestyle", &samples, &seen, log, searchLabeller(labels, log)));
    QCOMPARE(samples.size(), std::size_t{7});
    QVERIFY(samples[6].searched);
    QVERIFY(samples[6].proven);
    QVERIFY(samples[6].score > 0);
    for (std::size_t i = 0; i < 3; ++i) {
        QVERIFY(samples[i].searched);
        QVERIFY(!samples[i].proven);
    }
    QCOMPARE(lineCount(labels.cache), 7);

    LabelCache cache;
    QVERIFY(readLabelCache(labels.cache, 3000, &cache, log));
    QCOMPARE(cache.size(), std::size_t{7});
    LabelCache other;
    QVERIFY(readLabelCache(labels.cache, 5000, &other, log));
    QVERIFY(other.empty());

    std::vector<TrainingSample> again;
    seen.clear();
    QVERIFY(loadGames(path, "freestyle", &again, &seen, log, searchLabeller(labels, log)));
    QCOMPARE(again.size(), samples.size());
    for (std::size_t i = 0; i < again.size(); ++i) {
        QCOMPARE(again[i].score, samples[i].score);
        QCOMPARE(again[i].proven, samples[i].proven);
    }
    QCOMPARE(lineCount(labels.cache), 7);

    {
        std::ofstream out(labels.cache, std::ios::app);
        out << "not a label\n";
    }
    QVERIFY(!readLabelCache(labels.cache, 3000, &cache, log));
}

// Eight searched samples: four scored +100 (three of their games won), four -100 (one won).
// The scale k with sigmoid(100 k) = 3/4 is ln 3 / 100, so the search's win chance is 3/4 and
// 1/4. A proven loss counts 0 whatever the outcome; a sample without a search keeps its
// outcome.
void TestGomokuEval::blendedTargets()
{
    std::vector<TrainingSample> samples;
    for (int i = 0; i < 8; ++i) {
        TrainingSample s;
        s.game = i;
        s.searched = true;
        s.score = i < 4 ? 100 : -100;
        s.outcome = (i < 4) == (i % 4 != 3) ? 1.0 : 0.0;
        samples.push_back(s);
    }
    TrainingSample proven;
    proven.game = 8;
    proven.searched = proven.proven = true;
    proven.score = -30000;
    proven.outcome = 1;
    samples.push_back(proven);
    TrainingSample plain;
    plain.game = 8;
    plain.outcome = 0;
    samples.push_back(plain);

    std::vector<double> targets;
    const double k = blendTargets(samples, 0.0, &targets);
    QVERIFY(std::fabs(k - std::log(3.0) / 100) < 1e-6);
    QCOMPARE(targets.size(), samples.size());
    for (std::size_t i = 0; i < 8; ++i)
        QVERIFY(std::fabs(targets[i] - (i < 4 ? 0.75 : 0.25)) < 1e-6);
    QCOMPARE(targets[8], 0.0);
    QCOMPARE(targets[9], 0.0);

    blendTargets(samples, 0.5, &targets);
    QVERIFY(std::fabs(targets[0] - (0.5 * 1 + 0.5 * 0.75)) < 1e-6);
    QVERIFY(std::fabs(targets[3] - (0.5 * 0 + 0.5 * 0.75)) < 1e-6);
    QCOMPARE(targets[8], 0.5);
    blendTargets(samples, 1.0, &targets);
    for (std::size_t i = 0; i < samples.size(); ++i)
        QCOMPARE(targets[i], samples[i].outcome);
}

// Targets of 1/2 everywhere say nothing about the features, whatever the outcomes: the fit's
// gradient at zero weights is zero, so the weights stay zero.
void TestGomokuEval::evenTargetsFitZeroWeights()
{
    ai::LogisticData data;
    data.features = 3;
    std::mt19937_64 rng(38);
    std::uniform_int_distribution<int> a(-5, 5);
    for (int i = 0; i < 2000; ++i) {
        const double x[3] = {double(a(rng)), double(a(rng)), 1.0};
        data.x.insert(data.x.end(), x, x + 3);
        data.outcome.push_back(x[0] > 0 ? 1.0 : 0.0);
        data.target.push_back(0.5);
        data.game.push_back(i / 10);
    }
    std::ostringstream log;
    const std::vector<double> w = ai::fitLogistic(data, 1.0, 2, 5, log);
    for (const double v : w)
        QVERIFY2(std::fabs(v) < 1e-9, log.str().c_str());
    data.target.clear();
    QVERIFY(ai::fitLogistic(data, 1.0, 2, 5, log)[0] > 0.5);
}

QTEST_GUILESS_MAIN(TestGomokuEval)
#include "tst_gomokueval.moc"
