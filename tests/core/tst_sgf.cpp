// The SGF FF[4] reader and writer (formats/sgf*): the value syntax of the FF[4] specification
// (red-bean.com/sgf/sgf4.html: escapes, soft line breaks, white space between values,
// compressed point lists), collections and variations, the FF[3] property spellings, real
// files (tests/data/go, GNU Go's regression games), write -> read round trips, and hostile
// input: every truncation of a real file, random bytes and random mutations must come back as
// an error (or a tree), never a crash; deep trees must not overflow the stack.
#include <QTest>

#include <QDir>

#include <fstream>
#include <random>
#include <sstream>

#include "formats/sgfreader.h"
#include "formats/sgfwriter.h"

using namespace qiju;
using formats::parseSgf;
using formats::SgfError;
using formats::SgfTree;
using formats::writeSgf;

namespace {

std::string readFile(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

QStringList goFiles()
{
    const QDir dir(QStringLiteral(QIJU_TEST_DATA_DIR "/go"));
    QStringList files;
    for (const QString &f : dir.entryList({QStringLiteral("*.sgf")}, QDir::Files, QDir::Name))
        files << dir.filePath(f);
    return files;
}

// The main line's nodes from the root.
std::vector<int> mainLine(const SgfTree &t)
{
    std::vector<int> line;
    for (int i = t.root(); i >= 0; i = t.node(i).children.empty() ? -1 : t.node(i).children.front())
        line.push_back(i);
    return line;
}

} // namespace

class TestSgf : public QObject
{
    Q_OBJECT

private slots:
    void valuesAndEscapes()
    {
        // Spec: "\]" and "\\" inside values; a backslash before a line break is a soft break
        // (removed); white space may separate values and follow the identifier.
        const auto r = parseSgf("(;GM[1]C[a \\] b \\\\ c\\\nd]AB [aa] \n [bb][cc:dd];B[ab])");
        QVERIFY(r.ok());
        QCOMPARE(r.trees.size(), std::size_t(1));
        const auto &root = r.trees[0].node(0);
        QCOMPARE(*root.value("C"), std::string("a ] b \\ cd"));
        QCOMPARE(root.find("AB")->values, (std::vector<std::string>{"aa", "bb", "cc:dd"}));
        const auto points = formats::sgfPointList(root.find("AB")->values);
        QVERIFY(points);
        QCOMPARE(points->size(), std::size_t(2 + 4)); // cc:dd is a 2x2 rectangle
        QCOMPARE((*points)[2], (core::Point{2, 2}));
        QCOMPARE((*points)[5], (core::Point{3, 3}));
        QCOMPARE(*r.trees[0].node(1).value("B"), std::string("ab"));
    }

    void lineBreaks()
    {
        // Hard breaks of every convention become "\n"; a soft break after "\" disappears.
        const auto r = parseSgf("(;C[one\r\ntwo\rthree\n\rfour\\\r\nfive])");
        QVERIFY(r.ok());
        QCOMPARE(*r.trees[0].node(0).value("C"), std::string("one\ntwo\nthree\nfourfive"));
    }

    void oldPropertyNamesAndDuplicates()
    {
        // FF[3]: lower-case letters in names are ignored ("AddBlack" is AB). A property twice in
        // one node (seen in cgf2005_9x9_caren2.sgf: two C[]) keeps both values, in order.
        const auto r = parseSgf("(;AddBlack[aa]C[x]C[y]GaMe[1])");
        QVERIFY(r.ok());
        const auto &root = r.trees[0].node(0);
        QCOMPARE(*root.value("AB"), std::string("aa"));
        QCOMPARE(root.find("C")->values, (std::vector<std::string>{"x", "y"}));
        QCOMPARE(*root.value("GM"), std::string("1"));
    }

    void collectionAndVariations()
    {
        const auto r = parseSgf("junk before (;GM[1];B[aa](;W[bb];B[cc])(;W[cc]C[alt]))\n"
                                "(;GM[4];B[hh]) trailing junk");
        QVERIFY(r.ok());
        QCOMPARE(r.trees.size(), std::size_t(2));
        const SgfTree &t = r.trees[0];
        QCOMPARE(t.size(), 5);
        const auto &b = t.node(t.node(0).children[0]);
        QCOMPARE(b.children.size(), std::size_t(2));
        QCOMPARE(*t.node(b.children[0]).value("W"), std::string("bb"));
        QCOMPARE(*t.node(b.children[1]).value("C"), std::string("alt"));
        QCOMPARE(mainLine(t).size(), std::size_t(4)); // root, B aa, W bb, B cc
        QCOMPARE(*r.trees[1].node(0).value("GM"), std::string("4"));
    }

    void unknownPropertiesRoundTrip()
    {
        const std::string text = "(;GM[1]FF[4]XY[private\\]value]IL[qg];B[aa]LB[fj:A][ho:B]TR[bb])";
        const auto r = parseSgf(text);
        QVERIFY(r.ok());
        const std::string written = writeSgf(r.trees[0]);
        QVERIFY2(written.find("XY[private\\]value]") != std::string::npos, written.c_str());
        QVERIFY(written.find("IL[qg]") != std::string::npos);
        QVERIFY(written.find("LB[fj:A][ho:B]") != std::string::npos);
        const auto again = parseSgf(written);
        QVERIFY(again.ok());
        QVERIFY(again.trees[0] == r.trees[0]);
    }

    void writerWrapsAndEscapes()
    {
        SgfTree t;
        t.node(0).set("C", {"a]b\\c\nline two"});
        int n = t.root();
        for (int i = 0; i < 200; ++i) {
            n = t.addChild(n);
            t.node(n).set(i % 2 ? "W" : "B", {formats::sgfPointText({i % 19, (i / 19) % 19})});
        }
        const std::string text = writeSgf(t);
        QVERIFY(text.find("C[a\\]b\\\\c\nline two]") != std::string::npos);
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);)
            QVERIFY2(line.size() <= 80 || line.find('[') == std::string::npos, line.c_str());
        const auto r = parseSgf(text);
        QVERIFY(r.ok());
        QVERIFY(r.trees[0] == t);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        auto row = [](const char *name, const char *text, SgfError e, int line, int column) {
            QTest::newRow(name) << QString::fromUtf8(text) << int(e) << line << column;
        };
        row("empty", "", SgfError::NoGameTree, 1, 1);
        row("no tree", "hello world", SgfError::NoGameTree, 1, 12);
        row("no node", "()", SgfError::ExpectedNode, 1, 2);
        row("unterminated", "(;GM[1]\nC[abc", SgfError::UnterminatedValue, 2, 2);
        row("escape at end", "(;C[abc\\", SgfError::UnterminatedValue, 1, 4);
        row("unclosed", "(;GM[1];B[aa]", SgfError::UnclosedTree, 1, 14);
        row("unclosed variation", "(;GM[1](;B[aa])", SgfError::UnclosedTree, 1, 16);
        row("name without value", "(;GM[1]B;W[aa])", SgfError::BadProperty, 1, 8);
        row("lower case only", "(;gm[1])", SgfError::BadProperty, 1, 3);
        row("stray character", "(;GM[1]\n  5[1])", SgfError::UnexpectedChar, 2, 3);
        row("node after variation", "(;GM[1](;B[aa]);W[bb])", SgfError::NodeAfterVariation, 1, 16);
        row("empty variation", "(;GM[1]())", SgfError::ExpectedNode, 1, 9);
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, error);
        QFETCH(int, line);
        QFETCH(int, column);
        const auto r = parseSgf(text.toStdString());
        QCOMPARE(int(r.error), error);
        QCOMPARE(r.line, line);
        QCOMPARE(r.column, column);
        QVERIFY(r.trees.empty());
        QVERIFY(!formats::sgfErrorKey(r.error).empty());
    }

    void realFiles()
    {
        const QStringList files = goFiles();
        QCOMPARE(files.size(), 13);
        for (const QString &file : files) {
            const std::string text = readFile(file);
            const auto r = parseSgf(text);
            QVERIFY2(r.ok(), qPrintable(file));
            QCOMPARE(*r.trees[0].node(0).value("GM"), std::string("1"));
            const std::string written = writeSgf(r.trees);
            const auto again = parseSgf(written);
            QVERIFY2(again.ok(), qPrintable(file));
            QCOMPARE(again.trees.size(), r.trees.size());
            QVERIFY2(again.trees[0] == r.trees[0], qPrintable(file));
            // Writing is stable: the second writing is the first, byte for byte.
            QCOMPARE(writeSgf(again.trees), written);
        }
    }

    void realFileDetails()
    {
        // mertin13x13_GNGX1.sgf: two variations after move 79, the first of them the main line;
        // 100 moves and 3 passes on it (EXPECTED.txt: moves=100 passes=3).
        const auto r
            = parseSgf(readFile(QStringLiteral(QIJU_TEST_DATA_DIR "/go/mertin13x13_GNGX1.sgf")));
        QVERIFY(r.ok());
        const SgfTree &t = r.trees[0];
        const std::vector<int> line = mainLine(t);
        QCOMPARE(int(line.size()), 1 + 100 + 3);
        QCOMPARE(t.node(line[79]).children.size(), std::size_t(2));
        QCOMPARE(*t.node(line[80]).value("C"), std::string(" (!)"));
        QCOMPARE(*t.node(line.back()).value("B"), std::string("tt"));
        QCOMPARE(*t.node(line.back()).value("C"), std::string("W+10.5"));
        QCOMPARE(*t.node(0).value("AP"), std::string("Many Faces of Go:11.0"));
    }

    void truncationsAreErrors()
    {
        // Every proper prefix of a one-tree file lacks its final ')'.
        const std::string text
            = readFile(QStringLiteral(QIJU_TEST_DATA_DIR "/go/mertin13x13_GNGX1.sgf"));
        const std::size_t end = text.rfind(')');
        for (std::size_t n = 0; n <= end; ++n) {
            const auto r = parseSgf(std::string_view(text).substr(0, n));
            QVERIFY2(!r.ok(), qPrintable(QString::number(n)));
            QVERIFY(r.offset <= n);
        }
    }

    void randomInputNeverCrashes()
    {
        std::mt19937 rng(20261125);
        const std::string alphabet = "();[]\\:ABCWabc \n\r\t01";
        for (int round = 0; round < 3000; ++round) {
            std::string text;
            const int len = int(rng() % 200);
            for (int i = 0; i < len; ++i)
                text += round % 2 ? char(rng() % 256) : alphabet[rng() % alphabet.size()];
            const auto r = parseSgf(text);
            if (r.ok()) {
                const auto again = parseSgf(writeSgf(r.trees));
                QVERIFY(again.ok());
                QVERIFY(again.trees[0] == r.trees[0]);
            } else {
                QVERIFY(r.trees.empty());
                QVERIFY(r.offset <= text.size());
            }
        }
    }

    void mutatedFilesNeverCrash()
    {
        std::mt19937 rng(4);
        const std::string original
            = readFile(QStringLiteral(QIJU_TEST_DATA_DIR "/go/mertin13x13_GNGX1.sgf"));
        int failed = 0;
        for (int round = 0; round < 500; ++round) {
            std::string text = original;
            for (int k = 0; k < 3; ++k)
                text[rng() % text.size()] = "()[];\\x"[rng() % 7];
            const auto r = parseSgf(text);
            if (!r.ok()) {
                ++failed;
                continue;
            }
            const auto again = parseSgf(writeSgf(r.trees));
            QVERIFY(again.ok() && again.trees[0] == r.trees[0]);
        }
        QVERIFY(failed > 0);
    }

    void deepTreesDoNotRecurse()
    {
        // 200 000 nodes in one line, and 50 000 nested variations.
        std::string line = "(;GM[1]";
        for (int i = 0; i < 200000; ++i)
            line += ";B[aa]";
        line += ')';
        const auto a = parseSgf(line);
        QVERIFY(a.ok());
        QCOMPARE(a.trees[0].size(), 200001);
        std::string nested = "(;GM[1]";
        for (int i = 0; i < 50000; ++i)
            nested += "(;W[bb]";
        nested += std::string(50001, ')');
        const auto b = parseSgf(nested);
        QVERIFY(b.ok());
        QCOMPARE(b.trees[0].size(), 50001);
        const auto c = parseSgf(writeSgf(b.trees[0]));
        QVERIFY(c.ok());
        QVERIFY(c.trees[0] == b.trees[0]);
    }

    void looksLikeSgf()
    {
        QVERIFY(formats::looksLikeSgf("  \n(;GM[1])"));
        QVERIFY(formats::looksLikeSgf("\xEF\xBB\xBF( ;GM[1])"));
        QVERIFY(!formats::looksLikeSgf("f5d6c3"));
        QVERIFY(!formats::looksLikeSgf("[FEN \"x5o/7/7/7/7/7/o5x x 0 1\"]"));
    }

    void points()
    {
        QCOMPARE(*formats::sgfPoint("aa"), (core::Point{0, 0}));
        QCOMPARE(*formats::sgfPoint("sb"), (core::Point{18, 1}));
        QCOMPARE(*formats::sgfPoint("Ab"), (core::Point{26, 1}));
        QVERIFY(!formats::sgfPoint("a"));
        QVERIFY(!formats::sgfPoint("a1"));
        QCOMPARE(formats::sgfPointText({3, 15}), std::string("dp"));
        QVERIFY(!formats::sgfPointList({"aa", "b"}));
        // Othello's spelling (Cassio writes AB[e4][d5]AW[d4][e5]): rows from the top.
        QCOMPARE(*formats::othelloPoint("e4"), (core::Point{4, 3}));
        QCOMPARE(*formats::othelloPoint("H8"), (core::Point{7, 7}));
        QCOMPARE(*formats::othelloPoint("a10"), (core::Point{0, 9}));
        QVERIFY(!formats::othelloPoint("e0"));
        QVERIFY(!formats::othelloPoint("e05"));
        QVERIFY(!formats::othelloPoint("ee"));
        QCOMPARE(formats::othelloPointText({5, 4}), std::string("f5"));
        QVERIFY(!formats::sgfPointList({"e4"}));
        QCOMPARE(formats::sgfPointList({"e4", "ee"}, true)->size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestSgf)
#include "tst_sgf.moc"
