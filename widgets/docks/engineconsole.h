// EngineConsole: a dock that shows, for each engine seat of the game on the page, the lines
// Qiju sent (→), the lines the engine answered (←) and its stderr (!), each kind in its own
// colour, plus notes (start, failures). Each seat's log keeps the last kMaxLines lines and
// follows the newest line unless scrolled back. It follows the controller: a new engine in a
// seat is announced in that seat's log. GUI thread only.
#pragma once

#include <QDockWidget>
#include <QPointer>

#include "players/engineplayer.h"

class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace qiju::model {
class GameController;
}

namespace qiju::widgets {

class EngineConsole : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxLines = 2000;

    EngineConsole(model::GameController *controller, QWidget *parent = nullptr);

    // The plain text of a seat's log (tests).
    QString logText(core::Side seat) const;
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void followPlayers();
    void append(core::Side seat, model::EngineLogKind kind, const QString &line);

    model::GameController *m_controller;
    QTabWidget *m_tabs;
    QPlainTextEdit *m_logs[2];
    QPushButton *m_clear;
    QPointer<model::EnginePlayer> m_followed[2];
    QString m_names[2]; // the last engine seen in each seat (kept after it leaves)
};

} // namespace qiju::widgets
