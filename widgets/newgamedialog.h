// NewGameDialog: choose rules (and, for Gomoku, the opening rule) and who plays each colour
// — a person (with a remembered nickname) or the computer at a level — and the computer's
// time per move, and the clocks (TimeControlEditor).
// GUI thread only.
#pragma once

#include <QDialog>

#include "gamesetup.h"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace qiju::widgets {

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

private:
    struct SeatWidgets
    {
        QGroupBox *box = nullptr;
        QComboBox *kind = nullptr;
        QComboBox *level = nullptr;
        QComboBox *name = nullptr;
        QLabel *levelLabel = nullptr;
        QLabel *nameLabel = nullptr;
    };

    void buildSeat(core::Side side, const QStringList &nicknames);
    void updateSeat(core::Side side);
    void swapSeats();

    model::GameSetup m_initial;
    QComboBox *m_rules;
    QComboBox *m_opening = nullptr; // Gomoku only: none / swap / swap2
    QDoubleSpinBox *m_time;
    TimeControlEditor *m_clock;
    QPushButton *m_start = nullptr;
    SeatWidgets m_seats[2];
};

} // namespace qiju::widgets
