// CriticalMomentsDock: the automatic review of a game — after each game that ends by play, and
// on demand for the game on the page (a loaded one too), the positions of the game's line are
// evaluated on the worker thread (CriticalMomentsJob) with a progress bar and a Stop button;
// the biggest swings against the side that moved are listed with the move played, the better
// move and the loss. Clicking one shows the position before that move in the review and marks
// the better move on the board. GUI thread only.
#pragma once

#include <QDockWidget>

#include <vector>

#include "jobs/criticalmomentsjob.h"
#include "session/gamereview.h"

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace qiju::widgets {

class GamePage;

class CriticalMomentsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit CriticalMomentsDock(GamePage *page, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QPushButton *analyseButton() const { return m_analyse; }
    QPushButton *stopButton() const { return m_stop; }
    bool isBusy() const { return m_job->isBusy(); }
    // The last complete review (empty before one finishes, or after the game changed).
    const ai::CriticalReview &result() const { return m_result; }

    // Reviews the game's line (through the live node when reviewing), replacing any result.
    void analyse();
    // Stops a review in progress; the list stays empty.
    void stop();
    // Shows result().moments[row]: the position before the move, the better move marked.
    void showMoment(int row);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void fillList();
    void clearResult();
    void onReady(const ai::CriticalReview &review);
    // The node before the moment's move, followed from the root along the reviewed moves.
    const model::GameNode *nodeBefore(const ai::CriticalMoment &moment) const;
    QString momentText(const ai::CriticalMoment &moment) const;
    QString lossText(double swing) const;

    GamePage *m_page;
    model::GameReview *m_review;
    model::CriticalMomentsJob *m_job;
    QLabel *m_status;
    QProgressBar *m_progress;
    QListWidget *m_list;
    QPushButton *m_analyse;
    QPushButton *m_stop;
    ai::CriticalReview m_result;
    enum class State { Idle, Busy, Stopped, Done } m_state = State::Idle;
    const model::GameNode *m_root = nullptr; // the tree the moves belong to
    std::vector<core::Move> m_moves;         // the reviewed line, from the root
};

} // namespace qiju::widgets
