// Ataxx in the main window (offscreen): a person plays the computer by clicks — select a piece,
// then a clone or a jump target — the side panel counts both sides' pieces, undo returns to the
// person; the New Game dialog offers both rules presets (with a description) and the chosen
// preset is the game's; the How-to-play text covers Ataxx. With QIJU_SCREENSHOT_DIR set it
// writes the README screenshots ataxx-en.png and ataxx-zh_CN.png.
#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include "board/boardview.h"
#include "gameui/ataxx/ataxxscene.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/newgamedialog.h"

#include "games/ataxx/ataxxgame.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::Point;
using core::Side;

namespace {

Point at(const char *square) { return ataxx::AtaxxGame::pointOf(*ataxx::parseSquare(square)); }

void click(widgets::GamePage *page, Point p)
{
    widgets::BoardView *view = page->view();
    QTest::mouseClick(
        view->viewport(), Qt::LeftButton, {}, view->mapFromScene(page->scene()->centerOf(p)));
}

// The big number on a player's card in the side panel.
QString shownCount(widgets::GamePage *page, Side side)
{
    const QString card
        = side == Side::Black ? QStringLiteral("blackCard") : QStringLiteral("whiteCard");
    QWidget *frame = page->sidePanel()->findChild<QWidget *>(card);
    for (QLabel *label : frame->findChildren<QLabel *>()) {
        if (label->alignment() & Qt::AlignRight)
            return label->text();
    }
    return {};
}

void saveShot(QWidget *w, const QString &name)
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

model::GameSetup ataxxSetup(const QString &rules, ai::Level level)
{
    model::GameSetup setup;
    setup.game = core::GameId::Ataxx;
    setup.rules = rules;
    setup.seats[0].name = QStringLiteral("Mei");
    setup.seats[1].kind = model::PlayerKind::Computer;
    setup.seats[1].level = level;
    setup.timePerMoveMs = 500;
    return setup;
}

} // namespace

class TestAtaxxWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void playTheComputerByClicks();
    void newGameDialogOffersBothPresets();
    void howToPlayCoversAtaxx();
    void screenshots();
};

void TestAtaxxWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-ataxx-test"));
    model::Settings().setLanguage({});
    model::Settings s;
    s.setAnimationSpeed(model::AnimationSpeed::Fast);
    s.setShowLegalMoves(true);
}

void TestAtaxxWindow::playTheComputerByClicks()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.resize(900, 650);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(ataxxSetup(QStringLiteral("botzone"), ai::Level::Beginner)));
    widgets::GamePage *page = w.gamePage();
    page->setGameOverDialogEnabled(false);
    auto *scene = qobject_cast<widgets::AtaxxScene *>(page->scene());
    QVERIFY(scene);
    QTRY_VERIFY(page->controller()->isHumanTurn());
    QCOMPARE(shownCount(page, Side::Black), QStringLiteral("2"));

    click(page, at("g1"));
    QCOMPARE(scene->selection(), std::optional<Point>(at("g1")));
    click(page, at("f2")); // clone
    QCOMPARE(page->model()->ply(), 1);
    QCOMPARE(shownCount(page, Side::Black), QStringLiteral("3"));
    QTRY_VERIFY_WITH_TIMEOUT(page->controller()->isHumanTurn(), 20000); // the computer answered
    QCOMPARE(page->model()->ply(), 2);
    QCOMPARE(shownCount(page, Side::Black),
        QString::number(page->model()->position().pieceCount(Side::Black)));
    QCOMPARE(shownCount(page, Side::White),
        QString::number(page->model()->position().pieceCount(Side::White)));

    // A jump from a7 to c5 (nothing of White's can be there yet: it moved once from g7/a1).
    click(page, at("a7"));
    QVERIFY(std::find(scene->jumpTargets().begin(), scene->jumpTargets().end(), at("c5"))
        != scene->jumpTargets().end());
    click(page, at("c5"));
    QCOMPARE(page->model()->ply(), 3);
    QCOMPARE(page->model()->position().cell(at("a7")), core::Cell::Empty);
    QCOMPARE(page->model()->position().cell(at("c5")), core::Cell::Black);
    QTRY_VERIFY_WITH_TIMEOUT(page->controller()->isHumanTurn(), 20000);

    w.action(QStringLiteral("undo"))->trigger();
    QCOMPARE(page->model()->ply(), 2);
    QCOMPARE(page->model()->position().cell(at("a7")), core::Cell::Black);
    QTRY_VERIFY(page->controller()->isHumanTurn());
}

void TestAtaxxWindow::newGameDialogOffersBothPresets()
{
    model::GameSetup initial = ataxxSetup({}, ai::Level::Easy);
    widgets::NewGameDialog dialog(initial, {});
    auto *rules = dialog.findChild<QComboBox *>(QStringLiteral("rules"));
    QVERIFY(rules);
    QCOMPARE(rules->count(), 2);
    QCOMPARE(rules->itemData(0).toString(), QStringLiteral("botzone")); // the default first
    QCOMPARE(rules->itemData(1).toString(), QStringLiteral("uai"));
    QCOMPARE(rules->itemText(0), QStringLiteral("Botzone"));
    QCOMPARE(rules->itemText(1), QStringLiteral("UAI / tournament"));
    QVERIFY(!rules->itemData(0, Qt::ToolTipRole).toString().isEmpty());
    QVERIFY(!rules->itemData(1, Qt::ToolTipRole).toString().isEmpty());
    QCOMPARE(rules->currentIndex(), 0);
    rules->setCurrentIndex(1);
    const model::GameSetup chosen = dialog.setup();
    QCOMPARE(chosen.rules, QStringLiteral("uai"));
    core::ParseError error = core::ParseError::None;
    const auto g = chosen.createGame(&error);
    QVERIFY(g);
    QCOMPARE(g->rulesText(), std::string("uai"));
}

void TestAtaxxWindow::howToPlayCoversAtaxx()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    QVERIFY(w.startGame(ataxxSetup(QStringLiteral("botzone"), ai::Level::Beginner)));
    QVERIFY(w.howToPlayText().contains(QStringLiteral("jump")));
    lang.apply(QStringLiteral("zh_CN"));
    QTRY_VERIFY(w.howToPlayText().contains(QStringLiteral("同化棋")));
    lang.apply(QStringLiteral("en"));
}

void TestAtaxxWindow::screenshots()
{
    if (qEnvironmentVariableIsEmpty("QIJU_SCREENSHOT_DIR"))
        QSKIP("set QIJU_SCREENSHOT_DIR to write the README screenshots");
    for (const char *language : {"en", "zh_CN"}) {
        widgets::LanguageManager lang;
        lang.apply(QString::fromLatin1(language));
        widgets::MainWindow w(&lang);
        w.resize(980, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        model::GameSetup setup = ataxxSetup(QStringLiteral("botzone"), ai::Level::Hard);
        setup.timePerMoveMs = 1000;
        QVERIFY(w.startGame(setup));
        widgets::GamePage *page = w.gamePage();
        page->setGameOverDialogEnabled(false);
        auto *scene = qobject_cast<widgets::AtaxxScene *>(page->scene());
        for (const char *move : {"f2", "b6", "e3", "c5"}) {
            QTRY_VERIFY_WITH_TIMEOUT(page->controller()->isHumanTurn(), 20000);
            const core::Game &g = page->model()->position();
            auto mv = g.parseMove(move);
            if (!mv || g.check(*mv) != core::MoveError::None)
                mv = g.legalMoves().front();
            page->controller()->requestMove(*mv);
        }
        QTRY_VERIFY_WITH_TIMEOUT(page->controller()->isHumanTurn(), 20000);
        QTest::qWait(600);
        // Show a selection: the Black piece with the most targets.
        const core::Game &g = page->model()->position();
        Point best;
        std::size_t most = 0;
        for (int y = 0; y < 7; ++y) {
            for (int x = 0; x < 7; ++x) {
                if (g.cell({x, y}) != core::Cell::Black)
                    continue;
                click(page, {x, y});
                const std::size_t n = scene->cloneTargets().size() + scene->jumpTargets().size();
                if (n > most) {
                    most = n;
                    best = {x, y};
                }
                scene->clearSelection();
            }
        }
        click(page, best);
        QTest::qWait(100);
        saveShot(&w, QStringLiteral("ataxx-%1.png").arg(QLatin1String(language)));
    }
}

QTEST_MAIN(TestAtaxxWindow)
#include "tst_ataxxwindow.moc"
