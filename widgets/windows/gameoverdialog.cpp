#include "gameoverdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "board/endmood.h"
#include "words/texts.h"

namespace qiju::widgets {

using core::Side;

GameOverDialog::GameOverDialog(core::GameId game, const core::GameResult &result,
                               const model::GameController *controller, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Game over"));
    auto *layout = new QVBoxLayout(this);

    // With exactly one person at the desk, speak to them.
    const EndMood mood = EndMood::of(result, controller);
    QString headline;
    if (mood.personal)
        headline = mood.kind == EndMood::Kind::Win ? tr("You win!") : tr("You lose");
    else
        headline = Texts::outcome(game, result.outcome);

    m_headline = new QLabel(headline, this);
    m_headline->setObjectName(QStringLiteral("headline"));
    QFont f = m_headline->font();
    f.setPointSizeF(f.pointSizeF() * 2);
    f.setBold(true);
    m_headline->setFont(f);
    m_headline->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_headline);

    QString detail;
    if (result.reason == core::EndReason::Count) {
        detail = tr("%1 %2 : %3 %4")
                     .arg(Texts::sideName(game, Side::Black))
                     .arg(result.blackScore)
                     .arg(result.whiteScore)
                     .arg(Texts::sideName(game, Side::White));
        const QString breakdown = Texts::scoreBreakdown(controller->model()->position());
        if (!breakdown.isEmpty())
            detail += QLatin1Char('\n') + breakdown;
    } else {
        detail = tr("%1 by %2").arg(Texts::outcome(game, result.outcome),
                                    Texts::endReason(result.reason));
    }
    auto *score = new QLabel(detail, this);
    score->setObjectName(QStringLiteral("detail"));
    score->setAlignment(Qt::AlignCenter);
    layout->addWidget(score);

    m_recent = new QLabel(this);
    m_recent->setObjectName(QStringLiteral("recentResults"));
    m_recent->setVisible(false);
    m_recent->setTextFormat(Qt::PlainText);
    layout->addWidget(m_recent);

    // The headline in the mood's colour: gold for a win, slate for a loss, blue for a draw.
    QPalette hp = m_headline->palette();
    hp.setColor(QPalette::WindowText, mood.kind == EndMood::Kind::Win ? QColor(0xC8, 0x8A, 0x00)
                                      : mood.kind == EndMood::Kind::Loss ? QColor(0x60, 0x68, 0x78)
                                                                         : QColor(0x1E, 0x6F, 0xB0));
    m_headline->setPalette(hp);

    auto *buttons = new QDialogButtonBox(Qt::Vertical, this);
    const struct { const char *name; QString text; int choice; } choices[] = {
        {"playAgain", tr("&Play again"), PlayAgain},
        {"undoMove", tr("&Undo last move"), UndoMove},
        {"review", tr("&Review the game"), Review},
        {"backToStart", tr("&Back to start screen"), BackToStart},
        {"quit", tr("&Quit"), Quit},
    };
    for (const auto &c : choices) {
        QPushButton *b = buttons->addButton(c.text, QDialogButtonBox::ActionRole);
        b->setObjectName(QString::fromLatin1(c.name));
        b->setAutoDefault(false);
        const int choice = c.choice;
        connect(b, &QPushButton::clicked, this, [this, choice] { done(choice); });
        if (choice == PlayAgain)
            b->setDefault(true);
        if (choice == UndoMove)
            b->setEnabled(controller->canUndo());
    }
    layout->addWidget(buttons);
    setMinimumWidth(320);
}

QString GameOverDialog::headline() const
{
    return m_headline->text();
}

QString GameOverDialog::recordLine(const model::GameRecord &r)
{
    QStringList players;
    for (const model::RecordPlayer &p : r.players) {
        QString name = p.name;
        if (p.kind == model::PlayerKind::Computer && p.level)
            name = tr("Computer (%1)").arg(Texts::levelName(*p.level));
        else if (name.isEmpty())
            name = Texts::playerKindName(p.kind);
        players << name;
    }
    return tr("%1 · %2 · %3 %4 : %5 %6")
        .arg(QLocale().toString(r.time.toLocalTime(), QLocale::ShortFormat),
             Texts::gameName(r.game), players[0])
        .arg(r.players[0].score)
        .arg(r.players[1].score)
        .arg(players[1]);
}

void GameOverDialog::setRecentResults(const std::vector<model::GameRecord> &records)
{
    QStringList lines;
    const std::size_t first = records.size() > 3 ? records.size() - 3 : 0;
    for (std::size_t i = records.size(); i > first; --i)
        lines << recordLine(records[i - 1]);
    m_recent->setText(tr("Recent results (score):") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    m_recent->setVisible(!lines.isEmpty());
}

} // namespace qiju::widgets
