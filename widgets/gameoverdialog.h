// GameOverDialog: the end of a game — who won (from the person's view when one person plays
// the computer), the score and why, and what to do next. GUI thread only.
#pragma once

#include <QDialog>

#include "gamecontroller.h"

#include "common/gameresult.h"

class QLabel;

namespace qiju::widgets {

class GameOverDialog : public QDialog
{
    Q_OBJECT

public:
    enum Choice { Close = QDialog::Rejected, PlayAgain = 2 };

    GameOverDialog(core::GameId game, const core::GameResult &result,
                   const model::GameController *controller, QWidget *parent = nullptr);

    QString headline() const;

private:
    QLabel *m_headline;
};

} // namespace qiju::widgets
