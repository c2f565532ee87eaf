// DataNotices: tells the person when the computer player of a game could not read its learned
// data (a weights file, named by the game's AI row) and plays with simpler built-in knowledge.
// The first game of that kind in a session shows a notice beside the window, naming the file
// and the reason, that does not stop play; the status bar says it each time. GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>

#include "common/game.h"

class QMainWindow;
class QMessageBox;

namespace qiju::widgets {

class DataNotices : public QObject
{
    Q_OBJECT

public:
    explicit DataNotices(QMainWindow *window);

    // Asks the game's AI row whether its data could be used (loading it the first time).
    void check(core::GameId game);
    // The notice of the first problem (null once closed, or if there was none).
    QMessageBox *notice() const { return m_notice; }

private:
    QMainWindow *m_window;
    QPointer<QMessageBox> m_notice;
    QSet<int> m_noticed; // games whose notice was shown this session
};

} // namespace qiju::widgets
