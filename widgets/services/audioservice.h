// AudioService: Qiju's sound — short effects (QSoundEffect) and the background music tracks
// (QMediaPlayer + QAudioOutput), with separate volumes for each, a mute switch and the jukebox
// state (music on, current track), all remembered in Settings. Without an audio output device
// (CI, a headless machine) it keeps its state but plays nothing, and says so once per process.
// One per application window; GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>

#include <array>

class QAudioOutput;
class QMediaPlayer;
class QSoundEffect;

namespace qiju::widgets {

class AudioService : public QObject
{
    Q_OBJECT

public:
    enum class Effect { Place, Flip, Capture, Illegal, Pass, Win, Loss, Draw };
    static constexpr int kEffectCount = 8;

    explicit AudioService(QObject *parent = nullptr);
    ~AudioService() override;

    // Whether an audio output device was found (sound is silent without one).
    bool hasDevice() const { return m_hasDevice; }

    void play(Effect effect);
    // The resource path of an effect's WAV file (":/sounds/<name>.wav").
    static QString effectFile(Effect effect);

    // The music tracks in playing order.
    static int trackCount();
    static QString trackFile(int track);
    // The translated title of a track.
    static QString trackTitle(int track);

    int currentTrack() const { return m_track; }
    bool isMusicOn() const { return m_musicOn; }
    // Starts or pauses the music (remembered: music resumes at the next start).
    void setMusicOn(bool on);
    // Plays `track` from its beginning (and turns the music on).
    void playTrack(int track);
    // The next track, wrapping around after the last.
    void nextTrack();

    int musicVolume() const { return m_musicVolume; }
    void setMusicVolume(int percent);
    int effectsVolume() const { return m_effectsVolume; }
    void setEffectsVolume(int percent);
    bool isMuted() const { return m_muted; }
    void setMuted(bool muted);

signals:
    // Track, music on/off, volumes or mute changed.
    void stateChanged();

private:
    void ensurePlayer();
    void applyMusic(bool restart);
    void applyVolumes();

    bool m_hasDevice = false;
    int m_track = 0;
    bool m_musicOn = false;
    int m_musicVolume = 40;
    int m_effectsVolume = 70;
    bool m_muted = false;
    std::array<QSoundEffect *, kEffectCount> m_effects{};
    QMediaPlayer *m_player = nullptr;
    QAudioOutput *m_output = nullptr;
};

} // namespace qiju::widgets
