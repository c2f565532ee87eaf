// SaveFile: .qiju files on disk. Writing goes through QSaveFile, so the previous file stays
// intact until the new one is complete; reading classifies every way a file can be unusable
// (missing, huge, binary, truncated, damaged, foreign, newer, impossible history) as a
// SaveError and never modifies the file. Also the fixed places of the autosave and the quick
// save. Stateless; any thread.
#pragma once

#include <QString>

#include "storage/savegame.h"

namespace qiju::model {

class SaveFile
{
public:
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024;
    static inline const QString kSuffix = QStringLiteral("qiju");

    static LoadResult read(const QString &path);
    // Classifies and parses the bytes of a file (read() without the disk).
    static LoadResult parse(const QByteArray &bytes);
    // `current`: the node saved as current (see saveToJson()).
    static QByteArray serialize(const GameSetup &setup, const GameTree &tree,
        const SaveExtras &extras, const GameNode *current = nullptr);
    // `why` (optional): the system's reason when the write fails ("Permission denied").
    static SaveError write(const QString &path, const GameSetup &setup, const GameTree &tree,
        const SaveExtras &extras, const GameNode *current = nullptr, QString *why = nullptr);
    // Replaces the file at `path` with `bytes` all at once: on any failure (including a disk
    // that fills up half-way) the earlier file stays as it was and `why` gets the reason.
    static bool writeAtomically(const QString &path, const QByteArray &bytes, QString *why = nullptr);

    // AppDataLocation/saves, created on demand. Its path even when it cannot be created, so
    // that a write there fails and says why instead of landing elsewhere; empty only when the
    // platform has no data folder at all. The paths below are then empty too.
    static QString savesDir();
    static QString autosavePath();  // savesDir()/autosave.qiju
    static QString quicksavePath(); // savesDir()/quicksave.qiju
    // A fresh file name in savesDir() for a game saved now ("othello-2026-11-23-2340.qiju").
    static QString suggestedPath(core::GameId game);
    // Moves an unreadable file out of the way (renamed "<name>.damaged-<time>") so a fixed slot
    // such as the autosave can be written again without destroying it. True if it was moved.
    static bool setAside(const QString &path);
};

} // namespace qiju::model
