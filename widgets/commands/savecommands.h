// SaveCommands: the file menu of a game — Save, Save As, Open, Quick save/load, the Saves
// browser and "Continue your last game" (the GameSession's autosave). Works on the page's
// GameSession at any moment of a game, also while the computer thinks (loading drops its
// search; the loaded position's player is asked to move). Saves live in AppDataLocation/saves
// (SaveFile). GUI thread only; owned by the main window.
#pragma once

#include <QObject>
#include <QString>

#include "storage/savegame.h"

class QAction;
class QWidget;

namespace qiju::widgets {

class GamePage;

class SaveCommands : public QObject
{
    Q_OBJECT

public:
    SaveCommands(GamePage *page, QWidget *window);

    // The actions in menu order: open, savesBrowser, save, saveAs, quickSave, quickLoad.
    QList<QAction *> actions() const { return m_actions; }
    void retranslate();
    void updateActions(bool inGame);

    // Loads a .qiju file and continues it; on failure tells the user why and returns false
    // (the file is left untouched).
    bool openFile(const QString &path);
    // Writes the game to `path`; false (after telling the user) if it could not be written.
    bool saveTo(const QString &path);
    // The autosave as a one-line description ("Othello · move 12 · Ann vs Qiju AI"), or an
    // empty string when there is no unfinished game to continue.
    QString continueOffer() const;
    bool continueLastGame();

    // "Ann vs Computer (Hard)" for a setup.
    static QString playersText(const model::GameSetup &setup);

signals:
    // A saved game was loaded into the page: the window should show it.
    void gameLoaded();
    void statusMessage(const QString &text);

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut);
    bool writeSlot(const QString &path);
    // `own`: the file becomes the game's own file (Save writes there).
    bool load(const QString &path, bool quiet, bool own);
    void save();
    void saveAs();
    void open();
    void quickSave();
    void quickLoad();
    void showBrowser();

    GamePage *m_page;
    QWidget *m_window;
    QList<QAction *> m_actions;
};

} // namespace qiju::widgets
