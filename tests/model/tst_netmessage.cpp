// The network protocol's line codec (docs/network-protocol.md): every malformed line a peer
// may send (garbage, broken or non-UTF-8 JSON, unknown types, missing or out-of-range fields,
// numbers that do not fit an int, an oversized line, another version) decodes to the error
// code the reply carries; a message survives encoding and decoding.
#include <QTest>

#include "network/netmessage.h"

using namespace qiju;

class TestNetMessage : public QObject
{
    Q_OBJECT

private slots:
    void codecRefusesMalformedLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("code");
        QTest::newRow("garbage") << QByteArray("hello there") << "bad-json";
        QTest::newRow("unclosed") << QByteArray("{\"type\":\"move\"") << "bad-json";
        QTest::newRow("array") << QByteArray("[1,2,3]") << "bad-json";
        QTest::newRow("not UTF-8")
            << QByteArray("{\"type\":\"chat\",\"text\":\"\xff\xfe\"}") << "bad-json";
        QTest::newRow("no type") << QByteArray("{\"number\":1}") << "unknown-type";
        QTest::newRow("unknown type") << QByteArray("{\"type\":\"teleport\"}") << "unknown-type";
        QTest::newRow("type not a string") << QByteArray("{\"type\":7}") << "unknown-type";
        QTest::newRow("move without text")
            << QByteArray("{\"type\":\"move\",\"number\":1}") << "bad-field";
        QTest::newRow("negative number")
            << QByteArray("{\"type\":\"move\",\"number\":-1,\"move\":\"h8\"}") << "bad-field";
        QTest::newRow("fractional number")
            << QByteArray("{\"type\":\"move\",\"number\":1.5,\"move\":\"h8\"}") << "bad-field";
        // Issue 16: cast to an integer before the range check (undefined for these).
        QTest::newRow("number 1e300")
            << QByteArray("{\"type\":\"move\",\"number\":1e300,\"move\":\"h8\"}") << "bad-field";
        QTest::newRow("number -1e300")
            << QByteArray("{\"type\":\"move\",\"number\":-1e300,\"move\":\"h8\"}") << "bad-field";
        QTest::newRow("ping 2147483648")
            << QByteArray("{\"type\":\"ping\",\"id\":2147483648}") << "bad-field";
        QTest::newRow("number as text")
            << QByteArray("{\"type\":\"move\",\"number\":\"1\",\"move\":\"h8\"}") << "bad-field";
        QTest::newRow("chat too long")
            << QByteArray("{\"type\":\"chat\",\"text\":\"" + QByteArray(1001, 'a') + "\"}")
            << "bad-field";
        QTest::newRow("host hello without game") << QByteArray(
            "{\"type\":\"hello\",\"protocol\":1,\"app\":\"x\",\"nickname\":\"x\","
            "\"role\":\"host\"}") << "bad-field";
        QTest::newRow("odd role") << QByteArray("{\"type\":\"hello\",\"protocol\":1,\"app\":\"x\","
                                                "\"nickname\":\"x\",\"role\":\"judge\"}")
                                  << "bad-field";
        QTest::newRow("other version")
            << QByteArray("{\"type\":\"hello\",\"protocol\":2,\"shape\":\"new\"}") << "version";
        QTest::newRow("too long") << QByteArray(model::kNetMaxLineBytes + 1, ' ') << "too-long";
    }
    void codecRefusesMalformedLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, code);
        const model::NetDecoded d = model::decodeNetLine(line);
        QCOMPARE(model::netErrorKey(d.error), code);
    }

    void codecRoundTrip()
    {
        const QByteArray line = model::encodeNetMessage(
            model::NetMessageType::UndoRequest, {{"number", 12}, {"to", 10}});
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.count('\n'), 1);
        const model::NetDecoded d = model::decodeNetLine(line.chopped(1));
        QVERIFY(d.ok());
        QCOMPARE(d.message.type, model::NetMessageType::UndoRequest);
        QCOMPARE(d.message.integer("number"), 12);
        QCOMPARE(d.message.integer("to"), 10);
    }
};

QTEST_GUILESS_MAIN(TestNetMessage)
#include "tst_netmessage.moc"
