// Tab moves the focus between the board, the side panel and the docks (issue 17, item 3): from
// the board, Tab visits the players' cards of the side panel (each read by a screen reader as
// one line), the docks' lists, tree and comment, and comes back to the board; Shift+Tab walks
// the same circle backwards. Checked in a window wide enough for the
// docks (Moves and Game Tree, tabbed; Comment) to show.
#include <QApplication>
#include <QStandardPaths>
#include <QTest>

#include "board/boardview.h"
#include "docks/gametreeview.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

using namespace qiju;

namespace {

// The focus widgets met pressing `key` from `start` until the focus comes back (at most 40).
QList<QWidget *> focusCircle(QWidget *start, Qt::KeyboardModifiers modifiers)
{
    QList<QWidget *> seen;
    start->setFocus(Qt::TabFocusReason);
    for (int i = 0; i < 40; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, modifiers);
        QWidget *now = QApplication::focusWidget();
        if (!now || now == start)
            break;
        seen << now;
    }
    return seen;
}

bool inside(const QWidget *w, const QWidget *container)
{
    return w == container || container->isAncestorOf(w);
}

} // namespace

class TestTabOrder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tabCirclesBoardPanelAndDocks();
};

void TestTabOrder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-taborder-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    auto *lang = new widgets::LanguageManager(this);
    lang->apply(QStringLiteral("en"));
}

void TestTabOrder::tabCirclesBoardPanelAndDocks()
{
    widgets::MainWindow w(findChild<widgets::LanguageManager *>());
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    model::GameSetup setup;
    setup.game = core::GameId::Go;
    setup.rules = QStringLiteral("chinese size=9");
    QVERIFY(w.startGame(setup));
    QWidget *board = w.gamePage()->view();
    auto *panel = w.gamePage()->findChild<widgets::SidePanel *>();
    auto *tree = w.findChild<widgets::GameTreeView *>();
    QVERIFY(panel && tree);
    QTRY_VERIFY(tree->isVisible());

    const QList<QWidget *> forward = focusCircle(board, Qt::NoModifier);
    QStringList names;
    for (QWidget *f : forward)
        names << QString::fromLatin1(f->metaObject()->className()) + u':' + f->objectName();
    const QString trail = names.join(QStringLiteral(" > "));
    QVERIFY2(QApplication::focusWidget() == board, qPrintable(QStringLiteral("not back to the board: ") + trail));
    QVERIFY2(std::any_of(forward.begin(), forward.end(), [&](QWidget *f) { return inside(f, panel); }),
        qPrintable(QStringLiteral("side panel not reached: ") + trail));
    QVERIFY2(forward.contains(tree), qPrintable(QStringLiteral("game tree not reached: ") + trail));
    // The card read as one line: side, player and what it counts (Go 9x9 at the start).
    auto *card = panel->findChild<QWidget *>(QStringLiteral("blackCard"));
    QVERIFY(forward.contains(card));
    QVERIFY2(card->accessibleName().startsWith(QStringLiteral("Black: ")), qPrintable(card->accessibleName()));
    QVERIFY2(card->accessibleName().contains(QStringLiteral("0 stones")), qPrintable(card->accessibleName()));
    const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
        card->setFocus(Qt::TabFocusReason);
        QTest::qWait(300);
        w.grab().save(shots + QStringLiteral("/tab-card.png"));
        board->setFocus(Qt::TabFocusReason);
    }
    for (QWidget *f : forward)
        QVERIFY2(f->isVisible(), qPrintable(QStringLiteral("hidden widget in the circle: ") + trail));

    // The card's line follows the language (README screenshot keyboard-tab-zh_CN.png).
    auto *lang = findChild<widgets::LanguageManager *>();
    lang->apply(QStringLiteral("zh_CN"));
    QTRY_VERIFY2(!card->accessibleName().startsWith(QStringLiteral("Black: ")),
        qPrintable(card->accessibleName()));
    if (!shots.isEmpty()) {
        card->setFocus(Qt::TabFocusReason);
        QTest::qWait(300);
        w.grab().save(shots + QStringLiteral("/keyboard-tab-zh_CN.png"));
        board->setFocus(Qt::TabFocusReason);
    }
    lang->apply(QStringLiteral("en"));

    const QList<QWidget *> backward = focusCircle(board, Qt::ShiftModifier);
    QCOMPARE(QApplication::focusWidget(), board);
    QList<QWidget *> reversed(backward.rbegin(), backward.rend());
    QCOMPARE(reversed, forward);
    qInfo("%s", qPrintable(trail));
}

QTEST_MAIN(TestTabOrder)
#include "tst_taborder.moc"
