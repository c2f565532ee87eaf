// Scenes follow the model from MoveTransitions alone (issue 13, item 3): random games in all
// five games, checking after every move that the pieces the scene shows are exactly the
// model's cells (colour and place), with animations off and on. The scene does not re-read
// the whole board after a move, so a transition that forgets a capture, a flip, a jump's
// source or a filled square shows up here. Game ends (Ataxx's filling, Go's passes) included.
#include <QTest>

#include <random>

#include "board/boardscene.h"
#include "board/pieceitem.h"
#include "gameui/gameui.h"
#include "session/gamemodel.h"
#include "storage/settings.h"

#include "games/gameregistry.h"

using namespace qiju;
using core::Cell;
using core::GameId;
using core::Point;

namespace {

// "" when the scene shows the model's position, else the first difference.
QString difference(const widgets::BoardScene &scene, const core::Game &g)
{
    for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) {
            const Cell c = g.cell({x, y});
            const widgets::PieceItem *piece = scene.pieceAt({x, y});
            const bool stone = c == Cell::Black || c == Cell::White;
            const bool same = stone
                ? piece && piece->side() == (c == Cell::Black ? core::Side::Black : core::Side::White)
                : piece == nullptr;
            if (!same) {
                return QStringLiteral("%1 at (%2,%3): model %4, scene %5")
                    .arg(QString::fromStdString(g.positionText()))
                    .arg(x)
                    .arg(y)
                    .arg(int(c))
                    .arg(piece ? (piece->side() == core::Side::Black ? "black" : "white")
                               : "nothing");
            }
        }
    }
    return {};
}

} // namespace

class TestSceneTransitions : public QObject
{
    Q_OBJECT

private slots:
    void randomGames_data();
    void randomGames();
};

void TestSceneTransitions::randomGames_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<bool>("animate");
    for (bool animate : {false, true}) {
        const char *suffix = animate ? " animated" : "";
        QTest::addRow("othello%s", suffix) << int(GameId::Othello) << QString() << animate;
        QTest::addRow("ataxx%s", suffix) << int(GameId::Ataxx) << QString() << animate;
        QTest::addRow("ataxx uai%s", suffix) << int(GameId::Ataxx) << QStringLiteral("uai") << animate;
        QTest::addRow("gomoku%s", suffix) << int(GameId::Gomoku) << QString() << animate;
        QTest::addRow("go 9x9%s", suffix) << int(GameId::Go) << QStringLiteral("chinese size=9") << animate;
        QTest::addRow("nogo%s", suffix) << int(GameId::Nogo) << QString() << animate;
    }
}

void TestSceneTransitions::randomGames()
{
    QFETCH(int, game);
    QFETCH(QString, rules);
    QFETCH(bool, animate);
    const auto id = static_cast<GameId>(game);
    std::mt19937 rng(20261127u + unsigned(game));
    int moves = 0;
    for (int round = 0; round < 4; ++round) {
        model::GameModel model;
        std::unique_ptr<widgets::BoardScene> scene(widgets::createScene(id, &model, nullptr));
        QVERIFY(scene);
        scene->setAnimationSpeed(
            animate ? model::AnimationSpeed::Fast : model::AnimationSpeed::Off);
        core::ParseError error = core::ParseError::None;
        auto start = core::createGame(id, rules.toStdString(), &error);
        QVERIFY(start);
        model.newGame(std::move(start));
        QCOMPARE(difference(*scene, model.position()), QString());
        while (!model.isOver() && model.ply() < 400) {
            std::vector<core::Move> legal = model.position().legalMoves();
            if (legal.empty())
                break;
            // Go: passes only now and then, so games reach captures before two passes end them.
            std::vector<core::Move> choices;
            for (const core::Move &m : legal) {
                if (m.kind != core::Move::Kind::Pass || legal.size() == 1 || rng() % 40 == 0)
                    choices.push_back(m);
            }
            if (choices.empty())
                choices = legal;
            const core::Move move = choices[rng() % choices.size()];
            QCOMPARE(model.play(move), core::MoveError::None);
            ++moves;
            const QString diff = difference(*scene, model.position());
            QVERIFY2(diff.isEmpty(),
                qPrintable(QStringLiteral("after %1: %2")
                               .arg(QString::fromStdString(model.position().moveText(move)), diff)));
        }
    }
    QVERIFY(moves > 40);
}

QTEST_MAIN(TestSceneTransitions)
#include "tst_scenetransitions.moc"
