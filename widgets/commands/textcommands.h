// TextCommands: the standard text forms in the GUI — Copy Position (the one-line position
// text), Paste (start a game from an SGF record, a transcript, a PGN record or a position text
// on the clipboard), Import… and Export… of files (SGF for Go, NoGo, Gomoku and Othello,
// Othello transcript, Ataxx PGN, position text; chosen by the file's extension, else by its
// content).
// Errors are told in translated words and change nothing. GUI thread only; owned by the main
// window.
#pragma once

#include <QObject>

#include "storage/settings.h"
#include "storage/textformats.h"

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
    // A ".sgf" file is read as SGF whatever it starts with; other files as startFromText().
    // A refusal names the file.
    bool importFile(const QString &path);
    bool exportFile(const QString &path, model::TextFormat format);

    static QString importError(const model::ImportResult &result);

signals:
    void gameLoaded();
    void statusMessage(const QString &text);

private:
    QAction *makeAction(const char *name, const QKeySequence &shortcut);
    // Starts the game read into `r`, or tells why not (`source`: the file, if any).
    bool startImported(model::ImportResult r, bool quiet, const QString &source);
    void copyPosition();
    void paste();
    void import();
    void exportGame();

    GamePage *m_page;
    QWidget *m_window;
    QList<QAction *> m_actions;
};

} // namespace qiju::widgets
