#include "texts.h"

#include <QRegularExpression>

#include <algorithm>

#include "gameui/gameui.h"

#include "games/gameregistry.h"
#include "games/go/gogame.h"
#include "games/gomoku/gomokugame.h"

namespace qiju::widgets {

using core::GameId;

QString Texts::gameName(GameId game) { return GameUi::tr(gameUi(game).name); }

QString Texts::gameBlurb(GameId game) { return GameUi::tr(gameUi(game).blurb); }

QString Texts::sideName(GameId, core::Side side)
{
    return side == core::Side::Black ? tr("Black") : tr("White");
}

QString Texts::pieceName(GameId game, core::Side side)
{
    const bool black = side == core::Side::Black;
    switch (gameUi(game).pieces) {
    case PieceNoun::Discs: return black ? tr("black disc") : tr("white disc");
    case PieceNoun::Pieces: return black ? tr("black piece") : tr("white piece");
    case PieceNoun::Stones: break;
    }
    return black ? tr("black stone") : tr("white stone");
}

QString Texts::pointDescription(const core::Game &position, core::Point p, bool judge)
{
    const QString name = QString::fromStdString(position.moveText(core::Move::place(p)));
    switch (position.cell(p)) {
    case core::Cell::Black: return tr("%1, %2").arg(name, pieceName(position.id(), core::Side::Black));
    case core::Cell::White: return tr("%1, %2").arg(name, pieceName(position.id(), core::Side::White));
    case core::Cell::Blocked: return tr("%1, blocked").arg(name);
    case core::Cell::Empty: break;
    }
    const core::MoveError error
        = judge ? position.check(core::Move::place(p)) : core::MoveError::None;
    if (error == core::MoveError::None || error == core::MoveError::GameOver)
        return tr("%1, empty").arg(name);
    return tr("%1, empty, illegal: %2").arg(name, moveError(error));
}

QString Texts::moveAnnouncement(const core::Game &before, const core::Move &move)
{
    const QString side = sideName(before.id(), before.sideToMove());
    switch (move.kind) {
    case core::Move::Kind::Pass: return tr("%1 passes").arg(side);
    case core::Move::Kind::Swap:
    case core::Move::Kind::Balance: return tr("%1: %2").arg(side, decisionName(before.id(), move));
    default: break;
    }
    return tr("%1 plays %2").arg(side, QString::fromStdString(before.moveText(move)));
}

QString Texts::resultAnnouncement(GameId game, const core::GameResult &result)
{
    return tr("Game over: %1 (%2)").arg(outcome(game, result.outcome), endReason(result.reason));
}

QString Texts::pieceCount(GameId game, int count)
{
    switch (gameUi(game).pieces) {
    case PieceNoun::Discs: return tr("%n disc(s)", nullptr, count);
    case PieceNoun::Pieces: return tr("%n piece(s)", nullptr, count);
    case PieceNoun::Stones: break;
    }
    return tr("%n stone(s)", nullptr, count);
}

QString Texts::scoreText(GameId game, ai::ScoreUnit unit, double score)
{
    switch (unit) {
    case ai::ScoreUnit::WinRate:
        return tr("win rate %1 %").arg(qRound(std::clamp(score, 0.0, 1.0) * 100));
    case ai::ScoreUnit::Points:
        return tr("%1 points").arg(QString::asprintf("%+.0f", score));
    case ai::ScoreUnit::Discs: break;
    }
    const QString n = QString::asprintf("%+.1f", score);
    switch (gameUi(game).pieces) {
    case PieceNoun::Discs: return tr("%1 discs").arg(n);
    case PieceNoun::Pieces: return tr("%1 pieces").arg(n);
    case PieceNoun::Stones: break;
    }
    return tr("%1 stones").arg(n);
}

QString Texts::plainLabel(const QString &menuText)
{
    static const QRegularExpression accessKey(QStringLiteral("\\s*\\(&[^&\\s]\\)"));
    QString t = menuText;
    t.remove(accessKey);
    if (t.endsWith(QStringLiteral("…")))
        t.chop(1);
    else if (t.endsWith(QLatin1String("...")))
        t.chop(3);
    QString out;
    out.reserve(t.size());
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (t[i] == QLatin1Char('&') && i + 1 < t.size() && t[i + 1] != QLatin1Char('&'))
            continue; // an access key's marker
        if (t[i] == QLatin1Char('&') && i + 1 < t.size())
            ++i; // "&&" is a literal "&"
        out += t[i];
    }
    return out.trimmed();
}

QString Texts::levelName(ai::Level level)
{
    switch (level) {
    case ai::Level::Beginner: return tr("Beginner");
    case ai::Level::Easy: return tr("Easy");
    case ai::Level::Medium: return tr("Medium");
    case ai::Level::Hard: return tr("Hard");
    case ai::Level::Expert: return tr("Expert");
    }
    return {};
}

QString Texts::playerKindName(model::PlayerKind kind)
{
    switch (kind) {
    case model::PlayerKind::Human: return tr("Human");
    case model::PlayerKind::Computer: return tr("Computer");
    case model::PlayerKind::Engine: return tr("External engine");
    case model::PlayerKind::Network: return tr("Network player");
    }
    return {};
}

QString Texts::moveError(core::MoveError error)
{
    using core::MoveError;
    switch (error) {
    case MoveError::None: return {};
    case MoveError::Malformed: return tr("That is not a move in this game.");
    case MoveError::OutOfBoard: return tr("That point is off the board.");
    case MoveError::Occupied: return tr("That point is already taken.");
    case MoveError::NoFlips: return tr("A disc must outflank at least one of your opponent's discs.");
    case MoveError::MustPass: return tr("You have no legal move and must pass.");
    case MoveError::PassNotAllowed: return tr("You cannot pass now.");
    case MoveError::NotYourPiece: return tr("Pick one of your own pieces.");
    case MoveError::TooFar: return tr("A piece can move at most two squares.");
    case MoveError::Repetition: return tr("That move would repeat an earlier position.");
    case MoveError::Suicide: return tr("That stone would have no liberties (suicide).");
    case MoveError::Ko: return tr("Ko: you may not retake immediately.");
    case MoveError::Superko: return tr("That move would repeat an earlier board position (superko).");
    case MoveError::Capture: return tr("In NoGo you may not capture stones.");
    case MoveError::CentreForbidden: return tr("Black's first move may not be on the centre point.");
    case MoveError::Forbidden33: return tr("Forbidden for Black: double three.");
    case MoveError::Forbidden44: return tr("Forbidden for Black: double four.");
    case MoveError::Overline: return tr("Forbidden for Black: overline (six or more).");
    case MoveError::GameOver: return tr("The game is over.");
    }
    return {};
}

QString Texts::endReason(core::EndReason reason)
{
    using core::EndReason;
    switch (reason) {
    case EndReason::Count: return tr("counted at the end of the game");
    case EndReason::FiveInRow: return tr("five in a row");
    case EndReason::BoardFull: return tr("the board is full");
    case EndReason::NoMoves: return tr("no legal moves left");
    case EndReason::TurnLimit: return tr("the move limit was reached");
    case EndReason::Resignation: return tr("resignation");
    case EndReason::Time: return tr("time ran out");
    case EndReason::Forfeit: return tr("forfeit");
    case EndReason::Agreement: return tr("agreement");
    }
    return {};
}

QString Texts::outcome(GameId game, core::Outcome outcome)
{
    switch (outcome) {
    case core::Outcome::BlackWins: return tr("%1 wins").arg(sideName(game, core::Side::Black));
    case core::Outcome::WhiteWins: return tr("%1 wins").arg(sideName(game, core::Side::White));
    case core::Outcome::Draw: return tr("Draw");
    }
    return {};
}

namespace {

const PresetText *presetText(GameId game, const QString &preset)
{
    for (const PresetText &p : gameUi(game).presets) {
        if (preset == QLatin1String(p.key))
            return &p;
    }
    return nullptr;
}

} // namespace

QString Texts::presetName(GameId game, const QString &preset)
{
    if (const PresetText *p = presetText(game, preset); p && p->name)
        return GameUi::tr(p->name);
    if (preset == QLatin1String("standard"))
        return tr("Standard");
    if (preset == QLatin1String("botzone"))
        return tr("Botzone");
    if (preset == QLatin1String("uai"))
        return tr("UAI / tournament");
    return preset;
}

QString Texts::rulesSummary(GameId game, const QString &rules)
{
    const auto presets = core::gameInfo(game).presets;
    auto isPreset = [&](const QString &word) {
        for (std::string_view p : presets) {
            if (word == QLatin1String(p.data(), qsizetype(p.size())))
                return true;
        }
        return false;
    };
    QStringList parts;
    QString preset;
    QStringList rest;
    for (const QString &word : rules.split(QRegularExpression(QStringLiteral("[\\s,]+")),
             Qt::SkipEmptyParts)) {
        if (preset.isEmpty() && isPreset(word))
            preset = word;
        else
            rest << word;
    }
    // A game whose rules text describes the board names its default preset even then.
    const auto details = gameUi(game).rulesDetails;
    if (preset.isEmpty() && !presets.empty() && (details || rest.isEmpty()))
        preset = QString::fromLatin1(presets.front().data(), qsizetype(presets.front().size()));
    if (!preset.isEmpty())
        parts << presetName(game, preset);
    if (details) {
        const QStringList more = details(rules);
        if (!more.isEmpty()) {
            parts << more;
            rest.removeIf([](const QString &w) { return w.contains(QLatin1Char('=')); });
        }
    }
    for (const QString &word : std::as_const(rest)) {
        if (word == QLatin1String("swap") || word == QLatin1String("swap2"))
            parts << gomokuOpeningName(word);
        else
            parts << word;
    }
    return parts.join(QStringLiteral(" · "));
}

QString Texts::boardSizeText(int size) { return tr("%1×%1").arg(size); }

QString Texts::komiText(double komi) { return tr("komi %1").arg(komi); }

QString Texts::handicapText(int stones) { return tr("handicap %1").arg(stones); }

QString Texts::gomokuOpeningName(const QString &key)
{
    if (key == QLatin1String("swap"))
        return tr("Swap after the third stone");
    if (key == QLatin1String("swap2"))
        return tr("Swap2");
    return tr("None (Black starts)");
}

QString Texts::decisionName(GameId, const core::Move &move)
{
    switch (move.kind) {
    case core::Move::Kind::Swap: return tr("Take Black");
    case core::Move::Kind::Balance: return tr("Place two more stones");
    case core::Move::Kind::Pass: return tr("Pass");
    default: return {};
    }
}

QString Texts::openingPrompt(const core::Game &position)
{
    if (position.id() != GameId::Gomoku || position.result())
        return {};
    const auto &g = static_cast<const gomoku::GomokuGame &>(position);
    const bool swap2 = g.rules().opening == gomoku::OpeningRule::Swap2;
    switch (g.openingStage()) {
    case gomoku::OpeningStage::Done: return {};
    case gomoku::OpeningStage::Placing:
        return tr("Opening: the first player places three stones — black, white, black.");
    case gomoku::OpeningStage::Choice:
        return swap2 ? tr("The second player chooses: take Black, place a white stone to stay "
                          "White, or place two more stones and let the first player choose.")
                     : tr("The second player chooses: take Black, or place a white stone to "
                          "stay White.");
    case gomoku::OpeningStage::Balancing:
        return tr("The second player places two more stones: a white one, then a black one.");
    case gomoku::OpeningStage::Choice2:
        return tr("The first player chooses: take Black, or place a white stone to stay White.");
    }
    return {};
}

QString Texts::presetDescription(GameId game, const QString &preset)
{
    const PresetText *p = presetText(game, preset);
    return p ? GameUi::tr(p->description) : QString();
}

QString Texts::goCount(const go::GoScore &s, const go::GoRules &rules)
{
    const QString black = sideName(GameId::Go, core::Side::Black);
    const QString white = sideName(GameId::Go, core::Side::White);
    const QString komi = QString::number(rules.komi);
    if (rules.scoring == go::Scoring::Area) {
        return tr("%1: %2 stones + %3 territory = %4").arg(black).arg(s.blackStones)
                   .arg(s.blackTerritory).arg(s.black)
            + QLatin1Char('\n')
            + tr("%1: %2 stones + %3 territory + %4 komi = %5").arg(white).arg(s.whiteStones)
                  .arg(s.whiteTerritory).arg(komi).arg(s.white);
    }
    return tr("%1: %2 territory + %3 prisoners = %4").arg(black).arg(s.blackTerritory)
               .arg(s.blackPrisoners).arg(s.black)
        + QLatin1Char('\n')
        + tr("%1: %2 territory + %3 prisoners + %4 komi = %5").arg(white).arg(s.whiteTerritory)
              .arg(s.whitePrisoners).arg(komi).arg(s.white);
}

QString Texts::scoreBreakdown(const core::Game &position)
{
    if (position.id() != GameId::Go)
        return {};
    const auto &g = static_cast<const go::GoGame &>(position);
    if (!g.endedByPasses())
        return {};
    return goCount(g.score(), g.rules());
}

QString Texts::nogoExplanation(core::MoveError error)
{
    switch (error) {
    case core::MoveError::Capture:
        return tr("Illegal in NoGo: this stone would capture the marked stones.");
    case core::MoveError::Suicide:
        return tr("Illegal in NoGo: the marked group would have no liberties left.");
    default: return moveError(error);
    }
}

QString Texts::saveError(model::SaveError error, const QString &detail)
{
    using model::SaveError;
    switch (error) {
    case SaveError::None: return {};
    case SaveError::CannotRead: return tr("The file does not exist or cannot be opened.");
    case SaveError::CannotWrite:
        return tr("The file cannot be written (the folder is missing or read-only, or the disk "
                  "is full). Any earlier file of that name is unchanged.");
    case SaveError::TooLarge: return tr("The file is far too large to be a saved game.");
    case SaveError::NotText: return tr("This is not a Qiju saved game: it is not a text file.");
    case SaveError::Truncated:
        return tr("The file is incomplete: it ends in the middle of the game.");
    case SaveError::Damaged:
        return tr("The file is damaged (unreadable data at character %1).").arg(detail);
    case SaveError::Foreign: return tr("This file is not a Qiju saved game.");
    case SaveError::NewerVersion:
        return tr("The game was saved by a newer version of Qiju (format version %1). Please "
                  "update Qiju to open it.")
            .arg(detail);
    case SaveError::BadField:
        return tr("The file is damaged: the entry \"%1\" is missing or wrong.").arg(detail);
    case SaveError::UnknownGame:
        return tr("The file is for a game this version of Qiju cannot play (\"%1\").").arg(detail);
    case SaveError::BadRules: return tr("The file names rules Qiju does not know (\"%1\").").arg(detail);
    case SaveError::BadPosition: return tr("The start position in the file is not valid.");
    case SaveError::IllegalMove:
        return tr("The file is damaged: move %1 is not legal in its position.").arg(detail);
    case SaveError::Inconsistent:
        return tr("The file is damaged: its moves do not lead to the position it records.");
    }
    return {};
}

QString Texts::setupError(core::GameId game, const core::SetupCheck &check)
{
    const QString side = sideName(game, check.side);
    switch (check.error) {
    case core::SetupError::None: return {};
    case core::SetupError::WrongBoard:
        return tr("This position does not fit the board or the rules of this game.");
    case core::SetupError::NoLiberties:
        return tr("The ringed stones have no liberties: such a group would already have been "
                  "captured. Remove a stone or free a point next to the group.");
    case core::SetupError::CentreEmpty:
        return tr("All four centre squares need a disc: every Othello game starts with them "
                  "filled, and discs are never removed.");
    case core::SetupError::SideCannotMove:
        return tr("%1 has no legal move in this position. Give the first move to the other "
                  "side.")
            .arg(side);
    case core::SetupError::BlockedForbidden:
        return tr("Blocked squares exist only under the UAI rules; the Botzone board has none. "
                  "Remove the ringed squares, or start a new game with the UAI rules.");
    case core::SetupError::NoPieces:
        return tr("%1 needs at least one piece on the board.").arg(side);
    case core::SetupError::FiveOnBoard:
        return tr("%1 already has five in a row (ringed): the game would be over.").arg(side);
    case core::SetupError::StoneCounts:
        return tr("Under Renju the stones must count as after moves in turn with Black first: "
                  "as many black as white stones with Black to move, one black stone more "
                  "with White to move.");
    case core::SetupError::GameOver:
        if (core::gameInfo(game).noMoveLoses)
            return tr("%1 has no legal move in this position and would lose at once.")
                .arg(side);
        return tr("The game would be over at once in this position.");
    }
    return {};
}

} // namespace qiju::widgets
