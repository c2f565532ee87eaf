// The learned Go move model's weights file (ai/go/gomovemodel.h), the predictor
// (ai/go/gopredict.h) and the fitter (ai/go/gomovefit.h) on the hand-written kifu file
// tests/data/go/predict.kifu, and the engine's fallback to the hand-made priors when the
// weights are missing or bad.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <string>

#include "ai/go/gokifu.h"
#include "ai/go/gomovefit.h"
#include "ai/go/gomovemodel.h"
#include "ai/go/gorollout.h"
#include "ai/go/gopredict.h"

using namespace qiju;
using ai::go::FeatureGroup;
using ai::go::GoMoveModel;

namespace {

// A model in which only captures count: every capture level weighs e^2, everything else 1.
GoMoveModel captureOnlyModel()
{
    GoMoveModel m;
    for (int l = 1; l <= ai::go::kGroupLevels[static_cast<std::size_t>(FeatureGroup::Capture)]; ++l)
        m.setLogGamma(GoMoveModel::tacticalId(FeatureGroup::Capture, l), 2.0);
    return m;
}

std::string readAll(const QString &path)
{
    std::string text;
    std::string error;
    if (!ai::go::readRecordFile(path.toStdString(), &text, &error))
        qFatal("%s", error.c_str());
    return text;
}

std::vector<ai::go::KifuGame> predictGamesFile()
{
    const std::string text = readAll(QStringLiteral(QIJU_TEST_DATA_DIR "/go/predict.kifu"));
    return ai::go::readGames(text, 0, [](int, const std::string &) {});
}

// Per move played in `games` (passes aside), whether `model` knows its spatial pattern.
std::vector<bool> knownPlayedPatterns(
    const std::vector<ai::go::KifuGame> &games, const GoMoveModel &model)
{
    std::vector<bool> known;
    ai::go::GoFeatureContext context;
    ai::go::MoveFeatures f;
    for (const auto &g : games) {
        ai::go::replayGame(g, [&](const go::GoBoard &b, int played, int last, int prev) {
            if (played == ai::go::kPassMove)
                return true;
            context.set(b, last, prev);
            context.extract(played, &f);
            known.push_back(model.patternId(f.patterns) != GoMoveModel::kUnknownPattern);
            return true;
        });
    }
    return known;
}

} // namespace

class TestGoMoveModel : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void builtInWeightsReadEveryLine();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void predictorCountsByHand();
    void engineFallsBackOnBadWeights();
    void fitHarvestsPatternsApartFromFittedPositions();
    void fitRewardsThePlayedFeature();
};

void TestGoMoveModel::roundTrip()
{
    GoMoveModel m({{0x1234567890abcdefull, 0}, {0x0fedcba987654321ull, 5}});
    m.setLogGamma(GoMoveModel::tacticalId(FeatureGroup::Atari, 2), 1.25);
    m.setLogGamma(GoMoveModel::kUnknownPattern, -0.5);
    m.setLogGamma(GoMoveModel::kUnknownPattern + 2, 3.5);
    std::string error;
    const auto back = GoMoveModel::parse(m.toText("test games"), &error);
    QVERIFY2(back.has_value(), error.c_str());
    QCOMPARE(back->patternCount(), 2);
    QCOMPARE(back->logGamma(GoMoveModel::tacticalId(FeatureGroup::Atari, 2)), 1.25);
    QCOMPARE(back->logGamma(GoMoveModel::kUnknownPattern), -0.5);
    QCOMPARE(back->logGamma(GoMoveModel::kUnknownPattern + 2), 3.5);
    // The largest known size wins; an unknown pattern gets the catch-all feature.
    ai::go::SpatialHashes h{};
    h[0] = 0x1234567890abcdefull;
    QCOMPARE(back->patternId(h), GoMoveModel::kUnknownPattern + 1);
    h[5] = 0x0fedcba987654321ull;
    QCOMPARE(back->patternId(h), GoMoveModel::kUnknownPattern + 2);
    h = {};
    QCOMPARE(back->patternId(h), GoMoveModel::kUnknownPattern);
    // The same text with Windows line ends (a checkout with autocrlf) reads the same.
    std::string crlf;
    for (const char c : m.toText("test games"))
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const auto fromCrlf = GoMoveModel::parse(crlf, &error);
    QVERIFY2(fromCrlf.has_value(), error.c_str());
    QCOMPARE(fromCrlf->patternCount(), 2);
    QCOMPARE(fromCrlf->logGamma(GoMoveModel::kUnknownPattern + 2), 3.5);
}

void TestGoMoveModel::builtInWeightsReadEveryLine()
{
    // The committed weights file, read here line by line with the standard library (a second
    // reader, independent of GoMoveModel::parse): the built-in model knows every "p" line's
    // pattern, with that line's weight, under the id given by its place in the file.
    std::ifstream file(QIJU_TEST_DATA_DIR "/../../core/ai/go/data/gomoves.weights");
    QVERIFY(file);
    const GoMoveModel *model = GoMoveModel::shared();
    QVERIFY(model);
    std::string line;
    int patterns = 0;
    int checked = 0;
    while (std::getline(file, line)) {
        if (line.rfind("u ", 0) == 0)
            QCOMPARE(model->logGamma(GoMoveModel::kUnknownPattern), std::stod(line.substr(2)));
        if (line.rfind("p ", 0) != 0)
            continue;
        const int id = GoMoveModel::kUnknownPattern + 1 + patterns++;
        if (patterns % 97 != 1)
            continue; // a sample of the lines is enough
        const int size = line[2] - '0';
        ai::go::SpatialHashes h{};
        h[static_cast<std::size_t>(size)] = std::stoull(line.substr(4, 16), nullptr, 16);
        QCOMPARE(model->patternId(h), id);
        QCOMPARE(model->logGamma(id), std::stod(line.substr(21)));
        ++checked;
    }
    QCOMPARE(model->patternCount(), patterns);
    QVERIFY(checked > 10);
}

void TestGoMoveModel::refusesBadFiles_data()
{
    const std::string good
        = GoMoveModel({{0x1234567890abcdefull, 0}, {0x0fedcba987654321ull, 5}}).toText("x");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty") << QByteArray() << "empty file";
    QTest::newRow("truncated, no end") << QByteArray::fromStdString(
        good.substr(0, good.rfind("end"))) << "truncated";
    QTest::newRow("truncated mid-way") << QByteArray::fromStdString(good.substr(0, good.size() / 2))
                                       << "line ";
    std::string version = good;
    version.replace(0, version.find('\n'), "qiju-go-move-model 2");
    QTest::newRow("newer version") << QByteArray::fromStdString(version) << "version 2";
    QTest::newRow("not a model") << QByteArray("PNG\x01\x02garbage\n") << "not a Qiju";
    std::string corrupt = good;
    corrupt.replace(corrupt.find("\nt 3 2 "), 7, "\nt 3 2 x");
    QTest::newRow("corrupt weight") << QByteArray::fromStdString(corrupt) << "line ";
    std::string twice = good;
    const std::size_t p1 = twice.find("\np 0 ");
    const std::size_t p2 = twice.find("\np 5 ");
    twice.replace(p2 + 1, 20, twice.substr(p1 + 1, 20));
    QTest::newRow("pattern twice") << QByteArray::fromStdString(twice) << "twice";
    std::string trailing = good;
    trailing.replace(trailing.find("\nt 3 2 "), 7, "\nt 3 2 1 2 ");
    QTest::newRow("extra field") << QByteArray::fromStdString(trailing) << "expected \"t 3 2 ";
    std::string hex = good;
    hex[hex.find("\np 0 1234") + 5] = 'g';
    QTest::newRow("bad hex digit") << QByteArray::fromStdString(hex) << "16 hex digits";
    std::string shortKey = good;
    shortKey.erase(shortKey.find("\np 0 1234") + 5, 1);
    QTest::newRow("short key") << QByteArray::fromStdString(shortKey) << "16 hex digits";
    std::string infinite = good;
    infinite.replace(infinite.find("\nu "), 4, "\nu inf");
    QTest::newRow("infinite weight") << QByteArray::fromStdString(infinite) << "expected \"u ";
    std::string more = good;
    more.replace(more.find("patterns 2"), 10, "patterns 3");
    // Lines: header, SOURCES, counts, 53 tactical weights (4-56), u (57), the two patterns
    // (58, 59): the "end" on line 60 is read as the third pattern.
    QTest::newRow("fewer patterns than announced") << QByteArray::fromStdString(more)
                                                   << "line 60: expected \"p ";
    std::string huge = good;
    huge.replace(huge.find("patterns 2"), 10, "patterns 10000000");
    // Refused at the counts line, before tables for ten million patterns are made: the rest of
    // the file (under 1 kB) cannot hold them at 23 bytes or more a line.
    QTest::newRow("more patterns than the file can hold") << QByteArray::fromStdString(huge)
                                                          << "line 3: file ends early";
    std::string counts = good;
    counts.replace(counts.find("features 53"), 11, "features 54");
    QTest::newRow("other feature set") << QByteArray::fromStdString(counts) << "do not match";
}

void TestGoMoveModel::refusesBadFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, reason);
    std::string error;
    const auto m = GoMoveModel::parse(text.toStdString(), &error);
    QVERIFY(!m.has_value());
    QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
    std::string missing;
    QVERIFY(!GoMoveModel::load("/nonexistent/gomoves.weights", &missing));
    QVERIFY(!missing.empty());
}

void TestGoMoveModel::predictorCountsByHand()
{
    // Worked by hand with a model where only captures count (all other moves tie):
    //  line 1 "capture-played": 5 positions; Black's 5th move takes White b1 (SGF ab) at aa,
    //    the only capture: top-1 and top-5. Other positions: everything ties, a miss.
    //  line 2 refused (no ';'), line 3 refused (the second move is on an occupied point).
    //  line 4 "capture-not-played": 5 positions, the capture at aa is not played: no hit.
    //  line 5 "two-captures": 9 positions; at moves 5 and 7 Black could take at aa but plays
    //    elsewhere (miss); at move 9 both aa and ss take a stone and Black plays ss: one move
    //    ties with it, so top-5 but not top-1.
    // Total: 19 positions, top-1 1, top-5 2.
    const std::string text = readAll(QStringLiteral(QIJU_TEST_DATA_DIR "/go/predict.kifu"));
    QStringList refused;
    const auto games = ai::go::readGames(text, 0, [&](int line, const std::string &why) {
        refused << QStringLiteral("%1: %2").arg(line).arg(QString::fromStdString(why));
    });
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(refused.size(), 2);
    QVERIFY(refused[0].startsWith("2: "));
    QVERIFY(refused[1].startsWith("3: illegal move 2"));
    const GoMoveModel model = captureOnlyModel();
    const auto r = ai::go::predictGames(games, &model);
    QCOMPARE(r.games, 3);
    QCOMPARE(r.positions, std::int64_t(19));
    QCOMPARE(r.top1, std::int64_t(1));
    QCOMPARE(r.top5, std::int64_t(2));
    // --games stops after the first games read.
    QCOMPARE(ai::go::readGames(text, 1, [](int, const std::string &) {}).size(), std::size_t(1));
}

void TestGoMoveModel::engineFallsBackOnBadWeights()
{
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.weights");
    {
        std::ofstream f(bad.toStdString());
        f << "qiju-go-move-model 1\nSOURCES x\nfeatures 53 patt";
    }
    for (const QString &weights : {bad, dir.filePath("missing.weights")}) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QIJU_GO_WEIGHTS", weights);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(QIJU_ENGINE_PATH),
            {"predict", "go", QStringLiteral(QIJU_TEST_DATA_DIR "/go/predict.kifu")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QCOMPARE(err.count(QStringLiteral("hand-made Go priors")), 1);
        QVERIFY2(err.contains(weights), qPrintable(err));
        QVERIFY2(out.contains("priors: hand-made"), qPrintable(out));
        QVERIFY2(out.contains("over 19 positions (3 games)"), qPrintable(out));
        QVERIFY2(err.contains("predict.kifu:2: refused"), qPrintable(err));
    }
}


void TestGoMoveModel::fitHarvestsPatternsApartFromFittedPositions()
{
    // predict.kifu's 3 valid games have 19 moves, none a pass. Fitting on one position in
    // 1000 (the first of the first game) but harvesting patterns (kept if seen once) from every
    // position, the model knows the shape of all 19 moves; harvesting from the fitted sample
    // only, it knows the first move's shape and misses some other (the first game's 5th move,
    // a capture in the corner, has another shape than the opening move on b2).
    const auto games = predictGamesFile();
    ai::go::MoveFitOptions options;
    options.iterations = 1;
    options.minPatternCount = 1;
    options.every = 1000;
    options.patternEvery = 1;
    const std::vector<bool> all = knownPlayedPatterns(games, ai::go::fitMoveModel(games, options, nullptr));
    QCOMPARE(all.size(), std::size_t(19));
    QCOMPARE(std::count(all.begin(), all.end(), true), 19);
    options.patternEvery = 1000;
    const std::vector<bool> sample = knownPlayedPatterns(games, ai::go::fitMoveModel(games, options, nullptr));
    QVERIFY(sample[0]);
    QVERIFY(!sample[4]);
}

void TestGoMoveModel::fitRewardsThePlayedFeature()
{
    // Without patterns (none is seen 1000 times): taking one stone is offered as 6 moves in 5
    // positions of predict.kifu and played twice, while an ordinary move is one of about 360,
    // so its fitted gamma must be well above 1 (the prior of one virtual win and one virtual
    // loss pulls it towards 1), and above the gamma of self-atari, never played.
    const auto games = predictGamesFile();
    ai::go::MoveFitOptions options;
    options.iterations = 5;
    options.minPatternCount = 1000;
    const GoMoveModel model = ai::go::fitMoveModel(games, options, nullptr);
    QCOMPARE(model.patternCount(), 0);
    const double capture = model.logGamma(GoMoveModel::tacticalId(FeatureGroup::Capture, 3));
    QVERIFY2(capture > std::log(2.0), qPrintable(QString::number(capture)));
    QVERIFY(capture > model.logGamma(GoMoveModel::tacticalId(FeatureGroup::SelfAtari, 1)));
}

QTEST_GUILESS_MAIN(TestGoMoveModel)
#include "tst_gomovemodel.moc"
