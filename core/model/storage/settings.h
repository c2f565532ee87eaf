// Settings: the one typed owner of every preference key, its default and its range, stored
// with QSettings (INI). No widget reads QSettings by string. Cheap to construct; each
// instance reads and writes the same store. GUI thread only.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include "session/gamesetup.h"

namespace qiju::model {

enum class AnimationSpeed : std::uint8_t { Off, Fast, Normal, Slow };

class Settings
{
public:
    Settings();

    // "" = follow the system; otherwise a locale name such as "en" or "zh_CN".
    QString language() const;
    void setLanguage(const QString &language);

    // Time per move for the strongest AI level, in ms (500 .. 60000; default 3000).
    int timePerMoveMs() const;
    void setTimePerMoveMs(int ms);

    AnimationSpeed animationSpeed() const;
    void setAnimationSpeed(AnimationSpeed speed);

    bool showLegalMoves() const;
    void setShowLegalMoves(bool show);

    // Numbers on the stones of intersection boards (Gomoku, Go); default off.
    bool showMoveNumbers() const;
    void setShowMoveNumbers(bool show);
    // The board drawn in perspective, as if lying on a table (off by default).
    bool tiltBoard() const;
    void setTiltBoard(bool tilt);
    // Go/NoGo: each group's liberty count on its stones; NoGo: the illegal points crossed out.
    bool showLiberties() const;
    void setShowLiberties(bool show);
    bool showIllegalPoints() const;
    void setShowIllegalPoints(bool show);

    // Sound: volumes 0..100 (music default 40, effects default 70), a mute switch for both, and
    // the jukebox (whether music plays, the track it last played).
    int musicVolume() const;
    void setMusicVolume(int volume);
    int effectsVolume() const;
    void setEffectsVolume(int volume);
    bool muted() const;
    void setMuted(bool muted);
    bool musicOn() const;
    void setMusicOn(bool on);
    int musicTrack() const;
    void setMusicTrack(int track);

    // The value of every legal move drawn on the board (computed by the AI); default off.
    bool showMoveValues() const;
    void setShowMoveValues(bool show);

    // The board theme's id (a folder name; "wood" by default).
    QString theme() const;
    void setTheme(const QString &id);

    // The last setup used for a game, so the New Game dialog opens as the player left it.
    GameSetup lastSetup(core::GameId game) const;
    void setLastSetup(const GameSetup &setup);

    // External engines and bots the user registered (Engines dialog), in the order shown.
    // Entries without a name or program are dropped on reading.
    QList<EngineDefinition> engines() const;
    void setEngines(const QList<EngineDefinition> &engines);

    // Nicknames typed before, most recent first (at most 20).
    QStringList nicknames() const;
    void rememberNickname(const QString &name);

    // Network play, so the Host and Join dialogs open as last used: the port last hosted on
    // (1024-65535) and joined (1-65535), kNetDefaultPort when none or out of range; the
    // address last joined (empty when none).
    quint16 networkHostPort() const;
    void setNetworkHostPort(quint16 port);
    quint16 networkJoinPort() const;
    void setNetworkJoinPort(quint16 port);
    QString networkJoinAddress() const;
    void setNetworkJoinAddress(const QString &address);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    // Writes what changed to disk; false if the settings file could not be written.
    bool sync()
    {
        m_store.sync();
        return m_store.status() == QSettings::NoError;
    }
    QString fileName() const { return m_store.fileName(); }

    static constexpr int kMinTimeMs = 500;
    static constexpr int kMaxTimeMs = 60000;
    static constexpr int kDefaultTimeMs = 3000;
    static constexpr int kMaxNicknames = 20;

private:
    mutable QSettings m_store;
};

} // namespace qiju::model
