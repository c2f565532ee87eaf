// The Ataxx board (offscreen): selecting a piece lights its clone and jump targets in two
// styles, clicks on targets ask for the clone or the jump, other clicks and Esc cancel, moves
// animate as a grown clone / a travelling piece / flipped neighbours, the computer's move
// flashes first, blocked squares are drawn, ranks count upwards, and Botzone's credited
// empties fill the board at the end. With QIJU_SCREENSHOT_DIR set it saves board shots.
#include <QGraphicsItem>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>

#include "board/boardview.h"
#include "board/pieceitem.h"
#include "gameui/ataxx/ataxxscene.h"
#include "session/gamemodel.h"

#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::Move;
using core::Point;
using core::Side;

namespace {

Point at(const char *square) { return ataxx::AtaxxGame::pointOf(*ataxx::parseSquare(square)); }

std::unique_ptr<core::Game> game(const char *rules, const char *fen = nullptr)
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Ataxx);
    return fen ? info.fromText(rules, fen, nullptr) : info.create(rules, nullptr);
}

int itemsTagged(const QGraphicsScene &scene, const char *tag)
{
    int n = 0;
    for (QGraphicsItem *item : scene.items()) {
        if (item->data(0).toString() == QLatin1String(tag))
            ++n;
    }
    return n;
}

// A board in a view, a person to move.
struct Board
{
    model::GameModel model;
    widgets::AtaxxScene scene{&model};
    widgets::BoardView view;

    explicit Board(std::unique_ptr<core::Game> g, bool animate = false)
    {
        scene.setAnimationSpeed(
            animate ? model::AnimationSpeed::Normal : model::AnimationSpeed::Off);
        model.newGame(std::move(g));
        view.setScene(&scene);
        view.resize(560, 560);
        view.show();
        scene.setInteractive(true);
    }
    void click(Point p)
    {
        QTest::mouseClick(
            view.viewport(), Qt::LeftButton, {}, view.mapFromScene(scene.centerOf(p)));
    }
    void shot(const char *name)
    {
        const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            view.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
    }
};

std::vector<Point> sorted(std::vector<Point> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestAtaxxScene : public QObject
{
    Q_OBJECT

private slots:
    void selectShowsCloneAndJumpTargets();
    void clickOnTargetsRequestsMoves();
    void otherClicksAndEscapeCancel();
    void cloneWithoutSelection();
    void jumpMovesThePieceCloneGrowsOne();
    void computerMoveFlashesFirst();
    void blockedSquaresAndRanks();
    void hintForAJump();
    void botzoneEndFillsTheEmpties();
};

void TestAtaxxScene::selectShowsCloneAndJumpTargets()
{
    Board b(game("botzone"));
    QVERIFY(QTest::qWaitForWindowExposed(&b.view));
    QCOMPARE(itemsTagged(b.scene, "legal"), 6); // clone targets of both pieces as dots
    b.click(at("a7"));
    QCOMPARE(b.scene.selection(), std::optional<Point>(at("a7")));
    QCOMPARE(sorted(b.scene.cloneTargets()), sorted({at("b7"), at("a6"), at("b6")}));
    QCOMPARE(
        sorted(b.scene.jumpTargets()), sorted({at("c7"), at("c6"), at("c5"), at("b5"), at("a5")}));
    // Two styles on the board, the dots give way to them.
    QCOMPARE(itemsTagged(b.scene, "clone-target"), 3);
    QCOMPARE(itemsTagged(b.scene, "jump-target"), 5);
    QCOMPARE(itemsTagged(b.scene, "selected"), 1);
    QCOMPARE(itemsTagged(b.scene, "legal"), 0);
    b.shot("ataxx-selection.png");
    // Another own piece switches the selection.
    b.click(at("g1"));
    QCOMPARE(b.scene.selection(), std::optional<Point>(at("g1")));
    QCOMPARE(b.scene.cloneTargets().size(), std::size_t(3));
}

void TestAtaxxScene::clickOnTargetsRequestsMoves()
{
    Board b(game("botzone"));
    QSignalSpy requested(&b.scene, &widgets::BoardScene::moveRequested);
    b.click(at("a7"));
    b.click(at("b6")); // a clone target: the clone, whichever piece was picked
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.last().at(0).value<Move>(), Move::place(at("b6")));
    QVERIFY(!b.scene.selection());
    b.click(at("a7"));
    b.click(at("c5")); // a jump target
    QCOMPARE(requested.count(), 2);
    QCOMPARE(requested.last().at(0).value<Move>(), Move::jump(at("a7"), at("c5")));
    QCOMPARE(b.model.position().check(requested.last().at(0).value<Move>()), core::MoveError::None);
}

void TestAtaxxScene::otherClicksAndEscapeCancel()
{
    Board b(game("botzone"));
    QSignalSpy requested(&b.scene, &widgets::BoardScene::moveRequested);
    b.click(at("a7"));
    b.click(at("e4")); // out of reach: cancels, asks nothing
    QVERIFY(!b.scene.selection());
    QCOMPARE(itemsTagged(b.scene, "jump-target"), 0);
    QCOMPARE(itemsTagged(b.scene, "legal"), 6);
    b.click(at("a7"));
    b.click(at("a7")); // the piece itself
    QVERIFY(!b.scene.selection());
    b.click(at("a7"));
    b.click(at("g7")); // the opponent's piece
    QVERIFY(!b.scene.selection());
    b.click(at("a7"));
    QTest::keyClick(b.view.viewport(), Qt::Key_Escape);
    QVERIFY(!b.scene.selection());
    QCOMPARE(requested.count(), 0);
    // Not interactive (the computer's turn): clicks do nothing.
    b.scene.setInteractive(false);
    b.click(at("a7"));
    QVERIFY(!b.scene.selection());
}

void TestAtaxxScene::cloneWithoutSelection()
{
    Board b(game("botzone"));
    QSignalSpy requested(&b.scene, &widgets::BoardScene::moveRequested);
    b.click(at("f2")); // a dot: the clone next to g1
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.last().at(0).value<Move>(), Move::place(at("f2")));
}

void TestAtaxxScene::jumpMovesThePieceCloneGrowsOne()
{
    // The conversion diagram of tst_ataxxgame: x a1 jumps to c3 next to b2, c2, d2.
    Board b(game("botzone", "7/7/7/7/7/1ooo3/x1o4 x 0 1"));
    widgets::PieceItem *mover = b.scene.pieceAt(at("a1"));
    QVERIFY(mover);
    b.model.play(Move::jump(at("a1"), at("c3")));
    QCOMPARE(b.scene.pieceAt(at("c3")), mover); // the same piece travelled
    QVERIFY(!b.scene.pieceAt(at("a1")));
    for (const char *s : {"b2", "c2", "d2"})
        QCOMPARE(b.scene.pieceAt(at(s))->side(), Side::Black);
    QCOMPARE(b.scene.pieceAt(at("c1"))->side(), Side::White);
    // o clones c1-b1 and takes back b2 and c2; a new piece grows on b1, c1 keeps its own.
    widgets::PieceItem *c1 = b.scene.pieceAt(at("c1"));
    b.model.play(Move::place(at("b1")));
    QVERIFY(b.scene.pieceAt(at("b1")) && b.scene.pieceAt(at("b1")) != c1);
    QCOMPARE(b.scene.pieceAt(at("c1")), c1);
    QCOMPARE(b.scene.pieceAt(at("b2"))->side(), Side::White);
    QCOMPARE(b.scene.pieceAt(at("c2"))->side(), Side::White);
    QCOMPARE(b.scene.pieceAt(at("d2"))->side(), Side::Black);
    b.model.undo();
    QVERIFY(!b.scene.pieceAt(at("b1")));
    QCOMPARE(b.scene.pieceAt(at("b2"))->side(), Side::Black);
}

void TestAtaxxScene::computerMoveFlashesFirst()
{
    Board b(game("botzone"), true);
    QVERIFY(QTest::qWaitForWindowExposed(&b.view));
    // A move the board asked for lands at once, without a flash.
    QSignalSpy requested(&b.scene, &widgets::BoardScene::moveRequested);
    connect(&b.scene, &widgets::BoardScene::moveRequested, &b.model,
        [&b](const Move &m) { b.model.play(m); });
    b.click(at("g1"));
    b.click(at("e3"));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(itemsTagged(b.scene, "flash"), 0);
    const int own = b.scene.pendingAnimationMs();
    // A move from elsewhere (the computer): its source and target flash, the move waits.
    b.model.play(Move::jump(at("g7"), at("e6")));
    QCOMPARE(itemsTagged(b.scene, "flash"), 2);
    QVERIFY(b.scene.pendingAnimationMs() > own);
    QCOMPARE(b.scene.pieceAt(at("e6"))->pos(), b.scene.centerOf(at("g7"))); // not moved yet
    QTest::qWait(110);                                                      // the first blink
    b.shot("ataxx-flash.png");
    QTRY_COMPARE_WITH_TIMEOUT(b.scene.pieceAt(at("e6"))->pos(), b.scene.centerOf(at("e6")), 3000);
    QTRY_COMPARE_WITH_TIMEOUT(itemsTagged(b.scene, "flash"), 0, 3000);
    // A computer's clone flashes the piece it grew from as well.
    b.model.play(Move::place(at("f2")));
    QCOMPARE(itemsTagged(b.scene, "flash"), 2);
}

void TestAtaxxScene::blockedSquaresAndRanks()
{
    Board b(game("uai", "x5o/7/2-1-2/3-3/2-1-2/7/o5x x 0 1"));
    QVERIFY(QTest::qWaitForWindowExposed(&b.view));
    QCOMPARE(b.model.position().cell(at("c5")), core::Cell::Blocked);
    QVERIFY(!b.scene.pieceAt(at("c5")));
    // The blocked tile is painted: its centre differs from an empty cell's centre.
    QImage image(b.scene.sceneRect().size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        b.scene.render(&painter, QRectF(), b.scene.sceneRect());
    }
    auto pixel = [&](Point p) {
        const QPointF c = b.scene.centerOf(p) - b.scene.sceneRect().topLeft() + QPointF(5, 0);
        return image.pixelColor(c.toPoint());
    };
    QVERIFY(pixel(at("c5")) != pixel(at("d5")));
    QVERIFY(pixel(at("d4")) != pixel(at("c4")));
    b.click(at("c5")); // nothing to do on a blocked square
    QVERIFY(!b.scene.selection());
    b.shot("ataxx-blocked.png");
}

void TestAtaxxScene::hintForAJump()
{
    Board b(game("botzone"));
    b.scene.showHint(Move::jump(at("a7"), at("c5"))); // drawn as an arrow from a7
    QVERIFY(b.scene.hasHint());
    QVERIFY(b.scene.itemsBoundingRect().contains(b.scene.centerOf(at("c5"))));
    b.shot("ataxx-hint.png");
    b.model.play(Move::jump(at("a7"), at("c5")));
    QVERIFY(!b.scene.hasHint());
}

void TestAtaxxScene::botzoneEndFillsTheEmpties()
{
    // o's only move walls itself in (tst_ataxxgame): the 36 empties become x's on the board.
    Board b(game("botzone", "6x/7/7/---4/---4/1--4/o--4 o 0 1"));
    b.model.play(Move::place(at("a2")));
    QVERIFY(b.model.isOver());
    QCOMPARE(b.scene.pieceAt(at("d4"))->side(), Side::Black);
    QCOMPARE(b.scene.pieceAt(at("a7"))->side(), Side::Black);
    QVERIFY(!b.scene.pieceAt(at("b2"))); // blocked stays empty
    int black = 0;
    for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 7; ++x) {
            if (const widgets::PieceItem *p = b.scene.pieceAt({x, y}))
                black += p->side() == Side::Black;
        }
    }
    QCOMPARE(black, 37);
    QCOMPARE(b.model.position().pieceCount(Side::Black), 37);
    // After undo/redo (a rebuild from the model) the board still shows the credited squares.
    b.model.undo();
    b.model.redo();
    QCOMPARE(b.scene.pieceAt(at("d4"))->side(), Side::Black);
}

QTEST_MAIN(TestAtaxxScene)
#include "tst_ataxxscene.moc"
