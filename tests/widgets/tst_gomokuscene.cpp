// The Gomoku board (offscreen platform): a click snaps to the nearest intersection within 0.4
// of a grid step and nowhere else, at any window size; Renju's forbidden points show on
// Black's turn with the reason as a tooltip and a click on one is refused with that reason;
// the winning five is highlighted; stone numbers follow the moves; star points and
// coordinates match the 15x15 board. Set QIJU_SCREENSHOT_DIR to also save the boards as PNG.
#include <QAction>
#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <QComboBox>
#include <QLabel>
#include <QPushButton>

#include "board/boardview.h"
#include "board/pieceitem.h"
#include "gameui/gomoku/gomokuscene.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "session/gamecontroller.h"
#include "session/gamemodel.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/newgamedialog.h"

#include "ai/gameprofile.h"
#include "games/gameregistry.h"
#include "games/gomoku/gomokugame.h"

using namespace qiju;
using core::Move;
using core::MoveError;
using core::Point;

namespace {

void saveShot(QWidget &w, const QString &name, const widgets::BoardScene &scene)
{
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(scene.pendingAnimationMs() + 50); // let the stones land
    QDir().mkpath(dir);
    w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

std::unique_ptr<core::Game> makeGomoku(const char *rules, const char *position = nullptr)
{
    const core::GameInfo &info = core::gameInfo(core::GameId::Gomoku);
    return position ? info.fromText(rules, position, nullptr) : info.create(rules, nullptr);
}

} // namespace

class TestGomokuScene : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clicksSnapToIntersections_data();
    void clicksSnapToIntersections();
    void boardLayout();
    void renjuForbiddenPointsShowWithReason();
    void winningFiveIsHighlighted();
    void moveNumbersToggle();
    void swapDecisionInTheSidePanel();
    void newGameDialogOffersTheOpening();
    void readmeScreenshots();
};

void TestGomokuScene::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-gomoku-test"));
    model::Settings s;
    s.setLanguage({});
    s.setShowMoveNumbers(false);
    s.setAnimationSpeed(model::AnimationSpeed::Fast);
}

void TestGomokuScene::clicksSnapToIntersections_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("square") << QSize(640, 640);
    QTest::newRow("wide") << QSize(1000, 500);
    QTest::newRow("tall") << QSize(420, 900);
}

void TestGomokuScene::clicksSnapToIntersections()
{
    QFETCH(QSize, size);
    model::GameModel model;
    widgets::GomokuScene scene(&model);
    model.newGame(makeGomoku("freestyle"));
    widgets::BoardView view;
    view.setScene(&scene);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    scene.setInteractive(true);
    QSignalSpy requested(&scene, &widgets::BoardScene::moveRequested);
    const qreal step = widgets::BoardScene::kCell;
    int expected = 0;
    for (int y = 0; y < 15; y += 2) {
        for (int x = 0; x < 15; x += 3) {
            // On the point, and 0.3 of a step off it in a diagonal direction: that point.
            for (QPointF off : {QPointF(0, 0), QPointF(0.21, -0.21), QPointF(-0.3, 0)}) {
                const QPoint at = view.mapFromScene(scene.centerOf({x, y}) + off * step);
                QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
                QCOMPARE(requested.count(), ++expected);
                QCOMPARE(requested.last().at(0).value<Move>(), Move::place({x, y}));
            }
            // Half-way between two points, or 0.45 off: nothing.
            for (QPointF off : {QPointF(0.5, 0), QPointF(0.5, 0.5), QPointF(0, 0.45)}) {
                const QPoint at = view.mapFromScene(scene.centerOf({x, y}) + off * step);
                QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, at);
                QCOMPARE(requested.count(), expected);
            }
        }
    }
    // Beyond the outer lines: nothing.
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
        view.mapFromScene(scene.centerOf({0, 0}) - QPointF(step, step) * 0.6));
    QCOMPARE(requested.count(), expected);
}

void TestGomokuScene::boardLayout()
{
    model::GameModel model;
    widgets::GomokuScene scene(&model);
    model.newGame(makeGomoku("freestyle"));
    QCOMPARE(scene.columns(), 15);
    QCOMPARE(scene.rows(), 15);
    QCOMPARE(scene.columnLabel(0), QStringLiteral("A"));
    QCOMPARE(scene.columnLabel(8), QStringLiteral("I")); // Gomoku keeps I
    QCOMPARE(scene.columnLabel(14), QStringLiteral("O"));
    QCOMPARE(scene.rowLabel(0), QStringLiteral("15"));
    QCOMPARE(scene.rowLabel(14), QStringLiteral("1"));
    QCOMPARE(widgets::GridBoardScene::goColumnLabel(8), QStringLiteral("J")); // Go skips I
    QCOMPARE(widgets::GridBoardScene::goColumnLabel(18), QStringLiteral("T"));
    // The whole board, with its coordinates, lies inside the scene.
    QVERIFY(scene.sceneRect().contains(scene.boardRect()));
    QVERIFY(scene.sceneRect().left() < -widgets::BoardScene::kCell * 0.9);
}

// The reference data's ChainedForbidden board (Renju): its "yes" points are crossed, with the
// reason in the tooltip, and clicking one asks for a move the controller refuses.
void TestGomokuScene::renjuForbiddenPointsShowWithReason()
{
    model::GameModel model;
    model::GameController controller(&model);
    widgets::GomokuScene scene(&model);
    const char *board = "15/15/15/4o5o4/4x5x4/4x5x4/2xx7xx2/5x3x5/6x1x6/15/7x7/7x7/6x1x6/"
                        "4xxx1xxx4/15 b";
    model::GameSetup setup;
    setup.game = core::GameId::Gomoku;
    setup.rules = QStringLiteral("renju");
    setup.startPosition = QString::fromLatin1(board);
    QVERIFY(controller.newGame(setup));
    // Data file: forbidden d5 l5 e6 k6 h9 f12 j12 h13 (column letter, row from the top).
    const std::vector<Point> expected
        = {{3, 5}, {11, 5}, {4, 6}, {10, 6}, {7, 9}, {5, 12}, {9, 12}, {7, 13}};
    std::vector<Point> shown;
    for (const auto &[p, e] : scene.forbiddenShown()) {
        shown.push_back(p);
        QVERIFY(
            e == MoveError::Forbidden33 || e == MoveError::Forbidden44 || e == MoveError::Overline);
    }
    std::sort(shown.begin(), shown.end(),
        [](Point a, Point b) { return std::make_pair(a.y, a.x) < std::make_pair(b.y, b.x); });
    QCOMPARE(shown, expected);
    int tooltips = 0;
    for (QGraphicsItem *item : scene.items()) {
        if (item->data(0).toString() == QLatin1String("forbidden")) {
            QVERIFY(item->toolTip().startsWith(QStringLiteral("Forbidden for Black")));
            ++tooltips;
        }
    }
    QCOMPARE(tooltips, int(expected.size()));

    widgets::BoardView view;
    view.setScene(&scene);
    view.resize(700, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    saveShot(view, QStringLiteral("gomoku-renju-forbidden"), scene);
    QSignalSpy illegal(&controller, &model::GameController::illegalMove);
    QTRY_VERIFY(controller.isHumanTurn());
    scene.setInteractive(true);
    connect(&scene, &widgets::BoardScene::moveRequested, &controller,
        &model::GameController::requestMove);
    QTest::mouseClick(
        view.viewport(), Qt::LeftButton, {}, view.mapFromScene(scene.centerOf({7, 9})));
    QCOMPARE(illegal.count(), 1);
    const auto code = illegal.last().at(1).value<MoveError>();
    QVERIFY(code == MoveError::Forbidden33 || code == MoveError::Forbidden44);
    QCOMPARE(model.ply(), 0);

    // Freestyle: nothing is forbidden.
    setup.rules = QStringLiteral("freestyle");
    QVERIFY(controller.newGame(setup));
    QVERIFY(scene.forbiddenShown().empty());
}

void TestGomokuScene::winningFiveIsHighlighted()
{
    model::GameModel model;
    widgets::GomokuScene scene(&model);
    // Black D8 E8 F8 G8, White to the side; Black plays H8.
    model.newGame(
        makeGomoku("freestyle", "15/15/15/15/15/15/15/3xxxx8/15/4oooo7/15/15/15/15/15 b"));
    QVERIFY(scene.winningLineShown().empty());
    QCOMPARE(model.play(Move::place({7, 7})), MoveError::None);
    QVERIFY(model.isOver());
    const std::vector<Point> five = {{3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}};
    QCOMPARE(scene.winningLineShown(), five);
    int rings = 0;
    for (QGraphicsItem *item : scene.items())
        rings += item->data(0).toString() == QLatin1String("winning-stone");
    QCOMPARE(rings, 5);
    widgets::BoardView view;
    view.setScene(&scene);
    view.resize(700, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    saveShot(view, QStringLiteral("gomoku-five"), scene);
    // Undo: the highlight goes.
    model.undo();
    QVERIFY(scene.winningLineShown().empty());
}

void TestGomokuScene::moveNumbersToggle()
{
    model::GameModel model;
    widgets::GomokuScene scene(&model);
    model.newGame(makeGomoku("freestyle swap"));
    for (const char *m : {"H8", "H9", "J10"})
        QCOMPARE(model.play(*model.position().parseMove(m)), MoveError::None);
    QCOMPARE(model.play(Move::swap()), MoveError::None); // a decision, not a stone
    QCOMPARE(model.play(*model.position().parseMove("G7")), MoveError::None);
    QCOMPARE(scene.moveNumberAt({7, 7}), 0); // off by default
    scene.setShowMoveNumbers(true);
    QCOMPARE(scene.moveNumberAt({7, 7}), 1); // H8
    QCOMPARE(scene.moveNumberAt({7, 6}), 2); // H9
    QCOMPARE(scene.moveNumberAt({9, 5}), 3); // J10
    QCOMPARE(scene.moveNumberAt({6, 8}), 4); // G7: the swap is not numbered
    int numbers = 0;
    for (QGraphicsItem *item : scene.items()) {
        numbers += item->data(0).toString() == QLatin1String("move-number");
        if (item->data(0).toString() == QLatin1String("last-move"))
            QVERIFY(!item->isVisible()); // the red number replaces the dot
    }
    QCOMPARE(numbers, 4);
    widgets::BoardView view;
    view.setScene(&scene);
    view.resize(700, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    saveShot(view, QStringLiteral("gomoku-numbers"), scene);
    model.undo();
    QCOMPARE(scene.moveNumberAt({6, 8}), 0);
    scene.setShowMoveNumbers(false);
    QCOMPARE(scene.moveNumberAt({7, 7}), 0);
    for (QGraphicsItem *item : scene.items())
        QVERIFY(item->data(0).toString() != QLatin1String("move-number"));
}

// The computer (first player) places three stones; the person (second player) gets the
// decision as buttons beside the board, takes Black, and the player cards change colours.
void TestGomokuScene::swapDecisionInTheSidePanel()
{
    widgets::GamePage page;
    page.setGameOverDialogEnabled(false);
    page.controller()->setComputerMinimumThinkingTime(0);
    model::GameSetup setup;
    setup.game = core::GameId::Gomoku;
    setup.rules = QStringLiteral("freestyle swap");
    setup.seats[0].kind = model::PlayerKind::Computer;
    setup.seats[0].level = ai::Level::Easy;
    setup.seats[1].kind = model::PlayerKind::Human;
    setup.seats[1].name = QStringLiteral("Mei");
    setup.timePerMoveMs = 300;
    page.resize(1000, 700);
    page.show();
    QVERIFY(page.startGame(setup));
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *prompt = page.sidePanel()->findChild<QLabel *>(QStringLiteral("decisionPrompt"));
    QVERIFY(prompt);
    QTRY_COMPARE_WITH_TIMEOUT(page.model()->ply(), 3, 20000);
    QTRY_VERIFY(page.controller()->isHumanTurn());
    QVERIFY(prompt->isVisible());
    QVERIFY(prompt->text().contains(QStringLiteral("take Black")));
    const QString swapName = QStringLiteral("decision-%1").arg(int(Move::Kind::Swap));
    auto *take = page.sidePanel()->findChild<QPushButton *>(swapName);
    QVERIFY(take);
    QCOMPARE(take->text(), QStringLiteral("Take Black"));
    QVERIFY(!page.sidePanel()->findChild<QPushButton *>(
        QStringLiteral("decision-%1").arg(int(Move::Kind::Balance)))); // Swap2 only
    auto *blackName = page.sidePanel()->findChild<QFrame *>(QStringLiteral("blackCard"));
    QVERIFY(blackName);
    const auto cardText = [&](const char *card) {
        QStringList texts;
        for (QLabel *l :
            page.sidePanel()->findChild<QFrame *>(QLatin1String(card))->findChildren<QLabel *>())
            texts << l->text();
        return texts.join(QLatin1Char('|'));
    };
    QVERIFY(cardText("whiteCard").contains(QStringLiteral("Mei")));
    saveShot(page, QStringLiteral("gomoku-swap-choice"), *page.scene());
    QTest::mouseClick(take, Qt::LeftButton);
    QCOMPARE(page.model()->lastNode()->move, Move::swap());
    // Mei now holds Black: her card is the black one; the decision area is gone.
    QVERIFY(cardText("blackCard").contains(QStringLiteral("Mei")));
    QVERIFY(!cardText("whiteCard").contains(QStringLiteral("Mei")));
    QTRY_VERIFY(!page.sidePanel()->findChild<QPushButton *>(swapName));
    QTRY_COMPARE_WITH_TIMEOUT(page.model()->ply(), 5, 20000); // the computer's white stone
    QTRY_VERIFY(page.controller()->isHumanTurn());
    QCOMPARE(page.model()->position().sideToMove(), core::Side::Black);
    QVERIFY(!prompt->isVisible());
}

void TestGomokuScene::newGameDialogOffersTheOpening()
{
    model::GameSetup initial;
    initial.game = core::GameId::Gomoku;
    initial.rules = QStringLiteral("standard swap");
    widgets::NewGameDialog dialog(initial, {});
    auto *rules = dialog.findChild<QComboBox *>(QStringLiteral("rules"));
    auto *opening = dialog.findChild<QComboBox *>(QStringLiteral("opening"));
    QVERIFY(rules && opening);
    QCOMPARE(rules->count(), 3);
    QCOMPARE(rules->currentData().toString(), QStringLiteral("standard"));
    QCOMPARE(opening->currentData().toString(), QStringLiteral("swap"));
    QCOMPARE(dialog.setup().rules, QStringLiteral("standard swap"));
    rules->setCurrentIndex(rules->findData(QStringLiteral("renju")));
    opening->setCurrentIndex(opening->findData(QStringLiteral("swap2")));
    QCOMPARE(dialog.setup().rules, QStringLiteral("renju swap2"));
    opening->setCurrentIndex(opening->findData(QStringLiteral("none")));
    QCOMPARE(dialog.setup().rules, QStringLiteral("renju"));
    // Every combination makes a game.
    for (int r = 0; r < rules->count(); ++r) {
        for (int o = 0; o < opening->count(); ++o) {
            rules->setCurrentIndex(r);
            opening->setCurrentIndex(o);
            QVERIFY(dialog.setup().createGame());
        }
    }
    // Othello has no opening choice.
    initial.game = core::GameId::Othello;
    initial.rules.clear();
    widgets::NewGameDialog othello(initial, {});
    QVERIFY(!othello.findChild<QComboBox *>(QStringLiteral("opening")));
}

// The README's Gomoku pictures: Renju against the computer from the reference data's
// ForcedForbidden board (K8 is a foul for Black there), two moves each, move numbers on.
void TestGomokuScene::readmeScreenshots()
{
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIJU_SCREENSHOT_DIR to write the README screenshots");
    for (const char *language : {"en", "zh_CN"}) {
        widgets::LanguageManager lang;
        lang.apply(QString::fromLatin1(language));
        widgets::MainWindow w(&lang);
        w.resize(980, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        model::GameSetup setup;
        setup.game = core::GameId::Gomoku;
        setup.rules = QStringLiteral("renju");
        setup.seats[0].name = QStringLiteral("Mei");
        setup.seats[1].kind = model::PlayerKind::Computer;
        setup.seats[1].level = ai::Level::Medium; // depth-limited: the same game each run
        setup.timePerMoveMs = 3000;
        setup.startPosition
            = QStringLiteral("15/15/15/15/15/8x6/7ooxx4/7xoo1o3/7xoxx4/7o7/15/15/15/15/15 b");
        QVERIFY(w.startGame(setup));
        w.gamePage()->setGameOverDialogEnabled(false);
        w.action(QStringLiteral("showMoveNumbers"))->setChecked(true);
        widgets::GamePage *page = w.gamePage();
        auto *scene = static_cast<widgets::GomokuScene *>(page->scene());
        // Mei plays what a strong engine would (so the picture is a live game).
        auto engine = ai::createEngine(core::GameId::Gomoku);
        for (int i = 0; i < 2 && !page->model()->isOver(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(
                page->controller()->isHumanTurn() || page->model()->isOver(), 30000);
            if (page->model()->isOver())
                break;
            std::atomic<bool> stop{false};
            ai::SearchLimits limits;
            limits.maxDepth = 6;
            limits.maxNodes = 200000;
            const Move m = engine->search(page->model()->position(), limits, stop).best;
            QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, {},
                page->view()->mapFromScene(scene->centerOf(m.to)));
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->isHumanTurn() || page->model()->isOver(), 30000);
        qInfo("%s ply %d", page->model()->position().positionText().c_str(), page->model()->ply());
        QTest::qWait(scene->pendingAnimationMs() + 300);
        w.grab().save(dir + QStringLiteral("/gomoku-%1.png").arg(QLatin1String(language)));
        w.action(QStringLiteral("showMoveNumbers"))->setChecked(false);
    }
}

QTEST_MAIN(TestGomokuScene)
#include "tst_gomokuscene.moc"
