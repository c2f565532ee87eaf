#include "gamesession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>

#include "players/player.h"
#include "storage/records.h"
#include "storage/savefile.h"

namespace qiju::model {

using core::Side;

namespace {
// The game's own file, kept in its saves (and so in the autosave) so that a game continued from
// the autosave goes on being kept in the same file.
const QLatin1String kFileKey("file");
} // namespace

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_model(new GameModel(this))
    , m_controller(new GameController(m_model, this))
    , m_review(new GameReview(m_controller, this))
    , m_writer(new BackgroundWriter(this))
    , m_autosavePath(SaveFile::autosavePath())
    , m_recordPath(RecordFile::defaultPath())
{
    connect(m_model, &GameModel::gameOver, this, &GameSession::onGameOver);
    connect(m_writer, &BackgroundWriter::failed, this, &GameSession::fail);
    connect(m_model, &GameModel::positionReset, this, [this] {
        if (!m_playClock.isValid() && m_model->hasGame() && !m_model->isOver())
            m_playClock.start(); // play goes on after taking back the last move
    });
    // Every change of the game in play reaches the autosave: moves, take-backs, comments, the
    // tree's shape, marks.
    const auto keep = [this] {
        m_settled = false;
        if (!m_restoring)
            updateAutosave(false);
    };
    connect(m_model, &GameModel::moveApplied, this, keep);
    connect(m_model, &GameModel::positionReset, this, keep);
    connect(m_model, &GameModel::commentChanged, this, keep);
    connect(m_model, &GameModel::treeChanged, this, keep);
    connect(m_controller->marking(), &GoMarking::changed, this, keep);
}

bool GameSession::startGame(const GameSetup &setup)
{
    if (!m_controller->newGame(setup))
        return false;
    m_loadedExtras = {};
    m_filePath.clear();
    m_settled = false;
    m_recorded = false;
    m_playedBaseMs = 0;
    m_playClock.start();
    return true;
}

void GameSession::loadGame(SavedGame &&game, const QString &path)
{
    m_loadedExtras = game.extras;
    m_filePath = path;
    const QString ownFile = game.extras.extra.value(kFileKey).toString();
    if (m_filePath.isEmpty() && !ownFile.isEmpty() && QFileInfo::exists(ownFile))
        m_filePath = ownFile;
    m_playedBaseMs = game.extras.playedMs;
    m_playClock.start();
    m_restoring = true;
    // The clocks as they were saved (their time control wins over the setup's).
    const QJsonObject clocks = game.extras.clocks;
    const QJsonObject control = clocks.value(QStringLiteral("control")).toObject();
    if (const auto tc = TimeControl::fromJson(control))
        game.setup.timeControl = *tc;
    // Go's marks as saved; a record without them (an SGF ending in two passes) gets the
    // estimator's.
    const QJsonValue marks = game.extras.extra.value(QLatin1String(GoMarking::kExtraKey));
    GoMarking::restore(*game.tree, marks.toObject());
    m_controller->loadGame(game.setup, std::move(game.tree));
    if (!marks.isObject())
        m_controller->marking()->estimate();
    if (!clocks.isEmpty())
        m_controller->clock()->restore(clocks);
    m_restoring = false;
    m_recorded = m_model->isOver(); // a finished game was recorded when it ended
    m_settled = false;
    autosave();
}

qint64 GameSession::playedMs() const
{
    return m_playedBaseMs + (m_playClock.isValid() ? m_playClock.elapsed() : 0);
}

SaveExtras GameSession::saveExtras() const
{
    SaveExtras extras = m_loadedExtras;
    extras.playedMs = playedMs();
    extras.saved = QDateTime::currentDateTimeUtc();
    const GameClock *clock = m_controller->clock();
    extras.clocks = clock->isTimed() ? clock->toJson() : QJsonObject();
    extras.extra.remove(kFileKey);
    if (!m_filePath.isEmpty())
        extras.extra.insert(kFileKey, m_filePath);
    const QString markingKey = QLatin1String(GoMarking::kExtraKey);
    extras.extra.remove(markingKey);
    if (m_model->hasGame()) {
        const QJsonObject marks = GoMarking::toJson(m_model->tree());
        if (!marks.isEmpty())
            extras.extra.insert(markingKey, marks);
    }
    return extras;
}

SaveError GameSession::saveTo(const QString &path, QString *why) const
{
    if (!m_model->hasGame())
        return SaveError::CannotWrite;
    return SaveFile::write(
        path, m_controller->setup(), m_model->tree(), saveExtras(), m_review->gameNode(), why);
}

void GameSession::fail(const QString &path, const QString &reason)
{
    m_lastError = path;
    m_lastErrorReason = reason;
    emit storageFailed(path, reason);
}

bool GameSession::autosave() { return updateAutosave(true); }

bool GameSession::updateAutosave(bool wait)
{
    if (m_autosavePath.isEmpty() || !m_model->hasGame())
        return true;
    if (m_model->isOver()) { // a finished game is not offered to continue
        m_writer->finish();
        QFile::remove(m_autosavePath);
        return true;
    }
    if (m_model->tree().root().children.empty())
        return true; // nothing played yet: the game before it stays on offer
    return writeAutosave(wait);
}

bool GameSession::writeAutosave(bool wait)
{
    // A slot holding an unreadable file (checked once): keep that file aside instead of
    // overwriting it.
    if (!m_autosaveChecked && QFileInfo::exists(m_autosavePath)
        && !SaveFile::read(m_autosavePath).ok())
        SaveFile::setAside(m_autosavePath);
    m_autosaveChecked = true;
    if (!wait) {
        m_writer->write(m_autosavePath,
            SaveFile::serialize(
                m_controller->setup(), m_model->tree(), saveExtras(), m_review->gameNode()));
        return true;
    }
    m_writer->finish();
    QString why;
    if (saveTo(m_autosavePath, &why) == SaveError::None)
        return true;
    fail(m_autosavePath, why);
    return false;
}

GameSession::Leave GameSession::leaveVerdict() const
{
    if (m_settled || !m_model->hasGame() || m_model->isOver()
        || m_model->tree().root().children.empty())
        return Leave::Nothing;
    for (Side s : {Side::Black, Side::White}) {
        const PlayerKind kind = m_controller->setup().seat(s).kind;
        if (kind == PlayerKind::Computer || kind == PlayerKind::Engine)
            return Leave::Keep;
    }
    return Leave::Ask;
}

QString GameSession::keep()
{
    if (leaveVerdict() == Leave::Nothing)
        return {};
    autosave();
    const QString path
        = m_filePath.isEmpty() ? SaveFile::suggestedPath(m_model->gameId()) : m_filePath;
    QString why;
    if (path.isEmpty() || saveTo(path, &why) != SaveError::None) {
        fail(path, why); // an empty path: the system gives Qiju no data folder
        return {};
    }
    m_filePath = path;
    m_settled = true;
    return path;
}

void GameSession::discard()
{
    if (leaveVerdict() == Leave::Nothing)
        return;
    m_writer->finish();
    if (!m_autosavePath.isEmpty())
        QFile::remove(m_autosavePath);
    m_settled = true;
}

void GameSession::onGameOver(const core::GameResult &result)
{
    if (m_controller->isReviewing()) // the end of a variation: no ceremony, no record
        return;
    if (m_playClock.isValid()) {
        m_playedBaseMs += m_playClock.elapsed();
        m_playClock.invalidate();
    }
    if (m_restoring)
        return;
    writeRecord(result);
    emit gameEnded(result);
}

void GameSession::writeRecord(const core::GameResult &result)
{
    // A demo's computers playing the people's seats do not make a record of the people's game.
    bool seatsAsSetUp = true;
    for (Side s : {Side::Black, Side::White}) {
        const Player *p = m_controller->player(s);
        seatsAsSetUp = seatsAsSetUp && p && p->kind() == m_controller->setup().seat(s).kind;
    }
    if (m_recorded || !seatsAsSetUp || m_recordPath.isEmpty())
        return;
    m_recorded = true;
    const GameRecord record = GameRecord::fromGame(
        m_controller->setup(), m_model->position(), result, m_model->ply(), playedMs());
    QString why;
    if (!RecordFile::append(m_recordPath, record, &why))
        fail(m_recordPath, why);
}

} // namespace qiju::model
