// ElidedLabel: a QLabel for messages whose length varies (notices, prompts, a player's name):
// it wraps plain text into at most `lines` lines of a fixed height, ends the last line with
// "…" when the text is longer, and then shows the whole text as its tool tip. Its size does
// not depend on its text, so a new message never moves or resizes its neighbours (the board).
// GUI thread only.
#pragma once

#include <QLabel>

namespace qiju::widgets {

class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(int lines = 1, QWidget *parent = nullptr);

    int lines() const { return m_lines; }
    // Whether the text shown is cut (as last painted at the current width).
    bool isElided() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return -1; }

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // The text laid out in the label's width: the lines to draw, and whether any was cut.
    QStringList layoutLines(int width, bool *elided) const;

    int m_lines;
};

} // namespace qiju::widgets
