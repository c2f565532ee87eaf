#include "newgamedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "gameui/gameoptionsbox.h"
#include "gameui/gameui.h"
#include "storage/settings.h"
#include "windows/enginesdialog.h"
#include "windows/timecontroleditor.h"
#include "words/texts.h"

#include "games/gameregistry.h"

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
    const QString preset = initial.rules.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const int ruleIndex = m_rules->findData(preset);
    m_rules->setCurrentIndex(ruleIndex >= 0 ? ruleIndex : 0);
    form->addRow(tr("Rules:"), m_rules);
    if (const auto create = gameUi(initial.game).createOptions) {
        m_options = create(initial.rules, this);
        m_options->setPreset(m_rules->currentData().toString());
        connect(m_rules, &QComboBox::currentIndexChanged, this,
                [this] { m_options->setPreset(m_rules->currentData().toString()); });
        if (const QString label = m_options->label(); label.isEmpty())
            form->addRow(m_options);
        else
            form->addRow(label, m_options);
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
    connect(m_clock, &TimeControlEditor::changed, this, &NewGameDialog::updateStart);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    loadEngines();
    for (Side s : {Side::Black, Side::White}) {
        const model::SeatSetup &seat = initial.seat(s);
        setSeat(s, seat.kind, seat.level, seat.name);
        if (seat.kind == PlayerKind::Engine)
            setEngineSeat(s, seat.engine.id);
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
    w.kind->addItem(Texts::playerKindName(PlayerKind::Engine), int(PlayerKind::Engine));
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

    w.engineRow = new QWidget(w.box);
    auto *engineLayout = new QHBoxLayout(w.engineRow);
    engineLayout->setContentsMargins(0, 0, 0, 0);
    w.engine = new QComboBox(w.engineRow);
    w.engine->setObjectName(prefix + QStringLiteral("Engine"));
    w.engine->setToolTip(tr("External engines that passed their test in the Engines dialog"));
    auto *manage = new QPushButton(tr("Engines…"), w.engineRow);
    manage->setObjectName(prefix + QStringLiteral("Engines"));
    engineLayout->addWidget(w.engine, 1);
    engineLayout->addWidget(manage);
    w.engineLabel = new QLabel(tr("Engine:"), w.box);
    form->addRow(w.engineLabel, w.engineRow);
    connect(manage, &QPushButton::clicked, this, &NewGameDialog::editEngines);
    connect(w.engine, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateStart);

    connect(w.kind, &QComboBox::currentIndexChanged, this, [this, side] { updateSeat(side); });
}

void NewGameDialog::loadEngines()
{
    m_engines.clear();
    for (const model::EngineDefinition &d : model::Settings().engines()) {
        if (d.tested && d.plays(m_initial.game))
            m_engines << d;
    }
    for (SeatWidgets &w : m_seats) {
        const QString current = w.engine->currentData().toString();
        const QSignalBlocker block(w.engine);
        w.engine->clear();
        for (const model::EngineDefinition &d : m_engines)
            w.engine->addItem(d.name, d.id);
        if (m_engines.isEmpty())
            w.engine->setPlaceholderText(tr("No tested engine plays this game"));
        w.engine->setCurrentIndex(std::max(0, w.engine->findData(current)));
    }
    updateStart();
}

void NewGameDialog::editEngines()
{
    EnginesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        loadEngines();
}

void NewGameDialog::updateStart()
{
    bool ok = !m_clock || m_clock->isValid();
    for (const SeatWidgets &w : m_seats) {
        if (PlayerKind(w.kind->currentData().toInt()) == PlayerKind::Engine)
            ok = ok && w.engine->currentIndex() >= 0;
    }
    if (m_start)
        m_start->setEnabled(ok);
}

void NewGameDialog::updateSeat(Side side)
{
    SeatWidgets &w = m_seats[core::index(side)];
    const PlayerKind kind = PlayerKind(w.kind->currentData().toInt());
    const bool computer = kind == PlayerKind::Computer;
    const bool engine = kind == PlayerKind::Engine;
    w.level->setVisible(computer);
    w.levelLabel->setVisible(computer);
    w.name->setVisible(kind == PlayerKind::Human);
    w.nameLabel->setVisible(kind == PlayerKind::Human);
    w.engineRow->setVisible(engine);
    w.engineLabel->setVisible(engine);
    updateStart();
}

void NewGameDialog::setSeat(Side side, PlayerKind kind, ai::Level level, const QString &name)
{
    SeatWidgets &w = m_seats[core::index(side)];
    const int k = w.kind->findData(int(kind == PlayerKind::Network ? PlayerKind::Human : kind));
    w.kind->setCurrentIndex(std::max(0, k));
    w.level->setCurrentIndex(std::max(0, w.level->findData(int(level))));
    if (kind == PlayerKind::Human)
        w.name->setCurrentText(name);
    updateSeat(side);
}

void NewGameDialog::setEngineSeat(Side side, const QString &engineId)
{
    SeatWidgets &w = m_seats[core::index(side)];
    w.kind->setCurrentIndex(w.kind->findData(int(PlayerKind::Engine)));
    const int i = w.engine->findData(engineId);
    if (i >= 0)
        w.engine->setCurrentIndex(i);
    updateSeat(side);
}

void NewGameDialog::swapSeats()
{
    const model::GameSetup s = setup();
    for (Side side : {Side::Black, Side::White}) {
        const model::SeatSetup &other = s.seat(core::opposite(side));
        setSeat(side, other.kind, other.level, other.name);
        if (other.kind == PlayerKind::Engine)
            setEngineSeat(side, other.engine.id);
    }
}

model::GameSetup NewGameDialog::setup() const
{
    model::GameSetup s = m_initial;
    s.rules = m_rules->currentData().toString();
    if (m_options)
        s.rules = m_options->rulesText(s.rules);
    s.timePerMoveMs = static_cast<int>(m_time->value() * 1000);
    s.timeControl = m_clock->isValid() ? m_clock->timeControl() : model::TimeControl::none();
    for (Side side : {Side::Black, Side::White}) {
        const SeatWidgets &w = m_seats[core::index(side)];
        model::SeatSetup &seat = s.seat(side);
        seat.kind = PlayerKind(w.kind->currentData().toInt());
        seat.level = ai::Level(w.level->currentData().toInt());
        seat.name = seat.kind == PlayerKind::Human ? w.name->currentText().trimmed() : QString();
        seat.engine = {};
        if (seat.kind == PlayerKind::Engine) {
            for (const model::EngineDefinition &d : m_engines) {
                if (d.id == w.engine->currentData().toString())
                    seat.engine = d;
            }
            seat.name = seat.engine.name;
        }
    }
    return s;
}

} // namespace qiju::widgets
