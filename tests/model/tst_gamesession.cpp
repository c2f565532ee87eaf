// GameSession without any widget: the autosave follows every move and take-back and is removed
// when the game ends; a game ending by play writes exactly one line to records.jsonl (not again
// when the finished game is loaded); what leaving asks for (nothing / keep / ask) by who sits
// at the board; keep() writes the game to its own file and keeps using that file; a write that
// fails is reported with its path. The Othello games are hand-checked move lists: "e6 f4 e3 f6
// g5 d6 e7 f5 c5" is the known nine-move wipe-out: Black's ninth move leaves White no disc.
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "players/player.h"
#include "session/gamesession.h"
#include "storage/records.h"
#include "storage/savefile.h"

#include "../support/sessionplay.h"

using namespace qiju;
using model::GameSession;
using test::play;
using test::twoPeople;

namespace {

int autosavedPly(const QString &path)
{
    const model::LoadResult r = model::SaveFile::read(path);
    return r.ok() ? r.game.tree->depth() : -1;
}

} // namespace

class TestGameSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(QStringLiteral("qiju-session-test"));
    }
    void init();
    void autosaveFollowsEveryMove();
    void finishedGameRecordedOnceAndNotOffered();
    void leaveVerdictBySeats();
    void keepUsesTheGamesOwnFile();
    void discardForgetsTheAutosave();
    void failedWriteIsReported();
    void unreadableAutosaveSetAside();

private:
    QString m_autosave;
    QString m_records;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestGameSession::init()
{
    QDir(model::SaveFile::savesDir()).removeRecursively();
    m_dir = std::make_unique<QTemporaryDir>();
    m_autosave = m_dir->filePath(QStringLiteral("autosave.qiju"));
    m_records = m_dir->filePath(QStringLiteral("records.jsonl"));
}

void TestGameSession::autosaveFollowsEveryMove()
{
    GameSession session;
    session.setAutosavePath(m_autosave);
    session.setRecordPath(m_records);
    QVERIFY(session.startGame(twoPeople()));
    QVERIFY(!QFileInfo::exists(m_autosave)); // nothing played yet
    const char *moves[] = {"f5", "d6", "c3", "d3"};
    for (int i = 0; i < 4; ++i) {
        play(session, moves[i]);
        QTRY_COMPARE(autosavedPly(m_autosave), i + 1);
    }
    session.controller()->undo(); // two people: one move back
    QCOMPARE(session.model()->ply(), 3);
    QTRY_COMPARE(autosavedPly(m_autosave), 3);
    // The saved game continues where it stood.
    model::LoadResult r = model::SaveFile::read(m_autosave);
    QVERIFY(r.ok());
    QCOMPARE(r.game.tree->position().positionText(), session.model()->position().positionText());
    // A comment reaches the autosave without a move; so does deleting the undone move d3.
    session.model()->setComment("a quiet move");
    QTRY_COMPARE(model::SaveFile::read(m_autosave).game.tree->current().comment,
                 std::string("a quiet move"));
    session.model()->removeVariation(*session.model()->tree().current().children[0]);
    QTRY_VERIFY(model::SaveFile::read(m_autosave).game.tree->current().children.empty());
}

void TestGameSession::finishedGameRecordedOnceAndNotOffered()
{
    GameSession session;
    session.setAutosavePath(m_autosave);
    session.setRecordPath(m_records);
    QSignalSpy ended(&session, &GameSession::gameEnded);
    QVERIFY(session.startGame(twoPeople()));
    play(session, "e6 f4 e3 f6");
    QTRY_VERIFY(QFileInfo::exists(m_autosave));
    play(session, "g5 d6 e7 f5 c5");
    QVERIFY(session.model()->isOver());
    QCOMPARE(ended.count(), 1);
    QVERIFY(!QFileInfo::exists(m_autosave)); // a finished game is not offered to continue
    QCOMPARE(session.leaveVerdict(), GameSession::Leave::Nothing);

    model::RecordReadResult read = model::RecordFile::read(m_records);
    QCOMPARE(read.records.size(), std::size_t(1));
    const model::GameRecord &rec = read.records.front();
    QCOMPARE(rec.moves, 9);
    QCOMPARE(rec.result.outcome, core::Outcome::BlackWins); // Black made the ninth move
    QCOMPARE(rec.players[0].name, QStringLiteral("Ann"));

    // The finished game saved and loaded again: shown, not announced or recorded again.
    const QString path = m_dir->filePath(QStringLiteral("done.qiju"));
    QCOMPARE(session.saveTo(path), model::SaveError::None);
    model::LoadResult r = model::SaveFile::read(path);
    QVERIFY(r.ok());
    GameSession again;
    again.setAutosavePath(m_autosave);
    again.setRecordPath(m_records);
    QSignalSpy endedAgain(&again, &GameSession::gameEnded);
    again.loadGame(std::move(r.game), path);
    QVERIFY(again.model()->isOver());
    QCOMPARE(endedAgain.count(), 0);
    QCOMPARE(model::RecordFile::read(m_records).records.size(), std::size_t(1));
}

void TestGameSession::leaveVerdictBySeats()
{
    GameSession people;
    people.setAutosavePath(m_autosave);
    QCOMPARE(people.leaveVerdict(), GameSession::Leave::Nothing); // no game
    QVERIFY(people.startGame(twoPeople()));
    QCOMPARE(people.leaveVerdict(), GameSession::Leave::Nothing); // no move yet
    play(people, "f5");
    QCOMPARE(people.leaveVerdict(), GameSession::Leave::Ask);

    GameSession withComputer;
    withComputer.setAutosavePath({});
    model::GameSetup s = twoPeople();
    s.seats[1].kind = model::PlayerKind::Computer;
    s.seats[1].level = ai::Level::Beginner;
    withComputer.controller()->setComputerMinimumThinkingTime(0);
    QVERIFY(withComputer.startGame(s));
    play(withComputer, "f5");
    QCOMPARE(withComputer.leaveVerdict(), GameSession::Leave::Keep);
}

void TestGameSession::keepUsesTheGamesOwnFile()
{
    GameSession session;
    session.setAutosavePath(m_autosave);
    QVERIFY(session.startGame(twoPeople(core::GameId::Gomoku)));
    play(session, "H8 J9");
    const QString first = session.keep();
    QVERIFY(!first.isEmpty());
    QCOMPARE(QFileInfo(first).dir().absolutePath(), QDir(model::SaveFile::savesDir()).absolutePath());
    QTRY_COMPARE(autosavedPly(first), 2);
    QCOMPARE(session.leaveVerdict(), GameSession::Leave::Nothing); // kept: nothing to ask
    play(session, "G7");
    QCOMPARE(session.leaveVerdict(), GameSession::Leave::Ask);
    QCOMPARE(session.keep(), first); // the same file again, not a second one
    QTRY_COMPARE(autosavedPly(first), 3);
    QCOMPARE(QDir(model::SaveFile::savesDir()).entryList({QStringLiteral("*.qiju")}).size(), 1);

    // Continued from the autosave, the game still knows its own file.
    model::LoadResult r = model::SaveFile::read(m_autosave);
    QVERIFY(r.ok());
    GameSession later;
    later.setAutosavePath(m_autosave);
    later.loadGame(std::move(r.game));
    QCOMPARE(later.filePath(), first);
}

void TestGameSession::discardForgetsTheAutosave()
{
    GameSession session;
    session.setAutosavePath(m_autosave);
    QVERIFY(session.startGame(twoPeople()));
    play(session, "f5 d6");
    QTRY_VERIFY(QFileInfo::exists(m_autosave));
    session.discard();
    QVERIFY(!QFileInfo::exists(m_autosave));
    QCOMPARE(session.leaveVerdict(), GameSession::Leave::Nothing);
    QVERIFY(QDir(model::SaveFile::savesDir()).entryList({QStringLiteral("*.qiju")}).isEmpty());
}

void TestGameSession::failedWriteIsReported()
{
    GameSession session;
    const QString impossible = m_dir->filePath(QStringLiteral("no-such-folder/autosave.qiju"));
    session.setAutosavePath(impossible);
    session.setRecordPath(m_dir->filePath(QStringLiteral("no-such-folder/records.jsonl")));
    QSignalSpy failed(&session, &GameSession::storageFailed);
    QVERIFY(session.startGame(twoPeople()));
    play(session, "f5");
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().toString(), impossible);
    QCOMPARE(session.lastError(), impossible);
    QVERIFY(!session.autosave());
}

void TestGameSession::unreadableAutosaveSetAside()
{
    {
        QFile f(m_autosave);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"qiju-save\", \"vers");
    }
    GameSession session;
    session.setAutosavePath(m_autosave);
    QVERIFY(session.startGame(twoPeople()));
    play(session, "f5");
    QTRY_COMPARE(autosavedPly(m_autosave), 1);
    const QStringList aside = QDir(m_dir->path()).entryList({QStringLiteral("autosave.qiju.damaged-*")});
    QCOMPARE(aside.size(), 1); // the damaged file was kept, not overwritten
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
