// GameOptionsBox: the New Game dialog's options of one game besides the rules preset (Go's
// size, komi and handicap; Gomoku's opening), made by the game's GameUi row. The dialog tells
// it the preset chosen and asks it for the rules text. GUI thread only.
#pragma once

#include <QWidget>

namespace qiju::widgets {

class GameOptionsBox : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    // The form row's label, or an empty string for a box that fills its row.
    virtual QString label() const { return {}; }
    // The rules text for `preset` with the options chosen here.
    virtual QString rulesText(const QString &preset) const = 0;
    // A different preset was chosen in the dialog.
    virtual void setPreset(const QString &preset) { Q_UNUSED(preset) }
};

} // namespace qiju::widgets
