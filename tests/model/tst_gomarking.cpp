// Go's marking step in the model (GoMarking, GameModel::isMarking) and Go/NoGo saves: two passes
// start the step instead of ending the game, pre-filled by the estimator; toggling a region
// changes the count, which is checked against hand-worked area and territory counts of one
// diagram; Done ends the game with that count; without a person the computer accepts at once;
// Resume play takes back the last pass. Saves round-trip for Go (handicap, komi, size, a
// capture, a pass) and NoGo, and during and after the marking step with the marks.
//
// The diagram (9x9): Black's wall on column E, White's on F, a white stone at C7 in Black's
// side and a black stone at H4 in White's side, both dead.
//   Area (komi 7.5): Black 9 stones + 36 territory (35 empty + C7) = 45;
//                    White 9 stones + 27 territory (26 empty + H4) + 7.5 = 43.5.
//   C7 alive instead: Black's 35 empty points touch both colours (dame): Black 9;
//                    White 10 stones + 27 + 7.5 = 44.5.
//   Territory (komi 6.5): Black 36 + 1 prisoner (C7) = 37; White 27 + 1 (H4) + 6.5 = 34.5.
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "session/gamecontroller.h"
#include "session/gomarking.h"
#include "storage/savefile.h"

#include "games/gameregistry.h"
#include "games/go/gogame.h"

using namespace qiju;
using core::GameId;
using core::Move;
using core::Point;
using model::GameSetup;
using model::GameTree;
using model::GoMarking;
using model::PlayerKind;

namespace {

const char *kDiagram = "4xo3/4xo3/2o1xo3/4xo3/4xo3/4xo1x1/4xo3/4xo3/4xo3 b";

std::unique_ptr<core::Game> diagram(const char *rules)
{
    core::ParseError e = core::ParseError::None;
    return go::GoGame::fromText(rules, kDiagram, &e);
}

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

QString deadText(const std::vector<bool> &dead, int size)
{
    QStringList s;
    for (int i = 0; i < int(dead.size()); ++i) {
        if (dead[std::size_t(i)])
            s << QString::fromStdString(go::pointText({i % size, i / size}, size));
    }
    return s.join(QLatin1Char(' '));
}

GameSetup setupFor(GameId id, const QString &rules, PlayerKind white = PlayerKind::Human)
{
    GameSetup s;
    s.game = id;
    s.rules = rules;
    s.seats[0].kind = PlayerKind::Human;
    s.seats[0].name = QStringLiteral("Ann");
    s.seats[1].kind = white;
    s.seats[1].level = ai::Level::Beginner;
    s.timePerMoveMs = 200;
    return s;
}

QString describe(const GameTree &t)
{
    QString s;
    for (const auto &m : t.currentLine())
        s += QString::fromStdString(t.root().position->moveText(m)) + QLatin1Char(' ');
    return s + QString::fromStdString(t.position().positionText()) + QLatin1Char('|')
        + QString::fromStdString(t.position().rulesText());
}

} // namespace

class TestGoMarking : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void twoPassesStartMarking();
    void toggleChangesTheCount();
    void territoryCount();
    void resumeTakesBackThePass();
    void computerAcceptsEstimate();
    void saveRoundTrip_data();
    void saveRoundTrip();
    void saveDuringMarking();
    void saveAfterAccepting();
    void damagedMarksRefused();
};

void TestGoMarking::initTestCase() { QStandardPaths::setTestModeEnabled(true); }

void TestGoMarking::twoPassesStartMarking()
{
    model::GameModel m;
    GoMarking marking(&m);
    m.newGame(diagram("chinese"));
    QSignalSpy started(&m, &model::GameModel::markingStarted);
    QSignalSpy over(&m, &model::GameModel::gameOver);
    QCOMPARE(m.play(Move::pass()), core::MoveError::None);
    QVERIFY(!m.isMarking());
    QCOMPARE(m.play(Move::pass()), core::MoveError::None);
    QVERIFY(m.isMarking());
    QVERIFY(marking.isActive());
    QVERIFY(!m.isOver());
    QVERIFY(!m.result());
    QCOMPARE(started.count(), 1);
    QCOMPARE(over.count(), 0);
    // No moves during the step.
    QCOMPARE(m.play(Move::place({0, 0})), core::MoveError::GameOver);
    // Pre-filled by the estimator.
    QCOMPARE(deadText(marking.deadStones(), 9), QStringLiteral("C7 H4"));
    const go::GoScore s = *marking.score();
    QCOMPARE(s.black, 45.0);
    QCOMPARE(s.white, 43.5);

    marking.accept();
    QCOMPARE(over.count(), 1);
    QVERIFY(m.isOver());
    QVERIFY(!m.isMarking());
    const core::GameResult r = *m.result();
    QCOMPARE(r.outcome, core::Outcome::BlackWins);
    QCOMPARE(r.reason, core::EndReason::Count);
    QCOMPARE(r.blackScore, 45.0);
    QCOMPARE(r.whiteScore, 43.5);
    // Accepted: toggling does nothing any more.
    marking.toggle({2, 2});
    QCOMPARE(deadText(marking.deadStones(), 9), QStringLiteral("C7 H4"));
}

void TestGoMarking::toggleChangesTheCount()
{
    model::GameModel m;
    GoMarking marking(&m);
    m.newGame(diagram("chinese"));
    m.play(Move::pass());
    m.play(Move::pass());
    QSignalSpy changed(&marking, &GoMarking::changed);
    marking.toggle({2, 2}); // C7 alive
    QCOMPARE(changed.count(), 1);
    QCOMPARE(deadText(marking.deadStones(), 9), QStringLiteral("H4"));
    QCOMPARE(marking.score()->black, 9.0);
    QCOMPARE(marking.score()->white, 44.5);
    QCOMPARE(marking.score()->dame, 35);
    // A click on an empty point changes nothing.
    marking.toggle({0, 0});
    QCOMPARE(changed.count(), 1);
    // The region of a wall stone is the whole wall: all nine black stones of column E, and
    // the black stone at H4 is not in it (White's wall is between).
    const auto &g = *marking.game();
    QCOMPARE(int(GoMarking::region(g, {4, 0}).size()), 9);
    marking.toggle({4, 8}); // E1: Black's wall dead
    QCOMPARE(deadText(marking.deadStones(), 9),
        QStringLiteral("E9 E8 E7 E6 E5 E4 H4 E3 E2 E1"));
    marking.toggle({4, 8});
    marking.toggle({2, 2});
    QCOMPARE(deadText(marking.deadStones(), 9), QStringLiteral("C7 H4"));
    QCOMPARE(marking.score()->black, 45.0);
}

void TestGoMarking::territoryCount()
{
    model::GameModel m;
    GoMarking marking(&m);
    m.newGame(diagram("japanese size=9"));
    m.play(Move::pass());
    m.play(Move::pass());
    QCOMPARE(deadText(marking.deadStones(), 9), QStringLiteral("C7 H4"));
    const go::GoScore s = *marking.score();
    QCOMPARE(s.blackTerritory, 36);
    QCOMPARE(s.blackPrisoners, 1);
    QCOMPARE(s.black, 37.0);
    QCOMPARE(s.whiteTerritory, 27);
    QCOMPARE(s.whitePrisoners, 1);
    QCOMPARE(s.white, 34.5);
}

void TestGoMarking::resumeTakesBackThePass()
{
    // A person against the computer: the step waits; Resume play (undo) goes back to the
    // person's turn before the passes.
    model::GameModel m;
    model::GameController c(&m);
    auto tree = std::make_unique<GameTree>(diagram("chinese"));
    play(*tree, "pass pass");
    c.loadGame(setupFor(GameId::Go, QStringLiteral("chinese"), PlayerKind::Computer),
        std::move(tree));
    QVERIFY(m.isMarking());
    QTest::qWait(50);
    QVERIFY(m.isMarking()); // not accepted by the computer: a person is at the board
    QVERIFY(!c.isHumanTurn());
    QVERIFY(c.canUndo());
    c.undo();
    QVERIFY(!m.isMarking());
    QCOMPARE(m.ply(), 0);
    QTRY_VERIFY(c.isHumanTurn());
}

void TestGoMarking::computerAcceptsEstimate()
{
    model::GameModel m;
    model::GameController c(&m);
    GameSetup s = setupFor(GameId::Go, QStringLiteral("chinese"), PlayerKind::Computer);
    s.seats[0].kind = PlayerKind::Computer;
    auto tree = std::make_unique<GameTree>(diagram("chinese"));
    play(*tree, "pass");
    c.loadGame(s, std::move(tree));
    QSignalSpy over(&m, &model::GameModel::gameOver);
    // White passes too (played here, before the computer's turn comes round): the estimator's
    // marks are accepted without asking anyone.
    QCOMPARE(m.play(Move::pass()), core::MoveError::None);
    QVERIFY(m.isMarking());
    QTRY_COMPARE(over.count(), 1);
    QVERIFY(!m.isMarking());
    QVERIFY(m.isOver());
    QCOMPARE(deadText(c.marking()->deadStones(), 9), QStringLiteral("C7 H4"));
    QCOMPARE(m.result()->blackScore, 45.0);
    QCOMPARE(m.result()->whiteScore, 43.5);
}

using TreeBuilder = std::function<std::unique_ptr<GameTree>()>;
Q_DECLARE_METATYPE(TreeBuilder)

void TestGoMarking::saveRoundTrip_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<TreeBuilder>("build");
    QTest::newRow("go 13x13 handicap") << int(GameId::Go)
                                       << QStringLiteral("japanese size=13 handicap=3 komi=0.5")
                                       << TreeBuilder([] {
                                              auto t = std::make_unique<GameTree>(core::createGame(
                                                  GameId::Go, "japanese size=13 handicap=3 komi=0.5"));
                                              play(*t, "C3 C2 pass B3 D2");
                                              return t;
                                          });
    QTest::newRow("go capture and variation")
        << int(GameId::Go) << QStringLiteral("chinese size=9") << TreeBuilder([] {
               auto t = std::make_unique<GameTree>(core::createGame(GameId::Go, "chinese size=9"));
               // White's A9 stone is captured by B9... after A8.
               play(*t, "B9 A9 A8");
               t->undo();
               play(*t, "E5");
               return t;
           });
    QTest::newRow("nogo course") << int(GameId::Nogo) << QStringLiteral("course")
                                 << TreeBuilder([] {
                                        auto t = std::make_unique<GameTree>(
                                            core::createGame(GameId::Nogo, "course"));
                                        play(*t, "C3 G7 D4 F6");
                                        t->undo();
                                        return t;
                                    });
    QTest::newRow("nogo botzone centre") << int(GameId::Nogo) << QStringLiteral("botzone")
                                         << TreeBuilder([] {
                                                auto t = std::make_unique<GameTree>(
                                                    core::createGame(GameId::Nogo, "botzone"));
                                                play(*t, "E5 D5");
                                                return t;
                                            });
}

void TestGoMarking::saveRoundTrip()
{
    QFETCH(int, game);
    QFETCH(QString, rules);
    QFETCH(TreeBuilder, build);
    const auto tree = build();
    const GameSetup setup = setupFor(GameId(game), rules);
    const model::LoadResult r
        = model::SaveFile::parse(model::SaveFile::serialize(setup, *tree, {}));
    QCOMPARE(r.error, model::SaveError::None);
    QCOMPARE(describe(*r.game.tree), describe(*tree));
    QCOMPARE(r.game.tree->canRedo(), tree->canRedo());
    QCOMPARE(r.game.tree->position().captures(core::Side::Black),
        tree->position().captures(core::Side::Black));
}

void TestGoMarking::saveDuringMarking()
{
    model::GameModel m;
    GoMarking marking(&m);
    auto start = std::make_unique<GameTree>(diagram("chinese"));
    play(*start, "pass pass");
    m.loadGame(std::move(start));
    QVERIFY(m.isMarking());
    QCOMPARE(deadText(marking.deadStones(), 9), QString()); // a load keeps its (no) marks
    marking.estimate();
    marking.toggle({2, 2}); // C7 alive: only H4 dead, Black 9 : White 44.5
    model::SaveExtras extras;
    extras.extra.insert(QLatin1String(GoMarking::kExtraKey), GoMarking::toJson(m.tree()));
    QCOMPARE(extras.extra.value(QLatin1String(GoMarking::kExtraKey))
                 .toObject()
                 .value(QLatin1String("dead"))
                 .toArray(),
        QJsonArray{QStringLiteral("H4")});
    const QByteArray bytes = model::SaveFile::serialize(setupFor(GameId::Go, {}), m.tree(), extras);
    // A count waiting for its marks is not a result yet.
    QVERIFY(QJsonDocument::fromJson(bytes).object().value(QLatin1String("result")).isNull());

    model::LoadResult r = model::SaveFile::parse(bytes);
    QCOMPARE(r.error, model::SaveError::None);
    QVERIFY(GoMarking::restore(*r.game.tree,
        r.game.extras.extra.value(QLatin1String(GoMarking::kExtraKey)).toObject()));
    model::GameModel back;
    GoMarking backMarking(&back);
    QSignalSpy started(&back, &model::GameModel::markingStarted);
    back.loadGame(std::move(r.game.tree));
    QCOMPARE(started.count(), 1);
    QVERIFY(back.isMarking());
    QCOMPARE(deadText(backMarking.deadStones(), 9), QStringLiteral("H4"));
    QCOMPARE(backMarking.score()->black, 9.0);
    QCOMPARE(backMarking.score()->white, 44.5);
    backMarking.accept();
    QCOMPARE(back.result()->whiteScore, 44.5);
    QCOMPARE(back.result()->outcome, core::Outcome::WhiteWins);
}

void TestGoMarking::saveAfterAccepting()
{
    model::GameModel m;
    GoMarking marking(&m);
    m.newGame(diagram("chinese"));
    m.play(Move::pass());
    m.play(Move::pass());
    marking.accept();
    model::SaveExtras extras;
    extras.extra.insert(QLatin1String(GoMarking::kExtraKey), GoMarking::toJson(m.tree()));
    model::LoadResult r = model::SaveFile::parse(
        model::SaveFile::serialize(setupFor(GameId::Go, {}), m.tree(), extras));
    QCOMPARE(r.error, model::SaveError::None);
    QVERIFY(GoMarking::restore(*r.game.tree,
        r.game.extras.extra.value(QLatin1String(GoMarking::kExtraKey)).toObject()));
    model::GameModel back;
    GoMarking backMarking(&back);
    back.loadGame(std::move(r.game.tree));
    QVERIFY(back.isOver());
    QVERIFY(!back.isMarking());
    QCOMPARE(back.result()->blackScore, 45.0);
    QCOMPARE(deadText(backMarking.deadStones(), 9), QStringLiteral("C7 H4"));
}

void TestGoMarking::damagedMarksRefused()
{
    auto tree = std::make_unique<GameTree>(diagram("chinese"));
    play(*tree, "pass pass");
    // An empty point, a point off the board, not a list: refused, nothing changed.
    for (const QJsonObject &bad :
        {QJsonObject{{QStringLiteral("dead"), QJsonArray{QStringLiteral("A1")}}},
            QJsonObject{{QStringLiteral("dead"), QJsonArray{QStringLiteral("Z99")}}},
            QJsonObject{{QStringLiteral("dead"), QStringLiteral("C7")}}}) {
        QVERIFY(!GoMarking::restore(*tree, bad));
        const auto &g = static_cast<const go::GoGame &>(tree->position());
        QCOMPARE(deadText(g.deadStones(), 9), QString());
    }
    // Not at the end of a Go game: refused.
    GameTree othello(core::createGame(GameId::Othello));
    QVERIFY(!GoMarking::restore(othello,
        QJsonObject{{QStringLiteral("dead"), QJsonArray{QStringLiteral("C7")}}}));
}

QTEST_GUILESS_MAIN(TestGoMarking)
#include "tst_gomarking.moc"
