#include "newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "settings.h"
#include "texts.h"
#include "timecontroleditor.h"

#include "common/gameregistry.h"

namespace qiju::widgets {

using core::Side;
using model::PlayerKind;

NewGameDialog::NewGameDialog(const model::GameSetup &initial, const QStringList &nicknames,
                             QWidget *parent)
    : QDialog(parent)
    , m_initial(initial)
{
    setWindowTitle(tr("New %1 game").arg(Texts::gameName(initial.game)));
    auto *layout = new QVBoxLayout(this);

    auto *form = new QFormLayout;
    m_rules = new QComboBox(this);
    m_rules->setObjectName(QStringLiteral("rules"));
    for (std::string_view preset : core::gameInfo(initial.game).presets) {
        const QString key = QString::fromLatin1(preset.data(), qsizetype(preset.size()));
        m_rules->addItem(Texts::presetName(initial.game, key), key);
        m_rules->setItemData(m_rules->count() - 1, Texts::presetDescription(initial.game, key),
                             Qt::ToolTipRole);
    }
    // The rules text is the preset, then any options ("renju swap2").
    const QStringList ruleWords = initial.rules.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const int ruleIndex = m_rules->findData(ruleWords.value(0));
    m_rules->setCurrentIndex(ruleIndex >= 0 ? ruleIndex : 0);
    form->addRow(tr("Rules:"), m_rules);
    if (initial.game == core::GameId::Gomoku) {
        m_opening = new QComboBox(this);
        m_opening->setObjectName(QStringLiteral("opening"));
        for (const char *key : {"none", "swap", "swap2"}) {
            const QString k = QLatin1String(key);
            m_opening->addItem(Texts::gomokuOpeningName(k), k);
        }
        m_opening->setToolTip(tr("Swap: the first player places three stones and the second "
                                 "player then chooses a colour. Swap2 adds a third choice: "
                                 "place two more stones and let the first player choose."));
        const int openingIndex = m_opening->findData(ruleWords.value(1));
        m_opening->setCurrentIndex(openingIndex >= 0 ? openingIndex : 0);
        form->addRow(tr("Opening:"), m_opening);
    }
    layout->addLayout(form);

    for (Side s : {Side::Black, Side::White}) {
        buildSeat(s, nicknames);
        layout->addWidget(m_seats[core::index(s)].box);
    }
    auto *swap = new QPushButton(tr("Swap colours"), this);
    swap->setObjectName(QStringLiteral("swapColours"));
    connect(swap, &QPushButton::clicked, this, &NewGameDialog::swapSeats);
    layout->addWidget(swap, 0, Qt::AlignRight);

    auto *timeForm = new QFormLayout;
    m_time = new QDoubleSpinBox(this);
    m_time->setObjectName(QStringLiteral("timePerMove"));
    m_time->setRange(model::Settings::kMinTimeMs / 1000.0, model::Settings::kMaxTimeMs / 1000.0);
    m_time->setDecimals(1);
    m_time->setSingleStep(0.5);
    m_time->setSuffix(tr(" s"));
    m_time->setValue(initial.timePerMoveMs / 1000.0);
    m_time->setToolTip(tr("How long the Expert level thinks per move; weaker levels think less."));
    timeForm->addRow(tr("Computer's time per move:"), m_time);
    layout->addLayout(timeForm);

    auto *clockBox = new QGroupBox(tr("Clocks"), this);
    auto *clockLayout = new QVBoxLayout(clockBox);
    m_clock = new TimeControlEditor(clockBox);
    m_clock->setTimeControl(initial.timeControl);
    clockLayout->addWidget(m_clock);
    layout->addWidget(clockBox);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *start = buttons->addButton(tr("Start"), QDialogButtonBox::AcceptRole);
    start->setDefault(true);
    start->setObjectName(QStringLiteral("startButton"));
    m_start = start;
    connect(m_clock, &TimeControlEditor::changed, this,
            [this] { m_start->setEnabled(m_clock->isValid()); });
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    for (Side s : {Side::Black, Side::White}) {
        const model::SeatSetup &seat = initial.seat(s);
        setSeat(s, seat.kind, seat.level, seat.name);
    }
}

void NewGameDialog::buildSeat(Side side, const QStringList &nicknames)
{
    SeatWidgets &w = m_seats[core::index(side)];
    w.box = new QGroupBox(Texts::sideName(m_initial.game, side), this);
    auto *form = new QFormLayout(w.box);
    const QString prefix = side == Side::Black ? QStringLiteral("black") : QStringLiteral("white");

    w.kind = new QComboBox(w.box);
    w.kind->setObjectName(prefix + QStringLiteral("Kind"));
    w.kind->addItem(Texts::playerKindName(PlayerKind::Human), int(PlayerKind::Human));
    w.kind->addItem(Texts::playerKindName(PlayerKind::Computer), int(PlayerKind::Computer));
    form->addRow(tr("Player:"), w.kind);

    w.level = new QComboBox(w.box);
    w.level->setObjectName(prefix + QStringLiteral("Level"));
    for (ai::Level l : ai::kAllLevels)
        w.level->addItem(Texts::levelName(l), int(l));
    w.levelLabel = new QLabel(tr("Level:"), w.box);
    form->addRow(w.levelLabel, w.level);

    w.name = new QComboBox(w.box);
    w.name->setObjectName(prefix + QStringLiteral("Name"));
    w.name->setEditable(true);
    w.name->addItems(nicknames);
    w.name->lineEdit()->setPlaceholderText(tr("Your nickname"));
    w.name->lineEdit()->setMaxLength(32);
    w.nameLabel = new QLabel(tr("Nickname:"), w.box);
    form->addRow(w.nameLabel, w.name);

    connect(w.kind, &QComboBox::currentIndexChanged, this, [this, side] { updateSeat(side); });
}

void NewGameDialog::updateSeat(Side side)
{
    SeatWidgets &w = m_seats[core::index(side)];
    const bool computer = PlayerKind(w.kind->currentData().toInt()) == PlayerKind::Computer;
    w.level->setVisible(computer);
    w.levelLabel->setVisible(computer);
    w.name->setVisible(!computer);
    w.nameLabel->setVisible(!computer);
}

void NewGameDialog::setSeat(Side side, PlayerKind kind, ai::Level level, const QString &name)
{
    SeatWidgets &w = m_seats[core::index(side)];
    const int k = w.kind->findData(int(kind == PlayerKind::Computer ? kind : PlayerKind::Human));
    w.kind->setCurrentIndex(std::max(0, k));
    w.level->setCurrentIndex(std::max(0, w.level->findData(int(level))));
    if (kind == PlayerKind::Human)
        w.name->setCurrentText(name);
    updateSeat(side);
}

void NewGameDialog::swapSeats()
{
    const model::GameSetup s = setup();
    for (Side side : {Side::Black, Side::White}) {
        const model::SeatSetup &other = s.seat(core::opposite(side));
        setSeat(side, other.kind, other.level, other.name);
    }
}

model::GameSetup NewGameDialog::setup() const
{
    model::GameSetup s = m_initial;
    s.rules = m_rules->currentData().toString();
    if (m_opening && m_opening->currentData().toString() != QLatin1String("none"))
        s.rules += QLatin1Char(' ') + m_opening->currentData().toString();
    s.timePerMoveMs = static_cast<int>(m_time->value() * 1000);
    s.timeControl = m_clock->isValid() ? m_clock->timeControl() : model::TimeControl::none();
    for (Side side : {Side::Black, Side::White}) {
        const SeatWidgets &w = m_seats[core::index(side)];
        model::SeatSetup &seat = s.seat(side);
        seat.kind = PlayerKind(w.kind->currentData().toInt());
        seat.level = ai::Level(w.level->currentData().toInt());
        seat.name = seat.kind == PlayerKind::Human ? w.name->currentText().trimmed() : QString();
    }
    return s;
}

} // namespace qiju::widgets
