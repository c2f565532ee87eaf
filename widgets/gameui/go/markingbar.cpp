#include "markingbar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "panels/elidedlabel.h"
#include "words/texts.h"

#include "games/go/gogame.h"

namespace qiju::widgets {

MarkingBar::MarkingBar(model::GameController *controller, QWidget *parent)
    : QFrame(parent)
    , m_controller(controller)
    , m_prompt(new ElidedLabel(2, this))
    , m_score(new ElidedLabel(2, this))
    , m_done(new QPushButton(this))
    , m_resume(new QPushButton(this))
{
    setObjectName(QStringLiteral("markingBar"));
    setFrameShape(QFrame::StyledPanel);
    // The texts at the bar's full width, the buttons under them: the count stays readable under
    // the board of a small window.
    auto *texts = new QVBoxLayout(this);
    m_score->setObjectName(QStringLiteral("markingScore"));
    QFont f = m_score->font();
    f.setBold(true);
    m_score->setFont(f);
    texts->addWidget(m_prompt);
    texts->addWidget(m_score);
    auto *buttons = new QHBoxLayout;
    texts->addLayout(buttons);
    buttons->addStretch(1);
    m_done->setObjectName(QStringLiteral("markingDone"));
    m_resume->setObjectName(QStringLiteral("markingResume"));
    buttons->addWidget(m_resume);
    buttons->addWidget(m_done);
    m_done->setDefault(true);

    model::GoMarking *marking = controller->marking();
    model::GameModel *model = controller->model();
    connect(m_done, &QPushButton::clicked, marking, &model::GoMarking::accept);
    connect(m_resume, &QPushButton::clicked, controller, &model::GameController::undo);
    connect(marking, &model::GoMarking::changed, this, &MarkingBar::refresh);
    connect(model, &model::GameModel::markingStarted, this, &MarkingBar::refresh);
    connect(model, &model::GameModel::positionReset, this, &MarkingBar::refresh);
    connect(model, &model::GameModel::moveApplied, this, &MarkingBar::refresh);
    connect(model, &model::GameModel::gameOver, this, &MarkingBar::refresh);
    connect(controller, &model::GameController::playersChanged, this, &MarkingBar::refresh);
    refresh();
}

QString MarkingBar::scoreText() const { return m_score->text(); }

void MarkingBar::setSuspended(bool suspended)
{
    m_suspended = suspended;
    refresh();
}

void MarkingBar::refresh()
{
    model::GoMarking *marking = m_controller->marking();
    const bool active = marking->isActive() && m_controller->hasHuman();
    setVisible(active && !m_suspended);
    m_prompt->setText(tr("Both players passed. Click a group to mark it dead or alive; the "
                         "small squares show the territory."));
    m_done->setText(tr("Done"));
    m_done->setToolTip(tr("Accept the marked dead stones and count the game"));
    m_resume->setText(tr("Resume play"));
    m_resume->setToolTip(tr("Take back the last pass and play on"));
    m_resume->setEnabled(m_controller->canUndo());
    if (!active)
        return;
    const auto score = marking->score();
    const go::GoGame *game = marking->game();
    m_score->setText(score && game ? Texts::goCount(*score, game->rules()) : QString());
}

void MarkingBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace qiju::widgets
