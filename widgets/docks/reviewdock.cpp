#include "reviewdock.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include "docks/movelistmodel.h"
#include "panels/elidedlabel.h"

namespace qiju::widgets {

ReviewDock::ReviewDock(model::GameReview *review, const QList<QAction *> &steps, QWidget *parent)
    : QDockWidget(parent)
    , m_review(review)
    , m_moves(new MoveListModel(review, this))
    , m_list(new QListView)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_status(new ElidedLabel(3))
    , m_branchRow(new QWidget)
    , m_branchLabel(new QLabel)
    , m_branch(new QComboBox)
    , m_mainLine(new QPushButton)
    , m_continue(new QPushButton)
    , m_backToGame(new QPushButton)
{
    setObjectName(QStringLiteral("reviewDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                | QDockWidget::DockWidgetFloatable);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_list->setModel(m_moves);
    m_list->setObjectName(QStringLiteral("moveList"));
    m_list->setUniformItemSizes(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setMinimumWidth(150);
    layout->addWidget(m_list, 1);
    m_slider->setObjectName(QStringLiteral("moveSlider"));
    m_slider->setPageStep(10);
    layout->addWidget(m_slider);
    auto *buttons = new QHBoxLayout;
    for (QAction *a : steps) {
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(true);
        buttons->addWidget(b);
    }
    layout->addLayout(buttons);
    auto *branch = new QHBoxLayout(m_branchRow);
    branch->setContentsMargins(0, 0, 0, 0);
    branch->addWidget(m_branchLabel);
    branch->addWidget(m_branch, 1);
    m_branch->setObjectName(QStringLiteral("branchChoice"));
    layout->addWidget(m_branchRow);
    layout->addWidget(m_status);
    for (QPushButton *b : {m_mainLine, m_continue, m_backToGame})
        layout->addWidget(b);
    m_mainLine->setObjectName(QStringLiteral("mainLineButton"));
    m_continue->setObjectName(QStringLiteral("continueButton"));
    m_backToGame->setObjectName(QStringLiteral("backToGameButton"));
    setWidget(body);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                if (index.isValid() && index.row() != m_review->currentIndex())
                    m_review->goToIndex(index.row());
            });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (value != m_review->currentIndex())
            m_review->goToIndex(value);
    });
    connect(m_branch, &QComboBox::activated, m_review, &model::GameReview::choose);
    connect(m_mainLine, &QPushButton::clicked, m_review, &model::GameReview::returnToMainLine);
    connect(m_continue, &QPushButton::clicked, m_review, &model::GameReview::continueFromHere);
    connect(m_backToGame, &QPushButton::clicked, m_review, &model::GameReview::backToGame);
    connect(m_review, &model::GameReview::changed, this, &ReviewDock::refresh);
    connect(m_review, &model::GameReview::activeChanged, this, &ReviewDock::refresh);
    retranslate();
}

void ReviewDock::refresh()
{
    const int rows = m_moves->rowCount();
    const int current = m_review->currentIndex();
    {
        const QSignalBlocker blockSlider(m_slider);
        m_slider->setRange(0, std::max(0, rows - 1));
        m_slider->setValue(current);
    }
    {
        const QSignalBlocker blockSelection(m_list->selectionModel());
        const QModelIndex index = m_moves->index(current);
        m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
        m_list->scrollTo(index);
    }
    const auto choices = m_review->choices();
    m_branch->clear();
    if (choices.size() > 1) {
        for (std::size_t i = 0; i < choices.size(); ++i) {
            const QString text = m_moves->label(*choices[i]);
            m_branch->addItem(i == 0 ? tr("%1 (main)").arg(text) : text);
        }
        const auto line = m_review->line();
        for (std::size_t i = 0; i < choices.size(); ++i) {
            if (current + 1 < int(line.size()) && line[current + 1] == choices[i])
                m_branch->setCurrentIndex(int(i));
        }
    }
    m_branchRow->setVisible(choices.size() > 1);
    // Studying (exploring off): the study leads; the ways out of a review stay hidden.
    const bool active = m_review->isActive() && m_review->isExploring();
    const bool onGame = m_review->model()->hasGame();
    m_mainLine->setVisible(onGame && m_review->isExploring()
                           && !model::GameReview::isMainLine(m_review->model()->tree().current()));
    m_continue->setVisible(m_review->canContinue() && m_review->isExploring());
    m_backToGame->setVisible(active && m_review->liveNode() != nullptr
                             && m_review->liveNode() != &m_review->model()->tree().current());
    if (!onGame || !m_review->isExploring())
        m_status->clear();
    else if (active)
        m_status->setText(tr("Reviewing move %1 of %2. The game waits; moves played on the "
                             "board now make a variation.")
                              .arg(current)
                              .arg(rows - 1));
    else
        m_status->setText(tr("Move %1 of %2.").arg(current).arg(rows - 1));
}

void ReviewDock::retranslate()
{
    setWindowTitle(tr("Moves"));
    m_branchLabel->setText(tr("Next move:"));
    m_mainLine->setText(tr("Back to the Main Line"));
    m_continue->setText(tr("Continue Playing from Here"));
    m_backToGame->setText(tr("Back to the Game"));
    m_slider->setToolTip(tr("Drag to go through the moves"));
    m_moves->refresh();
    refresh();
}

void ReviewDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace qiju::widgets
