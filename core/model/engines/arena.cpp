#include "arena.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTimer>

#include <cmath>

#include "players/computerplayer.h"
#include "session/gamecontroller.h"
#include "session/gamemodel.h"
#include "storage/savefile.h"
#include "storage/savegame.h"

#include "games/gameregistry.h"

namespace qiju::model {

namespace {

QJsonValue finiteOrNull(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(); }

QString latin1(std::string_view s) { return QString::fromLatin1(s.data(), qsizetype(s.size())); }

} // namespace

SeatSetup ArenaEntrant::seat() const
{
    SeatSetup s;
    s.kind = kind;
    s.level = level;
    s.engine = engine;
    s.engine.onFault = EngineFaultPolicy::Forfeit;
    s.engine.timePerMoveMs = 0; // everybody thinks for the arena's time per move
    s.name = kind == PlayerKind::Engine ? engine.name : QStringLiteral("Qiju");
    return s;
}

bool ArenaEntrant::samePlayer(const ArenaEntrant &other) const
{
    if (kind != other.kind)
        return false;
    return kind == PlayerKind::Engine ? engine.id == other.engine.id : level == other.level;
}

Arena::Arena(QObject *parent)
    : QObject(parent)
    , m_model(new GameModel(this))
    , m_controller(new GameController(m_model, this))
{
    connect(m_model, &GameModel::gameOver, this, &Arena::onGameOver);
    connect(m_model, &GameModel::moveApplied, this, &Arena::positionChanged);
    connect(m_model, &GameModel::positionReset, this, &Arena::positionChanged);
}

Arena::~Arena()
{
    // Quietly: no signal, no save from a half-destroyed owner.
    m_running = false;
    m_inGame = false;
    m_controller->setPaused(true);
}

void Arena::setGame(core::GameId game, const QString &rules)
{
    if (m_running)
        return;
    m_game = game;
    m_rules = rules;
}

void Arena::setEntrants(const QList<ArenaEntrant> &entrants)
{
    if (m_running)
        return;
    m_entrants = entrants;
    for (int i = 0; i < m_entrants.size(); ++i) {
        m_entrants[i].copy = 1;
        for (int j = 0; j < i; ++j)
            m_entrants[i].copy += m_entrants[j].samePlayer(m_entrants[i]);
    }
}

void Arena::setGamesPerPair(int games)
{
    if (!m_running)
        m_gamesPerPair = std::max(1, games);
}

void Arena::setTimePerMoveMs(int ms)
{
    if (!m_running)
        m_timeMs = std::max(50, ms);
}

bool Arena::start()
{
    if (m_running || m_entrants.size() < 2)
        return false;
    GameSetup probe;
    probe.game = m_game;
    probe.rules = m_rules;
    if (!probe.createGame())
        return false;
    // Round robin: game g of every pair, then game g + 1 with the colours the other way round.
    m_schedule.clear();
    for (int g = 0; g < m_gamesPerPair; ++g) {
        for (int a = 0; a < m_entrants.size(); ++a) {
            for (int b = a + 1; b < m_entrants.size(); ++b)
                m_schedule << (g % 2 == 0 ? qMakePair(a, b) : qMakePair(b, a));
        }
    }
    m_standings = QList<ArenaStanding>(m_entrants.size());
    m_games.clear();
    m_next = 0;
    m_path = resultsDir() + QStringLiteral("/arena-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))
        + QStringLiteral(".json");
    m_savedOk = false;
    return resume();
}

bool Arena::resume()
{
    if (!canResume())
        return false;
    m_running = true;
    playNext();
    return true;
}

void Arena::playNext()
{
    if (!m_running)
        return;
    if (m_next >= m_schedule.size()) {
        halt();
        return;
    }
    const auto [black, white] = m_schedule[m_next];
    GameSetup setup;
    setup.game = m_game;
    setup.rules = m_rules;
    setup.timePerMoveMs = m_timeMs;
    setup.seat(core::Side::Black) = m_entrants[black].seat();
    setup.seat(core::Side::White) = m_entrants[white].seat();
    m_inGame = true;
    emit gameStarted(black, white);
    if (!m_controller->newGame(setup)) { // cannot happen after start()'s check
        m_inGame = false;
        halt();
        return;
    }
    // Each game its own seed, so that a level's randomness does not replay the same game; the
    // schedule's index keeps a tournament reproducible (a resumed game gets its seed again).
    for (core::Side s : {core::Side::Black, core::Side::White}) {
        if (auto *c = qobject_cast<ComputerPlayer *>(m_controller->player(s)))
            c->setSeed(quint64(m_next) * 2 + quint64(core::index(s)) + 1);
    }
    m_controller->setPaused(false); // after a stop(): the first player may think now
}

void Arena::onGameOver(const core::GameResult &result)
{
    if (!m_running || !m_inGame)
        return;
    const auto [black, white] = m_schedule[m_next];
    m_inGame = false;
    ++m_next;
    m_games << ArenaGame{black, white, result, m_model->ply()};
    switch (result.outcome) {
    case core::Outcome::BlackWins:
        ++m_standings[black].wins;
        ++m_standings[white].losses;
        break;
    case core::Outcome::WhiteWins:
        ++m_standings[white].wins;
        ++m_standings[black].losses;
        break;
    case core::Outcome::Draw:
        ++m_standings[black].draws;
        ++m_standings[white].draws;
        break;
    }
    save();
    emit gameFinished(int(m_games.size()) - 1);
    // Not from inside the model's signal: the next game replaces this one.
    QTimer::singleShot(0, this, &Arena::playNext);
}

void Arena::stop()
{
    if (m_running)
        halt();
}

void Arena::halt()
{
    m_running = false;
    m_inGame = false;              // a game on the board is dropped; m_next still points at it
    m_controller->setPaused(true); // a thinking player stops; an engine's process is stopped
    save();
    emit finished();
}

void Arena::save()
{
    QDir().mkpath(resultsDir());
    m_savedOk = SaveFile::writeAtomically(m_path, QJsonDocument(toJson()).toJson());
}

QString Arena::resultsDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/arena");
}

QJsonObject Arena::toJson() const
{
    QJsonArray entrants;
    for (const ArenaEntrant &e : m_entrants) {
        QJsonObject o{{QStringLiteral("kind"), playerKindKey(e.kind)}};
        if (e.kind == PlayerKind::Engine)
            o.insert(QStringLiteral("engine"), engineToJson(e.engine));
        else
            o.insert(QStringLiteral("level"), latin1(ai::levelKey(e.level)));
        o.insert(QStringLiteral("copy"), e.copy);
        entrants.append(o);
    }
    QJsonArray games;
    for (const ArenaGame &g : m_games) {
        games.append(QJsonObject{{QStringLiteral("black"), g.black},
            {QStringLiteral("white"), g.white}, {QStringLiteral("result"), resultToJson(g.result)},
            {QStringLiteral("plies"), g.plies}});
    }
    QJsonArray standings;
    for (const ArenaStanding &s : m_standings) {
        const protocols::EloEstimate e = s.elo();
        standings.append(QJsonObject{{QStringLiteral("wins"), s.wins},
            {QStringLiteral("draws"), s.draws}, {QStringLiteral("losses"), s.losses},
            {QStringLiteral("score"), s.score()}, {QStringLiteral("elo"), finiteOrNull(e.diff)},
            {QStringLiteral("margin"), finiteOrNull(e.margin)}});
    }
    return {{QStringLiteral("format"), QStringLiteral("qiju-arena")},
        {QStringLiteral("version"), 1}, {QStringLiteral("game"), latin1(core::gameKey(m_game))},
        {QStringLiteral("rules"), m_rules}, {QStringLiteral("timePerMoveMs"), m_timeMs},
        {QStringLiteral("gamesPerPair"), m_gamesPerPair},
        {QStringLiteral("totalGames"), totalGames()}, {QStringLiteral("complete"), isComplete()},
        {QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("entrants"), entrants}, {QStringLiteral("games"), games},
        {QStringLiteral("standings"), standings}};
}

} // namespace qiju::model
