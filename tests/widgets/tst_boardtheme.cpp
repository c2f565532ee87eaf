// Themes as data: the three built-in themes load with their artwork; broken theme folders are
// refused with a reason; the high-contrast theme keeps both piece colours far from both board
// surfaces (WCAG 2 contrast ratio, computed here from the colours); switching the theme
// changes the rendered board and is remembered; the start page picks its background from the
// theme's list, not always the same one.
#include <QAction>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "board/boardscene.h"
#include "board/boardtheme.h"
#include "board/boardview.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"
#include "windows/startpage.h"

#include "games/gameregistry.h"

using namespace qiju;
using widgets::BoardTheme;

namespace {

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
        + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QImage render(QGraphicsScene *scene)
{
    QImage img(400, 400, QImage::Format_ARGB32);
    img.fill(Qt::transparent);
    QPainter p(&img);
    scene->render(&p, QRectF(img.rect()), scene->sceneRect());
    return img;
}

void writeTheme(const QString &dir, const QByteArray &json)
{
    QDir().mkpath(dir);
    QFile f(dir + QStringLiteral("/theme.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
}

// Plays `text` for the person to move once their turn has started.
void playNow(widgets::MainWindow &w, const char *text)
{
    model::GameController *c = w.gamePage()->controller();
    QTRY_VERIFY(c->isHumanTurn());
    const int ply = c->model()->ply();
    c->requestMove(*c->model()->position().parseMove(text));
    QCOMPARE(c->model()->ply(), ply + 1);
}

} // namespace

class TestBoardTheme : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void builtinThemesLoad();
    void brokenThemesAreRefused();
    void highContrastIsHighContrast();
    void switchingChangesTheBoardAndIsRemembered();
    void startPageBackgroundIsPickedAtRandom();
    void sidePanelFollowsTheTheme();
    void screenshots();
};

void TestBoardTheme::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-test-theme"));
    QSettings(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
              QCoreApplication::applicationName())
        .clear();
}

void TestBoardTheme::builtinThemesLoad()
{
    const auto &all = BoardTheme::all();
    QVERIFY(all.size() >= 3);
    QCOMPARE(all[0].id, QStringLiteral("wood"));
    QCOMPARE(all[1].id, QStringLiteral("dark"));
    QCOMPARE(all[2].id, QStringLiteral("contrast"));
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(all[i].hasArt(QStringLiteral("felt")), qPrintable(all[i].id));
        QVERIFY2(all[i].hasArt(QStringLiteral("wood")), qPrintable(all[i].id));
        QVERIFY2(all[i].backgrounds.size() >= 3, qPrintable(all[i].id));
    }
    QCOMPARE(all[0].name, QStringLiteral("Warm wood"));
    // Dark and high contrast bring their own window colours: dark windows.
    QVERIFY(all[1].palette && luminance(all[1].palette->color(QPalette::Window)) < 0.1);
    QVERIFY(all[2].palette && luminance(all[2].palette->color(QPalette::Window)) < 0.01);
    QCOMPARE(&BoardTheme::byId(QStringLiteral("no-such-theme")), &all[0]);
}

void TestBoardTheme::brokenThemesAreRefused()
{
    QTemporaryDir tmp;
    QString error;
    QVERIFY(!BoardTheme::load(tmp.filePath(QStringLiteral("missing")), &error));
    QVERIFY(error.contains(QStringLiteral("cannot read")));

    const struct { const char *name; QByteArray json; const char *reason; } cases[] = {
        {"notjson", "{ nope", "JSON"},
        {"format", R"({"format":"other","version":1,"name":"x"})", "format"},
        {"version", R"({"format":"qiju-theme","version":2,"name":"x"})", "version"},
        {"noname", R"({"format":"qiju-theme","version":1})", "name"},
        {"colour", R"({"format":"qiju-theme","version":1,"name":"x","colors":{"felt":"mauve-ish"}})",
         "felt"},
        {"path", R"({"format":"qiju-theme","version":1,"name":"x","art":"../evil.svg"})", "art"},
        {"art", R"({"format":"qiju-theme","version":1,"name":"x","art":"none.svg"})", "artwork"},
    };
    for (const auto &c : cases) {
        const QString dir = tmp.filePath(QLatin1String(c.name));
        writeTheme(dir, c.json);
        error.clear();
        QVERIFY2(!BoardTheme::load(dir, &error), c.name);
        QVERIFY2(error.contains(QLatin1String(c.reason)), qPrintable(error));
    }
    // A minimal good one: colours not given keep their defaults.
    const QString good = tmp.filePath(QStringLiteral("mine"));
    writeTheme(good, R"({"format":"qiju-theme","version":1,"name":"Mine","colors":{"felt":"#102030"}})");
    const auto t = BoardTheme::load(good, &error);
    QVERIFY(t);
    QCOMPARE(t->id, QStringLiteral("mine"));
    QCOMPARE(t->felt, QColor(0x10, 0x20, 0x30));
    QCOMPARE(t->black, BoardTheme().black);
    QVERIFY(!t->palette);
    QVERIFY(t->backgrounds.isEmpty());
}

void TestBoardTheme::highContrastIsHighContrast()
{
    const BoardTheme &t = BoardTheme::byId(QStringLiteral("contrast"));
    QCOMPARE(t.id, QStringLiteral("contrast"));
    // WCAG asks 3:1 for graphical objects; pieces must stand out from both surfaces.
    for (const QColor &surface : {t.felt, t.wood}) {
        QVERIFY2(contrast(t.black, surface) >= 3.0, qPrintable(surface.name()));
        QVERIFY2(contrast(t.white, surface) >= 1.2 || t.pieceOutline.alpha() == 255,
                 qPrintable(surface.name()));
        QVERIFY(contrast(t.grid, surface) >= 3.0 || contrast(t.woodGrid, surface) >= 3.0);
    }
    QCOMPARE(t.pieceOutline.alpha(), 255);
    QVERIFY(contrast(t.pieceOutline, t.white) >= 7.0);
    // The last-move mark is orange-red, not pure red on green (readable without red/green
    // vision): it must differ from the hint in lightness too.
    QVERIFY(std::abs(luminance(t.lastMove) - luminance(t.hint)) > 0.1);
}

void TestBoardTheme::switchingChangesTheBoardAndIsRemembered()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    {
        widgets::MainWindow w(&lang);
        w.gamePage()->setGameOverDialogEnabled(false);
        model::GameSetup setup;
        setup.game = core::GameId::Othello;
        QVERIFY(w.startGame(setup));
        const QImage wood = render(w.gamePage()->scene());
        QAction *dark = w.action(QStringLiteral("theme-dark"));
        QVERIFY(dark);
        dark->trigger();
        QCOMPARE(&w.gamePage()->scene()->theme(), &BoardTheme::byId(QStringLiteral("dark")));
        const QImage darkImage = render(w.gamePage()->scene());
        QVERIFY(wood != darkImage);
        // The surface of an empty cell (a1) takes the theme's felt: the dark felt is darker.
        const QPointF a1 = w.gamePage()->scene()->centerOf({0, 0});
        const QRectF sr = w.gamePage()->scene()->sceneRect();
        const QPoint px(int((a1.x() - sr.left()) / sr.width() * 400),
                        int((a1.y() - sr.top()) / sr.height() * 400));
        QVERIFY(luminance(darkImage.pixelColor(px)) < luminance(wood.pixelColor(px)));
        // The pieces were rebuilt with the new theme.
        QVERIFY(w.gamePage()->scene()->pieceAt({3, 3}));
        QVERIFY(w.palette().color(QPalette::Window) != QApplication::palette().color(QPalette::Window));
        QVERIFY(w.action(QStringLiteral("theme-dark"))->isChecked());
        QVERIFY(!w.action(QStringLiteral("theme-wood"))->isChecked());
    }
    QCOMPARE(model::Settings().theme(), QStringLiteral("dark"));
    widgets::MainWindow again(&lang);
    QCOMPARE(&BoardTheme::standard(), &BoardTheme::byId(QStringLiteral("dark")));
    QVERIFY(again.action(QStringLiteral("theme-dark"))->isChecked());
    again.applyTheme(QStringLiteral("wood"));
    QCOMPARE(again.palette().color(QPalette::Window), QApplication::palette().color(QPalette::Window));
}

void TestBoardTheme::startPageBackgroundIsPickedAtRandom()
{
    BoardTheme::setCurrent(QStringLiteral("wood"));
    widgets::StartPage page;
    page.seedBackgrounds(12345);
    page.resize(800, 600);
    QSet<QString> seen;
    for (int i = 0; i < 12; ++i) {
        page.show();
        QVERIFY(BoardTheme::standard().backgrounds.contains(page.background()));
        seen.insert(page.background());
        page.hide();
    }
    QVERIFY(seen.size() >= 2);
    // The background is painted: the page's centre is not the plain window colour.
    page.show();
    const QImage shot = page.grab().toImage();
    QVERIFY(shot.pixelColor(5, 5) != page.palette().color(QPalette::Window));
}

// Issue 5: the side panel's piece icons, count bars, turn rim and low-time colour come from
// the theme's JSON, and change with the theme.
void TestBoardTheme::sidePanelFollowsTheTheme()
{
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.resize(980, 700);
    w.gamePage()->setGameOverDialogEnabled(false);
    QVERIFY(w.startGame(model::GameSetup{}));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    widgets::SidePanel *panel = w.gamePage()->sidePanel();
    QTRY_VERIFY(w.gamePage()->controller()->isHumanTurn()); // Black's card has the rim
    QSet<QRgb> whiteCentres;
    for (const char *id : {"wood", "dark", "contrast"}) {
        w.applyTheme(QString::fromLatin1(id));
        const BoardTheme &t = BoardTheme::byId(QString::fromLatin1(id));
        const auto *black = panel->findChild<QLabel *>(QStringLiteral("blackPiece"));
        const auto *white = panel->findChild<QLabel *>(QStringLiteral("whitePiece"));
        QVERIFY(black && white);
        const QImage b = black->pixmap().toImage();
        const QImage wi = white->pixmap().toImage();
        // Just inside the disc's lower right edge the gradient ends in the theme's own colour
        // (darkened a little for White).
        const QPoint edge(int(b.width() * 0.7), int(b.height() * 0.7));
        const QColor bc = b.pixelColor(edge);
        QVERIFY2(std::abs(bc.lightness() - t.black.lightness()) < 40, id);
        whiteCentres.insert(wi.pixel(wi.width() / 2, wi.height() / 2));
        // A black piece on a dark window gets a ring in the window's text colour.
        const QColor window = w.palette().color(QPalette::Window);
        const QColor ring = b.pixelColor(b.width() / 2, 1);
        if (window.lightness() < 64)
            QVERIFY2(ring.alpha() > 100 && ring.lightness() > 128, id);
        else
            QVERIFY2(ring.alpha() < 100, id);
        // The rim of Black's card (Black to move) is the theme's turn colour.
        QWidget *card = panel->findChild<QWidget *>(QStringLiteral("blackCard"));
        const QImage cardImage = card->grab().toImage();
        const QColor rim = cardImage.pixelColor(1, cardImage.height() / 2);
        QVERIFY2(std::abs(rim.red() - t.turn.red()) < 24
                && std::abs(rim.green() - t.turn.green()) < 24
                && std::abs(rim.blue() - t.turn.blue()) < 24,
            qPrintable(QStringLiteral("%1: %2 vs %3").arg(id, rim.name(), t.turn.name())));
        // A clock running out is painted in the theme's warning colour.
        panel->setClock(core::Side::White, QStringLiteral("0:05"), {}, true, true);
        const auto *clock = panel->findChild<QLabel *>(QStringLiteral("whiteClock"));
        QVERIFY(clock->styleSheet().contains(t.lowTime.name(), Qt::CaseInsensitive));
        QTest::qWait(50);
    }
    QCOMPARE(whiteCentres.size(), 3); // three themes, three different white pieces
    QVERIFY(BoardTheme::byId(QStringLiteral("wood")).turn
        != BoardTheme::byId(QStringLiteral("dark")).turn);
}

// With QIJU_SCREENSHOT_DIR set: docs/screenshots/theme-<id>.png (an Othello and a Gomoku game
// side by side is too wide; the Othello game, then the start page) for every built-in theme.
void TestBoardTheme::screenshots()
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("QIJU_SCREENSHOT_DIR not set");
    widgets::LanguageManager lang;
    lang.apply(QStringLiteral("en"));
    widgets::MainWindow w(&lang);
    w.resize(980, 700);
    w.gamePage()->setGameOverDialogEnabled(false);
    for (const char *id : {"wood", "dark", "contrast"}) {
        w.applyTheme(QString::fromLatin1(id));
        model::GameSetup setup;
        setup.game = core::GameId::Gomoku;
        QVERIFY(w.startGame(setup));
        for (const char *m : {"H8", "H9", "J9", "G7", "J7", "J8", "K6", "L5"})
            playNow(w, m);
        w.show();
        QTest::qWait(600);
        w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/theme-%1-gomoku.png").arg(QLatin1String(id)));
        setup.game = core::GameId::Othello;
        QVERIFY(w.startGame(setup));
        for (const char *m : {"f5", "d6", "c3", "d3", "c4", "f4", "c5"})
            playNow(w, m);
        QTest::qWait(800);
        w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/theme-%1.png").arg(QLatin1String(id)));
        w.showStartPage();
        QTest::qWait(50);
        w.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/theme-%1-start.png").arg(QLatin1String(id)));
        w.hide();
    }
    w.applyTheme(QStringLiteral("wood"));
}

QTEST_MAIN(TestBoardTheme)
#include "tst_boardtheme.moc"
