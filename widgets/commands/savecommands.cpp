#include "savecommands.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "commands/engineseatcheck.h"
#include "commands/leavegame.h"
#include "storage/savefile.h"
#include "windows/gamepage.h"
#include "windows/savesbrowser.h"
#include "words/texts.h"

namespace qiju::widgets {

using model::SaveError;
using model::SaveFile;

SaveCommands::SaveCommands(GamePage *page, QWidget *window)
    : QObject(window)
    , m_page(page)
    , m_window(window)
{
    connect(makeAction("open", QKeySequence::Open), &QAction::triggered, this, &SaveCommands::open);
    connect(makeAction("savesBrowser", Qt::CTRL | Qt::SHIFT | Qt::Key_O), &QAction::triggered, this,
        &SaveCommands::showBrowser);
    connect(makeAction("save", {}), &QAction::triggered, this, &SaveCommands::save);
    connect(makeAction("saveAs", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)),
        &QAction::triggered, this, &SaveCommands::saveAs);
    connect(makeAction("quickSave", QKeySequence(Qt::CTRL | Qt::Key_S)), &QAction::triggered, this,
        &SaveCommands::quickSave);
    connect(makeAction("quickLoad", QKeySequence(Qt::CTRL | Qt::Key_L)), &QAction::triggered, this,
        &SaveCommands::quickLoad);
    retranslate();
}

QAction *SaveCommands::makeAction(const char *name, const QKeySequence &shortcut)
{
    auto *a = new QAction(m_window);
    a->setObjectName(QString::fromLatin1(name));
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    m_actions.append(a);
    return a;
}

void SaveCommands::retranslate()
{
    const QString texts[][2] = {
        {tr("&Open…"), tr("Open a saved game")},
        {tr("Saved &Games…"), tr("Browse, open and delete saved games")},
        {tr("&Save"), tr("Save this game to its file")},
        {tr("Save &As…"), tr("Save this game to a new file")},
        {tr("Quic&k Save"), tr("Save this game to the quick-save slot")},
        {tr("Quick &Load"), tr("Continue the game in the quick-save slot")},
    };
    for (int i = 0; i < m_actions.size(); ++i) {
        m_actions[i]->setText(texts[i][0]);
        m_actions[i]->setToolTip(texts[i][1]);
    }
}

void SaveCommands::updateActions(bool inGame)
{
    for (QAction *a : m_actions) {
        const QString n = a->objectName();
        if (n == QLatin1String("save") || n == QLatin1String("saveAs")
            || n == QLatin1String("quickSave"))
            a->setEnabled(inGame);
    }
}

QString SaveCommands::playersText(const model::GameSetup &setup)
{
    QStringList names;
    for (const model::SeatSetup &seat : setup.seats) {
        if (seat.kind == model::PlayerKind::Computer)
            names << tr("Computer (%1)").arg(Texts::levelName(seat.level));
        else
            names << (seat.name.isEmpty() ? Texts::playerKindName(seat.kind) : seat.name);
    }
    return tr("%1 vs %2").arg(names[0], names[1]);
}

bool SaveCommands::saveTo(const QString &path)
{
    if (!m_page->model()->hasGame())
        return false;
    QString why;
    const SaveError e = m_page->session()->saveTo(path, &why);
    if (e != SaveError::None) {
        QString text = QStringLiteral("%1\n\n%2").arg(QDir::toNativeSeparators(path), Texts::saveError(e));
        if (!why.isEmpty())
            text += QStringLiteral("\n\n") + tr("Reason: %1").arg(why);
        QMessageBox::warning(m_window, tr("Cannot save the game"), text);
        return false;
    }
    emit statusMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool SaveCommands::writeSlot(const QString &path)
{
    // A fixed slot holding an unreadable file: keep that file aside instead of overwriting it.
    if (QFileInfo::exists(path) && !SaveFile::read(path).ok())
        SaveFile::setAside(path);
    return m_page->session()->saveTo(path) == SaveError::None;
}

bool SaveCommands::load(const QString &path, bool quiet, bool own)
{
    model::LoadResult r = SaveFile::read(path);
    if (!r.ok()) {
        if (!quiet) {
            QMessageBox::warning(m_window, tr("Cannot open the saved game"),
                QStringLiteral("%1\n\n%2")
                    .arg(QDir::toNativeSeparators(path), Texts::saveError(r.error, r.detail)));
        }
        return false;
    }
    if (!settleEngineSeats(r.game.setup, m_window)
        || !m_page->loadGame(std::move(r.game), own ? path : QString()))
        return false;
    emit gameLoaded();
    emit statusMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool SaveCommands::openFile(const QString &path)
{
    return load(path, false, true);
}

void SaveCommands::save()
{
    const QString path = m_page->session()->filePath();
    if (path.isEmpty())
        saveAs();
    else
        saveTo(path);
}

void SaveCommands::saveAs()
{
    if (!m_page->model()->hasGame())
        return;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Game"),
        SaveFile::suggestedPath(m_page->model()->gameId()), tr("Qiju saved games (*.qiju)"));
    if (path.isEmpty())
        return;
    const QString withSuffix
        = QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".qiju") : path;
    if (saveTo(withSuffix))
        m_page->session()->setFilePath(withSuffix);
}

void SaveCommands::open()
{
    if (!mayLeaveGame(m_page->session(), m_window))
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Saved Game"), SaveFile::savesDir(), tr("Qiju saved games (*.qiju)"));
    if (!path.isEmpty())
        openFile(path);
}

void SaveCommands::quickSave()
{
    if (!m_page->model()->hasGame())
        return;
    if (writeSlot(SaveFile::quicksavePath()))
        emit statusMessage(tr("Quick save done. Quick Load (Ctrl+L) returns to this point."));
    else
        emit statusMessage(Texts::saveError(SaveError::CannotWrite));
}

void SaveCommands::quickLoad()
{
    const QString path = SaveFile::quicksavePath();
    if (!QFileInfo::exists(path)) {
        emit statusMessage(tr("There is no quick save yet (Ctrl+S makes one)."));
        return;
    }
    if (!mayLeaveGame(m_page->session(), m_window))
        return;
    load(path, false, false);
}

void SaveCommands::showBrowser()
{
    SavesBrowser browser(m_window);
    connect(&browser, &SavesBrowser::openRequested, this, [this, &browser](const QString &path) {
        if (mayLeaveGame(m_page->session(), &browser) && openFile(path))
            browser.accept();
    });
    browser.exec();
}

QString SaveCommands::continueOffer() const
{
    const QString path = m_page->session()->autosavePath();
    if (path.isEmpty() || !QFileInfo::exists(path))
        return {};
    const model::LoadResult r = SaveFile::read(path);
    if (!r.ok() || r.game.tree->position().result() || r.game.tree->current().endOverride)
        return {};
    return tr("%1 · move %2 · %3")
        .arg(Texts::gameName(r.game.setup.game))
        .arg(r.game.tree->depth())
        .arg(playersText(r.game.setup));
}

bool SaveCommands::continueLastGame()
{
    if (!mayLeaveGame(m_page->session(), m_window))
        return false;
    return load(m_page->session()->autosavePath(), false, false);
}

} // namespace qiju::widgets
