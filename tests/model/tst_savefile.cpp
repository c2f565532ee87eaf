// .qiju saves: write -> read round trips for every available game (start, mid-game with
// variations and a redo branch, after a pass, finished by the rules and by resignation), the
// format as documented in savegame.h, and every way a file can be unusable — each refused with
// its reason and left byte for byte as it was. Positions and lines are the ones the game tests
// already pin (Wikipedia's nine-move Othello wipe-out, libataxx's UAI pass, a Gomoku five).
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "players/computerplayer.h"
#include "session/gamecontroller.h"
#include "storage/savefile.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::GameId;
using core::Move;
using model::GameSetup;
using model::GameTree;
using model::PlayerKind;
using model::SaveError;
using model::SaveFile;

namespace {

std::unique_ptr<core::Game> start(GameId id, const char *rules = "", const char *text = nullptr)
{
    core::ParseError e;
    if (!text)
        return core::createGame(id, rules, &e);
    return core::gameInfo(id).fromText(rules, text, &e);
}

// Plays space-separated moves from the current node.
void play(GameTree &tree, const char *moves)
{
    for (const QString &m :
        QString::fromLatin1(moves).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto move = tree.position().parseMove(m.toStdString());
        QVERIFY2(move, qPrintable(m));
        QCOMPARE(tree.position().check(*move), core::MoveError::None);
        tree.play(*move);
    }
}

// The whole tree as text: every node with its move, comment, result override and redo
// choice, children in order; then the path to the current node.
QString describe(const model::GameNode &n)
{
    QString s;
    if (n.parent)
        s += QString::fromStdString(n.parent->position->moveText(n.move));
    if (!n.comment.empty())
        s += QStringLiteral("\"%1\"").arg(QString::fromStdString(n.comment));
    if (n.endOverride)
        s += QStringLiteral("!%1").arg(int(n.endOverride->outcome));
    s += QStringLiteral("<%1>").arg(n.redoChild);
    s += QStringLiteral("(");
    for (const auto &c : n.children)
        s += describe(*c) + QLatin1Char(' ');
    return s + QStringLiteral(")");
}

QString describe(const GameTree &t)
{
    QString path;
    for (const auto &m : t.currentLine())
        path += QString::fromStdString(t.root().position->moveText(m)) + QLatin1Char(',');
    return describe(t.root()) + QStringLiteral(" @") + QString::number(t.depth())
        + QStringLiteral(" ") + QString::fromStdString(t.position().positionText());
}

GameSetup setupFor(GameId id, const QString &rules = {})
{
    GameSetup s;
    s.game = id;
    s.rules = rules;
    s.seats[0].kind = PlayerKind::Human;
    s.seats[0].name = QStringLiteral("小明");
    s.seats[1].kind = PlayerKind::Computer;
    s.seats[1].level = ai::Level::Hard;
    s.timePerMoveMs = 4500;
    return s;
}

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

using TreeBuilder = std::function<std::unique_ptr<GameTree>()>;

} // namespace

Q_DECLARE_METATYPE(TreeBuilder)

class TestSaveFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void formatAsDocumented();
    void finishedGameKeepsResult();
    void refused_data();
    void refused();
    void hugeFileRefused();
    void interruptedSaveKeepsOldFile();
    void unwritablePlaceKeepsOldFile();
    void setAsideKeepsDamagedFile();
    void controllerContinuesLoadedGame();
    void loadDuringComputerTurnDropsSearch();

private:
    QTemporaryDir m_dir;
    QByteArray m_goodSave; // an Othello game: f5 d6 c3, current after d6
};

void TestSaveFile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    GameTree t(start(GameId::Othello));
    play(t, "f5 d6 c3");
    t.undo();
    m_goodSave = SaveFile::serialize(setupFor(GameId::Othello), t, {});
}

void TestSaveFile::roundTrip_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<TreeBuilder>("build");

    auto simple = [](GameId id, const char *rules, const char *text, const char *moves) {
        return TreeBuilder([=] {
            auto t = std::make_unique<GameTree>(start(id, rules, text));
            play(*t, moves);
            return t;
        });
    };
    QTest::newRow("othello start")
        << int(GameId::Othello) << QString() << simple(GameId::Othello, "", nullptr, "");
    QTest::newRow("othello variations") << int(GameId::Othello) << QString() << TreeBuilder([] {
        auto t = std::make_unique<GameTree>(start(GameId::Othello));
        play(*t, "f5 d6 c3 d3 c4");
        t->undo();
        t->undo();
        t->undo();
        play(*t, "c5 f6"); // a variation at move 3
        t->current().comment = "a quieter line, \"with quotes\"\nand a new line";
        t->undo();
        play(*t, "f4"); // a second variation at move 4
        t->undo();
        t->undo(); // redo would now follow c5 -> e6
        const_cast<model::GameNode &>(t->root()).comment = "开局";
        return t;
    });
    QTest::newRow("othello after pass")
        << int(GameId::Othello) << QString()
        << simple(GameId::Othello, "",
               "XO-------------------------------------------------------------- O", "pass");
    QTest::newRow("othello finished")
        << int(GameId::Othello) << QString()
        << simple(GameId::Othello, "", nullptr, "e6 f4 e3 f6 g5 d6 e7 f5 c5");
    QTest::newRow("ataxx start") << int(GameId::Ataxx) << QString()
                                 << simple(GameId::Ataxx, "", nullptr, "");
    QTest::newRow("ataxx jumps and variation")
        << int(GameId::Ataxx) << QString() << TreeBuilder([] {
               auto t = std::make_unique<GameTree>(start(GameId::Ataxx));
               play(*t, "a6 g6 a7c5 g7e6");
               t->undo();
               play(*t, "f6");
               return t;
           });
    QTest::newRow("ataxx uai pass")
        << int(GameId::Ataxx) << QStringLiteral("uai")
        << simple(GameId::Ataxx, "uai", "7/7/7/7/4ooo/4ooo/4oox x 0 1", "0000");
    QTest::newRow("gomoku swap2 opening")
        << int(GameId::Gomoku) << QStringLiteral("renju swap2")
        << simple(GameId::Gomoku, "renju swap2", nullptr, "h8 h9 i9 balance j10 g7 swap");
    QTest::newRow("gomoku five") << int(GameId::Gomoku) << QString()
                                 << simple(
                                        GameId::Gomoku, "", nullptr, "h8 a1 i8 a2 j8 a3 k8 a4 l8");
    QTest::newRow("gomoku resigned") << int(GameId::Gomoku) << QString() << TreeBuilder([] {
        auto t = std::make_unique<GameTree>(start(GameId::Gomoku));
        play(*t, "h8 h9");
        t->current().endOverride
            = core::GameResult::win(core::Side::White, core::EndReason::Resignation);
        return t;
    });
}

void TestSaveFile::roundTrip()
{
    QFETCH(int, game);
    QFETCH(QString, rules);
    QFETCH(TreeBuilder, build);
    const auto tree = build();
    const GameSetup setup = setupFor(GameId(game), rules);
    model::SaveExtras extras;
    extras.clocks = QJsonObject{{QStringLiteral("black"), 12345}};
    extras.extra = QJsonObject{{QStringLiteral("feature"), QJsonArray{1, 2}}};
    extras.playedMs = 98765;

    const QString path = m_dir.filePath(QStringLiteral("round.qiju"));
    QCOMPARE(SaveFile::write(path, setup, *tree, extras), SaveError::None);
    const model::LoadResult r = SaveFile::read(path);
    QCOMPARE(r.error, SaveError::None);
    QCOMPARE(describe(*r.game.tree), describe(*tree));
    QCOMPARE(r.game.setup.game, GameId(game));
    QCOMPARE(QString::fromStdString(r.game.tree->position().rulesText()),
        QString::fromStdString(tree->position().rulesText()));
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(r.game.setup.seats[i].kind, setup.seats[i].kind);
        QCOMPARE(r.game.setup.seats[i].name, setup.seats[i].name);
    }
    QCOMPARE(r.game.setup.seats[1].level, ai::Level::Hard);
    QCOMPARE(r.game.setup.timePerMoveMs, 4500);
    QCOMPARE(r.game.extras.clocks, extras.clocks);
    QCOMPARE(r.game.extras.extra, extras.extra);
    QCOMPARE(r.game.extras.playedMs, 98765);
    QCOMPARE(r.game.tree->position().sideToMove(), tree->position().sideToMove());
    QCOMPARE(r.game.tree->position().seatToMove(), tree->position().seatToMove());
    QCOMPARE(r.game.tree->canRedo(), tree->canRedo());
    // Saving the loaded game again gives the same file (apart from nothing: same save time).
    model::SaveExtras again = r.game.extras;
    QCOMPARE(SaveFile::serialize(r.game.setup, *r.game.tree, again),
        SaveFile::serialize(setup, *tree, again));
}

void TestSaveFile::formatAsDocumented()
{
    // The layout promised in savegame.h, for f5 d6 c3 with the current node after d6.
    const QJsonObject o = QJsonDocument::fromJson(m_goodSave).object();
    QCOMPARE(o.value(QLatin1String("format")).toString(), QStringLiteral("qiju-save"));
    QCOMPARE(o.value(QLatin1String("version")).toInt(), 1);
    QCOMPARE(o.value(QLatin1String("game")).toString(), QStringLiteral("othello"));
    QCOMPARE(o.value(QLatin1String("moves")).toArray(),
        (QJsonArray{QStringLiteral("f5"), QStringLiteral("d6"), QStringLiteral("c3")}));
    QCOMPARE(o.value(QLatin1String("current")).toArray(), (QJsonArray{0, 0}));
    const QJsonArray players = o.value(QLatin1String("players")).toArray();
    QCOMPARE(
        players.at(0).toObject().value(QLatin1String("kind")).toString(), QStringLiteral("human"));
    QCOMPARE(
        players.at(1).toObject().value(QLatin1String("level")).toString(), QStringLiteral("hard"));
    QVERIFY(o.value(QLatin1String("clocks")).isObject());
    QVERIFY(o.value(QLatin1String("result")).isNull());
    QVERIFY(
        QDateTime::fromString(o.value(QLatin1String("saved")).toString(), Qt::ISODate).isValid());
}

void TestSaveFile::finishedGameKeepsResult()
{
    // Wikipedia's nine-move wipe-out: Black wins 64-0.
    GameTree t(start(GameId::Othello));
    play(t, "e6 f4 e3 f6 g5 d6 e7 f5 c5");
    const model::LoadResult r
        = SaveFile::parse(SaveFile::serialize(setupFor(GameId::Othello), t, {}));
    QCOMPARE(r.error, SaveError::None);
    const auto result = r.game.tree->position().result();
    QVERIFY(result);
    QCOMPARE(result->outcome, core::Outcome::BlackWins);
    QCOMPARE(result->blackScore, 64.0);
    const QJsonObject o
        = QJsonDocument::fromJson(SaveFile::serialize(setupFor(GameId::Othello), t, {}))
              .object()
              .value(QLatin1String("result"))
              .toObject();
    QCOMPARE(o.value(QLatin1String("outcome")).toString(), QStringLiteral("black"));
    QCOMPARE(o.value(QLatin1String("black")).toDouble(), 64.0);
}

void TestSaveFile::refused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("error");

    const QByteArray good = m_goodSave;
    auto edited = [&](auto &&edit) {
        QJsonObject o = QJsonDocument::fromJson(good).object();
        edit(o);
        return QJsonDocument(o).toJson();
    };
    QTest::newRow("empty file") << QByteArray() << int(SaveError::Truncated);
    QTest::newRow("truncated half") << good.left(good.size() / 2) << int(SaveError::Truncated);
    QTest::newRow("truncated last brace")
        << good.left(good.lastIndexOf('}')) << int(SaveError::Truncated);
    QTest::newRow("damaged json") << QByteArray(good).replace("\"moves\":", "\"moves\" ")
                                  << int(SaveError::Damaged);
    QTest::newRow("binary garbage")
        << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe", 18) << int(SaveError::NotText);
    QTest::newRow("foreign json") << QByteArray("{\"name\": \"my notes\", \"version\": 1}")
                                  << int(SaveError::Foreign);
    QTest::newRow("json array") << QByteArray("[1, 2, 3]") << int(SaveError::Foreign);
    QTest::newRow("newer version")
        << edited([](QJsonObject &o) { o[QStringLiteral("version")] = 2; })
        << int(SaveError::NewerVersion);
    QTest::newRow("version as text")
        << edited([](QJsonObject &o) { o[QStringLiteral("version")] = QStringLiteral("1"); })
        << int(SaveError::BadField);
    QTest::newRow("players wrong type")
        << edited([](QJsonObject &o) { o[QStringLiteral("players")] = QStringLiteral("Ann"); })
        << int(SaveError::BadField);
    QTest::newRow("moves wrong type")
        << edited([](QJsonObject &o) { o[QStringLiteral("moves")] = 5; })
        << int(SaveError::BadField);
    QTest::newRow("move as number") << edited([](QJsonObject &o) {
        o[QStringLiteral("moves")] = QJsonArray{QStringLiteral("f5"), 7};
    }) << int(SaveError::BadField);
    QTest::newRow("unknown game") << edited([](QJsonObject &o) {
        o[QStringLiteral("game")] = QStringLiteral("chess");
    }) << int(SaveError::UnknownGame);
    QTest::newRow("unknown rules")
        << edited([](QJsonObject &o) { o[QStringLiteral("rules")] = QStringLiteral("bogus"); })
        << int(SaveError::BadRules);
    QTest::newRow("bad setup") << edited([](QJsonObject &o) {
        o[QStringLiteral("setup")] = QStringLiteral("XXX");
    }) << int(SaveError::BadPosition);
    // d6 after f5 is legal; a1 is not (it outflanks nothing).
    QTest::newRow("impossible move") << edited([](QJsonObject &o) {
        o[QStringLiteral("moves")] = QJsonArray{QStringLiteral("f5"), QStringLiteral("a1")};
    }) << int(SaveError::IllegalMove);
    QTest::newRow("unparsable move") << edited([](QJsonObject &o) {
        o[QStringLiteral("moves")] = QJsonArray{QStringLiteral("z99")};
    }) << int(SaveError::IllegalMove);
    QTest::newRow("current off the tree") << edited([](QJsonObject &o) {
        o[QStringLiteral("current")] = QJsonArray{0, 1};
    }) << int(SaveError::BadField);
    // Issue 16: numbers were cast to integers before their range was checked.
    for (const char *key : {"playedMs", "timePerMoveMs", "redo"}) {
        for (double v : {1e300, -1e300, 2147483648.0, 1.5}) {
            if (v == 2147483648.0 && QLatin1String(key) == QLatin1String("playedMs"))
                continue; // 24 days of play: a valid 64-bit time
            QTest::addRow("%s %g", key, v) << edited([key, v](QJsonObject &o) {
                o[QLatin1String(key)] = v;
            }) << int(SaveError::BadField);
        }
    }
    QTest::newRow("position does not match") << edited([](QJsonObject &o) {
        o[QStringLiteral("current")] = QJsonArray{0, 0, 0}; // after c3, text after d6
    }) << int(SaveError::Inconsistent);
}

void TestSaveFile::refused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, error);
    const QString path = m_dir.filePath(QStringLiteral("refused.qiju"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
    const QByteArray before = fileHash(path);
    const model::LoadResult r = SaveFile::read(path);
    QCOMPARE(int(r.error), error);
    QVERIFY(!r.game.tree);
    QCOMPARE(fileHash(path), before); // left exactly as it was
}

void TestSaveFile::hugeFileRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("huge.qiju"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(m_goodSave.left(m_goodSave.size() - 2));
        f.write(QByteArray(SaveFile::kMaxBytes, ' '));
        f.write("}\n");
    }
    QCOMPARE(SaveFile::read(path).error, SaveError::TooLarge);
    QCOMPARE(QFileInfo(path).size(), SaveFile::kMaxBytes + m_goodSave.size());
    QCOMPARE(SaveFile::read(m_dir.filePath(QStringLiteral("missing.qiju"))).error,
        SaveError::CannotRead);
}

void TestSaveFile::interruptedSaveKeepsOldFile()
{
    // A save killed half-way: QSaveFile wrote part of the new text but never committed.
    const QString path = m_dir.filePath(QStringLiteral("kill.qiju"));
    GameTree t(start(GameId::Othello));
    play(t, "f5");
    QCOMPARE(SaveFile::write(path, setupFor(GameId::Othello), t, {}), SaveError::None);
    const QByteArray before = fileHash(path);
    {
        GameTree longer(start(GameId::Othello));
        play(longer, "f5 d6 c3 d3 c4");
        const QByteArray bytes = SaveFile::serialize(setupFor(GameId::Othello), longer, {});
        QSaveFile interrupted(path);
        QVERIFY(interrupted.open(QIODevice::WriteOnly));
        interrupted.write(bytes.left(bytes.size() / 2));
        // destroyed without commit(), as when the process dies
    }
    QCOMPARE(fileHash(path), before);
    const model::LoadResult r = SaveFile::read(path);
    QCOMPARE(r.error, SaveError::None);
    QCOMPARE(r.game.tree->depth(), 1);
}

void TestSaveFile::unwritablePlaceKeepsOldFile()
{
    GameTree t(start(GameId::Othello));
    QCOMPARE(SaveFile::write(m_dir.filePath(QStringLiteral("no/such/folder/x.qiju")),
                 setupFor(GameId::Othello), t, {}),
        SaveError::CannotWrite);
}

void TestSaveFile::setAsideKeepsDamagedFile()
{
    const QString path = m_dir.filePath(QStringLiteral("slot.qiju"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"qiju-save\", \"vers");
    }
    QCOMPARE(SaveFile::read(path).error, SaveError::Truncated);
    QVERIFY(SaveFile::setAside(path));
    QVERIFY(!QFileInfo::exists(path));
    const QStringList moved = QDir(m_dir.path()).entryList({QStringLiteral("slot.qiju.damaged-*")});
    QCOMPARE(moved.size(), 1);
    QFile f(m_dir.filePath(moved.front()));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("{\"format\": \"qiju-save\", \"vers"));
}

void TestSaveFile::controllerContinuesLoadedGame()
{
    // Saved after f5 with the computer (White) to move: loading asks it to move at once.
    GameTree t(start(GameId::Othello));
    play(t, "f5");
    GameSetup setup = setupFor(GameId::Othello);
    setup.seats[1].level = ai::Level::Beginner;
    setup.timePerMoveMs = 200;
    model::LoadResult r = SaveFile::parse(SaveFile::serialize(setup, t, {}));
    QCOMPARE(r.error, SaveError::None);

    model::GameModel m;
    model::GameController c(&m);
    c.loadGame(r.game.setup, std::move(r.game.tree));
    QCOMPARE(m.ply(), 1);
    QCOMPARE(c.player(core::Side::White)->kind(), PlayerKind::Computer);
    QCOMPARE(c.player(core::Side::Black)->name(), QStringLiteral("小明"));
    QVERIFY(c.canUndo());
    QTRY_COMPARE_WITH_TIMEOUT(m.ply(), 2, 20000);
    QVERIFY(c.isHumanTurn());
}

void TestSaveFile::loadDuringComputerTurnDropsSearch()
{
    // The computer (Black) is thinking in one game when a save is loaded: its answer for the
    // old position never arrives in the new game.
    model::GameModel m;
    model::GameController c(&m);
    GameSetup thinking;
    thinking.game = GameId::Othello;
    thinking.seats[0].kind = PlayerKind::Computer;
    thinking.seats[0].level = ai::Level::Expert;
    thinking.seats[1].kind = PlayerKind::Human;
    thinking.timePerMoveMs = 3000;
    QVERIFY(c.newGame(thinking));
    QTRY_VERIFY(c.player(core::Side::Black)->isThinking());

    GameTree t(start(GameId::Othello));
    play(t, "f5 d6");
    GameSetup human = setupFor(GameId::Othello);
    human.seats[1].kind = PlayerKind::Human;
    model::LoadResult r = SaveFile::parse(SaveFile::serialize(human, t, {}));
    QCOMPARE(r.error, SaveError::None);
    QSignalSpy applied(&m, &model::GameModel::moveApplied);
    c.loadGame(r.game.setup, std::move(r.game.tree));
    QTRY_VERIFY(c.isHumanTurn());
    QTest::qWait(300);
    QCOMPARE(applied.count(), 0);
    QCOMPARE(m.ply(), 2);
    QCOMPARE(QString::fromStdString(m.position().positionText()),
        QString::fromStdString(t.position().positionText()));
}

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
