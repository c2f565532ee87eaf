// SettingsCommands: the Settings menu of the main window — language, the computer's time per
// move, animation speed, board theme, and the board display switches (legal moves, move
// numbers, move values, tilt, liberties, illegal points) — each remembered in the settings and
// applied to the game page at once. The menu also carries actions other commands own (engines,
// sound), passed in by the window. GUI thread only; owned by the main window.
#pragma once

#include <QKeySequence>
#include <QObject>

#include "common/game.h"
#include "storage/settings.h"

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;

namespace qiju::widgets {

class GamePage;
class LanguageManager;

class SettingsCommands : public QObject
{
    Q_OBJECT

public:
    SettingsCommands(GamePage *page, LanguageManager *language, QObject *parent);

    // Adds the Settings menu to `bar`: the choices and switches, then `engineActions` and
    // `soundActions`, each after a separator.
    void createMenu(QMenuBar *bar, const QList<QAction *> &engineActions,
                    const QList<QAction *> &soundActions);
    void retranslate();
    // `game` is the game on the page while `inGame`.
    void updateActions(bool inGame, core::GameId game);
    // Checks the theme menu entry of `id`.
    void showTheme(const QString &id);

signals:
    // A theme was picked in the menu: the window applies it everywhere.
    void themeChosen(const QString &id);

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut = {});
    // A checkable switch that stores its state with `store` and applies the settings.
    QAction *makeSwitch(const char *name, const QKeySequence &shortcut, bool on,
                        void (model::Settings::*store)(bool));
    // A checkable entry of `group` carrying `data`.
    QAction *makeChoice(QActionGroup *group, const QString &name, const QVariant &data,
                        bool checked);

    GamePage *m_page;
    LanguageManager *m_language;
    model::Settings m_settings;
    QActionGroup *m_languageGroup;
    QActionGroup *m_timeGroup;
    QActionGroup *m_animationGroup;
    QActionGroup *m_themeGroup;
    QMenu *m_menu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_timeMenu = nullptr;
    QMenu *m_animationMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
};

} // namespace qiju::widgets
