// The tilted board (Settings > Tilt the board): the view draws the board in perspective, its far
// (top) edge narrower than the near one, and a click still plays the point under the pointer,
// including near the far edge where the distortion is largest. Untilting restores the flat
// view. With QIJU_SCREENSHOT_DIR set, it saves the README screenshot.
#include <QAction>
#include <QStandardPaths>
#include <QTest>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "services/languagemanager.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "games/gameregistry.h"

using namespace qiju;

namespace {

void click(widgets::GamePage *page, core::Point p)
{
    widgets::BoardView *view = page->view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(page->scene()->centerOf(p)));
}

bool occupied(widgets::GamePage *page, const char *square)
{
    const auto mv = page->model()->position().parseMove(square);
    return mv && page->model()->position().check(*mv) != core::MoveError::None;
}

} // namespace

class TestBoardTilt : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_boardtilt"));
    }

    void tiltedBoardTakesClicks()
    {
        widgets::LanguageManager lang;
        lang.apply(QStringLiteral("en"));
        widgets::MainWindow w(&lang);
        w.resize(900, 650);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        model::GameSetup setup;
        setup.game = core::GameId::Othello;
        setup.seats[0].name = QStringLiteral("Ann");
        setup.seats[1].name = QStringLiteral("Bo");
        QVERIFY(w.startGame(setup));
        widgets::GamePage *page = w.gamePage();
        QTRY_VERIFY(page->controller()->isHumanTurn());

        QAction *tilt = w.action(QStringLiteral("tiltBoard"));
        QVERIFY(tilt && tilt->isCheckable());
        if (tilt->isChecked()) // a remembered setting from an earlier run
            tilt->trigger();
        QVERIFY(!page->view()->isTilted());
        QVERIFY(page->view()->transform().isAffine());
        tilt->trigger();
        QVERIFY(page->view()->isTilted());
        QVERIFY(!page->view()->transform().isAffine());

        // Perspective: the top edge of the board is drawn narrower than the bottom edge, and
        // the whole board is inside the viewport.
        const QRectF board = page->scene()->sceneRect();
        const QPointF tl = page->view()->mapFromScene(board.topLeft());
        const QPointF tr = page->view()->mapFromScene(board.topRight());
        const QPointF bl = page->view()->mapFromScene(board.bottomLeft());
        const QPointF br = page->view()->mapFromScene(board.bottomRight());
        QVERIFY2(tr.x() - tl.x() < 0.95 * (br.x() - bl.x()),
                 qPrintable(QStringLiteral("top %1, bottom %2").arg(tr.x() - tl.x()).arg(br.x() - bl.x())));
        const QRect port = page->view()->viewport()->rect().adjusted(-2, -2, 2, 2);
        for (const QPointF &corner : {tl, tr, bl, br})
            QVERIFY(port.contains(corner.toPoint()));

        // d3 lies in the far half of the board; then White answers at c3, also far.
        QVERIFY(!occupied(page, "d3"));
        click(page, {3, 2}); // d3
        QCOMPARE(page->model()->ply(), 1);
        QVERIFY(occupied(page, "d3"));
        QTRY_VERIFY(page->controller()->isHumanTurn());
        click(page, {2, 2}); // c3
        QCOMPARE(page->model()->ply(), 2);
        QVERIFY(occupied(page, "c3"));

        const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QTest::qWait(400);
            w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/tilted-board.png"));
        }

        tilt->trigger();
        QVERIFY(!page->view()->isTilted());
        QVERIFY(page->view()->transform().isAffine());
    }
};

QTEST_MAIN(TestBoardTilt)
#include "tst_boardtilt.moc"
