// MoveValuesOverlay: keeps a game page's move-value overlay in step with the game. While it
// is on and a person is to move, the value of every legal move of the position is computed off
// the GUI thread (model::MoveValuesJob) and drawn on the board (MoveValuesItem); a move, undo,
// new game or pause removes the numbers at once and stops a computation in progress.
// Othello and Ataxx show the estimated final disc difference after each move (exact near the
// end), Gomoku the threat level 1-6 of the points that make or stop a threat, Go and NoGo the
// win rate in percent for the side to move (moves the search tried little are dimmed, those it
// hardly tried left out). GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>

#include "ai/movevalues.h"

namespace qiju::model {
class MoveValuesJob;
}

namespace qiju::widgets {

class BoardScene;
class GamePage;
class MoveValuesItem;

class MoveValuesOverlay : public QObject
{
    Q_OBJECT

public:
    explicit MoveValuesOverlay(GamePage *page);

    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }
    bool isComputing() const;
    // The numbers on the board now, or nullptr.
    MoveValuesItem *item() const;

    // The label of a value as drawn on the board ("+4", "-2", "0"; Gomoku: the level; Go and
    // NoGo: the win rate in percent, "57").
    static QString labelText(const ai::MoveValues &values, double value);

signals:
    void shown(); // new numbers are on the board

private:
    void refresh();
    void clear();
    void onReady(quint64 id, const ai::MoveValues &values);

    GamePage *m_page;
    model::MoveValuesJob *m_job;
    bool m_enabled = false;
    quint64 m_requestId = 0;
    std::uint64_t m_requestHash = 0;
    QPointer<BoardScene> m_scene; // the scene the item lives in (it dies with the scene)
    MoveValuesItem *m_item = nullptr;
};

} // namespace qiju::widgets
