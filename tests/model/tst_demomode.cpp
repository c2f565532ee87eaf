// DemoMode: the computer plays both sides of a game between two people and stops on request,
// giving the seats back; stepping back stops it too; a replay steps through every position of
// the line in order and stops at the end or on request.
#include <QSignalSpy>
#include <QTest>

#include "session/demomode.h"

using namespace qiju;
using core::Side;
using model::DemoMode;
using model::GameController;
using model::GameModel;
using model::GameReview;
using model::PlayerKind;

namespace {

struct Table
{
    GameModel model;
    GameController controller{&model};
    GameReview review{&controller};
    DemoMode demo{&review};

    Table()
    {
        controller.setComputerMinimumThinkingTime(0);
        model::GameSetup s; // Othello, two people
        s.timePerMoveMs = 200;
        controller.newGame(s);
    }

    void play(const char *moves)
    {
        for (const QString &t : QString::fromLatin1(moves).split(' ')) {
            QTRY_VERIFY(controller.isHumanTurn());
            controller.requestMove(*model.position().parseMove(t.toStdString()));
        }
    }

    bool seatsArePeople() const
    {
        return controller.player(Side::Black)->kind() == PlayerKind::Human
            && controller.player(Side::White)->kind() == PlayerKind::Human;
    }
};

} // namespace

class TestDemoMode : public QObject
{
    Q_OBJECT

private slots:
    void playsMovesThenStops();
    void steppingBackStops();
    void replayShowsEveryPosition();
    void replayStopsOnRequest();
};

void TestDemoMode::playsMovesThenStops()
{
    Table t;
    QVERIFY(t.seatsArePeople());
    QVERIFY(t.demo.playBothSides(20, ai::Level::Beginner));
    QVERIFY(t.demo.isRunning());
    QCOMPARE(t.controller.player(Side::Black)->kind(), PlayerKind::Computer);
    QTRY_VERIFY_WITH_TIMEOUT(t.model.ply() >= 6, 20000);
    t.demo.stop();
    QVERIFY(!t.demo.isRunning());
    QVERIFY(t.seatsArePeople());
    const int ply = t.model.ply();
    QTest::qWait(300); // several demo moves' worth
    QCOMPARE(t.model.ply(), ply);
    QTRY_VERIFY(t.controller.isHumanTurn()); // the person to move has the board again
}

void TestDemoMode::steppingBackStops()
{
    Table t;
    QVERIFY(t.demo.playBothSides(20, ai::Level::Beginner));
    QTRY_VERIFY_WITH_TIMEOUT(t.model.ply() >= 2, 20000);
    t.review.back();
    QVERIFY(!t.demo.isRunning());
    QVERIFY(t.seatsArePeople());
    const int ply = t.model.ply();
    QTest::qWait(200);
    QCOMPARE(t.model.ply(), ply);
}

void TestDemoMode::replayShowsEveryPosition()
{
    Table t;
    t.play("f5 d6 c3 d3");
    QList<int> shown;
    QObject::connect(&t.model, &GameModel::positionReset, &t.demo,
                     [&] { shown << t.model.ply(); });
    QVERIFY(t.demo.replay(10)); // at the end: starts from the start
    QTRY_VERIFY(!t.demo.isRunning());
    QCOMPARE(shown, QList<int>({0, 1, 2, 3, 4}));
    QVERIFY(!t.review.isActive()); // the replay reached the game again
    QTRY_VERIFY(t.controller.isHumanTurn());
}

void TestDemoMode::replayStopsOnRequest()
{
    Table t;
    t.play("f5 d6 c3 d3");
    t.review.first();
    QVERIFY(t.demo.replay(100));
    QTRY_COMPARE(t.model.ply(), 1);
    t.demo.stop();
    QTest::qWait(300);
    QCOMPARE(t.model.ply(), 1);
    QVERIFY(t.review.isActive());
}

QTEST_GUILESS_MAIN(TestDemoMode)
#include "tst_demomode.moc"
