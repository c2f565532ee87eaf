#include "hostgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

#include "network/netmessage.h"
#include "storage/settings.h"
#include "windows/newgamedialog.h"
#include "words/clocktext.h"
#include "words/texts.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

HostGameDialog::HostGameDialog(core::GameId game, QWidget *parent)
    : QDialog(parent)
    , m_game(new QComboBox)
    , m_summary(new QLabel)
    , m_side(new QComboBox)
    , m_nickname(new QComboBox)
    , m_port(new QSpinBox)
{
    setObjectName(QStringLiteral("hostGameDialog"));
    setWindowTitle(tr("Host a Network Game"));
    const model::Settings settings;
    auto *form = new QFormLayout;
    m_game->setObjectName(QStringLiteral("hostGame"));
    for (core::GameId g : core::allGames())
        m_game->addItem(Texts::gameName(g), int(g));
    m_game->setCurrentIndex(std::max(0, m_game->findData(int(game))));
    form->addRow(tr("Game:"), m_game);
    auto *setupRow = new QHBoxLayout;
    m_summary->setObjectName(QStringLiteral("hostSetupSummary"));
    m_summary->setWordWrap(true);
    auto *edit = new QPushButton(tr("Rules and Clocks…"));
    edit->setObjectName(QStringLiteral("hostEditSetup"));
    setupRow->addWidget(m_summary, 1);
    setupRow->addWidget(edit);
    form->addRow(tr("Setup:"), setupRow);
    m_side->setObjectName(QStringLiteral("hostSide"));
    form->addRow(tr("You play:"), m_side);
    m_nickname->setObjectName(QStringLiteral("hostNickname"));
    m_nickname->setEditable(true);
    m_nickname->addItems(settings.nicknames());
    m_nickname->lineEdit()->setMaxLength(model::kNetMaxNicknameLength);
    form->addRow(tr("Your nickname:"), m_nickname);
    m_port->setObjectName(QStringLiteral("hostPort"));
    m_port->setRange(1024, 65535);
    m_port->setValue(settings.networkHostPort());
    form->addRow(tr("Port:"), m_port);
    auto *note = new QLabel(tr("Qiju listens on this port only while it waits for your "
                               "opponent. The next step shows the addresses to give them."));
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Host"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connect(m_game, &QComboBox::currentIndexChanged, this, &HostGameDialog::chooseGame);
    connect(edit, &QPushButton::clicked, this, &HostGameDialog::editSetup);
    chooseGame();
}

core::Side HostGameDialog::side() const { return core::Side(m_side->currentData().toInt()); }

QString HostGameDialog::nickname() const
{
    const QString name = m_nickname->currentText().trimmed();
    return name.isEmpty() ? tr("Host") : name;
}

quint16 HostGameDialog::port() const { return quint16(m_port->value()); }

void HostGameDialog::accept()
{
    model::Settings().setNetworkHostPort(port());
    QDialog::accept();
}

void HostGameDialog::chooseGame()
{
    const auto game = core::GameId(m_game->currentData().toInt());
    m_setup = model::Settings().lastSetup(game);
    m_setup.game = game;
    const int side = m_side->currentIndex();
    m_side->clear();
    for (core::Side s : {core::Side::Black, core::Side::White})
        m_side->addItem(Texts::sideName(game, s), int(s));
    m_side->setCurrentIndex(std::max(0, side));
    showSetup();
}

void HostGameDialog::editSetup()
{
    NewGameDialog dialog(m_setup, model::Settings().nicknames(), this);
    dialog.setWindowTitle(tr("Network Game Setup"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_setup = dialog.setup();
    model::Settings().setLastSetup(m_setup);
    showSetup();
}

void HostGameDialog::showSetup()
{
    const QString rules = Texts::rulesSummary(m_setup.game, m_setup.rules);
    m_summary->setText(
        tr("Rules: %1\nClocks: %2")
            .arg(rules,
                m_setup.timeControl.isTimed() ? ClockText::summary(m_setup.timeControl)
                                              : tr("none")));
}

} // namespace qiju::widgets
