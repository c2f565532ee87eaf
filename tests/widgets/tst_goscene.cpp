// The Go and NoGo board (offscreen): clicking intersections places stones and a capture takes
// stones off (the side panel counts the prisoners); star points and coordinates per size; the
// liberty toggle shows the right count on each stone of a hand-made diagram; the marking step
// after two passes toggles a group on a click and the count on the bar follows (hand-worked
// area and territory counts); NoGo's illegal points and an attempted illegal move explained
// on the board and not played; the New Game dialog's Go options. With QIJU_SCREENSHOT_DIR set
// it also writes the README pictures (go-19.png, go-marking.png, nogo.png).
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include "board/boardview.h"
#include "board/pieceitem.h"
#include "gameui/go/goscene.h"
#include "gameui/go/markingbar.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "session/gamecontroller.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/newgamedialog.h"
#include "words/texts.h"

#include "games/gameregistry.h"
#include "games/go/gogame.h"
#include "games/go/gotext.h"

using namespace qiju;
using core::GameId;
using core::Move;
using core::MoveError;
using core::Point;
using core::Side;

namespace {

// Black's wall on E, White's on F, a dead white stone at C7 and a dead black one at H4 (see
// tests/model/tst_gomarking.cpp for the counts worked by hand).
const char *kDiagram = "4xo3/4xo3/2o1xo3/4xo3/4xo3/4xo1x1/4xo3/4xo3/4xo3 b";

model::GameSetup humans(GameId game, const QString &rules, const QString &position = {})
{
    model::GameSetup s;
    s.game = game;
    s.rules = rules;
    s.startPosition = position;
    s.seats[0].kind = model::PlayerKind::Human;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].kind = model::PlayerKind::Human;
    s.seats[1].name = QStringLiteral("Bo");
    return s;
}

void click(widgets::GamePage &page, Point p)
{
    QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {},
        page.view()->mapFromScene(page.scene()->centerOf(p)));
}

widgets::GoScene *goScene(widgets::GamePage &page)
{
    return qobject_cast<widgets::GoScene *>(page.scene());
}

QString names(const std::vector<Point> &points, int size)
{
    QStringList s;
    for (Point p : points)
        s << QString::fromStdString(go::pointText(p, size));
    return s.join(QLatin1Char(' '));
}

// The moves of an SGF file's main line ("pd", "" for a pass), enough for the test data.
QStringList sgfMoves(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromUtf8(f.readAll());
    QStringList out;
    static const QRegularExpression move(QStringLiteral(";\\s*[BW]\\[([a-t]{0,2})\\]"));
    for (auto it = move.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    return out;
}

Move sgfMove(const QString &m, int size)
{
    if (m.isEmpty() || m == QLatin1String("tt"))
        return Move::pass();
    return Move::place({m.at(0).unicode() - 'a', m.at(1).unicode() - 'a'});
    Q_UNUSED(size);
}

void saveShot(QWidget &w, const QString &name)
{
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestGoScene : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clicksPlaceStonesAndCapture();
    void boardLayout_data();
    void boardLayout();
    void libertiesToggle();
    void markingStep_data();
    void markingStep();
    void nogoIllegalMoveExplained();
    void newGameDialogGoOptions();
    void readmeScreenshots();
};

void TestGoScene::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-goscene-test"));
    model::Settings s;
    s.setLanguage({});
    s.setShowMoveNumbers(false);
    s.setShowLiberties(false);
    s.setShowIllegalPoints(false);
    s.setAnimationSpeed(model::AnimationSpeed::Fast);
}

void TestGoScene::clicksPlaceStonesAndCapture()
{
    widgets::GamePage page;
    page.setGameOverDialogEnabled(false);
    page.resize(900, 700);
    page.show();
    QVERIFY(page.startGame(humans(GameId::Go, QStringLiteral("chinese size=9"))));
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QVERIFY(goScene(page));
    // Black B9, White A9, Black A8: White's corner stone loses its last liberty.
    const Point b9{1, 0}, a9{0, 0}, a8{0, 1};
    for (Point p : {b9, a9, a8}) {
        QTRY_VERIFY(page.controller()->isHumanTurn());
        click(page, p);
    }
    QCOMPARE(page.model()->ply(), 3);
    QCOMPARE(page.model()->position().cell(b9), core::Cell::Black);
    QCOMPARE(page.model()->position().cell(a8), core::Cell::Black);
    QCOMPARE(page.model()->position().cell(a9), core::Cell::Empty);
    QVERIFY(page.scene()->pieceAt(b9));
    QCOMPARE(page.scene()->pieceAt(b9)->side(), Side::Black);
    QVERIFY(!page.scene()->pieceAt(a9)); // fading out, no longer on the point
    QCOMPARE(page.model()->lastNode()->transition.captured, std::vector<Point>{a9});
    auto *captures = page.sidePanel()->findChild<QLabel *>(QStringLiteral("blackCaptures"));
    QVERIFY(captures && captures->isVisible());
    QCOMPARE(captures->text(), QStringLiteral("Captured: 1"));
    // A click on an occupied point is refused with its reason.
    QSignalSpy illegal(page.controller(), &model::GameController::illegalMove);
    QTRY_VERIFY(page.controller()->isHumanTurn());
    click(page, b9);
    QCOMPARE(illegal.count(), 1);
    QCOMPARE(illegal.last().at(1).value<MoveError>(), MoveError::Occupied);
    QCOMPARE(page.model()->ply(), 3);
    // White retakes nothing at A9 (suicide): refused too.
    click(page, a9);
    QCOMPARE(illegal.last().at(1).value<MoveError>(), MoveError::Suicide);
}

void TestGoScene::boardLayout_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("stars");
    // Star points as on real boards: corners 3-3 below 13x13 (4-4 from 13 up), the centre on
    // odd boards, the side points from 19x19.
    QTest::newRow("9x9") << 9 << QStringLiteral("C7 G7 C3 G3 E5");
    QTest::newRow("13x13") << 13 << QStringLiteral("D10 K10 D4 K4 G7");
    QTest::newRow("19x19") << 19 << QStringLiteral("D16 Q16 D4 Q4 K10 K16 K4 D10 Q10");
}

void TestGoScene::boardLayout()
{
    QFETCH(int, size);
    QFETCH(QString, stars);
    model::GameModel model;
    widgets::GoScene scene(&model);
    model.newGame(core::createGame(GameId::Go, "chinese size=" + std::to_string(size)));
    QCOMPARE(scene.columns(), size);
    QCOMPARE(scene.rows(), size);
    QCOMPARE(names(scene.starPointsShown(), size), stars);
    QCOMPARE(scene.columnLabel(7), QStringLiteral("H"));
    QCOMPARE(scene.columnLabel(8), QStringLiteral("J")); // no I
    QCOMPARE(scene.columnLabel(size - 1), QString::fromStdString(go::pointText({size - 1, 0}, size)).left(1));
    QCOMPARE(scene.rowLabel(0), QString::number(size));
    QCOMPARE(scene.rowLabel(size - 1), QStringLiteral("1"));
    QVERIFY(scene.sceneRect().contains(scene.boardRect()));
}

void TestGoScene::libertiesToggle()
{
    // A9 (black) is in atari next to White's B9-B8; Black's E5-F5 and White's E4 below it.
    //     A B C D E F G
    //  9  x o . . . . .
    //  8  . o . . . . .
    //  5  . . . . x x .
    //  4  . . . . o . .
    model::GameModel model;
    widgets::GoScene scene(&model);
    core::ParseError e;
    model.newGame(go::GoGame::fromText("chinese", "xo7/1o7/9/9/4xx3/4o4/9/9/9 b", &e));
    QCOMPARE(scene.libertiesShownAt({0, 0}), 0); // off by default
    scene.setShowLiberties(true);
    // Counted by hand: A9 has A8 only; B9-B8 have C9, A8, C8, B7; E5-F5 have E6, D5, F6, G5,
    // F4; E4 has D4, F4, E3.
    const struct { Point p; int libs; } expected[] = {
        {{0, 0}, 1}, {{1, 0}, 4}, {{1, 1}, 4}, {{4, 4}, 5}, {{5, 4}, 5}, {{4, 5}, 3}};
    int stones = 0;
    for (const auto &x : expected) {
        QCOMPARE(scene.libertiesShownAt(x.p), x.libs);
        ++stones;
    }
    QCOMPARE(scene.libertiesShownAt({2, 0}), 0); // an empty point
    int items = 0;
    for (QGraphicsItem *item : scene.items())
        items += item->data(0).toString() == QLatin1String("liberties");
    QCOMPARE(items, stones);
    // Black passes, White plays A8 and captures A9: the counts follow.
    QCOMPARE(model.play(Move::pass()), MoveError::None);
    QCOMPARE(model.play(Move::place({0, 1})), MoveError::None);
    QCOMPARE(scene.libertiesShownAt({0, 0}), 0);
    // B9-B8-A8 now: A9, C9, C8, B7, A7.
    QCOMPARE(scene.libertiesShownAt({1, 0}), 5);
    scene.setShowLiberties(false);
    QCOMPARE(scene.libertiesShownAt({1, 0}), 0);
    for (QGraphicsItem *item : scene.items())
        QVERIFY(item->data(0).toString() != QLatin1String("liberties"));
}

void TestGoScene::markingStep_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("estimated"); // the bar's count with C7 and H4 dead
    QTest::addColumn<QString>("toggled");   // with C7 alive
    QTest::addColumn<double>("black");
    QTest::addColumn<double>("white");
    // Worked by hand in tests/model/tst_gomarking.cpp.
    QTest::newRow("area") << QStringLiteral("chinese size=9")
                          << QStringLiteral("Black: 9 stones + 36 territory = 45\n"
                                            "White: 9 stones + 27 territory + 7.5 komi = 43.5")
                          << QStringLiteral("Black: 9 stones + 0 territory = 9\n"
                                            "White: 10 stones + 27 territory + 7.5 komi = 44.5")
                          << 45.0 << 43.5;
    QTest::newRow("territory")
        << QStringLiteral("japanese size=9")
        << QStringLiteral("Black: 36 territory + 1 prisoners = 37\n"
                          "White: 27 territory + 1 prisoners + 6.5 komi = 34.5")
        << QStringLiteral("Black: 0 territory + 0 prisoners = 0\n"
                          "White: 27 territory + 1 prisoners + 6.5 komi = 34.5")
        << 37.0 << 34.5;
}

void TestGoScene::markingStep()
{
    QFETCH(QString, rules);
    QFETCH(QString, estimated);
    QFETCH(QString, toggled);
    QFETCH(double, black);
    QFETCH(double, white);
    widgets::GamePage page;
    page.setGameOverDialogEnabled(false);
    page.resize(1000, 760);
    page.show();
    QVERIFY(page.startGame(humans(GameId::Go, rules, QString::fromLatin1(kDiagram))));
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *bar = page.findChild<widgets::MarkingBar *>();
    QVERIFY(bar);
    QVERIFY(!bar->isVisible());
    QTRY_VERIFY(page.controller()->isHumanTurn());
    page.controller()->requestPass();
    QTRY_VERIFY(page.controller()->isHumanTurn());
    QSignalSpy over(page.model(), &model::GameModel::gameOver);
    page.controller()->requestPass();
    QTRY_VERIFY(page.model()->isMarking());
    QVERIFY(bar->isVisible());
    QCOMPARE(over.count(), 0);
    auto *scene = goScene(page);
    QCOMPARE(names(scene->deadShown(), 9), QStringLiteral("C7 H4"));
    QCOMPARE(bar->scoreText(), estimated);
    QCOMPARE(int(scene->territoryShown(Side::Black).size()), 36);
    QCOMPARE(int(scene->territoryShown(Side::White).size()), 27);
    QCOMPARE(scene->pieceAt({2, 2})->opacity() < 1, true); // dead stones dimmed

    click(page, {2, 2}); // C7: alive after all
    QCOMPARE(names(scene->deadShown(), 9), QStringLiteral("H4"));
    QCOMPARE(bar->scoreText(), toggled);
    QCOMPARE(int(scene->territoryShown(Side::Black).size()), 0);
    QCOMPARE(scene->pieceAt({2, 2})->opacity(), 1.0);
    click(page, {3, 3}); // an empty point: nothing
    QCOMPARE(names(scene->deadShown(), 9), QStringLiteral("H4"));
    click(page, {2, 2}); // dead again
    QCOMPARE(bar->scoreText(), estimated);
    saveShot(page, QStringLiteral("go-marking-small"));

    QTest::mouseClick(bar->doneButton(), Qt::LeftButton);
    QCOMPARE(over.count(), 1);
    QVERIFY(!page.model()->isMarking());
    QTRY_VERIFY(!bar->isVisible());
    const core::GameResult r = *page.model()->result();
    QCOMPARE(r.reason, core::EndReason::Count);
    QCOMPARE(r.blackScore, black);
    QCOMPARE(r.whiteScore, white);
    QCOMPARE(r.outcome, core::Outcome::BlackWins);
    // The territory stays on the final board.
    QCOMPARE(int(scene->territoryShown(Side::Black).size()), 36);
}

void TestGoScene::nogoIllegalMoveExplained()
{
    // Black to move: A8 would capture White's A9; J1 would be a stone without liberties.
    widgets::GamePage page;
    page.setGameOverDialogEnabled(false);
    page.resize(900, 700);
    page.show();
    QVERIFY(page.startGame(humans(GameId::Nogo, QStringLiteral("botzone"),
        QStringLiteral("ox7/9/9/9/9/9/9/8o/7o1 b"))));
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto *scene = goScene(page);
    QVERIFY(scene);
    QVERIFY(scene->illegalShown().empty()); // the toggle is off
    scene->setShowIllegalPoints(true);
    std::vector<Point> crossed;
    for (const auto &[p, e] : scene->illegalShown())
        crossed.push_back(p);
    QCOMPARE(names(crossed, 9), QStringLiteral("A8 J1"));
    QCOMPARE(scene->illegalShown().front().second, MoveError::Capture);
    QCOMPARE(scene->illegalShown().back().second, MoveError::Suicide);

    auto *notice = page.sidePanel()->findChild<QLabel *>(QStringLiteral("noticeLabel"));
    QVERIFY(notice);
    QSignalSpy illegal(page.controller(), &model::GameController::illegalMove);
    QTRY_VERIFY(page.controller()->isHumanTurn());
    click(page, {0, 1}); // A8
    QCOMPARE(illegal.count(), 1);
    QCOMPARE(page.model()->ply(), 0);
    QCOMPARE(page.model()->position().cell({0, 1}), core::Cell::Empty);
    QCOMPARE(names(scene->explainedShown(), 9), QStringLiteral("A9"));
    QCOMPARE(notice->text(), widgets::Texts::nogoExplanation(MoveError::Capture));
    QVERIFY(notice->text().contains(QStringLiteral("capture the marked stones")));
    int rings = 0;
    for (QGraphicsItem *item : page.scene()->items())
        rings += item->data(0).toString() == QLatin1String("illegal-cause");
    QCOMPARE(rings, 1);
    saveShot(page, QStringLiteral("nogo-explained"));

    click(page, {8, 8}); // J1
    QCOMPARE(illegal.count(), 2);
    QCOMPARE(names(scene->explainedShown(), 9), QStringLiteral("J1"));
    QVERIFY(notice->text().contains(QStringLiteral("no liberties")));
    // A legal move clears the explanation and plays; the crosses follow White's turn.
    click(page, {4, 4});
    QCOMPARE(page.model()->ply(), 1);
    QVERIFY(scene->explainedShown().empty());
    for (const auto &[p, e] : scene->illegalShown())
        QVERIFY(e != MoveError::None && e != MoveError::Occupied);
}

void TestGoScene::newGameDialogGoOptions()
{
    model::GameSetup initial;
    initial.game = GameId::Go;
    initial.rules = QStringLiteral("japanese size=13 handicap=3 komi=0.5");
    widgets::NewGameDialog dialog(initial, {});
    auto *rules = dialog.findChild<QComboBox *>(QStringLiteral("rules"));
    auto *sizeChoice = dialog.findChild<QComboBox *>(QStringLiteral("goSizeChoice"));
    auto *size = dialog.findChild<QSpinBox *>(QStringLiteral("goSize"));
    auto *komi = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("goKomi"));
    auto *handicap = dialog.findChild<QComboBox *>(QStringLiteral("goHandicap"));
    QVERIFY(rules && sizeChoice && size && komi && handicap);
    QCOMPARE(rules->count(), 4);
    QCOMPARE(rules->currentData().toString(), QStringLiteral("japanese"));
    QCOMPARE(size->value(), 13);
    QCOMPARE(sizeChoice->currentData().toInt(), 13);
    QCOMPARE(komi->value(), 0.5);
    QCOMPARE(handicap->currentData().toInt(), 3);
    QCOMPARE(dialog.setup().rules, initial.rules);
    // 13x13 has the nine handicap points; an even board only four.
    QCOMPARE(handicap->count(), 1 + 8);
    size->setValue(12);
    QCOMPARE(handicap->count(), 1 + 3);
    QCOMPARE(sizeChoice->currentData().toInt(), 0); // "Other size"
    size->setValue(19);
    QCOMPARE(sizeChoice->currentData().toInt(), 19);
    // A preset brings its komi, except with a handicap (0.5).
    rules->setCurrentIndex(rules->findData(QStringLiteral("ing")));
    QCOMPARE(komi->value(), 0.5);
    handicap->setCurrentIndex(0);
    emit handicap->activated(0);
    QCOMPARE(komi->value(), 8.0);
    rules->setCurrentIndex(rules->findData(QStringLiteral("chinese")));
    QCOMPARE(komi->value(), 7.5);
    QCOMPARE(dialog.setup().rules, QStringLiteral("chinese"));
    sizeChoice->setCurrentIndex(sizeChoice->findData(9));
    emit sizeChoice->activated(sizeChoice->currentIndex());
    QCOMPARE(size->value(), 9);
    QCOMPARE(dialog.setup().rules, QStringLiteral("chinese size=9"));
    komi->setValue(6);
    QCOMPARE(dialog.setup().rules, QStringLiteral("chinese size=9 komi=6"));
    // Every preset, size and handicap makes a game.
    for (int r = 0; r < rules->count(); ++r) {
        rules->setCurrentIndex(r);
        for (int n : {5, 7, 9, 13, 19, 25}) {
            size->setValue(n);
            for (int h = 0; h < handicap->count(); ++h) {
                handicap->setCurrentIndex(h);
                auto game = dialog.setup().createGame();
                QVERIFY2(game, qPrintable(dialog.setup().rules));
                QCOMPARE(game->width(), n);
            }
        }
    }
    // NoGo: the two presets and nothing else.
    initial.game = GameId::Nogo;
    initial.rules.clear();
    widgets::NewGameDialog nogo(initial, {});
    auto *nogoRules = nogo.findChild<QComboBox *>(QStringLiteral("rules"));
    QCOMPARE(nogoRules->count(), 2);
    QVERIFY(!nogo.findChild<QSpinBox *>(QStringLiteral("goSize")));
    QCOMPARE(nogo.setup().rules, QStringLiteral("course"));
}

// The README pictures: the opening of the 27th Meijin, game 1 (Cho Chikun - Yoda Norimoto) on
// 19x19; the end of game 4 of that match in the marking step (with the estimator's marks and
// the Japanese count, which GNU Go gives as B+0.5); a NoGo game with an attempted illegal move.
void TestGoScene::readmeScreenshots()
{
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("set QIJU_SCREENSHOT_DIR to write the README screenshots");
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.resize(1100, 860);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    widgets::GamePage *page = w.gamePage();
    page->setGameOverDialogEnabled(false);

    // Go, 19x19: 60 moves of the Meijin game.
    model::GameSetup go19 = humans(GameId::Go, QStringLiteral("japanese komi=5.5"));
    go19.seats[0].name = QStringLiteral("Cho Chikun");
    go19.seats[1].name = QStringLiteral("Yoda Norimoto");
    QVERIFY(w.startGame(go19));
    const QStringList opening = sgfMoves(QStringLiteral(QIJU_TEST_DATA_DIR "/go/nando_meijin27_g1.sgf"));
    QVERIFY(opening.size() > 60);
    for (int i = 0; i < 60; ++i)
        QCOMPARE(page->model()->play(sgfMove(opening[i], 19)), MoveError::None);
    w.action(QStringLiteral("showMoveNumbers"))->setChecked(false);
    QTest::qWait(page->scene()->pendingAnimationMs() + 300);
    w.grab().save(dir + QStringLiteral("/go-19.png"));

    // Go, marking: game 4 to its two passes.
    model::GameSetup g4 = go19;
    g4.seats[0].name = QStringLiteral("Yoda Norimoto");
    g4.seats[1].name = QStringLiteral("Cho Chikun");
    QVERIFY(w.startGame(g4));
    const QStringList game4 = sgfMoves(QStringLiteral(QIJU_TEST_DATA_DIR "/go/nando_meijin27_g4.sgf"));
    for (const QString &m : game4) {
        if (page->model()->isMarking())
            break;
        QCOMPARE(page->model()->play(sgfMove(m, 19)), MoveError::None);
    }
    QVERIFY(page->model()->isMarking());
    QTest::qWait(page->scene()->pendingAnimationMs() + 300);
    const auto score = page->controller()->marking()->score();
    qInfo("Meijin 27 game 4, estimator's marks, Japanese count: B %g W %g", score->black,
        score->white);
    w.grab().save(dir + QStringLiteral("/go-marking.png"));

    // NoGo: White's C7 has one liberty left, so Black may not play C6 (it would capture).
    model::GameSetup nogo = humans(GameId::Nogo, QStringLiteral("course"),
        QStringLiteral("9/2x3o2/1xox1o3/5xo2/2o1x4/3xo1x2/2o6/4x2o1/9 b"));
    nogo.seats[1].kind = model::PlayerKind::Computer;
    nogo.seats[1].level = ai::Level::Medium;
    QVERIFY(w.startGame(nogo));
    w.action(QStringLiteral("showIllegalPoints"))->setChecked(true);
    QTRY_VERIFY(page->controller()->isHumanTurn());
    auto *scene = static_cast<widgets::GoScene *>(page->scene());
    QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, {},
        page->view()->mapFromScene(scene->centerOf({2, 3})));
    QCOMPARE(names(scene->explainedShown(), 9), QStringLiteral("C7"));
    QTest::qWait(200);
    w.grab().save(dir + QStringLiteral("/nogo.png"));
    w.action(QStringLiteral("showIllegalPoints"))->setChecked(false);
}

QTEST_MAIN(TestGoScene)
#include "tst_goscene.moc"
