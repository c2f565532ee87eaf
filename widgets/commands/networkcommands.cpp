#include "networkcommands.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QProgressDialog>
#include <QPushButton>

#include "docks/chatdock.h"
#include "panels/sidepanel.h"
#include "storage/savegame.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/hostgamedialog.h"
#include "windows/joingamedialog.h"

namespace qiju::widgets {

using model::NetSession;

namespace {

QString refusedText(model::NetError error)
{
    switch (error) {
    case model::NetError::TooLong: return NetworkCommands::tr("a line that was too long");
    case model::NetError::BadJson: return NetworkCommands::tr("a garbled message");
    case model::NetError::UnknownType: return NetworkCommands::tr("a message of an unknown kind");
    case model::NetError::BadField:
        return NetworkCommands::tr("a message with a missing or wrong field");
    case model::NetError::Version:
        return NetworkCommands::tr("another version of the network protocol");
    case model::NetError::BadSetup: return NetworkCommands::tr("a game Qiju cannot play");
    case model::NetError::Unexpected:
        return NetworkCommands::tr("a message that does not fit the game now");
    case model::NetError::OutOfTurn: return NetworkCommands::tr("a move out of turn");
    case model::NetError::IllegalMove: return NetworkCommands::tr("an illegal move");
    case model::NetError::Busy: return NetworkCommands::tr("a second connection");
    case model::NetError::None: break;
    }
    return {};
}

} // namespace

NetworkCommands::NetworkCommands(GamePage *page, QMainWindow *window)
    : QObject(window)
    , m_page(page)
    , m_window(window)
    , m_menu(new QMenu(window))
    , m_chat(new ChatDock(window))
{
    m_menu->setObjectName(QStringLiteral("networkMenu"));
    m_host = makeAction("hostNetworkGame");
    m_join = makeAction("joinNetworkGame");
    m_undo = makeAction("askTakeBack");
    m_draw = makeAction("offerDraw");
    m_leave = makeAction("leaveNetworkGame");
    m_takeOver = makeAction("networkComputerTakesOver");
    m_menu->addAction(m_host);
    m_menu->addAction(m_join);
    m_menu->addSeparator();
    m_menu->addAction(m_undo);
    m_menu->addAction(m_draw);
    m_menu->addSeparator();
    m_menu->addAction(m_takeOver);
    m_menu->addAction(m_leave);
    connect(m_host, &QAction::triggered, this, &NetworkCommands::showHostDialog);
    connect(m_join, &QAction::triggered, this, &NetworkCommands::showJoinDialog);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->requestUndo();
        refreshStatus();
        updateActions();
    });
    connect(m_draw, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->offerDraw();
        refreshStatus();
        updateActions();
    });
    connect(m_takeOver, &QAction::triggered, this, [this] {
        closePrompt();
        if (m_session)
            m_session->continueAgainstComputer();
    });
    connect(m_leave, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->close();
    });
    window->addDockWidget(Qt::RightDockWidgetArea, m_chat);
    m_chat->hide();
    m_chat->toggleViewAction()->setObjectName(QStringLiteral("showChat"));
    connect(m_chat, &ChatDock::sendRequested, this, [this](const QString &text) {
        if (!m_session || !m_session->isPlaying())
            return;
        m_session->sendChat(text);
        m_chat->addMessage(m_session->nickname(), text, true);
    });
    // Another game started on the page (New Game, Open...): the network game is left.
    model::GameController *c = page->controller();
    connect(c, &model::GameController::playersChanged, this, [this, c] {
        if (!m_session
            || (m_session->state() != NetSession::State::Playing
                && m_session->state() != NetSession::State::PeerLost))
            return;
        const model::Player *remote = c->player(m_session->remoteSeat());
        if (!remote || remote->kind() != model::PlayerKind::Network)
            m_session->close();
    });
    // The session's state changes what the window's own actions may do (Undo, Redo, Hint).
    connect(this, &NetworkCommands::editActionsChanged, page, &GamePage::actionsChanged);
    connect(page->model(), &model::GameModel::moveApplied, this, &NetworkCommands::updateActions);
    connect(page->model(), &model::GameModel::positionReset, this, &NetworkCommands::updateActions);
    connect(page->model(), &model::GameModel::gameOver, this, &NetworkCommands::updateActions);
    retranslate();
    updateActions();
}

NetworkCommands::~NetworkCommands()
{
    if (m_session)
        m_session->close(); // says bye to the peer
}

QAction *NetworkCommands::makeAction(const char *name)
{
    auto *a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    return a;
}

QList<QAction *> NetworkCommands::viewActions() const { return {m_chat->toggleViewAction()}; }

void NetworkCommands::retranslate()
{
    m_menu->setTitle(tr("Net&work"));
    m_host->setText(tr("&Host Game…"));
    m_host->setToolTip(tr("Wait for another Qiju on the local network to join your game"));
    m_join->setText(tr("&Join Game…"));
    m_join->setToolTip(tr("Join a game another Qiju hosts on the local network"));
    m_undo->setText(tr("Ask to &Take Back"));
    m_undo->setToolTip(tr("Ask your opponent to let you take back your last move"));
    m_draw->setText(tr("Offer a &Draw"));
    m_draw->setToolTip(tr("Offer your opponent a draw"));
    m_takeOver->setText(tr("&Continue Against Qiju's AI"));
    m_takeOver->setToolTip(tr("Qiju's AI takes the seat of the opponent who is gone"));
    m_leave->setText(tr("&Leave Network Game"));
    m_leave->setToolTip(tr("Close the connection; the game stays on the board"));
    m_chat->toggleViewAction()->setText(tr("C&hat"));
    m_chat->toggleViewAction()->setToolTip(tr("Show the chat with your network opponent"));
    refreshStatus();
}

bool NetworkCommands::inNetworkGame() const
{
    return m_session && m_session->isActive() && m_page->controller()->hasNetworkSeat();
}

void NetworkCommands::updateActions()
{
    const bool active = m_session && m_session->isActive();
    m_host->setEnabled(!active);
    m_join->setEnabled(!active);
    m_undo->setEnabled(m_session && m_session->canRequestUndo());
    m_draw->setEnabled(m_session && m_session->canOfferDraw());
    m_draw->setVisible(!m_session || model::netDrawAllowed(m_page->controller()->setup().game));
    m_takeOver->setEnabled(m_session && m_session->state() == NetSession::State::PeerLost);
    m_leave->setEnabled(active);
    m_chat->setInputEnabled(m_session && m_session->isPlaying());
    if (canAskTakeBack() != m_couldAskTakeBack) {
        m_couldAskTakeBack = canAskTakeBack();
        emit editActionsChanged();
    }
}

bool NetworkCommands::canAskTakeBack() const
{
    return inNetworkGame() && m_session->canRequestUndo();
}

void NetworkCommands::askTakeBack()
{
    if (canAskTakeBack())
        m_undo->trigger();
}

QString NetworkCommands::peer() const
{
    return m_session && !m_session->peerName().isEmpty() ? m_session->peerName()
                                                         : tr("your opponent");
}

void NetworkCommands::showHostDialog()
{
    const core::GameId game
        = m_page->model()->hasGame() ? m_page->model()->gameId() : core::GameId{};
    HostGameDialog dialog(game, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    model::Settings().rememberNickname(dialog.nickname());
    host(dialog.setup(), dialog.side(), dialog.nickname(), dialog.port());
}

void NetworkCommands::showJoinDialog()
{
    JoinGameDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    model::Settings().rememberNickname(dialog.nickname());
    join(dialog.address(), dialog.port(), dialog.nickname());
}

NetSession *NetworkCommands::newSession()
{
    if (m_session) {
        m_session->close();
        m_session->deleteLater();
    }
    closePrompt();
    auto *s = new NetSession(m_page->controller(), this);
    m_session = s;
    m_chat->clear();
    s->setGameStarter([this](const model::GameSetup &setup, std::unique_ptr<model::GameTree> tree,
                          const QJsonObject &clocks) {
        model::SavedGame game;
        game.setup = setup;
        game.tree = std::move(tree);
        game.extras.clocks = clocks;
        m_page->loadGame(std::move(game));
    });
    connect(s, &NetSession::stateChanged, this, [this] {
        refreshStatus();
        updateActions();
        emit editActionsChanged();
    });
    connect(s, &NetSession::failed, this, &NetworkCommands::onFailed);
    connect(s, &NetSession::started, this, [this] {
        closeWait();
        m_chat->show();
        m_chat->addNote(tr("%1 joined. The game begins.").arg(peer()));
        emit gameStarted();
        emit statusMessage(tr("Network game with %1").arg(peer()));
    });
    connect(s, &NetSession::resumed, this, [this] {
        closeWait();
        closePrompt();
        m_chat->addNote(tr("%1 is back. The game goes on.").arg(peer()));
        emit gameStarted();
    });
    connect(s, &NetSession::peerLost, this, &NetworkCommands::onPeerLost);
    connect(s, &NetSession::chatReceived, this, [this](const QString &text) {
        m_chat->addMessage(peer(), text, false);
        if (!m_chat->isVisible())
            m_chat->show();
    });
    connect(s, &NetSession::undoRequested, this, [this] {
        updateActions();
        showPrompt(tr("Take back"),
            tr("%1 asks to take back their last move. Do you agree?").arg(peer()),
            [this](bool yes) {
                if (m_session)
                    m_session->answerUndo(yes);
                updateActions();
            });
    });
    connect(s, &NetSession::drawOffered, this, [this] {
        updateActions();
        showPrompt(
            tr("Draw offer"), tr("%1 offers a draw. Do you accept?").arg(peer()), [this](bool yes) {
                if (m_session)
                    m_session->answerDraw(yes);
                updateActions();
            });
    });
    connect(s, &NetSession::peerRequestWithdrawn, this, [this] {
        closePrompt();
        updateActions();
    });
    connect(s, &NetSession::undoAnswered, this, [this](bool yes) {
        const QString text = yes ? tr("%1 agreed: your move is taken back.").arg(peer())
                                 : tr("%1 did not agree to take back your move.").arg(peer());
        m_chat->addNote(text);
        emit statusMessage(text);
        refreshStatus();
        updateActions();
    });
    connect(s, &NetSession::drawAnswered, this, [this](bool yes) {
        const QString text = yes ? tr("%1 accepted the draw.").arg(peer())
                                 : tr("%1 declined the draw.").arg(peer());
        m_chat->addNote(text);
        emit statusMessage(text);
        refreshStatus();
        updateActions();
    });
    connect(s, &NetSession::peerRejected, this, [this](model::NetError error) {
        m_chat->addNote(tr("Refused from %1: %2.").arg(peer(), refusedText(error)));
    });
    connect(s, &NetSession::peerError, this, [this](const QString &code) {
        m_chat->addNote(tr("%1's Qiju refused a message from this one (%2).").arg(peer(), code));
    });
    return s;
}

bool NetworkCommands::host(
    const model::GameSetup &setup, core::Side side, const QString &nickname, quint16 port)
{
    NetSession *s = newSession();
    if (!s->host(port, setup, side, nickname)) {
        onFailed(NetSession::Failure::CannotListen, s->errorString());
        return false;
    }
    QStringList addresses;
    for (const QHostAddress &a : NetSession::localAddresses())
        addresses << a.toString();
    const QString where = addresses.isEmpty()
        ? tr("(No network address found: only this computer can join, at 127.0.0.1.)")
        : addresses.join(u'\n');
    showWait(tr("Waiting for an opponent on port %1…\n\nGive them this computer's address "
                "and the port:\n%2")
                 .arg(s->port())
                 .arg(where));
    updateActions();
    return true;
}

void NetworkCommands::join(const QString &address, quint16 port, const QString &nickname)
{
    NetSession *s = newSession();
    showWait(tr("Connecting to %1, port %2…").arg(address).arg(port));
    s->join(address, port, nickname);
    updateActions();
}

void NetworkCommands::showWait(const QString &text)
{
    closeWait();
    m_wait = new QProgressDialog(text, tr("Cancel"), 0, 0, m_window);
    m_wait->setObjectName(QStringLiteral("networkWait"));
    m_wait->setWindowTitle(tr("Network Game"));
    m_wait->setAttribute(Qt::WA_DeleteOnClose);
    m_wait->setWindowModality(Qt::WindowModal);
    m_wait->setMinimumDuration(0);
    connect(m_wait, &QProgressDialog::canceled, this, [this] {
        if (m_session)
            m_session->close();
        closeWait();
    });
    m_wait->show();
}

void NetworkCommands::closeWait()
{
    if (!m_wait)
        return;
    m_wait->disconnect(this);
    m_wait->close();
}

void NetworkCommands::showPrompt(
    const QString &title, const QString &text, const std::function<void(bool)> &answer)
{
    closePrompt();
    m_prompt = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, m_window);
    m_prompt->setObjectName(QStringLiteral("networkPrompt"));
    m_prompt->setAttribute(Qt::WA_DeleteOnClose);
    m_prompt->setWindowModality(Qt::NonModal);
    QPushButton *yes = m_prompt->addButton(tr("Yes"), QMessageBox::YesRole);
    m_prompt->addButton(tr("No"), QMessageBox::NoRole);
    connect(m_prompt, &QMessageBox::finished, this,
        [this, yes, answer] { answer(m_prompt && m_prompt->clickedButton() == yes); });
    m_prompt->show();
}

void NetworkCommands::closePrompt()
{
    if (!m_prompt)
        return;
    m_prompt->disconnect(this);
    m_prompt->close();
}

void NetworkCommands::onFailed(NetSession::Failure failure, const QString &detail)
{
    closeWait();
    QString text;
    switch (failure) {
    case NetSession::Failure::CannotListen:
        text = tr("Qiju cannot wait for an opponent on this port (%1). Choose another port.")
                   .arg(detail);
        break;
    case NetSession::Failure::Unreachable:
        text = tr("Nobody answered at that address and port. Check both, and that the host "
                  "is waiting for you.");
        break;
    case NetSession::Failure::Refused:
        text = detail.startsWith(QLatin1String("version"))
            ? tr("The other Qiju speaks another version of the network protocol. Both players "
                 "need the same version of Qiju.")
            : tr("The other Qiju refused the connection (%1).").arg(detail);
        break;
    case NetSession::Failure::BadSetup:
        text = tr("The host's game cannot be played with this Qiju (%1).").arg(detail);
        break;
    case NetSession::Failure::Timeout: text = tr("The other side did not answer in time."); break;
    }
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Network Game"), text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("networkFailure"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->show();
    emit statusMessage(text);
}

void NetworkCommands::onPeerLost(bool left)
{
    closePrompt();
    const QString text = left ? tr("%1 left the game.").arg(peer())
                              : tr("The connection to %1 was lost.").arg(peer());
    m_chat->addNote(text);
    m_prompt = new QMessageBox(
        QMessageBox::Warning, tr("Network Game"), text, QMessageBox::NoButton, m_window);
    m_prompt->setObjectName(QStringLiteral("networkLost"));
    m_prompt->setAttribute(Qt::WA_DeleteOnClose);
    m_prompt->setWindowModality(Qt::NonModal);
    m_prompt->setInformativeText(left
            ? tr("The clocks are stopped. You can save the game, or continue against Qiju's "
                 "AI.")
            : tr("The clocks are stopped. Qiju waits for %1 to come back; you can also save "
                 "the game, or continue against Qiju's AI.")
                  .arg(peer()));
    if (!left)
        m_prompt->addButton(tr("Wait"), QMessageBox::RejectRole);
    QPushButton *save = m_prompt->addButton(tr("Save Game…"), QMessageBox::ActionRole);
    QPushButton *ai = m_prompt->addButton(tr("Continue Against Qiju"), QMessageBox::AcceptRole);
    connect(m_prompt, &QMessageBox::finished, this, [this, save, ai] {
        if (!m_prompt)
            return;
        if (m_prompt->clickedButton() == save) {
            if (QAction *a = m_window->findChild<QAction *>(QStringLiteral("saveAs")))
                a->trigger();
        } else if (m_prompt->clickedButton() == ai && m_session) {
            m_session->continueAgainstComputer();
        }
    });
    m_prompt->show();
    emit statusMessage(text);
}

void NetworkCommands::refreshStatus()
{
    QString text;
    if (m_session) {
        switch (m_session->state()) {
        case NetSession::State::Listening:
            text = tr("Network: waiting for an opponent on port %1.").arg(m_session->port());
            break;
        case NetSession::State::Connecting:
        case NetSession::State::Handshake: text = tr("Network: connecting…"); break;
        case NetSession::State::Playing:
            text = m_session->role() == NetSession::Role::Host
                ? tr("Network game with %1 (you host).").arg(peer())
                : tr("Network game with %1 (you joined).").arg(peer());
            if (m_session->ownRequest() == NetSession::Request::Undo)
                text += u'\n'
                    + tr("Waiting for %1 to answer your request to take back…").arg(peer());
            else if (m_session->ownRequest() == NetSession::Request::Draw)
                text += u'\n' + tr("Waiting for %1 to answer your draw offer…").arg(peer());
            break;
        case NetSession::State::PeerLost:
            text = tr("Network: %1 is away. The clocks are stopped.").arg(peer());
            break;
        case NetSession::State::Idle:
        case NetSession::State::Closed: break;
        }
    }
    m_page->sidePanel()->setModeInfo(text);
}

} // namespace qiju::widgets
