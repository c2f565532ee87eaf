// GomokuOptionsBox: the New Game dialog's Gomoku option besides the rules preset — the opening
// rule (none, swap after the third stone, swap2), added to the rules text as a second word
// ("renju swap2"). GUI thread only.
#pragma once

#include "gameui/gameoptionsbox.h"

class QComboBox;

namespace qiju::widgets {

class GomokuOptionsBox : public GameOptionsBox
{
    Q_OBJECT

public:
    // Starts from a rules text ("renju swap2": the opening is its second word).
    explicit GomokuOptionsBox(const QString &rules, QWidget *parent = nullptr);

    QString label() const override;
    QString rulesText(const QString &preset) const override;

private:
    QComboBox *m_opening;
};

} // namespace qiju::widgets
