// The Go tree's candidate priors on 19x19 (ai/go/gocandidates.h): the hand-set tactical
// corrections on top of the learned model, and the selection formula and progressive widening
// that use the priors (ai/go/gosearch.h). Expected values are worked by hand in the comments.
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/go/gocandidates.h"
#include "ai/go/gofeatures.h"
#include "ai/go/gomovemodel.h"
#include "ai/go/gosearch.h"
#include "ai/searchcontrol.h"
#include "games/go/goboard.h"

using namespace qiju;
using go::GoBoard;
using go::Stone;

namespace {

// A GTP vertex ("Q16": columns A-T without I, rows counted from the bottom).
int vertex(const GoBoard &b, const char *v)
{
    int x = v[0] - 'A';
    if (v[0] > 'I')
        --x;
    const int row = std::stoi(v + 1);
    return b.point(x, b.size() - row);
}

GoBoard board(std::initializer_list<const char *> black, std::initializer_list<const char *> white,
    core::Side toMove)
{
    GoBoard b(19);
    for (const char *v : black)
        b.setup(vertex(b, v), Stone::Black);
    for (const char *v : white)
        b.setup(vertex(b, v), Stone::White);
    b.setToMove(toMove);
    return b;
}

double bonusAt(const GoBoard &b, const char *v, int last)
{
    ai::go::GoFeatureContext context;
    context.set(b, last, go::kNoPoint);
    ai::go::MoveFeatures f;
    context.extract(vertex(b, v), &f);
    return ai::go::tacticalBonus(b, vertex(b, v), f);
}

// White's four stones D10-G10 are in atari at H10 (Black all round them on the 9th, 10th
// and 11th lines), with four corner stones each and White's last move at R10.
GoBoard fourInAtari()
{
    return board({"C10", "D11", "E11", "F11", "G11", "D9", "E9", "F9", "G9", "Q3", "C16"},
        {"D10", "E10", "F10", "G10", "Q16", "Q4", "D16", "C4", "R10"}, core::Side::Black);
}

} // namespace

class TestGoCandidates : public QObject
{
    Q_OBJECT

private slots:
    void captureBonus();
    void rescueBonus();
    void bigCaptureRanksNearTheTop();
    void selectionValue();
    void widening();
};

void TestGoCandidates::captureBonus()
{
    // Taking four stones: 2.5 + ln 4 = 3.8863; a quiet point elsewhere: 0.
    const GoBoard b = fourInAtari();
    const int last = vertex(b, "R10");
    QVERIFY(std::fabs(bonusAt(b, "H10", last) - 3.8863) < 1e-3);
    QCOMPARE(bonusAt(b, "K10", last), 0.0);
    // A single stone in atari earns nothing extra (the model's own capture gammas cover it).
    const GoBoard one = board({"C10", "D11", "D9"}, {"D10", "Q16"}, core::Side::Black);
    QCOMPARE(bonusAt(one, "E10", vertex(one, "Q16")), 0.0);
}

void TestGoCandidates::rescueBonus()
{
    // Black's D10-F10 in atari at G10; extending there gives G11, G9 and H10 (no ladder):
    // ln 3 = 1.0986. Extending into a dead end (White at G11, G9 and H10 too) gains nothing:
    // the move is suicide-like self-atari, not an escape.
    const GoBoard b = board({"D10", "E10", "F10", "Q4"},
        {"C10", "D11", "E11", "F11", "D9", "E9", "F9"}, core::Side::Black);
    QVERIFY(std::fabs(bonusAt(b, "G10", vertex(b, "F9")) - 1.0986) < 1e-3);
    const GoBoard closed = board({"D10", "E10", "F10", "Q4"},
        {"C10", "D11", "E11", "F11", "D9", "E9", "F9", "G11", "G9", "J10"}, core::Side::Black);
    QCOMPARE(bonusAt(closed, "G10", vertex(closed, "F9")), 0.0);
}

void TestGoCandidates::bigCaptureRanksNearTheTop()
{
    // Regression (issue 14): the fitted weights alone rank taking four stones that could still
    // run out low, below dozens of moves next to the last two moves (32nd of 342 with the
    // 2000-game weights, 70th with the 6000-game ones). With the correction the capture is
    // among the model's first five (first with the 2000-game weights, fourth with the 6000-game
    // ones: a bonus large enough to keep it first, 3.5 + ln k, lost 1-9 in self-play).
    const ai::go::GoMoveModel *model = ai::go::GoMoveModel::shared();
    QVERIFY(model);
    const GoBoard b = fourInAtari();
    const int capture = vertex(b, "H10");
    std::vector<ai::go::MctsChild> children;
    ai::go::goCandidates(b, vertex(b, "R10"), &children, model, vertex(b, "C16"));
    const auto it = std::find_if(
        children.begin(), children.end(), [&](const auto &c) { return c.move == capture; });
    QVERIFY(it != children.end());
    const auto above = std::count_if(children.begin(), children.end(),
        [&](const auto &c) { return c.prior > it->prior; });
    QVERIFY2(above < 5, qPrintable(QString::number(above)));
    // Without the correction (the model's own log-strength) it ranks far lower.
    ai::go::GoFeatureContext context;
    context.set(b, vertex(b, "R10"), vertex(b, "C16"));
    ai::go::MoveFeatures f;
    context.extract(capture, &f);
    const double own = model->score(f);
    int ownAbove = 0;
    for (const auto &c : children) {
        context.extract(c.move, &f);
        ownAbove += model->score(f) > own ? 1 : 0;
    }
    QVERIFY2(ownAbove >= 20, qPrintable(QString::number(ownAbove)));
}

void TestGoCandidates::selectionValue()
{
    using Worker = ai::go::MctsWorker;
    // Real statistics only (no AMAF: beta = 0): 3 wins in 4 visits = 0.75; exploration
    // 0.1 * sqrt(ln(100) / 5) = 0.09597; prior 2 * 0.2 * 10 / 5 = 0.8. Total 1.64597.
    ai::go::MctsNode n;
    n.visits = 4;
    n.wins = 3;
    n.prior = 0.2f;
    const Worker::SelectionTerms t{std::log(100.0), 10.0, 0.1, 2.0};
    QVERIFY(std::fabs(Worker::value(n, t) - 1.64597) < 1e-4);
    // AMAF only (no real visits: beta = 1): 6 of 10 = 0.6; exploration 0.1 * sqrt(ln 100)
    // = 0.21460; prior 2 * 0.2 * 10 / 1 = 4. Total 4.81460.
    ai::go::MctsNode a;
    a.amafVisits = 10;
    a.amafWins = 6;
    a.prior = 0.2f;
    QVERIFY(std::fabs(Worker::value(a, t) - 4.81460) < 1e-4);
    // Without a prior weight and exploration the value is the plain blend.
    QVERIFY(std::fabs(Worker::value(n, {std::log(100.0), 10.0, 0, 0}) - 0.75) < 1e-9);
}

void TestGoCandidates::widening()
{
    using Worker = ai::go::MctsWorker;
    ai::go::MctsConfig c;
    QVERIFY(Worker::width(1e6, c) > 400); // no widening: every child
    // 10 + floor(ln(1 + N / 10) / ln 1.5): N = 0 -> 10; N = 99 -> ln 10.9 / ln 1.5 = 5.89 -> 15;
    // N = 4000 -> ln 401 / ln 1.5 = 14.78 -> 24.
    c.widenMin = 10;
    c.widenScale = 10;
    c.widenGrowth = 1.5;
    QCOMPARE(Worker::width(0, c), 10);
    QCOMPARE(Worker::width(99, c), 15);
    QCOMPARE(Worker::width(4000, c), 24);
    // A search of 100 playouts from the position above: the root's children are in prior order
    // and none beyond the first 15 is ever played.
    const GoBoard b = fourInAtari();
    c.model = ai::go::GoMoveModel::shared();
    QVERIFY(c.model);
    c.priorBias = 1;
    c.explore = 0;
    c.rootLast = vertex(b, "R10");
    c.rootPrev = vertex(b, "C16");
    c.rootMoves.push_back(ai::go::kPassMove);
    for (int i = 0; i < b.emptyCount(); ++i)
        c.rootMoves.push_back(b.emptyAt(i));
    std::sort(c.rootMoves.begin(), c.rootMoves.end());
    ai::go::MctsTree tree(1 << 16);
    Worker worker(tree, b, c, 1);
    const std::atomic<bool> stop{false};
    ai::SearchControl control(stop, 100);
    worker.run(control);
    const ai::go::MctsNode &root = tree.node(ai::go::MctsTree::kRoot);
    QCOMPARE(root.visits, 100.0f);
    QVERIFY(root.childCount > 300); // every empty point and the pass
    // First: the candidate of the highest prior, as goCandidates() gives them in board order.
    std::vector<ai::go::MctsChild> children;
    ai::go::goCandidates(b, c.rootLast, &children, c.model, c.rootPrev);
    const auto top = std::max_element(children.begin(), children.end(),
        [](const auto &x, const auto &y) { return x.prior < y.prior; });
    QCOMPARE(tree.node(root.firstChild).move, top->move);
    int visited = 0;
    for (int i = 0; i < root.childCount; ++i) {
        const ai::go::MctsNode &child = tree.node(root.firstChild + i);
        if (i > 0)
            QVERIFY(tree.node(root.firstChild + i - 1).prior >= child.prior);
        if (i >= 15)
            QCOMPARE(child.visits, 0.0f);
        visited += child.visits > 0 ? 1 : 0;
    }
    QVERIFY(visited >= 2);
}

QTEST_GUILESS_MAIN(TestGoCandidates)
#include "tst_gocandidates.moc"
