// HostGameDialog: what hosting a network game needs — the game and its setup (rules, board
// options and clocks, chosen in the New Game dialog), the colour the host plays, the host's
// nickname and the port to listen on (the last one used, remembered). Only asks; NetworkCommands
// hosts. GUI thread only.
#pragma once

#include <QDialog>

#include "session/gamesetup.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace qiju::widgets {

class HostGameDialog : public QDialog
{
    Q_OBJECT

public:
    HostGameDialog(core::GameId game, QWidget *parent = nullptr);

    model::GameSetup setup() const { return m_setup; }
    core::Side side() const;
    QString nickname() const;
    quint16 port() const;

    // Remembers the port for the next time (Settings), then closes.
    void accept() override;

private:
    void chooseGame();
    void editSetup();
    void showSetup();

    model::GameSetup m_setup;
    QComboBox *m_game;
    QLabel *m_summary;
    QComboBox *m_side;
    QComboBox *m_nickname;
    QSpinBox *m_port;
};

} // namespace qiju::widgets
