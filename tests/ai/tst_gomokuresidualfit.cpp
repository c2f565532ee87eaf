// The Gomoku evaluation's residual network fit (gomokuresidualfit.h): it learns an interaction
// the linear evaluation cannot hold from the outcomes, or from the targets a search's verdicts
// give, and the trainer writes the fitted network out as gomokuevalresidual.cpp.
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

#include "ai/gomoku/gomokueval.h"
#include "ai/gomoku/gomokuresidualfit.h"
#include "ai/gomoku/gomokutrainer.h"

using namespace qiju;
using namespace qiju::ai::gomoku;

class TestGomokuResidualFit : public QObject
{
    Q_OBJECT

private slots:
    void residualFitLearnsAnInteraction();
    void residualFitAimsAtTargets();
    void residualSourceIsWritten();
};

namespace {

// A sample for the network's interaction tests: random stones and one-stone counts for both
// sides, and whether the side to move (`mine`) and the opponent (`theirs`) have an open-three
// point; the outcome is left to the test.
TrainingSample interactionSample(std::mt19937 &rng, int game, bool *mine, bool *theirs)
{
    TrainingSample s;
    s.game = game;
    s.stones = static_cast<int>(rng() % 40);
    s.features[kFeatBias] = 1;
    s.features[kFeatFlex1] = static_cast<int>(rng() % 8);
    s.features[kSideFeatures + kFeatFlex1] = static_cast<int>(rng() % 8);
    *mine = rng() % 2 == 0;
    *theirs = rng() % 2 == 0;
    s.features[kFeatHasThree] = *mine;
    s.features[kSideFeatures + kFeatHasThree] = *theirs;
    return s;
}

// The fitted network's points for a middle-game position with the given open-three points.
double interactionPoints(const FittedResidual &fit, bool mine, bool theirs)
{
    EvalFeatures f{};
    f[kFeatBias] = 1;
    f[kFeatFlex1] = 3;
    f[kSideFeatures + kFeatFlex1] = 3;
    f[kFeatHasThree] = mine;
    f[kSideFeatures + kFeatHasThree] = theirs;
    return residualPoints(fit, residualInputs(f, 20, 0));
}

} // namespace

// Outcomes that follow an interaction the linear evaluation cannot hold: the side to move wins
// three times in four when exactly one side has an open-three point, loses three times in
// four otherwise, and the linear evaluation is 0 throughout. The network learns it: the
// hold-out loss falls well below log 2 (about 0.69; three in four right is about 0.56), and its
// points are positive for one three and negative for none or two. The loss recomputed from the
// folded weights is the one the fit reports.
void TestGomokuResidualFit::residualFitLearnsAnInteraction()
{
    std::mt19937 rng(4801);
    std::vector<TrainingSample> samples;
    for (int i = 0; i < 4000; ++i) {
        bool mine = false;
        bool theirs = false;
        TrainingSample s = interactionSample(rng, i, &mine, &theirs);
        const bool favoured = mine != theirs;
        const bool right = rng() % 4 != 0;
        s.outcome = favoured == right ? 1.0 : 0.0;
        samples.push_back(s);
    }
    std::ostringstream log;
    ResidualOptions options;
    options.batch = 64; // enough steps for so few samples
    const FittedResidual fit = fitResidual(samples, options, log);
    QVERIFY2(std::fabs(fit.heldLossBefore - std::log(2.0)) < 0.01, log.str().c_str());
    QVERIFY2(fit.heldLossAfter < 0.58, log.str().c_str());
    auto points = [&](bool mine, bool theirs) { return interactionPoints(fit, mine, theirs); };
    QVERIFY(points(true, false) > 0);
    QVERIFY(points(false, true) > 0);
    QVERIFY(points(false, false) < 0);
    QVERIFY(points(true, true) < 0);
    double loss = 0;
    int held = 0;
    for (const TrainingSample &s : samples) {
        if (s.game % 10 != 9)
            continue;
        const double z = (s.linear + residualPoints(fit, residualInputs(s.features, s.stones, 0)))
                / fit.pointsPerLogit
            + fit.baseOffset;
        const double p = 1 / (1 + std::exp(-z));
        loss -= s.outcome * std::log(p) + (1 - s.outcome) * std::log(1 - p);
        ++held;
    }
    QVERIFY(std::fabs(loss / held - fit.heldLossAfter) < 1e-6);
}

// The same interaction given only by the targets (a search's verdicts, as the trainer's
// --label-nodes gives them): the training games' outcomes are coin flips, their targets 3/4 for
// the favoured side and 1/4 otherwise; the held-out games, whose outcome loss picks the
// network's best epoch, carry the targets as their outcomes. A fit aiming at the training
// outcomes would learn nothing and keep its empty start (0 points everywhere); one aiming at
// the targets learns their signs.
void TestGomokuResidualFit::residualFitAimsAtTargets()
{
    std::mt19937 rng(5301);
    std::vector<TrainingSample> samples;
    std::vector<double> targets;
    for (int i = 0; i < 4000; ++i) {
        bool mine = false;
        bool theirs = false;
        TrainingSample s = interactionSample(rng, i, &mine, &theirs);
        s.outcome = rng() % 2 == 0 ? 1.0 : 0.0;
        samples.push_back(s);
        targets.push_back(mine != theirs ? 0.75 : 0.25);
    }
    std::ostringstream log;
    ResidualOptions options;
    options.batch = 64;
    options.nets = 1;
    options.hidden = 16;
    options.epochs = 10;
    for (TrainingSample &s : samples) {
        if (s.game % 10 == 9)
            s.outcome = targets[static_cast<std::size_t>(s.game)];
    }
    const FittedResidual fit = fitResidual(samples, options, log, targets);
    auto points = [&](bool mine, bool theirs) { return interactionPoints(fit, mine, theirs); };
    QVERIFY2(points(true, false) > 0, log.str().c_str());
    QVERIFY2(points(false, true) > 0, log.str().c_str());
    QVERIFY2(points(false, false) < 0, log.str().c_str());
    QVERIFY2(points(true, true) < 0, log.str().c_str());
}

// `train-eval gomoku --residual` writes gomokuevalresidual.cpp: every weight the header declares,
// each a float literal C++ accepts (a point or an exponent, then F), and nothing else.
void TestGomokuResidualFit::residualSourceIsWritten()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string games = dir.filePath("match.log").toStdString();
    const std::string source = dir.filePath("residual.cpp").toStdString();
    {
        std::ofstream out(games);
        out << "Moves 1: H8 A1 H9 A2 H10 A3 H11 A4 H12\n"
               "Moves 2: H8 A1 G8 A2 F8 A3 E8 A4 D8\n";
    }
    std::ostringstream log;
    QCOMPARE(runTrainEval({"--games", games, "--residual", "--out", source}, log), 0);
    std::ifstream in(source);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    QVERIFY(
        text.find("kResidualHiddenWeights[kResidualInputs][kResidualHidden]") != std::string::npos);
    QVERIFY(
        text.find("kResidualOrigin[] = \"fitted on 14 positions of 2 games") != std::string::npos);
    int literals = 0;
    std::size_t from = text.find("kResidualHiddenWeights");
    for (std::size_t f = text.find('F', from); f != std::string::npos; f = text.find('F', f + 1)) {
        std::size_t start = f;
        while (
            start > 0 && std::string("0123456789.e+-").find(text[start - 1]) != std::string::npos)
            --start;
        const std::string number = text.substr(start, f - start);
        QVERIFY2(number.find_first_of(".e") != std::string::npos, number.c_str());
        QVERIFY(std::isfinite(std::stod(number)));
        ++literals;
    }
    QCOMPARE(literals, kResidualInputs * kResidualHidden + 2 * kResidualHidden + 1);
}

QTEST_GUILESS_MAIN(TestGomokuResidualFit)
#include "tst_gomokuresidualfit.moc"
