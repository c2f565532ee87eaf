#include "gameui.h"

#include <QCoreApplication>

#include "board/boardscene.h"
#include "gameui/ataxx/ataxxscene.h"
#include "gameui/go/gooptionsbox.h"
#include "gameui/go/goscene.h"
#include "gameui/gomoku/gomokuoptionsbox.h"
#include "gameui/gomoku/gomokuscene.h"
#include "gameui/othello/othelloscene.h"
#include "words/texts.h"

#include "games/gamerow.h"
#include "games/go/gorules.h"

namespace qiju::widgets {

namespace {

using core::GameId;

template <typename Scene>
BoardScene *sceneOf(model::GameModel *model, QObject *parent)
{
    return new Scene(model, parent);
}

template <typename Box>
GameOptionsBox *optionsOf(const QString &rules, QWidget *parent)
{
    return new Box(rules, parent);
}

// Go's board size, komi and handicap, defaults included.
QStringList goRulesDetails(const QString &rules)
{
    const auto r = go::GoRules::fromText(rules.toStdString());
    if (!r)
        return {};
    QStringList parts{Texts::boardSizeText(r->size), Texts::komiText(r->komi)};
    if (r->handicap > 0)
        parts << Texts::handicapText(r->handicap);
    return parts;
}

// The texts keep the one translation context "qiju::widgets::GameUi" (GameUi::tr()).

constexpr PresetText kGomokuPresets[] = {
    {"freestyle", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Freestyle (five or more wins)"), nullptr},
    {"standard", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Standard (exactly five wins)"), nullptr},
    {"renju", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Renju (forbidden points for Black)"),
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Black may not make a double three, a double four or six in a row (unless "
         "the stone also makes five); White wins with five or more.")},
};

constexpr PresetText kAtaxxPresets[] = {
    {"botzone", nullptr,
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "No passing. When a side cannot move, the game ends and every empty square "
         "goes to the side that still can. At most 400 moves; a move may not repeat an "
         "earlier position the same way.")},
    {"uai", nullptr,
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "A side that cannot move passes. The game ends when neither side can move; "
         "empty squares count for nobody. 100 moves without a clone draw the game.")},
};

constexpr PresetText kGoPresets[] = {
    {"chinese", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Chinese (area scoring)"),
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Stones plus surrounded points count; komi 7.5; no move may repeat an earlier "
         "board position; suicide is illegal.")},
    {"japanese", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Japanese (territory scoring)"),
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Surrounded points plus prisoners count, no territory in seki; komi 6.5; "
         "simple ko.")},
    {"ing", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Ing (area counting)"),
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Stones plus surrounded points count; komi 8 and Black wins an even count; "
         "suicide of several stones is allowed.")},
    {"tromp-taylor", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Tromp-Taylor"),
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Area scoring with every stone on the board counted as alive (no marking of "
         "dead stones); suicide is allowed; komi 7.5.")},
};

constexpr PresetText kNogoPresets[] = {
    {"course", QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Course (no first move on the centre)"),
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Capturing and suicide are illegal and there is no passing; whoever has no "
         "legal move loses. Black's first move may not be on the centre point.")},
    {"botzone", nullptr,
     QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "As the course rules, but Black may open on the centre point.")},
};

constexpr PresetText kOthelloPresets[] = {
    {"standard", nullptr, nullptr},
};

const GameUi kGameUis[] = {
    {.id = GameId::Go,
     .name = QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Go"),
     .blurb = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Surround territory and capture stones on a 9×9 to 19×19 board."),
     .howToPlay = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "<h3>Go</h3><p>Black moves first (with a handicap, White does). Take turns "
         "placing a stone on an empty intersection. Stones of one colour that touch "
         "along the lines form a group; the empty points next to a group are its "
         "liberties. A group whose last liberty is taken is captured and removed. A "
         "move that leaves your own group without liberties is illegal (suicide), and "
         "so is a move that repeats an earlier board position (ko).</p><p>When you "
         "think nothing is left to gain, pass. After two passes in a row the board "
         "goes into marking: click the groups that are dead (they cannot avoid "
         "capture) — Qiju has already guessed — then press <b>Done</b> to count, or "
         "<b>Resume play</b> to play on. <b>Chinese</b> rules count stones plus "
         "surrounded points, <b>Japanese</b> rules surrounded points plus prisoners; "
         "White adds the komi. The higher count wins. You may resign at any "
         "time.</p>"),
     .presets = kGoPresets,
     .pieces = PieceNoun::Stones,
     .createScene = &sceneOf<GoScene>,
     .createOptions = &optionsOf<GoOptionsBox>,
     .showsLiberties = true,
     .showsIllegalPoints = false,
     .rulesDetails = &goRulesDetails,
     .illegalMoveText = nullptr,
     .previewSize = 9,
     .previewRows = // a typical position
        "........."
        "...o....."
        "..xo.o..."
        "..x.x...."
        "...x.x..."
        ".xo.oox.."
        "..o.ox..."
        "........."
        "........."},
    {.id = GameId::Gomoku,
     .name = QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Gomoku"),
     .blurb = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Be the first to get five stones in a row."),
     .howToPlay = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "<h3>Gomoku</h3><p>Black moves first. Take turns placing a stone on an empty "
         "point; the first to get five in a row (across, down or diagonally) wins. A "
         "full board is a draw.</p><p><b>Freestyle</b>: five or more wins. "
         "<b>Standard</b>: exactly five wins. <b>Renju</b>: Black may not make a double "
         "three, a double four or six in a row unless the stone makes five; those points "
         "are crossed out in red on Black's turn (hover for the reason).</p><p>With a "
         "<b>swap</b> opening the first player places three stones (black, white, "
         "black) and the second player then takes Black with the button beside the "
         "board, or stays White by placing the next stone. <b>Swap2</b> also lets the "
         "second player place two more stones and leave the choice to the first "
         "player.</p>"),
     .presets = kGomokuPresets,
     .pieces = PieceNoun::Stones,
     .createScene = &sceneOf<GomokuScene>,
     .createOptions = &optionsOf<GomokuOptionsBox>,
     .showsLiberties = false,
     .showsIllegalPoints = false,
     .rulesDetails = nullptr,
     .illegalMoveText = nullptr,
     .previewSize = 9,
     .previewRows = // a typical position
        "........."
        "........."
        "...o....."
        "..xxxx.o."
        "...oo...."
        "...x.o..."
        "........."
        "........."
        "........."},
    {.id = GameId::Othello,
     .name = QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Othello"),
     .blurb = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Outflank your opponent's discs to turn them your colour. The most discs wins."),
     .howToPlay = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "<h3>Othello</h3><p>Black moves first. Place a disc so that it outflanks one or "
         "more of your opponent's discs in a straight line (across, down or diagonally) "
         "between the new disc and another of yours; all outflanked discs turn to your "
         "colour. Small dots show where you may play.</p><p>If you cannot move you pass "
         "(Qiju does this for you). The game ends when neither side can move; the player "
         "with more discs wins, and empty squares count for the winner.</p>"),
     .presets = kOthelloPresets,
     .pieces = PieceNoun::Discs,
     .createScene = &sceneOf<OthelloScene>,
     .createOptions = nullptr,
     .showsLiberties = false,
     .showsIllegalPoints = false,
     .rulesDetails = nullptr,
     .illegalMoveText = nullptr,
     .previewSize = 8,
     .previewRows = // a typical position
        "........"
        "........"
        "........"
        "...ox..."
        "...xo..."
        "........"
        "........"
        "........"},
    {.id = GameId::Ataxx,
     .name = QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "Ataxx"),
     .blurb = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Clone or jump your pieces and convert every neighbour you land next to."),
     .howToPlay = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "<h3>Ataxx</h3><p>Black moves first. Click one of your pieces: the squares next "
         "to it light up for a clone (a new piece grows there) and the squares two steps "
         "away for a jump (the piece moves there). Click a target to move, anywhere else "
         "or Esc to cancel. Every opponent piece next to the square you move to turns "
         "your colour.</p><p>Botzone rules (the default): there is no passing; as soon "
         "as one side cannot move the game ends and every empty square goes to the side "
         "that still can; after 400 moves the pieces are counted. UAI / tournament "
         "rules: a side that cannot move passes, and the game ends when neither side "
         "can move. More pieces wins.</p>"),
     .presets = kAtaxxPresets,
     .pieces = PieceNoun::Pieces,
     .createScene = &sceneOf<AtaxxScene>,
     .createOptions = nullptr,
     .showsLiberties = false,
     .showsIllegalPoints = false,
     .rulesDetails = nullptr,
     .illegalMoveText = nullptr,
     .previewSize = 7,
     .previewRows = // a typical position
        "x.....o"
        "......."
        "..x#x.."
        "...x..."
        "..o#oo."
        "......."
        "o.....x"},
    {.id = GameId::Nogo,
     .name = QT_TRANSLATE_NOOP("qiju::widgets::GameUi", "NoGo"),
     .blurb = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "Go turned upside down: whoever captures a stone or has no legal move loses."),
     .howToPlay = QT_TRANSLATE_NOOP("qiju::widgets::GameUi",
         "<h3>NoGo</h3><p>Played on a 9×9 Go board, Black first, but the aim is the "
         "opposite of Go: capturing is forbidden. A stone may not be placed where it "
         "would capture opposing stones, nor where its own group would have no "
         "liberties. There is no passing: the player who has no legal move loses. "
         "Under the course rules Black's first stone may not go on the centre "
         "point.</p><p>Try an illegal point and the board marks the stones that make "
         "it illegal; <i>Show illegal points</i> crosses out every point you may not "
         "play.</p>"),
     .presets = kNogoPresets,
     .pieces = PieceNoun::Stones,
     .createScene = &sceneOf<GoScene>,
     .createOptions = nullptr,
     .showsLiberties = true,
     .showsIllegalPoints = true,
     .rulesDetails = nullptr,
     .illegalMoveText = &Texts::nogoExplanation,
     .previewSize = 9,
     .previewRows = // a typical position
        "........."
        ".x.....o."
        "...o.x..."
        "..x...o.."
        "....x...."
        "..o...x.."
        "...x.o..."
        ".o.....x."
        "........."},
};

} // namespace

QString GameUi::tr(const char *text)
{
    return text ? QCoreApplication::translate("qiju::widgets::GameUi", text) : QString();
}

std::span<const GameUi> gameUis() { return kGameUis; }

const GameUi &gameUi(core::GameId game)
{
    return core::gameRow<GameUi>(kGameUis, game);
}

BoardScene *createScene(core::GameId game, model::GameModel *model, QObject *parent)
{
    BoardScene *scene = gameUi(game).createScene(model, parent);
    if (scene)
        scene->rebuild(); // a model that already holds a game shows it at once
    return scene;
}

} // namespace qiju::widgets
