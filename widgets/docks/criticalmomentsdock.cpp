#include "criticalmomentsdock.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <cmath>

#include "board/boardscene.h"
#include "gameui/gameui.h"
#include "panels/elidedlabel.h"
#include "windows/gamepage.h"
#include "words/texts.h"

namespace qiju::widgets {

CriticalMomentsDock::CriticalMomentsDock(GamePage *page, QWidget *parent)
    : QDockWidget(parent)
    , m_page(page)
    , m_review(page->review())
    , m_job(new model::CriticalMomentsJob(this))
    , m_status(new ElidedLabel(5))
    , m_progress(new QProgressBar)
    , m_list(new QListWidget)
    , m_analyse(new QPushButton)
    , m_stop(new QPushButton)
{
    setObjectName(QStringLiteral("criticalMomentsDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
        | QDockWidget::DockWidgetFloatable);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    // Stop beside the progress it stops (both shown while reviewing); the long "Find" button
    // gets a row of its own so that its text fits a narrow dock column.
    auto *progressRow = new QHBoxLayout;
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    progressRow->addWidget(m_progress, 1);
    m_stop->setObjectName(QStringLiteral("criticalStopButton"));
    progressRow->addWidget(m_stop);
    layout->addLayout(progressRow);
    m_list->setObjectName(QStringLiteral("criticalList"));
    m_list->setWordWrap(true);
    m_list->setMinimumWidth(190);
    m_list->setMinimumHeight(60);
    // The list takes what height is left: its own wish would make the dock scroll.
    m_list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    layout->addWidget(m_list, 1);
    m_analyse->setObjectName(QStringLiteral("criticalAnalyseButton"));
    layout->addWidget(m_analyse);
    // In a low window the dock scrolls rather than clip the wrapped help text.
    auto *scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("criticalScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(body);
    scroll->setMinimumWidth(body->minimumSizeHint().width()
                            + scroll->verticalScrollBar()->sizeHint().width());
    setWidget(scroll);

    connect(m_analyse, &QPushButton::clicked, this, &CriticalMomentsDock::analyse);
    connect(m_stop, &QPushButton::clicked, this, &CriticalMomentsDock::stop);
    connect(m_list, &QListWidget::itemClicked, this,
        [this](QListWidgetItem *item) { showMoment(m_list->row(item)); });
    connect(m_list, &QListWidget::itemActivated, this,
        [this](QListWidgetItem *item) { showMoment(m_list->row(item)); });
    connect(
        m_job, &model::CriticalMomentsJob::progress, this, [this](quint64, int done, int total) {
            m_progress->setRange(0, total);
            m_progress->setValue(done);
            m_status->setText(
                tr("Reviewing the game: %1 of %2 positions evaluated.").arg(done).arg(total));
        });
    connect(m_job, &model::CriticalMomentsJob::ready, this,
        [this](quint64, const ai::CriticalReview &review) { onReady(review); });
    connect(page, &GamePage::gameFinished, this, &CriticalMomentsDock::analyse);
    connect(page->model(), &model::GameModel::moveApplied, this, &CriticalMomentsDock::refresh);
    connect(page->model(), &model::GameModel::positionReset, this, [this] {
        const model::GameModel *m = m_page->model();
        if (m_root && (!m->hasGame() || &m->tree().root() != m_root))
            clearResult(); // another game: the review belongs to the old one
        refresh();
    });
    retranslate();
}

void CriticalMomentsDock::analyse()
{
    model::GameModel *m = m_page->model();
    if (!m->hasGame())
        return;
    clearResult();
    const auto line = model::GameReview::lineThrough(*m_review->gameNode());
    m_root = line.front();
    for (std::size_t i = 1; i < line.size(); ++i)
        m_moves.push_back(line[i]->move);
    if (m_job->start(line) != 0) {
        m_state = State::Busy;
        m_progress->setRange(0, int(line.size()));
        m_progress->setValue(0);
        m_status->setText(tr("Reviewing the game…"));
    }
    refresh();
}

void CriticalMomentsDock::stop()
{
    if (!m_job->isBusy())
        return;
    m_job->cancel();
    m_state = State::Stopped;
    refresh();
}

void CriticalMomentsDock::clearResult()
{
    m_job->cancel();
    m_result = {};
    m_root = nullptr;
    m_moves.clear();
    m_state = State::Idle;
    m_list->clear();
}

void CriticalMomentsDock::onReady(const ai::CriticalReview &review)
{
    m_result = review;
    m_state = State::Done;
    fillList();
    refresh();
}

const model::GameNode *CriticalMomentsDock::nodeBefore(const ai::CriticalMoment &moment) const
{
    const model::GameModel *m = m_page->model();
    if (!m_root || !m->hasGame() || &m->tree().root() != m_root)
        return nullptr;
    const model::GameNode *node = m_root;
    for (int i = 0; i + 1 < moment.ply; ++i) {
        const model::GameNode *next = nullptr;
        for (const auto &child : node->children) {
            if (child->move == m_moves[std::size_t(i)])
                next = child.get();
        }
        if (!next)
            return nullptr;
        node = next;
    }
    return node;
}

void CriticalMomentsDock::showMoment(int row)
{
    if (row < 0 || row >= int(m_result.moments.size()))
        return;
    const ai::CriticalMoment &moment = m_result.moments[std::size_t(row)];
    const model::GameNode *node = nodeBefore(moment);
    if (!node)
        return;
    m_review->goTo(*node);
    if (BoardScene *scene = m_page->scene(); scene && !moment.better.isNone()) {
        if (&m_page->model()->tree().current() == node)
            scene->showHint(moment.better);
    }
}

QString CriticalMomentsDock::lossText(double swing) const
{
    if (m_result.unit == ai::ScoreUnit::WinRate) {
        const int percent = int(std::lround(swing * 100));
        return tr("−%1% chance to win").arg(percent);
    }
    const int n = int(std::lround(swing));
    // Only games counted in discs or pieces report losses in them (ScoreUnit::Discs).
    return gameUi(m_page->model()->gameId()).pieces == PieceNoun::Pieces
        ? tr("−%n piece(s)", nullptr, n)
        : tr("−%n disc(s)", nullptr, n);
}

QString CriticalMomentsDock::momentText(const ai::CriticalMoment &moment) const
{
    const model::GameNode *node = nodeBefore(moment);
    if (!node)
        return {};
    const core::Game &before = *node->position;
    const auto moveName = [&before](const core::Move &move) {
        return move.isPass() ? tr("pass") : QString::fromStdString(before.moveText(move));
    };
    return tr("Move %1, %2 played %3\nBetter: %4 (%5)")
        .arg(moment.ply)
        .arg(Texts::sideName(before.id(), moment.mover))
        .arg(moveName(moment.played))
        .arg(moveName(moment.better))
        .arg(lossText(moment.swing()));
}

void CriticalMomentsDock::refresh()
{
    const model::GameModel *m = m_page->model();
    const bool busy = m_job->isBusy();
    m_analyse->setEnabled(
        m->hasGame() && !busy && m->ply() + int(m->tree().current().children.size()) > 0);
    m_stop->setEnabled(busy);
    m_stop->setVisible(busy); // with the progress it stops
    m_progress->setVisible(busy);
    switch (m_state) {
    case State::Idle:
        m_status->setText(tr("After each game Qiju looks for the moves that cost the most. "
                             "Press Find Critical Moments to review the game on the board."));
        break;
    case State::Busy: break; // the progress text
    case State::Stopped: m_status->setText(tr("Review stopped.")); break;
    case State::Done:
        m_status->setText(m_result.moments.empty()
                ? tr("No move lost much: Qiju found no critical moment.")
                : tr("The moves that cost the most, biggest first. Click one to "
                     "see the position and the better move."));
        break;
    }
}

void CriticalMomentsDock::fillList()
{
    m_list->clear();
    for (const ai::CriticalMoment &moment : m_result.moments)
        m_list->addItem(momentText(moment));
}

void CriticalMomentsDock::retranslate()
{
    setWindowTitle(tr("Critical Moments"));
    m_analyse->setText(tr("Find Critical Moments"));
    m_stop->setText(tr("Stop"));
    m_analyse->setToolTip(tr("Review the game with Qiju's AI and list the moves that cost the "
                             "most"));
    if (m_state == State::Busy)
        m_status->setText(tr("Reviewing the game…"));
    fillList();
    refresh();
}

void CriticalMomentsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace qiju::widgets
