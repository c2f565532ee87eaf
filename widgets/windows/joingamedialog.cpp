#include "joingamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include "network/netmessage.h"
#include "storage/settings.h"

namespace qiju::widgets {

JoinGameDialog::JoinGameDialog(QWidget *parent)
    : QDialog(parent)
    , m_address(new QLineEdit)
    , m_port(new QSpinBox)
    , m_nickname(new QComboBox)
{
    setObjectName(QStringLiteral("joinGameDialog"));
    setWindowTitle(tr("Join a Network Game"));
    const model::Settings settings;
    auto *form = new QFormLayout;
    m_address->setObjectName(QStringLiteral("joinAddress"));
    m_address->setPlaceholderText(tr("e.g. 192.168.1.20"));
    form->addRow(tr("Host's address:"), m_address);
    m_port->setObjectName(QStringLiteral("joinPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(settings.networkJoinPort());
    form->addRow(tr("Port:"), m_port);
    m_nickname->setObjectName(QStringLiteral("joinNickname"));
    m_nickname->setEditable(true);
    m_nickname->addItems(settings.nicknames());
    m_nickname->lineEdit()->setMaxLength(model::kNetMaxNicknameLength);
    form->addRow(tr("Your nickname:"), m_nickname);
    auto *note
        = new QLabel(tr("The host chooses the game, the rules, the clocks and the colours."));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QPushButton *join = buttons->button(QDialogButtonBox::Ok);
    join->setText(tr("Join"));
    connect(m_address, &QLineEdit::textChanged, this,
        [join](const QString &text) { join->setEnabled(!text.trimmed().isEmpty()); });
    m_address->setText(settings.networkJoinAddress());
    join->setEnabled(!address().isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

QString JoinGameDialog::address() const { return m_address->text().trimmed(); }

quint16 JoinGameDialog::port() const { return quint16(m_port->value()); }

void JoinGameDialog::accept()
{
    model::Settings settings;
    settings.setNetworkJoinAddress(address());
    settings.setNetworkJoinPort(port());
    QDialog::accept();
}

QString JoinGameDialog::nickname() const
{
    const QString name = m_nickname->currentText().trimmed();
    return name.isEmpty() ? tr("Guest") : name;
}

} // namespace qiju::widgets
