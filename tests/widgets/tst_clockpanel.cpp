// The clocks as a user meets them: chosen in the New Game dialog (a refused combination keeps
// Start disabled and says why), shown on the player cards with the warning colour, stopped by
// the Pause action and by any modal dialog, and a game lost on time. A fake time source moves
// the clocks, so nothing depends on the machine's speed.
// With QIJU_SCREENSHOT_DIR set, it also saves the screenshot used in the README.
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimeEdit>

#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "storage/savegame.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/newgamedialog.h"
#include "words/clocktext.h"

using namespace qiju;
using core::Side;
using model::GameClock;
using model::TimeControl;

namespace {

struct FakeTime
{
    qint64 now = 0;
    GameClock::TimeSource source()
    {
        return [this] { return now; };
    }
};

model::GameSetup othello(const TimeControl &tc)
{
    model::GameSetup s;
    s.game = core::GameId::Othello;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].name = QStringLiteral("Bo");
    s.timeControl = tc;
    return s;
}

QLabel *clockLabel(widgets::MainWindow &w, Side side)
{
    return w.gamePage()->sidePanel()->findChild<QLabel *>(
        side == Side::Black ? QStringLiteral("blackClock") : QStringLiteral("whiteClock"));
}

} // namespace

class TestClockPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clockTexts();
    void dialogChoosesTimeControl();
    void panelShowsClocksAndWarning();
    void pauseActionAndModalDialogStopTheClock();
    void lossOnTimeIsShown();
    void clocksSavedAndRestored();
};

void TestClockPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-clock-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
}

void TestClockPanel::clockTexts()
{
    using widgets::ClockText;
    QCOMPARE(ClockText::duration(600000), QStringLiteral("10:00"));
    QCOMPARE(ClockText::duration(3723000), QStringLiteral("1:02:03"));
    QCOMPARE(ClockText::duration(10000), QStringLiteral("0:10"));
    QCOMPARE(ClockText::duration(9999), QStringLiteral("9.9")); // rounded down, never up
    QCOMPARE(ClockText::duration(-5), QStringLiteral("0.0"));
    const TimeControl byo = TimeControl::byoYomi(60000, 3, 30000);
    model::SideClock c = model::SideClock::start(byo);
    QCOMPARE(ClockText::main(byo, c), QStringLiteral("1:00"));
    c.spend(byo, 75000); // 15 s into the first period
    QCOMPARE(ClockText::main(byo, c), QStringLiteral("0:15"));
    QVERIFY(ClockText::detail(byo, c).contains(QLatin1Char('3')));
}

void TestClockPanel::dialogChoosesTimeControl()
{
    model::GameSetup initial = othello(TimeControl::none());
    widgets::NewGameDialog dialog(initial, {});
    auto *system = dialog.findChild<QComboBox *>(QStringLiteral("timeSystem"));
    auto *main = dialog.findChild<QTimeEdit *>(QStringLiteral("mainTime"));
    auto *periods = dialog.findChild<QSpinBox *>(QStringLiteral("periods"));
    auto *period = dialog.findChild<QSpinBox *>(QStringLiteral("periodTime"));
    auto *start = dialog.findChild<QPushButton *>(QStringLiteral("startButton"));
    QVERIFY(system && main && periods && period && start);
    QVERIFY(dialog.setup().timeControl == TimeControl::none());

    system->setCurrentIndex(system->findData(int(model::TimeSystem::ByoYomi)));
    main->setTime(QTime(0, 5));
    periods->setValue(3);
    period->setValue(20);
    QVERIFY(dialog.setup().timeControl == TimeControl::byoYomi(300000, 3, 20000));
    QVERIFY(start->isEnabled());

    // Sudden death without any main time is refused, with the reason shown.
    system->setCurrentIndex(system->findData(int(model::TimeSystem::Absolute)));
    main->setTime(QTime(0, 0));
    QVERIFY(!start->isEnabled());
    auto *error = dialog.findChild<QLabel *>(QStringLiteral("timeControlError"));
    QVERIFY(!error->text().isEmpty());
    QVERIFY(error->isVisibleTo(&dialog));
    main->setTime(QTime(0, 1));
    QVERIFY(start->isEnabled());

    // A dialog opened from a timed setup shows it.
    widgets::NewGameDialog again(othello(TimeControl::canadian(600000, 25, 300000)), {});
    QVERIFY(again.setup().timeControl == TimeControl::canadian(600000, 25, 300000));
}

void TestClockPanel::panelShowsClocksAndWarning()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    FakeTime t;
    GameClock *clock = w.gamePage()->controller()->clock();
    clock->setTimeSource(t.source());
    QVERIFY(w.startGame(othello(TimeControl::absolute(60000))));
    w.resize(900, 640);
    w.show();
    QTRY_VERIFY(w.gamePage()->controller()->isHumanTurn());
    QLabel *black = clockLabel(w, Side::Black);
    QLabel *white = clockLabel(w, Side::White);
    QVERIFY(black->isVisible());
    QCOMPARE(black->text(), QStringLiteral("1:00"));
    QCOMPARE(black->property("running").toBool(), true);
    QCOMPARE(white->property("running").toBool(), false);
    t.now += 51500; // 8.5 s left for Black
    clock->poll();
    QCOMPARE(black->text(), QStringLiteral("8.5"));
    QCOMPARE(black->property("low").toBool(), true);
    QCOMPARE(white->property("low").toBool(), false);
    QCOMPARE(white->text(), QStringLiteral("1:00"));

    // An untimed game shows no clocks.
    QVERIFY(w.startGame(othello(TimeControl::none())));
    QVERIFY(!black->isVisible());

    // The screenshot for the README: byo-yomi, White in overtime and short of time.
    QVERIFY(w.startGame(othello(TimeControl::byoYomi(600000, 5, 30000))));
    QTRY_VERIFY(w.gamePage()->controller()->isHumanTurn());
    t.now += 42000;
    w.gamePage()->controller()->requestMove(
        *w.gamePage()->model()->position().parseMove("f5"));
    QTRY_VERIFY(w.gamePage()->controller()->isHumanTurn());
    t.now += 600000 + 30000 + 22000; // main time, one period and 22 s of the next
    clock->poll();
    QCOMPARE(white->text(), QStringLiteral("8.0"));
    QVERIFY(white->property("low").toBool());
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/clocks-en.png"));
}

void TestClockPanel::pauseActionAndModalDialogStopTheClock()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    FakeTime t;
    model::GameController *c = w.gamePage()->controller();
    GameClock *clock = c->clock();
    clock->setTimeSource(t.source());
    QVERIFY(w.startGame(othello(TimeControl::absolute(60000))));
    w.show();
    QTRY_VERIFY(c->isHumanTurn());

    QAction *pause = w.action(QStringLiteral("pause"));
    QVERIFY(pause->isEnabled());
    pause->trigger();
    QVERIFY(c->isPaused());
    QVERIFY(pause->isChecked());
    QVERIFY(!c->isHumanTurn());
    t.now += 30000;
    clock->poll();
    QCOMPARE(clockLabel(w, Side::Black)->text(), QStringLiteral("1:00"));
    pause->trigger();
    QVERIFY(!c->isPaused());
    QTRY_VERIFY(c->isHumanTurn());

    // Any modal dialog stops the clock while it is open.
    QDialog dialog(&w);
    dialog.setModal(true);
    dialog.show();
    QTRY_VERIFY(clock->isPausedFor(GameClock::PauseReason::Dialog));
    t.now += 20000;
    clock->poll();
    QCOMPARE(clock->side(Side::Black).mainMs, std::int64_t(60000));
    dialog.hide();
    QTRY_VERIFY(!clock->isPaused());
    t.now += 2000;
    clock->poll();
    QCOMPARE(clock->side(Side::Black).mainMs, std::int64_t(58000));
}

void TestClockPanel::lossOnTimeIsShown()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.gamePage()->setGameOverDialogEnabled(false);
    FakeTime t;
    GameClock *clock = w.gamePage()->controller()->clock();
    clock->setTimeSource(t.source());
    QVERIFY(w.startGame(othello(TimeControl::fischer(5000, 2000))));
    QTRY_VERIFY(w.gamePage()->controller()->isHumanTurn());
    t.now += 5000;
    clock->poll();
    QVERIFY(w.gamePage()->model()->isOver());
    auto *turn = w.gamePage()->sidePanel()->findChild<QLabel *>(QStringLiteral("turnLabel"));
    QVERIFY2(turn->text().contains(QStringLiteral("White wins")), qPrintable(turn->text()));
    QVERIFY2(turn->text().contains(QStringLiteral("time")), qPrintable(turn->text()));
    QVERIFY(!w.action(QStringLiteral("pause"))->isEnabled());
}

void TestClockPanel::clocksSavedAndRestored()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    FakeTime t;
    widgets::GamePage *page = w.gamePage();
    page->controller()->clock()->setTimeSource(t.source());
    QVERIFY(w.startGame(othello(TimeControl::byoYomi(60000, 3, 10000))));
    QTRY_VERIFY(page->controller()->isHumanTurn());
    t.now += 65000; // Black: main time and 5 s of a period
    page->controller()->requestMove(*page->model()->position().parseMove("f5"));
    QTRY_VERIFY(page->controller()->isHumanTurn());
    t.now += 20000; // White: 20 s of main time
    const QJsonObject json = model::saveToJson(page->controller()->setup(),
                                               page->model()->tree(), page->session()->saveExtras());

    // Through the .qiju JSON into a second window.
    widgets::MainWindow other(&lang);
    model::LoadResult loaded = model::saveFromJson(json);
    QVERIFY(loaded.ok());
    QVERIFY(other.gamePage()->loadGame(std::move(loaded.game)));
    const GameClock *clock = other.gamePage()->controller()->clock();
    QVERIFY(clock->timeControl() == TimeControl::byoYomi(60000, 3, 10000));
    QVERIFY(other.gamePage()->controller()->setup().timeControl == clock->timeControl());
    QCOMPARE(clock->side(Side::Black).mainMs, std::int64_t(0));
    QCOMPARE(clock->side(Side::Black).periods, 3);
    QCOMPARE(clock->side(Side::Black).periodMs, std::int64_t(10000)); // restored by the move
    QCOMPARE(clock->side(Side::White).mainMs, std::int64_t(40000));
    QTRY_COMPARE(clock->running(), std::optional<Side>(Side::White));

    // An untimed game writes no clocks.
    QVERIFY(w.startGame(othello(TimeControl::none())));
    QVERIFY(page->session()->saveExtras().clocks.isEmpty());
}

QTEST_MAIN(TestClockPanel)
#include "tst_clockpanel.moc"
