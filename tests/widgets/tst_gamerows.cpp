// The three rows of every game (games/gameregistry.h, ai/gameprofile.h, gameui/gameui.h): each
// table has exactly one row per game, every field is set and consistent with the others, and
// the factories make what they promise (a game at the start, an engine for it, a scene that
// shows it, an options box). A sixth game with a row missing or half filled fails here.
#include <QSet>
#include <QTest>

#include "board/boardscene.h"
#include "gameui/gameoptionsbox.h"
#include "gameui/gameui.h"
#include "session/gamemodel.h"
#include "words/texts.h"

#include "ai/gameprofile.h"
#include "ai/perft.h"
#include "games/gameregistry.h"

using namespace qiju;
using core::GameId;

namespace {

QString text(std::string_view s) { return QString::fromLatin1(s.data(), qsizetype(s.size())); }

} // namespace

class TestGameRows : public QObject
{
    Q_OBJECT

private slots:
    void oneRowPerGame();
    void games_data();
    void games();
    void profiles_data();
    void profiles();
    void uis_data();
    void uis();
};

void TestGameRows::oneRowPerGame()
{
    const auto ids = core::allGames();
    QVERIFY(!ids.empty());
    QSet<int> seen;
    QSet<QString> keys;
    for (GameId id : ids) {
        QVERIFY2(!seen.contains(int(id)), "a game twice in the table");
        seen.insert(int(id));
        keys.insert(text(core::gameKey(id)));
    }
    QCOMPARE(keys.size(), seen.size()); // distinct keys
    QCOMPARE(core::gameRegistry().size(), ids.size());
    QCOMPARE(ai::gameProfiles().size(), ids.size());
    QCOMPARE(widgets::gameUis().size(), ids.size());
    for (const ai::GameProfile &p : ai::gameProfiles())
        QVERIFY(seen.contains(int(p.id)));
    for (const widgets::GameUi &u : widgets::gameUis())
        QVERIFY(seen.contains(int(u.id)));
}

static void addGameRows()
{
    QTest::addColumn<int>("game");
    for (GameId id : core::allGames())
        QTest::newRow(core::gameKey(id).data()) << int(id);
}

void TestGameRows::games_data() { addGameRows(); }

void TestGameRows::games()
{
    QFETCH(int, game);
    const auto id = GameId(game);
    const core::GameInfo &info = core::gameInfo(id);
    QCOMPARE(info.id, id);
    QVERIFY(!info.key.empty());
    QCOMPARE(core::gameFromKey(info.key), std::optional(id));
    QVERIFY(!info.name.empty());
    QVERIFY(!info.presets.empty());
    QVERIFY(info.create && info.fromText && info.arrange);
    QVERIFY(info.minSize >= 2 && info.minSize <= info.defaultSize
            && info.defaultSize <= info.maxSize);
    QVERIFY(!info.commonSizes.empty());
    for (int size : info.commonSizes)
        QVERIFY(size >= info.minSize && size <= info.maxSize);
    QVERIFY(info.typicalPlies + info.typicalPliesPerPoint * info.minSize * info.minSize >= 1);
    QVERIFY(info.sgfGame >= 0);
    QVERIFY(info.sgfRules.empty() || info.sgfGame > 0);
    if (!info.engineProtocol.empty())
        QCOMPARE(core::gameForProtocol(info.engineProtocol), std::optional(id));

    // Every preset makes a game of this id; the default one at the default size.
    for (std::string_view preset : info.presets) {
        core::ParseError error = core::ParseError::None;
        const auto game = info.create(preset, &error);
        QVERIFY2(game, preset.data());
        QCOMPARE(game->id(), id);
        QVERIFY(game->width() >= info.minSize && game->width() <= info.maxSize);
        // The position text reads back into the same position.
        const auto again = info.fromText(game->rulesText(), game->positionText(), &error);
        QVERIFY(again);
        QCOMPARE(again->positionText(), game->positionText());
    }
    const auto start = core::createGame(id);
    QVERIFY(start);
    QCOMPARE(start->width(), info.defaultSize);
    // A pass is a legal first move exactly when passes are always allowed.
    const bool passFirst = start->check(core::Move::pass()) == core::MoveError::None;
    QCOMPARE(passFirst, info.passes == core::PassRule::Anytime);
}

void TestGameRows::profiles_data() { addGameRows(); }

void TestGameRows::profiles()
{
    QFETCH(int, game);
    const auto id = GameId(game);
    const ai::GameProfile &p = ai::gameProfile(id);
    QCOMPARE(p.id, id);
    QVERIFY(p.createEngine && p.levelLimits && p.bench && p.perft && p.reviewBudget
            && p.reviewValue && p.reviewable && p.moveValues);
    // perftDivide is optional (nullptr: perft() per move).
    QVERIFY(p.minimumSwing > 0);
    QVERIFY(p.matchOpeningPlies >= 0);

    const auto engine = ai::createEngine(id);
    QVERIFY(engine);
    QCOMPARE(engine->game(), id);
    for (ai::Level level : ai::kAllLevels) {
        const ai::SearchLimits l = p.levelLimits(level, 1000);
        QVERIFY2(l.timeMs > 0 || l.maxDepth > 0 || l.maxNodes > 0 || l.playouts > 0,
                 ai::levelKey(level).data());
        QVERIFY(l.timeMs <= 1000); // never longer than the player's time per move
    }
    const auto start = core::createGame(id);
    const ai::SearchLimits review = ai::reviewLimits(*start);
    QVERIFY(review.maxDepth > 0 || review.maxNodes > 0 || review.playouts > 0);
    QCOMPARE(review.threads, 1);
    QVERIFY(p.reviewable(*start));
    // The fast perft and the one over the Game interface agree (2 plies).
    QCOMPARE(p.perft(*start, 2), ai::gamePerft(*start, 2));
    QCOMPARE(ai::perft(*start, 1), std::optional<std::uint64_t>(start->legalMoves().size()));
    std::uint64_t divided = 0;
    for (const auto &[move, count] : ai::perftDivide(*start, 2))
        divided += count;
    QCOMPARE(divided, ai::gamePerft(*start, 2));
}

void TestGameRows::uis_data() { addGameRows(); }

void TestGameRows::uis()
{
    QFETCH(int, game);
    const auto id = GameId(game);
    const widgets::GameUi &ui = widgets::gameUi(id);
    QCOMPARE(ui.id, id);
    for (const char *t : {ui.name, ui.blurb, ui.howToPlay}) {
        QVERIFY(t);
        QVERIFY(!widgets::GameUi::tr(t).isEmpty());
    }
    QCOMPARE(widgets::Texts::gameName(id), text(core::gameInfo(id).name)); // untranslated
    QVERIFY(ui.createScene);
    // Preset texts only for the game's own presets; every preset has a name.
    const auto presets = core::gameInfo(id).presets;
    for (const widgets::PresetText &t : ui.presets)
        QVERIFY2(std::find(presets.begin(), presets.end(), t.key) != presets.end(), t.key);
    for (std::string_view preset : presets)
        QVERIFY(!widgets::Texts::presetName(id, text(preset)).isEmpty());

    // The preview: previewSize squared cells of known kinds, blocked ones only where the game
    // has them.
    QVERIFY(ui.previewSize > 1 && ui.previewRows);
    const QByteArray rows(ui.previewRows);
    QCOMPARE(rows.size(), ui.previewSize * ui.previewSize);
    for (char c : rows)
        QVERIFY(QByteArray("xo.#").contains(c));
    QVERIFY(!rows.contains('#') || core::gameInfo(id).blockedCells);

    model::GameModel model;
    model.newGame(core::createGame(id));
    QObject owner;
    widgets::BoardScene *scene = widgets::createScene(id, &model, &owner);
    QVERIFY(scene);
    QCOMPARE(scene->parent(), &owner);
    if (ui.createOptions) {
        QWidget parent;
        widgets::GameOptionsBox *box = ui.createOptions(text(presets.front()), &parent);
        QVERIFY(box);
        // The box keeps the preset it is given at the front of the rules text.
        QVERIFY(box->rulesText(text(presets.front())).startsWith(text(presets.front())));
    }
}

QTEST_MAIN(TestGameRows)
#include "tst_gamerows.moc"
