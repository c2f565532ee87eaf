// BackgroundWriter: the last bytes queued for a path are what ends up on disk; writes to two
// paths both happen, in order; finish() and the destructor wait for the disk; a write that
// fails is reported with its path and the system's reason.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "storage/backgroundwriter.h"

using qiju::model::BackgroundWriter;

namespace {
QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}
} // namespace

class TestBackgroundWriter : public QObject
{
    Q_OBJECT

private slots:
    void lastBytesWin();
    void twoPathsBothWritten();
    void destructorWaits();
    void failureReported();

private:
    QTemporaryDir m_dir;
};

void TestBackgroundWriter::lastBytesWin()
{
    const QString path = m_dir.filePath(QStringLiteral("a.txt"));
    BackgroundWriter writer;
    for (int i = 0; i < 200; ++i)
        writer.write(path, QByteArray::number(i) + QByteArray(4000, 'x'));
    writer.finish();
    QVERIFY(writer.isIdle());
    QCOMPARE(contents(path), QByteArray("199") + QByteArray(4000, 'x'));
}

void TestBackgroundWriter::twoPathsBothWritten()
{
    const QString a = m_dir.filePath(QStringLiteral("one.txt"));
    const QString b = m_dir.filePath(QStringLiteral("two.txt"));
    BackgroundWriter writer;
    writer.write(a, "first");
    writer.write(b, "second");
    writer.write(a, "third");
    writer.finish();
    QCOMPARE(contents(a), QByteArray("third"));
    QCOMPARE(contents(b), QByteArray("second"));
}

void TestBackgroundWriter::destructorWaits()
{
    const QString path = m_dir.filePath(QStringLiteral("late.txt"));
    {
        BackgroundWriter writer;
        writer.write(path, QByteArray(1 << 20, 'z'));
    }
    QCOMPARE(contents(path).size(), 1 << 20);
}

void TestBackgroundWriter::failureReported()
{
    const QString path = m_dir.filePath(QStringLiteral("no-such-folder/x.txt"));
    BackgroundWriter writer;
    QSignalSpy failed(&writer, &BackgroundWriter::failed);
    writer.write(path, "lost");
    writer.finish();
    QTRY_COMPARE(failed.count(), 1); // delivered on the writer's thread
    QCOMPARE(failed.first().at(0).toString(), path);
    QVERIFY(!failed.first().at(1).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestBackgroundWriter)
#include "tst_backgroundwriter.moc"
