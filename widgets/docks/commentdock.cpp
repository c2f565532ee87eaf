#include "commentdock.h"

#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "docks/movelistmodel.h"

namespace qiju::widgets {

CommentDock::CommentDock(model::GameReview *review, const MoveListModel *moves, QWidget *parent)
    : QDockWidget(parent)
    , m_review(review)
    , m_moves(moves)
    , m_title(new QLabel)
    , m_editor(new QPlainTextEdit)
{
    setObjectName(QStringLiteral("commentDock"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    m_editor->setObjectName(QStringLiteral("commentEditor"));
    m_editor->setTabChangesFocus(true);
    layout->addWidget(m_editor, 1);
    setWidget(body);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        if (m_shown && m_review->model()->hasGame()
            && m_shown == &m_review->model()->tree().current())
            m_review->model()->setComment(m_editor->toPlainText().toStdString());
    });
    connect(review, &model::GameReview::changed, this, &CommentDock::refresh);
    refresh();
}

void CommentDock::refresh()
{
    setWindowTitle(tr("Comment"));
    model::GameModel *m = m_review->model();
    if (!m->hasGame()) {
        m_shown = nullptr;
        m_title->clear();
        m_editor->clear();
        m_editor->setEnabled(false);
        return;
    }
    const model::GameNode &node = m->tree().current();
    m_title->setText(node.parent ? tr("On %1:").arg(m_moves->label(node))
                                 : tr("On the whole game:"));
    m_editor->setPlaceholderText(tr("Write a note about this move…"));
    m_editor->setEnabled(true);
    const QString text = QString::fromStdString(node.comment);
    if (&node == m_shown && text == m_editor->toPlainText())
        return; // the change came from this editor: keep the cursor where it is
    m_shown = nullptr; // setPlainText() below is not an edit
    m_editor->setPlainText(text);
    m_shown = &node;
}

void CommentDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDockWidget::changeEvent(event);
}

} // namespace qiju::widgets
