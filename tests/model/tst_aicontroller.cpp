// AiController's check of every result: an engine that answers an illegal move (or none) is
// reported as an error — a warning in the log and failed() instead of finished() — and never
// replaced by some other legal move (it used to be, silently, by the first legal move). The
// game controller pauses the game on its computer player's failure and plays nothing.
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "jobs/aicontroller.h"
#include "players/computerplayer.h"
#include "session/gamecontroller.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::Move;
using core::Side;

namespace {

// An Othello "engine" that answers one fixed move whatever the position.
class FixedAnswerEngine final : public ai::Engine
{
public:
    explicit FixedAnswerEngine(Move answer)
        : m_answer(answer)
    {}

    core::GameId game() const override { return core::GameId::Othello; }
    ai::ScoreUnit scoreUnit() const override { return ai::ScoreUnit::Discs; }
    ai::SearchInfo search(const core::Game &, const ai::SearchLimits &, const std::atomic<bool> &,
                          const ai::ProgressFn &) override
    {
        ai::SearchInfo info;
        info.best = m_answer;
        info.depth = 1;
        return info;
    }
    void clear() override {}

private:
    Move m_answer;
};

} // namespace

class TestAiController : public QObject
{
    Q_OBJECT

private slots:
    void illegalAnswerIsAnError_data();
    void illegalAnswerIsAnError();
    void legalAnswerIsAnnounced();
    void controllerPausesOnComputerFailure();
};

void TestAiController::illegalAnswerIsAnError_data()
{
    QTest::addColumn<Move>("answer");
    QTest::addColumn<QString>("named");
    // The standard start has discs on d4, e4, d5, e5 (Othello's rules): d4 is taken; a1
    // outflanks nothing; a jump is no Othello move at all.
    QTest::newRow("occupied d4") << Move::place({3, 3}) << QStringLiteral("d4");
    QTest::newRow("no flips a1") << Move::place({0, 0}) << QStringLiteral("a1");
    QTest::newRow("no move") << Move{} << QStringLiteral("no move");
}

void TestAiController::illegalAnswerIsAnError()
{
    QFETCH(Move, answer);
    QFETCH(QString, named);
    auto game = core::createGame(core::GameId::Othello);
    model::AiController ai(std::make_unique<FixedAnswerEngine>(answer));
    QSignalSpy finished(&ai, &model::AiController::finished);
    QSignalSpy failed(&ai, &model::AiController::failed);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("illegal result")));
    const quint64 id = ai.start(*game, {});
    QVERIFY(id != 0);
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).toULongLong(), id);
    const QString detail = failed.at(0).at(1).toString();
    QVERIFY2(detail.contains(named), qPrintable(detail));
    QVERIFY2(detail.contains(QStringLiteral("othello")), qPrintable(detail));
    QTest::qWait(50);
    QCOMPARE(finished.count(), 0); // nothing replaces the illegal answer
}

void TestAiController::legalAnswerIsAnnounced()
{
    auto game = core::createGame(core::GameId::Othello);
    const Move d3 = Move::place({3, 2}); // one of Black's four opening moves
    model::AiController ai(std::make_unique<FixedAnswerEngine>(d3));
    QSignalSpy finished(&ai, &model::AiController::finished);
    QSignalSpy failed(&ai, &model::AiController::failed);
    const quint64 id = ai.start(*game, {});
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toULongLong(), id);
    QCOMPARE(finished.at(0).at(1).value<ai::SearchInfo>().best, d3);
    QCOMPARE(failed.count(), 0);
}

void TestAiController::controllerPausesOnComputerFailure()
{
    model::GameModel m;
    model::GameController c(&m);
    model::GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].kind = model::PlayerKind::Computer;
    s.seats[0].level = ai::Level::Expert;
    s.seats[1].kind = model::PlayerKind::Human;
    s.timePerMoveMs = 30000; // still thinking when its search is made to fail below
    QSignalSpy computerFailed(&c, &model::GameController::computerFailed);
    QVERIFY(c.newGame(s));
    QTRY_VERIFY(c.player(Side::Black)->isThinking());
    auto *computer = qobject_cast<model::ComputerPlayer *>(c.player(Side::Black));
    QVERIFY(computer);
    model::AiController *ai = computer->aiController();
    QTRY_VERIFY(ai->activeId() != 0);
    // What AiController announces when its engine answers an illegal move.
    emit ai->failed(ai->activeId(), QStringLiteral("othello engine answered d4 in ..."));
    QCOMPARE(computerFailed.count(), 1);
    QCOMPARE(computerFailed.at(0).at(0).value<Side>(), Side::Black);
    QVERIFY(c.isPaused());
    QVERIFY(!computer->isThinking());
    QTest::qWait(100);
    QCOMPARE(m.ply(), 0); // nothing was played for it
}

QTEST_GUILESS_MAIN(TestAiController)
#include "tst_aicontroller.moc"
