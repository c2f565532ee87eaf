// ChatDock: the chat line of a network game — the lines both players wrote (the peer's and
// ours, with their nicknames) and short notes about the game (joined, left, an undo declined),
// and an input line. It only shows and asks: sendRequested() carries what was typed.
// GUI thread only.
#pragma once

#include <QDockWidget>

class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace qiju::widgets {

class ChatDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ChatDock(QWidget *parent = nullptr);

    QTextBrowser *log() const { return m_log; }
    QLineEdit *input() const { return m_input; }
    // A line someone wrote; `own` marks ours.
    void addMessage(const QString &who, const QString &text, bool own);
    // A note from Qiju about the game (in italics).
    void addNote(const QString &text);
    // Whether a line can be sent now (a peer is connected).
    void setInputEnabled(bool enabled);
    void clear();

signals:
    void sendRequested(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void send();

    QTextBrowser *m_log;
    QLineEdit *m_input;
    QPushButton *m_send;
};

} // namespace qiju::widgets
