// GameSession: one game being played, as a whole — the GameModel (position and history), the
// GameController (turns, players, clocks, Go's marking), the review, and the session policy
// that used to live in the page: the playing time, what goes into a save, the autosave (on
// every ply, so the game last played can always be continued at its last move), the line in
// records.jsonl when a game ends by play, and what leaving an unfinished game asks for.
// Widgets draw the session and turn input into intents; they decide none of this.
// GUI thread only.
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include "session/gamecontroller.h"
#include "session/gamemodel.h"
#include "session/gamereview.h"
#include "storage/backgroundwriter.h"
#include "storage/savegame.h"

namespace qiju::model {

class GameSession : public QObject
{
    Q_OBJECT

public:
    explicit GameSession(QObject *parent = nullptr);

    GameModel *model() const { return m_model; }
    GameController *controller() const { return m_controller; }
    GameReview *review() const { return m_review; }

    // Starts a game; false (changing nothing) if the setup is invalid.
    bool startGame(const GameSetup &setup);
    // Continues a loaded save: its tree (not null), clocks, Go marks and playing time. A save
    // of a finished game shows that game without announcing its end again. `path`: the file
    // it came from, which becomes the game's own file (empty for the autosave, the quick save
    // or an imported record).
    void loadGame(SavedGame &&game, const QString &path = {});

    // The game's own file: where Save writes without asking and where keep() puts it. Set
    // by loading it from or saving it to a file; empty for a new game.
    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path) { m_filePath = path; }

    // Playing time of this game so far, including time before it was saved and loaded; the
    // clock stops at the end of the game.
    qint64 playedMs() const;
    // What a save of the game now keeps besides setup and history (verbatim state of other
    // features from the loaded file, the clocks, Go's marks, the playing time, the time of
    // saving).
    SaveExtras saveExtras() const;
    // Writes the game to `path` as it stands in play (the live node, also while reviewing an
    // earlier position). `why` (optional): the system's reason when it fails.
    SaveError saveTo(const QString &path, QString *why = nullptr) const;

    // The autosave keeps the game last played: written after every move, take-back and
    // marking change of an unfinished game with at least one move, removed when the game ends.
    // `path` empty switches it off (tests); the default is SaveFile::autosavePath().
    void setAutosavePath(const QString &path)
    {
        m_autosavePath = path;
        m_autosaveChecked = false;
    }
    QString autosavePath() const { return m_autosavePath; }
    // Brings the autosave up to date now, waiting for the disk. False if it could not be
    // written (lastError() says why); true when there was nothing to write. (After each move
    // the autosave is written on a thread of its own; a failure there is reported by
    // storageFailed() once the GUI thread hears of it.)
    bool autosave();
    // Where records.jsonl lines go (default RecordFile::defaultPath(); empty: nowhere).
    void setRecordPath(const QString &path) { m_recordPath = path; }

    // What leaving the game (a new game, another file, the start page, quitting) should do:
    // nothing to keep (no game, no move yet, or over), keep it without asking (the computer
    // or an external engine plays a seat: the game is saved), or ask the person whether to
    // keep it (people at the board or over the network).
    enum class Leave : quint8 { Nothing, Keep, Ask };
    Leave leaveVerdict() const;
    // Keeps the unfinished game: brings the autosave up to date and also writes the game to
    // its own file (a new one in the saves folder if it has none), so the next game's
    // autosave cannot replace it. Returns that file's path, or an empty string if it could
    // not be written. Until the next move leaveVerdict() is then Nothing.
    QString keep();
    // Forgets the unfinished game: its autosave is removed (its own file, if any, stays).
    // Until the next move leaveVerdict() is then Nothing.
    void discard();

    // The path of the last failed write (autosave, keep, record) and the system's reason.
    QString lastError() const { return m_lastError; }
    QString lastErrorReason() const { return m_lastErrorReason; }

signals:
    // A game ended by play (not a loaded finished game, not the end of a variation in
    // review): its record is written; the page plays out the ending.
    void gameEnded(const qiju::core::GameResult &result);
    // A file of the session (autosave, a kept game, records.jsonl) could not be written;
    // `reason` is the system's ("No space left on device").
    void storageFailed(const QString &path, const QString &reason);

private:
    void onGameOver(const core::GameResult &result);
    void writeRecord(const core::GameResult &result);
    bool updateAutosave(bool wait);
    bool writeAutosave(bool wait);
    void fail(const QString &path, const QString &reason);

    GameModel *m_model;
    GameController *m_controller;
    GameReview *m_review;
    BackgroundWriter *m_writer;
    SaveExtras m_loadedExtras;
    qint64 m_playedBaseMs = 0;
    QElapsedTimer m_playClock;
    QString m_autosavePath;
    QString m_filePath;
    QString m_recordPath;
    QString m_lastError;
    QString m_lastErrorReason;
    bool m_restoring = false; // loading a save: its end was announced before
    bool m_recorded = false;  // this game's line in records.jsonl is written
    bool m_settled = false;   // kept or discarded since the last move
    bool m_autosaveChecked = false; // an unreadable file in the slot was set aside
};

} // namespace qiju::model
