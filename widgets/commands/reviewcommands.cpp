#include "reviewcommands.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include "commands/democommands.h"
#include "commands/studycommands.h"
#include "docks/commentdock.h"
#include "docks/criticalmomentsdock.h"
#include "docks/gametreedock.h"
#include "docks/reviewdock.h"
#include "windows/dockroom.h"
#include "windows/gamepage.h"

namespace qiju::widgets {

ReviewCommands::ReviewCommands(GamePage *page, QMainWindow *window, DockRoom *room)
    : QObject(window)
    , m_review(page->review())
    , m_window(window)
    , m_room(room)
{
    model::GameReview *r = m_review;
    connect(makeAction("reviewFirst", Qt::Key_Home), &QAction::triggered, r,
            &model::GameReview::first);
    connect(makeAction("reviewBack", Qt::Key_Left), &QAction::triggered, r,
            &model::GameReview::back);
    connect(makeAction("reviewForward", Qt::Key_Right), &QAction::triggered, r,
            &model::GameReview::forward);
    connect(makeAction("reviewLast", Qt::Key_End), &QAction::triggered, r,
            &model::GameReview::last);
    connect(makeAction("reviewMainLine"), &QAction::triggered, r,
            &model::GameReview::returnToMainLine);
    connect(makeAction("reviewContinue"), &QAction::triggered, r,
            &model::GameReview::continueFromHere);
    connect(makeAction("reviewBackToGame"), &QAction::triggered, r,
            &model::GameReview::backToGame);
    QAction *critical = makeAction("reviewCritical");
    for (QAction *a : std::as_const(m_actions))
        window->addAction(a);

    m_reviewDock = new ReviewDock(r, m_actions.mid(0, 4), window);
    m_commentDock = new CommentDock(r, m_reviewDock->moves(), window);
    window->addDockWidget(Qt::RightDockWidgetArea, m_reviewDock);
    window->addDockWidget(Qt::RightDockWidgetArea, m_commentDock);
    // The game tree shares the move list's place as a tab: the board keeps its width.
    m_treeDock = new GameTreeDock(r, m_reviewDock->moves(), window);
    window->tabifyDockWidget(m_reviewDock, m_treeDock);
    m_criticalDock = new CriticalMomentsDock(page, window);
    // Critical Moments and Comment share the place under the moves as tabs: three docks
    // stacked in one column leave each too little height in a small window.
    window->tabifyDockWidget(m_commentDock, m_criticalDock);
    m_reviewDock->hide();
    m_commentDock->hide();
    m_criticalDock->hide();
    m_treeDock->hide();
    connect(room, &DockRoom::docksReturned, this, &ReviewCommands::arrangeDocks);
    for (QDockWidget *d : {static_cast<QDockWidget *>(m_reviewDock),
                           static_cast<QDockWidget *>(m_criticalDock)})
        connect(d, &QDockWidget::visibilityChanged, this, &ReviewCommands::sizeDocks);
    // Shown with the first game.
    m_hiddenDocks = {m_treeDock, m_reviewDock, m_criticalDock, m_commentDock};
    connect(critical, &QAction::triggered, this, [this] {
        m_criticalDock->show();
        m_criticalDock->raise();
        m_criticalDock->analyse();
    });
    m_demo = new DemoCommands(page, this);
    m_study = new StudyCommands(page, window, this);
    for (QAction *a : m_demo->actions() + m_study->actions())
        window->addAction(a);
    connect(m_study, &StudyCommands::gameLoaded, this, &ReviewCommands::gameLoaded);
    connect(m_study, &StudyCommands::statusMessage, this, &ReviewCommands::statusMessage);

    connect(r, &model::GameReview::changed, this, [this] { updateActions(m_inGame); });
    connect(r, &model::GameReview::activeChanged, this, [this] { updateActions(m_inGame); });
}

QAction *ReviewCommands::makeAction(const char *name, const QKeySequence &shortcut)
{
    auto *a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    m_actions << a;
    return a;
}

QAction *ReviewCommands::action(const QString &objectName) const
{
    for (QAction *a : m_actions) {
        if (a->objectName() == objectName)
            return a;
    }
    return nullptr;
}

void ReviewCommands::createMenu(QMenuBar *bar)
{
    m_menu = bar->addMenu(QString());
    m_menu->addActions(m_actions.mid(0, 4));
    m_menu->addSeparator();
    m_menu->addActions(m_actions.mid(4));
    m_menu->addSeparator();
    m_menu->addActions(m_demo->actions());
    m_menu->addMenu(m_demo->speedMenu());
    m_menu->addSeparator();
    m_menu->addActions(m_study->actions());
    m_menu->addSeparator();
    m_menu->addActions(dockActions());
    retranslate();
}

QList<QAction *> ReviewCommands::dockActions() const
{
    return {m_reviewDock->toggleViewAction(), m_treeDock->toggleViewAction(),
            m_criticalDock->toggleViewAction(), m_commentDock->toggleViewAction()};
}

void ReviewCommands::retranslate()
{
    if (m_menu)
        m_menu->setTitle(tr("&Review"));
    const struct { const char *name; QString text; QString tip; } texts[] = {
        {"reviewFirst", tr("To the St&art"), tr("Show the start position (Home)")},
        {"reviewBack", tr("&Back"), tr("Show the position one move earlier (Left)")},
        {"reviewForward", tr("&Forward"), tr("Show the position one move later (Right)")},
        {"reviewLast", tr("To the &End"), tr("Show the last position of this line (End)")},
        {"reviewMainLine", tr("Back to the &Main Line"),
            tr("Leave the variation for the game's own moves")},
        {"reviewContinue", tr("&Continue Playing from Here"),
            tr("Go on with the game from the position shown")},
        {"reviewBackToGame", tr("Back to the &Game"),
            tr("Return to the position where the game was")},
        {"reviewCritical", tr("Find C&ritical Moments"),
            tr("Review the game with Qiju's AI and list the moves that cost the most")},
    };
    for (const auto &t : texts) {
        QAction *a = action(QString::fromLatin1(t.name));
        a->setText(t.text);
        a->setToolTip(t.tip);
    }
    // Short labels for the step buttons under the move list.
    action(QStringLiteral("reviewFirst"))->setIconText(QStringLiteral("|◀"));
    action(QStringLiteral("reviewBack"))->setIconText(QStringLiteral("◀"));
    action(QStringLiteral("reviewForward"))->setIconText(QStringLiteral("▶"));
    action(QStringLiteral("reviewLast"))->setIconText(QStringLiteral("▶|"));
    m_reviewDock->toggleViewAction()->setText(tr("Show the Move &List"));
    m_treeDock->toggleViewAction()->setText(tr("Show the Game &Tree"));
    m_commentDock->toggleViewAction()->setText(tr("Show the Comme&nt"));
    m_criticalDock->toggleViewAction()->setText(tr("Show the Cr&itical Moments"));
    m_demo->retranslate();
    m_study->retranslate();
}

void ReviewCommands::arrangeDocks()
{
    // The move list and the critical moments in front of their tab groups.
    m_criticalDock->raise();
    m_reviewDock->raise();
    sizeDocks();
}

void ReviewCommands::sizeDocks()
{
    if (!m_docksSized && m_reviewDock->isVisible() && m_criticalDock->isVisible()) {
        // Half the column each for the moves and the tabs under them (a dock's size is set
        // once it is shown).
        m_docksSized = true;
        m_window->resizeDocks({m_reviewDock, m_criticalDock}, {1, 1}, Qt::Vertical);
    }
}

void ReviewCommands::updateActions(bool inGame)
{
    if (inGame != m_inGame) {
        m_inGame = inGame;
        if (inGame) {
            m_room->show(m_hiddenDocks); // only if the board keeps its room
            arrangeDocks();
            m_hiddenDocks.clear();
        } else {
            for (QDockWidget *d : {static_cast<QDockWidget *>(m_treeDock),
                                   static_cast<QDockWidget *>(m_reviewDock),
                                   static_cast<QDockWidget *>(m_criticalDock),
                                   static_cast<QDockWidget *>(m_commentDock)}) {
                // A dock behind another's tab is open but not visible; one waiting for room
                // was open too.
                if (d->toggleViewAction()->isChecked() || m_room->waiting().contains(d)) {
                    m_hiddenDocks << d;
                    d->hide();
                }
            }
        }
    }
    const model::GameModel *m = m_review->model();
    const bool game = inGame && m->hasGame();
    const int index = m_review->currentIndex();
    const int last = static_cast<int>(m_review->line().size()) - 1;
    action(QStringLiteral("reviewFirst"))->setEnabled(game && index > 0);
    action(QStringLiteral("reviewBack"))->setEnabled(game && index > 0);
    action(QStringLiteral("reviewForward"))->setEnabled(game && index < last);
    action(QStringLiteral("reviewLast"))->setEnabled(game && index < last);
    action(QStringLiteral("reviewMainLine"))
        ->setEnabled(game && m_review->isExploring()
                     && !model::GameReview::isMainLine(m->tree().current()));
    action(QStringLiteral("reviewContinue"))->setEnabled(game && m_review->canContinue());
    action(QStringLiteral("reviewBackToGame"))
        ->setEnabled(game && m_review->isActive() && m_review->isExploring() && m_review->liveNode()
                     && m_review->liveNode() != &m->tree().current());
    m_reviewDock->toggleViewAction()->setEnabled(inGame);
    m_treeDock->toggleViewAction()->setEnabled(inGame);
    m_commentDock->toggleViewAction()->setEnabled(inGame);
    m_criticalDock->toggleViewAction()->setEnabled(inGame);
    action(QStringLiteral("reviewCritical"))
        ->setEnabled(game);
    m_demo->updateActions(inGame);
    m_study->updateActions(inGame);
}

} // namespace qiju::widgets
