// The end of a game and trading places: a decided game between two people plays the win ending
// over the board; win, loss and draw endings look different; the game-over dialog offers Play
// again / Undo last move / Review / Back to start / Quit and each choice does what it says;
// "Let the computer move first" and "Switch sides" hand the person's colour to the computer;
// every action of the tool bar and the Move menu has a keyboard shortcut, and no two actions
// share one.
#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QToolBar>

#include "board/boardscene.h"
#include "board/endingitem.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gameoverdialog.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

using namespace qiju;
using widgets::EndMood;

namespace {

void playNow(model::GameController *c, const char *text)
{
    QTRY_VERIFY(c->isHumanTurn());
    const int ply = c->model()->ply();
    c->requestMove(*c->model()->position().parseMove(text));
    QCOMPARE(c->model()->ply(), ply + 1);
}

QImage renderScene(QGraphicsScene *scene)
{
    QImage img(300, 300, QImage::Format_ARGB32);
    img.fill(Qt::black);
    QPainter p(&img);
    scene->render(&p, QRectF(img.rect()), scene->sceneRect());
    return img;
}

} // namespace

class TestGameEnd : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fiveInARowPlaysTheWinEnding();
    void endingsLookDifferent();
    void dialogChoices();
    void computerMovesFirstAndSidesSwitch();
    void everyActionHasItsOwnShortcut();
};

void TestGameEnd::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-test-gameend"));
    QSettings(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
              QCoreApplication::applicationName())
        .clear();
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Fast);
}

void TestGameEnd::fiveInARowPlaysTheWinEnding()
{
    widgets::GamePage page;
    page.setGameOverDialogEnabled(false);
    model::GameSetup setup;
    setup.game = core::GameId::Gomoku;
    QVERIFY(page.startGame(setup));
    // Black H8..L8 in a row; White answers on row 9 (two people at the board).
    for (const char *m : {"H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"})
        playNow(page.controller(), m);
    QVERIFY(page.model()->isOver());
    QTRY_VERIFY(page.scene()->ending());
    QCOMPARE(page.scene()->ending()->kind(), EndMood::Kind::Win);
    QCOMPARE(page.scene()->ending()->data(0).toString(), QStringLiteral("ending-win"));
    // Two people: the banner names the winner, it does not say "You win".
    QVERIFY(!page.scene()->ending()->text().contains(QStringLiteral("You")));
    // Undo removes the ending with the end of the game.
    page.controller()->undo();
    QVERIFY(!page.scene()->ending());
}

void TestGameEnd::endingsLookDifferent()
{
    widgets::GamePage page;
    model::GameSetup setup;
    setup.game = core::GameId::Othello;
    QVERIFY(page.startGame(setup));
    page.scene()->setAnimationSpeed(model::AnimationSpeed::Off); // final picture at once
    const QImage plain = renderScene(page.scene());
    std::vector<QImage> shots;
    for (EndMood::Kind k : {EndMood::Kind::Win, EndMood::Kind::Loss, EndMood::Kind::Draw}) {
        page.scene()->showEnding(k, QStringLiteral("End"));
        QCOMPARE(page.scene()->ending()->progress(), 1.0);
        shots.push_back(renderScene(page.scene()));
        QVERIFY(shots.back() != plain);
    }
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    for (int i = 0; i < 3 && !dir.isEmpty(); ++i)
        shots[std::size_t(i)].save(QString::fromLocal8Bit(dir) + QStringLiteral("/ending-%1.png").arg(i));
    QVERIFY(shots[0] != shots[1]);
    QVERIFY(shots[1] != shots[2]);
    QVERIFY(shots[0] != shots[2]);
    // The loss veils the board: a corner cell gets darker than without an ending.
    const QPoint corner(60, 60);
    QVERIFY(qGray(shots[1].pixel(corner)) < qGray(plain.pixel(corner)));
}

void TestGameEnd::dialogChoices()
{
    widgets::GamePage page;
    model::GameSetup setup;
    setup.game = core::GameId::Gomoku;
    QVERIFY(page.startGame(setup));
    for (const char *m : {"H8", "H9", "I8", "I9", "J8", "J9", "K8", "K9", "L8"})
        playNow(page.controller(), m);
    const core::GameResult result = *page.model()->result();
    const struct { const char *button; int choice; } cases[] = {
        {"playAgain", widgets::GameOverDialog::PlayAgain},
        {"undoMove", widgets::GameOverDialog::UndoMove},
        {"review", widgets::GameOverDialog::Review},
        {"backToStart", widgets::GameOverDialog::BackToStart},
        {"quit", widgets::GameOverDialog::Quit},
    };
    for (const auto &c : cases) {
        widgets::GameOverDialog d(core::GameId::Gomoku, result, page.controller());
        auto *b = d.findChild<QPushButton *>(QLatin1String(c.button));
        QVERIFY2(b, c.button);
        QVERIFY2(b->isEnabled(), c.button);
        QTimer::singleShot(0, b, &QPushButton::click);
        QCOMPARE(d.exec(), c.choice);
    }
    // Undo is offered only when there is a move to take back.
    widgets::GamePage fresh;
    model::GameSetup other;
    other.game = core::GameId::Gomoku;
    QVERIFY(fresh.startGame(other));
    widgets::GameOverDialog d(core::GameId::Gomoku, result, fresh.controller());
    QVERIFY(!d.findChild<QPushButton *>(QStringLiteral("undoMove"))->isEnabled());
}

void TestGameEnd::computerMovesFirstAndSidesSwitch()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    model::GameSetup setup;
    setup.game = core::GameId::Othello;
    setup.seats[1].kind = model::PlayerKind::Computer;
    setup.seats[1].level = ai::Level::Beginner;
    QVERIFY(w.startGame(setup));
    model::GameController *c = w.gamePage()->controller();
    QTRY_VERIFY(c->isHumanTurn());
    QAction *first = w.action(QStringLiteral("computerFirst"));
    QAction *swap = w.action(QStringLiteral("switchSides"));
    QVERIFY(first->isEnabled());
    QVERIFY(swap->isEnabled());
    first->trigger();
    QCOMPARE(c->player(core::Side::Black)->kind(), model::PlayerKind::Computer);
    QCOMPARE(c->player(core::Side::White)->kind(), model::PlayerKind::Human);
    QCOMPARE(c->setup().seats[0].level, ai::Level::Beginner);
    // The computer now plays Black's first move by itself; then the person (White) is to move.
    QTRY_COMPARE_WITH_TIMEOUT(w.gamePage()->model()->ply(), 1, 20000);
    QTRY_VERIFY(c->isHumanTurn());
    QCOMPARE(w.gamePage()->model()->position().sideToMove(), core::Side::White);
    QVERIFY(!first->isEnabled()); // only before the first move
    // Mid-game: the computer takes over White, the person gets Black, whose turn comes next.
    swap->trigger();
    QCOMPARE(c->player(core::Side::White)->kind(), model::PlayerKind::Computer);
    QTRY_COMPARE_WITH_TIMEOUT(w.gamePage()->model()->ply(), 2, 20000);
    QTRY_VERIFY(c->isHumanTurn());
    QCOMPARE(w.gamePage()->model()->position().sideToMove(), core::Side::Black);
}

void TestGameEnd::everyActionHasItsOwnShortcut()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    QList<QAction *> actions = w.findChild<QToolBar *>(QStringLiteral("mainToolBar"))->actions();
    for (QMenu *menu : w.menuBar()->findChildren<QMenu *>()) {
        if (menu->title() == QStringLiteral("&Move"))
            actions += menu->actions();
    }
    for (const char *name : {"showLegalMoves", "showMoveNumbers", "music", "mute", "howToPlay"})
        actions << w.action(QString::fromLatin1(name));
    QHash<QKeySequence, QString> seen;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (!a->shortcut().isEmpty()) {
            QVERIFY2(!seen.contains(a->shortcut()), qPrintable(a->objectName()));
            seen.insert(a->shortcut(), a->objectName());
        }
    }
    for (QAction *a : actions) {
        if (a->isSeparator() || a->menu())
            continue;
        QVERIFY2(!a->shortcut().isEmpty(), qPrintable(a->objectName()));
    }
}

QTEST_MAIN(TestGameEnd)
#include "tst_gameend.moc"
