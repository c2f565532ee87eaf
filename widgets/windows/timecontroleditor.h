// TimeControlEditor: the clock part of the New Game dialog — a time system and the numbers it
// needs (main time, increment, periods and their length, stones), each shown only when the
// system uses it, with the reason when the combination is refused. GUI thread only.
#pragma once

#include <QWidget>

#include "clocks/timecontrol.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTimeEdit;

namespace qiju::widgets {

class TimeControlEditor : public QWidget
{
    Q_OBJECT

public:
    explicit TimeControlEditor(QWidget *parent = nullptr);

    void setTimeControl(const model::TimeControl &tc);
    // What the fields say now (may be invalid: see isValid()).
    model::TimeControl timeControl() const;
    bool isValid() const;

signals:
    void changed();

private:
    void update();

    QFormLayout *m_form;
    QComboBox *m_system;
    QTimeEdit *m_main;
    QSpinBox *m_increment;
    QSpinBox *m_periods;
    QSpinBox *m_stones;
    QSpinBox *m_period;
    QLabel *m_periodLabel;
    QLabel *m_error;
};

} // namespace qiju::widgets
