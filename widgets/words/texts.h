// Texts: turns the core's codes (games, sides, levels, move errors, end reasons) into
// translated sentences. The only place those codes meet words. GUI thread only.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "ai/levels.h"
#include "ai/searchtypes.h"
#include "common/game.h"
#include "common/gameresult.h"
#include "common/moveerror.h"
#include "common/types.h"
#include "games/go/goscore.h"
#include "players/player.h"
#include "storage/savegame.h"

namespace qiju::widgets {

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(qiju::widgets::Texts)

public:
    static QString gameName(core::GameId game);
    static QString gameBlurb(core::GameId game);
    static QString sideName(core::GameId game, core::Side side); // "Black", or "Red" if a game says so
    static QString levelName(ai::Level level);
    static QString playerKindName(model::PlayerKind kind);
    static QString moveError(core::MoveError error);
    // A count of the game's pieces in its own word ("8 discs", "1 stone").
    static QString pieceCount(core::GameId game, int count);
    // A search's score with its unit: "+3.0 discs", "−2.0 pieces", "win rate 62 %",
    // "+120 points" (the mover's view).
    static QString scoreText(core::GameId game, ai::ScoreUnit unit, double score);
    // A menu text as a toolbar button or tooltip shows it: without its access key, whether
    // marked in the word ("&Undo") or added in parentheses ("悔棋(&U)"), and without a
    // trailing ellipsis ("New Game…" -> "New Game", "新游戏(&N)…" -> "新游戏").
    static QString plainLabel(const QString &menuText);
    static QString endReason(core::EndReason reason);
    // "Black wins", "White wins", "Draw".
    static QString outcome(core::GameId game, core::Outcome outcome);
    static QString presetName(core::GameId game, const QString &preset);
    // A sentence on what a rules preset means (empty if there is nothing to add).
    static QString presetDescription(core::GameId game, const QString &preset);
    // A rules text ("chinese size=9 komi=6.5", "renju swap2", "") in plain words: "Chinese
    // (area scoring) · 9×9 · komi 6.5"; Go always names its board size and komi. Words it does
    // not know are shown as they are.
    static QString rulesSummary(core::GameId game, const QString &rules);
    // Parts of a rules summary: "9×9", "komi 7.5", "handicap 3".
    static QString boardSizeText(int size);
    static QString komiText(double komi);
    static QString handicapText(int stones);
    // Gomoku's opening rules by key ("none", "swap", "swap2").
    static QString gomokuOpeningName(const QString &key);
    // The button for a decision move (Gomoku: "Take Black", "Place two more stones").
    static QString decisionName(core::GameId game, const core::Move &move);
    // What the opening protocol asks now ("The first player places three stones..."), or an
    // empty string when there is no protocol step (every game but Gomoku's swap openings).
    static QString openingPrompt(const core::Game &position);
    // Go's count, one line per colour: "Black: 40 stones + 12 territory = 52" (area) or
    // "White: 10 territory + 3 prisoners + 6.5 komi = 19.5" (territory).
    static QString goCount(const go::GoScore &score, const go::GoRules &rules);
    // The count of a Go game that ended by passes (goCount), else an empty string.
    static QString scoreBreakdown(const core::Game &position);
    // NoGo: why the attempted move at the marked stones is illegal.
    static QString nogoExplanation(core::MoveError error);
    // Why a set-up position cannot start a game of `game` (check.side fills in the side).
    static QString setupError(core::GameId game, const core::SetupCheck &check);
    // A piece as spoken: "black stone", "white disc", "black piece".
    static QString pieceName(core::GameId game, core::Side side);
    // A board point for screen readers: "D4, black stone", "E5, empty", and with `judge` (a
    // person is to move) "E5, empty, illegal: Ko: ..." for an empty point they may not play.
    static QString pointDescription(const core::Game &position, core::Point p, bool judge);
    // A move as announced: "Black plays D4", "White passes"; `before` is the position it was
    // played in.
    static QString moveAnnouncement(const core::Game &before, const core::Move &move);
    // "Game over: Black wins (five in a row)".
    static QString resultAnnouncement(core::GameId game, const core::GameResult &result);
    // Why a save file cannot be used or written; `detail` is LoadResult::detail.
    static QString saveError(model::SaveError error, const QString &detail = {});
};

} // namespace qiju::widgets
