// A network game in the main window (offscreen): the window hosts through Game > Network's
// commands while a second Qiju network layer in the same process joins over loopback. The
// waiting dialog names the port, the game page shows the opponent (a network player) and the
// network status, chat goes both ways through the chat dock, the opponent's undo request and
// draw offer come as non-blocking prompts answered by their buttons, and a lost link offers to
// continue against Qiju's AI. Edit > Undo asks the opponent to take back; Redo and Hint are
// off during a network game. The Host and Join dialogs offer the last port and address again.
// With QIJU_SCREENSHOT_DIR set it writes the README screenshot network-game.png (and the Join
// dialog with remembered values, join-remembered.png, to look at).
#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>
#include <QTextBrowser>

#include "commands/networkcommands.h"
#include "docks/chatdock.h"
#include "network/netsession.h"
#include "panels/sidepanel.h"
#include "services/languagemanager.h"
#include "storage/settings.h"
#include "windows/gamepage.h"
#include "windows/hostgamedialog.h"
#include "windows/joingamedialog.h"
#include "windows/mainwindow.h"

using namespace qiju;
using core::Side;
using model::NetSession;

namespace {

// The other Qiju: a model, its controller and a session, without windows.
struct Guest
{
    model::GameModel model;
    model::GameController controller{&model};
    model::NetSession session{&controller};
};

void play(model::GameController *c, const char *text)
{
    QTRY_VERIFY2(c->isHumanTurn(), text);
    c->requestMove(*c->model()->position().parseMove(text));
}

QPushButton *button(QMessageBox *box, const QString &text)
{
    for (QAbstractButton *b : box->buttons()) {
        if (b->text() == text)
            return qobject_cast<QPushButton *>(b);
    }
    return nullptr;
}

QPushButton *joinButton(QDialog *dialog)
{
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

class TestNetworkGame : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("qiju-test"));
        model::Settings().setLanguage({});
        model::Settings().setAnimationSpeed(model::AnimationSpeed::Off);
    }

    void hostChatPromptsAndLostLink()
    {
        widgets::LanguageManager lang;
        lang.apply(QStringLiteral("en"));
        widgets::MainWindow w(&lang);
        w.resize(1180, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        widgets::NetworkCommands *net = w.networkCommands();
        QVERIFY(w.action(QStringLiteral("hostNetworkGame"))->isEnabled());

        model::GameSetup setup;
        setup.game = core::GameId::Gomoku;
        setup.rules = QStringLiteral("freestyle");
        setup.timeControl = model::TimeControl::fischer(300000, 5000);
        QVERIFY(net->host(setup, Side::Black, QStringLiteral("Ann"), 0));
        const quint16 port = net->session()->port();
        QVERIFY(net->waitDialog() && net->waitDialog()->isVisible());
        QVERIFY(net->waitDialog()->labelText().contains(QString::number(port)));
        QVERIFY(!w.action(QStringLiteral("hostNetworkGame"))->isEnabled());

        Guest bob;
        bob.session.join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"));
        QTRY_COMPARE(net->session()->state(), NetSession::State::Playing);
        QTRY_VERIFY(!net->waitDialog());
        widgets::GamePage *page = w.gamePage();
        page->setGameOverDialogEnabled(false);
        QVERIFY(page->isVisible());
        model::GameController *c = page->controller();
        QCOMPARE(c->player(Side::White)->kind(), model::PlayerKind::Network);
        QCOMPARE(c->player(Side::White)->name(), QStringLiteral("Bob"));
        auto *status = page->sidePanel()->findChild<QLabel *>(QStringLiteral("modeInfoLabel"));
        QVERIFY(status->isVisible());
        QVERIFY2(status->text().contains(QStringLiteral("Bob")), qPrintable(status->text()));
        QVERIFY(net->chat()->isVisible());

        const char *moves[] = {"h8", "i9", "g9", "i7", "g7", "i8", "g8"};
        for (int i = 0; i < 7; ++i) {
            play(i % 2 == 0 ? c : &bob.controller, moves[i]);
            QTRY_COMPARE(page->model()->ply(), i + 1);
            QTRY_COMPARE(bob.model.ply(), i + 1);
        }
        // Chat both ways.
        QSignalSpy heard(&bob.session, &NetSession::chatReceived);
        bob.session.sendChat(QStringLiteral("Nice shape. Your three is open."));
        QTRY_VERIFY(net->chat()->log()->toPlainText().contains(QStringLiteral("open.")));
        net->chat()->input()->setText(QStringLiteral("Thanks, I saw it!"));
        QTest::keyClick(net->chat()->input(), Qt::Key_Return);
        QTRY_COMPARE(heard.count(), 1);
        QCOMPARE(heard.at(0).at(0).toString(), QStringLiteral("Thanks, I saw it!"));

        // Bob (White, to move) asks to take back i8: a prompt that does not block; No.
        QSignalSpy answered(&bob.session, &NetSession::undoAnswered);
        bob.session.requestUndo();
        QTRY_VERIFY(net->prompt() && net->prompt()->isVisible());
        QVERIFY(!net->prompt()->isModal());
        QVERIFY(net->prompt()->text().contains(QStringLiteral("Bob")));
        button(net->prompt(), QStringLiteral("No"))->click();
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QCOMPARE(page->model()->ply(), 7);
        // A draw offer, also declined.
        QSignalSpy drawAnswered(&bob.session, &NetSession::drawAnswered);
        bob.session.offerDraw();
        QTRY_VERIFY(net->prompt() && net->prompt()->isVisible());
        if (!qEnvironmentVariableIsEmpty("QIJU_SCREENSHOT_DIR")) {
            net->prompt()->hide();
            QTest::qWait(50);
            w.grab().save(
                qEnvironmentVariable("QIJU_SCREENSHOT_DIR") + QStringLiteral("/network-game.png"));
            net->prompt()->show();
        }
        button(net->prompt(), QStringLiteral("No"))->click();
        QTRY_COMPARE(drawAnswered.count(), 1);
        QVERIFY(!page->model()->isOver());

        // Bob's link breaks: the game is held and the window offers to go on against the AI.
        bob.session.findChild<QTcpSocket *>()->abort();
        QTRY_COMPARE(net->session()->state(), NetSession::State::PeerLost);
        QTRY_VERIFY(net->prompt() && net->prompt()->isVisible());
        QVERIFY(c->clock()->isPausedFor(model::GameClock::PauseReason::Network));
        QVERIFY(w.action(QStringLiteral("networkComputerTakesOver"))->isEnabled());
        QPushButton *ai = button(net->prompt(), QStringLiteral("Continue Against Qiju"));
        QVERIFY(ai);
        bob.session.close(); // Bob does not come back
        ai->click();
        QCOMPARE(c->player(Side::White)->kind(), model::PlayerKind::Computer);
        QVERIFY(!c->clock()->isPausedFor(model::GameClock::PauseReason::Network));
        QTRY_COMPARE_WITH_TIMEOUT(page->model()->ply(), 8, 20000); // the AI plays White
        QVERIFY(w.action(QStringLiteral("hostNetworkGame"))->isEnabled());
    }

    // Edit > Undo (Ctrl+Z) in a network game is Network > Ask to Take Back: the request reaches
    // the opponent. Redo has nothing to replay and Hint would be a cheat: both stay off while
    // the network game is on, and Hint is back after leaving it or after a new local game.
    void editUndoAsksTakeBackAndHintIsOff()
    {
        widgets::LanguageManager lang;
        lang.apply(QStringLiteral("en"));
        widgets::MainWindow w(&lang);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        widgets::NetworkCommands *net = w.networkCommands();
        QAction *undo = w.action(QStringLiteral("undo"));
        QAction *redo = w.action(QStringLiteral("redo"));
        QAction *hint = w.action(QStringLiteral("hint"));

        model::GameSetup setup; // two people at one board
        setup.game = core::GameId::Gomoku;
        setup.rules = QStringLiteral("freestyle");
        QVERIFY(w.startGame(setup));
        widgets::GamePage *page = w.gamePage();
        page->setGameOverDialogEnabled(false);
        model::GameController *c = page->controller();
        QTRY_VERIFY(hint->isEnabled()); // a local game: a hint is fine

        QVERIFY(net->host(setup, Side::Black, QStringLiteral("Ann"), 0));
        Guest bob;
        bob.session.join(
            QStringLiteral("127.0.0.1"), net->session()->port(), QStringLiteral("Bob"));
        QTRY_COMPARE(net->session()->state(), NetSession::State::Playing);
        QTRY_VERIFY(!net->waitDialog());
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTRY_VERIFY(c->isHumanTurn());
        QVERIFY(!hint->isEnabled());
        QVERIFY(!undo->isEnabled()); // nothing of Ann's to take back yet
        play(c, "h8");
        QTRY_COMPARE(bob.model.ply(), 1);
        play(&bob.controller, "i9");
        QTRY_COMPARE(page->model()->ply(), 2);
        QTRY_VERIFY(c->isHumanTurn());
        QVERIFY(!hint->isEnabled());
        QVERIFY(!redo->isEnabled());
        QVERIFY(undo->isEnabled());

        // Ctrl+Z: Bob is asked to let Ann take back h8 (back to ply 0, Ann to decide).
        QSignalSpy asked(&bob.session, &NetSession::undoRequested);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(asked.count(), 1);
        QCOMPARE(asked.at(0).at(0).toInt(), 0);
        QCOMPARE(net->session()->ownRequest(), NetSession::Request::Undo);
        QVERIFY(!undo->isEnabled());       // one request at a time
        QCOMPARE(page->model()->ply(), 2); // nothing changes before Bob agrees
        bob.session.answerUndo(true);
        QTRY_COMPARE(page->model()->ply(), 0);
        QCOMPARE(bob.model.ply(), 0);
        QVERIFY(!redo->isEnabled()); // the taken-back moves are not to be replayed
        QTRY_VERIFY(c->isHumanTurn());
        QVERIFY(!hint->isEnabled());

        // Leaving the network game: the game stays on the board, Hint is back.
        w.action(QStringLiteral("leaveNetworkGame"))->trigger();
        QCOMPARE(net->session()->state(), NetSession::State::Closed);
        QTRY_VERIFY(hint->isEnabled());

        // A second network game, replaced by a new local one: Hint is back too.
        QVERIFY(net->host(setup, Side::Black, QStringLiteral("Ann"), 0));
        Guest carl;
        carl.session.join(
            QStringLiteral("127.0.0.1"), net->session()->port(), QStringLiteral("Carl"));
        QTRY_COMPARE(net->session()->state(), NetSession::State::Playing);
        QTRY_VERIFY(c->isHumanTurn());
        QVERIFY(!hint->isEnabled());
        QVERIFY(w.startGame(setup));
        QCOMPARE(net->session()->state(), NetSession::State::Closed);
        QTRY_VERIFY(hint->isEnabled());
        QVERIFY(!undo->isEnabled()); // a local game with no move yet
    }

    // The Host and Join dialogs open with the port and address used last time (the port
    // is 26262 at first, README "Playing over the network"); cancelling remembers nothing.
    void dialogsRememberPortAndAddress()
    {
        QSettings(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
            QCoreApplication::applicationName())
            .remove(QStringLiteral("network"));
        {
            widgets::JoinGameDialog join;
            QCOMPARE(join.address(), QString());
            QCOMPARE(join.port(), quint16(26262));
            QVERIFY(!joinButton(&join)->isEnabled()); // no address yet
            join.findChild<QLineEdit *>(QStringLiteral("joinAddress"))
                ->setText(QStringLiteral(" 192.168.1.77 "));
            join.findChild<QSpinBox *>(QStringLiteral("joinPort"))->setValue(30123);
            joinButton(&join)->click();
            QCOMPARE(join.result(), int(QDialog::Accepted));
        }
        {
            widgets::JoinGameDialog join;
            QCOMPARE(join.address(), QStringLiteral("192.168.1.77"));
            QCOMPARE(join.port(), quint16(30123));
            QVERIFY(joinButton(&join)->isEnabled());
            if (!qEnvironmentVariableIsEmpty("QIJU_SCREENSHOT_DIR")) {
                join.show();
                QVERIFY(QTest::qWaitForWindowExposed(&join));
                join.grab().save(qEnvironmentVariable("QIJU_SCREENSHOT_DIR")
                    + QStringLiteral("/join-remembered.png"));
            }
            join.findChild<QLineEdit *>(QStringLiteral("joinAddress"))
                ->setText(QStringLiteral("10.0.0.9"));
            join.reject();
        }
        QCOMPARE(widgets::JoinGameDialog().address(), QStringLiteral("192.168.1.77"));

        {
            widgets::HostGameDialog host(core::GameId::Othello);
            auto *port = host.findChild<QSpinBox *>(QStringLiteral("hostPort"));
            QCOMPARE(port->value(), 26262);
            port->setValue(31000);
            host.accept();
        }
        QCOMPARE(widgets::HostGameDialog(core::GameId::Othello).port(), quint16(31000));
        // Hosting and joining keep their own ports.
        QCOMPARE(widgets::JoinGameDialog().port(), quint16(30123));
        // A port Qiju would not host on (below 1024, say the file was edited): back to 26262.
        QSettings(QSettings::IniFormat, QSettings::UserScope, QCoreApplication::organizationName(),
            QCoreApplication::applicationName())
            .setValue(QStringLiteral("network/hostPort"), 80);
        QCOMPARE(widgets::HostGameDialog(core::GameId::Othello).port(), quint16(26262));
    }
};

QTEST_MAIN(TestNetworkGame)
#include "tst_networkgame.moc"
