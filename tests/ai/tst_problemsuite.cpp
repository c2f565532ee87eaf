// The .obf problem-file reader behind `qiju-engine solve`: problems numbered by their place in
// the file, comments and blank lines skipped, malformed score lists rejected. The positions and
// scores are FFO #41 and #42 from tests/data/othello/fforum-40-59.obf (published scores).
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "ai/problemsuite.h"

using namespace qiju;

class TestProblemSuite : public QObject
{
    Q_OBJECT
private slots:
    void problemsNumberedByPlaceInFile();
    void malformedProblemFileIsRejected();
};

void TestProblemSuite::problemsNumberedByPlaceInFile()
{
    // Regression: `solve obf40-44.obf` printed #44-48 (the number came from the file name's
    // digits). Two problems (FFO #41 and #42) in a file whose name has other numbers, after a
    // comment and a blank line: they are problems 1 and 2 of the file.
    QFile source(QStringLiteral(QIJU_TEST_DATA_DIR "/othello/fforum-40-59.obf"));
    QVERIFY(source.open(QIODevice::ReadOnly | QIODevice::Text));
    const QList<QByteArray> lines = source.readAll().split('\n');
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("obf40-44.obf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("% two problems\n\n" + lines[1] + "\n" + lines[2] + "\n");
    file.close();
    const auto problems = ai::readObf(path.toStdString());
    QVERIFY(problems);
    QCOMPARE(problems->size(), std::size_t {2});
    QCOMPARE((*problems)[0].number, 1);
    QCOMPARE((*problems)[1].number, 2);
    QCOMPARE(QByteArray::fromStdString((*problems)[0].position), lines[1].left(66));
    QCOMPARE((*problems)[1].bestScore(), 6); // FFO #42: G2 +6
}

void TestProblemSuite::malformedProblemFileIsRejected()
{
    // FFO #41's line with its scores damaged: the reader refuses the file (it used to throw
    // out of std::stoi and end the program) and reads the undamaged line, CRLF included.
    QFile source(QStringLiteral(QIJU_TEST_DATA_DIR "/othello/fforum-40-59.obf"));
    QVERIFY(source.open(QIODevice::ReadOnly | QIODevice::Text));
    const QByteArray line = source.readAll().split('\n')[1];
    const QByteArray board = line.left(66);
    QTemporaryDir dir;
    const auto readWith = [&](const QByteArray &scores) {
        const QString path = dir.filePath(QStringLiteral("p.obf"));
        QFile file(path);
        file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        file.write(board + scores);
        file.close();
        return ai::readObf(path.toStdString());
    };
    for (const char *bad : {"; H4:abc;", "; H4:;", "; H4:+;", "; H4:7x;", "; H4:99;",
             "; H4:99999999999999999999;"})
        QVERIFY2(!readWith(bad), bad);
    const auto good = readWith("; H4:+0; G2:-2 ;\r\n");
    QVERIFY(good);
    QCOMPARE(good->size(), std::size_t {1});
    QCOMPARE((*good)[0].bestScore(), 0);
}

QTEST_GUILESS_MAIN(TestProblemSuite)
#include "tst_problemsuite.moc"
