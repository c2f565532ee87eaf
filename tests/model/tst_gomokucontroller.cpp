// Gomoku through the model: whole computer-vs-computer games played headless to a valid end
// (Freestyle, and Renju with Swap2), and the swap opening between a person and the computer —
// the computer places the first three stones, the person takes Black, the seats then play the
// other colours (turns, resignation and undo follow the seats, not the first colours).
// ctest-timeout: 600
#include <QSignalSpy>
#include <QTest>

#include "players/humanplayer.h"
#include "session/gamecontroller.h"

#include "games/gomoku/gomokugame.h"

using namespace qiju;
using core::Move;
using core::Side;
using model::GameController;
using model::GameModel;
using model::GameSetup;
using model::PlayerKind;

namespace {

GameSetup setup(const char *rules, PlayerKind black, PlayerKind white, ai::Level level)
{
    GameSetup s;
    s.game = core::GameId::Gomoku;
    s.rules = QString::fromLatin1(rules);
    s.seats[0].kind = black;
    s.seats[1].kind = white;
    s.seats[0].level = level;
    s.seats[1].level = level;
    s.timePerMoveMs = 300;
    return s;
}

const gomoku::GomokuGame &gomokuOf(const GameModel &m)
{
    return static_cast<const gomoku::GomokuGame &>(m.position());
}

// Replays the model's line from the start: every move legal, the same end.
void checkReplay(const GameModel &m)
{
    auto g = m.tree().root().position->clone();
    for (const Move &move : m.tree().currentLine()) {
        QCOMPARE(g->check(move), core::MoveError::None);
        g->play(move);
    }
    QCOMPARE(g->positionText(), m.position().positionText());
    QCOMPARE(g->result(), m.position().result());
}

} // namespace

class TestGomokuController : public QObject
{
    Q_OBJECT

private slots:
    void computerVersusComputer_data();
    void computerVersusComputer();
    void personTakesBlackAfterTheSwap();
};

void TestGomokuController::computerVersusComputer_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("freestyle") << QStringLiteral("freestyle");
    QTest::newRow("renju swap2") << QStringLiteral("renju swap2");
}

void TestGomokuController::computerVersusComputer()
{
    QFETCH(QString, rules);
    GameModel m;
    GameController c(&m);
    QSignalSpy over(&m, &GameModel::gameOver);
    QVERIFY(c.newGame(
        setup(qPrintable(rules), PlayerKind::Computer, PlayerKind::Computer, ai::Level::Easy)));
    QTRY_COMPARE_WITH_TIMEOUT(over.count(), 1, 240000);
    const auto r = over.at(0).at(0).value<core::GameResult>();
    QVERIFY(r.reason == core::EndReason::FiveInRow || r.reason == core::EndReason::BoardFull);
    QVERIFY(m.position().legalMoves().empty());
    QVERIFY(m.ply() >= 9); // at least five stones of the winner
    qInfo("%s: %s after %d plies", qPrintable(rules), m.position().positionText().c_str(), m.ply());
    checkReplay(m);
    if (r.reason == core::EndReason::FiveInRow) {
        // The highlighted line is the winner's: five (or more) stones of its colour in a row.
        const auto line = gomokuOf(m).winningLine();
        QVERIFY(line.size() >= 5);
        const core::Cell winner
            = r.outcome == core::Outcome::BlackWins ? core::Cell::Black : core::Cell::White;
        for (core::Point p : line)
            QCOMPARE(m.position().cell(p), winner);
    }
    // Under Swap2 the protocol ran: the first three stones, then a decision or a fourth stone.
    if (rules.contains(QLatin1String("swap2")))
        QCOMPARE(gomokuOf(m).openingStage(), gomoku::OpeningStage::Done);
}

void TestGomokuController::personTakesBlackAfterTheSwap()
{
    GameModel m;
    GameController c(&m);
    c.setComputerMinimumThinkingTime(0);
    QVERIFY(c.newGame(
        setup("freestyle swap", PlayerKind::Computer, PlayerKind::Human, ai::Level::Medium)));
    // The computer (first player) places black, white, black; then the person decides.
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 3, 20000);
    QTRY_VERIFY(c.isHumanTurn());
    QCOMPARE(gomokuOf(m).openingStage(), gomoku::OpeningStage::Choice);
    QCOMPARE(m.position().seatToMove(), Side::White);
    QCOMPARE(m.position().sideToMove(), Side::White);
    c.requestMove(Move::swap());
    QCOMPARE(m.ply(), 4);
    QVERIFY(gomokuOf(m).coloursSwapped());
    QCOMPARE(m.position().colourOfSeat(Side::White), Side::Black); // the person holds Black
    // The computer now plays White's fourth stone, then the person moves with Black.
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 5, 20000);
    QCOMPARE(m.lastNode()->move.kind, Move::Kind::Place);
    QCOMPARE(m.position().cell(m.lastNode()->move.to), core::Cell::White);
    QTRY_VERIFY(c.isHumanTurn());
    QCOMPARE(m.position().sideToMove(), Side::Black);
    // Undo goes back over the computer's stone to the person's decision.
    QVERIFY(c.canUndo());
    c.undo();
    QCOMPARE(m.ply(), 3);
    QTRY_VERIFY(c.isHumanTurn());
    QCOMPARE(gomokuOf(m).openingStage(), gomoku::OpeningStage::Choice);
    // Swap again, and resign with Black: White — the computer's colour now — wins.
    c.requestMove(Move::swap());
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 5, 20000);
    QTRY_VERIFY(c.isHumanTurn());
    c.resign();
    QVERIFY(m.isOver());
    QCOMPARE(m.result()->outcome, core::Outcome::WhiteWins);
    QCOMPARE(m.result()->reason, core::EndReason::Resignation);
}

QTEST_GUILESS_MAIN(TestGomokuController)
#include "tst_gomokucontroller.moc"
