#include "savefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStringDecoder>

#include "common/types.h"
#include "games/gameregistry.h"

namespace qiju::model {

LoadResult SaveFile::read(const QString &path)
{
    QFile file(path);
    LoadResult r;
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = SaveError::CannotRead;
        return r;
    }
    if (file.size() > kMaxBytes) {
        r.error = SaveError::TooLarge;
        return r;
    }
    return parse(file.read(kMaxBytes + 1));
}

LoadResult SaveFile::parse(const QByteArray &bytes)
{
    LoadResult r;
    if (bytes.size() > kMaxBytes) {
        r.error = SaveError::TooLarge;
        return r;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8.decode(bytes);
    if (utf8.hasError() || bytes.contains('\0')) {
        r.error = SaveError::NotText;
        return r;
    }
    const QString trimmed = text.trimmed();
    if (!trimmed.isEmpty() && trimmed.front() != QLatin1Char('{')) {
        r.error = SaveError::Foreign; // some other text file (notes, SGF, a list, ...)
        return r;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError) {
        const bool atEnd = pe.offset >= bytes.trimmed().size();
        const bool unterminated = pe.error == QJsonParseError::UnterminatedObject
            || pe.error == QJsonParseError::UnterminatedArray
            || pe.error == QJsonParseError::UnterminatedString;
        r.error = (atEnd || unterminated) && !text.trimmed().isEmpty() ? SaveError::Truncated
                                                                       : SaveError::Damaged;
        if (text.trimmed().isEmpty())
            r.error = SaveError::Truncated; // an empty file: the write never got going
        r.detail = QString::number(pe.offset);
        return r;
    }
    if (!doc.isObject()) {
        r.error = SaveError::Foreign;
        return r;
    }
    return saveFromJson(doc.object());
}

QByteArray SaveFile::serialize(
    const GameSetup &setup, const GameTree &tree, const SaveExtras &extras, const GameNode *current)
{
    return QJsonDocument(saveToJson(setup, tree, extras, current)).toJson(QJsonDocument::Indented);
}

SaveError SaveFile::write(const QString &path, const GameSetup &setup, const GameTree &tree,
    const SaveExtras &extras, const GameNode *current, QString *why)
{
    return writeAtomically(path, serialize(setup, tree, extras, current), why)
        ? SaveError::None
        : SaveError::CannotWrite;
}

bool SaveFile::writeAtomically(const QString &path, const QByteArray &bytes, QString *why)
{
    QSaveFile file(path);
    const auto failed = [&file, why] {
        if (why)
            *why = file.errorString();
        return false;
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed();
    // Qt 6.4's commit() replaces the old file even when flushing the last bytes failed (a full
    // disk, a file-size limit): check the flush and the size first.
    if (file.write(bytes) != bytes.size() || !file.flush() || file.size() != bytes.size()) {
        failed();
        file.cancelWriting();
        return false;
    }
    return file.commit() || failed();
}

QString SaveFile::savesDir()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (base.isEmpty())
        return {};
    const QString dir = base + QStringLiteral("/saves");
    QDir().mkpath(dir);
    return dir;
}

namespace {
QString inSavesDir(const QString &name)
{
    const QString dir = SaveFile::savesDir();
    return dir.isEmpty() ? QString() : dir + QLatin1Char('/') + name;
}
} // namespace

QString SaveFile::autosavePath() { return inSavesDir(QStringLiteral("autosave.qiju")); }

QString SaveFile::quicksavePath() { return inSavesDir(QStringLiteral("quicksave.qiju")); }

QString SaveFile::suggestedPath(core::GameId game)
{
    const std::string_view key = core::gameKey(game);
    const QString stem = QString::fromLatin1(key.data(), qsizetype(key.size())) + QLatin1Char('-')
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd-HHmm"));
    const QString dir = savesDir();
    if (dir.isEmpty())
        return {};
    QString path = dir + QLatin1Char('/') + stem + QStringLiteral(".qiju");
    for (int i = 2; QFileInfo::exists(path); ++i)
        path = dir + QLatin1Char('/') + stem + QStringLiteral("-%1.qiju").arg(i);
    return path;
}

bool SaveFile::setAside(const QString &path)
{
    if (!QFileInfo::exists(path))
        return false;
    const QString aside = path + QStringLiteral(".damaged-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss"));
    return QFile::rename(path, aside);
}

} // namespace qiju::model
