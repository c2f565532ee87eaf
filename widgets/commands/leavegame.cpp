#include "leavegame.h"

#include <QCoreApplication>
#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include "session/gamesession.h"

namespace qiju::widgets {

namespace {

class LeaveTexts
{
    Q_DECLARE_TR_FUNCTIONS(qiju::widgets::LeaveGame)
};

void tell(QWidget *window, const QString &text)
{
    if (auto *main = qobject_cast<QMainWindow *>(window))
        main->statusBar()->showMessage(text, 8000);
}

void keep(model::GameSession *session, QWidget *window)
{
    const QString path = session->keep();
    if (path.isEmpty()) {
        QMessageBox::warning(window, LeaveTexts::tr("Cannot save the game"),
            LeaveTexts::tr("The unfinished game could not be saved to the saves folder. It stays "
                           "on offer as your last game until you play another."));
        return;
    }
    tell(window,
        LeaveTexts::tr("The unfinished game was saved to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace

bool mayLeaveGame(model::GameSession *session, QWidget *window)
{
    using Leave = model::GameSession::Leave;
    switch (session->leaveVerdict()) {
    case Leave::Nothing: return true;
    case Leave::Keep: keep(session, window); return true;
    case Leave::Ask: break;
    }
    QMessageBox box(QMessageBox::Question, LeaveTexts::tr("Unfinished Game"),
        LeaveTexts::tr("This game is not finished. Save it before leaving?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window);
    box.setObjectName(QStringLiteral("leaveGameQuestion"));
    box.setInformativeText(LeaveTexts::tr(
        "A saved game appears under Game ▸ Saved Games and can be continued later."));
    box.setDefaultButton(QMessageBox::Save);
    box.button(QMessageBox::Save)->setText(LeaveTexts::tr("Save"));
    box.button(QMessageBox::Discard)->setText(LeaveTexts::tr("Discard"));
    box.button(QMessageBox::Cancel)->setText(LeaveTexts::tr("Cancel"));
    switch (box.exec()) {
    case QMessageBox::Save: keep(session, window); return true;
    case QMessageBox::Discard: session->discard(); return true;
    default: return false;
    }
}

} // namespace qiju::widgets
