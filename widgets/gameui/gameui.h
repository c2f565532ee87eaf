// The widgets' table of games: one GameUi row per game with its board scene, New Game options,
// start-screen picture, names, blurb, how-to-play text and rule preset texts. Widgets ask
// these rows and never name a game (the game's facts are in games/gameregistry.h, its AI in
// ai/gameprofile.h; docs/ADDING-A-GAME.md lists the steps). Constant data; the factories and
// texts are for the GUI thread.
#pragma once

#include <span>

#include <QString>
#include <QStringList>

#include "common/game.h"
#include "common/moveerror.h"

class QObject;
class QWidget;

namespace qiju::model {
class GameModel;
}

namespace qiju::widgets {

class BoardScene;
class GameOptionsBox;

// What the pieces of a game are called in counts ("−3 discs").
enum class PieceNoun : std::uint8_t { Discs, Pieces, Stones };

// A rule preset's texts (untranslated; GameUi::tr() translates them). A null name falls back
// to the common preset names ("standard", "botzone", "uai").
struct PresetText
{
    const char *key;
    const char *name;
    const char *description;
};

struct GameUi
{
    core::GameId id;
    // Untranslated texts (translate with GameUi::tr()).
    const char *name;
    const char *blurb;     // one line on the start screen
    const char *howToPlay; // rich text for Help > How to Play
    std::span<const PresetText> presets;
    PieceNoun pieces;

    // A new scene for the model's game, parented to `parent`.
    BoardScene *(*createScene)(model::GameModel *model, QObject *parent);
    // The New Game dialog's options besides the preset (starting from `rules`); nullptr: none.
    GameOptionsBox *(*createOptions)(const QString &rules, QWidget *parent);
    // The board overlays of the View menu the game's scene draws.
    bool showsLiberties;
    bool showsIllegalPoints;
    // The rules text's details besides the preset ("9×9", "komi 7.5"), when the row reads
    // them (the rules summary then drops the text's "key=value" words); nullptr: none.
    QStringList (*rulesDetails)(const QString &rules);
    // The notice for an illegal move (the scene marks the cause); nullptr: Texts::moveError.
    QString (*illegalMoveText)(core::MoveError error);

    // The start screen's picture when the start position says little: `previewSize` squared
    // characters, row by row from the top (x black, o white, . empty, # blocked).
    int previewSize;
    const char *previewRows;

    // One of this table's texts in the current language.
    static QString tr(const char *text);
};

std::span<const GameUi> gameUis();
const GameUi &gameUi(core::GameId game);

// A new scene for the model's game (its row's factory), parented to `parent`.
BoardScene *createScene(core::GameId game, model::GameModel *model, QObject *parent);

} // namespace qiju::widgets
