#include "enginecommands.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>

#include "docks/engineconsole.h"
#include "windows/arenawindow.h"
#include "windows/enginesdialog.h"
#include "windows/gamepage.h"
#include "words/enginetexts.h"
#include "words/texts.h"

namespace qiju::widgets {

EngineCommands::EngineCommands(GamePage *page, QMainWindow *window)
    : QObject(window)
    , m_page(page)
    , m_window(window)
    , m_engines(new QAction(window))
    , m_arena(new QAction(window))
    , m_console(new EngineConsole(page->controller(), window))
{
    m_engines->setObjectName(QStringLiteral("engines"));
    connect(m_engines, &QAction::triggered, this, &EngineCommands::showEnginesDialog);
    m_arena->setObjectName(QStringLiteral("arena"));
    connect(m_arena, &QAction::triggered, this, &EngineCommands::showArena);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_console);
    m_console->hide();
    m_console->toggleViewAction()->setObjectName(QStringLiteral("showEngineConsole"));
    connect(page->controller(), &model::GameController::engineFailed, this,
        &EngineCommands::onEngineFailed);
    retranslate();
}

QList<QAction *> EngineCommands::viewActions() const { return {m_console->toggleViewAction()}; }

void EngineCommands::retranslate()
{
    m_engines->setText(tr("&Engines…"));
    m_engines->setToolTip(tr("Add, test and remove external engines and Botzone bots"));
    m_arena->setText(tr("Ar&ena…"));
    m_arena->setToolTip(tr("A tournament between Qiju's levels and external engines"));
    m_console->retranslate();
    m_console->toggleViewAction()->setText(tr("Engine &Console"));
    m_console->toggleViewAction()->setToolTip(tr("Show the lines exchanged with external engines"));
}

bool EngineCommands::showEnginesDialog()
{
    EnginesDialog dialog(m_window);
    return dialog.exec() == QDialog::Accepted;
}

ArenaWindow *EngineCommands::showArena()
{
    if (!m_arenaWindow) // kept when closed: reopened, it shows the last tournament
        m_arenaWindow = new ArenaWindow(m_window);
    m_arenaWindow->show();
    m_arenaWindow->raise();
    m_arenaWindow->activateWindow();
    return m_arenaWindow;
}

void EngineCommands::onEngineFailed(
    core::Side seat, model::EngineFault fault, const QString &detail)
{
    const model::GameSetup &setup = m_page->controller()->setup();
    const model::EngineDefinition &engine = setup.seat(seat).engine;
    const QString side = Texts::sideName(setup.game, seat);
    const QString text
        = EngineTexts::failureMessage(engine.name, side, fault, detail, engine.onFault);
    emit statusMessage(EngineTexts::fault(fault));
    // One message at a time; a second failure (the other seat) replaces the text.
    if (!m_message) {
        m_message = new QMessageBox(
            QMessageBox::Warning, QString(), QString(), QMessageBox::Ok, m_window);
        m_message->setObjectName(QStringLiteral("engineFailure"));
        m_message->setAttribute(Qt::WA_DeleteOnClose);
        m_message->setWindowModality(Qt::NonModal);
    }
    m_message->setWindowTitle(tr("Engine failed"));
    m_message->setText(text);
    m_message->setInformativeText(tr("View > Engine Console shows what it sent and received."));
    m_message->show();
}

} // namespace qiju::widgets
