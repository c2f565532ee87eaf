#include "setupbar.h"

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "panels/elidedlabel.h"
#include "gameui/gameui.h"
#include "panels/sidepanel.h"
#include "windows/gamepage.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

using core::Cell;
using core::Side;

SetupBar::SetupBar(GamePage *page, QWidget *parent)
    : QFrame(parent)
    , m_page(page)
    , m_action(new QAction(this))
    , m_preview(new model::GameModel(this))
    , m_prompt(new ElidedLabel(2, this))
    , m_tools(new QButtonGroup(this))
    , m_side(new QComboBox(this))
    , m_clear(new QPushButton(this))
    , m_standard(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_done(new QPushButton(this))
{
    setObjectName(QStringLiteral("setupBar"));
    setFrameShape(QFrame::StyledPanel);
    m_action->setObjectName(QStringLiteral("setUpPosition"));
    m_prompt->setObjectName(QStringLiteral("setupPrompt"));
    m_side->setObjectName(QStringLiteral("setupSide"));
    m_clear->setObjectName(QStringLiteral("setupClear"));
    m_standard->setObjectName(QStringLiteral("setupStandard"));
    m_cancel->setObjectName(QStringLiteral("setupCancel"));
    m_done->setObjectName(QStringLiteral("setupDone"));
    m_black = makeTool(Cell::Black, "setupBlack");
    m_white = makeTool(Cell::White, "setupWhite");
    m_empty = makeTool(Cell::Empty, "setupEmpty");
    m_blocked = makeTool(Cell::Blocked, "setupBlocked");
    m_black->setChecked(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_prompt);
    auto *row = new QHBoxLayout;
    for (QToolButton *b : {m_black, m_white, m_empty, m_blocked})
        row->addWidget(b);
    row->addSpacing(12);
    row->addWidget(m_side);
    row->addStretch(1);
    layout->addLayout(row);
    // The buttons on a row of their own: both rows fit under the board of a 640x480 window.
    row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_clear);
    row->addWidget(m_standard);
    row->addSpacing(12);
    row->addWidget(m_cancel);
    row->addWidget(m_done);
    layout->addLayout(row);
    m_done->setDefault(true);

    connect(m_action, &QAction::triggered, this, &SetupBar::start);
    connect(m_tools, &QButtonGroup::idClicked, this,
        [this](int id) { setTool(static_cast<Cell>(id)); });
    connect(m_side, &QComboBox::activated, this,
        [this](int i) { setSideToMove(i == 0 ? Side::Black : Side::White); });
    connect(m_clear, &QPushButton::clicked, this, &SetupBar::clearBoard);
    connect(m_standard, &QPushButton::clicked, this, &SetupBar::standardStart);
    connect(m_cancel, &QPushButton::clicked, this, &SetupBar::cancel);
    connect(m_done, &QPushButton::clicked, this, &SetupBar::finish);
    // Another game arriving on the page (opened, pasted) ends the setup.
    connect(page->model(), &model::GameModel::positionReset, this, &SetupBar::cancel);
    retranslate();
    hide();
}

QToolButton *SetupBar::makeTool(Cell tool, const char *name)
{
    auto *b = new QToolButton(this);
    b->setObjectName(QString::fromLatin1(name));
    b->setCheckable(true);
    b->setAutoRaise(false);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setFocusPolicy(Qt::StrongFocus);
    m_tools->addButton(b, static_cast<int>(tool));
    return b;
}

void SetupBar::start()
{
    model::GameModel *game = m_page->model();
    if (isActive() || !game->hasGame() || !m_page->scene())
        return;
    m_game = game->gameId();
    m_rules = m_page->controller()->setup().rules.toStdString();
    m_board = core::BoardSetup::of(game->position());
    // A finished game may show credited empties as pieces (Ataxx): set up what was played.
    if (game->isOver()) {
        if (const auto played
            = core::gameInfo(m_game).fromText(m_rules, game->position().positionText(), nullptr))
            m_board = core::BoardSetup::of(*played);
    }
    auto arranged = core::gameInfo(m_game).arrange(m_rules, m_board);
    if (!arranged)
        return;
    m_preview->newGame(std::move(arranged));
    m_scene = createScene(m_game, m_preview, this);
    m_scene->setTheme(m_page->scene()->theme());
    m_scene->setEditing(true);
    connect(m_scene, &BoardScene::pointEdited, this, &SetupBar::edit);
    m_wasPaused = m_page->controller()->isPaused();
    if (!game->isOver())
        m_page->controller()->setPaused(true);
    const bool blocked = core::gameInfo(m_game).blockedCells;
    m_blocked->setVisible(blocked);
    if (m_tool == Cell::Blocked && !blocked)
        setTool(Cell::Black);
    m_refused = false;
    m_page->view()->setScene(m_scene);
    retranslate();
    m_page->sidePanel()->setNotice(tr("Setting up a position. The game waits until you press "
                                      "Done or Cancel."));
    showOnPanel();
    show();
    m_page->view()->setFocus();
    emit activeChanged(true);
}

void SetupBar::leave()
{
    m_page->sidePanel()->setNotice({});
    m_page->view()->setScene(m_page->scene());
    hide();
    delete m_scene;
    m_scene = nullptr;
    emit activeChanged(false);
}

void SetupBar::cancel()
{
    if (!isActive())
        return;
    leave();
    if (!m_wasPaused && m_page->model()->hasGame() && !m_page->model()->isOver())
        m_page->controller()->setPaused(false);
}

bool SetupBar::finish()
{
    if (!isActive())
        return false;
    core::SetupCheck check;
    const auto game = core::gameFromSetup(m_game, m_rules, m_board, &check);
    if (!game) {
        m_refused = true;
        m_prompt->setText(Texts::setupError(m_game, check));
        m_scene->setEditMarks(check.cause);
        return false;
    }
    model::GameSetup setup = m_page->controller()->setup();
    setup.rules = QString::fromStdString(game->rulesText());
    setup.startPosition = QString::fromStdString(game->positionText());
    leave();
    return m_page->startGame(setup);
}

void SetupBar::setTool(Cell tool)
{
    m_tool = tool;
    if (QAbstractButton *b = m_tools->button(static_cast<int>(tool)))
        b->setChecked(true);
}

void SetupBar::setSideToMove(Side side)
{
    m_board.toMove = side;
    rearrange();
}

void SetupBar::clearBoard()
{
    m_board.clear();
    rearrange();
}

void SetupBar::standardStart()
{
    if (const auto fresh = core::createGame(m_game, m_rules)) {
        // Go keeps the board size being set up (the rules' size may differ after a setup).
        if (fresh->width() == m_board.width && fresh->height() == m_board.height)
            m_board = core::BoardSetup::of(*fresh);
        else
            m_board.clear();
    }
    rearrange();
}

void SetupBar::edit(core::Point p)
{
    if (!isActive() || !m_board.contains(p))
        return;
    m_board.set(p, m_board.at(p) == m_tool ? Cell::Empty : m_tool);
    rearrange();
}

QString SetupBar::message() const { return m_prompt->text(); }

void SetupBar::rearrange()
{
    if (!isActive())
        return;
    if (auto arranged = core::gameInfo(m_game).arrange(m_rules, m_board))
        m_preview->newGame(std::move(arranged));
    m_scene->setEditMarks({});
    m_refused = false;
    retranslate();
    showOnPanel();
}

void SetupBar::showOnPanel()
{
    SidePanel *panel = m_page->sidePanel();
    panel->setCounts(m_board.count(Cell::Black), m_board.count(Cell::White),
                     m_board.width * m_board.height);
    panel->setCaptures(0, 0, false);
    panel->setClocksVisible(false);
    panel->setDecision({}, {});
    panel->setTurn(m_board.toMove);
}

void SetupBar::retranslate()
{
    m_action->setText(tr("Set &Up Position…"));
    m_action->setToolTip(tr("Place and remove pieces, then start a game from that position"));
    if (!m_refused)
        m_prompt->setText(tr("Choose a tool and click the points to change (or move with the "
                             "arrow keys and press Space). Click a piece again to remove it."));
    m_black->setText(Texts::sideName(m_game, Side::Black));
    m_white->setText(Texts::sideName(m_game, Side::White));
    m_empty->setText(tr("Empty"));
    m_blocked->setText(tr("Blocked"));
    m_black->setToolTip(tr("Place pieces of %1 (Alt+1)").arg(Texts::sideName(m_game, Side::Black)));
    m_white->setToolTip(tr("Place pieces of %1 (Alt+2)").arg(Texts::sideName(m_game, Side::White)));
    m_empty->setToolTip(tr("Empty the points you click (Alt+3)"));
    m_blocked->setToolTip(tr("Block squares: nobody can move there (UAI rules only; Alt+4)"));
    m_black->setShortcut(QKeySequence(Qt::ALT | Qt::Key_1));
    m_white->setShortcut(QKeySequence(Qt::ALT | Qt::Key_2));
    m_empty->setShortcut(QKeySequence(Qt::ALT | Qt::Key_3));
    m_blocked->setShortcut(QKeySequence(Qt::ALT | Qt::Key_4));
    const int side = m_board.toMove == Side::Black ? 0 : 1;
    m_side->clear();
    for (const Side s : {Side::Black, Side::White})
        m_side->addItem(tr("%1 to move").arg(Texts::sideName(m_game, s)));
    m_side->setCurrentIndex(side);
    m_side->setToolTip(tr("Who makes the first move from this position"));
    m_clear->setText(tr("&Clear"));
    m_clear->setToolTip(tr("Empty the whole board"));
    m_standard->setText(tr("&Standard Start"));
    m_standard->setToolTip(tr("The start position of the rules"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Back to the game as it was"));
    m_done->setText(tr("&Done"));
    m_done->setToolTip(tr("Start a game from this position with the same players"));
    m_cancel->setShortcut(QKeySequence(Qt::Key_Escape));
}

void SetupBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace qiju::widgets
