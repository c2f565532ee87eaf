// The Engines dialog as a user works it (offscreen, test-mode settings): add a program, fill
// the form, press Test and read the verdict — the fake GTP engine passes with its name and
// first move, programs that are no engine (/bin/cat, /bin/false) fail with the reason; editing
// how a tested engine runs asks for a new test; OK stores the list (Cancel does not); GNU Go is
// listed when installed. With QIJU_SCREENSHOT_DIR set, it saves a screenshot of the dialog.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/enginesdialog.h"
#include "windows/mainwindow.h"

using namespace qiju;
using model::EngineDefinition;

namespace {

const QString kFake = QStringLiteral(QIJU_TEST_DATA_DIR "/engines/fake-gtp.sh");

void saveShot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name));
}

template<typename T> T *child(QWidget *w, const char *name)
{
    T *c = w->findChild<T *>(QLatin1String(name));
    if (!c)
        qWarning("no child %s", name);
    return c;
}

// Adds an engine through the form: program, arguments, protocol GTP, plays Othello.
void addEngine(widgets::EnginesDialog &dialog, const QString &name, const QString &program,
    const QString &arguments)
{
    child<QPushButton>(&dialog, "addEngine")->click();
    child<QLineEdit>(&dialog, "engineName")->setText(name);
    child<QLineEdit>(&dialog, "engineProgram")->setText(program);
    child<QLineEdit>(&dialog, "engineArguments")->setText(arguments);
    auto *protocol = child<QComboBox>(&dialog, "engineProtocol");
    protocol->setCurrentIndex(protocol->findData(int(protocols::ClientProtocol::Gtp)));
    child<QCheckBox>(&dialog, "game-othello")->setChecked(true);
    child<QDoubleSpinBox>(&dialog, "engineTime")->setValue(0.5); // a hang shows in 3 s
}

bool runTest(widgets::EnginesDialog &dialog)
{
    QSignalSpy done(&dialog, &widgets::EnginesDialog::testFinished);
    child<QPushButton>(&dialog, "testEngine")->click();
    if (!done.wait(20000) && done.isEmpty())
        return false;
    return done.first().at(0).toBool();
}

} // namespace

class TestEnginesDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void fakeEnginePasses();
    void nonEnginesFail_data();
    void nonEnginesFail();
    void editingAsksForANewTest();
    void cancelKeepsTheOldList();
    void gnuGoIsOffered();
    void menuOpensIt();

private:
    widgets::LanguageManager m_lang;
};

void TestEnginesDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-engines-test"));
    model::Settings().setLanguage({});
    m_lang.apply(QStringLiteral("en"));
}

void TestEnginesDialog::init() { model::Settings().setEngines({}); }

void TestEnginesDialog::fakeEnginePasses()
{
    widgets::EnginesDialog dialog;
    dialog.show();
    addEngine(dialog, QStringLiteral("Fake"), kFake, QStringLiteral("good"));
    QVERIFY(runTest(dialog));
    const QString verdict = dialog.testResultText();
    QVERIFY2(verdict.startsWith(QStringLiteral("Passed")), qPrintable(verdict));
    // The name the engine gave in the handshake and the move it played (d3 at Othello's start).
    QVERIFY2(verdict.contains(QStringLiteral("Faulty")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("d3")), qPrintable(verdict));
    // The exchange is shown: what was sent and what came back.
    const QString log = child<QPlainTextEdit>(&dialog, "testLog")->toPlainText();
    QVERIFY2(log.contains(QStringLiteral("\u2192 name")), qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("\u2190 = Faulty")), qPrintable(log));
    QVERIFY2(log.contains(QStringLiteral("genmove black")), qPrintable(log));
    dialog.accept();
    const auto stored = model::Settings().engines();
    EngineDefinition fake;
    for (const EngineDefinition &d : stored) {
        if (d.name == QLatin1String("Fake"))
            fake = d;
    }
    QCOMPARE(fake.program, kFake);
    QCOMPARE(fake.arguments, QStringList{QStringLiteral("good")});
    QCOMPARE(fake.games, QList<core::GameId>{core::GameId::Othello});
    QVERIFY(fake.tested);
    QVERIFY(!fake.id.isEmpty());
}

void TestEnginesDialog::nonEnginesFail_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<QString>("reason");
    QTest::newRow("cat echoes") << "/bin/cat"
                                << ""
                                << "did not answer the protocol's greeting properly";
    QTest::newRow("false exits") << "/bin/false"
                                 << ""
                                 << "stopped while it had to answer";
    QTest::newRow("refuses") << kFake << "refuse"
                             << "did not answer the protocol's greeting properly";
    QTest::newRow("hangs at its move") << kFake << "hang"
                                       << "did not answer in time";
    QTest::newRow("missing") << "/nonexistent/engine"
                             << ""
                             << "could not be started";
}

void TestEnginesDialog::nonEnginesFail()
{
    QFETCH(QString, program);
    QFETCH(QString, arguments);
    QFETCH(QString, reason);
    widgets::EnginesDialog dialog;
    dialog.show();
    addEngine(dialog, QStringLiteral("Not an engine"), program, arguments);
    QVERIFY(!runTest(dialog));
    const QString verdict = dialog.testResultText();
    QVERIFY2(verdict.startsWith(QStringLiteral("Failed")), qPrintable(verdict));
    QVERIFY2(verdict.contains(reason), qPrintable(verdict));
    QVERIFY(!dialog.engines().last().tested);
    QVERIFY(child<QListWidget>(&dialog, "engineList")
                ->currentItem()
                ->text()
                .contains(QStringLiteral("not tested")));
}

void TestEnginesDialog::editingAsksForANewTest()
{
    widgets::EnginesDialog dialog;
    addEngine(dialog, QStringLiteral("Fake"), kFake, QStringLiteral("good"));
    QVERIFY(runTest(dialog));
    QVERIFY(dialog.engines().last().tested);
    // Its name or time may change freely; its arguments may not.
    child<QLineEdit>(&dialog, "engineName")->setText(QStringLiteral("Fake 2"));
    QVERIFY(dialog.engines().last().tested);
    child<QLineEdit>(&dialog, "engineArguments")->setText(QStringLiteral("crash"));
    QVERIFY(!dialog.engines().last().tested);
    QCOMPARE(dialog.engines().last().arguments, QStringList{QStringLiteral("crash")});
}

void TestEnginesDialog::cancelKeepsTheOldList()
{
    {
        widgets::EnginesDialog dialog;
        addEngine(dialog, QStringLiteral("Kept"), kFake, QStringLiteral("good"));
        dialog.accept();
    }
    {
        widgets::EnginesDialog dialog;
        addEngine(dialog, QStringLiteral("Dropped"), kFake, QStringLiteral("good"));
        dialog.reject();
    }
    QStringList names;
    for (const EngineDefinition &d : model::Settings().engines())
        names << d.name;
    QVERIFY(names.contains(QStringLiteral("Kept")));
    QVERIFY(!names.contains(QStringLiteral("Dropped")));
}

void TestEnginesDialog::gnuGoIsOffered()
{
    if (!QFileInfo(QStringLiteral("/usr/games/gnugo")).isExecutable())
        QSKIP("GNU Go is not installed (Debian package gnugo)");
    widgets::EnginesDialog dialog;
    dialog.show();
    QCOMPARE(dialog.engines().size(), 1);
    QCOMPARE(dialog.engines().first().name, QStringLiteral("GNU Go"));
    QCOMPARE(child<QLineEdit>(&dialog, "engineArguments")->text(), QStringLiteral("--mode gtp"));
    QVERIFY(child<QCheckBox>(&dialog, "game-go")->isChecked());
    QVERIFY(runTest(dialog));
    QVERIFY2(dialog.testResultText().contains(QStringLiteral("GNU Go")),
        qPrintable(dialog.testResultText()));
    saveShot(&dialog, "engines-dialog.png");
}

void TestEnginesDialog::menuOpensIt()
{
    widgets::MainWindow w(&m_lang);
    QAction *engines = w.action(QStringLiteral("engines"));
    QVERIFY(engines);
    QCOMPARE(engines->text(), QStringLiteral("&Engines…"));
    QTimer::singleShot(0, [] {
        QTRY_VERIFY(qobject_cast<widgets::EnginesDialog *>(QApplication::activeModalWidget()));
        QApplication::activeModalWidget()->close();
    });
    engines->trigger();
}

QTEST_MAIN(TestEnginesDialog)
#include "tst_enginesdialog.moc"
