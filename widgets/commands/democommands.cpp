#include "democommands.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QMenu>

#include "panels/sidepanel.h"
#include "windows/gamepage.h"

namespace qiju::widgets {

namespace {
constexpr int kSpeedsMs[] = {3000, 1500, 500}; // slow, normal, fast
constexpr int kDefaultSpeed = 1;
} // namespace

DemoCommands::DemoCommands(GamePage *page, QObject *parent)
    : QObject(parent)
    , m_page(page)
    , m_demo(new model::DemoMode(page->review(), this))
    , m_speeds(new QActionGroup(this))
    , m_speedMenu(new QMenu)
{
    connect(makeAction("demoPlay", Qt::CTRL | Qt::SHIFT | Qt::Key_D), &QAction::triggered, this,
            [this] { m_demo->playBothSides(intervalMs()); });
    connect(makeAction("demoReplay", Qt::CTRL | Qt::SHIFT | Qt::Key_Y), &QAction::triggered,
            this, [this] { m_demo->replay(intervalMs()); });
    connect(makeAction("demoStop"), &QAction::triggered, m_demo, &model::DemoMode::stop);
    for (std::size_t i = 0; i < std::size(kSpeedsMs); ++i) {
        auto *a = new QAction(this);
        a->setObjectName(QStringLiteral("demoSpeed-%1").arg(i));
        a->setCheckable(true);
        a->setChecked(int(i) == kDefaultSpeed);
        a->setData(kSpeedsMs[i]);
        m_speeds->addAction(a);
        m_speedMenu->addAction(a);
    }
    connect(m_demo, &model::DemoMode::runningChanged, this, [this](bool running) {
        if (running)
            qApp->installEventFilter(this);
        else
            qApp->removeEventFilter(this);
        showState();
        updateActions(true);
    });
}

DemoCommands::~DemoCommands()
{
    delete m_speedMenu;
}

QAction *DemoCommands::makeAction(const char *name, const QKeySequence &shortcut)
{
    auto *a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    m_actions << a;
    return a;
}

int DemoCommands::intervalMs() const
{
    const QAction *checked = m_speeds->checkedAction();
    return checked ? checked->data().toInt() : kSpeedsMs[kDefaultSpeed];
}

void DemoCommands::retranslate()
{
    const struct { const char *name; QString text; QString tip; } texts[] = {
        {"demoPlay", tr("&Demo: the Computer Plays Both Sides"),
            tr("Watch the computer finish the game; click or press a key to stop")},
        {"demoReplay", tr("Re&play the Game"),
            tr("Show the moves one after another; click or press a key to stop")},
        {"demoStop", tr("St&op the Demo"), {}},
    };
    for (const auto &t : texts) {
        for (QAction *a : std::as_const(m_actions)) {
            if (a->objectName() == QLatin1String(t.name)) {
                a->setText(t.text);
                a->setToolTip(t.tip.isEmpty() ? QString(t.text).remove(QLatin1Char('&')) : t.tip);
            }
        }
    }
    const QString speeds[] = {tr("Slow (3 s a move)"), tr("Normal (1.5 s a move)"),
                              tr("Fast (0.5 s a move)")};
    const auto list = m_speeds->actions();
    for (int i = 0; i < list.size(); ++i)
        list[i]->setText(speeds[i]);
    if (m_speedMenu)
        m_speedMenu->setTitle(tr("Demo &Speed"));
    showState();
}

void DemoCommands::updateActions(bool inGame)
{
    if (!inGame)
        m_demo->stop();
    const model::GameModel *m = m_page->model();
    const bool game = inGame && m->hasGame();
    const bool running = m_demo->isRunning();
    m_actions[0]->setEnabled(game && !running && !m->isOver()
                             && (!m_page->review()->isActive() || m_page->review()->canContinue()));
    m_actions[1]->setEnabled(game && !running && m_page->review()->line().size() > 1);
    m_actions[2]->setEnabled(running);
}

void DemoCommands::showState()
{
    QString text;
    switch (m_demo->kind()) {
    case model::DemoMode::Kind::SelfPlay:
        text = tr("Demo: the computer plays both sides. Click or press a key to stop.");
        break;
    case model::DemoMode::Kind::Replay:
        text = tr("Replaying the game. Click or press a key to stop.");
        break;
    case model::DemoMode::Kind::None: break;
    }
    m_page->sidePanel()->setModeInfo(text);
}

bool DemoCommands::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::KeyPress:
    case QEvent::ShortcutOverride: m_demo->stop(); break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace qiju::widgets
