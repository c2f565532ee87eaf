// TextCommands: the standard text forms in the GUI — Copy Position (the one-line position
// text), Paste (start a game from a transcript, a PGN record or a position text on the
// clipboard), Import… and Export… of files (Othello transcript, Ataxx PGN, position text).
// Errors are told in translated words and change nothing. GUI thread only; owned by the main
// window.
#pragma once

#include <QObject>

#include "settings.h"
#include "textformats.h"

class QAction;
class QWidget;

namespace qiju::widgets {

class GamePage;

class TextCommands : public QObject
{
    Q_OBJECT

public:
    TextCommands(GamePage *page, QWidget *window);

    // In menu order: copyPosition, paste, import, export.
    QList<QAction *> actions() const { return m_actions; }
    void retranslate();
    void updateActions(bool inGame);

    // Starts a game from text in any format importText() reads; false (after telling the
    // user why, unless `quiet`) when it cannot.
    bool startFromText(const QString &text, bool quiet = false);
    bool importFile(const QString &path);
    bool exportFile(const QString &path, model::TextFormat format);

    static QString importError(model::ImportError error, const QString &detail);

signals:
    void gameLoaded();
    void statusMessage(const QString &text);

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut);
    void copyPosition();
    void paste();
    void import();
    void exportGame();

    GamePage *m_page;
    QWidget *m_window;
    QList<QAction *> m_actions;
};

} // namespace qiju::widgets
