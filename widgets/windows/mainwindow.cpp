#include "mainwindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

#include "board/boardscene.h"
#include "board/boardtheme.h"
#include "commands/enginecommands.h"
#include "commands/leavegame.h"
#include "commands/networkcommands.h"
#include "commands/reviewcommands.h"
#include "commands/savecommands.h"
#include "commands/settingscommands.h"
#include "commands/textcommands.h"
#include "panels/setupbar.h"
#include "panels/sidepanel.h"
#include "services/audioservice.h"
#include "services/languagemanager.h"
#include "services/soundcues.h"
#include "services/datanotices.h"
#include "services/storagenotices.h"
#include "windows/dockroom.h"
#include "windows/gamepage.h"
#include "windows/jukeboxdialog.h"
#include "windows/newgamedialog.h"
#include "windows/resultswindow.h"
#include "windows/startpage.h"
#include "words/texts.h"

#include "gameui/gameui.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

MainWindow::MainWindow(LanguageManager *language, QWidget *parent)
    : QMainWindow(parent)
    , m_language(language)
    , m_stack(new QStackedWidget(this))
    , m_startPage(new StartPage(this))
    , m_gamePage(new GamePage(this))
    , m_toolBar(new QToolBar(this))
    , m_audio(new AudioService(this))
    , m_storageNotices(new StorageNotices(this))
    , m_dataNotices(new DataNotices(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_stack->addWidget(m_startPage);
    m_stack->addWidget(m_gamePage);
    setCentralWidget(m_stack);
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(m_toolBar);
    m_saves = new SaveCommands(m_gamePage, this);
    m_texts = new TextCommands(m_gamePage, this);
    // The docks beside the board hide first when the window gets small.
    auto *room = new DockRoom(this, [this] { return m_gamePage->besideBoardWidth(); });
    m_review = new ReviewCommands(m_gamePage, this, room);
    m_engines = new EngineCommands(m_gamePage, this);
    m_network = new NetworkCommands(m_gamePage, this);
    m_settingsCommands = new SettingsCommands(m_gamePage, m_language, this);
    connect(m_settingsCommands, &SettingsCommands::themeChosen, this, &MainWindow::applyTheme);
    createActions();
    createMenus();
    applyTheme(m_settings.theme());

    connect(m_startPage, &StartPage::gameChosen, this, [this](core::GameId g) { newGame(g); });
    connect(m_startPage, &StartPage::musicRequested, this, &MainWindow::showJukebox);
    new SoundCues(m_audio, m_gamePage->controller(), this);
    connect(m_startPage, &StartPage::continueRequested, m_saves, &SaveCommands::continueLastGame);
    connect(m_saves, &SaveCommands::gameLoaded, this, &MainWindow::showGamePage);
    connect(m_texts, &TextCommands::gameLoaded, this, &MainWindow::showGamePage);
    connect(m_review, &ReviewCommands::gameLoaded, this, &MainWindow::showGamePage);
    connect(m_review, &ReviewCommands::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_texts, &TextCommands::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_network, &NetworkCommands::gameStarted, this, &MainWindow::showGamePage);
    connect(m_network, &NetworkCommands::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_engines, &EngineCommands::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_saves, &SaveCommands::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_gamePage, &GamePage::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_gamePage, &GamePage::actionsChanged, this, &MainWindow::updateActions);
    connect(m_gamePage, &GamePage::backToStartRequested, this, &MainWindow::leaveToStartPage);
    connect(m_gamePage, &GamePage::quitRequested, this, &QWidget::close);
    connect(m_gamePage->session(), &model::GameSession::storageFailed, m_storageNotices,
            &StorageNotices::report);

    // Set, so that open docks do not raise it: they hide first when the window gets small.
    setMinimumSize(640, 480);
    resize(980, 720);
    restoreGeometry(m_settings.windowGeometry());
    retranslate();
    showStartPage();
}

QAction *MainWindow::makeAction(const char *name, const QKeySequence &shortcut)
{
    auto *a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    return a;
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

void MainWindow::createActions()
{
    connect(makeAction("newGame", QKeySequence::New), &QAction::triggered, this, [this] {
        if (m_gamePage->model()->hasGame())
            newGame(m_gamePage->model()->gameId());
        else
            showStartPage();
    });
    connect(makeAction("backToStart", Qt::CTRL | Qt::Key_B), &QAction::triggered, this,
            &MainWindow::leaveToStartPage);
    connect(makeAction("results", Qt::CTRL | Qt::Key_R), &QAction::triggered, this, [this] {
        auto *results = findChild<ResultsWindow *>();
        if (!results)
            results = new ResultsWindow(this);
        results->refresh();
        results->show();
        results->raise();
    });
    connect(makeAction("quit", QKeySequence(Qt::CTRL | Qt::Key_Q)), &QAction::triggered, this, &QWidget::close);
    model::GameController *c = m_gamePage->controller();
    // Against a network player Undo asks the opponent to take back (one handler, one writer
    // of its state: updateActions()).
    connect(makeAction("undo", QKeySequence::Undo), &QAction::triggered, this, [this, c] {
        if (m_network->inNetworkGame())
            m_network->askTakeBack();
        else
            c->undo();
    });
    connect(makeAction("redo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)),
            &QAction::triggered, c, &model::GameController::redo);
    connect(makeAction("hint", Qt::Key_H), &QAction::triggered, c,
            &model::GameController::requestHint);
    connect(makeAction("pass", Qt::CTRL | Qt::SHIFT | Qt::Key_P), &QAction::triggered, c, &model::GameController::requestPass);
    connect(makeAction("resign", Qt::CTRL | Qt::SHIFT | Qt::Key_R), &QAction::triggered, this, [this] {
        if (QMessageBox::question(this, tr("Resign"), tr("Do you really want to resign this game?"))
            == QMessageBox::Yes)
            m_gamePage->controller()->resign();
    });
    connect(makeAction("moveNow", Qt::Key_Period), &QAction::triggered, c,
            &model::GameController::moveNow);
    QAction *pause = makeAction("pause", Qt::Key_P);
    pause->setCheckable(true);
    connect(pause, &QAction::triggered, c, &model::GameController::setPaused);
    connect(c, &model::GameController::pausedChanged, pause, &QAction::setChecked);

    // Switch sides: the computer takes the person's colour (at the start: the computer first).
    for (const char *name : {"switchSides", "computerFirst"}) {
        const QKeySequence key = QByteArray(name) == "switchSides"
            ? QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X)
            : QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
        connect(makeAction(name, key), &QAction::triggered, this,
                [this] { m_gamePage->controller()->switchSides(); });
    }

    connect(makeAction("music", Qt::CTRL | Qt::Key_M), &QAction::triggered, this,
            &MainWindow::showJukebox);
    QAction *mute = makeAction("mute", Qt::CTRL | Qt::SHIFT | Qt::Key_M);
    mute->setCheckable(true);
    mute->setChecked(m_audio->isMuted());
    connect(mute, &QAction::toggled, m_audio, &AudioService::setMuted);
    connect(m_audio, &AudioService::stateChanged, mute,
            [this, mute] { mute->setChecked(m_audio->isMuted()); });

    connect(makeAction("howToPlay", QKeySequence::HelpContents), &QAction::triggered, this,
            &MainWindow::showHowToPlay);
    connect(makeAction("about", Qt::SHIFT | Qt::Key_F1), &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(action(QStringLiteral("newGame")));
    m_gameMenu->addAction(action(QStringLiteral("backToStart")));
    m_gameMenu->addAction(m_gamePage->setupBar()->action());
    m_gameMenu->addMenu(m_network->menu());
    m_gameMenu->addSeparator();
    m_gameMenu->addActions(m_saves->actions());
    m_gameMenu->addSeparator();
    m_gameMenu->addActions(m_texts->actions());
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("results")));
    m_gameMenu->addActions(m_engines->gameActions());
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("quit")));

    m_moveMenu = menuBar()->addMenu(QString());
    for (const char *name : {"undo", "redo", "hint", "pass", "resign", "moveNow", "pause",
                             "switchSides", "computerFirst"})
        m_moveMenu->addAction(action(QString::fromLatin1(name)));

    m_review->createMenu(menuBar());

    m_settingsCommands->createMenu(menuBar(), m_engines->settingsActions(),
                                   {action(QStringLiteral("music")), action(QStringLiteral("mute"))});

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addActions(m_review->dockActions());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_engines->viewActions());
    m_viewMenu->addActions(m_network->viewActions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(action(QStringLiteral("howToPlay")));
    m_helpMenu->addAction(action(QStringLiteral("about")));

    for (const char *name : {"newGame", "undo", "redo", "hint", "pass", "resign", "backToStart",
             "music"})
        m_toolBar->addAction(action(QString::fromLatin1(name)));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Qiju"));
    m_gameMenu->setTitle(tr("&Game"));
    m_moveMenu->setTitle(tr("&Move"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    const struct { const char *name; QString text; QString tip; } texts[] = {
        {"newGame", tr("&New Game…"), tr("Start a new game")},
        {"backToStart", tr("&Back to Games"), tr("Return to the list of games")},
        {"quit", tr("&Quit"), {}},
        {"results", tr("&Results…"), tr("Finished games, scores and statistics per player")},
        {"undo", tr("&Undo"), tr("Take back your last move")},
        {"redo", tr("&Redo"), tr("Replay the move you took back")},
        {"hint", tr("&Hint"), tr("Let the computer suggest a move")},
        {"pass", tr("&Pass"), tr("Pass your turn")},
        {"resign", tr("Re&sign"), tr("Give up this game")},
        {"moveNow", tr("&Move Now"), tr("Make the computer play its best move so far")},
        {"pause", tr("P&ause"), tr("Stop the clocks and the computer until you resume")},
        {"switchSides", tr("S&witch Sides"),
            tr("The computer takes over your colour and you take its")},
        {"computerFirst", tr("Let the &Computer Move First"),
            tr("Give the first move to the computer: you take the other colour")},
        {"music", tr("M&usic…"), tr("Choose the music and set the volumes")},
        {"mute", tr("&Mute"), tr("Silence all sound and music")},
        {"howToPlay", tr("How to &Play"), {}},
        {"about", tr("&About Qiju"), {}},
    };
    for (const auto &t : texts) {
        QAction *a = action(QString::fromLatin1(t.name));
        a->setText(t.text);
        a->setToolTip(t.tip.isEmpty() ? Texts::plainLabel(t.text) : t.tip);
    }
    // Toolbar buttons show the plain words ("新游戏", not "新游戏(N)…").
    for (QAction *a : m_toolBar->actions())
        a->setIconText(Texts::plainLabel(a->text()));
    m_settingsCommands->retranslate();
    m_saves->retranslate();
    m_texts->retranslate();
    m_review->retranslate();
    m_engines->retranslate();
    m_network->retranslate();
    updateActions();
}

void MainWindow::updateActions()
{
    // While a position is set up, only the setup bar acts.
    const bool settingUp = m_gamePage->setupBar()->isActive();
    const bool inGame = m_stack->currentWidget() == m_gamePage && m_gamePage->model()->hasGame()
        && !settingUp;
    const model::GameController *c = m_gamePage->controller();
    // A game against a network player is not ours alone to replace.
    m_gamePage->setupBar()->action()->setEnabled(inGame && !c->hasNetworkSeat());
    const bool humanTurn = inGame && c->isHumanTurn();
    bool canPass = false;
    if (humanTurn) {
        for (const core::Move &m : m_gamePage->model()->position().legalMoves())
            canPass = canPass || m.isPass();
    }
    const model::Player *current = inGame ? c->currentPlayer() : nullptr;
    // In a network game Undo asks the peer, and Redo and Hint are off.
    const bool peer = inGame && m_network->inNetworkGame();
    action(QStringLiteral("undo"))
        ->setEnabled(peer ? m_network->canAskTakeBack() : inGame && c->canUndo());
    action(QStringLiteral("redo"))->setEnabled(inGame && !peer && c->canRedo());
    action(QStringLiteral("hint"))->setEnabled(humanTurn && !peer && !c->isHintBusy());
    action(QStringLiteral("pass"))->setEnabled(canPass);
    // A forced pass plays itself; only a game where a pass is always legal shows the action.
    const core::GameId game = inGame ? m_gamePage->model()->gameId() : core::GameId{};
    action(QStringLiteral("pass"))
        ->setVisible(inGame && core::gameInfo(game).passes == core::PassRule::Anytime);
    action(QStringLiteral("resign"))
        ->setEnabled(inGame && c->hasHuman() && !m_gamePage->model()->isOver());
    action(QStringLiteral("moveNow"))->setEnabled(current && current->isThinking());
    // Against a remote player the game is paused only by a lost link, and nobody trades seats.
    const bool network = inGame && c->hasNetworkSeat();
    action(QStringLiteral("pause"))
        ->setEnabled(inGame && !m_gamePage->model()->isOver() && !network);
    action(QStringLiteral("backToStart"))->setEnabled(inGame);
    m_settingsCommands->updateActions(inGame, game);
    m_saves->updateActions(inGame);
    m_texts->updateActions(inGame);
    m_review->updateActions(inGame);
    m_network->updateActions();
    // Trading places needs a person and someone else at the board, in a running game.
    bool mixed = false;
    if (inGame && !m_gamePage->model()->isOver()) {
        const model::Player *b = c->player(core::Side::Black);
        const model::Player *w = c->player(core::Side::White);
        mixed = b && w && (b->kind() == model::PlayerKind::Human) != (w->kind() == model::PlayerKind::Human);
    }
    mixed = mixed && !network;
    action(QStringLiteral("switchSides"))->setEnabled(mixed);
    const model::Player *first = inGame ? c->player(core::Side::Black) : nullptr;
    action(QStringLiteral("computerFirst"))
        ->setEnabled(mixed && m_gamePage->model()->ply() == 0 && first
                     && first->kind() == model::PlayerKind::Human);
}

bool MainWindow::newGame(core::GameId game)
{
    model::GameSetup initial = m_settings.lastSetup(game);
    NewGameDialog dialog(initial, m_settings.nicknames(), this);
    if (dialog.exec() != QDialog::Accepted || !mayLeaveGame(m_gamePage->session(), this))
        return false;
    const model::GameSetup setup = dialog.setup();
    m_settings.setLastSetup(setup);
    m_settings.setTimePerMoveMs(setup.timePerMoveMs);
    for (const model::SeatSetup &seat : setup.seats) {
        if (seat.kind == model::PlayerKind::Human)
            m_settings.rememberNickname(seat.name);
    }
    return startGame(setup);
}

bool MainWindow::startGame(const model::GameSetup &setup)
{
    if (!m_gamePage->startGame(setup)) {
        QMessageBox::warning(this, tr("Qiju"), tr("This game cannot be started."));
        return false;
    }
    showGamePage();
    return true;
}

void MainWindow::showGamePage()
{
    m_gamePage->applySettings(m_settings);
    syncSettings();
    m_stack->setCurrentWidget(m_gamePage);
    setWindowTitle(tr("%1 — Qiju").arg(Texts::gameName(m_gamePage->model()->gameId())));
    updateActions();
    m_dataNotices->check(m_gamePage->model()->gameId());
}

void MainWindow::showStartPage()
{
    m_startPage->setContinueOffer(m_saves->continueOffer());
    m_stack->setCurrentWidget(m_startPage);
    setWindowTitle(tr("Qiju"));
    updateActions();
}

void MainWindow::leaveToStartPage()
{
    if (mayLeaveGame(m_gamePage->session(), this))
        showStartPage();
}

void MainWindow::showJukebox()
{
    if (!m_jukebox) {
        m_jukebox = new JukeboxDialog(m_audio, this);
        m_jukebox->setPalette(palette());
    }
    m_jukebox->show();
    m_jukebox->raise();
    m_jukebox->activateWindow();
}

void MainWindow::applyTheme(const QString &id)
{
    BoardTheme::setCurrent(id);
    const BoardTheme &t = BoardTheme::standard();
    m_settings.setTheme(t.id);
    m_settingsCommands->showTheme(t.id);
    setPalette(t.palette ? *t.palette : QPalette());
    if (m_jukebox)
        m_jukebox->setPalette(palette());
    if (BoardScene *scene = m_gamePage->scene())
        scene->setTheme(t);
    m_gamePage->sidePanel()->setTheme(t);
    m_startPage->refreshTheme();
}

QString MainWindow::howToPlayText() const
{
    const core::GameId game
        = m_gamePage->model()->hasGame() ? m_gamePage->model()->gameId() : core::GameId{};
    return GameUi::tr(gameUi(game).howToPlay);
}

void MainWindow::showHowToPlay()
{
    QMessageBox::information(this, tr("How to Play"), howToPlayText());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Qiju"),
                       tr("<h3>Qiju %1</h3><p>Go, Gomoku, Othello, Ataxx and NoGo with a strong "
                          "computer opponent.</p><p>Free software under the GNU General Public "
                          "License, version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_stack->currentWidget() == m_gamePage && m_gamePage->model()->hasGame())
            setWindowTitle(tr("%1 — Qiju").arg(Texts::gameName(m_gamePage->model()->gameId())));
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mayLeaveGame(m_gamePage->session(), this)) {
        event->ignore();
        return;
    }
    m_gamePage->session()->autosave();
    syncSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::syncSettings()
{
    m_settings.setWindowGeometry(saveGeometry());
    if (!m_settings.sync())
        m_storageNotices->report(m_settings.fileName(),
            tr("the settings file or its folder cannot be written"));
}

} // namespace qiju::widgets
