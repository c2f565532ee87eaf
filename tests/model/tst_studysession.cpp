// StudySession ("guess the next move") on a short hand-written Othello game, f5 d6 c3 d3 c4
// (the Tiger opening): guessing Black, f5 and c4 match and c5 instead of c3 does not, so the
// score is 2 of 3; White's moves are played by themselves; a guess is judged only on the
// newest position; the other side can be chosen.
#include <QSignalSpy>
#include <QTest>

#include "session/studysession.h"

using namespace qiju;
using core::Move;
using core::Side;
using model::GameController;
using model::GameModel;
using model::GameReview;
using model::GameTree;
using model::StudySession;

namespace {

std::unique_ptr<GameTree> tigerRecord()
{
    auto tree = std::make_unique<GameTree>(model::GameSetup{}.createGame());
    for (const char *t : {"f5", "d6", "c3", "d3", "c4"})
        tree->play(*tree->position().parseMove(t));
    return tree;
}

Move mv(const GameModel &m, const char *text)
{
    return *m.position().parseMove(text);
}

QString text(const GameModel &m)
{
    return QString::fromStdString(m.position().positionText());
}

struct Study
{
    GameModel model;
    GameController controller{&model};
    GameReview review{&controller};
    StudySession session{&review};
    std::unique_ptr<GameTree> record = tigerRecord();

    Study()
    {
        session.setOpponentDelay(0);
        controller.loadGame(StudySession::setupFor(model::GameSetup{}),
                            std::make_unique<GameTree>(record->root().position->clone()));
    }
};

} // namespace

class TestStudySession : public QObject
{
    Q_OBJECT

private slots:
    void scoresGuessesOfBlack();
    void guessOnlyOnNewestPosition();
    void guessWhite();
    void refusesWrongStart();
};

void TestStudySession::scoresGuessesOfBlack()
{
    Study s;
    QSignalSpy judged(&s.session, &StudySession::guessJudged);
    QSignalSpy finished(&s.session, &StudySession::finished);
    QVERIFY(s.session.start(*s.record, Side::Black));
    QVERIFY(s.review.isActive());
    QCOMPARE(s.session.remaining(), 3);

    s.controller.requestMove(mv(s.model, "f5"));
    QCOMPARE(judged.count(), 1);
    QCOMPARE(judged.at(0).at(2).toBool(), true);
    QTRY_COMPARE(s.model.ply(), 2); // White's d6 played by itself
    QCOMPARE(s.session.matched(), 1);

    s.controller.requestMove(mv(s.model, "c5")); // the record went c3
    QCOMPARE(judged.count(), 2);
    QCOMPARE(judged.at(1).at(2).toBool(), false);
    QCOMPARE(judged.at(1).at(1).value<Move>(), mv(s.model, "c3"));
    QTRY_COMPARE(s.model.ply(), 4);
    // The board follows the record, not the guess.
    const model::GameNode *afterD3 = &s.record->root();
    for (int i = 0; i < 4; ++i)
        afterD3 = afterD3->children.front().get();
    QCOMPARE(text(s.model), QString::fromStdString(afterD3->position->positionText()));
    QCOMPARE(int(s.model.tree().root().children.size()), 1); // no variation from the guess

    s.controller.requestMove(mv(s.model, "c4"));
    QCOMPARE(s.model.ply(), 5);
    QCOMPARE(finished.count(), 1);
    QVERIFY(s.session.isFinished());
    QCOMPARE(s.session.matched(), 2);
    QCOMPARE(s.session.guessed(), 3);
    QCOMPARE(s.session.remaining(), 0);
}

void TestStudySession::guessOnlyOnNewestPosition()
{
    Study s;
    QVERIFY(s.session.start(*s.record, Side::Black));
    s.controller.requestMove(mv(s.model, "f5"));
    QTRY_COMPARE(s.model.ply(), 2);
    QSignalSpy ignored(&s.session, &StudySession::guessIgnored);
    s.review.first();
    s.controller.requestMove(mv(s.model, "f5"));
    QCOMPARE(ignored.count(), 1);
    QCOMPARE(s.session.guessed(), 1);
    QCOMPARE(s.model.ply(), 0);
    s.review.last();
    QVERIFY(s.review.isActive()); // still studying
    s.controller.requestMove(mv(s.model, "c3"));
    QCOMPARE(s.session.matched(), 2);
    // Leaving the review (continue playing from here) ends the study.
    QTRY_COMPARE(s.model.ply(), 4);
    s.review.continueFromHere();
    QVERIFY(!s.session.isActive());
}

void TestStudySession::guessWhite()
{
    Study s;
    QVERIFY(s.session.start(*s.record, Side::White));
    QCOMPARE(s.session.remaining(), 2);
    QTRY_COMPARE(s.model.ply(), 1); // Black's f5 played by itself
    s.controller.requestMove(mv(s.model, "d6"));
    QTRY_COMPARE(s.model.ply(), 3);
    Move other; // any legal move but the record's d3
    for (const Move &m : s.model.position().legalMoves()) {
        if (m != mv(s.model, "d3"))
            other = m;
    }
    QVERIFY(!other.isNone());
    s.controller.requestMove(other);
    QTRY_COMPARE(s.model.ply(), 5);
    QCOMPARE(s.session.matched(), 1);
    QCOMPARE(s.session.guessed(), 2);
    QVERIFY(s.session.isFinished());
}

void TestStudySession::refusesWrongStart()
{
    Study s;
    s.controller.setReviewing(false);
    // Not at the record's start: refused, nothing changes.
    s.review.start();
    s.controller.requestMove(mv(s.model, "f5"));
    QCOMPARE(s.model.ply(), 1);
    QVERIFY(!s.session.start(*s.record, Side::Black));
    QVERIFY(!s.session.isActive());
    // A record without a move of the chosen side.
    GameModel m;
    GameController c(&m);
    GameReview r(&c);
    StudySession st(&r);
    GameTree oneMove(model::GameSetup{}.createGame());
    oneMove.play(*oneMove.position().parseMove("f5"));
    c.loadGame(StudySession::setupFor(model::GameSetup{}),
               std::make_unique<GameTree>(oneMove.root().position->clone()));
    QVERIFY(!st.start(oneMove, Side::White));
    QVERIFY(st.start(oneMove, Side::Black));
}

QTEST_GUILESS_MAIN(TestStudySession)
#include "tst_studysession.moc"
