// A game started from a set-up position (core::gameFromSetup) through the usual path,
// GameSetup::startPosition: play and undo stop at the set-up position, a .qiju save keeps it,
// and SGF writes it as AB/AW(/PL) in the root and reads it back, for every game with an SGF
// form (Go, NoGo, Othello, Gomoku). The positions are hand-drawn, each legal by its game's
// setup rule (see tests/core/tst_boardsetup.cpp).
#include <QTest>

#include "session/gamecontroller.h"
#include "storage/savegame.h"
#include "storage/textformats.h"

#include "common/boardsetup.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::BoardSetup;
using core::Cell;
using core::GameId;
using core::Side;

namespace {

struct Case
{
    const char *name;
    GameId game;
    const char *rules;
    int size;
    std::vector<std::pair<core::Point, Cell>> stones;
    Side toMove;
};

// Off the standard start in every case, with White to move where the game allows it.
std::vector<Case> cases()
{
    using P = core::Point;
    return {
        {"go", GameId::Go, "japanese komi=0.5", 9,
            {{P{2, 2}, Cell::Black}, {P{6, 2}, Cell::Black}, {P{2, 6}, Cell::Black},
                {P{4, 4}, Cell::White}},
            Side::White},
        {"nogo", GameId::Nogo, "course", 9,
            {{P{0, 0}, Cell::Black}, {P{1, 1}, Cell::White}, {P{8, 8}, Cell::Black}}, Side::White},
        // Black a1, White b2 c3 d4 e5 e4 d5: Black to move (White could not).
        {"othello", GameId::Othello, "standard", 8,
            {{P{0, 0}, Cell::Black}, {P{1, 1}, Cell::White}, {P{2, 2}, Cell::White},
                {P{3, 3}, Cell::White}, {P{4, 3}, Cell::White}, {P{3, 4}, Cell::White},
                {P{4, 4}, Cell::White}},
            Side::Black},
        {"gomoku", GameId::Gomoku, "renju", 15,
            {{P{7, 7}, Cell::Black}, {P{8, 8}, Cell::White}, {P{6, 8}, Cell::Black}}, Side::White},
        {"ataxx", GameId::Ataxx, "uai", 7,
            {{P{0, 0}, Cell::Black}, {P{6, 6}, Cell::Black}, {P{3, 3}, Cell::Blocked},
                {P{6, 0}, Cell::White}, {P{0, 6}, Cell::White}, {P{1, 5}, Cell::White}},
            Side::White},
    };
}

model::GameSetup startFrom(const Case &c, std::unique_ptr<core::Game> *game = nullptr)
{
    BoardSetup board(c.size, c.size);
    for (const auto &[p, cell] : c.stones)
        board.set(p, cell);
    board.toMove = c.toMove;
    core::SetupCheck check;
    auto g = core::gameFromSetup(c.game, c.rules, board, &check);
    if (!g)
        qWarning() << c.name << core::setupErrorKey(check.error).data();
    model::GameSetup s;
    s.game = c.game;
    s.rules = g ? QString::fromStdString(g->rulesText()) : QString();
    s.startPosition = g ? QString::fromStdString(g->positionText()) : QString();
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    if (game)
        *game = std::move(g);
    return s;
}

// Plays the first legal move `n` times.
bool playSome(model::GameController &controller, int n)
{
    for (int i = 0; i < n; ++i) {
        if (!QTest::qWaitFor([&] { return controller.isHumanTurn(); }))
            return false; // turns start from the event loop
        const auto moves = controller.model()->position().legalMoves();
        if (moves.empty())
            return false;
        controller.requestMove(moves.front());
    }
    return controller.model()->ply() == n;
}

// Starts c's position in `controller` with two people and plays `n` moves.
bool startAndPlay(const Case &c, model::GameController &controller, int n, model::GameSetup *setup)
{
    *setup = startFrom(c);
    return controller.newGame(*setup) && playSome(controller, n);
}

} // namespace

class TestSetupPosition : public QObject
{
    Q_OBJECT

private slots:
    void undoStopsAtTheSetup_data() { data(); }
    void undoStopsAtTheSetup();
    void saveKeepsTheSetup_data() { data(); }
    void saveKeepsTheSetup();
    void sgfWritesAndReadsTheSetup_data() { data(); }
    void sgfWritesAndReadsTheSetup();

private:
    void data()
    {
        QTest::addColumn<int>("index");
        int i = 0;
        for (const Case &c : cases())
            QTest::newRow(c.name) << i++;
    }
};

void TestSetupPosition::undoStopsAtTheSetup()
{
    QFETCH(int, index);
    const Case c = cases()[std::size_t(index)];
    std::unique_ptr<core::Game> start;
    const model::GameSetup setup = startFrom(c, &start);
    QVERIFY(start);
    model::GameModel m;
    model::GameController controller(&m);
    QVERIFY(controller.newGame(setup));
    QCOMPARE(m.position().positionText(), start->positionText());
    QCOMPARE(m.position().sideToMove(), c.toMove);
    QVERIFY(!m.canUndo());
    QVERIFY(playSome(controller, 3));
    while (m.canUndo())
        m.undo();
    QCOMPARE(m.ply(), 0);
    QCOMPARE(m.position().positionText(), start->positionText());
    QCOMPARE(BoardSetup::of(m.position()), BoardSetup::of(*start));
}

void TestSetupPosition::saveKeepsTheSetup()
{
    QFETCH(int, index);
    const Case c = cases()[std::size_t(index)];
    model::GameModel m;
    model::GameController controller(&m);
    model::GameSetup setup;
    QVERIFY(startAndPlay(c, controller, 2, &setup));
    const QJsonObject json = model::saveToJson(setup, m.tree(), {});
    QCOMPARE(json.value(QStringLiteral("setup")).toString(), setup.startPosition);
    const model::LoadResult loaded = model::saveFromJson(json);
    QVERIFY2(loaded.ok(), qPrintable(loaded.detail));
    QCOMPARE(loaded.game.setup.startPosition, setup.startPosition);
    QCOMPARE(loaded.game.setup.rules, setup.rules);
    QCOMPARE(loaded.game.tree->currentLine(), m.tree().currentLine());
    QCOMPARE(loaded.game.tree->root().position->positionText(),
        m.tree().root().position->positionText());
    QCOMPARE(loaded.game.tree->position().positionText(), m.position().positionText());
}

void TestSetupPosition::sgfWritesAndReadsTheSetup()
{
    QFETCH(int, index);
    const Case c = cases()[std::size_t(index)];
    model::GameModel m;
    model::GameController controller(&m);
    model::GameSetup setup;
    QVERIFY(startAndPlay(c, controller, 2, &setup));
    const QString sgf = model::exportText(setup, m.tree(), model::TextFormat::Sgf);
    if (c.game == GameId::Ataxx) {
        QVERIFY(sgf.isEmpty()); // Ataxx records are PGN with a FEN tag
        return;
    }
    // The setup stones in the root, before the first move; PL says who moves first when it
    // is White (and always for Othello).
    const qsizetype firstMove = sgf.indexOf(QLatin1String(";B[")) >= 0
        ? std::min(sgf.indexOf(QLatin1String(";B[")), sgf.indexOf(QLatin1String(";W[")))
        : sgf.indexOf(QLatin1String(";W["));
    for (const char *property : {"AB[", "AW["}) {
        const qsizetype at = sgf.indexOf(QLatin1String(property));
        QVERIFY2(at > 0 && at < firstMove, qPrintable(sgf));
    }
    if (c.toMove == Side::White || c.game == GameId::Othello)
        QVERIFY2(
            sgf.contains(c.toMove == Side::White ? QLatin1String("PL[W]") : QLatin1String("PL[B]")),
            qPrintable(sgf));
    const model::ImportResult back = model::importText(sgf);
    QVERIFY2(back.ok(), qPrintable(back.detail + QLatin1Char('\n') + sgf));
    QCOMPARE(back.setup.game, c.game);
    QCOMPARE(back.setup.startPosition, setup.startPosition);
    QCOMPARE(back.tree->root().position->positionText(), m.tree().root().position->positionText());
    QCOMPARE(back.tree->currentLine(), m.tree().currentLine());
    QCOMPARE(back.setup.seats[0].name, QStringLiteral("Ann"));
}

QTEST_GUILESS_MAIN(TestSetupPosition)
#include "tst_setupposition.moc"
