// SGF records of whole games (sgfrecord.h): export -> import round trips of trees with
// variations, comments, passes and game info for Go (with handicap), NoGo, Gomoku (with the
// swap opening) and Othello (with a forced pass, also written implicitly as other programs
// do); GNU Go's regression games (tests/data/go) imported, exported and imported again
// unchanged; the real-world details (escaped ']', B[tt], a collection of two games, a
// resignation in RE, setup positions) and refusals with their reasons.
#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTest>

#include <random>

#include "storage/savegame.h"
#include "storage/sgfrecord.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::GameId;
using core::Move;
using core::Point;
using model::GameNode;
using model::GameTree;
using model::ImportError;
using model::TextFormat;

namespace {

// The first difference between two trees (moves, comments, variations, decided results), or
// an empty string.
QString difference(const GameTree &a, const GameTree &b)
{
    if (a.root().position->positionText() != b.root().position->positionText())
        return QStringLiteral("start");
    std::vector<std::pair<const GameNode *, const GameNode *>> todo{{&a.root(), &b.root()}};
    int visited = 0;
    while (!todo.empty()) {
        const auto [x, y] = todo.back();
        todo.pop_back();
        ++visited;
        const QString where = QStringLiteral("node %1 (%2)")
                                  .arg(visited)
                                  .arg(QString::fromStdString(x->position->positionText()));
        if (!(x->move == y->move))
            return where + QStringLiteral(": move");
        if (x->comment != y->comment)
            return where
                + QStringLiteral(": comment '%1' vs '%2'")
                      .arg(QString::fromStdString(x->comment), QString::fromStdString(y->comment));
        if (x->endOverride != y->endOverride)
            return where + QStringLiteral(": result");
        if (x->children.size() != y->children.size())
            return where
                + QStringLiteral(": %1 vs %2 children")
                      .arg(x->children.size())
                      .arg(y->children.size());
        for (std::size_t i = 0; i < x->children.size(); ++i)
            todo.emplace_back(x->children[i].get(), y->children[i].get());
    }
    return {};
}

void play(GameTree &t, const char *move)
{
    const auto m = t.position().parseMove(move);
    QVERIFY2(m && t.position().check(*m) == core::MoveError::None, move);
    t.play(*m);
}

model::GameSetup setupFor(GameId game, const char *rules)
{
    model::GameSetup s;
    s.game = game;
    s.rules = QString::fromLatin1(rules);
    s.seats[0].name = QStringLiteral("Ann [the first]");
    s.seats[1].kind = model::PlayerKind::Computer;
    s.seats[1].level = ai::Level::Hard;
    return s;
}

model::ImportResult roundTrip(const model::GameSetup &setup, const GameTree &tree)
{
    const QString sgf = model::exportText(setup, tree, TextFormat::Sgf);
    if (sgf.isEmpty())
        return {};
    auto r = model::importText(sgf);
    if (!r.ok())
        qWarning() << sgf << r.detail;
    return r;
}

std::unique_ptr<core::Game> start(GameId game, const char *rules)
{
    return core::gameInfo(game).create(rules, nullptr);
}

// A tree's record information; {"-"} for a game that did not come from a record.
std::vector<formats::SgfProperty> infoOf(const GameTree &t)
{
    return t.recordInfo().value_or(std::vector<formats::SgfProperty>{{"-", {}}});
}

QString read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestSgfRecord : public QObject
{
    Q_OBJECT

private slots:
    void goRoundTrip()
    {
        const auto setup = setupFor(GameId::Go, "japanese size=9 handicap=2 komi=0.5");
        GameTree t(start(GameId::Go, "japanese size=9 handicap=2 komi=0.5"));
        t.current().comment = "A handicap game [2 stones] \\ test";
        play(t, "E5"); // White starts after a handicap
        t.current().comment = "the centre\nsecond line";
        play(t, "D4");
        play(t, "pass");
        const GameNode &afterPass = t.current();
        play(t, "F6");
        t.setCurrent(afterPass);
        play(t, "F4"); // a variation after the pass
        t.current().comment = "variation";
        t.setCurrent(t.root());
        play(t, "D6"); // a second first move
        const auto r = roundTrip(setup, t);
        QVERIFY(r.ok());
        QCOMPARE(r.format, TextFormat::Sgf);
        QCOMPARE(r.setup.game, GameId::Go);
        QCOMPARE(r.setup.rules, QString::fromStdString(t.root().position->rulesText()));
        QVERIFY(r.setup.rules.contains(QLatin1String("handicap=2")));
        QCOMPARE(r.setup.startPosition, QString()); // the handicap rule, not a setup
        QCOMPARE(r.setup.seats[0].name, QStringLiteral("Ann [the first]"));
        QCOMPARE(r.setup.seats[1].name, QStringLiteral("Qiju AI (hard)"));
        QCOMPARE(difference(t, *r.tree), QString());
        // Current: the end of the main line (E5 D4 pass F6).
        QCOMPARE(r.tree->depth(), 4);
    }

    void goRulesWriteStandardProperties()
    {
        GameTree t(start(GameId::Go, "japanese size=9 handicap=2 komi=0.5"));
        play(t, "E5");
        const QString sgf = model::exportText(setupFor(GameId::Go, ""), t, TextFormat::Sgf);
        QVERIFY2(sgf.contains(QLatin1String("GM[1]")), qPrintable(sgf));
        QVERIFY(sgf.contains(QLatin1String("SZ[9]")));
        QVERIFY(sgf.contains(QLatin1String("KM[0.5]")));
        QVERIFY(sgf.contains(QLatin1String("HA[2]")));
        QVERIFY(sgf.contains(QLatin1String("RU[Japanese]")));
        QVERIFY(sgf.contains(QLatin1String("PL[W]")));
        QVERIFY(sgf.contains(QLatin1String("PB[Ann [the first\\]]")));
        // GTP's two handicap stones on 9x9 are G7 and C3: SGF "gc" and "cg" (rows from the top).
        QVERIFY(sgf.contains(QLatin1String("AB[gc][cg]")));
        QVERIFY(sgf.contains(QLatin1String(";W[ee]")));
    }

    void nogoRoundTrip()
    {
        GameTree t(start(GameId::Nogo, "course"));
        play(t, "D4");
        play(t, "F6");
        t.current().comment = "nogo";
        const auto r = roundTrip(setupFor(GameId::Nogo, "course"), t);
        QVERIFY(r.ok());
        QCOMPARE(r.setup.game, GameId::Nogo);
        QCOMPARE(r.setup.rules, QStringLiteral("course"));
        QCOMPARE(difference(t, *r.tree), QString());
        const QString sgf = model::exportText(setupFor(GameId::Nogo, ""), t, TextFormat::Sgf);
        QVERIFY(sgf.contains(QLatin1String("GM[1]")));
        QVERIFY(sgf.contains(QLatin1String("RU[NoGo]")));
    }

    void gomokuRoundTrip()
    {
        GameTree t(start(GameId::Gomoku, "renju swap"));
        for (const char *m : {"h8", "h9", "j10"})
            play(t, m);
        const std::vector<Move> moves = t.position().legalMoves();
        const auto swap = std::find(moves.begin(), moves.end(), Move::swap());
        QVERIFY(swap != moves.end());
        t.play(Move::swap());
        t.current().comment = "swapped";
        play(t, "g7");
        const auto r = roundTrip(setupFor(GameId::Gomoku, "renju swap"), t);
        QVERIFY(r.ok());
        QCOMPARE(r.setup.game, GameId::Gomoku);
        QCOMPARE(r.setup.rules, QString::fromStdString(t.root().position->rulesText()));
        QCOMPARE(difference(t, *r.tree), QString());
        const QString sgf = model::exportText(setupFor(GameId::Gomoku, ""), t, TextFormat::Sgf);
        QVERIFY(sgf.contains(QLatin1String("GM[4]")));
        QVERIFY(sgf.contains(QLatin1String(";B[hh]"))); // h8: column h, row 8 of 15 from the top
    }

    void gomokuSwap2RoundTrip()
    {
        // Swap2: after three stones the second player may place two more (QM[balance]),
        // then the first player chooses; every decision survives the round trip.
        GameTree t(start(GameId::Gomoku, "freestyle swap2"));
        for (const char *m : {"h8", "h9", "j10"})
            play(t, m);
        const std::vector<Move> moves = t.position().legalMoves();
        QVERIFY(std::find(moves.begin(), moves.end(), Move::balance()) != moves.end());
        t.play(Move::balance());
        for (int i = 0; i < 3; ++i) { // two stones, then the first player's decision
            const std::vector<Move> now = t.position().legalMoves();
            QVERIFY(!now.empty());
            t.play(now.front());
        }
        const auto r = roundTrip(setupFor(GameId::Gomoku, "freestyle swap2"), t);
        QVERIFY(r.ok());
        QCOMPARE(difference(t, *r.tree), QString());
        QCOMPARE(r.tree->position().positionText(), t.position().positionText());
    }

    void othelloWithPasses()
    {
        // Random games (fixed seed) until one has a forced pass.
        std::mt19937 rng(7);
        for (int game = 0; game < 200; ++game) {
            GameTree t(start(GameId::Othello, ""));
            bool passed = false;
            while (!t.position().result()) {
                const auto moves = t.position().legalMoves();
                const Move m = moves[rng() % moves.size()];
                passed = passed || m.isPass();
                t.play(m);
            }
            if (!passed)
                continue;
            const auto r = roundTrip(setupFor(GameId::Othello, ""), t);
            QVERIFY(r.ok());
            QCOMPARE(difference(t, *r.tree), QString());
            // Other programs leave the pass out: the colour says who moves.
            QString sgf = model::exportText(setupFor(GameId::Othello, ""), t, TextFormat::Sgf);
            QVERIFY(sgf.contains(QLatin1String("GM[2]")));
            const qsizetype passes
                = sgf.count(QLatin1String("B[]")) + sgf.count(QLatin1String("W[]"));
            QVERIFY(passes > 0);
            sgf.remove(QLatin1String(";B[]")).remove(QLatin1String(";W[]"));
            const auto implicit = model::importText(sgf);
            QVERIFY(implicit.ok());
            QCOMPARE(difference(t, *implicit.tree), QString());
            return;
        }
        QFAIL("no random game with a pass");
    }

    void othelloOwnSpellingAndStartDiscs()
    {
        // The four start discs as setup (as some programs write them) and "f5" moves.
        const auto r = model::importText(
            QStringLiteral("(;GM[2]SZ[8]AB[ed][de]AW[dd][ee];B[f5];W[d6];B[cc])"));
        QVERIFY2(r.ok(), qPrintable(r.detail));
        QCOMPARE(r.setup.game, GameId::Othello);
        QCOMPARE(r.setup.startPosition, QString());
        QCOMPARE(r.tree->currentLine(),
            (std::vector<Move>{Move::place({5, 4}), Move::place({3, 5}), Move::place({2, 2})}));
        // Cassio's way: Othello notation for the start discs and the moves.
        const auto cassio = model::importText(QStringLiteral(
            "(;GM[2]FF[4]SZ[8]AP[Cassio:8]PB[A]PW[B]AB[e4][d5]AW[d4][e5]PL[B];B[f5];W[d6];B[c3])"));
        QVERIFY2(cassio.ok(), qPrintable(cassio.detail));
        QCOMPARE(cassio.tree->currentLine(), r.tree->currentLine());
        // And so does the export.
        const QString sgf = model::exportText(cassio.setup, *cassio.tree, TextFormat::Sgf);
        const QString flat = QString(sgf).remove(QLatin1Char('\n')); // wherever lines wrap
        QVERIFY2(flat.contains(QLatin1String("AB[e4][d5]AW[d4][e5]PL[B]")), qPrintable(sgf));
        QVERIFY2(sgf.contains(QLatin1String(";B[f5];W[d6];B[c3]")), qPrintable(sgf));
        // Another start than the standard one is a set-up position (it used to be refused):
        // Black e4 d5 c3, White d4 e5, White to move takes c3 from b2 (b2-c3-d4).
        const auto other = model::importText(
            QStringLiteral("(;GM[2]AB[e4][d5][c3]AW[d4][e5]PL[W];W[b2])"));
        QVERIFY2(other.ok(), qPrintable(other.detail));
        QVERIFY(!other.setup.startPosition.isEmpty());
        QCOMPARE(other.tree->root().position->sideToMove(), core::Side::White);
        QCOMPARE(other.tree->position().cell({2, 2}), core::Cell::White);
        // A setup whose first move is illegal there is refused for the move.
        const auto lone = model::importText(QStringLiteral("(;GM[2]AB[aa];B[f5])"));
        QCOMPARE(lone.error, ImportError::IllegalMove);
        QCOMPARE(lone.detail, QStringLiteral("1: f5"));
    }

    void gnugoGamesRoundTrip()
    {
        const QDir dir(QStringLiteral(QIJU_TEST_DATA_DIR "/go"));
        const QStringList files = dir.entryList({QStringLiteral("*.sgf")}, QDir::Files);
        QCOMPARE(files.size(), 13);
        for (const QString &f : files) {
            const auto r = model::importText(read(dir.filePath(f)));
            QVERIFY2(r.ok(), qPrintable(f + QLatin1Char(' ') + r.detail));
            QCOMPARE(r.setup.game, GameId::Go);
            const auto again = roundTrip(r.setup, *r.tree);
            QVERIFY2(again.ok(), qPrintable(f));
            QCOMPARE(again.setup.rules, r.setup.rules);
            QCOMPARE(again.setup.startPosition, r.setup.startPosition);
            QVERIFY2(difference(*r.tree, *again.tree).isEmpty(),
                qPrintable(f + QLatin1Char(' ') + difference(*r.tree, *again.tree)));
            QVERIFY2(again.tree->recordInfo() == r.tree->recordInfo(), qPrintable(f));
        }
    }

    // Issue 4: the game information of a real record (event, place, date, ranks, round, user,
    // game name, unknown properties) survives import -> export -> import, and a .qiju save.
    void rootGameInfoKept()
    {
        const QString dir = QStringLiteral(QIJU_TEST_DATA_DIR "/go/");
        // As written in nando_meijin27_g1.sgf's root.
        const auto n = model::importText(read(dir + QStringLiteral("nando_meijin27_g1.sgf")));
        QVERIFY(n.ok());
        const std::vector<formats::SgfProperty> expected
            = {{"DT", {"2002-09-12"}}, {"BR", {"9p"}}, {"WR", {"9p"}}, {"EV", {"Meijin,27,Japan,"}},
                {"RO", {"1"}}, {"PC", {"China"}}, {"RE", {"W+R"}}};
        QCOMPARE(infoOf(*n.tree), expected);
        const auto again = roundTrip(n.setup, *n.tree);
        QVERIFY(again.ok());
        QCOMPARE(infoOf(*again.tree), expected);
        QCOMPARE(again.setup.seats[0].name, QStringLiteral("Cho Chikun"));
        QCOMPARE(again.setup.seats[1].name, QStringLiteral("Yoda Norimoto"));

        // mertin13x13_GNGX1.sgf: VW[] and ST[1] (viewer properties Qiju does not know), US, EV,
        // GN; AP (the program that wrote it) becomes Qiju's own.
        const auto m = model::importText(read(dir + QStringLiteral("mertin13x13_GNGX1.sgf")));
        QVERIFY(m.ok());
        const std::vector<formats::SgfProperty> mertin = {{"VW", {""}}, {"ST", {"1"}},
            {"DT", {"2002-10-12"}}, {"PC", {"OS"}}, {"RE", {"W+10.5"}}, {"US", {"Mertin"}},
            {"EV", {"CGoT"}}, {"GN", {"GNU Go 3.2 Random Seed 122472136 level 15"}}};
        QCOMPARE(infoOf(*m.tree), mertin);
        const QString sgf = model::exportText(m.setup, *m.tree, TextFormat::Sgf);
        const auto parsed = formats::parseSgf(sgf.toStdString());
        QVERIFY(parsed.ok());
        const formats::SgfNode &root = parsed.trees.front().node(0);
        for (const formats::SgfProperty &p : mertin)
            QCOMPARE(
                root.find(p.id) ? root.find(p.id)->values : std::vector<std::string>{}, p.values);
        QCOMPARE(root.value("AP"), std::optional<std::string>("Qiju"));
        QCOMPARE(infoOf(*model::importText(sgf).tree), mertin);

        // In a .qiju save and back.
        const QJsonObject json = model::saveToJson(m.setup, *m.tree, {});
        const model::LoadResult loaded = model::saveFromJson(json);
        QVERIFY(loaded.ok());
        QCOMPARE(infoOf(*loaded.game.tree), mertin);
        QCOMPARE(model::exportText(loaded.game.setup, *loaded.game.tree, TextFormat::Sgf), sgf);
        // A damaged entry is refused with the field's name.
        QJsonObject bad = json;
        bad.insert(QStringLiteral("recordInfo"), QJsonArray{QJsonArray{QStringLiteral("ev"), 3}});
        QCOMPARE(model::saveFromJson(bad).error, model::SaveError::BadField);
        QCOMPARE(model::saveFromJson(bad).detail, QStringLiteral("recordInfo"));

        // A game played in Qiju has no record information: its export is dated today.
        GameTree own(start(GameId::Go, "chinese size=9"));
        play(own, "E5");
        QVERIFY(!own.recordInfo());
        const QString ownSgf = model::exportText(setupFor(GameId::Go, ""), own, TextFormat::Sgf);
        const auto ownParsed = formats::parseSgf(ownSgf.toStdString());
        QCOMPARE(ownParsed.trees.front().node(0).value("DT"),
            std::optional<std::string>(QDate::currentDate().toString(Qt::ISODate).toStdString()));
        QVERIFY(!model::saveToJson(setupFor(GameId::Go, ""), own, {})
                     .contains(QLatin1String("recordInfo")));
    }

    void gnugoGameDetails()
    {
        const QString dir = QStringLiteral(QIJU_TEST_DATA_DIR "/go/");
        // mertin13x13: 100 moves and 3 passes on the main line; the third pass, after the game
        // ended, is dropped and its comment "W+10.5" joins the second; two variations at
        // move 80, the first with comment " (!)".
        const auto m = model::importText(read(dir + QStringLiteral("mertin13x13_GNGX1.sgf")));
        QVERIFY(m.ok());
        QCOMPARE(m.tree->depth(), 102);
        QCOMPARE(m.tree->current().comment, std::string("W+10.5"));
        const GameNode *n79 = &m.tree->root();
        for (int i = 0; i < 79; ++i)
            n79 = n79->children.front().get();
        QCOMPARE(n79->children.size(), std::size_t(2));
        QCOMPARE(n79->children[0]->comment, std::string(" (!)"));
        QCOMPARE(n79->children[1]->comment, std::string(" (?)"));
        // nando_meijin27_g1: White won by resignation (RE[W+R]) after 276 moves.
        const auto n = model::importText(read(dir + QStringLiteral("nando_meijin27_g1.sgf")));
        QVERIFY(n.ok());
        QCOMPARE(n.tree->depth(), 276);
        QCOMPARE(n.tree->current().endOverride,
            core::GameResult::win(core::Side::White, core::EndReason::Resignation));
        QVERIFY(QString::fromStdString(n.tree->current().comment)
                    .startsWith(QLatin1String("Threatening A")));
        // ko1: a setup position (HA[5] but other stones), Black to move, komi -2.5.
        const auto k = model::importText(read(dir + QStringLiteral("ko1.sgf")));
        QVERIFY(k.ok());
        QVERIFY(!k.setup.startPosition.isEmpty());
        QCOMPARE(k.tree->position().sideToMove(), core::Side::Black);
        QVERIFY(k.setup.rules.contains(QLatin1String("komi=-2.5")));
        // The first game of a collection; escaped ']' and B[tt] passes.
        const auto c = model::importText(QStringLiteral(
            "(;GM[1]SZ[9]C[see \\] here];B[ee];W[tt];B[]C[two passes])\n(;GM[4];B[hh])"));
        QVERIFY(c.ok());
        QCOMPARE(c.setup.game, GameId::Go);
        QCOMPARE(c.tree->root().comment, std::string("see ] here"));
        QCOMPARE(c.tree->depth(), 3);
        QVERIFY(c.tree->position().result()); // two passes end a Go game
        QCOMPARE(c.tree->current().comment, std::string("two passes"));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("detail");
        QTest::newRow("syntax") << QStringLiteral("(;GM[1]\n;B[aa") << int(ImportError::BadSgf)
                                << QStringLiteral("unterminated value");
        QTest::newRow("game") << QStringLiteral("(;GM[3];B[aa])") << int(ImportError::UnknownGame)
                              << QStringLiteral("3");
        QTest::newRow("size") << QStringLiteral("(;GM[4]SZ[19])") << int(ImportError::BadRules)
                              << QStringLiteral("19");
        QTest::newRow("occupied") << QStringLiteral("(;GM[1]SZ[9];B[aa];W[bb];B[aa])")
                                  << int(ImportError::IllegalMove) << QStringLiteral("3: aa");
        QTest::newRow("off board") << QStringLiteral("(;GM[1]SZ[9];B[aa](;W[kk])(;W[ab]))")
                                   << int(ImportError::IllegalMove) << QStringLiteral("2: kk");
        QTest::newRow("setup mid-game") << QStringLiteral("(;GM[1]SZ[9];B[aa];AW[cc])")
                                        << int(ImportError::BadPosition) << QStringLiteral("2");
    }

    void refused()
    {
        QFETCH(QString, text);
        QFETCH(int, error);
        QFETCH(QString, detail);
        const auto r = model::importText(text);
        QCOMPARE(int(r.error), error);
        QCOMPARE(r.detail, detail);
        QVERIFY(!r.tree);
    }

    void syntaxErrorPosition()
    {
        const auto r = model::importText(QStringLiteral("(;GM[1]\n;B[aa];W[bb)"));
        QCOMPARE(r.error, ImportError::BadSgf);
        QCOMPARE(r.sgfError, formats::SgfError::UnterminatedValue);
        QCOMPARE(r.line, 2);
        QCOMPARE(r.column, 9);
    }

    void formats()
    {
        for (GameId g : {GameId::Go, GameId::Nogo, GameId::Gomoku, GameId::Othello}) {
            const auto f = model::exportFormats(g);
            QVERIFY(std::find(f.begin(), f.end(), TextFormat::Sgf) != f.end());
        }
        const auto a = model::exportFormats(GameId::Ataxx);
        QVERIFY(std::find(a.begin(), a.end(), TextFormat::Sgf) == a.end());
    }
};

QTEST_GUILESS_MAIN(TestSgfRecord)
#include "tst_sgfrecord.moc"
