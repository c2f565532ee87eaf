// JoinGameDialog: what joining a network game needs — the host's address and port (as the
// host's Qiju shows them) and the player's nickname. Only asks; NetworkCommands joins.
// GUI thread only.
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace qiju::widgets {

class JoinGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit JoinGameDialog(QWidget *parent = nullptr);

    QString address() const;
    quint16 port() const;
    QString nickname() const;

private:
    QLineEdit *m_address;
    QSpinBox *m_port;
    QComboBox *m_nickname;
};

} // namespace qiju::widgets
