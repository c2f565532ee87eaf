// MarkingBar: the bar under the board during Go's dead-stone marking step — what to do, the
// count as it stands with the current marks (live), "Done" (accept the marks: the game ends
// with that count) and "Resume play" (take back the last pass and play on). Visible only while
// the step waits for a person and the board shows the game (not while a position is set up).
// GUI thread only.
#pragma once

#include <QFrame>

#include "session/gamecontroller.h"

class QLabel;
class QPushButton;

namespace qiju::widgets {

class MarkingBar : public QFrame
{
    Q_OBJECT

public:
    MarkingBar(model::GameController *controller, QWidget *parent = nullptr);

    // The count line shown now (tests).
    QString scoreText() const;
    QPushButton *doneButton() const { return m_done; }
    QPushButton *resumeButton() const { return m_resume; }
    // While suspended (the page shows another board: the position setup) the bar stays hidden.
    void setSuspended(bool suspended);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    model::GameController *m_controller;
    QLabel *m_prompt;
    QLabel *m_score;
    QPushButton *m_done;
    QPushButton *m_resume;
    bool m_suspended = false;
};

} // namespace qiju::widgets
