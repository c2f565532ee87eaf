// GoOptionsBox: the New Game dialog's Go options besides the rules preset — board size (9, 13,
// 19 or any size 5-25), komi (reset to the preset's own when the preset changes) and handicap
// (none or 2-9 stones at the standard points, as many as the board size has). Produces the
// rules text GoRules reads ("japanese size=13 handicap=3 komi=0.5"). GUI thread only.
#pragma once

#include "gameui/gameoptionsbox.h"

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace qiju::widgets {

class GoOptionsBox : public GameOptionsBox
{
    Q_OBJECT

public:
    // Starts from a rules text (size, komi and handicap are taken from it).
    GoOptionsBox(const QString &rules, QWidget *parent = nullptr);

    // The rules text for `preset` with the options chosen here.
    QString rulesText(const QString &preset) const override;
    // A different preset: its komi replaces the one shown (0.5 with a handicap).
    void setPreset(const QString &preset) override;

    int boardSize() const;
    double komi() const;
    int handicap() const;

private:
    void sizeChosen();
    void updateHandicaps();
    void handicapChosen();

    QString m_preset;
    QComboBox *m_sizeChoice;
    QSpinBox *m_size;
    QDoubleSpinBox *m_komi;
    QComboBox *m_handicap;
};

} // namespace qiju::widgets
