#include "storagenotices.h"

#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include "notice.h"

namespace qiju::widgets {

StorageNotices::StorageNotices(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
}

void StorageNotices::report(const QString &path, const QString &reason)
{
    ++m_count;
    const QString file = path.isEmpty() ? tr("(this system gives Qiju no folder for its data)")
                                        : QDir::toNativeSeparators(path);
    const QString why = reason.isEmpty() ? tr("unknown reason") : reason;
    m_window->statusBar()->showMessage(tr("Could not write %1: %2").arg(file, why), 15000);
    if (m_count > 1)
        return;
    m_notice = showNotice(m_window, QStringLiteral("storageNotice"),
        tr("Qiju cannot write its files"),
        tr("Qiju could not write the file\n%1\n\nReason: %2\n\nYou can go on playing, but "
           "what this file keeps (the game to continue, your results or your settings) may "
           "not be kept. Check that the disk has room and that the folder can be written. "
           "Further failures are shown in the status bar only.")
            .arg(file, why));
}

} // namespace qiju::widgets
