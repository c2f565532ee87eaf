#include "elidedlabel.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QToolTip>

#include <algorithm>

namespace qiju::widgets {

ElidedLabel::ElidedLabel(int lines, QWidget *parent)
    : QLabel(parent)
    , m_lines(std::max(1, lines))
{
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignLeft | Qt::AlignTop); // a message starts at the top of its area
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QMargins m = contentsMargins();
    const int height = fontMetrics().lineSpacing() * m_lines + m.top() + m.bottom();
    return {fontMetrics().averageCharWidth() * 4 + m.left() + m.right(), height};
}

QSize ElidedLabel::sizeHint() const
{
    const QSize least = minimumSizeHint();
    return {std::max(least.width(), fontMetrics().averageCharWidth() * 24), least.height()};
}

QStringList ElidedLabel::layoutLines(int width, bool *elided) const
{
    *elided = false;
    QStringList shown;
    const QString all = text();
    if (all.isEmpty() || width <= 0)
        return shown;
    const QFontMetrics fm = fontMetrics();
    const QStringList paragraphs = all.split(QLatin1Char('\n'));
    for (qsizetype p = 0; p < paragraphs.size(); ++p) {
        QTextLayout layout(paragraphs[p], font());
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            const QString piece = paragraphs[p].mid(line.textStart(), line.textLength());
            if (int(shown.size()) == m_lines - 1) {
                // The last line that fits: the rest of the text, cut with an ellipsis.
                const QString rest = paragraphs[p].mid(line.textStart());
                const bool more = p + 1 < paragraphs.size();
                const QString last = fm.elidedText(
                    more ? rest + QStringLiteral(" …") : rest, Qt::ElideRight, width);
                *elided = more || last != rest;
                shown << last;
                layout.endLayout();
                return shown;
            }
            shown << piece.trimmed();
        }
        layout.endLayout();
    }
    return shown;
}

bool ElidedLabel::isElided() const
{
    bool elided = false;
    layoutLines(contentsRect().width(), &elided);
    return elided;
}

bool ElidedLabel::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty()) {
        // Cut text: the whole of it as the tip.
        auto *help = static_cast<QHelpEvent *>(event);
        if (isElided())
            QToolTip::showText(help->globalPos(), text(), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QLabel::event(event);
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect area = contentsRect();
    bool elided = false;
    const QStringList shown = layoutLines(area.width(), &elided);
    const int lineHeight = fontMetrics().lineSpacing();
    const int used = lineHeight * int(shown.size());
    int y = area.top();
    if (alignment() & Qt::AlignVCenter)
        y += (area.height() - used) / 2;
    else if (alignment() & Qt::AlignBottom)
        y += area.height() - used;
    const Qt::Alignment horizontal = alignment() & Qt::AlignHorizontal_Mask;
    for (const QString &line : shown) {
        style()->drawItemText(&painter, QRect(area.left(), y, area.width(), lineHeight),
            int(horizontal | Qt::AlignVCenter), palette(), isEnabled(), line, foregroundRole());
        y += lineHeight;
    }
}

} // namespace qiju::widgets
