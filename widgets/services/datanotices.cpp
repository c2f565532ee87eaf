#include "datanotices.h"

#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include "ai/gameprofile.h"

#include "notice.h"
#include "words/texts.h"

namespace qiju::widgets {

DataNotices::DataNotices(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
}

void DataNotices::check(core::GameId game)
{
    const ai::GameProfile &row = ai::gameProfile(game);
    if (!row.dataProblem)
        return;
    const std::optional<ai::DataProblem> problem = row.dataProblem();
    if (!problem)
        return;
    const QString name = Texts::gameName(game);
    const QString file = problem->source.empty()
        ? tr("(the data built into Qiju)")
        : QDir::toNativeSeparators(QString::fromStdString(problem->source));
    const QString why = QString::fromStdString(problem->reason);
    m_window->statusBar()->showMessage(
        tr("%1: the computer player's learned knowledge could not be read from %2: %3")
            .arg(name, file, why),
        15000);
    if (m_noticed.contains(int(game)))
        return;
    m_noticed.insert(int(game));
    m_notice = showNotice(m_window, QStringLiteral("dataNotice"),
        tr("The computer player plays weaker"),
        tr("The computer player's learned move knowledge for %1 could not be read from\n%2\n\n"
           "Reason: %3\n\nYou can go on playing: the computer player uses its simpler built-in "
           "knowledge instead, and so plays weaker on the biggest board.")
            .arg(name, file, why));
}

} // namespace qiju::widgets
