// ArenaWindow: a round-robin tournament (model::Arena) set up and watched from the GUI — pick a
// game and its rules, two or more players (Qiju's AI at any level, the tested external engines
// and Botzone bots of Settings > Engines that play the game; "Add a Copy" enters the selected
// player once more, as "Qiju (Expert) #2"), games per pair and time per move;
// the games run in the background while the table (games, wins, draws, losses, score, Elo
// against the field ± its 95% margin) follows after every game and the board shows the game
// being played. Stop drops the game in progress; Resume plays it again and goes on. Results
// are saved as JSON in AppDataLocation/arena. Closing the window stops the tournament.
// GUI thread only.
#pragma once

#include <QDialog>

#include "engines/arena.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace qiju::widgets {

class BoardScene;
class BoardView;

class ArenaWindow : public QDialog
{
    Q_OBJECT

public:
    explicit ArenaWindow(QWidget *parent = nullptr);
    ~ArenaWindow() override;

    model::Arena *arena() const { return m_arena; }
    // Selects the game (and its first rules) by id; for tests and callers.
    void setGame(core::GameId game);
    // Ticks the player rows whose text is one of `names`; unticks the others.
    void choose(const QStringList &names);
    void setGamesPerPair(int games);
    void setTimePerMove(double seconds);
    // Adds another entry of the player in `row` below its last copy, ticked; false if there
    // is no such row or a tournament runs.
    bool addCopy(int row);
    // The Start/Stop and Resume buttons.
    void startOrStop();
    void resume();
    // "+147 ± 269", "+∞", "−∞" or "—" before the first game.
    static QString eloText(const model::ArenaStanding &standing);

    // Closing (or Esc) stops the tournament; what was played is saved.
    void reject() override;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillRules();
    void fillPlayers();
    QList<model::ArenaEntrant> chosenEntrants() const;
    // "Qiju (Hard)" or the engine's name; a second copy "Qiju (Hard) #2".
    static QString nameOf(const model::ArenaEntrant &entrant);
    // Puts `entrant` as the next copy of its player into the list, after the last one.
    void insertCopy(model::ArenaEntrant entrant, bool ticked);
    QString entrantName(int index) const { return nameOf(m_arena->entrants().value(index)); }
    void showBoardFor(core::GameId game);
    void onGameStarted();
    void onFinished();
    // The pairing being played, or how the tournament ended and where its results are.
    void refreshStatus();
    void refreshTable();
    void updateControls();

    model::Arena *m_arena;
    QComboBox *m_game;
    QComboBox *m_rules;
    QListWidget *m_players;
    QSpinBox *m_gamesPerPair;
    QDoubleSpinBox *m_time;
    QPushButton *m_start;
    QPushButton *m_resume;
    QPushButton *m_addCopy;
    QTableWidget *m_table;
    BoardView *m_view;
    BoardScene *m_scene = nullptr;
    QLabel *m_status;
    QList<QLabel *> m_formLabels;         // Game, Rules, Games per pair, Time per move, Players
    QList<model::ArenaEntrant> m_offered; // the rows of m_players
};

} // namespace qiju::widgets
