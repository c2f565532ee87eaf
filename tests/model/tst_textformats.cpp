// Standard text forms: Othello transcripts (Wikipedia's nine-move wipe-out), Ataxx PGN with a
// FEN tag and UAI moves (a hand-written record in the style of libataxx/Cute Chess, a UAI
// pass), one-line position texts of every game, export -> import round trips, and bad input
// refused with its reason.
#include <QTest>

#include "storage/textformats.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::GameId;
using model::ImportError;
using model::TextFormat;

namespace {

QString positionAfter(GameId id, const char *rules, const char *fen, const QStringList &moves)
{
    core::ParseError e;
    auto g = fen ? core::gameInfo(id).fromText(rules, fen, &e) : core::createGame(id, rules, &e);
    for (const QString &m : moves) {
        const auto mv = g->parseMove(m.toStdString());
        if (!mv || g->check(*mv) != core::MoveError::None)
            return QStringLiteral("illegal %1").arg(m);
        g->play(*mv);
    }
    return QString::fromStdString(g->positionText());
}

QString text(const model::ImportResult &r)
{
    return QString::fromStdString(r.tree->position().positionText());
}

} // namespace

class TestTextFormats : public QObject
{
    Q_OBJECT

private slots:
    void othelloTranscript();
    void othelloTranscriptRoundTrip();
    void ataxxPgn();
    void ataxxPgnUaiPass();
    void ataxxPgnRoundTrip();
    void positionTexts();
    void refused_data();
    void refused();
};

void TestTextFormats::othelloTranscript()
{
    const auto r = model::importText(QStringLiteral("e6f4e3f6g5d6e7f5c5"));
    QVERIFY(r.ok());
    QCOMPARE(r.format, TextFormat::OthelloTranscript);
    QCOMPARE(r.setup.game, GameId::Othello);
    QCOMPARE(r.tree->depth(), 9);
    const auto result = r.tree->position().result();
    QVERIFY(result);
    QCOMPARE(result->blackScore, 64.0); // the wipe-out
    // Spaces and upper case, as some sites write them.
    const auto spaced = model::importText(QStringLiteral("F5 D6 C3\n"));
    QVERIFY(spaced.ok());
    QCOMPARE(text(spaced), positionAfter(GameId::Othello, "", nullptr, {"f5", "d6", "c3"}));
}

void TestTextFormats::othelloTranscriptRoundTrip()
{
    auto r = model::importText(QStringLiteral("f5d6c3d3c4f4"));
    QVERIFY(r.ok());
    // Back two moves: the transcript still gives the whole line the player can redo.
    r.tree->undo();
    r.tree->undo();
    QCOMPARE(model::exportText(r.setup, *r.tree, TextFormat::OthelloTranscript),
        QStringLiteral("f5d6c3d3c4f4"));
    // From a position that is not the standard start there is no transcript.
    const auto pos = model::importText(QString::fromStdString(r.tree->position().positionText()));
    QVERIFY(pos.ok());
    QCOMPARE(pos.format, TextFormat::PositionText);
    QCOMPARE(model::exportText(pos.setup, *pos.tree, TextFormat::OthelloTranscript), QString());
}

void TestTextFormats::ataxxPgn()
{
    const QString pgn = QStringLiteral("[Event \"Casual game\"]\n"
                                       "[Black \"Ann\"]\n"
                                       "[White \"Bo\"]\n"
                                       "[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n"
                                       "[Result \"*\"]\n"
                                       "\n"
                                       "1. a6 g6 2. a7c5 {a jump} g7e6 (2... f6) 3. f1 *\n");
    const auto r = model::importText(pgn);
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QCOMPARE(r.format, TextFormat::AtaxxPgn);
    QCOMPARE(r.setup.game, GameId::Ataxx);
    QCOMPARE(r.setup.seats[0].name, QStringLiteral("Ann"));
    QCOMPARE(r.setup.seats[1].name, QStringLiteral("Bo"));
    QCOMPARE(r.tree->depth(), 5);
    QCOMPARE(
        text(r), positionAfter(GameId::Ataxx, "", nullptr, {"a6", "g6", "a7c5", "g7e6", "f1"}));
}

void TestTextFormats::ataxxPgnUaiPass()
{
    // x on g1 is walled in: under UAI rules x passes ("0000"); Botzone has no passing, so the
    // record is read with the UAI rules.
    const auto r = model::importText(
        QStringLiteral("[FEN \"7/7/7/7/4ooo/4ooo/4oox x 0 1\"]\n\n1. 0000 *\n"));
    QVERIFY2(r.ok(), qPrintable(r.detail));
    QCOMPARE(r.setup.rules, QStringLiteral("uai"));
    QCOMPARE(r.tree->depth(), 1);
    QVERIFY(r.tree->currentLine().front().isPass());
}

void TestTextFormats::ataxxPgnRoundTrip()
{
    auto r = model::importText(
        QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n1. a6 g6 2. a7c5 *"));
    QVERIFY(r.ok());
    r.setup.seats[1].kind = model::PlayerKind::Computer;
    r.setup.seats[1].level = ai::Level::Hard;
    const QString pgn = model::exportText(r.setup, *r.tree, TextFormat::AtaxxPgn);
    QVERIFY2(pgn.contains(QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]")), qPrintable(pgn));
    QVERIFY2(pgn.contains(QStringLiteral("1. a6 g6 2. a7c5 *")), qPrintable(pgn));
    QVERIFY(pgn.contains(QStringLiteral("[White \"Qiju AI (hard)\"]")));
    const auto back = model::importText(pgn);
    QVERIFY(back.ok());
    QCOMPARE(text(back), text(r));
    QCOMPARE(QString::fromStdString(back.tree->position().rulesText()),
        QString::fromStdString(r.tree->position().rulesText()));
}

void TestTextFormats::positionTexts()
{
    for (GameId id : core::allGames()) {
        auto g = core::createGame(id);
        const auto legal = g->legalMoves();
        g->play(legal.front());
        const QString line = QString::fromStdString(g->positionText());
        const auto r = model::importText(line, id);
        QVERIFY2(r.ok(), qPrintable(line));
        QCOMPARE(r.setup.game, id);
        QCOMPARE(text(r), line);
        QCOMPARE(model::exportText(r.setup, *r.tree, TextFormat::PositionText), line);
    }
}

void TestTextFormats::refused_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("error");
    QTest::newRow("empty") << QStringLiteral("  \n") << int(ImportError::Empty);
    QTest::newRow("prose") << QStringLiteral("hello, world") << int(ImportError::Unknown);
    QTest::newRow("binary") << QString::fromLatin1("\x01\x02\xff") << int(ImportError::Unknown);
    QTest::newRow("transcript illegal") << QStringLiteral("f5f5") << int(ImportError::IllegalMove);
    QTest::newRow("pgn illegal") << QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n1. a1a1 *")
                                 << int(ImportError::IllegalMove);
    QTest::newRow("pgn bad fen") << QStringLiteral("[FEN \"x9/7 x\"]\n*")
                                 << int(ImportError::BadPosition);
    QTest::newRow("pgn chess") << QStringLiteral("[Variant \"chess\"]\n1. e4 e5 *")
                               << int(ImportError::Unknown);
    // Issue 16: "[(" hung the window for ever (a '(' without ')' was never removed).
    QTest::newRow("bracket paren") << QStringLiteral("[(") << int(ImportError::Unbalanced);
    QTest::newRow("unclosed variation")
        << QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n1. a7b6 (1. a7a6 *")
        << int(ImportError::Unbalanced);
    QTest::newRow("unopened variation")
        << QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n1. a7b6 ) *")
        << int(ImportError::Unbalanced);
    QTest::newRow("unclosed comment")
        << QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n1. a7b6 {no end *")
        << int(ImportError::Unbalanced);
    QTest::newRow("deep parens") << QStringLiteral("[") + QString(100000, QLatin1Char('('))
                                 << int(ImportError::Unbalanced);
    // Limits: 4 MB of text, 200,000 moves.
    QTest::newRow("over 4 MB") << QString(4 * 1024 * 1024 + 1, QLatin1Char(' '))
                               << int(ImportError::TooLarge);
    QTest::newRow("over 4 MB in UTF-8") << QString(1500000, QChar(0x68cb)) // 4.5 MB
                                        << int(ImportError::TooLarge);
    QString passes = QStringLiteral("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]\n");
    for (int i = 0; i < 200001; ++i)
        passes += QStringLiteral("0000 ");
    QTest::newRow("pgn over 200000 moves") << passes << int(ImportError::TooLarge);
    QString siblings = QStringLiteral("(;FF[4]GM[4]SZ[15]");
    for (int i = 0; i < 200001; ++i)
        siblings += QStringLiteral("(;B[hh])");
    siblings += QLatin1Char(')');
    QTest::newRow("sgf over 200000 nodes") << siblings << int(ImportError::TooLarge);
}

void TestTextFormats::refused()
{
    QFETCH(QString, input);
    QFETCH(int, error);
    const auto r = model::importText(input);
    QCOMPARE(int(r.error), error);
    QVERIFY(!r.tree);
}

QTEST_GUILESS_MAIN(TestTextFormats)
#include "tst_textformats.moc"
