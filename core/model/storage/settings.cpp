#include "settings.h"

#include <QCoreApplication>

#include "network/netmessage.h"
#include "games/gameregistry.h"

namespace qiju::model {

namespace {

const QString kLanguage = QStringLiteral("ui/language");
const QString kTimePerMove = QStringLiteral("ai/timePerMoveMs");
const QString kAnimationSpeed = QStringLiteral("ui/animationSpeed");
const QString kShowLegalMoves = QStringLiteral("ui/showLegalMoves");
const QString kShowMoveNumbers = QStringLiteral("ui/showMoveNumbers");
const QString kShowLiberties = QStringLiteral("ui/showLiberties");
const QString kTiltBoard = QStringLiteral("ui/tiltBoard");
const QString kShowIllegalPoints = QStringLiteral("ui/showIllegalPoints");
const QString kMusicVolume = QStringLiteral("sound/musicVolume");
const QString kEffectsVolume = QStringLiteral("sound/effectsVolume");
const QString kMuted = QStringLiteral("sound/muted");
const QString kMusicOn = QStringLiteral("sound/musicOn");
const QString kMusicTrack = QStringLiteral("sound/musicTrack");
const QString kShowMoveValues = QStringLiteral("ui/showMoveValues");
const QString kTheme = QStringLiteral("ui/theme");
const QString kNicknames = QStringLiteral("players/nicknames");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kWindowState = QStringLiteral("window/state");
const QString kEngines = QStringLiteral("engines");
const QString kHostPort = QStringLiteral("network/hostPort");
const QString kJoinPort = QStringLiteral("network/joinPort");
const QString kJoinAddress = QStringLiteral("network/joinAddress");

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

bool Settings::tiltBoard() const { return m_store.value(kTiltBoard, false).toBool(); }

void Settings::setTiltBoard(bool tilt) { m_store.setValue(kTiltBoard, tilt); }

bool Settings::showLiberties() const { return m_store.value(kShowLiberties, false).toBool(); }

void Settings::setShowLiberties(bool show) { m_store.setValue(kShowLiberties, show); }

bool Settings::showIllegalPoints() const
{
    return m_store.value(kShowIllegalPoints, false).toBool();
}

void Settings::setShowIllegalPoints(bool show) { m_store.setValue(kShowIllegalPoints, show); }

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

bool Settings::showMoveValues() const { return m_store.value(kShowMoveValues, false).toBool(); }

void Settings::setShowMoveValues(bool show) { m_store.setValue(kShowMoveValues, show); }

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
    QString restoredEngines[2];
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
        const QString engine = m_store.value(prefix + QStringLiteral("engine")).toString();
        if (m_store.value(prefix + QStringLiteral("kind")).toString() == playerKindKey(PlayerKind::Engine)
            && !engine.isEmpty())
            restoredEngines[i] = engine;
    }
    m_store.endGroup();
    // An engine seat comes back only while that engine is still registered for the game
    // (and passed its test). Older files named the engine instead of giving its id.
    for (int i = 0; i < 2; ++i) {
        for (const EngineDefinition &d : engines()) {
            if (!restoredEngines[i].isEmpty()
                && (d.id == restoredEngines[i] || d.name == restoredEngines[i]) && d.plays(game)
                && d.tested) {
                s.seats[i].kind = PlayerKind::Engine;
                s.seats[i].engine = d;
            }
        }
    }
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
        m_store.setValue(prefix + QStringLiteral("engine"),
                         seat.kind == PlayerKind::Engine ? seat.engine.id : QString());
        m_store.setValue(prefix + QStringLiteral("level"),
                         QString::fromLatin1(ai::levelKey(seat.level).data(), ai::levelKey(seat.level).size()));
    }
    m_store.endGroup();
}

QList<EngineDefinition> Settings::engines() const
{
    QList<EngineDefinition> list;
    const int n = m_store.beginReadArray(kEngines);
    for (int i = 0; i < n; ++i) {
        m_store.setArrayIndex(i);
        EngineDefinition d;
        d.name = m_store.value(QStringLiteral("name")).toString();
        d.id = m_store.value(QStringLiteral("id"), d.name).toString();
        d.program = m_store.value(QStringLiteral("program")).toString();
        d.arguments = m_store.value(QStringLiteral("arguments")).toStringList();
        d.workingDirectory = m_store.value(QStringLiteral("workingDirectory")).toString();
        d.protocol = protocols::clientProtocolFromKey(
                         m_store.value(QStringLiteral("protocol")).toString().toStdString())
                         .value_or(protocols::ClientProtocol::Gtp);
        for (const QString &key : m_store.value(QStringLiteral("games")).toStringList()) {
            if (const auto game = core::gameFromKey(key.toStdString()))
                d.games << *game;
        }
        d.timePerMoveMs = std::clamp(m_store.value(QStringLiteral("timePerMoveMs"), 0).toInt(), 0,
                                     kMaxTimeMs);
        d.onFault = faultPolicyFromKey(m_store.value(QStringLiteral("onFault")).toString());
        d.tested = m_store.value(QStringLiteral("tested"), false).toBool();
        if (d.isValid())
            list << d;
    }
    m_store.endArray();
    return list;
}

void Settings::setEngines(const QList<EngineDefinition> &engines)
{
    m_store.remove(kEngines);
    m_store.beginWriteArray(kEngines, static_cast<int>(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        const EngineDefinition &d = engines[i];
        m_store.setArrayIndex(i);
        m_store.setValue(QStringLiteral("id"), d.id.isEmpty() ? d.name : d.id);
        m_store.setValue(QStringLiteral("name"), d.name);
        m_store.setValue(QStringLiteral("program"), d.program);
        m_store.setValue(QStringLiteral("arguments"), d.arguments);
        m_store.setValue(QStringLiteral("workingDirectory"), d.workingDirectory);
        m_store.setValue(QStringLiteral("protocol"),
                         QString::fromLatin1(protocols::clientProtocolKey(d.protocol).data()));
        QStringList games;
        for (core::GameId g : d.games)
            games << QString::fromLatin1(core::gameKey(g).data(), core::gameKey(g).size());
        m_store.setValue(QStringLiteral("games"), games);
        m_store.setValue(QStringLiteral("timePerMoveMs"), d.timePerMoveMs);
        m_store.setValue(QStringLiteral("onFault"), faultPolicyKey(d.onFault));
        m_store.setValue(QStringLiteral("tested"), d.tested);
    }
    m_store.endArray();
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

quint16 Settings::networkHostPort() const
{
    const int port = m_store.value(kHostPort, kNetDefaultPort).toInt();
    return port >= 1024 && port <= 65535 ? quint16(port) : kNetDefaultPort;
}

void Settings::setNetworkHostPort(quint16 port) { m_store.setValue(kHostPort, port); }

quint16 Settings::networkJoinPort() const
{
    const int port = m_store.value(kJoinPort, kNetDefaultPort).toInt();
    return port >= 1 && port <= 65535 ? quint16(port) : kNetDefaultPort;
}

void Settings::setNetworkJoinPort(quint16 port) { m_store.setValue(kJoinPort, port); }

QString Settings::networkJoinAddress() const
{
    return m_store.value(kJoinAddress).toString().trimmed();
}

void Settings::setNetworkJoinAddress(const QString &address)
{
    m_store.setValue(kJoinAddress, address.trimmed());
}

QByteArray Settings::windowGeometry() const { return m_store.value(kGeometry).toByteArray(); }

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_store.setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const { return m_store.value(kWindowState).toByteArray(); }

void Settings::setWindowState(const QByteArray &state) { m_store.setValue(kWindowState, state); }

} // namespace qiju::model
