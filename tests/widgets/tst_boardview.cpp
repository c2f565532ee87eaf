// The board on screen (offscreen platform): clicks land on the cell under the mouse at any
// window size, the board stays square and fully visible when resized, moves and hints show on
// the board, and the GUI event loop keeps ticking while the AI searches.
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "board/boardview.h"
#include "board/pieceitem.h"
#include "gameui/othello/othelloscene.h"
#include "jobs/aicontroller.h"
#include "session/gamemodel.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::Point;

class TestBoardView : public QObject
{
    Q_OBJECT

private slots:
    void clickAtCellCentreRequestsThatCell_data();
    void clickAtCellCentreRequestsThatCell();
    void resizeKeepsBoardSquareAndVisible_data();
    void resizeKeepsBoardSquareAndVisible();
    void movesShowOnTheBoard();
    void hintAppearsAndClearsOnNextMove();
    void guiKeepsTickingDuringSearch();
};

void TestBoardView::clickAtCellCentreRequestsThatCell_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("square") << QSize(500, 500);
    QTest::newRow("wide") << QSize(900, 420);
    QTest::newRow("tall") << QSize(360, 800);
}

void TestBoardView::clickAtCellCentreRequestsThatCell()
{
    QFETCH(QSize, size);
    model::GameModel model;
    widgets::OthelloScene scene(&model);
    model.newGame(core::createGame(core::GameId::Othello));
    widgets::BoardView view;
    view.setScene(&scene);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    scene.setInteractive(true);
    QSignalSpy requested(&scene, &widgets::BoardScene::moveRequested);
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x) {
            const QPoint at = view.mapFromScene(scene.centerOf({x, y}));
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
            QCOMPARE(requested.count(), y * 8 + x + 1);
            const auto move = requested.last().at(0).value<core::Move>();
            QCOMPARE(move, core::Move::place({x, y}));
        }
    }
    // Not interactive: clicks are ignored.
    scene.setInteractive(false);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.mapFromScene(scene.centerOf({3, 2})));
    QCOMPARE(requested.count(), 64);
}

void TestBoardView::resizeKeepsBoardSquareAndVisible_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("small") << QSize(240, 240);
    QTest::newRow("wide") << QSize(1200, 500);
    QTest::newRow("tall") << QSize(400, 900);
    QTest::newRow("large") << QSize(1400, 1000);
}

void TestBoardView::resizeKeepsBoardSquareAndVisible()
{
    QFETCH(QSize, size);
    model::GameModel model;
    widgets::OthelloScene scene(&model);
    model.newGame(core::createGame(core::GameId::Othello));
    widgets::BoardView view;
    view.setScene(&scene);
    view.resize(640, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.resize(size);
    QTRY_COMPARE(view.viewport()->size(), size);
    const QRect board = view.mapFromScene(scene.boardRect()).boundingRect();
    const QRect all = view.mapFromScene(scene.sceneRect()).boundingRect();
    QVERIFY2(view.viewport()->rect().adjusted(-1, -1, 1, 1).contains(all),
             qPrintable(QStringLiteral("scene %1,%2 %3x%4 outside viewport")
                            .arg(all.x()).arg(all.y()).arg(all.width()).arg(all.height())));
    QVERIFY(qAbs(board.width() - board.height()) <= 2);
    // The board uses the space: the scene fills the viewport's smaller dimension.
    const int fill = std::min(size.width(), size.height());
    QVERIFY(std::max(all.width(), all.height()) >= fill - 4);
}

void TestBoardView::movesShowOnTheBoard()
{
    model::GameModel model;
    widgets::OthelloScene scene(&model);
    scene.setAnimationSpeed(model::AnimationSpeed::Off);
    model.newGame(core::createGame(core::GameId::Othello));
    QVERIFY(scene.pieceAt({3, 3}) && scene.pieceAt({3, 3})->side() == core::Side::White);
    QVERIFY(!scene.pieceAt({5, 4}));
    model.play(core::Move::place({5, 4})); // f5 flips e5
    QVERIFY(scene.pieceAt({5, 4}) && scene.pieceAt({5, 4})->side() == core::Side::Black);
    QCOMPARE(scene.pieceAt({4, 4})->side(), core::Side::Black);
    model.undo();
    QVERIFY(!scene.pieceAt({5, 4}));
    QCOMPARE(scene.pieceAt({4, 4})->side(), core::Side::White);
}

void TestBoardView::hintAppearsAndClearsOnNextMove()
{
    model::GameModel model;
    widgets::OthelloScene scene(&model);
    model.newGame(core::createGame(core::GameId::Othello));
    scene.showHint(core::Move::place({3, 2}));
    QVERIFY(scene.hasHint());
    model.play(core::Move::place({3, 2}));
    QVERIFY(!scene.hasHint());
}

void TestBoardView::guiKeepsTickingDuringSearch()
{
    model::GameModel model;
    widgets::OthelloScene scene(&model);
    model.newGame(core::createGame(core::GameId::Othello));
    widgets::BoardView view;
    view.setScene(&scene);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    model::AiController ai(core::GameId::Othello);
    QSignalSpy finished(&ai, &model::AiController::finished);
    // Ticks of a 10 ms timer counted while the search runs: a GUI thread that waited for the
    // search would see none until it ended (missed ticks are not queued up). How long the gaps
    // are is a benchmark, not asserted: on a loaded machine they vary.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&] {
        if (finished.isEmpty())
            ++ticks;
        view.viewport()->update(); // keep painting too
    });
    ai::SearchLimits limits; // unbounded: the test stops it after 2 s
    timer.start(10);
    ai.start(model.position(), limits);
    QTimer::singleShot(2000, &ai, &model::AiController::stopNow);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    timer.stop();
    qInfo("GUI ticks during a 2 s search: %d of about 200", ticks);
    QVERIFY2(ticks >= 3, qPrintable(QString::number(ticks)));
}

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
