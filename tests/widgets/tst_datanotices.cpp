// The person is told when the computer player cannot read its learned data (issue 14, item 6):
// with QIJU_GO_WEIGHTS naming a weights file of a version this program cannot read, the first Go
// game of the session shows one notice that names the file and the reason and does not stop
// play; a second Go game only tells the status bar; a game without learned data tells nothing.
// The Go engine falls back to its hand-made priors and still plays on 19x19.
#include <algorithm>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "ai/engine.h"
#include "ai/gameprofile.h"
#include "ai/go/gomovemodel.h"
#include "games/gameregistry.h"
#include "services/datanotices.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/mainwindow.h"

using namespace qiju;

class TestDataNotices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void badWeightsNoticedOnce();
    void noticeInChinese();
    void engineFallsBackToHandMadePriors();

private:
    widgets::LanguageManager m_lang;
    QTemporaryDir m_dir;
    QString m_weights;
};

void TestDataNotices::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-datanotices-test"));
    model::Settings().setLanguage({});
    model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    m_lang.apply(QStringLiteral("en"));
    QVERIFY(m_dir.isValid());
    // A weights file from a future Qiju: the right header with a version no build reads yet.
    m_weights = m_dir.filePath(QStringLiteral("future.weights"));
    QFile file(m_weights);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("qiju-go-move-model 99\nSOURCES a later Qiju\n");
    file.close();
    // Before anything loads the model (it is read once per process).
    qputenv("QIJU_GO_WEIGHTS", QFile::encodeName(m_weights));
}

void TestDataNotices::badWeightsNoticedOnce()
{
    widgets::MainWindow w(&m_lang);
    w.show();
    w.gamePage()->setGameOverDialogEnabled(false);
    model::GameSetup othello;
    othello.game = core::GameId::Othello;
    QVERIFY(w.startGame(othello));
    QVERIFY(!w.dataNotices()->notice()); // Othello's AI reads no weights file
    QVERIFY(w.findChildren<QMessageBox *>(QStringLiteral("dataNotice")).isEmpty());

    model::GameSetup go;
    go.game = core::GameId::Go;
    QVERIFY(w.startGame(go));
    QMessageBox *box = w.dataNotices()->notice();
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(box->windowModality(), Qt::NonModal);
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(box->text().contains(QDir::toNativeSeparators(m_weights)));
    QVERIFY(box->text().contains(QStringLiteral("version 99")));
    QVERIFY(box->text().contains(QStringLiteral("Go")));
    const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        box->grab().save(shots + QStringLiteral("/data-notice.png"));

    w.statusBar()->clearMessage();
    QVERIFY(w.startGame(go)); // a second Go game: no second notice, the status bar tells
    QCOMPARE(w.findChildren<QMessageBox *>(QStringLiteral("dataNotice")).size(), 1);
    QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("future.weights")));
    w.gamePage()->session()->discard();
}

void TestDataNotices::noticeInChinese()
{
    m_lang.apply(QStringLiteral("zh_CN"));
    widgets::MainWindow w(&m_lang);
    w.show();
    w.gamePage()->setGameOverDialogEnabled(false);
    model::GameSetup go;
    go.game = core::GameId::Go;
    QVERIFY(w.startGame(go));
    QMessageBox *box = w.dataNotices()->notice();
    QVERIFY(box);
    QVERIFY(!box->text().contains(QStringLiteral("could not be read")));
    QVERIFY(box->text().contains(QDir::toNativeSeparators(m_weights)));
    const QString shots = qEnvironmentVariable("QIJU_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        box->grab().save(shots + QStringLiteral("/data-notice-zh_CN.png"));
    w.gamePage()->session()->discard();
    m_lang.apply(QStringLiteral("en"));
}

void TestDataNotices::engineFallsBackToHandMadePriors()
{
    QVERIFY(!ai::go::GoMoveModel::shared());
    const auto problem = ai::go::GoMoveModel::sharedProblem();
    QVERIFY(problem);
    QCOMPARE(QString::fromStdString(problem->source), m_weights);
    QVERIFY(QString::fromStdString(problem->reason).contains(QStringLiteral("version 99")));
    QVERIFY(!ai::gameProfile(core::GameId::Nogo).dataProblem); // NoGo reads no weights

    // 19x19, where the learned priors would steer the search: a legal move all the same.
    auto game = core::createGame(core::GameId::Go, "chinese size=19");
    QVERIFY(game);
    auto engine = ai::createEngine(core::GameId::Go);
    ai::SearchLimits limits;
    limits.playouts = 200;
    limits.threads = 1;
    std::atomic<bool> stop{false};
    const ai::SearchInfo info = engine->search(*game, limits, stop, {});
    const std::vector<core::Move> legal = game->legalMoves();
    QVERIFY(std::find(legal.begin(), legal.end(), info.best) != legal.end());
}

QTEST_MAIN(TestDataNotices)
#include "tst_datanotices.moc"
