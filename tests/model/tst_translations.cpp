// The Chinese translation file (translations/qiju_zh_CN.ts) read as Qt Linguist writes it:
// every message in use is finished and not empty, keeps its source's placeholders (%1..%99,
// %L1, %n, each as often) and keeps an access key when its source has one ("&Undo" ->
// "悔棋(&U)"). A translation that drops "%2" shows the wrong words, one that drops the "&"
// loses the keyboard path to a menu item.
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or a numerus message's forms
    QString type;             // "", "unfinished", "vanished", "obsolete"
};

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            // Either text or <numerusform> children.
            QString text;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    m.translations << xml.readElementText();
                else if (xml.isEndElement() && xml.name() == QLatin1String("translation"))
                    break;
            }
            if (m.translations.isEmpty())
                m.translations << text;
            out << m;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

// The placeholders of a text, sorted ("%1", "%L2", "%n").
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured(0);
    out.sort();
    return out;
}

// Whether a text marks an access key: a single '&' before a character ("&&" is a literal '&').
bool hasAccessKey(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!text[i + 1].isSpace())
            return true;
    }
    return false;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void helpersReadTextsAsQtDoes();
    void chineseIsCompleteAndKeepsPlaceholdersAndKeys();
};

// The checks' own helpers on hand-written cases.
void TestTranslations::helpersReadTextsAsQtDoes()
{
    QCOMPARE(placeholders(QStringLiteral("%2 of %1, %n game(s), %L3")),
        (QStringList{QStringLiteral("%1"), QStringLiteral("%2"), QStringLiteral("%L3"),
            QStringLiteral("%n")}));
    QCOMPARE(placeholders(QStringLiteral("100%")), QStringList{});
    QVERIFY(hasAccessKey(QStringLiteral("&Undo")));
    QVERIFY(hasAccessKey(QStringLiteral("悔棋(&U)")));
    QVERIFY(!hasAccessKey(QStringLiteral("Black && White")));
    QVERIFY(!hasAccessKey(QStringLiteral("A & B")));
}

void TestTranslations::chineseIsCompleteAndKeepsPlaceholdersAndKeys()
{
    QString error;
    const QList<Message> messages
        = readTs(QStringLiteral(QIJU_TEST_DATA_DIR "/../../translations/qiju_zh_CN.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 500); // the whole file was read

    QStringList faults;
    for (const Message &m : messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            continue;
        const QString where = m.context + QStringLiteral(": ") + m.source.left(60);
        if (m.type == QLatin1String("unfinished")) {
            faults << QStringLiteral("unfinished: ") + where;
            continue;
        }
        for (const QString &t : m.translations) {
            if (t.trimmed().isEmpty())
                faults << QStringLiteral("empty: ") + where;
            else if (placeholders(t) != placeholders(m.source))
                faults << QStringLiteral("placeholders: ") + where + QStringLiteral(" -> ") + t;
            else if (hasAccessKey(m.source) != hasAccessKey(t))
                faults << QStringLiteral("access key: ") + where + QStringLiteral(" -> ") + t;
        }
    }
    QVERIFY2(faults.isEmpty(), qPrintable(faults.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
