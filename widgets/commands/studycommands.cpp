#include "studycommands.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>

#include "board/boardscene.h"
#include "commands/textcommands.h"
#include "panels/sidepanel.h"
#include "storage/savefile.h"
#include "storage/textformats.h"
#include "windows/gamepage.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

namespace {
constexpr qint64 kMaxRecordBytes = 4 * 1024 * 1024;
} // namespace

StudyCommands::StudyCommands(GamePage *page, QWidget *window, QObject *parent)
    : QObject(parent)
    , m_page(page)
    , m_window(window)
    , m_session(new model::StudySession(page->review(), this))
{
    auto *study = new QAction(this);
    study->setObjectName(QStringLiteral("studyGame"));
    connect(study, &QAction::triggered, this, &StudyCommands::chooseFile);
    auto *stop = new QAction(this);
    stop->setObjectName(QStringLiteral("studyStop"));
    connect(stop, &QAction::triggered, m_session, &model::StudySession::stop);
    m_actions = {study, stop};

    connect(m_session, &model::StudySession::guessJudged, this,
            [this](const core::Move &guess, const core::Move &actual, bool matched) {
                const QString text = matched
                    ? tr("Matched: %1").arg(moveName(actual))
                    : tr("You chose %1; the game went %2 (marked).")
                          .arg(moveName(guess), moveName(actual));
                if (m_page->scene())
                    m_page->scene()->showBanner(
                        matched ? tr("Matched!") : tr("The game went %1").arg(moveName(actual)),
                        1200);
                showScore(text);
                emit statusMessage(text);
            });
    connect(m_session, &model::StudySession::guessIgnored, this, [this] {
        const QString text = tr("Go to the newest position (End) to guess the next move.");
        showScore(text);
        emit statusMessage(text);
    });
    connect(m_session, &model::StudySession::finished, this, [this] { showScore(); });
    connect(m_session, &model::StudySession::activeChanged, this, [this] {
        showScore();
        updateActions(true);
    });
}

QString StudyCommands::moveName(const core::Move &move) const
{
    const model::GameModel *m = m_page->model();
    if (!m->hasGame())
        return {};
    if (move.kind == core::Move::Kind::Swap || move.kind == core::Move::Kind::Balance)
        return Texts::decisionName(m->gameId(), move);
    // Judged before the actual move is played: the position is the one guessed in.
    return QString::fromStdString(m->position().moveText(move));
}

void StudyCommands::retranslate()
{
    m_actions[0]->setText(tr("St&udy a Game…"));
    m_actions[0]->setToolTip(tr("Guess the moves of one side of a recorded game"));
    m_actions[1]->setText(tr("Stop Stud&ying"));
    m_actions[1]->setToolTip(tr("Stop guessing; the moves so far stay on the board"));
    showScore();
}

void StudyCommands::updateActions(bool inGame)
{
    m_actions[1]->setEnabled(inGame && m_session->isActive());
}

void StudyCommands::showScore(const QString &lastGuess)
{
    if (!m_session->isActive()) {
        m_page->sidePanel()->setModeInfo({});
        return;
    }
    const core::GameId game = m_page->model()->gameId();
    QString text = tr("Study: guessing %1's moves").arg(Texts::sideName(game, m_session->guessingSide()));
    text += QLatin1Char('\n');
    if (m_session->isFinished()) {
        text += tr("Finished: %1 of %2 matched").arg(m_session->matched()).arg(m_session->guessed());
    } else {
        text += tr("Score: %1 of %2 matched").arg(m_session->matched()).arg(m_session->guessed());
        text += QLatin1Char('\n') + tr("%n move(s) to guess", nullptr, m_session->remaining());
    }
    if (!lastGuess.isEmpty())
        text += QLatin1Char('\n') + lastGuess;
    m_page->sidePanel()->setModeInfo(text);
}

void StudyCommands::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Study a Game"), model::SaveFile::savesDir(),
        tr("Game records (*.qiju *.txt *.pgn *.sgf);;All files (*)"));
    if (path.isEmpty())
        return;
    bool ok = false;
    const core::GameId game = m_page->model()->hasGame() ? m_page->model()->gameId()
                                                          : core::GameId{};
    const QStringList sides{Texts::sideName(game, core::Side::Black),
                            Texts::sideName(game, core::Side::White)};
    const QString side = QInputDialog::getItem(m_window, tr("Study a Game"),
                                               tr("Guess the moves of:"), sides, 0, false, &ok);
    if (ok)
        studyFile(path, side == sides[1] ? core::Side::White : core::Side::Black);
}

bool StudyCommands::studyFile(const QString &path, core::Side side)
{
    model::GameSetup setup;
    std::unique_ptr<model::GameTree> record;
    QString error;
    if (QFileInfo(path).suffix().compare(model::SaveFile::kSuffix, Qt::CaseInsensitive) == 0) {
        model::LoadResult r = model::SaveFile::read(path);
        if (r.ok()) {
            setup = r.game.setup;
            record = std::move(r.game.tree);
        } else {
            error = Texts::saveError(r.error, r.detail);
        }
    } else {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxRecordBytes) {
            error = tr("The file cannot be read or is far too large.");
        } else {
            model::ImportResult r = model::importText(QString::fromUtf8(f.readAll()));
            if (r.ok()) {
                setup = r.setup;
                record = std::move(r.tree);
            } else {
                error = TextCommands::importError(r);
            }
        }
    }
    if (record && record->root().children.empty())
        error = tr("This record has no moves to guess.");
    if (!error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot study this game"),
                             QStringLiteral("%1\n\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    model::SavedGame start{model::StudySession::setupFor(setup),
                           std::make_unique<model::GameTree>(record->root().position->clone()),
                           {}};
    if (!m_page->loadGame(std::move(start)))
        return false;
    emit gameLoaded();
    if (!m_session->start(*record, side)) {
        QMessageBox::warning(m_window, tr("Cannot study this game"),
                             tr("This record has no moves of %1 to guess.")
                                 .arg(Texts::sideName(setup.game, side)));
        return false;
    }
    return true;
}

} // namespace qiju::widgets
