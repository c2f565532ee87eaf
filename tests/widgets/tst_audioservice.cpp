// The sound layer: every effect is a PCM WAV that QSoundEffect can play (RIFF/WAVE, format 1,
// 8 or 16 bits, per the QSoundEffect documentation), every track an Ogg Vorbis stream; without
// an audio device (CI, offscreen) nothing crashes and at most one warning is printed; volumes,
// mute, music on/off and the track are remembered; the jukebox drives the service; moves map
// to the right effects.
#include <QCheckBox>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QtEndian>

#include "services/audioservice.h"
#include "services/soundcues.h"
#include "storage/settings.h"
#include "windows/jukeboxdialog.h"

using namespace qiju;
using widgets::AudioService;
using Effect = widgets::AudioService::Effect;

namespace {

int g_warnings = 0;
QtMessageHandler g_previous = nullptr;

void countWarnings(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (type == QtWarningMsg || type == QtCriticalMsg)
        ++g_warnings;
    if (g_previous)
        g_previous(type, context, text);
}

} // namespace

class TestAudioService : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void effectsArePcmWav();
    void tracksAreOggVorbis();
    void silentWithoutDeviceWarnsAtMostOnce();
    void stateIsRemembered();
    void jukeboxDrivesTheService();
    void movesSoundTheirEffects();
};

void TestAudioService::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
    QCoreApplication::setApplicationName(QStringLiteral("qiju-test-audio"));
}

void TestAudioService::init()
{
    QSettings(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
              QCoreApplication::applicationName())
        .clear();
}

void TestAudioService::effectsArePcmWav()
{
    for (int i = 0; i < AudioService::kEffectCount; ++i) {
        QFile f(AudioService::effectFile(Effect(i)));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QByteArray d = f.readAll();
        QVERIFY(d.size() > 44);
        QCOMPARE(d.left(4), QByteArray("RIFF"));
        QCOMPARE(d.mid(8, 4), QByteArray("WAVE"));
        QCOMPARE(d.mid(12, 4), QByteArray("fmt "));
        const auto *p = reinterpret_cast<const uchar *>(d.constData());
        QCOMPARE(qFromLittleEndian<quint16>(p + 20), quint16(1)); // PCM
        const quint16 bits = qFromLittleEndian<quint16>(p + 34);
        QVERIFY2(bits == 8 || bits == 16, qPrintable(f.fileName()));
        // Effects are short: under two seconds of sound each.
        const quint32 byteRate = qFromLittleEndian<quint32>(p + 28);
        QVERIFY(d.size() < 2 * qint64(byteRate));
    }
}

void TestAudioService::tracksAreOggVorbis()
{
    QVERIFY(AudioService::trackCount() >= 3);
    QSet<QString> titles;
    for (int i = 0; i < AudioService::trackCount(); ++i) {
        QFile f(AudioService::trackFile(i));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QByteArray head = f.read(64);
        QCOMPARE(head.left(4), QByteArray("OggS"));
        QVERIFY(head.contains("\x01vorbis"));
        titles.insert(AudioService::trackTitle(i));
    }
    QCOMPARE(titles.size(), AudioService::trackCount());
}

void TestAudioService::silentWithoutDeviceWarnsAtMostOnce()
{
    g_warnings = 0;
    g_previous = qInstallMessageHandler(countWarnings);
    {
        AudioService a;
        AudioService b;
        for (AudioService *s : {&a, &b}) {
            for (int i = 0; i < AudioService::kEffectCount; ++i)
                s->play(Effect(i));
            s->playTrack(1);
            s->nextTrack();
            s->setMusicOn(false);
        }
        QTest::qWait(50);
    }
    qInstallMessageHandler(g_previous);
    if (!AudioService().hasDevice())
        QVERIFY2(g_warnings <= 1, qPrintable(QString::number(g_warnings)));
}

void TestAudioService::stateIsRemembered()
{
    {
        AudioService a;
        QCOMPARE(a.isMusicOn(), false); // music waits for the person to start it
        QCOMPARE(a.musicVolume(), 40);
        QCOMPARE(a.effectsVolume(), 70);
        a.setMusicVolume(25);
        a.setEffectsVolume(130); // clamped
        a.setMuted(true);
        a.playTrack(AudioService::trackCount() - 1);
        a.nextTrack(); // wraps to the first
        QCOMPARE(a.currentTrack(), 0);
        a.nextTrack();
        QCOMPARE(a.currentTrack(), 1);
    }
    AudioService b;
    QCOMPARE(b.musicVolume(), 25);
    QCOMPARE(b.effectsVolume(), 100);
    QVERIFY(b.isMuted());
    QVERIFY(b.isMusicOn());
    QCOMPARE(b.currentTrack(), 1);
}

void TestAudioService::jukeboxDrivesTheService()
{
    AudioService audio;
    widgets::JukeboxDialog box(&audio);
    auto *tracks = box.findChild<QListWidget *>(QStringLiteral("tracks"));
    QVERIFY(tracks);
    QCOMPARE(tracks->count(), AudioService::trackCount());
    QVERIFY(!audio.isMusicOn());
    QTest::mouseClick(box.findChild<QPushButton *>(QStringLiteral("playPause")), Qt::LeftButton);
    QVERIFY(audio.isMusicOn());
    QTest::mouseClick(box.findChild<QPushButton *>(QStringLiteral("next")), Qt::LeftButton);
    QCOMPARE(audio.currentTrack(), 1);
    QCOMPARE(tracks->currentRow(), 1);
    QTest::mouseClick(box.findChild<QPushButton *>(QStringLiteral("playPause")), Qt::LeftButton);
    QVERIFY(!audio.isMusicOn());
    box.findChild<QSlider *>(QStringLiteral("musicVolume"))->setValue(10);
    QCOMPARE(audio.musicVolume(), 10);
    box.findChild<QSlider *>(QStringLiteral("effectsVolume"))->setValue(55);
    QCOMPARE(audio.effectsVolume(), 55);
    box.findChild<QCheckBox *>(QStringLiteral("mute"))->setChecked(true);
    QVERIFY(audio.isMuted());
    // And the other way: the service's state shows in the dialog.
    audio.setMuted(false);
    QVERIFY(!box.findChild<QCheckBox *>(QStringLiteral("mute"))->isChecked());
    const QByteArray dir = qgetenv("QIJU_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        box.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/jukebox.png"));
}

void TestAudioService::movesSoundTheirEffects()
{
    using V = std::vector<Effect>;
    // Othello f5 from the start flips e5: a disc is placed and one turns.
    core::MoveTransition othello;
    othello.move = core::Move::place({5, 4});
    othello.placed = {{5, 4}};
    othello.flipped = {{4, 4}};
    QCOMPARE(widgets::SoundCues::effectsOf(othello), (V{Effect::Place, Effect::Flip}));
    // A Go stone that captures one: placed, then the capture.
    core::MoveTransition go;
    go.move = core::Move::place({1, 0});
    go.placed = {{1, 0}};
    go.captured = {{0, 0}};
    QCOMPARE(widgets::SoundCues::effectsOf(go), (V{Effect::Place, Effect::Capture}));
    // An Ataxx jump next to nothing: the piece lands, nothing converts.
    core::MoveTransition jump;
    jump.move = core::Move::jump({0, 0}, {2, 0});
    jump.movedFrom = {0, 0};
    QCOMPARE(widgets::SoundCues::effectsOf(jump), (V{Effect::Place}));
    core::MoveTransition pass;
    pass.move = core::Move::pass();
    QCOMPARE(widgets::SoundCues::effectsOf(pass), (V{Effect::Pass}));
}

QTEST_MAIN(TestAudioService)
#include "tst_audioservice.moc"
