// MainWindow: wires the start page, the game page, the menus, the tool bar and the settings
// together; the game logic lives in the model and the pages. GUI thread only.
#pragma once

#include <QMainWindow>

#include "storage/settings.h"

class QAction;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace qiju::widgets {

class AudioService;
class EngineCommands;
class GamePage;
class JukeboxDialog;
class LanguageManager;
class NetworkCommands;
class ReviewCommands;
class SaveCommands;
class SettingsCommands;
class DataNotices;
class StorageNotices;
class TextCommands;
class StartPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(LanguageManager *language, QWidget *parent = nullptr);

    GamePage *gamePage() const { return m_gamePage; }
    StartPage *startPage() const { return m_startPage; }
    // Opens the New Game dialog for `game`; returns whether a game started.
    bool newGame(core::GameId game);
    // Starts a game without asking (tests, command line).
    bool startGame(const model::GameSetup &setup);
    void showStartPage();
    SaveCommands *saveCommands() const { return m_saves; }
    TextCommands *textCommands() const { return m_texts; }
    ReviewCommands *reviewCommands() const { return m_review; }
    EngineCommands *engineCommands() const { return m_engines; }
    NetworkCommands *networkCommands() const { return m_network; }
    SettingsCommands *settingsCommands() const { return m_settingsCommands; }
    // The How-to-play text for the current game (Othello when no game is on).
    QString howToPlayText() const;
    QAction *action(const QString &objectName) const;
    AudioService *audio() const { return m_audio; }
    // Opens (or raises) the jukebox.
    void showJukebox();
    // Switches every page to the theme with `id` and remembers it.
    void applyTheme(const QString &id);
    StorageNotices *storageNotices() const { return m_storageNotices; }
    DataNotices *dataNotices() const { return m_dataNotices; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut = {});
    void createActions();
    void createMenus();
    void retranslate();
    void updateActions();
    void showGamePage();
    // Back to Games: what happens to an unfinished game is asked or decided first.
    void leaveToStartPage();
    void showHowToPlay();
    void showAbout();
    // Writes the settings now (with the window's place); a failure is reported.
    void syncSettings();

    model::Settings m_settings;
    LanguageManager *m_language;
    QStackedWidget *m_stack;
    StartPage *m_startPage;
    GamePage *m_gamePage;
    QToolBar *m_toolBar;
    SaveCommands *m_saves = nullptr;
    TextCommands *m_texts = nullptr;
    ReviewCommands *m_review = nullptr;
    EngineCommands *m_engines = nullptr;
    NetworkCommands *m_network = nullptr;
    SettingsCommands *m_settingsCommands = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_moveMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    AudioService *m_audio;
    StorageNotices *m_storageNotices;
    DataNotices *m_dataNotices;
    JukeboxDialog *m_jukebox = nullptr;
};

} // namespace qiju::widgets
