// The main window gives the board the room (issue 17, item 4), at 640x480, 980x720 and
// 1920x1080, in English and Chinese: the window can be that small, the board view keeps at
// least 60 % of the width and its square board the whole height it is given (or 60 % of the
// width), no two widgets overlap and no button or plain label is squeezed below the size its
// text needs; the docks beside the board stay hidden until the board keeps its share with them
// (and hide first when the window shrinks); a long message or name does not change the board's
// size; the Go marking bar does not widen the window; 19x19 coordinates are at least 10 px
// tall at 980x720.
// With QIJU_SCREENSHOT_DIR set, it saves layout-<size>-<language>.png there.
#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

#include "board/boardview.h"
#include "board/gridboardscene.h"
#include "commands/reviewcommands.h"
#include "docks/gametreedock.h"
#include "docks/reviewdock.h"
#include "panels/elidedlabel.h"
#include "panels/setupbar.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

#include "../support/pageplay.h"

using namespace qiju;

namespace {

model::GameSetup goGame(int size)
{
    model::GameSetup s;
    s.game = core::GameId::Go;
    s.rules = QStringLiteral("chinese size=%1").arg(size);
    return s; // two people at the board
}

// The problems of `w`'s visible widgets: siblings that overlap, children outside their
// parent, buttons and plain one-line labels smaller than their text needs.
QStringList layoutProblems(QWidget *w)
{
    QStringList problems;
    const auto name = [](const QWidget *x) {
        return QStringLiteral("%1 '%2'").arg(
            QLatin1String(x->metaObject()->className()), x->objectName());
    };
    QList<QWidget *> children;
    for (QObject *o : w->children()) {
        auto *c = qobject_cast<QWidget *>(o);
        // (Qt parks the tab bars of closed dock groups outside the window: never on screen.)
        if (c && !c->isWindow() && c->isVisible() && w->rect().intersects(c->geometry()))
            children << c;
    }
    for (qsizetype i = 0; i < children.size(); ++i) {
        QWidget *c = children[i];
        if (!w->rect().contains(c->geometry()))
            problems << QStringLiteral("%1 sticks out of %2").arg(name(c), name(w));
        for (qsizetype j = i + 1; j < children.size(); ++j) {
            if (c->geometry().intersects(children[j]->geometry()))
                problems << QStringLiteral("%1 overlaps %2").arg(name(c), name(children[j]));
        }
        const auto *label = qobject_cast<QLabel *>(c);
        const bool plainLabel = label && !label->wordWrap()
            && !qobject_cast<widgets::ElidedLabel *>(c) && !label->text().isEmpty();
        // (A dock's float and close buttons are drawn smaller than their hint by Qt itself.)
        const bool qtTitleButton = c->inherits("QDockWidgetTitleButton");
        if (((qobject_cast<QAbstractButton *>(c) && !qtTitleButton) || plainLabel)
            && (c->width() < c->minimumSizeHint().width()
                || c->height() < c->minimumSizeHint().height()))
            problems << QStringLiteral("%1 is squeezed (%2x%3 < %4x%5)")
                            .arg(name(c))
                            .arg(c->width())
                            .arg(c->height())
                            .arg(c->minimumSizeHint().width())
                            .arg(c->minimumSizeHint().height());
        problems << layoutProblems(c);
    }
    return problems;
}

} // namespace

class TestWindowLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void checkerSeesProblems();
    void boardGetsTheWindow_data();
    void boardGetsTheWindow();
    void messagesKeepTheBoard();
    void markingKeepsTheWindow_data();
    void markingKeepsTheWindow();
    void setupBarFits();
    void docksHideFirst();
    void startPageFits();

private:
    widgets::LanguageManager m_lang;
};

void TestWindowLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-layout-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
}

void TestWindowLayout::cleanup()
{
    m_lang.apply(QStringLiteral("en"));
    QTest::qWait(0); // the language change is delivered queued
}

void TestWindowLayout::checkerSeesProblems()
{
    // The check itself: two overlapping buttons, a label sticking out and a squeezed button.
    QWidget parent;
    parent.resize(200, 100);
    auto *a = new QPushButton(QStringLiteral("A"), &parent);
    auto *b = new QPushButton(QStringLiteral("B"), &parent);
    auto *c = new QLabel(QStringLiteral("C"), &parent);
    auto *d = new QPushButton(QStringLiteral("A long text that needs room"), &parent);
    a->setGeometry(0, 0, 80, 30);
    b->setGeometry(60, 10, 80, 30);
    c->setGeometry(180, 80, 40, 30);
    d->setGeometry(0, 60, 40, 30);
    parent.show();
    const QStringList problems = layoutProblems(&parent);
    QCOMPARE(problems.size(), 3);
    QVERIFY(problems[0].contains(QLatin1String("overlaps")));
    QVERIFY(problems[1].contains(QLatin1String("sticks out")));
    QVERIFY(problems[2].contains(QLatin1String("squeezed")));
}

void TestWindowLayout::boardGetsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "zh_CN"}) {
        for (const QSize size : {QSize(640, 480), QSize(980, 720), QSize(1920, 1080)}) {
            const QByteArray row = QByteArray::number(size.width()) + 'x'
                + QByteArray::number(size.height()) + '-' + language;
            QTest::newRow(row.constData()) << size << QString::fromLatin1(language);
        }
    }
}

void TestWindowLayout::boardGetsTheWindow()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    m_lang.apply(language);
    widgets::MainWindow w(&m_lang);
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(goGame(19)));
    widgets::GamePage *page = w.gamePage();
    test::play(page, "Q16 D4 Q3 D16 R5 C3");
    page->review()->goToIndex(4); // a variation, for the game tree
    page->controller()->requestMove(*page->model()->position().parseMove("R4"));
    page->review()->backToGame();
    QTest::qWait(100);
    QCOMPARE(w.size(), size); // the window may be that small and does not grow

    // The board view: at least 60 % of the width; its square: all the height it is given, or
    // 60 % of the width.
    const QWidget *view = page->view();
    QVERIFY2(view->width() >= 0.6 * size.width(),
        qPrintable(QStringLiteral("board view %1 of %2").arg(view->width()).arg(size.width())));
    const int square = std::min(view->width(), view->height());
    const int height = w.centralWidget()->height();
    QVERIFY2(square >= std::min(0.6 * size.width(), height - 24.0),
        qPrintable(QStringLiteral("board %1, window %2x%3, central height %4")
                       .arg(square)
                       .arg(size.width())
                       .arg(size.height())
                       .arg(height)));

    // The docks beside the board only where the board keeps its share with them.
    widgets::ReviewCommands *review = w.reviewCommands();
    const bool wide = size.width() >= 1900;
    QCOMPARE(review->reviewDock()->isVisible(), wide);
    QCOMPARE(review->treeDock()->toggleViewAction()->isChecked(), wide);

    const QStringList problems = layoutProblems(&w);
    if (!problems.isEmpty()) {
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            qDebug() << d->objectName() << d->isVisible() << d->geometry();
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // The coordinates of the 19x19 board: 10 px or more from 980x720 up.
    const auto *scene = qobject_cast<const widgets::GridBoardScene *>(page->scene());
    QVERIFY(scene);
    const qreal letters = page->view()
                              ->mapFromScene(QRectF(0, 0, 1, scene->coordinateSize()))
                              .boundingRect()
                              .height();
    if (size.width() >= 980)
        QVERIFY2(letters >= 10, qPrintable(QString::number(letters)));

    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        w.grab().save(QStringLiteral("%1/layout-%2x%3-%4.png")
                          .arg(dir)
                          .arg(size.width())
                          .arg(size.height())
                          .arg(language));
    }
}

void TestWindowLayout::messagesKeepTheBoard()
{
    widgets::MainWindow w(&m_lang);
    w.resize(980, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(goGame(19)));
    QTest::qWait(50);
    widgets::GamePage *page = w.gamePage();
    const QRect board = page->view()->geometry();
    const QRect panel = page->sidePanel()->geometry();
    const QString longText
        = QStringLiteral("A very long message that goes on and on. ").repeated(8);
    widgets::SidePanel *side = page->sidePanel();
    side->setNotice(longText);
    side->setPlayer(
        core::Side::Black, QStringLiteral("Somebody-with-a-very-long-nickname-indeed"), longText);
    side->setSearchInfo(longText);
    side->setModeInfo(longText);
    side->setDecision(longText, {});
    QTest::qWait(50);
    QCOMPARE(page->view()->geometry(), board);
    QCOMPARE(page->sidePanel()->geometry(), panel);
    QCOMPARE(w.size(), QSize(980, 720));
    // The notice is cut and says so: its whole text is the tool tip.
    auto *notice = side->findChild<widgets::ElidedLabel *>(QStringLiteral("noticeLabel"));
    QVERIFY(notice);
    QVERIFY(notice->isElided());
    side->setNotice(QStringLiteral("Short."));
    QVERIFY(!notice->isElided());
    QTest::qWait(50);
    QCOMPARE(page->view()->geometry(), board);
    const QStringList problems = layoutProblems(&w);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestWindowLayout::markingKeepsTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("980x720") << QSize(980, 720);
}

void TestWindowLayout::markingKeepsTheWindow()
{
    QFETCH(QSize, size);
    widgets::MainWindow w(&m_lang);
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(goGame(9)));
    widgets::GamePage *page = w.gamePage();
    test::play(page, "E5 pass pass");
    QTRY_VERIFY(page->model()->isMarking());
    auto *bar = page->findChild<QWidget *>(QStringLiteral("markingBar"));
    QVERIFY(bar);
    QTRY_VERIFY(bar->isVisible());
    QTest::qWait(50);
    QCOMPARE(w.size(), size);
    const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        w.grab().save(QStringLiteral("%1/layout-marking-%2x%3.png")
                          .arg(dir)
                          .arg(size.width())
                          .arg(size.height()));
    }
    const QStringList problems = layoutProblems(&w);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Setting up a position at 640x480: the setup bar under the board fits beside the side panel.
void TestWindowLayout::setupBarFits()
{
    for (const char *language : {"en", "zh_CN"}) {
        m_lang.apply(QString::fromLatin1(language));
        widgets::MainWindow w(&m_lang);
        w.resize(640, 480);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        model::GameSetup ataxx; // the setup bar with the most tools: blocked squares
        ataxx.game = core::GameId::Ataxx;
        QVERIFY(w.startGame(ataxx));
        w.gamePage()->setupBar()->action()->trigger();
        QTRY_VERIFY(w.gamePage()->setupBar()->isVisible());
        QTest::qWait(50);
        QCOMPARE(w.size(), QSize(640, 480));
        const QString dir = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            w.grab().save(QStringLiteral("%1/layout-setup-640x480-%2.png").arg(dir, language));
        const QStringList problems = layoutProblems(&w);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
}

void TestWindowLayout::docksHideFirst()
{
    widgets::MainWindow w(&m_lang);
    w.resize(980, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startGame(goGame(19)));
    QDockWidget *moves = w.reviewCommands()->reviewDock();
    QTest::qWait(50);
    QVERIFY(!moves->isVisible()); // no room at 980x720: the board keeps its share

    // The user may open it anyway: the board gives way.
    moves->toggleViewAction()->trigger();
    QTRY_VERIFY(moves->isVisible());

    // Smaller: the docks go first, and nothing overlaps.
    w.resize(640, 480);
    QTRY_VERIFY(!moves->isVisible());
    QTest::qWait(50);
    QCOMPARE(w.size(), QSize(640, 480));
    QStringList problems = layoutProblems(&w);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // Larger: they come back where the board keeps 60 % with them.
    w.resize(1920, 1080);
    QTRY_VERIFY(moves->isVisible());
    QTest::qWait(50);
    QVERIFY(w.gamePage()->view()->width() >= 0.6 * 1920);
    w.resize(980, 720);
    QTRY_VERIFY(!moves->isVisible());

    // Leaving the game keeps them for the next one, which shows them where there is room; the
    // column keeps its width from game to game (it used to grow).
    w.resize(1920, 1080);
    QTRY_VERIFY(moves->isVisible());
    test::play(w.gamePage(), "Q16 D4 Q3 D16 R5 C3 pass");
    QTest::qWait(50);
    const int width = moves->width();
    const int boardWidth = w.gamePage()->view()->width();
    for (int game = 0; game < 3; ++game) {
        QVERIFY(w.startGame(goGame(game == 1 ? 9 : 19)));
        QTRY_VERIFY(moves->isVisible());
        test::play(w.gamePage(), "D4 E5 pass");
        QTest::qWait(50);
        QCOMPARE(moves->width(), width);
        QCOMPARE(w.gamePage()->view()->width(), boardWidth);
    }
    // A game starting in a window just too narrow for the whole column (the game tree alone
    // would fit): the docks of the column wait together, the tree never shows without the
    // move list.
    widgets::MainWindow narrow(&m_lang);
    narrow.resize(1150, 860);
    narrow.show();
    QVERIFY(QTest::qWaitForWindowExposed(&narrow));
    QVERIFY(narrow.startGame(goGame(19)));
    QTest::qWait(50);
    QVERIFY(!narrow.reviewCommands()->reviewDock()->isVisible());
    QVERIFY(!narrow.reviewCommands()->treeDock()->toggleViewAction()->isChecked());
}

void TestWindowLayout::startPageFits()
{
    for (const char *language : {"en", "zh_CN"}) {
        m_lang.apply(QString::fromLatin1(language));
        widgets::MainWindow w(&m_lang);
        w.resize(640, 480);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(50);
        QCOMPARE(w.size(), QSize(640, 480));
        const QStringList problems = layoutProblems(&w);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
