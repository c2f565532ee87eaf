#include "gamepage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QTimer>

#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/endmood.h"
#include "board/gridboardscene.h"
#include "board/movevaluesoverlay.h"
#include "commands/modalwatcher.h"
#include "gameui/gameui.h"
#include "gameui/go/markingbar.h"
#include "panels/setupbar.h"
#include "panels/sidepanel.h"
#include "players/computerplayer.h"
#include "storage/records.h"
#include "windows/gameoverdialog.h"
#include "words/clocktext.h"
#include "words/texts.h"

#include "ai/gameprofile.h"
#include "games/gameregistry.h"

namespace qiju::widgets {

using core::Side;

GamePage::GamePage(QWidget *parent)
    : QWidget(parent)
    , m_session(new model::GameSession(this))
    , m_model(m_session->model())
    , m_controller(m_session->controller())
    , m_review(m_session->review())
    , m_view(new BoardView(this))
    , m_panel(new SidePanel(this))
    , m_modal(new ModalWatcher(this))
    , m_moveValues(new MoveValuesOverlay(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto *boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_view, 1);
    auto *markingBar = new MarkingBar(m_controller, this);
    boardColumn->addWidget(markingBar);
    m_setupBar = new SetupBar(this, this);
    boardColumn->addWidget(m_setupBar);
    connect(m_setupBar, &SetupBar::activeChanged, this, &GamePage::actionsChanged);
    // The setup shows its own board and counts; leaving it shows the game's again.
    connect(m_setupBar, &SetupBar::activeChanged, markingBar, &MarkingBar::setSuspended);
    connect(m_setupBar, &SetupBar::activeChanged, this, [this](bool active) {
        if (active || !m_model->hasGame())
            return;
        m_panel->setClocksVisible(m_controller->clock()->isTimed());
        refreshPlayers();
        refreshState();
    });
    layout->addLayout(boardColumn, 1);
    layout->addWidget(m_panel);
    m_layout = layout;
    m_controller->setComputerMinimumThinkingTime(350);

    connect(m_model, &model::GameModel::moveApplied, this, [this] {
        m_panel->setNotice({});
        refreshPlayers(); // a swap hands the colours to the other seats
        refreshState();
    });
    connect(m_model, &model::GameModel::positionReset, this, [this] {
        refreshPlayers();
        refreshState();
    });
    connect(m_model, &model::GameModel::gameOver, this, &GamePage::onGameOver);
    connect(m_session, &model::GameSession::gameEnded, this, &GamePage::playEnding);
    connect(m_model, &model::GameModel::markingStarted, this, &GamePage::refreshState);
    connect(m_controller, &model::GameController::turnStarted, this, &GamePage::refreshState);
    connect(m_controller, &model::GameController::reviewingChanged, this, &GamePage::refreshState);
    connect(m_controller, &model::GameController::playersChanged, this, &GamePage::refreshPlayers);
    connect(m_controller, &model::GameController::undoRedoChanged, this, &GamePage::actionsChanged);
    connect(m_controller, &model::GameController::hintBusyChanged, this, &GamePage::actionsChanged);
    connect(m_controller, &model::GameController::thinkingChanged, this,
        [this](Side seat, bool thinking) {
            if (thinking && m_model->hasGame())
                m_panel->setThinking(m_model->position().colourOfSeat(seat));
            else
                m_panel->setThinking(std::nullopt);
            emit actionsChanged();
        });
    connect(m_controller, &model::GameController::searchProgress, this, &GamePage::showSearchInfo);
    connect(m_controller, &model::GameController::passed, this, [this](Side side) {
        const QString text = tr("%1 has no legal move and passes.")
                                 .arg(Texts::sideName(m_model->gameId(), side));
        m_panel->setNotice(text);
        if (m_scene)
            m_scene->showBanner(text);
        emit statusMessage(text);
    });
    connect(m_controller, &model::GameController::illegalMove, this,
            [this](const core::Move &move, core::MoveError error) {
                const auto explain = gameUi(m_model->gameId()).illegalMoveText;
                const QString text = explain ? explain(error) : Texts::moveError(error);
                if (m_scene)
                    m_scene->explainIllegal(move, error);
                m_panel->setNotice(text);
                emit statusMessage(text);
            });
    connect(m_controller, &model::GameController::computerFailed, this,
            [this](Side seat, const QString &) {
                const QString text = tr("The computer (%1) found no legal move: the game is "
                                        "paused. This is a bug in Qiju; resume to let it try "
                                        "again.")
                                         .arg(Texts::sideName(m_model->gameId(),
                                             m_model->position().colourOfSeat(seat)));
                m_panel->setNotice(text);
                emit statusMessage(text);
            });
    connect(m_controller, &model::GameController::hintReady, this,
        [this](const core::Move &move, const ai::SearchInfo &) {
            if (!m_scene || !m_controller->isHumanTurn())
                return;
            m_scene->showHint(move);
            const bool decision
                = move.kind == core::Move::Kind::Swap || move.kind == core::Move::Kind::Balance;
            const QString text
                = tr("Hint: %1")
                      .arg(decision ? Texts::decisionName(m_model->gameId(), move)
                                    : QString::fromStdString(m_model->position().moveText(move)));
            m_panel->setNotice(text);
            emit statusMessage(text);
        });
    connect(m_panel, &SidePanel::moveNowClicked, m_controller, &model::GameController::moveNow);

    model::GameClock *clock = m_controller->clock();
    connect(clock, &model::GameClock::changed, this, &GamePage::refreshClocks);
    connect(m_modal, &ModalWatcher::modalChanged, clock, [clock](bool open) {
        clock->setPaused(model::GameClock::PauseReason::Dialog, open);
    });
    connect(clock, &model::GameClock::periodUsed, this, [this](Side seat, int left) {
        if (!m_model->hasGame())
            return;
        const Side colour = m_model->position().colourOfSeat(seat);
        const QString text = tr("%1 used up a byo-yomi period: %n left.", nullptr, left)
                                 .arg(Texts::sideName(m_model->gameId(), colour));
        m_panel->setNotice(text);
        emit statusMessage(text);
    });
    connect(m_controller, &model::GameController::pausedChanged, this, [this](bool paused) {
        refreshState();
        m_panel->setNotice(paused ? tr("Game paused. The clocks are stopped.") : QString());
    });
    connect(m_panel, &SidePanel::decisionChosen, m_controller, &model::GameController::requestMove);
}

bool GamePage::prepareScene(core::GameId game)
{
    const bool sameGame = m_scene && m_model->hasGame() && m_model->gameId() == game;
    if (const auto engine = ai::createEngine(game))
        m_scoreUnit = engine->scoreUnit(); // what the computer's scores count
    if (!sameGame) {
        BoardScene *scene = createScene(game, m_model, this);
        if (!scene)
            return false;
        delete m_scene;
        m_scene = scene;
        connect(m_scene, &BoardScene::moveRequested, m_controller,
                &model::GameController::requestMove);
        m_scene->setMarking(m_controller->marking());
        connect(m_scene, &BoardScene::markRequested, m_controller->marking(),
                &model::GoMarking::toggle);
        m_view->setScene(m_scene);
    }
    ++m_gameSerial;
    return true;
}

int GamePage::besideBoardWidth() const
{
    const QMargins m = m_layout->contentsMargins();
    return m.left() + m.right() + m_layout->spacing() + m_panel->width();
}

void GamePage::showNewGame()
{
    m_panel->setGame(m_model->gameId());
    m_panel->setNotice({});
    m_panel->setThinking(std::nullopt);
    m_panel->setClocksVisible(m_controller->clock()->isTimed());
    refreshPlayers();
    refreshState();
    emit actionsChanged();
}

bool GamePage::startGame(const model::GameSetup &setup)
{
    if (!prepareScene(setup.game) || !m_session->startGame(setup))
        return false;
    showNewGame();
    return true;
}

bool GamePage::loadGame(model::SavedGame &&game, const QString &path)
{
    if (!game.tree || !prepareScene(game.setup.game))
        return false;
    m_session->loadGame(std::move(game), path);
    showNewGame();
    return true;
}

void GamePage::applySettings(const model::Settings &settings)
{
    if (m_scene) {
        m_scene->setAnimationSpeed(settings.animationSpeed());
        m_scene->setShowLegalMoves(settings.showLegalMoves());
        if (auto *grid = qobject_cast<GridBoardScene *>(m_scene))
            grid->setShowMoveNumbers(settings.showMoveNumbers());
        m_scene->setShowLiberties(settings.showLiberties());
        m_scene->setShowIllegalPoints(settings.showIllegalPoints());
    }
    m_view->setTilted(settings.tiltBoard());
    m_moveValues->setEnabled(settings.showMoveValues());
    for (Side s : {Side::Black, Side::White}) {
        if (auto *cp = qobject_cast<model::ComputerPlayer *>(m_controller->player(s)))
            cp->setTimePerMove(settings.timePerMoveMs());
    }
}

void GamePage::refreshPlayers()
{
    if (!m_model->hasGame())
        return;
    const core::Game &g = m_model->position();
    for (Side s : {Side::Black, Side::White}) {
        const model::Player *p = m_controller->player(s);
        if (!p)
            continue;
        QString detail = Texts::playerKindName(p->kind());
        if (auto *cp = qobject_cast<const model::ComputerPlayer *>(p))
            detail = tr("Computer · %1").arg(Texts::levelName(cp->level()));
        QString name = p->name();
        if (name.isEmpty() && p->kind() == model::PlayerKind::Computer)
            name = tr("Qiju AI");
        // The cards are by colour; a seat's colour changes after a Gomoku swap.
        m_panel->setPlayer(g.colourOfSeat(s), name, detail);
    }
    // The rules in play ("Chinese (area scoring) · 19×19 · komi 7.5") and the time control.
    const model::GameSetup &setup = m_controller->setup();
    QString rules = Texts::rulesSummary(setup.game, setup.rules);
    if (m_controller->clock()->isTimed())
        rules += QStringLiteral(" · ") + ClockText::summary(setup.timeControl);
    m_panel->setRules(rules);
}

void GamePage::refreshState()
{
    // While a position is set up the panel describes that position (SetupBar).
    if (!m_model->hasGame() || m_setupBar->isActive())
        return;
    const core::Game &g = m_model->position();
    m_panel->setCounts(g.pieceCount(Side::Black), g.pieceCount(Side::White),
                       g.width() * g.height());
    m_panel->setCaptures(g.captures(Side::Black), g.captures(Side::White),
                         core::gameInfo(g.id()).captures);
    if (const auto r = m_model->result())
        m_panel->setResult(resultText(*r));
    else if (m_model->isMarking())
        m_panel->setResult(tr("Marking dead stones"));
    else
        m_panel->setTurn(g.sideToMove());
    if (m_scene) {
        // In a review any move may be tried, for either side; the marking step takes clicks
        // from any person at the board.
        m_scene->setInteractive(m_controller->isHumanTurn()
                                || (m_controller->isReviewing() && !m_model->isOver())
                                || (m_model->isMarking() && m_controller->hasHuman()));
    }
    // Decisions besides a click on the board (Gomoku's swap), for the person to move.
    std::vector<std::pair<QString, core::Move>> choices;
    if (!m_model->isOver() && m_controller->isHumanTurn()) {
        for (const core::Move &m : g.legalMoves()) {
            if (m.kind == core::Move::Kind::Swap || m.kind == core::Move::Kind::Balance)
                choices.emplace_back(Texts::decisionName(g.id(), m), m);
        }
    }
    m_panel->setDecision(m_model->isOver() ? QString() : Texts::openingPrompt(g), choices);
    refreshClocks();
    emit actionsChanged();
}

void GamePage::refreshClocks()
{
    const model::GameClock *clock = m_controller->clock();
    if (!m_model->hasGame() || !clock->isTimed())
        return;
    const model::TimeControl &tc = clock->timeControl();
    for (Side seat : {Side::Black, Side::White}) {
        const model::SideClock c = clock->side(seat);
        // The cards are by colour; after a Gomoku swap a seat plays the other colour.
        m_panel->setClock(m_model->position().colourOfSeat(seat), ClockText::main(tc, c),
                          ClockText::detail(tc, c), c.isLowTime(tc),
                          clock->isTicking() && clock->running() == seat);
    }
}

void GamePage::showSearchInfo(Side seat, const ai::SearchInfo &info)
{
    if (!m_model->hasGame() || m_model->position().seatToMove() != seat || info.best.isNone())
        return;
    const QString move
        = info.best.kind == core::Move::Kind::Swap || info.best.kind == core::Move::Kind::Balance
        ? Texts::decisionName(m_model->gameId(), info.best)
        : QString::fromStdString(m_model->position().moveText(info.best));
    const QString score = Texts::scoreText(m_model->gameId(), m_scoreUnit, info.score);
    if (info.exact && ai::gameProfile(m_model->gameId()).exactIsWin)
        m_panel->setSearchInfo(info.score > 0
                ? tr("Forced win found, starting with %1").arg(move)
                : tr("Lost against best defence; trying %1").arg(move));
    else if (info.exact)
        m_panel->setSearchInfo(tr("Solved: best %1, final margin %2").arg(move, score));
    else
        m_panel->setSearchInfo(tr("Depth %1 · best %2 · %3").arg(info.depth).arg(move, score));
}

QString GamePage::resultText(const core::GameResult &r) const
{
    const core::GameId game = m_model->gameId();
    QString text = Texts::outcome(game, r.outcome);
    if (r.reason == core::EndReason::Count) {
        text += QStringLiteral(" — %1 : %2").arg(r.blackScore).arg(r.whiteScore);
    } else {
        text += QStringLiteral(" (%1)").arg(Texts::endReason(r.reason));
    }
    return text;
}

void GamePage::onGameOver(const core::GameResult &result)
{
    refreshState();
    if (m_controller->isReviewing()) // the end of a variation: no ceremony
        return;
    m_panel->setThinking(std::nullopt);
    emit statusMessage(resultText(result));
}

void GamePage::playEnding(const core::GameResult &result)
{
    emit gameFinished();
    // Let the last move's animation finish, then play out the ending over the board, then
    // (unless switched off) open the dialog.
    const quint64 serial = m_gameSerial;
    QTimer::singleShot(m_scene ? m_scene->pendingAnimationMs() : 0, this, [this, serial, result] {
        if (serial != m_gameSerial || !m_model->isOver())
            return;
        const EndMood mood = EndMood::of(result, m_controller);
        if (m_scene) {
            const QString text = !mood.personal ? Texts::outcome(m_model->gameId(), result.outcome)
                : mood.kind == EndMood::Kind::Win ? tr("You win!")
                                                  : tr("You lose");
            m_scene->showEnding(mood.kind, text);
        }
        if (!m_dialogEnabled)
            return;
        const int wait = (m_scene ? m_scene->pendingAnimationMs() : 0) + 150;
        QTimer::singleShot(wait, this, [this, serial, result] {
            if (serial == m_gameSerial && m_model->isOver())
                showGameOverDialog(result);
        });
    });
}

void GamePage::showGameOverDialog(const core::GameResult &result)
{
    GameOverDialog dialog(m_model->gameId(), result, m_controller, this);
    dialog.setRecentResults(model::RecordFile::read(model::RecordFile::defaultPath()).records);
    switch (dialog.exec()) {
    case GameOverDialog::PlayAgain: {
        model::GameSetup setup = m_controller->setup();
        startGame(setup);
        break;
    }
    case GameOverDialog::UndoMove: m_controller->undo(); break;
    case GameOverDialog::Review: m_review->start(); break;
    case GameOverDialog::BackToStart: emit backToStartRequested(); break;
    case GameOverDialog::Quit: emit quitRequested(); break;
    default: break; // Close: the final board stays to look at
    }
}

void GamePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        refreshPlayers();
        refreshState();
    }
    QWidget::changeEvent(event);
}

} // namespace qiju::widgets
