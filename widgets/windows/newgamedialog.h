// NewGameDialog: choose rules (and, for Gomoku, the opening rule; for Go, the board size, komi
// and handicap) and who plays each colour — a person (with a remembered nickname), the computer
// at a level, or an external engine that passed its test in the Engines dialog — and the
// computer's time per move, and the clocks (TimeControlEditor).
// GUI thread only.
#pragma once

#include <QDialog>

#include "session/gamesetup.h"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace qiju::widgets {

class GameOptionsBox;
class TimeControlEditor;

class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    NewGameDialog(const model::GameSetup &initial, const QStringList &nicknames,
                  QWidget *parent = nullptr);

    model::GameSetup setup() const;

    // For tests and keyboard users: choose a seat's kind and level directly.
    void setSeat(core::Side side, model::PlayerKind kind, ai::Level level, const QString &name);
    // An external engine seat: the engine with `engineId` (if it is offered for this game).
    void setEngineSeat(core::Side side, const QString &engineId);

private:
    struct SeatWidgets
    {
        QGroupBox *box = nullptr;
        QComboBox *kind = nullptr;
        QComboBox *level = nullptr;
        QComboBox *name = nullptr;
        QLabel *levelLabel = nullptr;
        QLabel *nameLabel = nullptr;
        QComboBox *engine = nullptr;
        QLabel *engineLabel = nullptr;
        QWidget *engineRow = nullptr;
    };

    void buildSeat(core::Side side, const QStringList &nicknames);
    void updateSeat(core::Side side);
    void swapSeats();
    // Refills the engine lists from the settings (tested engines that play this game).
    void loadEngines();
    void editEngines();
    void updateStart();

    model::GameSetup m_initial;
    QComboBox *m_rules;
    GameOptionsBox *m_options = nullptr; // the game's own options (Go's size, Gomoku's opening)
    QDoubleSpinBox *m_time;
    TimeControlEditor *m_clock = nullptr;
    QPushButton *m_start = nullptr;
    SeatWidgets m_seats[2];
    QList<model::EngineDefinition> m_engines; // offered: tested, playing this game
};

} // namespace qiju::widgets
