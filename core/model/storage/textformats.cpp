#include "textformats.h"

#include <QDate>
#include <QRegularExpression>

#include "storage/sgfrecord.h"

#include "games/gameregistry.h"
#include "games/othello/othellogame.h"
#include "games/othello/othellotranscript.h"
#include "support/qtstrings.h"

namespace qiju::model {

namespace {

// The moves from the root through the current node and on along the redo choices.
std::vector<core::Move> exportLine(const GameTree &tree)
{
    std::vector<core::Move> line = tree.currentLine();
    for (const GameNode *n = &tree.current(); !n->children.empty();) {
        const int i = std::clamp(n->redoChild, 0, int(n->children.size()) - 1);
        n = n->children[std::size_t(i)].get();
        line.push_back(n->move);
    }
    return line;
}

// Plays `moves` (texts) from `start` as the main line. Fails with IllegalMove and "n: text".
ImportResult replay(std::unique_ptr<core::Game> start, const QStringList &moves)
{
    ImportResult r;
    if (moves.size() > kMaxImportNodes) {
        r.error = ImportError::TooLarge;
        r.detail = QString::number(moves.size());
        return r;
    }
    r.tree = std::make_unique<GameTree>(std::move(start));
    int n = 0;
    for (const QString &text : moves) {
        ++n;
        const core::Game &pos = r.tree->position();
        const auto move = pos.parseMove(text.toStdString());
        if (!move || pos.check(*move) != core::MoveError::None) {
            r.error = ImportError::IllegalMove;
            r.detail = QStringLiteral("%1: %2").arg(n).arg(text);
            r.tree.reset();
            return r;
        }
        r.tree->play(*move);
    }
    return r;
}

std::optional<ImportResult> readTranscript(const QString &text)
{
    static const QRegularExpression shape(
        QStringLiteral("^\\s*(([a-hA-H][1-8]|--|pass|PASS)\\s*)+$"));
    if (!shape.match(text).hasMatch())
        return std::nullopt;
    const auto squares = othello::parseTranscript(text.toStdString());
    ImportResult r;
    r.format = TextFormat::OthelloTranscript;
    r.setup.game = core::GameId::Othello;
    if (!squares) {
        r.error = ImportError::IllegalMove;
        return r;
    }
    r.tree = std::make_unique<GameTree>(core::createGame(core::GameId::Othello));
    for (int sq : *squares)
        r.tree->play(othello::OthelloGame::moveOf(sq));
    return r;
}

// PGN move text without its {comments}, ;line comments and (variations, nested); one pass.
// nullopt when a '{' or '(' is never closed or a ')' was never opened.
std::optional<QString> stripPgnGroups(const QString &body)
{
    QString out;
    out.reserve(body.size());
    int depth = 0; // of '(' groups
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c == QLatin1Char('{')) {
            const qsizetype close = body.indexOf(QLatin1Char('}'), i + 1);
            if (close < 0)
                return std::nullopt;
            i = close;
            out += QLatin1Char(' ');
        } else if (c == QLatin1Char(';')) {
            const qsizetype eol = body.indexOf(QLatin1Char('\n'), i + 1);
            i = eol < 0 ? body.size() : eol;
            out += QLatin1Char('\n');
        } else if (c == QLatin1Char('(')) {
            ++depth;
        } else if (c == QLatin1Char(')')) {
            if (--depth < 0)
                return std::nullopt;
            out += QLatin1Char(' ');
        } else if (depth == 0) {
            out += c;
        }
    }
    if (depth != 0)
        return std::nullopt;
    return out;
}

ImportResult readPgn(const QString &text)
{
    ImportResult r;
    r.format = TextFormat::AtaxxPgn;
    r.setup.game = core::GameId::Ataxx;
    static const QRegularExpression tag(
        QStringLiteral("^\\s*\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]"),
        QRegularExpression::MultilineOption);
    QString fen;
    QString rules;
    QString body = text;
    for (auto it = tag.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString key = m.captured(1).toLower();
        const QString value = m.captured(2).replace(QStringLiteral("\\\""), QStringLiteral("\""));
        if (key == QLatin1String("fen"))
            fen = value;
        else if (key == QLatin1String("black"))
            r.setup.seats[0].name = value;
        else if (key == QLatin1String("white"))
            r.setup.seats[1].name = value;
        else if (key == QLatin1String("rules"))
            rules = value;
        else if (key == QLatin1String("variant") && value.toLower() != QLatin1String("ataxx")) {
            r.error = ImportError::Unknown;
            return r;
        }
        body.replace(m.captured(0), QString());
    }
    // Move text: drop comments, variations, move numbers, NAGs and the result.
    const std::optional<QString> moveText = stripPgnGroups(body);
    if (!moveText) {
        r.error = ImportError::Unbalanced;
        return r;
    }
    body = *moveText;
    QStringList moves;
    static const QRegularExpression skip(
        QStringLiteral("^(\\d+\\.+|\\$\\d+|1-0|0-1|1/2-1/2|\\*)$"));
    for (QString token :
        body.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        token.remove(QRegularExpression(QStringLiteral("^\\d+\\.+")));
        token.remove(QRegularExpression(QStringLiteral("[!?+#]+$")));
        if (!token.isEmpty() && !skip.match(token).hasMatch())
            moves << token;
    }
    const core::GameInfo &info = core::gameInfo(core::GameId::Ataxx);
    // Games from other programs follow the UAI rules (a side without a move passes); a rules
    // tag of our own says otherwise.
    QStringList tries
        = rules.isEmpty() ? QStringList{QString(), QStringLiteral("uai")} : QStringList{rules};
    ImportResult last;
    for (const QString &rulesText : tries) {
        core::ParseError pe = core::ParseError::None;
        std::unique_ptr<core::Game> start = fen.isEmpty()
            ? info.create(rulesText.toStdString(), &pe)
            : info.fromText(rulesText.toStdString(), fen.toStdString(), &pe);
        if (!start) {
            last = {};
            last.error = pe == core::ParseError::BadPosition ? ImportError::BadPosition
                                                             : ImportError::BadRules;
            last.detail = pe == core::ParseError::BadPosition ? fen : rulesText;
            continue;
        }
        ImportResult played = replay(std::move(start), moves);
        played.format = TextFormat::AtaxxPgn;
        played.setup.game = core::GameId::Ataxx;
        played.setup.seats = r.setup.seats;
        played.setup.rules = rulesText;
        played.setup.startPosition = fen;
        if (played.ok())
            return played;
        last = std::move(played);
    }
    return last;
}

std::optional<ImportResult> readPosition(const QString &text, std::optional<core::GameId> preferred)
{
    std::vector<core::GameId> order;
    if (preferred)
        order.push_back(*preferred);
    for (core::GameId id : core::allGames()) {
        if (id != preferred)
            order.push_back(id);
    }
    for (core::GameId id : order) {
        const core::GameInfo &info = core::gameInfo(id);
        if (!info.fromText)
            continue;
        core::ParseError pe = core::ParseError::None;
        auto game = info.fromText({}, text.trimmed().toStdString(), &pe);
        if (!game)
            continue;
        ImportResult r;
        r.format = TextFormat::PositionText;
        r.setup.game = id;
        r.setup.startPosition = text.trimmed();
        r.tree = std::make_unique<GameTree>(std::move(game));
        return r;
    }
    return std::nullopt;
}

QString pgnResult(const GameTree &tree)
{
    std::optional<core::GameResult> r = tree.current().endOverride;
    if (!r)
        r = tree.position().result();
    if (!r)
        return QStringLiteral("*");
    switch (r->outcome) {
    case core::Outcome::BlackWins: return QStringLiteral("0-1");
    case core::Outcome::WhiteWins: return QStringLiteral("1-0");
    case core::Outcome::Draw: return QStringLiteral("1/2-1/2");
    }
    return QStringLiteral("*");
}

QString pgnQuote(QString s) { return s.replace(QLatin1Char('"'), QStringLiteral("\\\"")); }

} // namespace

ImportResult importText(const QString &text, std::optional<core::GameId> preferred)
{
    ImportResult r;
    // UTF-16 units: a text longer than the limit in them is longer in UTF-8 too.
    if (text.size() > kMaxImportBytes || text.toUtf8().size() > kMaxImportBytes) {
        r.error = ImportError::TooLarge;
        return r;
    }
    if (text.trimmed().isEmpty()) {
        r.error = ImportError::Empty;
        return r;
    }
    if (formats::looksLikeSgf(text.toStdString()))
        return importSgf(text);
    if (auto t = readTranscript(text))
        return std::move(*t);
    if (text.trimmed().startsWith(QLatin1Char('[')))
        return readPgn(text);
    if (auto p = readPosition(text, preferred))
        return std::move(*p);
    r.error = ImportError::Unknown;
    return r;
}

QString recordPlayerName(const GameSetup &setup, core::Side side)
{
    const SeatSetup &seat = setup.seat(side);
    if (seat.kind == PlayerKind::Computer)
        return QStringLiteral("Qiju AI (%1)").arg(qs(ai::levelKey(seat.level)));
    return seat.name;
}

std::vector<TextFormat> exportFormats(core::GameId game)
{
    switch (game) {
    case core::GameId::Othello:
        return {TextFormat::OthelloTranscript, TextFormat::Sgf, TextFormat::PositionText};
    case core::GameId::Ataxx: return {TextFormat::AtaxxPgn, TextFormat::PositionText};
    default: return {TextFormat::Sgf, TextFormat::PositionText};
    }
}

QString exportText(const GameSetup &setup, const GameTree &tree, TextFormat format)
{
    const core::Game &root = *tree.root().position;
    switch (format) {
    case TextFormat::PositionText: return qs(tree.position().positionText());
    case TextFormat::Sgf: return exportSgf(setup, tree);
    case TextFormat::OthelloTranscript: {
        const auto standard = core::createGame(core::GameId::Othello);
        if (root.id() != core::GameId::Othello || root.positionText() != standard->positionText())
            return {};
        QString out;
        for (const core::Move &m : exportLine(tree)) {
            if (!m.isPass())
                out += qs(root.moveText(m));
        }
        return out;
    }
    case TextFormat::AtaxxPgn: {
        if (root.id() != core::GameId::Ataxx)
            return {};
        auto name = [&](core::Side s) {
            const QString n = recordPlayerName(setup, s);
            return n.isEmpty() ? QStringLiteral("?") : n;
        };
        const std::vector<core::Move> line = exportLine(tree);
        // The result of the line's last position.
        GameTree end(root.clone());
        for (const core::Move &m : line)
            end.play(m);
        if (tree.current().endOverride && line.size() == tree.currentLine().size())
            end.current().endOverride = tree.current().endOverride;
        const QString result = pgnResult(end);
        QString out;
        out += QStringLiteral("[Event \"Qiju game\"]\n");
        out += QStringLiteral("[Date \"%1\"]\n")
                   .arg(QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
        out += QStringLiteral("[Black \"%1\"]\n").arg(pgnQuote(name(core::Side::Black)));
        out += QStringLiteral("[White \"%1\"]\n").arg(pgnQuote(name(core::Side::White)));
        out += QStringLiteral("[Result \"%1\"]\n").arg(result);
        out += QStringLiteral("[FEN \"%1\"]\n").arg(qs(root.positionText()));
        out += QStringLiteral("[Rules \"%1\"]\n\n").arg(qs(root.rulesText()));
        QStringList words;
        GameTree walk(root.clone());
        const std::size_t offset = root.sideToMove() == core::Side::White ? 1 : 0;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const bool black = walk.position().sideToMove() == core::Side::Black;
            if (black || i == 0)
                words << QStringLiteral("%1.%2")
                             .arg((i + offset) / 2 + 1)
                             .arg(black ? QString() : QStringLiteral(".."));
            words << qs(walk.position().moveText(line[i]));
            walk.play(line[i]);
        }
        words << result;
        // Lines of at most 80 characters.
        QString row;
        for (const QString &w : words) {
            if (!row.isEmpty() && row.size() + 1 + w.size() > 80) {
                out += row + QLatin1Char('\n');
                row.clear();
            }
            row += (row.isEmpty() ? QString() : QStringLiteral(" ")) + w;
        }
        return out + row + QLatin1Char('\n');
    }
    }
    return {};
}

} // namespace qiju::model
