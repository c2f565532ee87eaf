#include "audioservice.h"

#include <QAudioDevice>
#include <QAudioOutput>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QSoundEffect>
#include <QThread>
#include <QUrl>

#include <atomic>

#include "storage/settings.h"

namespace qiju::widgets {

namespace {

constexpr const char *kEffectNames[AudioService::kEffectCount]
    = {"place", "flip", "capture", "illegal", "pass", "win", "loss", "draw"};

struct Track
{
    const char *file;
    const char *title;
};

// Titles are translated in trackTitle(); the files come from scripts/make-sounds.py.
constexpr Track kTracks[] = {
    {"morning-stones", QT_TRANSLATE_NOOP("qiju::widgets::AudioService", "Morning Stones")},
    {"quiet-board", QT_TRANSLATE_NOOP("qiju::widgets::AudioService", "Quiet Board")},
    {"flip-side", QT_TRANSLATE_NOOP("qiju::widgets::AudioService", "Flip Side")},
    {"long-game", QT_TRANSLATE_NOOP("qiju::widgets::AudioService", "The Long Game")},
};
constexpr int kTrackCount = int(std::size(kTracks));

// One line per process, however many windows or failures there are.
void warnOnce(const char *what)
{
    static std::atomic<bool> warned{false};
    if (!warned.exchange(true))
        qWarning("Qiju: %s; sound and music are off.", what);
}

// Whether the machine has an audio output. Asked once per process: Qt's audio backend prints
// its own warnings when there is no sound server, which are folded into warnOnce() here.
QtMessageHandler g_previousHandler = nullptr;
Qt::HANDLE g_probingThread = nullptr;

void quietDuringProbe(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (QThread::currentThreadId() == g_probingThread && type != QtFatalMsg)
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, text);
}

bool probeAudioOutput()
{
    static const bool found = [] {
        g_probingThread = QThread::currentThreadId();
        g_previousHandler = qInstallMessageHandler(quietDuringProbe);
        const bool any = !QMediaDevices::audioOutputs().isEmpty();
        qInstallMessageHandler(g_previousHandler);
        g_probingThread = nullptr;
        return any;
    }();
    return found;
}

float linearVolume(int percent)
{
    // Sliders feel even on a logarithmic scale; QSoundEffect and QAudioOutput take linear.
    return float(QAudio::convertVolume(percent / 100.0, QAudio::LogarithmicVolumeScale,
                                       QAudio::LinearVolumeScale));
}

} // namespace

AudioService::AudioService(QObject *parent)
    : QObject(parent)
{
    const model::Settings settings;
    m_musicVolume = settings.musicVolume();
    m_effectsVolume = settings.effectsVolume();
    m_muted = settings.muted();
    m_track = settings.musicTrack() % kTrackCount;
    m_musicOn = settings.musicOn();

    m_hasDevice = probeAudioOutput();
    if (!m_hasDevice) {
        warnOnce("no audio output device");
        return;
    }
    if (m_musicOn)
        applyMusic(true);
}

AudioService::~AudioService() = default;

QString AudioService::effectFile(Effect effect)
{
    return QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(kEffectNames[int(effect)]));
}

int AudioService::trackCount() { return kTrackCount; }

QString AudioService::trackFile(int track)
{
    return QStringLiteral(":/music/%1.ogg")
        .arg(QLatin1String(kTracks[std::clamp(track, 0, kTrackCount - 1)].file));
}

QString AudioService::trackTitle(int track)
{
    return tr(kTracks[std::clamp(track, 0, kTrackCount - 1)].title);
}

void AudioService::play(Effect effect)
{
    if (!m_hasDevice || m_muted || m_effectsVolume == 0)
        return;
    QSoundEffect *&sound = m_effects[std::size_t(effect)];
    if (!sound) {
        sound = new QSoundEffect(this);
        sound->setSource(QUrl(QStringLiteral("qrc") + effectFile(effect)));
    }
    sound->setVolume(linearVolume(m_effectsVolume));
    if (sound->isPlaying())
        sound->stop();
    sound->play();
}

void AudioService::ensurePlayer()
{
    if (m_player || !m_hasDevice)
        return;
    m_output = new QAudioOutput(this);
    m_player = new QMediaPlayer(this);
    m_player->setAudioOutput(m_output);
    connect(m_player, &QMediaPlayer::mediaStatusChanged, this, [this](QMediaPlayer::MediaStatus s) {
        if (s == QMediaPlayer::EndOfMedia && m_musicOn)
            nextTrack();
    });
    connect(m_player, &QMediaPlayer::errorOccurred, this,
            [](QMediaPlayer::Error, const QString &) { warnOnce("the music cannot be played"); });
    applyVolumes();
}

void AudioService::applyMusic(bool restart)
{
    if (!m_hasDevice)
        return;
    ensurePlayer();
    if (!m_musicOn) {
        m_player->pause();
        return;
    }
    if (restart || m_player->source().isEmpty()) {
        m_player->setSource(QUrl(QStringLiteral("qrc") + trackFile(m_track)));
    }
    m_player->play();
}

void AudioService::applyVolumes()
{
    if (m_output) {
        m_output->setVolume(linearVolume(m_musicVolume));
        m_output->setMuted(m_muted);
    }
}

void AudioService::setMusicOn(bool on)
{
    if (m_musicOn == on)
        return;
    m_musicOn = on;
    model::Settings().setMusicOn(on);
    applyMusic(false);
    emit stateChanged();
}

void AudioService::playTrack(int track)
{
    m_track = ((track % kTrackCount) + kTrackCount) % kTrackCount;
    m_musicOn = true;
    model::Settings settings;
    settings.setMusicTrack(m_track);
    settings.setMusicOn(true);
    applyMusic(true);
    emit stateChanged();
}

void AudioService::nextTrack() { playTrack(m_track + 1); }

void AudioService::setMusicVolume(int percent)
{
    m_musicVolume = std::clamp(percent, 0, 100);
    model::Settings().setMusicVolume(m_musicVolume);
    applyVolumes();
    emit stateChanged();
}

void AudioService::setEffectsVolume(int percent)
{
    m_effectsVolume = std::clamp(percent, 0, 100);
    model::Settings().setEffectsVolume(m_effectsVolume);
    emit stateChanged();
}

void AudioService::setMuted(bool muted)
{
    if (m_muted == muted)
        return;
    m_muted = muted;
    model::Settings().setMuted(muted);
    applyVolumes();
    emit stateChanged();
}

} // namespace qiju::widgets
