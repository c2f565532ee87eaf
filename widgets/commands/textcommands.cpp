#include "textcommands.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "commands/leavegame.h"
#include "storage/savefile.h"
#include "storage/sgfrecord.h"
#include "windows/gamepage.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

using model::TextFormat;

TextCommands::TextCommands(GamePage *page, QWidget *window)
    : QObject(window)
    , m_page(page)
    , m_window(window)
{
    connect(makeAction("copyPosition", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)),
        &QAction::triggered, this, &TextCommands::copyPosition);
    connect(makeAction("pasteGame", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)),
        &QAction::triggered, this, &TextCommands::paste);
    connect(makeAction("importGame", QKeySequence(Qt::CTRL | Qt::Key_I)), &QAction::triggered, this,
        &TextCommands::import);
    connect(makeAction("exportGame", QKeySequence(Qt::CTRL | Qt::Key_E)), &QAction::triggered, this,
        &TextCommands::exportGame);
    retranslate();
}

QAction *TextCommands::makeAction(const char *name, const QKeySequence &shortcut)
{
    auto *a = new QAction(m_window);
    a->setObjectName(QString::fromLatin1(name));
    a->setShortcut(shortcut);
    m_actions.append(a);
    return a;
}

void TextCommands::retranslate()
{
    const QString texts[][2] = {
        {tr("&Copy Position"), tr("Copy the position as one line of text")},
        {tr("&Paste Game"),
            tr("Start a game from an SGF record, a position, an Othello transcript or an Ataxx "
               "PGN record on the clipboard")},
        {tr("&Import…"),
            tr("Start a game from an SGF file (Go, NoGo, Gomoku, Othello), an Othello "
               "transcript, an Ataxx PGN file or a position text")},
        {tr("E&xport…"),
            tr("Write this game as SGF, an Othello transcript, Ataxx PGN or position text")},
    };
    for (int i = 0; i < m_actions.size(); ++i) {
        m_actions[i]->setText(texts[i][0]);
        m_actions[i]->setToolTip(texts[i][1]);
    }
}

void TextCommands::updateActions(bool inGame)
{
    m_actions[0]->setEnabled(inGame);
    m_actions[3]->setEnabled(inGame);
}

QString TextCommands::importError(const model::ImportResult &r)
{
    using model::ImportError;
    const QString &detail = r.detail;
    switch (r.error) {
    case ImportError::None: return {};
    case ImportError::Empty: return tr("There is no text to read.");
    case ImportError::Unknown:
        return tr("This is not an SGF record, a position, an Othello transcript or an Ataxx PGN "
                  "record.");
    case ImportError::BadPosition:
        return r.format == model::TextFormat::Sgf
            ? tr("The SGF record sets up stones Qiju cannot use here (%1).").arg(detail)
            : tr("The position \"%1\" is not valid.").arg(detail);
    case ImportError::BadRules: return tr("The rules \"%1\" are not known.").arg(detail);
    case ImportError::IllegalMove:
        return detail.isEmpty() ? tr("The record contains a move that is not legal.")
                                : tr("Move %1 is not legal in its position.").arg(detail);
    case ImportError::BadSgf: {
        QString why;
        switch (r.sgfError) {
        case formats::SgfError::None: break;
        case formats::SgfError::NoGameTree: why = tr("there is no game in it"); break;
        case formats::SgfError::ExpectedNode: why = tr("a '(' is not followed by ';'"); break;
        case formats::SgfError::UnexpectedChar: why = tr("an unexpected character"); break;
        case formats::SgfError::BadProperty: why = tr("a property without a value"); break;
        case formats::SgfError::UnterminatedValue: why = tr("a '[' is never closed"); break;
        case formats::SgfError::NodeAfterVariation:
            why = tr("a move follows its own variations");
            break;
        case formats::SgfError::UnclosedTree: why = tr("the text ends too early"); break;
        }
        return tr("The SGF record is damaged at line %1, column %2: %3.")
            .arg(r.line)
            .arg(r.column)
            .arg(why);
    }
    case ImportError::UnknownGame:
        return tr("The SGF record is of a game Qiju does not play (GM[%1]).").arg(detail);
    case ImportError::Unbalanced:
        return tr("The record has a '(' or '{' that is never closed, or a ')' that was never "
                  "opened.");
    case ImportError::TooLarge:
        return detail.isEmpty()
            ? tr("The text is larger than %1 MB, the most Qiju reads.")
                  .arg(model::kMaxImportBytes / (1024 * 1024))
            : tr("The record has %1 moves; Qiju reads at most %2.")
                  .arg(detail)
                  .arg(model::kMaxImportNodes);
    }
    return {};
}

bool TextCommands::startFromText(const QString &text, bool quiet)
{
    const model::GameModel *m = m_page->model();
    return startImported(
        model::importText(
            text, m->hasGame() ? std::optional<core::GameId>(m->gameId()) : std::nullopt),
        quiet, QString());
}

bool TextCommands::startImported(model::ImportResult r, bool quiet, const QString &source)
{
    const QString why = importError(r);
    if (!why.isEmpty()) {
        if (!quiet) {
            if (source.isEmpty())
                QMessageBox::warning(m_window, tr("Cannot start a game from this text"), why);
            else
                QMessageBox::warning(m_window, tr("Cannot import"),
                    QStringLiteral("%1\n\n%2").arg(QDir::toNativeSeparators(source), why));
        }
        return false;
    }
    // Who plays: as the player last set up this game, with the names the record gives.
    model::GameSetup setup = model::Settings().lastSetup(r.setup.game);
    setup.rules = r.setup.rules;
    setup.startPosition = r.setup.startPosition;
    for (int i = 0; i < 2; ++i) {
        if (!r.setup.seats[i].name.isEmpty() && setup.seats[i].kind == model::PlayerKind::Human)
            setup.seats[i].name = r.setup.seats[i].name;
    }
    model::SavedGame game{setup, std::move(r.tree), {}};
    if (!m_page->loadGame(std::move(game)))
        return false;
    emit gameLoaded();
    return true;
}

bool TextCommands::importFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() > model::kMaxImportBytes) {
        QMessageBox::warning(m_window, tr("Cannot import"),
            QStringLiteral("%1\n\n%2")
                .arg(QDir::toNativeSeparators(path),
                    tr("The file cannot be read or is "
                       "far too large.")));
        return false;
    }
    const QString text = QString::fromUtf8(f.readAll());
    if (path.endsWith(QLatin1String(".sgf"), Qt::CaseInsensitive))
        return startImported(model::importSgf(text), false, path);
    const model::GameModel *m = m_page->model();
    return startImported(
        model::importText(
            text, m->hasGame() ? std::optional<core::GameId>(m->gameId()) : std::nullopt),
        false, path);
}

bool TextCommands::exportFile(const QString &path, TextFormat format)
{
    const model::GameModel *m = m_page->model();
    if (!m->hasGame())
        return false;
    const QString text
        = model::exportText(m_page->controller()->setup(), m->tree(), format) + QLatin1Char('\n');
    if (text.trimmed().isEmpty() || !model::SaveFile::writeAtomically(path, text.toUtf8())) {
        QMessageBox::warning(m_window, tr("Cannot export"),
            QStringLiteral("%1\n\n%2")
                .arg(QDir::toNativeSeparators(path),
                    Texts::saveError(model::SaveError::CannotWrite)));
        return false;
    }
    emit statusMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void TextCommands::copyPosition()
{
    const model::GameModel *m = m_page->model();
    if (!m->hasGame())
        return;
    QApplication::clipboard()->setText(
        model::exportText(m_page->controller()->setup(), m->tree(), TextFormat::PositionText));
    emit statusMessage(tr("Position copied."));
}

void TextCommands::paste()
{
    if (mayLeaveGame(m_page->session(), m_window))
        startFromText(QApplication::clipboard()->text());
}

void TextCommands::import()
{
    if (!mayLeaveGame(m_page->session(), m_window))
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Game"), QDir::homePath(),
        tr("Game records (*.sgf *.txt *.pgn);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void TextCommands::exportGame()
{
    const model::GameModel *m = m_page->model();
    if (!m->hasGame())
        return;
    QStringList filters;
    std::vector<TextFormat> formats;
    for (TextFormat f : model::exportFormats(m->gameId())) {
        if (model::exportText(m_page->controller()->setup(), m->tree(), f).isEmpty())
            continue;
        formats.push_back(f);
        switch (f) {
        case TextFormat::OthelloTranscript: filters << tr("Othello transcript (*.txt)"); break;
        case TextFormat::AtaxxPgn: filters << tr("Ataxx PGN (*.pgn)"); break;
        case TextFormat::PositionText: filters << tr("Position text (*.txt)"); break;
        case TextFormat::Sgf: filters << tr("Smart Game Format (*.sgf)"); break;
        }
    }
    QString chosen;
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Game"), QDir::homePath(), filters.join(QStringLiteral(";;")), &chosen);
    if (path.isEmpty())
        return;
    // The extension typed decides when it names an offered format; else the filter does.
    TextFormat format = formats[std::size_t(std::max<qsizetype>(0, filters.indexOf(chosen)))];
    const QString suffix = QFileInfo(path).suffix().toLower();
    auto offered = [&formats](TextFormat f) {
        return std::find(formats.begin(), formats.end(), f) != formats.end();
    };
    if (suffix == QLatin1String("sgf") && offered(TextFormat::Sgf))
        format = TextFormat::Sgf;
    else if (suffix == QLatin1String("pgn") && offered(TextFormat::AtaxxPgn))
        format = TextFormat::AtaxxPgn;
    else if (suffix.isEmpty())
        path += format == TextFormat::Sgf    ? QStringLiteral(".sgf")
            : format == TextFormat::AtaxxPgn ? QStringLiteral(".pgn")
                                             : QStringLiteral(".txt");
    exportFile(path, format);
}

} // namespace qiju::widgets
