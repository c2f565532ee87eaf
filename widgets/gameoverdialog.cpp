#include "gameoverdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "endmood.h"
#include "texts.h"

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
    } else {
        detail = tr("%1 by %2").arg(Texts::outcome(game, result.outcome),
                                    Texts::endReason(result.reason));
    }
    auto *score = new QLabel(detail, this);
    score->setObjectName(QStringLiteral("detail"));
    score->setAlignment(Qt::AlignCenter);
    layout->addWidget(score);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *again = buttons->addButton(tr("Play again"), QDialogButtonBox::AcceptRole);
    again->setObjectName(QStringLiteral("playAgain"));
    QPushButton *close = buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
    close->setObjectName(QStringLiteral("close"));
    connect(again, &QPushButton::clicked, this, [this] { done(PlayAgain); });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    again->setDefault(true);
    layout->addWidget(buttons);
    setMinimumWidth(320);
}

QString GameOverDialog::headline() const
{
    return m_headline->text();
}

} // namespace qiju::widgets
