// GameOverDialog: the end of a game — who won (from the person's view when one person plays
// the computer), the score and why, and what to do next: play again, undo the last move, review
// the board, go back to the start screen, or quit. GUI thread only.
#pragma once

#include <QDialog>

#include "session/gamecontroller.h"
#include "storage/records.h"

#include "common/gameresult.h"

class QLabel;

namespace qiju::widgets {

class GameOverDialog : public QDialog
{
    Q_OBJECT

public:
    // Review closes the dialog and opens the review of the game (GameReview).
    enum Choice { Close = QDialog::Rejected, PlayAgain = 2, UndoMove, Review, BackToStart, Quit };

    GameOverDialog(core::GameId game, const core::GameResult &result,
                   const model::GameController *controller, QWidget *parent = nullptr);

    QString headline() const;
    // Shows the last three finished games (the newest last in `records`), as the original
    // programs did.
    void setRecentResults(const std::vector<model::GameRecord> &records);
    // One line for a finished game: "23/11 23:50 · Othello · Ann 100 : 35 Computer (Hard)".
    static QString recordLine(const model::GameRecord &record);

private:
    QLabel *m_headline;
    QLabel *m_recent;
};

} // namespace qiju::widgets
