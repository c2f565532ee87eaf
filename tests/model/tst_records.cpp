// records.jsonl: the score formula (values worked by hand from the formula in records.h and
// the README), append and read back, damaged and half-written lines skipped and counted
// while every other line is still read, and per-nickname statistics.
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "storage/records.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::EndReason;
using core::GameId;
using core::GameResult;
using core::Side;
using model::GameRecord;
using model::PlayerKind;
using model::RecordFile;

namespace {

GameRecord record(const QString &black, const QString &white, std::optional<ai::Level> whiteLevel,
    core::Outcome outcome, int moves)
{
    model::GameSetup setup;
    setup.game = GameId::Othello;
    setup.seats[0].name = black;
    setup.seats[1].name = white;
    if (whiteLevel) {
        setup.seats[1].kind = PlayerKind::Computer;
        setup.seats[1].level = *whiteLevel;
    }
    GameResult r{outcome, EndReason::Count, 40, 24};
    const auto game = core::createGame(GameId::Othello);
    return GameRecord::fromGame(setup, *game, r, moves, 60000);
}

} // namespace

class TestRecords : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void score_data();
    void score();
    void appendAndReadBack();
    void damagedLinesSkipped();
    void halfWrittenLineClosed();
    void statistics();

private:
    QTemporaryDir m_dir;
};

void TestRecords::score_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("moves");
    QTest::addColumn<double>("expected");
    const int black = int(core::Outcome::BlackWins);
    const int white = int(core::Outcome::WhiteWins);
    const int draw = int(core::Outcome::Draw);
    // Scores for Black.
    QTest::newRow("win") << int(GameId::Othello) << 64 << black << 20 << 100.0;
    QTest::newRow("draw") << int(GameId::Othello) << 64 << draw << 60 << 80.0;
    QTest::newRow("othello loss at 30 of 60") << int(GameId::Othello) << 64 << white << 30 << 35.0;
    QTest::newRow("othello loss at 60") << int(GameId::Othello) << 64 << white << 60 << 70.0;
    QTest::newRow("othello loss past 60 is capped")
        << int(GameId::Othello) << 64 << white << 90 << 70.0;
    QTest::newRow("ataxx loss at 25 of 100") << int(GameId::Ataxx) << 49 << white << 25 << 17.5;
    QTest::newRow("gomoku loss at 10 of 50") << int(GameId::Gomoku) << 225 << white << 10 << 14.0;
    // Go 19x19: L = round(0.7 * 361) = 253; 70 * 100 / 253 = 27.67
    QTest::newRow("go loss at 100 of 253") << int(GameId::Go) << 361 << white << 100 << 27.7;
    QTest::newRow("loss at move 0") << int(GameId::Othello) << 64 << white << 0 << 0.0;
}

void TestRecords::score()
{
    QFETCH(int, game);
    QFETCH(int, points);
    QFETCH(int, outcome);
    QFETCH(int, moves);
    QFETCH(double, expected);
    const GameResult r{core::Outcome(outcome), EndReason::Count, 0, 0};
    QCOMPARE(GameRecord::score(GameId(game), points, r, Side::Black, moves), expected);
}

void TestRecords::appendAndReadBack()
{
    const QString path = m_dir.filePath(QStringLiteral("a.jsonl"));
    const GameRecord a
        = record(QStringLiteral("Ann"), {}, ai::Level::Hard, core::Outcome::WhiteWins, 30);
    const GameRecord b = record(
        QStringLiteral("小明"), QStringLiteral("Bo"), std::nullopt, core::Outcome::BlackWins, 58);
    QVERIFY(RecordFile::append(path, a));
    QVERIFY(RecordFile::append(path, b));
    const auto read = RecordFile::read(path);
    QVERIFY(read.damagedLines.empty());
    QCOMPARE(read.records.size(), std::size_t(2));
    const GameRecord &ra = read.records[0];
    QCOMPARE(ra.game, GameId::Othello);
    QCOMPARE(ra.rules, QStringLiteral("standard"));
    QCOMPARE(ra.players[0].name, QStringLiteral("Ann"));
    QCOMPARE(ra.players[0].score, 35.0); // lost after 30 of 60 moves
    QCOMPARE(ra.players[1].kind, PlayerKind::Computer);
    QCOMPARE(ra.players[1].level, std::optional<ai::Level>(ai::Level::Hard));
    QCOMPARE(ra.players[1].score, 100.0);
    QCOMPARE(ra.result.outcome, core::Outcome::WhiteWins);
    QCOMPARE(ra.result.blackScore, 40.0);
    QCOMPARE(ra.moves, 30);
    QCOMPARE(ra.durationMs, qint64(60000));
    QCOMPARE(ra.time.toSecsSinceEpoch(), a.time.toSecsSinceEpoch());
    QCOMPARE(read.records[1].players[0].name, QStringLiteral("小明"));
    QCOMPARE(read.records[1].players[1].kind, PlayerKind::Human);

    // One line per record, each a JSON object.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(lines.size(), 3); // two lines and the empty rest after the last newline
    QVERIFY(lines[0].startsWith('{') && lines[0].endsWith('}'));
}

void TestRecords::damagedLinesSkipped()
{
    const QString path = m_dir.filePath(QStringLiteral("d.jsonl"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const GameRecord a
        = record(QStringLiteral("Ann"), {}, ai::Level::Easy, core::Outcome::BlackWins, 40);
    f.write(RecordFile::line(a) + '\n');
    f.write("{\"time\": \"yesterday\"}\n");                                  // 2: wrong values
    f.write("garbage \x01\x02\n");                                           // 3: not JSON
    f.write(RecordFile::line(a).replace("\"othello\"", "\"chess\"") + '\n'); // 4: unknown game
    f.write("\n");                                                           // 5: blank, fine
    f.write(RecordFile::line(a) + '\n');
    // 7-10, issue 16: numbers out of range were cast unchecked (1e300 gave a negative time).
    const QByteArray moves = "\"moves\":" + QByteArray::number(a.moves);
    f.write(RecordFile::line(a).replace(moves, "\"moves\":1e300") + '\n');
    f.write(RecordFile::line(a).replace(moves, "\"moves\":2147483648") + '\n');
    const QByteArray duration = "\"durationMs\":" + QByteArray::number(a.durationMs);
    f.write(RecordFile::line(a).replace(duration, "\"durationMs\":1e300") + '\n');
    f.write(RecordFile::line(a).replace(duration, "\"durationMs\":-1e300") + '\n');
    f.close();
    const auto read = RecordFile::read(path);
    QCOMPARE(read.records.size(), std::size_t(2));
    QCOMPARE(read.damagedLines, (std::vector<int>{2, 3, 4, 7, 8, 9, 10}));
}

void TestRecords::halfWrittenLineClosed()
{
    // A crash left half a line; the next append starts a new line and stays readable.
    const QString path = m_dir.filePath(QStringLiteral("h.jsonl"));
    const GameRecord a
        = record(QStringLiteral("Ann"), {}, ai::Level::Easy, core::Outcome::BlackWins, 40);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(RecordFile::line(a) + '\n');
        f.write(RecordFile::line(a).left(25));
    }
    QVERIFY(RecordFile::append(path, a));
    const auto read = RecordFile::read(path);
    QCOMPARE(read.records.size(), std::size_t(2));
    QCOMPARE(read.damagedLines, (std::vector<int>{2}));
}

void TestRecords::statistics()
{
    std::vector<GameRecord> rs;
    // Ann against the Hard computer: a win, a loss after 30 moves, a draw.
    rs.push_back(record(QStringLiteral("Ann"), {}, ai::Level::Hard, core::Outcome::BlackWins, 60));
    rs.push_back(record(QStringLiteral("Ann"), {}, ai::Level::Hard, core::Outcome::WhiteWins, 30));
    rs.push_back(record(QStringLiteral("Ann"), {}, ai::Level::Hard, core::Outcome::Draw, 60));
    // Ann against Easy: one loss after 45 moves (52.5).
    rs.push_back(record(QStringLiteral("Ann"), {}, ai::Level::Easy, core::Outcome::WhiteWins, 45));
    // Ann (Black) against Bo, a person: Bo wins.
    rs.push_back(record(
        QStringLiteral("Ann"), QStringLiteral("Bo"), std::nullopt, core::Outcome::WhiteWins, 60));
    const auto stats = model::playerStatistics(rs);
    auto find = [&](const QString &name, std::optional<ai::Level> level) {
        for (const auto &s : stats) {
            if (s.name == name && s.opponentLevel == level)
                return s;
        }
        return model::PlayerStats{};
    };
    QCOMPARE(stats.size(), std::size_t(4)); // Ann-Hard, Ann-Easy, Ann-people, Bo-people
    const auto hard = find(QStringLiteral("Ann"), ai::Level::Hard);
    QCOMPARE(hard.played, 3);
    QCOMPARE(hard.won, 1);
    QCOMPARE(hard.lost, 1);
    QCOMPARE(hard.drawn, 1);
    QCOMPARE(hard.winRate(), 1.0 / 3);
    QCOMPARE(hard.bestScore, 100.0);
    const auto easy = find(QStringLiteral("Ann"), ai::Level::Easy);
    QCOMPARE(easy.played, 1);
    QCOMPARE(easy.lost, 1);
    QCOMPARE(easy.bestScore, 52.5);
    const auto bo = find(QStringLiteral("Bo"), std::nullopt);
    QCOMPARE(bo.played, 1);
    QCOMPARE(bo.won, 1);
    QCOMPARE(bo.bestScore, 100.0);
    const auto annPeople = find(QStringLiteral("Ann"), std::nullopt);
    QCOMPARE(annPeople.lost, 1);
    QCOMPARE(annPeople.bestScore, 70.0); // lost after 60 of 60 moves
}

QTEST_GUILESS_MAIN(TestRecords)
#include "tst_records.moc"
