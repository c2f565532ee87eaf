#include "gametreedock.h"

#include <QEvent>

#include "docks/gametreeview.h"

namespace qiju::widgets {

GameTreeDock::GameTreeDock(model::GameReview *review, const MoveListModel *moves, QWidget *parent)
    : QDockWidget(parent)
    , m_view(new GameTreeView(review, moves))
{
    setObjectName(QStringLiteral("gameTreeDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
        | QDockWidget::DockWidgetFloatable);
    setWidget(m_view);
    retranslate();
}

void GameTreeDock::retranslate()
{
    setWindowTitle(tr("Game Tree"));
    m_view->setWhatsThis(tr("Every move of the game and its variations. Click a move to show "
                            "it; the arrow keys walk along a line and across to the next "
                            "variation."));
}

void GameTreeDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace qiju::widgets
