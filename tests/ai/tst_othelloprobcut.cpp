// The Othello ProbCut model: the least-squares line checked on points worked by hand, the
// shallow depths' parity, and the fitted table's plausibility (a deep and a shallow search
// estimate the same final disc difference: slope near one, small intercept, a deviation of a
// few discs).
#include <QTest>

#include <cmath>

#include "ai/othello/othelloeval.h"
#include "ai/othello/othelloprobcut.h"
#include "ai/othello/othelloprobcutfit.h"

using namespace qiju::ai::othello;

class TestOthelloProbCut : public QObject
{
    Q_OBJECT

private slots:
    void lineThroughExactPoints();
    void lineThroughScatteredPoints();
    void tooFewPointsGiveIdentity();
    void shallowDepthKeepsParity();
    void fittedTableIsPlausible();
    void deepDepthsUseTheDeepestModel();
};

void TestOthelloProbCut::lineThroughExactPoints()
{
    const ProbCutModel m = fitLine({0, 1, 2}, {1, 3, 5}); // y = 2x + 1
    QVERIFY(std::abs(m.a - 2) < 1e-9);
    QVERIFY(std::abs(m.b - 1) < 1e-9);
    QVERIFY(m.sigma < 1e-9);
}

void TestOthelloProbCut::lineThroughScatteredPoints()
{
    // By hand: mean x 1.5, mean y 2; Sxx = 5, Sxy = 6, so a = 1.2 and b = 2 - 1.8 = 0.2; the
    // residuals -0.2, 0.6, -0.6, 0.2 square to 0.8 over 2 degrees of freedom: sigma^2 = 0.4.
    const ProbCutModel m = fitLine({0, 1, 2, 3}, {0, 2, 2, 4});
    QVERIFY(std::abs(m.a - 1.2) < 1e-9);
    QVERIFY(std::abs(m.b - 0.2) < 1e-9);
    QVERIFY(std::abs(m.sigma - std::sqrt(0.4)) < 1e-9);
}

void TestOthelloProbCut::tooFewPointsGiveIdentity()
{
    const ProbCutModel m = fitLine({1, 2}, {5, 9});
    QCOMPARE(m.a, 1.0);
    QCOMPARE(m.b, 0.0);
    QCOMPARE(m.sigma, 0.0);
}

void TestOthelloProbCut::shallowDepthKeepsParity()
{
    for (int d = kProbCutMinDepth; d <= 40; ++d) {
        const int s = probCutShallowDepth(d);
        QVERIFY(s >= 1);
        QVERIFY(s <= d - 2);
        QCOMPARE((d - s) % 2, 0);
    }
}

void TestOthelloProbCut::fittedTableIsPlausible()
{
    for (int d = kProbCutMinDepth; d <= kProbCutMaxDepth; ++d) {
        for (int phase = 0; phase < kProbCutPhases; ++phase) {
            const ProbCutModel &m = kProbCutTable[d - kProbCutMinDepth][phase];
            QVERIFY2(m.a > 0.8 && m.a < 1.25, qPrintable(QString::number(m.a)));
            QVERIFY2(std::abs(m.b) < 3 * kDiscScale, qPrintable(QString::number(m.b)));
            QVERIFY2(m.sigma > 0.5 * kDiscScale && m.sigma < 12 * kDiscScale,
                qPrintable(QString::number(m.sigma)));
        }
    }
}

void TestOthelloProbCut::deepDepthsUseTheDeepestModel()
{
    const ProbCutModel &deepest = kProbCutTable[kProbCutMaxDepth - kProbCutMinDepth][1];
    QCOMPARE(&probCutModel(kProbCutMaxDepth + 5, 30), &deepest); // 30 empties: phase 1
    QCOMPARE(&probCutModel(kProbCutMinDepth, 60), &kProbCutTable[0][3]);
    QCOMPARE(probCutPhase(23), 0);
    QCOMPARE(probCutPhase(24), 1);
    QCOMPARE(probCutPhase(47), 2);
    QCOMPARE(probCutPhase(48), 3);
}

QTEST_GUILESS_MAIN(TestOthelloProbCut)
#include "tst_othelloprobcut.moc"
