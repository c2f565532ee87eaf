// StorageNotices: tells the person when Qiju could not write one of its own files (the
// autosave, a kept game, the results record, the settings). The first failure of a session
// shows a notice beside the window, naming the file and the reason, that does not stop play;
// every failure, the first included, also goes to the status bar. GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>

class QMainWindow;
class QMessageBox;

namespace qiju::widgets {

class StorageNotices : public QObject
{
    Q_OBJECT

public:
    explicit StorageNotices(QMainWindow *window);

    // `path`: the file that could not be written; `reason`: the system's words for why.
    void report(const QString &path, const QString &reason);
    // How many failures were reported, and the notice of the first (null once closed).
    int count() const { return m_count; }
    QMessageBox *notice() const { return m_notice; }

private:
    QMainWindow *m_window;
    QPointer<QMessageBox> m_notice;
    int m_count = 0;
};

} // namespace qiju::widgets
