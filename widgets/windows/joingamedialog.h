// JoinGameDialog: what joining a network game needs — the host's address and port (as the
// host's Qiju shows them; the last ones joined are offered again) and the player's nickname. Only
// asks; NetworkCommands joins. GUI thread only.
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

    // Remembers the address and the port for the next time (Settings), then closes.
    void accept() override;

private:
    QLineEdit *m_address;
    QSpinBox *m_port;
    QComboBox *m_nickname;
};

} // namespace qiju::widgets
