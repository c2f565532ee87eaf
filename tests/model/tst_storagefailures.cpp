// Nothing lost silently (issue 16, item 5): when Qiju's own files cannot be written the session
// says which file and why, nothing is written outside the data folder, the earlier autosave and
// the earlier records survive a full disk, and 100 kill -9s at random moments during autosaves
// and record appends leave no unreadable autosave and lose no record that was reported
// written. The full disk is RLIMIT_FSIZE (a write past it fails with EFBIG); a blocked folder
// is a plain file where the saves folder belongs (read-only folders do not stop root, who may
// run the suite). The kills hit a child: this same program started with --child.
// ctest-timeout: 600
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>
#include <sys/resource.h>

#include "session/gamesession.h"
#include "storage/records.h"
#include "storage/savefile.h"

#include "games/gameregistry.h"

#include "../support/sessionplay.h"

using namespace qiju;
using model::GameSession;
using model::RecordFile;
using model::SaveFile;
using test::play;
using test::twoPeople;

namespace {

model::GameRecord recordNumbered(int n)
{
    model::GameSetup setup = twoPeople();
    setup.seats[0].name = QStringLiteral("p%1").arg(n);
    const auto game = core::createGame(core::GameId::Othello);
    return model::GameRecord::fromGame(
        setup, *game, core::GameResult{core::Outcome::BlackWins, core::EndReason::Count, 40, 24},
        60, 1000);
}

// The file-size limit of this process, lowered for the life of the object.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails instead of killing us
        getrlimit(RLIMIT_FSIZE, &m_saved);
        rlimit lower = m_saved;
        lower.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &lower);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_saved); }

private:
    rlimit m_saved{};
};

// --child DIR FIRST: writes DIR/autosave.qiju after every move of a growing 19x19 Go game and
// appends record FIRST, FIRST+1, ... to DIR/records.jsonl, printing "R<n>" once record n is
// written, until killed.
int runChild(const QString &dir, int first)
{
    const QString autosave = dir + QStringLiteral("/autosave.qiju");
    const QString records = dir + QStringLiteral("/records.jsonl");
    model::GameSetup setup = twoPeople();
    setup.game = core::GameId::Go;
    setup.rules = QStringLiteral("chinese size=19");
    QRandomGenerator random{quint32(first)};
    for (int n = first;; ++n) {
        model::GameTree tree(core::createGame(core::GameId::Go, "chinese size=19"));
        for (int ply = 0; ply < 200 && !tree.position().result(); ++ply) {
            std::vector<core::Move> moves = tree.position().legalMoves();
            std::erase_if(moves, [](const core::Move &m) { return m.isPass(); });
            if (moves.empty())
                break;
            tree.play(moves[random.bounded(int(moves.size()))]);
            if (SaveFile::write(autosave, setup, tree, {}) != model::SaveError::None)
                return 2;
            if (ply % 20 == 0) {
                if (!RecordFile::append(records, recordNumbered(n)))
                    return 3;
                std::printf("R%d\n", n++);
                std::fflush(stdout);
            }
        }
    }
}

} // namespace

class TestStorageFailures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("qiju-storage-test"));
    }
    void failureNamesFileAndReason();
    void blockedSavesFolderWritesNothingElsewhere();
    void fullDiskKeepsEarlierAutosave();
    void fullDiskKeepsEarlierRecords();
    void killsLoseNothing();

private:
    QTemporaryDir m_dir;
};

void TestStorageFailures::failureNamesFileAndReason()
{
    GameSession session;
    const QString impossible = m_dir.filePath(QStringLiteral("no-such-folder/autosave.qiju"));
    session.setAutosavePath(impossible);
    session.setRecordPath({});
    QSignalSpy failed(&session, &GameSession::storageFailed);
    QVERIFY(session.startGame(twoPeople()));
    play(session, "f5");
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.first().at(0).toString(), impossible);
    QVERIFY2(!failed.first().at(1).toString().isEmpty(), "the reason is given");
    QCOMPARE(session.lastErrorReason(), failed.first().at(1).toString());
}

void TestStorageFailures::blockedSavesFolderWritesNothingElsewhere()
{
    const QString savesPlace = test::blockSavesFolder(); // the folder cannot be made
    QVERIFY(!savesPlace.isEmpty());
    QCOMPARE(SaveFile::autosavePath(), savesPlace + QStringLiteral("/autosave.qiju"));
    QVERIFY(SaveFile::suggestedPath(core::GameId::Othello).startsWith(savesPlace + u'/'));

    GameSession session; // the default places
    session.setRecordPath({});
    QSignalSpy failed(&session, &GameSession::storageFailed);
    QVERIFY(session.startGame(twoPeople()));
    play(session, "f5");
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.first().at(0).toString(), savesPlace + QStringLiteral("/autosave.qiju"));
    QVERIFY(session.keep().isEmpty());
    QCOMPARE(failed.count(), 3); // the autosave again, then the kept game's own file
    QVERIFY(failed.last().at(0).toString().startsWith(savesPlace + u'/'));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/autosave.qiju")));
    QVERIFY(QFileInfo(savesPlace).isFile()); // left as it was
    QFile::remove(savesPlace);
}

void TestStorageFailures::fullDiskKeepsEarlierAutosave()
{
    const QString path = m_dir.filePath(QStringLiteral("full-autosave.qiju"));
    GameSession session;
    session.setAutosavePath(path);
    session.setRecordPath({});
    QSignalSpy failed(&session, &GameSession::storageFailed);
    QVERIFY(session.startGame(twoPeople()));
    const auto savedPly = [&path] {
        const model::LoadResult r = SaveFile::read(path);
        return r.ok() ? r.game.tree->depth() : -1;
    };
    play(session, "f5 d6");
    QTRY_COMPARE(savedPly(), 2);
    QCOMPARE(failed.count(), 0);
    {
        const FileSizeLimit full(256); // far less than one save
        play(session, "c3");
        QTRY_COMPARE(failed.count(), 1); // the write on the autosave's thread failed
    }
    QCOMPARE(failed.first().at(0).toString(), path);
    QVERIFY(!failed.first().at(1).toString().isEmpty());
    QCOMPARE(savedPly(), 2); // the earlier autosave, whole
    play(session, "d3"); // room again: the autosave catches up
    QTRY_COMPARE(savedPly(), 4);
}

void TestStorageFailures::fullDiskKeepsEarlierRecords()
{
    const QString path = m_dir.filePath(QStringLiteral("full-records.jsonl"));
    QVERIFY(RecordFile::append(path, recordNumbered(1)));
    QVERIFY(RecordFile::append(path, recordNumbered(2)));
    const qint64 size = QFileInfo(path).size();
    QString why;
    {
        const FileSizeLimit full(rlim_t(size) + 10); // room for a few bytes, not a line
        QVERIFY(!RecordFile::append(path, recordNumbered(3), &why));
    }
    QVERIFY(!why.isEmpty());
    const model::RecordReadResult read = RecordFile::read(path);
    QCOMPARE(int(read.records.size()), 2);
    QCOMPARE(read.records[0].players[0].name, QStringLiteral("p1"));
    QCOMPARE(read.records[1].players[0].name, QStringLiteral("p2"));
    // The cut line counts as damaged; the next append starts on a line of its own.
    QVERIFY(RecordFile::append(path, recordNumbered(4)));
    const model::RecordReadResult after = RecordFile::read(path);
    QCOMPARE(int(after.records.size()), 3);
    QCOMPARE(after.records[2].players[0].name, QStringLiteral("p4"));
}

void TestStorageFailures::killsLoseNothing()
{
    const QString dir = m_dir.filePath(QStringLiteral("kills"));
    QVERIFY(QDir().mkpath(dir));
    QRandomGenerator random(20261128);
    QSet<int> written; // records the child reported written
    int next = 1;
    int killedAfterWrites = 0;
    for (int kill = 0; kill < 100; ++kill) {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
            {QStringLiteral("--child"), dir, QString::number(next)});
        QVERIFY(child.waitForStarted());
        // Wait for its first record, then kill it a random 0-40 ms later, mid-write or not.
        QVERIFY2(child.waitForReadyRead(20000), "the child writes");
        QTest::qWait(int(random.bounded(40)));
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
            if (line.startsWith('R')) {
                const int n = line.mid(1).toInt();
                written.insert(n);
                next = std::max(next, n + 1);
            }
        }
        ++killedAfterWrites;
        const model::LoadResult autosave = SaveFile::read(dir + QStringLiteral("/autosave.qiju"));
        QVERIFY2(autosave.ok(), qPrintable(QStringLiteral("autosave unreadable after kill %1")
                                               .arg(kill + 1)));
    }
    QCOMPARE(killedAfterWrites, 100);
    const model::RecordReadResult read = RecordFile::read(dir + QStringLiteral("/records.jsonl"));
    QSet<int> present;
    for (const model::GameRecord &r : read.records)
        present.insert(r.players[0].name.mid(1).toInt());
    for (int n : written)
        QVERIFY2(present.contains(n), qPrintable(QStringLiteral("record %1 lost").arg(n)));
    QVERIFY(written.size() >= 100);
    // A kill during a save leaves QSaveFile's unfinished temporary file beside the autosave
    // (never under a name the saves browser lists).
    const QStringList left = QDir(dir).entryList(QDir::Files);
    for (const QString &name : left)
        QVERIFY2(name == u"records.jsonl" || name.startsWith(u"autosave.qiju"), qPrintable(name));
    qInfo("%d records reported written, %d read back, %d damaged lines, %d temporary files",
        int(written.size()), int(read.records.size()), int(read.damagedLines.size()),
        int(left.size()) - 2);
}

int main(int argc, char **argv)
{
    if (argc == 4 && qstrcmp(argv[1], "--child") == 0) {
        QCoreApplication app(argc, argv);
        return runChild(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]));
    }
    QCoreApplication app(argc, argv);
    TestStorageFailures test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_storagefailures.moc"
