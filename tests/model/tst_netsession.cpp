// Network play over loopback, two Qiju network layers in one process (each with its own model,
// controller and session): a whole Gomoku game ends the same on both sides; undo by
// agreement (accepted, declined); a draw by agreement; a link dropped mid-game holds the game
// (clocks paused, position kept) until the guest reconnects; a hostile peer on a raw socket
// (garbage, malformed JSON, unknown types, missing fields, oversized lines, a wrong version,
// out-of-turn and illegal moves, answers to nothing) gets an error reply for each line and the
// game does not change; a host sending an unplayable game is refused by the guest. The line
// codec alone: tst_netmessage.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>

#include "network/netmessage.h"
#include "network/netsession.h"
#include "players/networkplayer.h"
#include "session/gamecontroller.h"

using namespace qiju;
using core::Side;
using model::GameController;
using model::GameModel;
using model::GameSetup;
using model::NetError;
using model::NetSession;

namespace {

// One Qiju's network side: the model, its controller and the session.
struct Instance
{
    GameModel model;
    GameController controller{&model};
    NetSession session{&controller};

    Instance() { session.setTiming(100, 1500, 100, 3000); }
};

GameSetup gomokuSetup(model::TimeControl tc = {})
{
    GameSetup s;
    s.game = core::GameId::Gomoku;
    s.rules = QStringLiteral("freestyle");
    s.timeControl = tc;
    return s;
}

// Host (Black, "Ann") and guest (White, "Bob") with a game under way.
void connectPair(Instance &host, Instance &guest, const GameSetup &setup)
{
    QVERIFY(host.session.host(0, setup, Side::Black, QStringLiteral("Ann")));
    QVERIFY(host.session.port() != 0);
    QCOMPARE(host.session.state(), NetSession::State::Listening);
    guest.session.join(QStringLiteral("127.0.0.1"), host.session.port(), QStringLiteral("Bob"));
    QTRY_COMPARE(host.session.state(), NetSession::State::Playing);
    QTRY_COMPARE(guest.session.state(), NetSession::State::Playing);
}

// The player at `who` plays `text` on the board; the peer shows it.
void play(Instance &who, Instance &peer, const char *text)
{
    QTRY_VERIFY2(who.controller.isHumanTurn(), text);
    const int ply = who.model.ply();
    const auto move = who.model.position().parseMove(text);
    QVERIFY2(move.has_value(), text);
    who.controller.requestMove(*move);
    QCOMPARE(who.model.ply(), ply + 1);
    QTRY_COMPARE(peer.model.ply(), ply + 1);
    QCOMPARE(peer.model.position().positionText(), who.model.position().positionText());
}

// A raw peer: writes lines, reads the JSON objects Qiju sends (pings answered and skipped).
struct RawPeer
{
    std::unique_ptr<QTcpSocket> socket = std::make_unique<QTcpSocket>();

    bool connectTo(quint16 port)
    {
        socket->connectToHost(QStringLiteral("127.0.0.1"), port);
        return socket->waitForConnected(3000);
    }
    void write(const QByteArray &line) { socket->write(line + '\n'); }
    void send(const QJsonObject &o) { write(QJsonDocument(o).toJson(QJsonDocument::Compact)); }
    QJsonObject next()
    {
        for (;;) {
            if (!socket->canReadLine()
                && !QTest::qWaitFor([&] { return socket->canReadLine(); }, 3000))
                return {};
            const QJsonObject o = QJsonDocument::fromJson(socket->readLine()).object();
            const QString type = o.value(QLatin1String("type")).toString();
            if (type == QLatin1String("ping")) {
                send({{"type", "pong"}, {"id", o.value(QLatin1String("id"))}});
                continue;
            }
            if (type != QLatin1String("pong"))
                return o;
        }
    }
    // The code of the next message, which must be an error reply.
    QString nextErrorCode()
    {
        const QJsonObject o = next();
        if (o.value(QLatin1String("type")).toString() != QLatin1String("error"))
            return QStringLiteral("<%1>").arg(QString::fromUtf8(QJsonDocument(o).toJson()));
        return o.value(QLatin1String("code")).toString();
    }
};

QJsonObject guestHello(int version = model::kNetProtocolVersion)
{
    return {{"type", "hello"}, {"protocol", version}, {"app", "test"}, {"nickname", "Eve"},
        {"role", "guest"}};
}

QJsonObject moveMessage(int number, const char *text)
{
    return {{"type", "move"}, {"number", number}, {"move", text}};
}

} // namespace

class TestNetSession : public QObject
{
    Q_OBJECT

private slots:
    void init() { QStandardPaths::setTestModeEnabled(true); }

    // Black (the host) makes five in a column h8..h12 while White plays along the a-file;
    // by the five-in-a-row rule Black wins on the 9th move, on both machines.
    void fullGameEndsTheSameOnBothSides()
    {
        Instance host, guest;
        QSignalSpy hostOver(&host.model, &GameModel::gameOver);
        QSignalSpy guestOver(&guest.model, &GameModel::gameOver);
        connectPair(host, guest, gomokuSetup(model::TimeControl::absolute(600000)));
        QCOMPARE(host.session.peerName(), QStringLiteral("Bob"));
        QCOMPARE(guest.session.peerName(), QStringLiteral("Ann"));
        QCOMPARE(guest.session.localSeat(), Side::White);
        QCOMPARE(guest.controller.player(Side::Black)->kind(), model::PlayerKind::Network);
        QCOMPARE(guest.controller.player(Side::Black)->name(), QStringLiteral("Ann"));
        QCOMPARE(host.controller.player(Side::White)->name(), QStringLiteral("Bob"));
        QCOMPARE(guest.controller.clock()->timeControl(), model::TimeControl::absolute(600000));
        const char *black[] = {"h8", "h9", "h10", "h11", "h12"};
        const char *white[] = {"a1", "a2", "a3", "a4"};
        for (int i = 0; i < 5; ++i) {
            play(host, guest, black[i]);
            if (i < 4)
                play(guest, host, white[i]);
        }
        QTRY_COMPARE(guestOver.count(), 1);
        QCOMPARE(hostOver.count(), 1);
        const auto expected = core::GameResult::win(Side::Black, core::EndReason::FiveInRow);
        QCOMPARE(host.model.result()->outcome, expected.outcome);
        QCOMPARE(host.model.result()->reason, expected.reason);
        QCOMPARE(*guest.model.result(), *host.model.result());
        QCOMPARE(guest.model.ply(), 9);
        // Chat still passes after the end.
        QSignalSpy chat(&host.session, &NetSession::chatReceived);
        guest.session.sendChat(QStringLiteral("gg 好棋"));
        QTRY_COMPARE(chat.count(), 1);
        QCOMPARE(chat.at(0).at(0).toString(), QStringLiteral("gg 好棋"));
    }

    void resignationEndsBothGames()
    {
        Instance host, guest;
        connectPair(host, guest, gomokuSetup());
        play(host, guest, "h8");
        guest.controller.resign();
        QVERIFY(guest.model.isOver());
        QTRY_VERIFY(host.model.isOver());
        QCOMPARE(host.model.result()->outcome, core::Outcome::BlackWins);
        QCOMPARE(host.model.result()->reason, core::EndReason::Resignation);
        QCOMPARE(*guest.model.result(), *host.model.result());
    }

    // Only the owner of a clock declares its flag: the guest's view of Black's clock running
    // out changes nothing; the host's own flag ends both games on time.
    void flagFallsOnTheOwnersClock()
    {
        Instance host, guest;
        connectPair(host, guest, gomokuSetup(model::TimeControl::absolute(60000)));
        QTRY_VERIFY(host.controller.isHumanTurn());
        qint64 hostNow = 0, guestNow = 0;
        host.controller.clock()->setTimeSource([&] { return hostNow; });
        guest.controller.clock()->setTimeSource([&] { return guestNow; });
        guestNow += 61000;
        guest.controller.clock()->poll();
        QVERIFY(!guest.model.isOver());
        hostNow += 61000;
        host.controller.clock()->poll();
        QVERIFY(host.model.isOver());
        QCOMPARE(host.model.result()->outcome, core::Outcome::WhiteWins);
        QCOMPARE(host.model.result()->reason, core::EndReason::Time);
        QTRY_VERIFY(guest.model.isOver());
        QCOMPARE(*guest.model.result(), *host.model.result());
    }

    // Othello with a forced pass: after Black's c1 White has no move (both sides play the
    // pass themselves), so the host's next move is number 3. Sent together with move 1, it
    // overtakes the guest's own pass and waits for it instead of being refused.
    void moveAfterAForcedPassWaitsForThePass()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        Instance guest;
        guest.session.join(QStringLiteral("127.0.0.1"), server.serverPort(), QStringLiteral("Bob"));
        QTRY_VERIFY(server.hasPendingConnections());
        RawPeer host;
        host.socket.reset(server.nextPendingConnection());
        // a1 X, b1 O, a3 X, b3 O; Black to move. White can never flank anything here.
        const QString position
            = QStringLiteral("XO--------------XO") + QString(46, u'-') + QStringLiteral(" X");
        host.send({{"type", "hello"}, {"protocol", 1}, {"app", "test"}, {"nickname", "Ann"},
            {"role", "host"}, {"game", "othello"}, {"rules", "standard"}, {"setup", position},
            {"hostSide", "black"}, {"gameId", "7"}, {"moves", QJsonArray{}},
            {"timeControl", QJsonObject{{"system", "none"}}}});
        QCOMPARE(host.next().value("role").toString(), QStringLiteral("guest"));
        QTRY_COMPARE(guest.session.state(), NetSession::State::Playing);
        host.write(
            model::encodeNetMessage(model::NetMessageType::Move, {{"number", 1}, {"move", "c1"}})
            + model::encodeNetMessage(
                model::NetMessageType::Move, {{"number", 3}, {"move", "c3"}}));
        QTRY_COMPARE(guest.model.ply(), 3);
        QVERIFY(guest.model.tree().current().parent->move.isPass());
        // No White discs left: Black wins by the count, 6 discs plus the 58 empty squares
        // (which go to the winner under the WOF rules): 64-0.
        QVERIFY(guest.model.isOver());
        QCOMPARE(guest.model.result()->outcome, core::Outcome::BlackWins);
        QCOMPARE(guest.model.result()->blackScore, 64.0);
        QCOMPARE(guest.model.result()->whiteScore, 0.0);
    }

    void undoByAgreement()
    {
        Instance host, guest;
        connectPair(host, guest, gomokuSetup());
        play(host, guest, "h8");
        play(guest, host, "a1");
        play(host, guest, "h9");
        // White (the guest) asks to take back a1: back to ply 1, White to move.
        QCOMPARE(guest.session.undoTarget(), 1);
        QSignalSpy asked(&host.session, &NetSession::undoRequested);
        QSignalSpy answered(&guest.session, &NetSession::undoAnswered);
        guest.session.requestUndo();
        QTRY_COMPARE(asked.count(), 1);
        QCOMPARE(asked.at(0).at(0).toInt(), 1);
        // Declined: nothing changes, White plays on.
        host.session.answerUndo(false);
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QCOMPARE(guest.model.ply(), 3);
        QCOMPARE(host.model.ply(), 3);
        QTRY_VERIFY(guest.controller.isHumanTurn());
        // Asked again and accepted: both back at ply 1 with the same position.
        guest.session.requestUndo();
        QTRY_COMPARE(asked.count(), 2);
        QVERIFY(!guest.controller.isHumanTurn()); // held while waiting for the answer
        host.session.answerUndo(true);
        QCOMPARE(host.model.ply(), 1);
        QTRY_COMPARE(answered.count(), 2);
        QCOMPARE(answered.at(1).at(0).toBool(), true);
        QCOMPARE(guest.model.ply(), 1);
        QCOMPARE(guest.model.position().positionText(), host.model.position().positionText());
        // White moves elsewhere and the game goes on in step.
        play(guest, host, "g7");
        play(host, guest, "h9");
    }

    void drawByAgreementAndUndoLapsingWithAMove()
    {
        Instance host, guest;
        connectPair(host, guest, gomokuSetup());
        play(host, guest, "h8");
        // White is to move: Black (the host) asks to take back h8.
        QSignalSpy asked(&guest.session, &NetSession::undoRequested);
        QSignalSpy withdrawn(&guest.session, &NetSession::peerRequestWithdrawn);
        host.session.requestUndo();
        QTRY_COMPARE(asked.count(), 1);
        host.session.answerUndo(true); // not the host's to answer: nothing happens
        QCOMPARE(host.model.ply(), 1);
        // White plays instead of answering: the request lapses (declined) on both sides.
        QSignalSpy answered(&host.session, &NetSession::undoAnswered);
        play(guest, host, "a1");
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(answered.at(0).at(0).toBool(), false);
        QCOMPARE(withdrawn.count(), 1);
        QCOMPARE(host.session.ownRequest(), NetSession::Request::None);
        // A draw offered and accepted ends both games drawn by agreement.
        QSignalSpy offered(&guest.session, &NetSession::drawOffered);
        QVERIFY(host.session.canOfferDraw());
        host.session.offerDraw();
        QTRY_COMPARE(offered.count(), 1);
        guest.session.answerDraw(true);
        QVERIFY(guest.model.isOver());
        QTRY_VERIFY(host.model.isOver());
        QCOMPARE(host.model.result()->outcome, core::Outcome::Draw);
        QCOMPARE(host.model.result()->reason, core::EndReason::Agreement);
        QCOMPARE(*guest.model.result(), *host.model.result());
        QVERIFY(!model::netDrawAllowed(core::GameId::Nogo));
    }

    void droppedLinkHoldsTheGameUntilTheGuestReconnects()
    {
        Instance host, guest;
        connectPair(host, guest, gomokuSetup(model::TimeControl::absolute(300000)));
        play(host, guest, "h8");
        play(guest, host, "a1");
        const std::string position = host.model.position().positionText();
        guest.session.setTiming(100, 1500, 1000, 3000); // time to look at the held game
        QSignalSpy hostLost(&host.session, &NetSession::peerLost);
        QSignalSpy guestResumed(&guest.session, &NetSession::resumed);
        // The guest's link breaks without a bye.
        auto *socket = guest.session.findChild<QTcpSocket *>();
        QVERIFY(socket);
        socket->abort();
        QTRY_COMPARE(host.session.state(), NetSession::State::PeerLost);
        QCOMPARE(hostLost.count(), 1);
        QCOMPARE(hostLost.at(0).at(0).toBool(), false); // not a goodbye
        QVERIFY(host.controller.clock()->isPausedFor(model::GameClock::PauseReason::Network));
        QVERIFY(!host.controller.isHumanTurn()); // Black cannot move meanwhile
        const auto blackLeft = host.controller.clock()->side(Side::Black).mainMs;
        QTest::qWait(150);
        QCOMPARE(host.controller.clock()->side(Side::Black).mainMs, blackLeft);
        QCOMPARE(host.model.position().positionText(), position);
        // The guest notices, reconnects by itself, and both go on from the same position.
        QTRY_COMPARE(guestResumed.count(), 1);
        QTRY_COMPARE(host.session.state(), NetSession::State::Playing);
        QCOMPARE(guest.model.position().positionText(), position);
        QCOMPARE(guest.model.ply(), 2);
        QVERIFY(!host.controller.clock()->isPausedFor(model::GameClock::PauseReason::Network));
        play(host, guest, "h9");
        play(guest, host, "a2");
    }

    void strangerCannotTakeTheGuestsSeat()
    {
        // Issue 16: after the guest dropped, any machine that said hello took its seat.
        Instance host, guest;
        connectPair(host, guest, gomokuSetup());
        play(host, guest, "h8");
        guest.session.setTiming(100, 1500, 60000, 3000); // the guest waits to reconnect
        auto *socket = guest.session.findChild<QTcpSocket *>();
        QVERIFY(socket);
        socket->abort();
        QTRY_COMPARE(host.session.state(), NetSession::State::PeerLost);
        for (const char *secret : {"", "0123456789abcdef"}) {
            RawPeer eve;
            QVERIFY(eve.connectTo(host.session.port()));
            const QJsonObject hello = eve.next();
            QCOMPARE(hello.value("type").toString(), QStringLiteral("hello"));
            QVERIFY(!hello.contains("secret")); // told to the first guest only
            QJsonObject claim = guestHello();
            if (*secret)
                claim.insert("secret", secret);
            eve.send(claim);
            QCOMPARE(eve.nextErrorCode(), QStringLiteral("busy"));
            QTRY_COMPARE(host.session.state(), NetSession::State::PeerLost);
            QCOMPARE(host.controller.player(Side::White)->name(), QStringLiteral("Bob"));
        }
        // The real guest still gets back in and the game goes on.
        guest.session.setTiming(100, 1500, 100, 3000);
        QTRY_COMPARE(host.session.state(), NetSession::State::Playing);
        QTRY_COMPARE(guest.session.state(), NetSession::State::Playing);
        play(guest, host, "a1");
    }

    void lostPeerCanBeReplacedByTheComputer()
    {
        Instance host, guest;
        connectPair(host, guest, gomokuSetup());
        play(host, guest, "h8");
        guest.session.close(); // says bye: the peer left
        QSignalSpy lost(&host.session, &NetSession::peerLost);
        QTRY_COMPARE(lost.count(), 1);
        QCOMPARE(lost.at(0).at(0).toBool(), true);
        host.session.continueAgainstComputer();
        QCOMPARE(host.session.state(), NetSession::State::Closed);
        QCOMPARE(host.controller.player(Side::White)->kind(), model::PlayerKind::Computer);
        QTRY_COMPARE_WITH_TIMEOUT(host.model.ply(), 2, 20000); // Qiju's AI answers as White
    }

    void hostilePeerIsRefusedAndTheGameUnchanged()
    {
        Instance host;
        QSignalSpy rejected(&host.session, &NetSession::peerRejected);
        QVERIFY(host.session.host(0, gomokuSetup(), Side::Black, QStringLiteral("Ann")));
        RawPeer eve;
        QVERIFY(eve.connectTo(host.session.port()));
        const QJsonObject hello = eve.next();
        QCOMPARE(hello.value("type").toString(), QStringLiteral("hello"));
        QCOMPARE(hello.value("role").toString(), QStringLiteral("host"));
        QCOMPARE(hello.value("protocol").toInt(), 1);
        QCOMPARE(hello.value("game").toString(), QStringLiteral("gomoku"));
        QCOMPARE(hello.value("hostSide").toString(), QStringLiteral("black"));
        QCOMPARE(hello.value("moves").toArray().size(), 0);

        eve.write("\x01\x02 garbage \xff");
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("bad-json"));
        eve.write("{\"type\": \"chat\", \"text\": ");
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("bad-json"));
        eve.send({{"type", "teleport"}});
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("unknown-type"));
        eve.send({{"type", "move"}, {"number", 1}});
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("bad-field"));
        // 200 KiB without a newline, sent in pieces, then the rest of that line.
        for (int i = 0; i < 4; ++i)
            eve.socket->write(QByteArray(50 * 1024, 'x'));
        eve.write("tail of the long line");
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("too-long"));
        eve.send(moveMessage(1, "h8")); // before any hello
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("unexpected"));
        QVERIFY(!host.model.hasGame());
        // The link survived all of it: a proper hello starts the game.
        eve.send(guestHello());
        QTRY_COMPARE(host.session.state(), NetSession::State::Playing);
        QCOMPARE(host.controller.player(Side::White)->name(), QStringLiteral("Eve"));

        eve.send(moveMessage(1, "h8")); // Black (the host) is to move
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("out-of-turn"));
        QCOMPARE(host.model.ply(), 0);
        QTRY_VERIFY(host.controller.isHumanTurn());
        host.controller.requestMove(*host.model.position().parseMove("h8"));
        QJsonObject m = eve.next();
        QCOMPARE(m.value("type").toString(), QStringLiteral("move"));
        QCOMPARE(m.value("number").toInt(), 1);
        QCOMPARE(m.value("move").toString(), QStringLiteral("H8")); // Gomoku's own notation
        const std::string position = host.model.position().positionText();

        eve.send(moveMessage(2, "h8")); // occupied
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("illegal-move"));
        eve.send(moveMessage(2, "z99")); // off the board
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("illegal-move"));
        eve.send(moveMessage(2, "pass")); // Gomoku has no passing
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("illegal-move"));
        eve.send(moveMessage(3, "a1")); // skips a move
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("out-of-turn"));
        eve.send(moveMessage(1, "a1")); // replays an old number
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("out-of-turn"));
        eve.send({{"type", "undo-accept"}, {"number", 1}}); // nobody asked
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("unexpected"));
        eve.send({{"type", "draw-accept"}, {"number", 1}});
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("unexpected"));
        eve.send({{"type", "undo-request"}, {"number", 1}, {"to", 0}}); // Black's move, not hers
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("bad-field"));
        eve.send({{"type", "flag"}}); // untimed game
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("unexpected"));
        eve.send(guestHello()); // a second hello
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("unexpected"));
        eve.send({{"type", "chat"}, {"text", QString(2000, u'x')}});
        QCOMPARE(eve.nextErrorCode(), QStringLiteral("bad-field"));

        QCOMPARE(host.model.ply(), 1);
        QCOMPARE(host.model.position().positionText(), position);
        QVERIFY(!host.model.isOver());
        QCOMPARE(rejected.count(), 18);
        // A proper move is still taken.
        eve.send(moveMessage(2, "a1"));
        QTRY_COMPARE(host.model.ply(), 2);
        QTRY_VERIFY(host.controller.isHumanTurn());
    }

    void otherVersionIsRefusedAndTheHostListensAgain()
    {
        Instance host;
        QVERIFY(host.session.host(0, gomokuSetup(), Side::Black, QStringLiteral("Ann")));
        {
            RawPeer eve;
            QVERIFY(eve.connectTo(host.session.port()));
            QCOMPARE(eve.next().value("type").toString(), QStringLiteral("hello"));
            eve.send(guestHello(2));
            QCOMPARE(eve.nextErrorCode(), QStringLiteral("version"));
            const QJsonObject bye = eve.next();
            QCOMPARE(bye.value("type").toString(), QStringLiteral("bye"));
            QTRY_COMPARE(host.session.state(), NetSession::State::Listening);
            QVERIFY(!host.model.hasGame());
        }
        // A real guest can still join.
        Instance guest;
        guest.session.join(QStringLiteral("127.0.0.1"), host.session.port(), QStringLiteral("Bob"));
        QTRY_COMPARE(host.session.state(), NetSession::State::Playing);
        QTRY_COMPARE(guest.session.state(), NetSession::State::Playing);
    }

    void guestRefusesAnUnplayableGame_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("unknown game") << "game" << QJsonValue("chess");
        QTest::newRow("bad rules") << "rules" << QJsonValue("no-such-preset");
        QTest::newRow("bad setup") << "setup" << QJsonValue("not a position");
        QTest::newRow("bad side") << "hostSide" << QJsonValue("green");
        QTest::newRow("illegal history") << "moves" << QJsonValue(QJsonArray{"h8", "h8"});
        QTest::newRow("bad clock")
            << "timeControl" << QJsonValue(QJsonObject{{"system", "hourglass"}});
    }
    void guestRefusesAnUnplayableGame()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        Instance guest;
        QSignalSpy failed(&guest.session, &NetSession::failed);
        guest.session.join(QStringLiteral("127.0.0.1"), server.serverPort(), QStringLiteral("Bob"));
        QTRY_VERIFY(server.hasPendingConnections());
        std::unique_ptr<QTcpSocket> socket(server.nextPendingConnection());
        QJsonObject hello{{"type", "hello"}, {"protocol", 1}, {"app", "test"}, {"nickname", "Mal"},
            {"role", "host"}, {"game", "gomoku"}, {"rules", "freestyle"}, {"setup", ""},
            {"hostSide", "black"}, {"gameId", "1"}, {"moves", QJsonArray{}},
            {"timeControl", QJsonObject{{"system", "none"}}}};
        hello.insert(field, value);
        socket->write(QJsonDocument(hello).toJson(QJsonDocument::Compact) + '\n');
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).value<NetSession::Failure>(), NetSession::Failure::BadSetup);
        QCOMPARE(guest.session.state(), NetSession::State::Closed);
        QVERIFY(!guest.model.hasGame());
        QTRY_VERIFY(socket->canReadLine());
        const QJsonObject reply = QJsonDocument::fromJson(socket->readLine()).object();
        QCOMPARE(reply.value("code").toString(), QStringLiteral("bad-setup"));
    }

    void joiningNobodyFails()
    {
        QTcpServer probe; // a port that was free a moment ago
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        Instance guest;
        QSignalSpy failed(&guest.session, &NetSession::failed);
        guest.session.join(QStringLiteral("127.0.0.1"), port, QStringLiteral("Bob"));
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).value<NetSession::Failure>(), NetSession::Failure::Unreachable);
    }

    void hostingABusyPortFails()
    {
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::Any));
        Instance host;
        QVERIFY(!host.session.host(
            other.serverPort(), gomokuSetup(), Side::Black, QStringLiteral("Ann")));
        QVERIFY(!host.session.errorString().isEmpty());
        QCOMPARE(host.session.state(), NetSession::State::Closed);
    }
};

QTEST_MAIN(TestNetSession)
#include "tst_netsession.moc"
