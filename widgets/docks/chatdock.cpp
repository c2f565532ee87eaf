#include "chatdock.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QTime>
#include <QVBoxLayout>

#include "network/netmessage.h"

namespace qiju::widgets {

ChatDock::ChatDock(QWidget *parent)
    : QDockWidget(parent)
    , m_log(new QTextBrowser)
    , m_input(new QLineEdit)
    , m_send(new QPushButton)
{
    setObjectName(QStringLiteral("chatDock"));
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    m_log->setObjectName(QStringLiteral("chatLog"));
    m_log->setOpenLinks(false);
    layout->addWidget(m_log, 1);
    auto *row = new QHBoxLayout;
    m_input->setObjectName(QStringLiteral("chatInput"));
    m_input->setMaxLength(model::kNetMaxChatLength);
    m_send->setObjectName(QStringLiteral("chatSend"));
    row->addWidget(m_input, 1);
    row->addWidget(m_send);
    layout->addLayout(row);
    setWidget(body);
    connect(m_input, &QLineEdit::returnPressed, this, &ChatDock::send);
    connect(m_send, &QPushButton::clicked, this, &ChatDock::send);
    setInputEnabled(false);
    retranslate();
}

void ChatDock::retranslate()
{
    setWindowTitle(tr("Chat"));
    m_send->setText(tr("Send"));
    m_input->setPlaceholderText(tr("Write to your opponent…"));
}

void ChatDock::send()
{
    const QString text = m_input->text().trimmed();
    if (text.isEmpty() || !m_input->isEnabled())
        return;
    m_input->clear();
    emit sendRequested(text);
}

void ChatDock::addMessage(const QString &who, const QString &text, bool own)
{
    const QString time = QTime::currentTime().toString(QStringLiteral("HH:mm"));
    m_log->append(QStringLiteral("<span style=\"color:gray\">%1</span> <b style=\"color:%2\">"
                                 "%3:</b> %4")
                      .arg(time, own ? QStringLiteral("#2a6") : QStringLiteral("#36c"),
                          who.toHtmlEscaped(), text.toHtmlEscaped()));
}

void ChatDock::addNote(const QString &text)
{
    m_log->append(QStringLiteral("<i style=\"color:gray\">%1</i>").arg(text.toHtmlEscaped()));
}

void ChatDock::setInputEnabled(bool enabled)
{
    m_input->setEnabled(enabled);
    m_send->setEnabled(enabled);
}

void ChatDock::clear() { m_log->clear(); }

void ChatDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace qiju::widgets
