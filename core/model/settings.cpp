#include "settings.h"

#include <QCoreApplication>

namespace qiju::model {

namespace {

const QString kLanguage = QStringLiteral("ui/language");
const QString kTimePerMove = QStringLiteral("ai/timePerMoveMs");
const QString kAnimationSpeed = QStringLiteral("ui/animationSpeed");
const QString kShowLegalMoves = QStringLiteral("ui/showLegalMoves");
const QString kShowMoveNumbers = QStringLiteral("ui/showMoveNumbers");
const QString kMusicVolume = QStringLiteral("sound/musicVolume");
const QString kEffectsVolume = QStringLiteral("sound/effectsVolume");
const QString kMuted = QStringLiteral("sound/muted");
const QString kMusicOn = QStringLiteral("sound/musicOn");
const QString kMusicTrack = QStringLiteral("sound/musicTrack");
const QString kTheme = QStringLiteral("ui/theme");
const QString kNicknames = QStringLiteral("players/nicknames");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kWindowState = QStringLiteral("window/state");

QString setupGroup(core::GameId game)
{
    return QStringLiteral("setup/") + QString::fromLatin1(core::gameKey(game).data(), core::gameKey(game).size());
}

PlayerKind kindFromKey(const QString &k)
{
    // Engine and network seats need details this store does not keep; they restore as human.
    return playerKindFromKey(k) == PlayerKind::Computer ? PlayerKind::Computer : PlayerKind::Human;
}

} // namespace

Settings::Settings()
    : m_store(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
              QCoreApplication::applicationName())
{}

QString Settings::language() const
{
    const QString l = m_store.value(kLanguage).toString();
    return (l == QLatin1String("en") || l == QLatin1String("zh_CN")) ? l : QString();
}

void Settings::setLanguage(const QString &language) { m_store.setValue(kLanguage, language); }

int Settings::timePerMoveMs() const
{
    bool ok = false;
    const int ms = m_store.value(kTimePerMove, kDefaultTimeMs).toInt(&ok);
    return ok ? std::clamp(ms, kMinTimeMs, kMaxTimeMs) : kDefaultTimeMs;
}

void Settings::setTimePerMoveMs(int ms)
{
    m_store.setValue(kTimePerMove, std::clamp(ms, kMinTimeMs, kMaxTimeMs));
}

AnimationSpeed Settings::animationSpeed() const
{
    const int v = m_store.value(kAnimationSpeed, int(AnimationSpeed::Normal)).toInt();
    return (v >= 0 && v <= int(AnimationSpeed::Slow)) ? AnimationSpeed(v) : AnimationSpeed::Normal;
}

void Settings::setAnimationSpeed(AnimationSpeed speed)
{
    m_store.setValue(kAnimationSpeed, int(speed));
}

bool Settings::showLegalMoves() const { return m_store.value(kShowLegalMoves, true).toBool(); }

void Settings::setShowLegalMoves(bool show) { m_store.setValue(kShowLegalMoves, show); }

bool Settings::showMoveNumbers() const { return m_store.value(kShowMoveNumbers, false).toBool(); }

void Settings::setShowMoveNumbers(bool show) { m_store.setValue(kShowMoveNumbers, show); }

static int percent(const QVariant &v, int fallback)
{
    bool ok = false;
    const int n = v.toInt(&ok);
    return ok ? std::clamp(n, 0, 100) : fallback;
}

int Settings::musicVolume() const { return percent(m_store.value(kMusicVolume, 40), 40); }

void Settings::setMusicVolume(int volume) { m_store.setValue(kMusicVolume, std::clamp(volume, 0, 100)); }

int Settings::effectsVolume() const { return percent(m_store.value(kEffectsVolume, 70), 70); }

void Settings::setEffectsVolume(int volume)
{
    m_store.setValue(kEffectsVolume, std::clamp(volume, 0, 100));
}

bool Settings::muted() const { return m_store.value(kMuted, false).toBool(); }

void Settings::setMuted(bool muted) { m_store.setValue(kMuted, muted); }

bool Settings::musicOn() const { return m_store.value(kMusicOn, false).toBool(); }

void Settings::setMusicOn(bool on) { m_store.setValue(kMusicOn, on); }

int Settings::musicTrack() const { return std::max(0, m_store.value(kMusicTrack, 0).toInt()); }

void Settings::setMusicTrack(int track) { m_store.setValue(kMusicTrack, std::max(0, track)); }

QString Settings::theme() const
{
    const QString id = m_store.value(kTheme, QStringLiteral("wood")).toString();
    return id.isEmpty() ? QStringLiteral("wood") : id;
}

void Settings::setTheme(const QString &id) { m_store.setValue(kTheme, id); }

GameSetup Settings::lastSetup(core::GameId game) const
{
    GameSetup s;
    s.game = game;
    s.timePerMoveMs = timePerMoveMs();
    // Default: a person (Black) against the computer at Medium (White).
    s.seats[1].kind = PlayerKind::Computer;
    m_store.beginGroup(setupGroup(game));
    s.rules = m_store.value(QStringLiteral("rules")).toString();
    if (const auto tc = TimeControl::fromText(m_store.value(QStringLiteral("clock")).toString()))
        s.timeControl = *tc; // a missing or damaged value leaves the game untimed
    for (int i = 0; i < 2; ++i) {
        const QString prefix = i == 0 ? QStringLiteral("black/") : QStringLiteral("white/");
        SeatSetup &seat = s.seats[i];
        if (m_store.contains(prefix + QStringLiteral("kind")))
            seat.kind = kindFromKey(m_store.value(prefix + QStringLiteral("kind")).toString());
        seat.name = m_store.value(prefix + QStringLiteral("name")).toString();
        const auto level = ai::levelFromKey(
            m_store.value(prefix + QStringLiteral("level")).toString().toStdString());
        if (level)
            seat.level = *level;
    }
    m_store.endGroup();
    return s;
}

void Settings::setLastSetup(const GameSetup &setup)
{
    m_store.beginGroup(setupGroup(setup.game));
    m_store.setValue(QStringLiteral("rules"), setup.rules);
    m_store.setValue(QStringLiteral("clock"), setup.timeControl.text());
    for (int i = 0; i < 2; ++i) {
        const QString prefix = i == 0 ? QStringLiteral("black/") : QStringLiteral("white/");
        const SeatSetup &seat = setup.seats[i];
        m_store.setValue(prefix + QStringLiteral("kind"), playerKindKey(seat.kind));
        m_store.setValue(prefix + QStringLiteral("name"), seat.name);
        m_store.setValue(prefix + QStringLiteral("level"),
                         QString::fromLatin1(ai::levelKey(seat.level).data(), ai::levelKey(seat.level).size()));
    }
    m_store.endGroup();
}

QStringList Settings::nicknames() const
{
    return m_store.value(kNicknames).toStringList();
}

void Settings::rememberNickname(const QString &name)
{
    const QString n = name.trimmed();
    if (n.isEmpty())
        return;
    QStringList list = nicknames();
    list.removeAll(n);
    list.prepend(n);
    while (list.size() > kMaxNicknames)
        list.removeLast();
    m_store.setValue(kNicknames, list);
}

QByteArray Settings::windowGeometry() const { return m_store.value(kGeometry).toByteArray(); }

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_store.setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const { return m_store.value(kWindowState).toByteArray(); }

void Settings::setWindowState(const QByteArray &state) { m_store.setValue(kWindowState, state); }

} // namespace qiju::model
